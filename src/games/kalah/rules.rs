//! Kalah's rules on a board (seed 003's board.py, CONVENTIONS.md §5): sowing, capture,
//! the end of the game with its sweep, the extra turn, and the evaluation.

use super::board::{byte, ONES};
use super::tables::{LAP, NTH, SOWINGS};
use super::{Board, MAX_PITS, MAX_SEEDS, WIN};
use crate::game::InputError;
use std::fmt;
use std::ops::Range;

/// What sowing fewer than a lap of seeds adds to the mover's side and the other side
/// (a byte a place, as [`Board::sides`] holds them), and where the last seed falls: on
/// the mover's side (`own`) or the other's, at place `last` of that side.
#[derive(Debug, Clone, Copy)]
pub(super) struct Sowing {
    pub(super) mover: u64,
    pub(super) other: u64,
    pub(super) last: u8,
    pub(super) own: bool,
}

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

    /// The pit `pit` counted from the first pit of the row it is in.
    #[inline]
    fn in_row(&self, first: bool, pit: usize) -> usize {
        pit - self.row(first).start
    }

    /// A side word's pits (its bytes `0..pits`) as a mask.
    #[inline]
    fn pits_mask(&self) -> u64 {
        (1u64 << (8 * self.pits)) - 1
    }

    /// These rules with the pits a side as a constant when they are the standard board's:
    /// the callers of the hot moves below pass the result on to a body inlined into both
    /// branches, so that Kalah(6, ·) gets the same code compiled with its sizes known (its
    /// shifts and masks constants) and any other board the general one.
    #[inline(always)]
    fn sized(&self) -> Option<Rules> {
        (self.pits == MAX_PITS).then_some(Rules {
            pits: MAX_PITS,
            total: self.total,
        })
    }

    /// Empties `pit` and sows its seeds one by one into the following places, skipping the
    /// opponent's store (a lap refills `pit` itself). Returns the place of the last seed.
    pub fn sow(&self, board: &mut Board, first: bool, pit: usize) -> usize {
        let (mut mover, mut other) = self.mover_and_other(board, first);
        let (own, last) = self.sow_sides(&mut mover, &mut other, self.in_row(first, pit));
        self.set_mover_and_other(board, first, mover, other);
        self.row(own == first).start + last
    }

    /// The mover's side and the other side of `board`, as words ([`Board::sides`]).
    #[inline]
    fn mover_and_other(&self, board: &Board, first: bool) -> (u64, u64) {
        let (a, b) = board.sides();
        if first {
            (a, b)
        } else {
            (b, a)
        }
    }

    #[inline]
    fn set_mover_and_other(&self, board: &mut Board, first: bool, mover: u64, other: u64) {
        let (a, b) = if first {
            (mover, other)
        } else {
            (other, mover)
        };
        *board = Board::from_sides(self.pits, a, b);
    }

    /// Sowing on the sides: the mover empties their pit `p` (counted in their row) and sows
    /// its seeds into their places after it up to their store, the other side's pits, then
    /// their own pits from the first. Returns where the last seed fell: on the mover's side
    /// or not, and the place within that side.
    #[inline(always)]
    fn sow_sides(&self, mover: &mut u64, other: &mut u64, p: usize) -> (bool, usize) {
        let n = self.pits;
        let lap = 2 * n + 1;
        let mut seeds = byte(*mover, p) as usize;
        *mover &= !(0xFF << (8 * p));
        if seeds >= lap {
            // whole laps at once: a seed in every place but the other side's store
            let laps = (seeds / lap) as u64;
            *mover += laps * ones(n + 1);
            *other += laps * ones(n);
            seeds %= lap;
        }
        // then fewer than a lap: the standard board's from a table of this very sowing
        let sowing = if n == MAX_PITS {
            SOWINGS[p * LAP + seeds]
        } else {
            self.sowing_of(p, seeds)
        };
        *mover += sowing.mover;
        *other += sowing.other;
        (sowing.own, usize::from(sowing.last))
    }

    /// Sowing `seeds` seeds, fewer than a lap, from the mover's pit `p`: one seed in each of
    /// the runs of places that follow (the mover's up to their store, the other side's
    /// pits, the mover's pits from the first). The standard board's are looked up in a table
    /// of what this gives ([`SOWINGS`]).
    #[inline]
    pub(super) const fn sowing_of(&self, p: usize, seeds: usize) -> Sowing {
        let n = self.pits;
        debug_assert!(p < n && seeds <= 2 * n);
        let along = if seeds < n - p { seeds } else { n - p };
        let across = if seeds - along < n { seeds - along } else { n };
        let around = seeds - along - across;
        // the last seed is `seeds` places on from the mover's pit `p` along the mover's
        // places, the other side's pits, then the mover's pits again (none: a whole number
        // of laps ends in the emptied pit itself)
        let to = p + seeds;
        let past_own = to > n;
        let past_other = to > 2 * n;
        let last = to - (n + 1) * past_own as usize - n * past_other as usize;
        Sowing {
            mover: (ones(along) << (8 * (p + 1))) + ones(around),
            other: ones(across),
            last: last as u8,
            own: !past_own || past_other,
        }
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
    pub fn capture(&self, board: &mut Board, first: bool, last: usize) -> bool {
        if !self.row(first).contains(&last) {
            return false;
        }
        let (mut mover, mut other) = self.mover_and_other(board, first);
        let captured = self.capture_sides(&mut mover, &mut other, self.in_row(first, last));
        self.set_mover_and_other(board, first, mover, other);
        captured
    }

    /// The capture on the sides, the last seed in the mover's pit `last` (counted in their
    /// row): the pit facing it is the other side's `pits - 1 - last`.
    #[inline(always)]
    fn capture_sides(&self, mover: &mut u64, other: &mut u64, last: usize) -> bool {
        let n = self.pits;
        if byte(*mover, last) != 1 {
            return false;
        }
        let facing = n - 1 - last;
        let taken = byte(*other, facing);
        if taken == 0 {
            return false;
        }
        *other &= !(0xFF << (8 * facing));
        *mover = (*mover & !(0xFF << (8 * last))) + ((taken + 1) << (8 * n));
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
    pub fn check_gameover(&self, board: &mut Board) -> bool {
        let (mut a, mut b) = board.sides();
        let over = self.gameover_sides(&mut a, &mut b);
        *board = Board::from_sides(self.pits, a, b);
        over
    }

    /// `check_gameover` on the first player's side `a` and the second's `b`.
    #[inline(always)]
    fn gameover_sides(&self, a: &mut u64, b: &mut u64) -> bool {
        let row = self.pits_mask();
        let store = 8 * self.pits;
        if *a & row == 0 {
            *b = (*b & !row) + (row_sum(*b & row) << store);
            true
        } else if *b & row == 0 {
            *a = (*a & !row) + (row_sum(*a & row) << store);
            true
        } else {
            self.won_sides(*a, *b).is_some()
        }
    }

    /// True when the game is over in `board`, without sweeping.
    pub fn is_over(&self, board: &Board) -> bool {
        let (a, b) = board.sides();
        let row = self.pits_mask();
        a & row == 0 || b & row == 0 || self.won_sides(a, b).is_some()
    }

    /// `Some(true)` when the first player's store (in side `a`) holds more than half of
    /// all seeds, `Some(false)` when the second's (in side `b`) does.
    #[inline(always)]
    fn won_sides(&self, a: u64, b: u64) -> Option<bool> {
        let total = u64::from(self.total);
        if 2 * byte(a, self.pits) > total {
            Some(true)
        } else if 2 * byte(b, self.pits) > total {
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
        let (after, outcome) = self.moved(*board, first, pit);
        *board = after;
        outcome
    }

    /// [`move_stone`](Self::move_stone) on a board passed and returned by value, so that a
    /// caller's board never needs an address (it stays in registers, written once where the
    /// caller puts it).
    #[inline]
    pub fn moved(&self, board: Board, first: bool, pit: usize) -> (Board, MoveOutcome) {
        debug_assert!(self.row(first).contains(&pit) && board.get(pit) > 0);
        match self.sized() {
            Some(standard) => standard.moved_sized(board, first, pit),
            None => self.moved_any_size(board, first, pit),
        }
    }

    /// The move on a board of any size, out of line (the standard board's is inlined into
    /// [`moved`](Self::moved)).
    #[inline(never)]
    pub(super) fn moved_any_size(
        &self,
        board: Board,
        first: bool,
        pit: usize,
    ) -> (Board, MoveOutcome) {
        self.moved_sized(board, first, pit)
    }

    #[inline(always)]
    fn moved_sized(&self, board: Board, first: bool, pit: usize) -> (Board, MoveOutcome) {
        let n = self.pits;
        let (mut mover, mut other) = self.mover_and_other(&board, first);
        let (own, last) = self.sow_sides(&mut mover, &mut other, self.in_row(first, pit));
        if own && last < n {
            self.capture_sides(&mut mover, &mut other, last);
        }
        let (mut a, mut b) = if first {
            (mover, other)
        } else {
            (other, mover)
        };
        let over = self.gameover_sides(&mut a, &mut b);
        let outcome = if over {
            MoveOutcome::GameOver
        } else if own && last == n {
            MoveOutcome::ExtraTurn
        } else {
            MoveOutcome::Normal
        };
        (Board::from_sides(n, a, b), outcome)
    }

    /// The non-empty pits of the first player's row (`first = true`) or the second's, as
    /// a byte of one in a word for each (byte `k`: the row's pit `k`).
    #[inline(always)]
    fn non_empty(&self, board: &Board, first: bool) -> u64 {
        const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        let row = self.mover_and_other(board, first).0 & self.pits_mask();
        // a byte's top bit: set by adding 0x7F to its low seven bits when they are not
        // zero, or already set (no carry leaves a byte)
        ((((row & LOW7) + LOW7) | row) & !LOW7) >> 7
    }

    /// The number of non-empty pits in the first player's row (`first = true`) or the
    /// second's: the moves of that player.
    #[inline]
    pub fn move_count(&self, board: &Board, first: bool) -> usize {
        let count = |rules: &Rules| row_sum(rules.non_empty(board, first)) as usize;
        match self.sized() {
            Some(standard) => count(&standard),
            None => count(self),
        }
    }

    /// The first `n` non-empty pits (in increasing order) of the first player's row
    /// (`first = true`) or the second's, appended to `pits`: [`nth_move`](Self::nth_move)
    /// for each of `0..n`, from one look at the row.
    pub fn move_pits(&self, board: &Board, first: bool, n: usize, pits: &mut Vec<u32>) {
        let start = self.row(first).start as u32;
        let mut row = self.non_empty(board, first);
        for _ in 0..n {
            if row == 0 {
                break;
            }
            // byte k of `row` is 1 for a non-empty pit k
            pits.push(start + row.trailing_zeros() / 8);
            row &= row - 1;
        }
    }

    /// The `i`-th non-empty pit (from 0, in increasing order) of the first player's row
    /// (`first = true`) or the second's.
    #[inline]
    pub fn nth_move(&self, board: &Board, first: bool, i: usize) -> Option<usize> {
        match self.sized() {
            Some(standard) => standard.nth_move_sized(board, first, i),
            None => self.nth_move_sized(board, first, i),
        }
    }

    #[inline(always)]
    fn nth_move_sized(&self, board: &Board, first: bool, i: usize) -> Option<usize> {
        if i >= self.pits {
            return None;
        }
        // the row's non-empty pits as the low six bits of a byte, gathered from the low bit
        // of each byte by one product (each bit lands alone: no carries)
        let mask = self
            .non_empty(board, first)
            .wrapping_mul(0x0102_0408_1020_4080)
            >> 56;
        let k = (NTH[mask as usize] >> (4 * i)) as usize & 0xF;
        (k < self.pits).then(|| self.row(first).start + k)
    }

    /// Seed 003's `value_func`, from the first player's side: 99 when store 1 holds more
    /// than half of all seeds, -99 when store 2 does, otherwise store 1 minus store 2.
    #[inline]
    pub fn value(&self, board: &Board) -> i32 {
        let (a, b) = board.sides();
        match self.won_sides(a, b) {
            Some(true) => WIN,
            Some(false) => -WIN,
            None => byte(a, self.pits) as i32 - byte(b, self.pits) as i32,
        }
    }
}

/// A word of `k` bytes of one, from the low byte (`k` <= 7).
#[inline]
const fn ones(k: usize) -> u64 {
    ONES & ((1u64 << (8 * k)) - 1)
}

/// The sum of the bytes of `word` (at most 255).
#[inline]
fn row_sum(word: u64) -> u64 {
    word.wrapping_mul(ONES) >> 56
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
