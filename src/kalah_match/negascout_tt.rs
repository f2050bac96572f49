//! NegaScout with a transposition table: kalah8.py of seed 003 (M. Hiroi, "Algorithms
//! with Python", 置換表と MTD(f) 法, プログラムリスト3). The table maps (depth, turn, board)
//! to (lower, upper, move) and lives for the whole game. Every child but an extra turn is
//! searched with the null window (a, a + 1), where a = max(alpha, value), and searched
//! again with (v, beta) when a < v < beta. Where the end of the game is detected follows
//! [`NegaScoutEnd`]: by the move, the position then evaluated at once (kalah8.py as
//! printed, CONVENTIONS.md §4), or when a node is entered, before the table is probed
//! (what the seed's printed figures count).

use super::{
    check_gameover, depth_of, move_for, move_stone, opening, other, pits, tt_key, Bounds, Counts,
    MatchResult, Moves, NegaScoutEnd, Table, MAX_VALUE, MIN_VALUE,
};
use crate::games::kalah::{Board, MoveOutcome};

struct Search {
    counts: Counts,
    table: Table<Bounds>,
    end: NegaScoutEnd,
}

impl Search {
    fn negascout(
        &mut self,
        turn: usize,
        depth: u32,
        mut board: Board,
        mut alpha: i32,
        mut beta: i32,
    ) -> (i32, Moves) {
        let entry_check = self.end == NegaScoutEnd::AtNode && check_gameover(&mut board);
        if entry_check || depth == 0 {
            return (self.counts.value_for(&board, turn), Moves::EMPTY);
        }
        // the table
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
        // update the table
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

pub(super) fn play(d1: u32, d2: u32, end: NegaScoutEnd) -> MatchResult {
    let mut search = Search {
        counts: Counts::default(),
        table: Table::default(),
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
