//! A random tree written out as tree text (JSON nested arrays): what `mtdlab tree --random`
//! prints and the Python module's `random_tree` returns, one implementation for both.

use super::random::RandomTree;
use crate::game::{Game, InputError};
use std::fmt::Write;

/// The most leaves a tree is written out with: 10^7 (about 100 MB of text).
pub const MAX_WRITTEN_LEAVES: f64 = 1e7;

/// `tree` as nested arrays of its leaves' values; a tree of more than
/// [`MAX_WRITTEN_LEAVES`] leaves is refused.
pub fn random_tree_text(tree: &RandomTree) -> Result<String, InputError> {
    let leaves = (tree.branching as f64).powi(tree.depth as i32);
    if leaves > MAX_WRITTEN_LEAVES {
        return Err(InputError::new(format!(
            "a tree of branching {} and depth {} has {leaves:.3e} leaves; tree prints \
             at most {MAX_WRITTEN_LEAVES:.0e} (about 100 MB of text)",
            tree.branching, tree.depth
        )));
    }
    let mut out = String::new();
    write_node(tree, &tree.root(), &mut out);
    Ok(out)
}

/// A node as JSON: a leaf's value, or its children in brackets.
fn write_node(tree: &RandomTree, pos: &<RandomTree as Game>::Position, out: &mut String) {
    let n = tree.move_count(pos);
    if n == 0 {
        let _ = write!(out, "{}", tree.evaluate(pos));
        return;
    }
    out.push('[');
    for i in 0..n {
        if i > 0 {
            out.push(',');
        }
        write_node(tree, &tree.apply(pos, i), out);
    }
    out.push(']');
}
