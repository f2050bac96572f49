//! Kalah's rules on a board (seed 003's board.py, CONVENTIONS.md §5): sowing, capture,
//! the end of the game with its sweep, the extra turn, and the evaluation.

use super::{Board, MAX_PITS, MAX_SEEDS, PLACES, WIN};
use crate::game::InputError;
use std::fmt;
use std::ops::Range;

/// What a move did (seed 003's `move_stone` result: NORMAL, KALAH, GAMEOVER).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveOutcome {
    /// The turn passes to the other player.
    Normal,
    /// The last seed landed in the mover's own store: the mover moves again.
    ExtraTurn,
    /// The game is over (checked after the capture and before the extra turn).
    GameOver,
}

/// The rules of one board size: the low-level move (sow, capture, end of game) and the
/// evaluation, on a [`Board`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    pits: usize,
    total: u32,
}

impl Rules {
    /// Kalah(6 pits, 6 seeds): seed 003's board.
    pub const STANDARD: Rules = Rules { pits: 6, total: 72 };

    /// Rules for `pits` pits a side and `total` seeds on the board in all.
    pub fn new(pits: usize, total: u32) -> Result<Rules, InputError> {
        check_range("pits per side", pits as i64, 1, MAX_PITS as i64)?;
        let most = max_total(pits);
        if total == 0 || total > most {
            return Err(InputError::new(format!(
                "{total} seeds in all: a board of {pits} pits a side holds 1 to {most} seeds"
            )));
        }
        Ok(Rules { pits, total })
    }

    /// Pits a side.
    pub fn pits(&self) -> usize {
        self.pits
    }

    /// Seeds on the board in all (they never leave it).
    pub fn total(&self) -> u32 {
        self.total
    }

    /// Places on the board: `2 * pits + 2`.
    #[inline]
    pub fn places(&self) -> usize {
        2 * self.pits + 2
    }

    /// The store of the first player (`first = true`) or the second.
    #[inline]
    pub fn store(&self, first: bool) -> usize {
        if first {
            self.pits
        } else {
            2 * self.pits + 1
        }
    }

    /// The pits of the first player's row (`first = true`) or the second's.
    #[inline]
    pub fn row(&self, first: bool) -> Range<usize> {
        if first {
            0..self.pits
        } else {
            self.pits + 1..2 * self.pits + 1
        }
    }

    /// The pit facing `pit` (`12 - pit` on the 14-place board).
    #[inline]
    pub fn opposite(&self, pit: usize) -> usize {
        2 * self.pits - pit
    }

    /// Empties `pit` and sows its seeds one by one into the following places, skipping the
    /// opponent's store (a lap refills `pit` itself). Returns the place of the last seed.
    #[inline]
    pub fn sow(&self, board: &mut Board, first: bool, pit: usize) -> usize {
        let places = self.places();
        let skip = self.store(!first);
        let mut seeds = usize::from(board[pit]);
        board[pit] = 0;
        let mut place = pit;
        // a whole lap puts one seed in every place but the opponent's store and ends in
        // `pit` itself: all the laps at once, then the seeds left one by one
        let lap = places - 1;
        if seeds >= lap {
            let laps = (seeds / lap) as u8;
            for (p, count) in board[..places].iter_mut().enumerate() {
                if p != skip {
                    *count += laps;
                }
            }
            seeds %= lap;
        }
        while seeds > 0 {
            place += 1;
            if place == places {
                place = 0;
            }
            if place == skip {
                continue;
            }
            board[place] += 1;
            seeds -= 1;
        }
        place
    }

    /// True when sowing `seeds` seeds from `pit` (a pit of the first player's row when
    /// `first`, else of the second's) ends in the mover's own store: `seeds` is the distance
    /// to the store modulo one lap of `2 * pits + 1` places.
    pub fn ends_in_store(&self, first: bool, pit: usize, seeds: u32) -> bool {
        let from = pit - self.row(first).start;
        let lap = 2 * self.pits + 1;
        (from + seeds as usize) % lap == self.pits
    }

    /// The capture after a sowing that ended at `last`: when `last` is a pit of the mover's
    /// own row that now holds exactly one seed and the opposite pit is not empty, both go to
    /// the mover's store. Returns true when seeds were captured.
    #[inline]
    pub fn capture(&self, board: &mut Board, first: bool, last: usize) -> bool {
        if !self.row(first).contains(&last) || board[last] != 1 {
            return false;
        }
        let opposite = self.opposite(last);
        let taken = board[opposite];
        if taken == 0 {
            return false;
        }
        board[self.store(first)] += taken + 1;
        board[opposite] = 0;
        board[last] = 0;
        true
    }

