//! Plain minimax (von Neumann; seed 003's negamax in minimax form): every node searched,
//! the reference that every other algorithm is checked against.

use super::{worst, Search, ROOT};
use crate::game::{Depth, Game, INF};
use crate::trace::{BoundKind, Tracer};

/// The minimax value of `pos` searched `depth` plies deep. `child` is the move that led here
/// (`u32::MAX` at the root), for the trace.
pub fn minimax<G: Game, T: Tracer>(
    s: &mut Search<G, T>,
    pos: &G::Position,
    child: u32,
    depth: Depth,
) -> i32 {
    let is_max = s.enter(pos, child, depth, -INF, INF);
    if s.is_leaf(pos, depth) {
        let v = s.evaluate(pos);
        return s.leave(v, BoundKind::Exact);
    }
    let mut g = worst(is_max);
    let mut best = None;
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
        }
    }
    if child == ROOT {
        s.root_best = best;
    }
    s.leave(g, BoundKind::Exact)
}
