//! Kalah, the game of seed 003 (M. Hiroi, "Algorithms with Python": board.py of the
//! ミニマックス法 page), by CONVENTIONS.md §5, with 1–6 pits a side and 1–6 seeds a pit.
//!
//! With `n` pits a side the board has `2n + 2` places: the first player's pits
//! `0..n`, their store `n`, the second player's pits `n+1..=2n`, their store `2n + 1`
//! (for `n = 6` the 14-place layout of seed 003). Pit `i` faces pit `2n - i`.
//!
//! A move empties one of the mover's non-empty pits and sows its seeds one by one into the
//! following places, skipping the opponent's store (a lap refills the starting pit). Then:
//! a capture, when the last seed landed in an empty pit of the mover's own row whose
//! opposite pit is not empty; the end of the game, when either row is empty (the other
//! player sweeps their own row into their store; the first player's row is checked first)
//! or when either store holds more than half of all seeds (nothing is swept); and the extra
//! turn, when the last seed landed in the mover's own store and the game is not over.
//!
//! Values are from the first player's side: 99 when their store holds more than half of
//! all seeds, -99 when the second player's does, otherwise store 1 minus store 2.

use crate::game::{Depth, Game, InputError};
use std::fmt;
use std::ops::Range;

/// The most pits a side may have.
pub const MAX_PITS: usize = 6;
/// The most seeds a pit may start with.
pub const MAX_SEEDS: u32 = 6;
/// The places of the largest board (6 pits a side): 14.
pub const PLACES: usize = 2 * MAX_PITS + 2;
/// The value of a won game (a store holding more than half of all seeds).
pub const WIN: i32 = 99;
/// Seed 003's search bounds, `MIN_VALUE = -BOUND` and `MAX_VALUE = BOUND`.
pub const BOUND: i32 = 100;

/// The seed counts of a board. A board of `n < 6` pits a side uses places `0..2n+2` and
/// leaves the rest at zero.
pub type Board = [u8; PLACES];

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
    pub fn places(&self) -> usize {
        2 * self.pits + 2
    }

    /// The store of the first player (`first = true`) or the second.
    pub fn store(&self, first: bool) -> usize {
        if first {
            self.pits
        } else {
            2 * self.pits + 1
        }
    }

    /// The pits of the first player's row (`first = true`) or the second's.
    pub fn row(&self, first: bool) -> Range<usize> {
        if first {
            0..self.pits
        } else {
            self.pits + 1..2 * self.pits + 1
        }
    }

    /// The pit facing `pit` (`12 - pit` on the 14-place board).
    pub fn opposite(&self, pit: usize) -> usize {
        2 * self.pits - pit
    }

    /// Empties `pit` and sows its seeds one by one into the following places, skipping the
    /// opponent's store (a lap refills `pit` itself). Returns the place of the last seed.
    pub fn sow(&self, board: &mut Board, first: bool, pit: usize) -> usize {
        let places = self.places();
        let skip = self.store(!first);
        let mut seeds = board[pit];
        board[pit] = 0;
        let mut place = pit;
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
    pub fn check_gameover(&self, board: &mut Board) -> bool {
        for first in [true, false] {
            if board[self.row(first)].iter().all(|&s| s == 0) {
                let other = self.row(!first);
                let swept: u8 = board[other.clone()].iter().sum();
                board[other].fill(0);
                board[self.store(!first)] += swept;
                return true;
            }
        }
        self.won(board).is_some()
    }

    /// True when the game is over in `board`, without sweeping.
    pub fn is_over(&self, board: &Board) -> bool {
        let row_empty = |first| board[self.row(first)].iter().all(|&s| s == 0);
        row_empty(true) || row_empty(false) || self.won(board).is_some()
    }

    /// `Some(true)` when the first player's store holds more than half of all seeds,
    /// `Some(false)` when the second's does.
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
    pub fn value(&self, board: &Board) -> i32 {
        match self.won(board) {
            Some(true) => WIN,
            Some(false) => -WIN,
            None => i32::from(board[self.store(true)]) - i32::from(board[self.store(false)]),
        }
    }
}

/// The most seeds a board of `pits` pits a side may hold: `2 * pits * 6`.
fn max_total(pits: usize) -> u32 {
    2 * pits as u32 * MAX_SEEDS
}

