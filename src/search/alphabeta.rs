//! Fail-soft alpha-beta without a TT (Knuth & Moore 1975; seed 002's alpha-cut and
//! beta-cut): cut at a MAX node when g >= beta, at a MIN node when g <= alpha, deep cutoffs
//! included. Seed 003's variant, which keeps its turn lines, is
//! [`seed003::alphabeta`].

use super::{bound_kind, seed003, Search, TranspositionTable};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Tracer};

/// The fail-soft alpha-beta value of `pos` with the window (alpha, beta).
pub fn alpha_beta<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
) -> i32 {
    let is_max = s.enter(pos, child, depth, alpha, beta);
    if s.is_leaf(pos, depth) {
        let v = s.evaluate(pos);
        return s.leave(v, BoundKind::Exact);
    }
    let n = s.game.move_count(pos);
    let order = s.move_order(pos, None, n);
    let mut g = s.worst(is_max);
    let (mut a, mut b) = (alpha, beta);
    let mut best = None;
    for k in 0..n {
        if s.stopped {
            break;
        }
        let i = s.nth_move(order, k);
        let next = s.game.apply(pos, i);
        let d = s.game.child_depth(pos, &next, depth);
        let v = alpha_beta(s, &next, i as u32, a, b, d);
        if (is_max && v > g) || (!is_max && v < g) {
            g = v;
            best = Some(i as u32);
        }
        if is_max {
            a = a.max(g);
        } else {
            b = b.min(g);
        }
        // beta-cut at MAX, alpha-cut at MIN (seed 002), by the cut convention
        if s.cut.cuts(is_max, g, alpha, beta) {
            if s.tracer.enabled() && k + 1 < n {
                s.tracer.cut(k as u32 + 1, (n - k - 1) as u32);
            }
            break;
        }
    }
    s.found_best(pos, child, depth, best);
    s.leave(g, bound_kind(g, alpha, beta))
}

/// Alpha-beta as a run's root search calls it: [`alpha_beta`], or seed 003's variant where
/// the search speaks its dialect (`Search::runs_seed_003_variant`).
pub fn alphabeta<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
) -> i32 {
    if s.runs_seed_003_variant() {
        seed003::alphabeta(s, pos, child, alpha, beta, depth)
    } else {
        alpha_beta(s, pos, child, alpha, beta, depth)
    }
}
