//! `mtdlab tree --random B,D,SEED`: seed 001's random trees (src/games/random.rs) printed as
//! JSON nested arrays; the tree the flags describe, made here for `tree` and for `search
//! --random` (`search.rs`).

use crate::cli::RandomShape;
use crate::errors::HELP;
use mtdlab::games::random::{Order, RandomTree, Values};
use mtdlab::Game;
use std::fmt::Write;

/// The most leaves `tree` prints: 10^7 (about 100 MB of text).
const MAX_PRINTED_LEAVES: f64 = 1e7;

/// The random tree the flags describe: `--random B,D,SEED`, `--order`, `--values` and
/// `--range MIN,MAX` (default -20,20, as the visualiser's random trees).
pub fn random_tree(flags: &RandomShape) -> Result<RandomTree, String> {
    let shape = flags.random.ok_or(format!("--random is required {HELP}"))?;
    let (min, max) = flags.range.unwrap_or((-20, 20));
    RandomTree::with_shape(
        shape.branching,
        shape.depth,
        min,
        max,
        shape.seed,
        flags.order.unwrap_or(Order::Random),
        flags.values.unwrap_or(Values::Independent),
    )
    .map_err(|e| format!("--random: {e}"))
}

/// `mtdlab tree --random B,D,SEED [--order ...] [--values ...] [--range MIN,MAX]`.
pub fn tree(flags: &RandomShape) -> Result<String, String> {
    let tree = random_tree(flags)?;
    let leaves = (tree.branching as f64).powi(tree.depth as i32);
    if leaves > MAX_PRINTED_LEAVES {
        return Err(format!(
            "--random: a tree of branching {} and depth {} has {leaves:.3e} leaves; tree prints \
             at most {MAX_PRINTED_LEAVES:.0e} (about 100 MB of text)",
            tree.branching, tree.depth
        ));
    }
    let mut out = String::new();
    write_node(&tree, &tree.root(), &mut out);
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