fn check_range(what: &str, value: i64, low: i64, high: i64) -> Result<(), InputError> {
    if value < low || value > high {
        Err(InputError::new(format!(
            "{what} must be {low} to {high}, got {value}"
        )))
    } else {
        Ok(())
    }
}

/// A Kalah position: the board and who is to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KalahPosition {
    pub board: Board,
    /// True when the first player is to move (a MAX node).
    pub first_to_move: bool,
    /// True when the game is over (no moves).
    pub over: bool,
}

/// Kalah with `pits` pits a side, from the opening (`seeds` in every pit, first player to
/// move) or from a given position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kalah {
    rules: Rules,
    seeds: Option<u32>,
    start: KalahPosition,
}

impl Kalah {
    /// Kalah(`pits`, `seeds`) from the opening: `seeds` in every pit, both stores empty,
    /// the first player to move. Both numbers must be 1 to 6.
    pub fn new(pits: u32, seeds: u32) -> Result<Kalah, InputError> {
        check_range("pits per side", i64::from(pits), 1, MAX_PITS as i64)?;
        check_range("seeds per pit", i64::from(seeds), 1, i64::from(MAX_SEEDS))?;
        let pits = pits as usize;
        let rules = Rules::new(pits, 2 * pits as u32 * seeds)?;
        let mut board = [0u8; PLACES];
        for first in [true, false] {
            board[rules.row(first)].fill(seeds as u8);
        }
        Ok(Kalah {
            rules,
            seeds: Some(seeds),
            start: KalahPosition {
                board,
                first_to_move: true,
                over: false,
            },
        })
    }

    /// Kalah(6, 6), seed 003's game.
    pub fn standard() -> Kalah {
        Kalah::new(6, 6).expect("6 pits and 6 seeds are in range")
    }

    /// Kalah from a given position: `counts` holds the `2n + 2` places (n = 1 to 6 pits a
    /// side), at most `12 n` seeds in all and at least one. A position whose game is over
    /// is settled as `check_gameover` does (a row empty: the other row is swept).
    pub fn from_counts(counts: &[u32], first_to_move: bool) -> Result<Kalah, InputError> {
        let pits = pits_for_places(counts.len())?;
        let total: u64 = counts.iter().map(|&c| u64::from(c)).sum();
        let most = max_total(pits);
        if total > u64::from(most) {
            return Err(InputError::new(format!(
                "too many seeds: {total} on the board, a board of {pits} pits a side holds at most {most} ({pits} x {MAX_SEEDS} x 2)"
            )));
        }
        if total == 0 {
            return Err(InputError::new("the board holds no seeds"));
        }
        let rules = Rules::new(pits, total as u32)?;
        let mut board = [0u8; PLACES];
        for (place, &c) in counts.iter().enumerate() {
            board[place] = c as u8;
        }
        let over = rules.check_gameover(&mut board);
        Ok(Kalah {
            rules,
            seeds: None,
            start: KalahPosition {
                board,
                first_to_move,
                over,
            },
        })
    }

    /// Kalah from a position text: the `2n + 2` seed counts (n = 1 to 6 pits a side) in
    /// place order, separated by commas, then optionally `;` and the side to move (`1` or
    /// `first`, `2` or `second`; the first player when left out). Spaces are allowed
    /// anywhere between items. Example (the opening of Kalah(6, 6), second player to move):
    /// `6,6,6,6,6,6,0,6,6,6,6,6,6,0;2`.
    pub fn parse(text: &str) -> Result<Kalah, InputError> {
        let (counts, first_to_move) = parse_position(text)?;
        Kalah::from_counts(&counts, first_to_move)
    }

    /// Kalah(`pits`, `seeds`) from the position `text` (see [`Kalah::parse`]), which must
    /// have `pits` pits a side and hold the game's `2 * pits * seeds` seeds.
    pub fn with_position(pits: u32, seeds: u32, text: &str) -> Result<Kalah, InputError> {
        let opening = Kalah::new(pits, seeds)?;
        let (counts, first_to_move) = parse_position(text)?;
        let expected = opening.rules.places();
        if counts.len() != expected {
            return Err(InputError::new(format!(
                "position text has {} places, Kalah({pits}, {seeds}) has {expected} (2 x {pits} pits + 2 stores)",
                counts.len()
            )));
        }
        let total: u64 = counts.iter().map(|&c| u64::from(c)).sum();
        if total != u64::from(opening.rules.total) {
            return Err(InputError::new(format!(
                "position text holds {total} seeds, Kalah({pits}, {seeds}) has {}",
                opening.rules.total
            )));
        }
        let mut game = Kalah::from_counts(&counts, first_to_move)?;
        game.seeds = Some(seeds);
        Ok(game)
    }

