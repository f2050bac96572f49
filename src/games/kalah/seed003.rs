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

use super::{exact_key, Kalah, KalahPosition};
use crate::game::{Depth, Game};

/// Kalah with seed 003's exact key (and, optionally, its NegaScout's extra turn before the
/// end of the game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seed003Kalah {
    kalah: Kalah,
    extra_turn_before_end: bool,
}

impl Seed003Kalah {
    /// `kalah` with the exact key; `extra_turn_before_end` as the module says.
    pub fn new(kalah: Kalah, extra_turn_before_end: bool) -> Seed003Kalah {
        Seed003Kalah {
            kalah,
            extra_turn_before_end,
        }
    }

    /// The Kalah game underneath.
    pub fn kalah(&self) -> &Kalah {
        &self.kalah
    }

    /// The same game from its position `pos`.
    pub fn at(&self, pos: KalahPosition) -> Seed003Kalah {
        Seed003Kalah {
            kalah: self.kalah.at(pos),
            ..*self
        }
    }
}

impl Game for Seed003Kalah {
    type Position = KalahPosition;

    fn root(&self) -> KalahPosition {
        self.kalah.root()
    }

    #[inline]
    fn move_count(&self, pos: &KalahPosition) -> usize {
        self.kalah.move_count(pos)
    }

    #[inline]
    fn apply(&self, pos: &KalahPosition, i: usize) -> KalahPosition {
        let mut next = self.kalah.apply(pos, i);
        if self.extra_turn_before_end && next.over {
            let rules = self.kalah.rules();
            let pit = self
                .kalah
                .pit_of_move(pos, i)
                .expect("apply has just made this move");
            let seeds = u32::from(pos.board[pit]);
            if rules.ends_in_store(pos.first_to_move, pit, seeds) {
                next.first_to_move = pos.first_to_move;
            }
        }
        next
    }

    #[inline]
    fn is_terminal(&self, pos: &KalahPosition) -> bool {
        self.kalah.is_terminal(pos)
    }

    #[inline]
    fn evaluate(&self, pos: &KalahPosition) -> i32 {
        self.kalah.evaluate(pos)
    }

    #[inline]
    fn is_max(&self, pos: &KalahPosition) -> bool {
        self.kalah.is_max(pos)
    }

    /// The exact key: the board's rank and the side to move.
    #[inline]
    fn key(&self, pos: &KalahPosition) -> u64 {
        let rules = self.kalah.rules();
        exact_key(&pos.board, rules.places(), rules.total(), pos.first_to_move)
    }

    #[inline]
    fn child_depth(&self, pos: &KalahPosition, child: &KalahPosition, depth: Depth) -> Depth {
        self.kalah.child_depth(pos, child, depth)
    }

    fn value_range(&self) -> (i32, i32) {
        self.kalah.value_range()
    }

    fn full_depth(&self) -> Option<Depth> {
        self.kalah.full_depth()
    }

    fn move_label(&self, pos: &KalahPosition, i: usize) -> String {
        self.kalah.move_label(pos, i)
    }
}
