//! MTD(f): kalah9.py of seed 003 (M. Hiroi, "Algorithms with Python", 置換表と MTD(f) 法,
//! プログラムリスト4): null-window calls of kalah7.py's nega-alpha with its table, the
//! table cleared before every root search, the first guess of each root search being the
//! same player's previous root value (0 at first).

use super::negaalpha_tt::Search;
use super::{
    check_gameover, depth_of, move_stone, opening, other, MatchResult, Moves, FIRST_KALAH,
    MAX_VALUE, MIN_VALUE,
};
use crate::games::kalah::Board;

fn mtdf(search: &mut Search, turn: usize, depth: u32, board: Board, f: i32) -> (i32, Moves) {
    let mut lower = MIN_VALUE;
    let mut upper = MAX_VALUE;
    let mut bound = f;
    search.table.clear();
    loop {
        let (v, m) = search.negamax(turn, depth, board, bound - 1, bound);
        if v < bound {
            upper = v;
        } else {
            lower = v;
        }
        bound = if lower == v { v + 1 } else { v };
        if lower >= upper {
            return (v, m);
        }
    }
}

pub(super) fn play(d1: u32, d2: u32) -> MatchResult {
    let mut search = Search::new();
    let (mut board, mut turn) = opening();
    let mut value_first = 0;
    let mut value_second = 0;
    loop {
        let depth = depth_of(turn, d1, d2);
        let moves = if turn == FIRST_KALAH {
            let (v, m) = mtdf(&mut search, turn, depth, board, value_first);
            value_first = v;
            m
        } else {
            let (v, m) = mtdf(&mut search, turn, depth, board, value_second);
            value_second = v;
            m
        };
        for &x in moves.as_slice() {
            move_stone(&mut board, turn, usize::from(x));
        }
        if check_gameover(&mut board) {
            return search.counts.result(&board);
        }
        turn = other(turn);
    }
}
