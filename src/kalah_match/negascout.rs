//! NegaScout, no table: seed 003's ネガスカウト法 (M. Hiroi, "Algorithms with Python",
//! pyalgo25.html, ネガマックス法とネガスカウト法); it is kalah8.py without its table. The
//! move itself detects the end of the game and the position is then evaluated at once;
//! every child but an extra turn is searched with the null window (a, a + 1), where
//! a = max(alpha, value), and searched again with (v, beta) when a < v < beta.

use super::{
    depth_of, move_stone, opening, other, pits, prepend, Counts, MatchResult, MAX_VALUE, MIN_VALUE,
};
use crate::games::kalah::{Board, MoveOutcome};

struct Search {
    counts: Counts,
}

impl Search {
    fn negascout(
        &mut self,
        turn: usize,
        depth: u32,
        board: Board,
        alpha: i32,
        beta: i32,
    ) -> (i32, Vec<u8>) {
        if depth == 0 {
            return (self.counts.value_for(&board, turn), Vec::new());
        }
        let mut value = MIN_VALUE;
        let mut moves = Vec::new();
        for pos in pits(turn) {
            if board[pos] == 0 {
                continue;
            }
            let mut b = board;
            let result = move_stone(&mut b, turn, pos);
            let mut m = Vec::new();
            let v = match result {
                MoveOutcome::GameOver => self.counts.value_for(&b, turn),
                MoveOutcome::ExtraTurn => {
                    // the same player again, no null window
                    let (v, mm) = self.negascout(turn, depth, b, alpha.max(value), beta);
                    m = mm;
                    v
                }
                MoveOutcome::Normal => {
                    let a = alpha.max(value);
                    let (v, _) = self.negascout(other(turn), depth - 1, b, -(a + 1), -a);
                    let mut v = -v;
                    if beta > v && v > a {
                        // search again
                        let (w, _) = self.negascout(other(turn), depth - 1, b, -beta, -v);
                        v = -w;
                    }
                    v
                }
            };
            if v > value {
                value = v;
                moves = prepend(pos, &m);
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
        let (_, moves) = search.negascout(turn, depth, board, MIN_VALUE, MAX_VALUE);
        let mut last = MoveOutcome::Normal;
        for &x in &moves {
            last = move_stone(&mut board, turn, usize::from(x));
        }
        debug_assert!(
            last != MoveOutcome::ExtraTurn,
            "a turn ended on an extra turn"
        );
        if last == MoveOutcome::GameOver {
            return search.counts.result(&board);
        }
        turn = other(turn);
    }
}
