//! Seed 000's AlphaBetaWithMemory taken literally, kept for teaching because it goes wrong:
//! when no child causes a cut it stores g as both bounds, even when g lies outside the
//! window (a MAX node whose children all failed low has only proved an upper bound).
//! On `[[6,9,-7],[6,-1]]` with first guess 8, MTD(f) over it answers 6; the value is -1.
//! Never the default: `mtdf-literal` selects it. It keeps no turn lines.

use super::{Probe, Search, TranspositionTable, ROOT};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Stored, Tracer};

/// Seed 000's pseudocode, line by line.
pub fn mt_literal<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    pos: &G::Position,
    child: u32,
    alpha: i32,
    beta: i32,
    depth: Depth,
) -> i32 {
    let is_max = s.enter(pos, child, depth, alpha, beta);
    let key = s.game.key(pos);
    // seed 000's probe is MT's: beta <= lowerBound answers lower, upperBound <= alpha upper
    let (alpha, beta) = match s.probe(key, depth, alpha, beta) {
        Probe::Answered(g) => return g,
        Probe::Window(a, b, _) => (a, b),
    };
    let g = if s.is_leaf(pos, depth) {
        s.evaluate(pos)
    } else {
        let n = s.game.move_count(pos);
        let mut g = s.worst(is_max);
        let (mut a, mut b) = (alpha, beta);
        let mut best = None;
        for i in 0..n {
            if s.stopped {
                break;
            }
            let next = s.game.apply(pos, i);
            let d = s.game.child_depth(pos, &next, depth);
            let v = if is_max {
                mt_literal(s, &next, i as u32, a, beta, d)
            } else {
                mt_literal(s, &next, i as u32, alpha, b, d)
            };
            if (is_max && v > g) || (!is_max && v < g) {
                g = v;
                best = Some(i as u32);
            }
            if child == ROOT {
                s.root_best = best;
            }
            if is_max {
                if s.cut.cuts(true, g, alpha, beta) {
                    return cut_and_store(s, key, depth, i, n, g, true);
                }
                a = a.max(g);
            } else {
                if s.cut.cuts(false, g, alpha, beta) {
                    return cut_and_store(s, key, depth, i, n, g, false);
                }
                b = b.min(g);
            }
        }
        g
    };
    // "α < g < β の場合" says the seed, but nothing checks it: both bounds become g.
    if !s.stopped {
        s.store(key, depth, g, Stored::Both, None);
    }
    s.leave(g, BoundKind::Exact)
}

/// A fail high stores g as a lower bound, a fail low as an upper bound, and returns.
fn cut_and_store<G: Game, T: Tracer, M: TranspositionTable>(
    s: &mut Search<G, T, M>,
    key: u64,
    depth: Depth,
    i: usize,
    n: usize,
    g: i32,
    high: bool,
) -> i32 {
    if s.tracer.enabled() && i + 1 < n {
        s.tracer.cut(i as u32 + 1, (n - i - 1) as u32);
    }
    let stored = if high { Stored::Lower } else { Stored::Upper };
    s.store(key, depth, g, stored, None);
    s.leave(
        g,
        if high {
            BoundKind::Lower
        } else {
            BoundKind::Upper
        },
    )
}
