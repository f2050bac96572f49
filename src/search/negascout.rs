//! NegaScout / principal variation search (Reinefeld 1983) in minimax form: the first
//! child with the full window, later children with a null window, searched again when the
//! null-window value falls inside (alpha, beta). With `use_tt` it probes and stores the TT
//! exactly as MT does (`negascout-tt`). Seed 003's kalah8.py, which scouts other children
//! and reads the TT its own way, is [`seed003::negascout`].

use super::{bound_kind, seed003, three_way, Probe, Search, TranspositionTable};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Tracer};

/// The NegaScout value of `pos` with the window (alpha, beta).
pub fn nega_scout<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
    use_tt: bool,
) -> i32 {
    let is_max = s.enter(pos, child, depth, alpha, beta);
    let key = if use_tt { s.game.key(pos) } else { 0 };
    let (alpha, beta, tt_best) = if use_tt {
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
        let mut g = s.worst(is_max);
        for k in 0..n {
            if s.stopped {
                break;
            }
            let i = s.nth_move(order, k);
            let next = s.game.apply(pos, i);
            let d = s.game.child_depth(pos, &next, depth);
            let c = i as u32;
            let v = if k == 0 {
                // the first child: the full window
                nega_scout(s, &next, c, alpha, beta, d, use_tt)
            } else if is_max {
                let a = alpha.max(g);
                let v = nega_scout(s, &next, c, a, a + 1, d, use_tt);
                if a < v && v < beta && !s.stopped {
                    if s.tracer.enabled() {
                        s.tracer.research(c, v);
                    }
                    s.researches += 1;
                    nega_scout(s, &next, c, v, beta, d, use_tt)
                } else {
                    v
                }
            } else {
                let b = beta.min(g);
                let v = nega_scout(s, &next, c, b - 1, b, d, use_tt);
                if alpha < v && v < b && !s.stopped {
                    if s.tracer.enabled() {
                        s.tracer.research(c, v);
                    }
                    s.researches += 1;
                    nega_scout(s, &next, c, alpha, v, d, use_tt)
                } else {
                    v
                }
            };
            if (is_max && v > g) || (!is_max && v < g) {
                g = v;
                best = Some(c);
            }
            if s.cut.cuts(is_max, g, alpha, beta) {
                if s.tracer.enabled() && k + 1 < n {
                    s.tracer.cut(k as u32 + 1, (n - k - 1) as u32);
                }
                break;
            }
        }
        s.found_best(pos, child, depth, best);
        g
    };
    if use_tt && !s.stopped {
        s.store(key, depth, g, three_way(g, alpha, beta), best);
    }
    let kind = if leaf {
        BoundKind::Exact
    } else {
        bound_kind(g, alpha, beta)
    };
    s.leave(g, kind)
}

/// NegaScout as a run's root search calls it: [`nega_scout`], or seed 003's variant where
/// the search speaks its dialect (`Search::runs_seed_003_variant`).
pub fn negascout<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
    use_tt: bool,
) -> i32 {
    if s.runs_seed_003_variant() {
        seed003::negascout(s, pos, child, alpha, beta, depth, use_tt)
    } else {
        nega_scout(s, pos, child, alpha, beta, depth, use_tt)
    }
}
