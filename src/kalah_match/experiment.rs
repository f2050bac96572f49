//! Seed 003's Kalah tables as an experiment (`mtdlab experiment kalah`): for each program
//! and depth pair (by default every pair the seed printed), the whole game played by the
//! core, its evaluations and TT hits beside the printed ones, and each difference flagged
//! with its reason where it is known ([`printed`]).

use super::{printed, Limits, Match, NegaScoutEnd};
use crate::game::{Depth, InputError};
use serde::{Deserialize, Deserializer, Serialize};

/// How a row compares with the seed's table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Our evaluations and hits are the printed ones.
    Matches,
    /// They differ, for the reason given (`reason`), or for none known.
    Differs,
    /// The seed printed no figure for this pair.
    NotPrinted,
}

/// One program at one depth pair. Read back too (`experiment merge` reads a shard's games).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    #[serde(deserialize_with = "program_name")]
    pub algo: ProgramName,
    pub d1: Depth,
    pub d2: Depth,
    /// Ours: evaluations and TT hits over the whole game, the final stores.
    pub evals: u64,
    pub tt_hits: u64,
    pub stores: [u32; 2],
    /// Root searches in the game, nodes visited over all of them and in the largest one,
    /// and the most entries the table held at the end of one.
    pub searches: usize,
    pub nodes: u64,
    pub most_nodes: u64,
    pub table_entries: usize,
    /// As printed (`tt_hits` is printed only for the programs with a table).
    pub printed_evals: Option<u64>,
    pub printed_tt_hits: Option<u64>,
    pub verdict: Verdict,
    /// Why the figures differ, when known (a transposed digit, NegaScout's end-of-game
    /// check); `null` when they match or no reason is known.
    pub reason: Option<String>,
    /// The game's root searches one by one (the browser's runner lists them, so that a row
    /// opens any of them in the visualiser; the CLI leaves them out).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub root_searches: Vec<SearchCost>,
    /// The game's time in milliseconds, once timed (by the browser's runner and the CLI).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ms: Option<f64>,
    /// Nodes per second over the game's root searches (with `ms`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes_per_s: Option<f64>,
}

impl Row {
    /// The row with the game's time, `ms`, and its nodes per second.
    pub fn timed(mut self, ms: f64) -> Row {
        self.ms = Some(ms);
        self.nodes_per_s = Some(crate::experiment::per_second(self.nodes, ms));
        self
    }
}

/// A name of [`super::ALGORITHMS`]. Behind an alias because serde's derive would borrow a
/// field written `&'static str` from the input, which a row read from a file cannot give.
pub type ProgramName = &'static str;

/// A program's name read back as the name in [`super::ALGORITHMS`].
fn program_name<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    let name = String::deserialize(d)?;
    super::ALGORITHMS
        .iter()
        .find(|a| **a == name)
        .copied()
        .ok_or_else(|| {
            serde::de::Error::custom(format!("'{name}' is not one of seed 003's programs"))
        })
}

/// What one root search of a game cost: the figures its session in the visualiser shows
/// (`game: { kind: "kalah-match", search: number }`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchCost {
    pub number: usize,
    pub first_player: bool,
    pub depth: Depth,
    pub evals: u64,
    pub tt_hits: u64,
    pub nodes: u64,
    pub tests: usize,
}

/// Plays `algo`'s game at (d1, d2) and compares it with the printed table.
pub fn row(
    algo: &str,
    d1: Depth,
    d2: Depth,
    end: NegaScoutEnd,
    limits: Limits,
) -> Result<Row, InputError> {
    let mut game = Match::new(d1, d2, algo, end, limits)?;
    game.play_to_end()?;
    Ok(row_of(&game, end))
}

/// The row of a game played to its end (by [`row`], or root search by root search).
pub fn row_of(game: &Match, end: NegaScoutEnd) -> Row {
    let [d1, d2] = game.depths();
    let r = game.result();
    let searches = game.searches();
    let mut row = Row {
        algo: game.program().name,
        d1,
        d2,
        evals: r.evals,
        tt_hits: r.tt_hits,
        stores: r.stores,
        searches: searches.len(),
        nodes: searches.iter().map(|s| s.counters.nodes).sum(),
        most_nodes: searches.iter().map(|s| s.counters.nodes).max().unwrap_or(0),
        table_entries: searches.iter().map(|s| s.table_entries).max().unwrap_or(0),
        printed_evals: None,
        printed_tt_hits: None,
        verdict: Verdict::NotPrinted,
        reason: None,
        root_searches: Vec::new(),
        ms: None,
        nodes_per_s: None,
    };
    if let Some(p) = printed::printed(row.algo, d1, d2) {
        row.printed_evals = Some(p.evals);
        row.printed_tt_hits = p.tt_hits;
        let ours = (row.evals, p.tt_hits.map(|_| row.tt_hits));
        if ours == (p.evals, p.tt_hits) {
            row.verdict = Verdict::Matches;
        } else {
            row.verdict = Verdict::Differs;
            // a recorded difference is play()'s (NegaScout's end found by the move)
            let negascout_at_node = game.program().is_negascout() && end == NegaScoutEnd::AtNode;
            row.reason = p
                .known
                .filter(|k| !negascout_at_node && (k.evals, k.tt_hits) == (row.evals, row.tt_hits))
                .map(|k| k.reason);
        }
    }
    row
}

/// The root searches of a game as [`SearchCost`]s.
pub fn search_costs(game: &Match) -> Vec<SearchCost> {
    game.searches()
        .iter()
        .map(|s| SearchCost {
            number: s.number,
            first_player: s.first_player,
            depth: s.depth,
            evals: s.counters.leaf_evals,
            tt_hits: s.counters.tt_hits,
            nodes: s.counters.nodes,
            tests: s.tests,
        })
        .collect()
}

/// The table as `experiment kalah --json` prints it: the rows and how many match.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub experiment: &'static str,
    pub negascout_end: &'static str,
    pub cells: usize,
    pub matched: usize,
    pub differ: usize,
    pub explained: usize,
    pub not_printed: usize,
    pub rows: Vec<Row>,
}

impl Report {
    pub fn new(end: NegaScoutEnd, rows: Vec<Row>) -> Report {
        let count = |v: Verdict| rows.iter().filter(|r| r.verdict == v).count();
        Report {
            experiment: "kalah",
            negascout_end: end.name(),
            cells: rows.len(),
            matched: count(Verdict::Matches),
            differ: count(Verdict::Differs),
            explained: rows.iter().filter(|r| r.reason.is_some()).count(),
            not_printed: count(Verdict::NotPrinted),
            rows,
        }
    }
}

/// The depth pairs to run for `algo`: the printed ones, or every pair of `depths` x `depths`
/// (first player's depth first) when given.
pub fn pairs(algo: &str, depths: Option<&[Depth]>) -> Vec<(Depth, Depth)> {
    match depths {
        None => printed::pairs(algo),
        Some(ds) => ds
            .iter()
            .flat_map(|&d2| ds.iter().map(move |&d1| (d1, d2)))
            .collect(),
    }
}
