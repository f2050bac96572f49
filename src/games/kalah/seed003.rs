//! Kalah as seed 003's programs search it (M. Hiroi, "Algorithms with Python": 置換表と
//! MTD(f) 法): the same rules and moves, with the exact position key its table needs — the
//! dictionary key `(depth, turn) + tuple(board.board)` is the remaining depth beside
//! [`exact_key`] (the board's rank and the side to move), so no two positions share an
//! entry.
//!
//! One variant of the rules, for the NegaScout figures the seed printed: with
//! `extra_turn_before_end`, a move that ends the game with its last seed in the mover's own
//! store leaves the same side to move, as an extra turn (the program behind those figures
//! asked about the extra turn before the end of the game; the game is over either way and
//! its value the same).
//!
//! It is a switch of [`Kalah`] rather than a game of its own, so the searches compiled for
//! Kalah serve seed 003's games too (one copy of them in the wasm).

use super::{exact_key, Kalah, KalahPosition};

/// Seed 003's variant of a [`Kalah`] game ([`Kalah::seed003`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Seed003 {
    /// The module's extra turn before the end of the game.
    pub(super) extra_turn_before_end: bool,
}

impl Kalah {
    /// The same game searched as seed 003's programs search it: the exact key, and
    /// `extra_turn_before_end` as the module says.
    pub fn seed003(&self, extra_turn_before_end: bool) -> Kalah {
        Kalah {
            seed003: Some(Seed003 {
                extra_turn_before_end,
            }),
            ..self.clone()
        }
    }

    /// True for a game made by [`Kalah::seed003`].
    pub fn is_seed003(&self) -> bool {
        self.seed003.is_some()
    }

    /// The exact key: the board's rank and the side to move.
    #[inline]
    pub(super) fn seed003_key(&self, pos: &KalahPosition) -> u64 {
        let rules = self.rules();
        exact_key(&pos.board, rules.places(), rules.total(), pos.first_to_move)
    }

    /// True when the side to move in `pos` moves again after emptying `pit` ended the game:
    /// in seed 003's variant with `extra_turn_before_end`, when the last seed landed in its
    /// store (the game is over either way).
    #[inline]
    pub(super) fn seed003_moves_again(&self, pos: &KalahPosition, pit: usize) -> bool {
        match self.seed003 {
            Some(v) if v.extra_turn_before_end => {
                let seeds = u32::from(pos.board.get(pit));
                self.rules().ends_in_store(pos.first_to_move, pit, seeds)
            }
            _ => false,
        }
    }
}
