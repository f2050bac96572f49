//! Seed 003's variants of the searches (M. Hiroi, "Algorithms with Python", the Kalah
//! listings kalah6.py to kalah9.py): each published search of this folder's parent read
//! switch by switch as [`Dialect`] says, keeping the turn lines, with the speed shortcuts
//! that time seed 003's whole game. A run takes them where the search speaks another
//! dialect than the literature's (`Search::runs_seed_003_variant`).

mod alphabeta;
mod minimax;
mod mt;
mod negascout;

pub use alphabeta::alphabeta;
pub use minimax::minimax;
pub use mt::mt;
pub use negascout::negascout;

use super::{Dialect, Line, Search, TranspositionTable};
use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Tracer};

impl<G: Game, T: Tracer, M: TranspositionTable> Search<G, T, M> {
    /// True when a run's root search takes seed 003's variant rather than the published
    /// search: where it speaks another dialect than the literature's, and in the wasm for
    /// a game that may (the session's), where one copy of each search keeps the page small
    /// (with the literature's switches a variant searches as the published one, node for
    /// node).
    #[inline]
    pub(crate) fn runs_seed_003_variant(&self) -> bool {
        (G::DIALECTS && cfg!(target_arch = "wasm32")) || self.dialect() != Dialect::LITERATURE
    }

    /// With `dialect.turn_lines`: `line` becomes the turn line after move `i` improved g,
    /// when the child it leads to has just returned `self.line` — `[i]`, then the child's
    /// line when the same side moves there again (no ply spent: `child_depth == depth`).
    /// Written in place ([`Line::set_then`]).
    #[inline]
    pub(crate) fn line_after(&self, line: &mut Line, i: u32, child_depth: Depth, depth: Depth) {
        if child_depth == depth {
            line.set_then(i, &self.line);
        } else {
            line.set_then(i, &Line::EMPTY);
        }
    }

    /// With `dialect.turn_lines`, records `line` as the line of the node returning now.
    #[inline]
    pub(crate) fn returns_line(&mut self, line: Line) {
        if self.dialect().turn_lines {
            self.line.set(line);
        }
    }

    /// True when a leaf is evaluated before the TT is looked at (seed 003), so `pos` is
    /// not probed: call before probing.
    #[inline]
    pub(crate) fn leaf_before_tt(&self, pos: &G::Position, depth: Depth) -> bool {
        self.leaves_before_tt() && self.is_leaf(pos, depth)
    }

    /// True when the searches evaluate a leaf before they look at the TT (seed 003), false
    /// when they probe and store it at leaves too (MT).
    #[inline]
    pub(crate) fn leaves_before_tt(&self) -> bool {
        !self.dialect().tt_at_leaves
    }

    /// Evaluates the leaf `pos` and returns from it (its value is exact; its line empty).
    #[inline]
    pub(crate) fn leaf_value(&mut self, pos: &G::Position) -> i32 {
        let v = self.evaluate(pos);
        self.returns_line(Line::EMPTY);
        self.leave(v, BoundKind::Exact)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{alphabeta, minimax, mt, negascout, Search, ROOT};
    use crate::game::{Depth, Game, INF};
    use crate::games::kalah::Kalah;
    use crate::games::random::RandomTree;
    use crate::trace::NoTrace;

    /// What a search left: its value, counters, re-searches and root's best move.
    type Outcome = (i32, crate::trace::Counters, u64, Option<u32>);

    /// Runs `f` on a fresh search of `game` (a table of 2^12 entries) from the root, the
    /// children ordered as `ordering` says: bit 1 the TT's move first, bit 2 the history
    /// heuristic.
    fn run<G: Game>(
        game: &G,
        ordering: u8,
        f: impl Fn(&mut Search<&G, NoTrace>, &G::Position) -> i32,
    ) -> Outcome {
        let mut s = Search::new(game, 1 << 12, NoTrace);
        s.order_by_tt = ordering & 1 != 0;
        s.use_history = ordering & 2 != 0;
        let root = game.root();
        let g = f(&mut s, &root);
        (g, s.counters, s.researches, s.root_best)
    }

    /// With the literature's switches, each of seed 003's variants searches as the
    /// published function: the same value, counters and best move, window by window.
    fn variants_search_as_published<G: Game>(game: &G, d: Depth) {
        for (alpha, beta) in [(-INF, INF), (-1, 0), (9, 10), (-300, 200)] {
            for order in 0..4 {
                let want = run(game, order, |s, p| {
                    mt::alpha_beta_with_memory(s, p, ROOT, alpha, beta, d)
                });
                let got = run(game, order, |s, p| super::mt(s, p, ROOT, alpha, beta, d));
                assert_eq!(got, want, "mt ({alpha}, {beta})");
            }
            for order in [0, 2] {
                let want = run(game, order, |s, p| {
                    alphabeta::alpha_beta(s, p, ROOT, alpha, beta, d)
                });
                let got = run(game, order, |s, p| {
                    super::alphabeta(s, p, ROOT, alpha, beta, d)
                });
                assert_eq!(got, want, "alphabeta ({alpha}, {beta}), ordering {order}");
            }
            for tt in [false, true] {
                for order in 0..4 {
                    let want = run(game, order, |s, p| {
                        negascout::nega_scout(s, p, ROOT, alpha, beta, d, tt)
                    });
                    let got = run(game, order, |s, p| {
                        super::negascout(s, p, ROOT, alpha, beta, d, tt)
                    });
                    assert_eq!(got, want, "negascout ({alpha}, {beta}), tt {tt}, {order}");
                }
            }
        }
        let want = run(game, 0, |s, p| minimax::minimax_value(s, p, ROOT, d));
        let got = run(game, 0, |s, p| super::minimax(s, p, ROOT, d));
        assert_eq!(got, want, "minimax");
    }

    #[test]
    fn with_the_literatures_switches_each_variant_searches_as_the_published_one() {
        for seed in 1..=3 {
            let tree = RandomTree::new(5, 5, -1000, 1000, seed, false).unwrap();
            variants_search_as_published(&tree, 5);
        }
        variants_search_as_published(&Kalah::new(6, 4).unwrap(), 5);
    }

    /// The published functions, as a student reads them: none of seed 003's switches or
    /// speed shortcuts (each word below is a dialect's switch or one of its helpers).
    #[test]
    fn the_published_searches_name_no_switch_of_seed_003() {
        let files = [
            ("mt.rs", include_str!("../mt.rs")),
            ("alphabeta.rs", include_str!("../alphabeta.rs")),
            ("negascout.rs", include_str!("../negascout.rs")),
            ("minimax.rs", include_str!("../minimax.rs")),
        ];
        for (name, text) in files {
            for word in [
                "dialect()",
                "LEAF_CHILDREN_HERE",
                "leaves_before_tt",
                "leaf_before_tt",
                "tt_at_leaves",
                "turn_lines",
                "returns_line",
                "line_after",
                "Line::EMPTY",
                "Scout::",
                "minimax_tt",
                "leaf_value",
            ] {
                assert!(!text.contains(word), "{name} names {word}");
            }
        }
    }
}
