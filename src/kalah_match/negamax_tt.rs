//! Negamax with a transposition table: kalah6.py of seed 003 (M. Hiroi, "Algorithms with
//! Python", 置換表と MTD(f) 法, プログラムリスト1). The table maps (depth, turn, board) to
//! (value, move) and is cleared before every root search.

use super::{
    check_gameover, depth_of, move_stone, opening, other, pits, tt_key, Counts, MatchResult, Moves,
    Table, MIN_VALUE,
};
use crate::games::kalah::{Board, MoveOutcome};

struct Search {
    counts: Counts,
    table: Table<(i32, Moves)>,
}

impl Search {
    fn negamax(&mut self, turn: usize, depth: u32, mut board: Board) -> (i32, Moves) {
        if check_gameover(&mut board) || depth == 0 {
            return (self.counts.value_for(&board, turn), Moves::EMPTY);
        }
        let key = tt_key(depth, turn, &board);
        if let Some(found) = self.table.get(&key) {
            self.counts.tt_hits += 1;
            return found.clone();
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
                self.negamax(turn, depth, b)
            } else {
                let (v, _) = self.negamax(other(turn), depth - 1, b);
                (-v, Moves::EMPTY)
            };
            if value < v {
                value = v;
                moves = Moves::prepend(pos, &m);
            }
        }
        self.table.insert(key, (value, moves.clone()));
        (value, moves)
    }
}

pub(super) fn play(d1: u32, d2: u32) -> MatchResult {
    let mut search = Search {
        counts: Counts::default(),
        table: Table::default(),
    };
    let (mut board, mut turn) = opening();
    loop {
        search.table.clear();
        let (_, moves) = search.negamax(turn, depth_of(turn, d1, d2), board);
        for &x in moves.as_slice() {
            move_stone(&mut board, turn, usize::from(x));
        }
        if check_gameover(&mut board) {
            return search.counts.result(&board);
        }
        turn = other(turn);
    }
}
