//! Nega-alpha, improved version (ネガアルファ法 改良版), no table: seed 003's nega-alpha
//! (M. Hiroi, "Algorithms with Python", pyalgo25.html, ネガマックス法とネガスカウト法) with
//! the window (alpha, beta) and the children searched with `max(alpha, value)`; it is
//! kalah7.py without its table, played as kalah7.py's `play()`.

use super::{
    check_gameover, depth_of, move_stone, opening, other, pits, Counts, MatchResult, Moves,
    MAX_VALUE, MIN_VALUE,
};
use crate::games::kalah::{Board, MoveOutcome};

struct Search {
    counts: Counts,
}

impl Search {
    fn negamax(
        &mut self,
        turn: usize,
        depth: u32,
        mut board: Board,
        alpha: i32,
        beta: i32,
    ) -> (i32, Moves) {
        if check_gameover(&mut board) || depth == 0 {
            return (self.counts.value_for(&board, turn), Moves::EMPTY);
        }
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
        (value, moves)
    }
}

pub(super) fn play(d1: u32, d2: u32) -> MatchResult {
    let mut search = Search {
        counts: Counts::default(),
    };
    let (mut board, mut turn) = opening();
    loop {
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
