//! Whole games of Kalah(6, 6) played as seed 003's programs play them (M. Hiroi,
//! "Algorithms with Python": 置換表と MTD(f) 法, and the ネガマックス法とネガスカウト法 page
//! before it), counting leaf evaluations and TT hits, to check mtdlab against the seed's
//! tables (CONVENTIONS.md §4, `mtdlab kalah-match`).
//!
//! Every program is a configuration of the core (`crate::search`), not code of its own:
//!
//! | program (`--algo`) | seed 003 | the core's algorithm | table |
//! | --- | --- | --- | --- |
//! | `minimax` | negamax | `minimax` | none |
//! | `minimax-tt` | negamax + TT, kalah6.py | `minimax` with [`Dialect::minimax_tt`] | cleared before every root search |
//! | `alphabeta` | nega-alpha (improved) | `alphabeta` | none |
//! | `alphabeta-tt` | nega-alpha + TT, kalah7.py | `alphabeta-tt` (MT, window ±100) | cleared before every root search |
//! | `negascout` | NegaScout | `negascout` | none |
//! | `negascout-tt` | NegaScout + TT, kalah8.py | `negascout-tt` | kept for the whole game |
//! | `mtdf` | MTD(f), kalah9.py | `mtdf` over MT | cleared before every root search |
//!
//! each searching Kalah as seed 003 does ([`Kalah::seed003`]: the exact key) with seed 003's [`Dictionary`] and
//! [`Dialect::SEED_003`]: a leaf evaluated before the table is looked at, an exact entry
//! answering any window, a hit counted whenever the key is found, `MIN_VALUE = -100`,
//! NegaScout scouting the moves that pass the turn (and, as printed, evaluating a move that
//! ends the game at once), and the turn line kept as the seed keeps its move lists. The game
//! ([`Match`]) then plays as `play()` does: one root search per turn, the whole turn line
//! played (extra turns included), MTD(f)'s first guess the same player's previous value.
//!
//! Against the seed's printed tables (`data/seed003`, [`printed`]): negamax, nega-alpha and
//! MTD(f) match every figure but two that look like transposed digits (negamax 3,2 and the
//! MTD(f) hits at 3,2). NegaScout as printed and as CONVENTIONS.md §4 says
//! ([`NegaScoutEnd::InMove`], what [`play`] does) plays the same games with the same hits
//! but evaluates 0 to 4 positions fewer a game than printed; [`NegaScoutEnd::AtNode`] (the
//! end checked when a node is entered, as the other programs do) reproduces every printed
//! NegaScout figure.

// the tables: the command line's `experiment kalah` and the browser's Experiments tab
pub mod experiment;
mod game;
pub mod printed;

pub use game::{Match, RootSearch};

use crate::game::{Depth, InputError};
use crate::search::{Algorithm, Dialect, Scout};
use serde::Serialize;

#[cfg(doc)]
use crate::{games::kalah::Kalah, search::Dictionary};

/// The deepest search `play` accepts for each program: every depth pair up to it plays its
/// game in under 0.61 GB and about 15 s on a 2-core machine (the programs without a table
/// are bounded by time, those with one by their table, which seed 003 never bounds: up to
/// about 600 MB for negamax+TT at (2, 6), nega-alpha+TT and NegaScout+TT at (8, 1) with a
/// map for a table; 0.26 GB at most for negamax+TT at (2, 6) since the table is the
/// open-addressing [`Dictionary`] of 16-byte cells). Seed
/// 003's own tables go to depth 5 (negamax, nega-alpha) and 8 (NegaScout, MTD(f)).
pub fn max_depth(algo: &str) -> u32 {
    match algo {
        "minimax" | "minimax-tt" => 6,
        "alphabeta" => 9,
        "alphabeta-tt" | "negascout-tt" => 8,
        "negascout" => 10,
        _ => 9, // mtdf
    }
}

/// The algorithm names `play` accepts, in the order of CONVENTIONS.md §4.
pub const ALGORITHMS: [&str; 7] = [
    "minimax",
    "minimax-tt",
    "alphabeta",
    "alphabeta-tt",
    "negascout",
    "negascout-tt",
    "mtdf",
];

/// What one whole game cost: evaluations and TT hits summed over both players, and the
/// two stores at the end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MatchResult {
    pub evals: u64,
    pub tt_hits: u64,
    pub stores: [u32; 2],
}

/// Where seed 003's NegaScout programs look for the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum NegaScoutEnd {
    /// kalah8.py as printed and CONVENTIONS.md §4: the move detects the end of the game
    /// (after sowing and capture, before the extra-turn check, sweep included) and the
    /// position is evaluated at once ([`Scout::OtherSide`] with `end_in_move`). What
    /// [`play`] does.
    #[default]
    InMove,
    /// What the seed's printed NegaScout figures count: a node checks for the end when it
    /// is entered (`check_gameover() or depth == 0`), as the other programs do; a
    /// game-ending move whose last seed lands in the mover's store is searched as an extra
    /// turn ([`Kalah::seed003`] with `extra_turn_before_end`), any other game-ending move like an
    /// ordinary one (the null-window test, and the re-search when a < v < beta, each
    /// evaluating the position).
    AtNode,
}

