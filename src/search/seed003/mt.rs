//! Seed 003's MT: kalah7.py's nega-alpha + TT (M. Hiroi, "Algorithms with Python":
//! 置換表と MTD(f) 法) in minimax form, Plaat et al.'s MT ([`mt`](crate::search::mt)) read
//! in seed 003's [`Dialect`](super::Dialect): a leaf evaluated before the table is looked at, an exact
//! entry answering any window, the turn lines kept; and natively a speed shortcut for the
//! leaf children. With the literature's switches it searches as MT does, node for node.

use super::super::{bound_kind, three_way, Line, Probe, Search, TranspositionTable};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Tracer};

/// Natively, a leaf child that seed 003 evaluates before the TT (most of its nodes) is
/// entered and left in its parent's loop, as `mt` would at its start, without the cost of a
/// call: 4 % of the instructions of seed 003's game. Not in the wasm, where the copy of the
/// leaf's path made the page's `.wasm` 462 bytes larger (gzipped) for a page that does not
/// time seed 003's game.
const LEAF_CHILDREN_HERE: bool = cfg!(not(target_arch = "wasm32"));

/// MT in the search's dialect, switch by switch.
pub fn mt<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
) -> i32 {
    let is_max = s.enter(pos, child, depth, alpha, beta);
    let leaf = s.is_leaf(pos, depth);
    if leaf && s.leaves_before_tt() {
        return s.leaf_value(pos);
    }
    let key = if s.use_tt { s.game.key(pos) } else { 0 };
    let (alpha, beta, tt_best) = if s.use_tt {
        match s.probe(key, depth, alpha, beta) {
            Probe::Answered(g) => return g,
            Probe::Window(a, b, tt_best) => (a, b, tt_best),
        }
    } else {
        (alpha, beta, None)
    };
    let mut best = None;
    let mut line = Line::EMPTY;
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
            // a leaf child in seed 003's dialect: the first lines of `mt`, done here
            let v = if LEAF_CHILDREN_HERE && s.leaves_before_tt() && s.is_leaf(&next, d) {
                s.enter(&next, i as u32, d, a, b);
                s.leaf_value(&next)
            } else {
                mt(s, &next, i as u32, a, b, d)
            };
            if (is_max && v > g) || (!is_max && v < g) {
                g = v;
                best = Some(i as u32);
                if s.dialect().turn_lines {
                    s.line_after(&mut line, i as u32, d, depth);
                }
            }
        }
        if s.tracer.enabled() && k < n && !s.stopped {
            s.tracer.cut(k as u32, (n - k) as u32);
        }
        s.found_best(pos, child, depth, best);
        g
    };
    if s.use_tt && !s.stopped {
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
