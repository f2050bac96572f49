//! `mtdlab tree --random B,D,SEED`: seed 001's random trees (src/games/random.rs) printed as
//! JSON nested arrays (src/games/random_text.rs); the flags that describe one, read here for
//! `tree` and for `search --random` (`search.rs`).

use crate::flags::Flags;
use mtdlab::games::random::{Order, RandomTree, Values};
use mtdlab::games::random_text::random_tree_text;

/// The flags that shape a random tree.
pub const TREE_FLAGS: [&str; 4] = ["random", "order", "values", "range"];

/// The random tree the flags describe: `--random B,D,SEED`, `--order`, `--values` and
/// `--range MIN,MAX` (default -20,20, as the visualiser's random trees).
pub fn random_tree(flags: &Flags) -> Result<RandomTree, String> {
    let spec = flags.required("random")?;
    let parts: Vec<&str> = spec.split(',').map(str::trim).collect();
    let [b, d, seed] = parts[..] else {
        return Err(format!(
            "--random: expected BRANCHING,DEPTH,SEED (e.g. 3,4,1), got '{spec}'"
        ));
    };
    let number = |what: &str, v: &str| {
        v.parse::<u64>()
            .map_err(|_| format!("--random: the {what} '{v}' is not a whole number"))
    };
    let (b, d, seed) = (
        number("branching", b)?,
        number("depth", d)?,
        number("seed", seed)?,
    );
    let order = match flags.get("order") {
        Some(o) => Order::parse(o).map_err(|e| format!("--order: {e}"))?,
        None => Order::Random,
    };
    let values = match flags.get("values") {
        Some(v) => Values::parse(v).map_err(|e| format!("--values: {e}"))?,
        None => Values::Independent,
    };
    let (min, max) = match flags.get("range") {
        Some(r) => parse_range(r)?,
        None => (-20, 20),
    };
    let b = u32::try_from(b).map_err(|_| format!("--random: branching {b} is too large"))?;
    let d = u32::try_from(d).map_err(|_| format!("--random: depth {d} is too large"))?;
    RandomTree::with_shape(b, d, min, max, seed, order, values)
        .map_err(|e| format!("--random: {e}"))
}

/// `--range MIN,MAX`.
pub fn parse_range(text: &str) -> Result<(i32, i32), String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let [lo, hi] = parts[..] else {
        return Err(format!(
            "--range: expected MIN,MAX (e.g. -20,20), got '{text}'"
        ));
    };
    let int = |v: &str| {
        v.parse::<i32>()
            .map_err(|_| format!("--range: '{v}' is not a valid integer"))
    };
    Ok((int(lo)?, int(hi)?))
}

/// `mtdlab tree --random B,D,SEED [--order ...] [--values ...] [--range MIN,MAX]`.
pub fn tree(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(args, &TREE_FLAGS, &[])?;
    let tree = random_tree(&flags)?;
    random_tree_text(&tree).map_err(|e| format!("--random: {e}"))
}
