//! Seed 003's NegaScout: kalah8.py's negascout (M. Hiroi, "Algorithms with Python") in
//! minimax form, Reinefeld's NegaScout ([`nega_scout`](crate::search::negascout::nega_scout))
//! in seed 003's dialect: which children are scouted follows [`Scout`], and the TT is read
//! as [`Dialect`](super::Dialect) says. With the literature's switches it searches as
//! `nega_scout` does, node for node.

use super::super::{bound_kind, three_way, Line, Probe, Scout, Search, TranspositionTable};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Tracer};

/// The NegaScout value of `pos` with the window (alpha, beta), in the search's dialect.
pub fn negascout<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
    use_tt: bool,
) -> i32 {
    let is_max = s.enter(pos, child, depth, alpha, beta);
    if s.leaf_before_tt(pos, depth) {
        return s.leaf_value(pos);
    }
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
    let mut line = Line::EMPTY;
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
            let scout = match s.dialect().scout {
                Scout::AfterFirst => k > 0,
                Scout::OtherSide { end_in_move } => {
                    d < depth && !(end_in_move && s.game.is_terminal(&next))
                }
            };
            let v = if !scout {
                // the window narrowed by g: (alpha, beta) for the first child
                let (a, b) = if is_max {
                    (alpha.max(g), beta)
                } else {
                    (alpha, beta.min(g))
                };
                negascout(s, &next, c, a, b, d, use_tt)
            } else if is_max {
                let a = alpha.max(g);
                let v = negascout(s, &next, c, a, a + 1, d, use_tt);
                if a < v && v < beta && !s.stopped {
                    if s.tracer.enabled() {
                        s.tracer.research(c, v);
                    }
                    s.researches += 1;
                    negascout(s, &next, c, v, beta, d, use_tt)
                } else {
                    v
                }
            } else {
                let b = beta.min(g);
                let v = negascout(s, &next, c, b - 1, b, d, use_tt);
                if alpha < v && v < b && !s.stopped {
                    if s.tracer.enabled() {
                        s.tracer.research(c, v);
                    }
                    s.researches += 1;
                    negascout(s, &next, c, alpha, v, d, use_tt)
                } else {
                    v
                }
            };
            if (is_max && v > g) || (!is_max && v < g) {
                g = v;
                best = Some(c);
                if s.dialect().turn_lines {
                    s.line_after(&mut line, c, d, depth);
                }
            }
            let cut = s.cut.cuts(is_max, g, alpha, beta);
            if cut {
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
        s.store_with_line(key, depth, g, three_way(g, alpha, beta), best, &line);
    }
    s.returns_line(line);
    let kind = if leaf {
        BoundKind::Exact
    } else {
        bound_kind(g, alpha, beta)
    };
    s.leave(g, kind)
}