    /// Seed 003's `check_gameover`: true when the game is over in `board`. When a row is
    /// empty (the first player's checked first) the other player's row is swept into the
    /// other player's store; otherwise the game is over when a store holds more than half
    /// of all seeds, and nothing is swept. Calling it again changes nothing.
    ///
    /// Seed 003 does not print board.py; checking the rows before the stores (CONVENTIONS.md
    /// §5's order) only decides whether a row is swept when both hold at once, which changes
    /// the final stores but none of the seed's counts (a store past half stays past half).
    #[inline]
    pub fn check_gameover(&self, board: &mut Board) -> bool {
        let row_first = self.row_seeds(board, true);
        if row_first == 0 || self.row_seeds(board, false) == 0 {
            // the empty row's owner is `first`; the other row goes to the other store
            let first = row_first == 0;
            let other = self.row(!first);
            let swept: u8 = board[other.clone()].iter().sum();
            board[other].fill(0);
            board[self.store(!first)] += swept;
            return true;
        }
        self.won(board).is_some()
    }

    /// True when the game is over in `board`, without sweeping.
    pub fn is_over(&self, board: &Board) -> bool {
        self.row_seeds(board, true) == 0
            || self.row_seeds(board, false) == 0
            || self.won(board).is_some()
    }

    /// The seed counts of a row as the bytes of one word (byte k is the row's pit k): zero
    /// exactly when the row is empty.
    #[inline]
    fn row_seeds(&self, board: &Board, first: bool) -> u64 {
        let mut bytes = [0u8; 16];
        bytes[..PLACES].copy_from_slice(board);
        let start = self.row(first).start;
        let mask = (1u64 << (8 * self.pits)) - 1;
        (u128::from_le_bytes(bytes) >> (8 * start)) as u64 & mask
    }

    /// `Some(true)` when the first player's store holds more than half of all seeds,
    /// `Some(false)` when the second's does.
    #[inline]
    fn won(&self, board: &Board) -> Option<bool> {
        if 2 * u32::from(board[self.store(true)]) > self.total {
            Some(true)
        } else if 2 * u32::from(board[self.store(false)]) > self.total {
            Some(false)
        } else {
            None
        }
    }

    /// Seed 003's `move_stone`: the first player (`first = true`) or the second moves the
    /// seeds of `pit` (one of their non-empty pits): sowing, capture, end of the game, extra
    /// turn, in that order.
    #[inline]
    pub fn move_stone(&self, board: &mut Board, first: bool, pit: usize) -> MoveOutcome {
        debug_assert!(self.row(first).contains(&pit) && board[pit] > 0);
        let last = self.sow(board, first, pit);
        self.capture(board, first, last);
        if self.check_gameover(board) {
            MoveOutcome::GameOver
        } else if last == self.store(first) {
            MoveOutcome::ExtraTurn
        } else {
            MoveOutcome::Normal
        }
    }

    /// Seed 003's `value_func`, from the first player's side: 99 when store 1 holds more
    /// than half of all seeds, -99 when store 2 does, otherwise store 1 minus store 2.
    #[inline]
    pub fn value(&self, board: &Board) -> i32 {
        match self.won(board) {
            Some(true) => WIN,
            Some(false) => -WIN,
            None => i32::from(board[self.store(true)]) - i32::from(board[self.store(false)]),
        }
    }
}

/// The most seeds a board of `pits` pits a side may hold: `2 * pits * 6`.
pub(super) fn max_total(pits: usize) -> u32 {
    2 * pits as u32 * MAX_SEEDS
}

pub(super) fn check_range(what: &str, value: i64, low: i64, high: i64) -> Result<(), InputError> {
    if value < low || value > high {
        Err(InputError::new(format!(
            "{what} must be {low} to {high}, got {value}"
        )))
    } else {
        Ok(())
    }
}

impl fmt::Display for MoveOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MoveOutcome::Normal => "normal",
            MoveOutcome::ExtraTurn => "extra turn",
            MoveOutcome::GameOver => "game over",
        })
    }
}
