//! Seed 003's alpha-beta: fail-soft alpha-beta without a TT (Knuth & Moore 1975;
//! [`alpha_beta`](crate::search::alphabeta::alpha_beta)) in seed 003's dialect, which keeps
//! each node's turn line (M. Hiroi, "Algorithms with Python", the Kalah pages).

use super::super::{bound_kind, Line, Search, TranspositionTable};
use crate::game::{Depth, Game};
use crate::trace::Tracer;

/// The fail-soft alpha-beta value of `pos` with the window (alpha, beta), in the search's
/// dialect.
pub fn alphabeta<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
) -> i32 {
    let is_max = s.enter(pos, child, depth, alpha, beta);
    if s.is_leaf(pos, depth) {
        return s.leaf_value(pos);
    }
    let n = s.game.move_count(pos);
    let order = s.move_order(pos, None, n);
    let mut g = s.worst(is_max);
    let (mut a, mut b) = (alpha, beta);
    let mut best = None;
    let mut line = Line::EMPTY;
    for k in 0..n {
        if s.stopped {
            break;
        }
        let i = s.nth_move(order, k);
        let next = s.game.apply(pos, i);
        let d = s.game.child_depth(pos, &next, depth);
        let v = alphabeta(s, &next, i as u32, a, b, d);
        if (is_max && v > g) || (!is_max && v < g) {
            g = v;
            best = Some(i as u32);
            if s.dialect().turn_lines {
                s.line_after(&mut line, i as u32, d, depth);
            }
        }
        if is_max {
            a = a.max(g);
        } else {
            b = b.min(g);
        }
        // beta-cut at MAX, alpha-cut at MIN (seed 002), by the cut convention
        let cut = s.cut.cuts(is_max, g, alpha, beta);
        if cut {
            if s.tracer.enabled() && k + 1 < n {
                s.tracer.cut(k as u32 + 1, (n - k - 1) as u32);
            }
            break;
        }
    }
    s.found_best(pos, child, depth, best);
    s.returns_line(line);
    s.leave(g, bound_kind(g, alpha, beta))
}
