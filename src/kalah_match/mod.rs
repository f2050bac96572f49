//! Whole games of Kalah(6, 6) played as seed 003's programs play them (M. Hiroi,
//! "Algorithms with Python": 置換表と MTD(f) 法, and the ネガマックス法とネガスカウト法 page
//! before it), counting leaf evaluations and transposition-table hits, to check mtdlab
//! against the seed's tables (CONVENTIONS.md §4, `mtdlab kalah-match`).
//!
//! Each program lives in its own file and keeps the seed's quirks: the table key is
//! (remaining depth, side to move, board); the table is cleared before every root search
//! except NegaScout's, which lives for the whole game; an extra turn is searched by the
//! same player at the same depth; the move list `[pos] + m` of a turn (extra turns
//! included) is what is played; a TT hit is counted whenever the key is found, an
//! evaluation at every `value_func` call.
//!
//! Against the seed's printed tables (tests/data/seed003): negamax, nega-alpha and MTD(f)
//! match every figure but two that look like transposed digits (negamax 3,2 and the MTD(f)
//! hits at 3,2). NegaScout as printed and as CONVENTIONS.md §4 says (the move detects the
//! end of the game, the position is evaluated at once; [`NegaScoutEnd::InMove`], what
//! [`play`] does) plays the same games with the same hits but evaluates 0 to 4 positions
//! fewer a game than printed; [`NegaScoutEnd::AtNode`] (the end checked when a node is
//! entered, as the other programs do) reproduces every printed NegaScout figure.

mod mtdf;
mod negaalpha;
mod negaalpha_tt;
mod negamax;
mod negamax_tt;
mod negascout;
mod negascout_tt;

use crate::game::InputError;
use crate::games::kalah::{Board, MoveOutcome, Rules, BOUND};
use serde::Serialize;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The deepest search `play` accepts for each program: every depth pair up to it plays its
/// game in under 0.61 GB and about 15 s on a 2-core machine (the programs without a table
/// are bounded by time, those with one by their table, which seed 003 never bounds: up to
/// 604 MB for negamax+TT at (2, 6), nega-alpha+TT and NegaScout+TT at (8, 1)). Seed 003's
/// own tables go to depth 5 (negamax, nega-alpha) and 8 (NegaScout, MTD(f)).
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
    /// position is evaluated at once. What [`play`] does.
    #[default]
    InMove,
    /// What the seed's printed NegaScout figures count: a node checks for the end when it
    /// is entered (`check_gameover() or depth == 0`), as the other programs do; a
    /// game-ending move whose last seed lands in the mover's store is searched as an extra
    /// turn, any other game-ending move like an ordinary one (the null-window test, and the
    /// re-search when a < v < beta, each evaluating the position).
    AtNode,
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
    if !ALGORITHMS.contains(&algo) {
        return Err(InputError::new(format!(
            "unknown algorithm '{algo}' for kalah-match: expected one of {}",
            ALGORITHMS.join(", ")
        )));
    }
    check_depth("first player's depth (D1)", d1, algo)?;
    check_depth("second player's depth (D2)", d2, algo)?;
    let result = match algo {
        "minimax" => negamax::play(d1, d2),
        "minimax-tt" => negamax_tt::play(d1, d2),
        "alphabeta" => negaalpha::play(d1, d2),
        "alphabeta-tt" => negaalpha_tt::play(d1, d2),
        "negascout" => negascout::play(d1, d2, end),
        "negascout-tt" => negascout_tt::play(d1, d2, end),
        "mtdf" => mtdf::play(d1, d2),
        _ => {
            return Err(InputError::new(format!(
                "unknown algorithm '{algo}' for kalah-match: expected one of {}",
                ALGORITHMS.join(", ")
            )))
        }
    };
    Ok(result)
}

fn check_depth(what: &str, depth: u32, algo: &str) -> Result<(), InputError> {
    let most = max_depth(algo);
    if depth == 0 || depth > most {
        return Err(InputError::new(format!(
            "{what} must be 1 to {most} for {algo} (deeper games outgrow the time and memory kalah-match allows), got {depth}"
        )));
    }
    Ok(())
}

// ---- board.py, on the 14-place board --------------------------------------------------

/// The first player's store, which names the first player (seed 003's `FIRST_KALAH`).
pub(crate) const FIRST_KALAH: usize = 6;
/// The second player's store (`SECOND_KALAH`).
pub(crate) const SECOND_KALAH: usize = 13;
pub(crate) const MIN_VALUE: i32 = -BOUND;
pub(crate) const MAX_VALUE: i32 = BOUND;
const RULES: Rules = Rules::STANDARD;
/// `Board([6,6,6,6,6,6,0,6,6,6,6,6,6,0])`.
const OPENING: Board = [6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 6, 0];

/// The other side: `(turn + 7) % 14`.
pub(crate) fn other(turn: usize) -> usize {
    (turn + 7) % 14
}

/// The pits of `turn`'s row: `range(turn - 6, turn)`.
pub(crate) fn pits(turn: usize) -> std::ops::Range<usize> {
    turn - 6..turn
}