    /// The rules (board size and total seeds).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Pits a side.
    pub fn pits(&self) -> usize {
        self.rules.pits
    }

    /// Seeds a pit at the opening, when the game was made from one.
    pub fn seeds(&self) -> Option<u32> {
        self.seeds
    }

    /// Seeds on the board in all.
    pub fn total_seeds(&self) -> u32 {
        self.rules.total
    }

    /// The pits the side to move in `pos` may empty, in increasing order (move `i` of
    /// `pos` empties `moves(pos)[i]`); none when the game is over.
    pub fn moves(&self, pos: &KalahPosition) -> Vec<usize> {
        if pos.over {
            return Vec::new();
        }
        self.rules
            .row(pos.first_to_move)
            .filter(|&p| pos.board[p] > 0)
            .collect()
    }

    /// The pit that move `i` of `pos` empties.
    pub fn pit_of_move(&self, pos: &KalahPosition, i: usize) -> Option<usize> {
        if pos.over {
            return None;
        }
        self.rules
            .row(pos.first_to_move)
            .filter(|&p| pos.board[p] > 0)
            .nth(i)
    }

    /// The position after the side to move in `pos` empties `pit`, with what the move did.
    pub fn play_pit(
        &self,
        pos: &KalahPosition,
        pit: usize,
    ) -> Result<(KalahPosition, MoveOutcome), InputError> {
        if pos.over {
            return Err(InputError::new(format!(
                "pit {pit}: the game is over, no move can be made"
            )));
        }
        let row = self.rules.row(pos.first_to_move);
        if !row.contains(&pit) {
            return Err(InputError::new(format!(
                "pit {pit} is not a pit of the player to move (pits {} to {})",
                row.start,
                row.end - 1
            )));
        }
        if pos.board[pit] == 0 {
            return Err(InputError::new(format!("pit {pit} is empty")));
        }
        let mut board = pos.board;
        let outcome = self.rules.move_stone(&mut board, pos.first_to_move, pit);
        let next = KalahPosition {
            board,
            first_to_move: if outcome == MoveOutcome::ExtraTurn {
                pos.first_to_move
            } else {
                !pos.first_to_move
            },
            over: outcome == MoveOutcome::GameOver,
        };
        Ok((next, outcome))
    }

    /// The position text of `pos` (the form [`Kalah::parse`] reads).
    pub fn format_position(&self, pos: &KalahPosition) -> String {
        let counts: Vec<String> = pos.board[..self.rules.places()]
            .iter()
            .map(|c| c.to_string())
            .collect();
        format!(
            "{};{}",
            counts.join(","),
            if pos.first_to_move { 1 } else { 2 }
        )
    }
}

/// The pits a side of a board of `places` places (`2n + 2`, n = 1 to 6).
fn pits_for_places(places: usize) -> Result<usize, InputError> {
    if places % 2 == 1 || !(4..=PLACES).contains(&places) {
        return Err(InputError::new(format!(
            "position text has {places} places; a board has 2n + 2 (n = 1 to 6 pits a side): 4, 6, 8, 10, 12 or 14"
        )));
    }
    Ok((places - 2) / 2)
}

