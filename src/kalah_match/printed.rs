//! Seed 003's printed tables (M. Hiroi, 置換表と MTD(f) 法, 実行結果 (1)–(4)), kept as data in
//! `data/seed003/*.json` and compiled in: per program and depth pair, the evaluations and
//! TT hits as printed, and where mtdlab's figure differs, ours with the reason (two
//! transposed digits; NegaScout's end-of-game check, CONVENTIONS.md §4).
//!
//! Each file holds one printed table: `lines` says which program and figure each line of a
//! cell is, `cells` holds `{ d1, d2, PROGRAM: { evals, tt_hits?, mismatch? } }`, where
//! `mismatch` is `{ evals, tt_hits, reason }`: [`play`](super::play)'s figures.

use crate::game::{Depth, InputError};
use serde_json::Value;

/// The four tables: file name, JSON text.
const TABLES: [(&str, &str); 4] = [
    ("negamax", include_str!("../../data/seed003/negamax.json")),
    (
        "negaalpha",
        include_str!("../../data/seed003/negaalpha.json"),
    ),
    (
        "negascout",
        include_str!("../../data/seed003/negascout.json"),
    ),
    ("mtdf", include_str!("../../data/seed003/mtdf.json")),
];

/// One printed figure pair and what mtdlab knows about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedCell {
    /// Evaluations as printed.
    pub evals: u64,
    /// TT hits as printed (`None` for the programs without a table: none printed).
    pub tt_hits: Option<u64>,
    /// Where [`play`](super::play) (NegaScout's end found by the move) is known to differ.
    pub known: Option<KnownDifference>,
}

/// mtdlab's figures for a printed cell they do not match, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownDifference {
    pub evals: u64,
    pub tt_hits: u64,
    pub reason: String,
}

/// The seed's table holding `algo` (one of [`ALGORITHMS`](super::ALGORITHMS)): its file
/// name in `data/seed003`.
pub fn table_name(algo: &str) -> Option<&'static str> {
    Some(match algo {
        "minimax" | "minimax-tt" => "negamax",
        "alphabeta" | "alphabeta-tt" => "negaalpha",
        "negascout" | "negascout-tt" => "negascout",
        "mtdf" => "mtdf",
        _ => return None,
    })
}

/// The parsed table `name` (a file of `data/seed003`).
pub fn table(name: &str) -> Result<Value, InputError> {
    let (_, text) = TABLES
        .iter()
        .find(|(n, _)| *n == name)
        .ok_or_else(|| InputError::new(format!("no printed table '{name}'")))?;
    serde_json::from_str(text)
        .map_err(|e| InputError::new(format!("internal: data/seed003/{name}.json: {e}")))
}

/// The depth pairs (d1, d2) the seed printed for `algo`, in the table's order.
pub fn pairs(algo: &str) -> Vec<(Depth, Depth)> {
    cells(algo)
        .into_iter()
        .map(|(d1, d2, _)| (d1, d2))
        .collect()
}

/// The printed cell of `algo` at (d1, d2), if the seed printed one.
pub fn printed(algo: &str, d1: Depth, d2: Depth) -> Option<PrintedCell> {
    cells(algo)
        .into_iter()
        .find(|&(a, b, _)| (a, b) == (d1, d2))
        .map(|(_, _, c)| c)
}

/// Every printed cell of `algo`.
fn cells(algo: &str) -> Vec<(Depth, Depth, PrintedCell)> {
    let Some(name) = table_name(algo) else {
        return Vec::new();
    };
    let t = table(name).expect("the printed tables are valid JSON (tests/kalah_match.rs)");
    let count = |v: &Value, f: &str| v.get(f).and_then(Value::as_u64);
    t["cells"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|cell| {
            let d1 = count(cell, "d1")? as Depth;
            let d2 = count(cell, "d2")? as Depth;
            let p = cell.get(algo)?;
            let known = p.get("mismatch").map(|m| KnownDifference {
                evals: count(m, "evals").unwrap_or(0),
                tt_hits: count(m, "tt_hits").unwrap_or(0),
                reason: m["reason"].as_str().unwrap_or("").to_string(),
            });
            Some((
                d1,
                d2,
                PrintedCell {
                    evals: count(p, "evals")?,
                    tt_hits: count(p, "tt_hits"),
                    known,
                },
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_program_has_its_printed_pairs() {
        for (algo, n) in [
            ("minimax", 16),
            ("minimax-tt", 16),
            ("alphabeta-tt", 16),
            ("negascout", 25),
            ("mtdf", 25),
        ] {
            assert_eq!(pairs(algo).len(), n, "{algo}");
        }
        let c = printed("mtdf", 3, 2).unwrap();
        assert_eq!((c.evals, c.tt_hits), (12567, Some(3549)));
        assert_eq!(c.known.unwrap().tt_hits, 3459);
        assert_eq!(printed("minimax", 2, 2).unwrap().tt_hits, None);
        assert!(printed("mtdf", 2, 7).is_none());
    }
}
