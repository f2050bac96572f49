//! NegaScout, no table: seed 003's ネガスカウト法 (M. Hiroi, "Algorithms with Python",
//! pyalgo25.html, ネガマックス法とネガスカウト法); it is kalah8.py without its table, played
//! as kalah8.py's `play()`. Every child but an extra turn is searched with the null window
//! (a, a + 1), where a = max(alpha, value), and searched again with (v, beta) when
//! a < v < beta. Where the end of the game is detected follows [`NegaScoutEnd`]: by the
//! move, the position then evaluated at once (kalah8.py as printed, CONVENTIONS.md §4), or
//! when a node is entered (what the seed's printed figures count).

use super::{
    check_gameover, depth_of, move_for, move_stone, opening, other, pits, Counts, MatchResult,
    Moves, NegaScoutEnd, MAX_VALUE, MIN_VALUE,
};
use crate::games::kalah::{Board, MoveOutcome};

struct Search {
    counts: Counts,
    end: NegaScoutEnd,
}

impl Search {
    fn negascout(
        &mut self,
        turn: usize,
        depth: u32,
        mut board: Board,
        alpha: i32,
        beta: i32,
    ) -> (i32, Moves) {
        let entry_check = self.end == NegaScoutEnd::AtNode && check_gameover(&mut board);
        if entry_check || depth == 0 {
            return (self.counts.value_for(&board, turn), Moves::EMPTY);
        }
        let mut value = MIN_VALUE;
        let mut moves = Moves::EMPTY;
        for pos in pits(turn) {
            if board[pos] == 0 {
                continue;
            }
            let mut b = board;
            let result = move_for(&mut b, turn, pos, self.end);
            let mut m = Moves::EMPTY;
            let v = match result {
                MoveOutcome::GameOver => self.counts.value_for(&b, turn),
                MoveOutcome::ExtraTurn => {
                    // the same player again, no null window
                    let (v, mm) = self.negascout(turn, depth, b, alpha.max(value), beta);
                    m = mm;
                    v
                }
                MoveOutcome::Normal => {
                    // null window search
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
                moves = Moves::prepend(pos, &m);
            }
            if value >= beta {
                break;
            }
        }
        (value, moves)
    }
}

pub(super) fn play(d1: u32, d2: u32, end: NegaScoutEnd) -> MatchResult {
    let mut search = Search {
        counts: Counts::default(),
        end,
    };
    let (mut board, mut turn) = opening();
    loop {
        let depth = depth_of(turn, d1, d2);
        let (_, moves) = search.negascout(turn, depth, board, MIN_VALUE, MAX_VALUE);
        let mut last = MoveOutcome::Normal;
        for &x in moves.as_slice() {
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