/// Reads a position text (see [`Kalah::parse`]): the seed counts and whether the first
/// player is to move. Errors say what is wrong and where (the place and its byte offset).
pub fn parse_position(text: &str) -> Result<(Vec<u32>, bool), InputError> {
    let (board_text, side_text, side_at) = match text.find(';') {
        Some(at) => (&text[..at], Some(&text[at + 1..]), at + 1),
        None => (text, None, text.len()),
    };
    if board_text.trim().is_empty() {
        return Err(InputError::new(
            "position text is empty: expected 2n + 2 seed counts separated by commas",
        ));
    }
    let mut counts = Vec::new();
    let mut at = 0;
    for (place, item) in board_text.split(',').enumerate() {
        let lead = item.len() - item.trim_start().len();
        let word = item.trim();
        let byte = at + lead;
        at += item.len() + 1;
        if place >= PLACES {
            return Err(InputError::new(format!(
                "position text has more than {PLACES} places (place {place} at byte {byte}); a board has at most 14 (6 pits a side)"
            )));
        }
        if word.is_empty() {
            return Err(InputError::new(format!(
                "place {place} (byte {byte}) is empty: expected a seed count"
            )));
        }
        let number: i64 = match word.parse() {
            Ok(n) => n,
            Err(_) => {
                let digits = word.trim_start_matches(['-', '+']);
                if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                    if word.starts_with('-') {
                        return Err(InputError::new(format!(
                            "place {place} (byte {byte}): negative seed count {word}"
                        )));
                    }
                    return Err(InputError::new(format!(
                        "place {place} (byte {byte}): too many seeds: {word}"
                    )));
                }
                return Err(InputError::new(format!(
                    "place {place} (byte {byte}): '{word}' is not a seed count"
                )));
            }
        };
        if number < 0 {
            return Err(InputError::new(format!(
                "place {place} (byte {byte}): negative seed count {number}"
            )));
        }
        if number > i64::from(max_total(MAX_PITS)) {
            return Err(InputError::new(format!(
                "place {place} (byte {byte}): too many seeds: {number} (a board holds at most {})",
                max_total(MAX_PITS)
            )));
        }
        counts.push(number as u32);
    }
    pits_for_places(counts.len())?;
    let first_to_move = match side_text {
        None => true,
        Some(side) => match side.trim().to_ascii_lowercase().as_str() {
            "1" | "first" => true,
            "2" | "second" => false,
            other => {
                return Err(InputError::new(format!(
                    "side to move (byte {side_at}): '{other}' is not 1, 2, first or second"
                )))
            }
        },
    };
    Ok((counts, first_to_move))
}

fn mix64(mut z: u64) -> u64 {
    // splitmix64's finaliser
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A well-mixed 64-bit key of a board and the side to move.
pub fn position_key(board: &Board, first_to_move: bool) -> u64 {
    let mut low = [0u8; 8];
    let mut high = [0u8; 8];
    low.copy_from_slice(&board[..8]);
    high[..PLACES - 8].copy_from_slice(&board[8..]);
    high[7] = u8::from(first_to_move) + 1;
    mix64(u64::from_le_bytes(low) ^ mix64(u64::from_le_bytes(high)))
}

impl Game for Kalah {
    type Position = KalahPosition;

    fn root(&self) -> KalahPosition {
        self.start
    }

    fn move_count(&self, pos: &KalahPosition) -> usize {
        if pos.over {
            return 0;
        }
        pos.board[self.rules.row(pos.first_to_move)]
            .iter()
            .filter(|&&s| s > 0)
            .count()
    }

    fn apply(&self, pos: &KalahPosition, i: usize) -> KalahPosition {
        let pit = self
            .pit_of_move(pos, i)
            .unwrap_or_else(|| panic!("move {i} does not exist in this position"));
        let (next, _) = self
            .play_pit(pos, pit)
            .expect("a non-empty pit of the mover");
        next
    }

    fn is_terminal(&self, pos: &KalahPosition) -> bool {
        pos.over
    }

    fn evaluate(&self, pos: &KalahPosition) -> i32 {
        self.rules.value(&pos.board)
    }

    fn is_max(&self, pos: &KalahPosition) -> bool {
        pos.first_to_move
    }

    fn key(&self, pos: &KalahPosition) -> u64 {
        position_key(&pos.board, pos.first_to_move)
    }

    fn child_depth(&self, pos: &KalahPosition, child: &KalahPosition, depth: Depth) -> Depth {
        if child.first_to_move == pos.first_to_move {
            depth
        } else {
            depth.saturating_sub(1)
        }
    }

    fn value_range(&self) -> (i32, i32) {
        (-WIN, WIN)
    }

    fn full_depth(&self) -> Option<Depth> {
        None
    }

    fn move_label(&self, pos: &KalahPosition, i: usize) -> String {
        match self.pit_of_move(pos, i) {
            Some(pit) => pit.to_string(),
            None => i.to_string(),
        }
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