/// `board.move_stone(turn, pos)`.
pub(crate) fn move_stone(board: &mut Board, turn: usize, pos: usize) -> MoveOutcome {
    RULES.move_stone(board, turn == FIRST_KALAH, pos)
}

/// `board.check_gameover()` (sweeps a row when the other one is empty).
pub(crate) fn check_gameover(board: &mut Board) -> bool {
    RULES.check_gameover(board)
}

/// The move of a NegaScout child under [`NegaScoutEnd`]: `InMove` is `move_stone`;
/// `AtNode` reports a game-ending move as an extra turn when its last seed lands in the
/// mover's store, else as an ordinary move (the child's entry check then evaluates it).
pub(crate) fn move_for(
    board: &mut Board,
    turn: usize,
    pos: usize,
    end: NegaScoutEnd,
) -> MoveOutcome {
    let first = turn == FIRST_KALAH;
    let lands = RULES.ends_in_store(first, pos, u32::from(board[pos]));
    match (move_stone(board, turn, pos), end) {
        (MoveOutcome::GameOver, NegaScoutEnd::AtNode) if lands => MoveOutcome::ExtraTurn,
        (MoveOutcome::GameOver, NegaScoutEnd::AtNode) => MoveOutcome::Normal,
        (outcome, _) => outcome,
    }
}

/// A move list: the pits of one turn, extra turns included. Up to 22 pits are kept inline
/// (no allocation); a longer chain of extra turns goes to the heap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Moves {
    Inline(u8, [u8; INLINE]),
    Heap(Box<[u8]>),
}

const INLINE: usize = 22;

impl Moves {
    /// `[]`.
    pub(crate) const EMPTY: Moves = Moves::Inline(0, [0; INLINE]);

    pub(crate) fn as_slice(&self) -> &[u8] {
        match self {
            Moves::Inline(len, pits) => &pits[..usize::from(*len)],
            Moves::Heap(pits) => pits,
        }
    }

    /// `[pos] + m`.
    pub(crate) fn prepend(pos: usize, m: &Moves) -> Moves {
        let tail = m.as_slice();
        if tail.len() < INLINE {
            let mut pits = [0u8; INLINE];
            pits[0] = pos as u8;
            pits[1..=tail.len()].copy_from_slice(tail);
            Moves::Inline(tail.len() as u8 + 1, pits)
        } else {
            let mut pits = Vec::with_capacity(tail.len() + 1);
            pits.push(pos as u8);
            pits.extend_from_slice(tail);
            Moves::Heap(pits.into_boxed_slice())
        }
    }
}

/// The counters of `init_count()` / `print_count()`.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Counts {
    pub evals: u64,
    pub tt_hits: u64,
}

impl Counts {
    /// `v = board.value_func(); if turn == SECOND_KALAH: v = -v` (one evaluation).
    pub(crate) fn value_for(&mut self, board: &Board, turn: usize) -> i32 {
        self.evals += 1;
        let v = RULES.value(board);
        if turn == SECOND_KALAH {
            -v
        } else {
            v
        }
    }

    pub(crate) fn result(&self, board: &Board) -> MatchResult {
        MatchResult {
            evals: self.evals,
            tt_hits: self.tt_hits,
            stores: [
                u32::from(board[FIRST_KALAH]),
                u32::from(board[SECOND_KALAH]),
            ],
        }
    }
}

/// The key `(depth, turn) + tuple(board.board)`, packed without loss into 128 bits.
pub(crate) fn tt_key(depth: u32, turn: usize, board: &Board) -> u128 {
    let mut bytes = [0u8; 16];
    bytes[..14].copy_from_slice(board);
    bytes[14] = depth as u8;
    bytes[15] = turn as u8;
    u128::from_le_bytes(bytes)
}

/// A fast hasher for the 128-bit keys (the keys are exact; only the bucket is hashed).
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = fmix(self.0 ^ u64::from_le_bytes(word));
        }
    }

    fn write_u128(&mut self, key: u128) {
        self.0 = fmix((key as u64) ^ fmix((key >> 64) as u64 ^ self.0));
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

fn fmix(mut k: u64) -> u64 {
    k ^= k >> 33;
    k = k.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    k ^= k >> 33;
    k = k.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    k ^ (k >> 33)
}

/// A Python dictionary keyed by [`tt_key`].
pub(crate) type Table<V> = HashMap<u128, V, BuildHasherDefault<KeyHasher>>;

/// An entry of the alpha-beta programs' table: `(lower, upper, move)`.
#[derive(Debug, Clone)]
pub(crate) struct Bounds {
    pub lower: i32,
    pub upper: i32,
    pub moves: Moves,
}

/// The opening position and the first player to move.
pub(crate) fn opening() -> (Board, usize) {
    (OPENING, FIRST_KALAH)
}

/// The depth of `turn`'s player.
pub(crate) fn depth_of(turn: usize, d1: u32, d2: u32) -> u32 {
    if turn == FIRST_KALAH {
        d1
    } else {
        d2
    }
}
