//! Seed 003's negamax (M. Hiroi, "Algorithms with Python", the Kalah pages) in minimax
//! form: plain minimax ([`minimax_value`](crate::search::minimax::minimax_value)) that keeps
//! its turn lines, and with [`Dialect::minimax_tt`](super::Dialect::minimax_tt) a TT as
//! seed 003's negamax + TT (kalah6.py) does: a node stores its exact value, and an entry
//! found answers.

use super::super::{Line, Probe, Search, TranspositionTable, ROOT};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Stored, Tracer};

/// The minimax value of `pos` searched `depth` plies deep, in the search's dialect. `child` is the move that led here
/// (`u32::MAX` at the root), for the trace.
pub fn minimax<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    depth: Depth,
) -> i32 {
    let inf = s.infinity();
    let is_max = s.enter(pos, child, depth, -inf, inf);
    if s.is_leaf(pos, depth) {
        return s.leaf_value(pos);
    }
    // only seed 003's negamax + TT keeps a table here (compiled away for other games)
    let use_tt = s.dialect().minimax_tt && s.use_tt;
    let key = if use_tt { s.game.key(pos) } else { 0 };
    if use_tt {
        // only exact values are stored: with `exact_answers` every entry found answers
        if let Probe::Answered(g) = s.probe(key, depth, -inf, inf) {
            return g;
        }
    }
    let mut g = s.worst(is_max);
    let mut best = None;
    let mut line = Line::EMPTY;
    for i in 0..s.game.move_count(pos) {
        if s.stopped {
            break;
        }
        let next = s.game.apply(pos, i);
        let d = s.game.child_depth(pos, &next, depth);
        let v = minimax(s, &next, i as u32, d);
        if (is_max && v > g) || (!is_max && v < g) {
            g = v;
            best = Some(i as u32);
            if s.dialect().turn_lines {
                s.line_after(&mut line, i as u32, d, depth);
            }
        }
    }
    if child == ROOT {
        s.root_best = best;
    }
    if use_tt && !s.stopped {
        s.store_with_line(key, depth, g, Stored::Both, best, &line);
    }
    s.returns_line(line);
    s.leave(g, BoundKind::Exact)
}
