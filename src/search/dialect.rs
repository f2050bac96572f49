//! Where seed 003's Kalah listings (M. Hiroi, "Algorithms with Python": 置換表と MTD(f) 法,
//! kalah6.py to kalah9.py, and the NegaScout of the page before it) read the TT and the
//! tree differently from Plaat et al.'s MT and Reinefeld's NegaScout, each difference a
//! documented switch of the core's searches. `Dialect::default()` is the literature's (what
//! every algorithm of CONVENTIONS.md §2 does); [`Dialect::SEED_003`] is the listings'.
//!
//! What the switches leave alone is the same in both: the window narrowed by the TT, the
//! three-way store with that narrowed window, the fail-soft values, the strictly-better
//! rule for the best move, the extra turn searched by the same side at the same depth
//! (`Game::child_depth`). The rest of seed 003 is not a search matter: its table keyed
//! exactly by (remaining depth, side to move, board) is the [`Dictionary`](super::Dictionary)
//! table with the exact key of [`Kalah::seed003`](crate::games::kalah::Kalah::seed003); when
//! the table is cleared, MTD(f)'s first guess and which moves are played are the game's
//! (`crate::kalah_match`).

use crate::game::INF;

/// Which children NegaScout searches with a null window first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scout {
    /// Reinefeld's NegaScout (CONVENTIONS.md §2): the first child with the window, every
    /// later child with a null window and again with a wider one when the value falls
    /// inside.
    #[default]
    AfterFirst,
    /// Seed 003's `negascout` (kalah8.py): every child the other side moves in, the first
    /// included, with a null window first (`a = max(alpha, value)`, the window (a, a + 1));
    /// a child where the same side moves again (an extra turn: no ply spent) is searched
    /// once with the window narrowed by g, `(max(alpha, g), beta)`, never scouted. With
    /// `end_in_move` a child whose move ended the game is searched once too (kalah8.py as
    /// printed, CONVENTIONS.md §4: the move detects the end and the position is evaluated
    /// at once); without it such a child is scouted like any other (what the seed's printed
    /// NegaScout figures count; see `crate::kalah_match::NegaScoutEnd`).
    OtherSide { end_in_move: bool },
}

/// The switches, one per difference; the default is the literature's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dialect {
    /// MT and NegaScout-TT probe and store the TT at leaves too (Plaat et al.: true).
    /// Seed 003 evaluates a leaf (the horizon, or the end of the game) before it looks at
    /// the table, so a leaf is never probed, stored or counted as a hit (false).
    pub tt_at_leaves: bool,
    /// An entry whose bounds meet (lower == upper, an exact value) answers a probe whatever
    /// the window (seed 003's `if upper <= alpha or upper == lower: return upper`). MT
    /// answers only when lower >= beta or upper <= alpha (false): a null window always
    /// falls on one side of an exact value, so this changes only wider windows.
    pub exact_answers: bool,
    /// Minimax probes and stores the TT (seed 003's negamax + TT, kalah6.py): a node stores
    /// its exact value, and any entry found answers (with `exact_answers`). Plain minimax
    /// has no table (false).
    pub minimax_tt: bool,
    /// Which children NegaScout scouts.
    pub scout: Scout,
    /// The value that stands for infinity: the root's window is (−infinity, +infinity), a
    /// node's g starts at −infinity (MAX) or +infinity (MIN), an MTD driver's bounds start
    /// there. The literature's ±∞ is [`INF`]; seed 003's `MIN_VALUE` and `MAX_VALUE` are
    /// ∓100 (its values lie in −99..=99, so every comparison comes out the same; the trace
    /// shows the seed's numbers).
    pub infinity: i32,
    /// Keep each node's turn line ([`Line`](super::Line)) and store it with the node's TT
    /// entry, as seed 003 keeps its move lists; the line of the last root search is
    /// `Run::turn_line`. Off by default (nothing is kept).
    pub turn_lines: bool,
}

impl Default for Dialect {
    fn default() -> Self {
        Dialect::LITERATURE
    }
}

impl Dialect {
    /// The literature's (CONVENTIONS.md §2): what every algorithm does by default.
    pub const LITERATURE: Dialect = Dialect {
        tt_at_leaves: true,
        exact_answers: false,
        minimax_tt: false,
        scout: Scout::AfterFirst,
        infinity: INF,
        turn_lines: false,
    };

    /// Seed 003's listings (NegaScout's end of the game found by the move, as printed);
    /// `minimax_tt` is the one switch that differs between its programs, so it is off here.
    pub const SEED_003: Dialect = Dialect {
        tt_at_leaves: false,
        exact_answers: true,
        minimax_tt: false,
        scout: Scout::OtherSide { end_in_move: true },
        infinity: crate::games::kalah::BOUND,
        turn_lines: true,
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kalah::Kalah;
    use crate::games::tree::Tree;
    use crate::search::{run, Algorithm, Options, SearchSettings};

    #[test]
    fn seed_003s_dialect_finds_the_minimax_value_and_only_kalah_takes_it() {
        let options = |depth, dialect| Options {
            search: SearchSettings::default()
                .with_depth(Some(depth))
                .with_dialect(dialect),
            ..Options::default()
        };
        let kalah = Kalah::standard().seed003(false);
        for depth in 1..=4 {
            let want = run(
                &kalah,
                Algorithm::Minimax,
                &options(depth, Dialect::LITERATURE),
            )
            .unwrap()
            .value;
            for algorithm in [
                Algorithm::Minimax,
                Algorithm::AlphaBeta,
                Algorithm::AlphaBetaTt,
                Algorithm::NegaScout,
                Algorithm::NegaScoutTt,
                Algorithm::MtdF,
            ] {
                for minimax_tt in [false, true] {
                    let dialect = Dialect {
                        minimax_tt,
                        ..Dialect::SEED_003
                    };
                    let got = run(&kalah, algorithm, &options(depth, dialect)).unwrap();
                    assert_eq!(got.value, want, "{algorithm:?} at depth {depth}");
                }
            }
        }
        let tree = Tree::parse("[[3,12,8],[2,4,6]]").unwrap();
        let e = run(&tree, Algorithm::MtdF, &options(2, Dialect::SEED_003)).unwrap_err();
        assert!(e.to_string().starts_with("dialect:"), "{e}");
    }
}
