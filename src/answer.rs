//! The answer of one search as CONVENTIONS.md §4 writes it (`mtdlab search --json`): the
//! value, the counters, the leaves evaluated in order and the null-window tests. One
//! implementation for the CLI and the Python module (python/), so that the two agree by
//! construction.

use crate::game::Game;
use crate::search::{Algorithm, Options, Run, RunError};
use crate::trace::{is_infinite, LeafOrder};
use serde::Serialize;
use serde_json::json;

/// CONVENTIONS.md §4's answer of `search`. Past [`LeafOrder::CAP`] leaves the list stops and
/// `evaluated_leaves_omitted` (present only then) says how many more were evaluated.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    pub algorithm: &'static str,
    pub value: i32,
    pub leaf_evals: u64,
    pub nodes: u64,
    pub tt_hits: u64,
    pub tt_cutoffs: u64,
    pub evaluated_leaves: Vec<u64>,
    #[serde(skip_serializing_if = "is_zero")]
    pub evaluated_leaves_omitted: u64,
    /// The null-window tests, each `{beta, g, outcome, lower, upper, leaf_evals, nodes,
    /// tt_hits, tt_cutoffs, depth}` (an infinite bound as null).
    pub tests: Vec<serde_json::Value>,
    /// The wide-window root searches, each `{alpha, beta, g, outcome, lower, upper,
    /// leaf_evals, nodes, tt_hits, tt_cutoffs, depth}`, when a run made more than one
    /// (iterative deepening, an aspiration window's re-search: issue 23); absent otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub searches: Vec<serde_json::Value>,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// Runs `algorithm` on `game` and builds the answer. The tests are JSON values already: the
/// leaf list may hold 10^7 indices, which as a `serde_json::Value` would take 32 bytes each,
/// so only the (few) tests are. Each front end words a [`RunError`] for its reader.
pub fn answer<G: Game>(
    game: &G,
    algorithm: Algorithm,
    options: Options,
) -> Result<Answer, RunError> {
    let run = Run::new(game, algorithm, options, LeafOrder::default())?;
    let (result, leaves) = run.finish()?;
    let bound = |v: i32| {
        if is_infinite(v) {
            serde_json::Value::Null
        } else {
            json!(v)
        }
    };
    let record = |t: &crate::trace::TestRecord| {
        json!({
            "beta": bound(t.beta), "g": t.g, "outcome": t.outcome,
            "lower": bound(t.lower), "upper": bound(t.upper),
            "leaf_evals": t.leaf_evals, "nodes": t.nodes,
            "tt_hits": t.tt_hits, "tt_cutoffs": t.tt_cutoffs, "depth": t.depth,
        })
    };
    let tests = result
        .tests
        .iter()
        .filter(|t| t.null_window)
        .map(record)
        .collect();
    let wide: Vec<_> = result.tests.iter().filter(|t| !t.null_window).collect();
    let searches = if wide.len() > 1 {
        wide.iter()
            .map(|t| {
                let mut v = record(t);
                v["alpha"] = bound(t.alpha);
                v
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(Answer {
        algorithm: result.algorithm,
        value: result.value,
        leaf_evals: result.counters.leaf_evals,
        nodes: result.counters.nodes,
        tt_hits: result.counters.tt_hits,
        tt_cutoffs: result.counters.tt_cutoffs,
        evaluated_leaves: leaves.leaves,
        evaluated_leaves_omitted: leaves.omitted,
        tests,
        searches,
    })
}
