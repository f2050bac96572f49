//! Plain minimax (von Neumann): every node searched, the reference that every other
//! algorithm is checked against. Seed 003's negamax (kalah6.py), which may keep a TT and
//! keeps its turn lines, is [`seed003::minimax`].

use super::{seed003, Search, TranspositionTable, ROOT};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Tracer};

/// The minimax value of `pos` searched `depth` plies deep. `child` is the move that led here
/// (`u32::MAX` at the root), for the trace.
pub fn minimax_value<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    depth: Depth,
) -> i32 {
    let inf = s.infinity();
    let is_max = s.enter(pos, child, depth, -inf, inf);
    if s.is_leaf(pos, depth) {
        let v = s.evaluate(pos);
        return s.leave(v, BoundKind::Exact);
    }
    let mut g = s.worst(is_max);
    let mut best = None;
    for i in 0..s.game.move_count(pos) {
        if s.stopped {
            break;
        }
        let next = s.game.apply(pos, i);
        let d = s.game.child_depth(pos, &next, depth);
        let v = minimax_value(s, &next, i as u32, d);
        if (is_max && v > g) || (!is_max && v < g) {
            g = v;
            best = Some(i as u32);
        }
    }
    if child == ROOT {
        s.root_best = best;
    }
    s.leave(g, BoundKind::Exact)
}

/// Minimax as a run's root search calls it: [`minimax_value`], or seed 003's negamax where
/// the search speaks its dialect (`Search::runs_seed_003_variant`).
pub fn minimax<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    depth: Depth,
) -> i32 {
    if s.runs_seed_003_variant() {
        seed003::minimax(s, pos, child, depth)
    } else {
        minimax_value(s, pos, child, depth)
    }
}
