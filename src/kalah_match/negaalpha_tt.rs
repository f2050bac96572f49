//! Nega-alpha (improved) with a transposition table: kalah7.py of seed 003 (M. Hiroi,
//! "Algorithms with Python", 置換表と MTD(f) 法, プログラムリスト2). The table maps
//! (depth, turn, board) to (lower, upper, move) and is cleared before every root search.

use super::{
    check_gameover, depth_of, move_stone, opening, other, pits, tt_key, Bounds, Counts,
    MatchResult, Moves, Table, MAX_VALUE, MIN_VALUE,
};
use crate::games::kalah::{Board, MoveOutcome};

/// kalah7.py's `negamax()` with the table `table` (shared with kalah9.py, MTD(f)).
pub(super) struct Search {
    pub counts: Counts,
    pub table: Table<Bounds>,
}

impl Search {
    pub(super) fn new() -> Search {
        Search {
            counts: Counts::default(),
            table: Table::default(),
        }
    }

    pub(super) fn negamax(
        &mut self,
        turn: usize,
        depth: u32,
        mut board: Board,
        mut alpha: i32,
        mut beta: i32,
    ) -> (i32, Moves) {
        if check_gameover(&mut board) || depth == 0 {
            return (self.counts.value_for(&board, turn), Moves::EMPTY);
        }
        let key = tt_key(depth, turn, &board);
        let (lower, upper) = match self.table.get(&key) {
            Some(e) => {
                self.counts.tt_hits += 1;
                if e.lower >= beta {
                    return (e.lower, e.moves.clone());
                }
                if e.upper <= alpha || e.upper == e.lower {
                    return (e.upper, e.moves.clone());
                }
                alpha = alpha.max(e.lower);
                beta = beta.min(e.upper);
                (e.lower, e.upper)
            }
            None => (MIN_VALUE, MAX_VALUE),
        };
        let mut value = MIN_VALUE;
        let mut moves = Moves::EMPTY;
        for pos in pits(turn) {
            if board[pos] == 0 {
                continue;
            }
            let mut b = board;
            let result = move_stone(&mut b, turn, pos);
            let (v, m) = if result == MoveOutcome::ExtraTurn {
                self.negamax(turn, depth, b, alpha.max(value), beta)
            } else {
                let (v, _) = self.negamax(other(turn), depth - 1, b, -beta, -alpha.max(value));
                (-v, Moves::EMPTY)
            };
            if value < v {
                value = v;
                moves = Moves::prepend(pos, &m);
            }
            if value >= beta {
                break;
            }
        }
        let (lower, upper) = if value <= alpha {
            (lower, value)
        } else if value >= beta {
            (value, upper)
        } else {
            (value, value)
        };
        self.table.insert(
            key,
            Bounds {
                lower,
                upper,
                moves: moves.clone(),
            },
        );
        (value, moves)
    }
}

pub(super) fn play(d1: u32, d2: u32) -> MatchResult {
    let mut search = Search::new();
    let (mut board, mut turn) = opening();
    loop {
        search.table.clear();
        let depth = depth_of(turn, d1, d2);
        let (_, moves) = search.negamax(turn, depth, board, MIN_VALUE, MAX_VALUE);
        for &x in moves.as_slice() {
            move_stone(&mut board, turn, usize::from(x));
        }
        if check_gameover(&mut board) {
            return search.counts.result(&board);
        }
        turn = other(turn);
    }
}
