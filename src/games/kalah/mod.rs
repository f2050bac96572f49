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

mod board;
mod position;
mod rules;
mod seed003;
mod tables;

pub use board::Board;
pub use position::{exact_key, parse_position, position_key};
pub use rules::{MoveOutcome, Rules};

use crate::game::{Depth, Game, InputError};
use position::pits_for_places;
use rules::{check_range, max_total};
use seed003::Seed003;

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
    /// Seed 003's variant, when searched as its programs search it ([`Kalah::seed003`]).
    seed003: Option<Seed003>,
}

impl Kalah {
    /// Kalah(`pits`, `seeds`) from the opening: `seeds` in every pit, both stores empty,
    /// the first player to move. Both numbers must be 1 to 6.
    pub fn new(pits: u32, seeds: u32) -> Result<Kalah, InputError> {
        check_range("pits per side", i64::from(pits), 1, MAX_PITS as i64)?;
        check_range("seeds per pit", i64::from(seeds), 1, i64::from(MAX_SEEDS))?;
        let pits = pits as usize;
        let rules = Rules::new(pits, 2 * pits as u32 * seeds)?;
        let mut board = Board::empty(pits);
        for first in [true, false] {
            for pit in rules.row(first) {
                board.set(pit, seeds as u8);
            }
        }
        Ok(Kalah {
            rules,
            seeds: Some(seeds),
            start: KalahPosition {
                board,
                first_to_move: true,
                over: false,
            },
            seed003: None,
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
        let mut board = Board::empty(pits);
        for (place, &c) in counts.iter().enumerate() {
            board.set(place, c as u8);
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
            seed003: None,
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
    ///
    /// ```
    /// use mtdlab::games::kalah::{Kalah, WIN};
    /// use mtdlab::Game;
    /// // Kalah(6, 6), the first player to move with one seed left, in pit 5, and 36 in the
    /// // store: sowing it makes 37 of the 72 seeds, a win
    /// let text = "0,0,0,0,0,1,36,5,5,5,5,5,5,5;1";
    /// let kalah = Kalah::with_position(6, 6, text).unwrap();
    /// let root = kalah.root();
    /// assert_eq!((kalah.move_count(&root), kalah.evaluate(&root)), (1, 36 - 5));
    /// let won = kalah.apply(&root, 0);
    /// // the first player's row is empty and their store holds 37
    /// assert!(kalah.format_position(&won).starts_with("0,0,0,0,0,0,37,"));
    /// assert_eq!((kalah.move_count(&won), kalah.evaluate(&won)), (0, 99));
    /// assert_eq!(WIN, 99);
    /// // a text that does not fit the game is refused, saying why
    /// let short = Kalah::with_position(6, 6, "6,6,6;1").unwrap_err();
    /// assert!(short.message.contains("3 places"), "{}", short.message);
    /// ```
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
        if total != u64::from(opening.rules.total()) {
            return Err(InputError::new(format!(
                "position text holds {total} seeds, Kalah({pits}, {seeds}) has {}",
                opening.rules.total()
            )));
        }
        let mut game = Kalah::from_counts(&counts, first_to_move)?;
        game.seeds = Some(seeds);
        Ok(game)
    }

    /// The same game (rules, seeds) from the position `pos` of it.
    pub fn at(&self, pos: KalahPosition) -> Kalah {
        Kalah {
            start: pos,
            ..self.clone()
        }
    }

    /// The rules (board size and total seeds).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Pits a side.
    pub fn pits(&self) -> usize {
        self.rules.pits()
    }

    /// Seeds a pit at the opening, when the game was made from one.
    pub fn seeds(&self) -> Option<u32> {
        self.seeds
    }

    /// Seeds on the board in all.
    pub fn total_seeds(&self) -> u32 {
        self.rules.total()
    }

    /// The pits the side to move in `pos` may empty, in increasing order (move `i` of
    /// `pos` empties `moves(pos)[i]`); none when the game is over.
    pub fn moves(&self, pos: &KalahPosition) -> Vec<usize> {
        if pos.over {
            return Vec::new();
        }
        self.rules
            .row(pos.first_to_move)
            .filter(|&p| pos.board.get(p) > 0)
            .collect()
    }

    /// The pit that move `i` of `pos` empties.
    #[inline(always)]
    pub fn pit_of_move(&self, pos: &KalahPosition, i: usize) -> Option<usize> {
        if pos.over {
            return None;
        }
        self.rules.nth_move(&pos.board, pos.first_to_move, i)
    }

    /// The position after the side to move in `pos` empties `pit`, one of its non-empty
    /// pits (checked by the callers), with what the move did.
    #[inline]
    fn play(&self, pos: &KalahPosition, pit: usize) -> (KalahPosition, MoveOutcome) {
        // a move played by hand: the rules out of line (the search's `apply` inlines them)
        let (board, outcome) = self.rules.moved_any_size(pos.board, pos.first_to_move, pit);
        let next = KalahPosition {
            board,
            first_to_move: if outcome == MoveOutcome::ExtraTurn {
                pos.first_to_move
            } else {
                !pos.first_to_move
            },
            over: outcome == MoveOutcome::GameOver,
        };
        (next, outcome)
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
        if pos.board.get(pit) == 0 {
            return Err(InputError::new(format!("pit {pit} is empty")));
        }
        Ok(self.play(pos, pit))
    }

    /// The position text of `pos` (the form [`Kalah::parse`] reads).
    pub fn format_position(&self, pos: &KalahPosition) -> String {
        let counts: Vec<String> = pos.board.iter().map(|c| c.to_string()).collect();
        format!(
            "{};{}",
            counts.join(","),
            if pos.first_to_move { 1 } else { 2 }
        )
    }
}

impl Game for Kalah {
    type Position = KalahPosition;
    // seed 003's programs search it (`Kalah::seed003`)
    const DIALECTS: bool = true;

    fn root(&self) -> KalahPosition {
        self.start
    }

    #[inline]
    fn move_count(&self, pos: &KalahPosition) -> usize {
        if pos.over {
            return 0;
        }
        self.rules.move_count(&pos.board, pos.first_to_move)
    }

    #[inline]
    fn apply(&self, pos: &KalahPosition, i: usize) -> KalahPosition {
        let Some(pit) = self.pit_of_move(pos, i) else {
            panic!("move {i} does not exist in this position")
        };
        let (board, outcome) = self.rules.moved(pos.board, pos.first_to_move, pit);
        let again = match outcome {
            MoveOutcome::Normal => false,
            MoveOutcome::ExtraTurn => true,
            MoveOutcome::GameOver => self.seed003_moves_again(pos, pit),
        };
        // built whole from values (not a position copied and then changed field by field),
        // so that each of its words is written once, as the search reads it
        KalahPosition {
            board,
            first_to_move: if again {
                pos.first_to_move
            } else {
                !pos.first_to_move
            },
            over: outcome == MoveOutcome::GameOver,
        }
    }

    #[inline]
    fn is_terminal(&self, pos: &KalahPosition) -> bool {
        pos.over
    }

    #[inline]
    fn evaluate(&self, pos: &KalahPosition) -> i32 {
        self.rules.value(&pos.board)
    }

    #[inline]
    fn is_max(&self, pos: &KalahPosition) -> bool {
        pos.first_to_move
    }

    /// The pit emptied: the history heuristic's move, whichever of the legal moves it is.
    /// Out of line in the page's wasm (once per credit or child ordered, and with the history
    /// heuristic only); inlined natively, where the peer benchmark times it.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn move_key(&self, pos: &KalahPosition, i: usize) -> u32 {
        self.pit_of_move(pos, i).unwrap_or(i) as u32
    }

    /// The pits of the first `n` moves, from one look at the row (the history heuristic asks
    /// them at every node it orders).
    fn move_keys(&self, pos: &KalahPosition, n: usize, keys: &mut Vec<u32>) {
        if pos.over {
            keys.extend(0..n as u32);
        } else {
            self.rules.move_pits(&pos.board, pos.first_to_move, n, keys);
        }
    }

    #[inline]
    fn key(&self, pos: &KalahPosition) -> u64 {
        if self.seed003.is_some() {
            self.seed003_key(pos)
        } else {
            position_key(&pos.board, pos.first_to_move)
        }
    }

    #[inline]
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
