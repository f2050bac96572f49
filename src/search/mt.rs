//! MT: AlphaBetaWithMemory as published by Plaat, Schaeffer, Pijls and de Bruin
//! ("Best-First and Depth-First Minimax Search", 1996), the function seed 000 paraphrases,
//! with Plaat's three-way store (CONVENTIONS.md §2). Seed 003's kalah7.py (nega-alpha + TT
//! in minimax form) is a variant of its own, beside it: [`seed003::mt`].

use super::{bound_kind, seed003, three_way, Probe, Search, TranspositionTable};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Tracer};

/// Alpha-beta with a TT of lower and upper bounds (Plaat et al.'s figure). Called with
/// (beta - 1, beta) it is one null-window test, MT; with (-inf, +inf) it is `alphabeta-tt`.
pub fn alpha_beta_with_memory<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
) -> i32 {
    let is_max = s.enter(pos, child, depth, alpha, beta);
    // retrieve: a bound past the window answers; otherwise the window narrows to the bounds
    let key = if s.use_tt { s.game.key(pos) } else { 0 };
    let (alpha, beta, tt_best) = if s.use_tt {
        match s.probe(key, depth, alpha, beta) {
            Probe::Answered(g) => return g,
            Probe::Window(a, b, tt_best) => (a, b, tt_best),
        }
    } else {
        (alpha, beta, None)
    };
    let leaf = s.is_leaf(pos, depth);
    let mut best = None;
    let g = if leaf {
        s.evaluate(pos)
    } else {
        let n = s.game.move_count(pos);
        let order = s.move_order(pos, tt_best, n);
        // MAX loops while g < beta, MIN while g > alpha (and the work budget lasts); under
        // the α > β convention MAX goes on while g <= beta, MIN while g >= alpha
        let cut = s.cut.at(is_max, alpha, beta);
        let mut g = s.worst(is_max);
        let mut k = 0;
        while k < n && !s.stopped && !cut.cuts(g) {
            let i = s.nth_move(order, k);
            k += 1;
            let next = s.game.apply(pos, i);
            let d = s.game.child_depth(pos, &next, depth);
            // the child's window is the node's narrowed by g: (max(alpha, g), beta) at MAX,
            // (alpha, min(beta, g)) at MIN
            let (a, b) = if is_max {
                (alpha.max(g), beta)
            } else {
                (alpha, beta.min(g))
            };
            let v = alpha_beta_with_memory(s, &next, i as u32, a, b, d);
            if (is_max && v > g) || (!is_max && v < g) {
                g = v;
                best = Some(i as u32);
            }
        }
        if s.tracer.enabled() && k < n && !s.stopped {
            s.tracer.cut(k as u32, (n - k) as u32);
        }
        s.found_best(pos, child, depth, best);
        g
    };
    // store: the upper bound on a fail low, the lower on a fail high, both in between
    if s.use_tt && !s.stopped {
        s.store(key, depth, g, three_way(g, alpha, beta), best);
    }
    let kind = if leaf {
        BoundKind::Exact
    } else {
        bound_kind(g, alpha, beta)
    };
    s.leave(g, kind)
}

/// MT with the window (alpha, beta), as a run's root search calls it:
/// [`alpha_beta_with_memory`], or seed 003's variant where the search speaks its dialect
/// (`Search::runs_seed_003_variant`).
pub fn mt<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
) -> i32 {
    if s.runs_seed_003_variant() {
        seed003::mt(s, pos, child, alpha, beta, depth)
    } else {
        alpha_beta_with_memory(s, pos, child, alpha, beta, depth)
    }
}