impl NegaScoutEnd {
    /// `in-move` or `at-node`.
    pub fn parse(text: &str) -> Result<NegaScoutEnd, InputError> {
        match text {
            "in-move" => Ok(NegaScoutEnd::InMove),
            "at-node" => Ok(NegaScoutEnd::AtNode),
            other => Err(InputError::new(format!(
                "'{other}' is not one of in-move, at-node"
            ))),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            NegaScoutEnd::InMove => "in-move",
            NegaScoutEnd::AtNode => "at-node",
        }
    }
}

/// One of seed 003's programs as a configuration of the core.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Program {
    /// Its name in [`ALGORITHMS`].
    pub name: &'static str,
    /// The core's algorithm.
    pub algorithm: Algorithm,
    /// Minimax keeps a table (negamax + TT).
    pub minimax_tt: bool,
    /// The table lives for the whole game (NegaScout + TT) instead of being cleared before
    /// every root search.
    pub keeps_table: bool,
}

impl Program {
    /// The program called `name` (one of [`ALGORITHMS`]).
    pub fn named(name: &str) -> Result<Program, InputError> {
        let (algorithm, minimax_tt, keeps_table) = match name {
            "minimax" => (Algorithm::Minimax, false, false),
            "minimax-tt" => (Algorithm::Minimax, true, false),
            "alphabeta" => (Algorithm::AlphaBeta, false, false),
            "alphabeta-tt" => (Algorithm::AlphaBetaTt, false, false),
            "negascout" => (Algorithm::NegaScout, false, false),
            "negascout-tt" => (Algorithm::NegaScoutTt, false, true),
            "mtdf" => (Algorithm::MtdF, false, false),
            _ => {
                return Err(InputError::new(format!(
                    "unknown algorithm '{name}' for kalah-match: expected one of {}",
                    ALGORITHMS.join(", ")
                )))
            }
        };
        let name = ALGORITHMS
            .into_iter()
            .find(|a| *a == name)
            .expect("matched above");
        Ok(Program {
            name,
            algorithm,
            minimax_tt,
            keeps_table,
        })
    }

    /// True for the two NegaScout programs (the only ones `NegaScoutEnd` changes).
    pub fn is_negascout(&self) -> bool {
        matches!(
            self.algorithm,
            Algorithm::NegaScout | Algorithm::NegaScoutTt
        )
    }

    /// The core's dialect for this program with NegaScout's end of the game found `end`.
    pub fn dialect(&self, end: NegaScoutEnd) -> Dialect {
        Dialect {
            minimax_tt: self.minimax_tt,
            scout: Scout::OtherSide {
                end_in_move: end == NegaScoutEnd::InMove,
            },
            ..Dialect::SEED_003
        }
    }

    /// Checks a player's search depth against [`max_depth`].
    pub fn check_depth(&self, what: &str, depth: Depth) -> Result<(), InputError> {
        let most = max_depth(self.name);
        if depth == 0 || depth > most {
            return Err(InputError::new(format!(
                "{what} must be 1 to {most} for {} (deeper games outgrow the time and memory kalah-match allows), got {depth}",
                self.name
            )));
        }
        Ok(())
    }
}

/// What a game may use: the work budget of each root search and the table's entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most nodes one root search may visit (`--max-visits`).
    pub max_visits: u64,
    /// The most entries seed 003's table may hold (`--tt-size`).
    pub max_entries: usize,
}

/// The default table cap: 7 × 2^20 entries, seven eighths of 2^23 cells of 16 bytes and a
/// tag byte, so the table never takes more than 136 MiB (about 0.26 GB while its last
/// growth from 2^22 cells copies the entries over). The largest table of any depth pair that [`max_depth`] accepts
/// holds 7.0 million entries (negamax + TT at 2,6).
pub const DEFAULT_MAX_ENTRIES: usize =
    crate::search::catalog::TT_SIZE.default_in("kalah-match") as usize;
/// The largest table cap `--tt-size` may ask for.
pub const MAX_ENTRIES: usize = crate::search::catalog::TT_SIZE.max_in("kalah-match") as usize;

/// The default work budget of one root search: 10^9 node visits. The depth caps
/// ([`max_depth`]) are what keep a game short; the budget is the backstop. The busiest root
/// search at the caps visits 43 million nodes (negamax at 2,6), more than `search`'s
/// default of ten million, so a game needs its own.
pub const DEFAULT_MAX_VISITS: u64 = crate::search::catalog::VISITS.default_in("kalah-match");

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_visits: DEFAULT_MAX_VISITS,
            max_entries: DEFAULT_MAX_ENTRIES,
        }
    }
}

/// Plays one whole game of Kalah(6, 6) from the opening as seed 003's `play()` does: the
/// first player searches to depth `d1`, the second to `d2`, with the program `algo`
/// (one of [`ALGORITHMS`]).
pub fn play(d1: u32, d2: u32, algo: &str) -> Result<MatchResult, InputError> {
    play_with(d1, d2, algo, NegaScoutEnd::InMove)
}

/// [`play`], with NegaScout (`negascout`, `negascout-tt`) looking for the end of the game
/// where `end` says; the other programs always check when they enter a node.
pub fn play_with(
    d1: u32,
    d2: u32,
    algo: &str,
    end: NegaScoutEnd,
) -> Result<MatchResult, InputError> {
    let mut game = Match::new(d1, d2, algo, end, Limits::default())?;
    game.play_to_end()?;
    Ok(game.result())
}
