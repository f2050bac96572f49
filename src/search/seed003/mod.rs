//! Seed 003's variants of the searches (M. Hiroi, "Algorithms with Python", the Kalah
//! listings kalah6.py to kalah9.py): each published search of this folder's parent read
//! switch by switch as [`Dialect`] says, keeping the turn lines, with the speed shortcuts
//! that time seed 003's whole game. A run takes them where the search speaks another
//! dialect than the literature's ([`Search::runs_seed_003_variant`]).

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
