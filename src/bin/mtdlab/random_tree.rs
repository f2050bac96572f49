//! `mtdlab tree --random B,D,SEED`: seed 001's random trees (src/games/random.rs) printed as
//! JSON nested arrays (src/games/random_text.rs); the tree the flags describe, made here for
//! `tree` and for `search --random` (`search.rs`).

use crate::cli::RandomShape;
use crate::errors::HELP;
use mtdlab::games::random::{Order, RandomTree, Values};
use mtdlab::games::random_text::random_tree_text;

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
    random_tree_text(&tree).map_err(|e| format!("--random: {e}"))
}
