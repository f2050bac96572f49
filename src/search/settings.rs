//! How a run searches, apart from its driver and its limits: the depth, the TT (on or off,
//! its size), the cut convention, whether the TT's move goes first, and the dialect; and
//! the enhancements of the programs (Plaat et al. 1996's setting): iterative deepening,
//! aspiration windows and the history heuristic.

use super::catalog::{self, Setting};
use super::error::{OutOfRange, RunError};
use super::run::Algorithm;
use super::tt::{DEFAULT_ENTRIES, MAX_ENTRIES};
use super::{Cut, Dialect};
use crate::game::{Depth, INF};

/// The largest depth a configuration may ask for (the catalog's [`catalog::DEPTH`], context
/// `cli`).
pub const MAX_DEPTH: Depth = catalog::DEPTH.max_in("cli") as Depth;

/// A run's search settings. Defaults (each builder says its range):
///
/// | setting | default |
/// |---|---|
/// | depth | none: a tree is searched to its leaves (Kalah needs one) |
/// | TT | on |
/// | TT size | [`DEFAULT_ENTRIES`] (the catalog's `TT_SIZE`, context `cli`) |
/// | cut | [`Cut::Ge`] (α ≥ β) |
/// | TT move first | off |
/// | store leaves | on |
/// | dialect | the literature's ([`Dialect::default`]) |
/// | iterative deepening | off |
/// | aspiration window | none |
/// | history heuristic | off |
///
/// ```
/// use mtdlab::search::{Cut, SearchSettings};
/// let s = SearchSettings::default().with_depth(3).with_cut(Cut::Gt);
/// assert_eq!((s.depth(), s.cut(), s.tt()), (Some(3), Cut::Gt, true));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchSettings {
    depth: Option<Depth>,
    tt: bool,
    tt_size: usize,
    cut: Cut,
    tt_move_first: bool,
    dialect: Dialect,
    store_leaves: bool,
    iterative_deepening: bool,
    aspiration: Option<i32>,
    history: bool,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            depth: None,
            tt: true,
            tt_size: DEFAULT_ENTRIES,
            cut: Cut::default(),
            tt_move_first: false,
            dialect: Dialect::default(),
            store_leaves: true,
            iterative_deepening: false,
            aspiration: None,
            history: false,
        }
    }
}

impl SearchSettings {
    /// The search depth, 1..=[`MAX_DEPTH`]; `None` searches a tree to its leaves.
    pub fn with_depth(mut self, depth: impl Into<Option<Depth>>) -> Self {
        self.depth = depth.into();
        self
    }

    /// MT and NegaScout-TT use the TT (off: every test searches afresh). An algorithm
    /// without a TT ignores it.
    pub fn with_tt(mut self, on: bool) -> Self {
        self.tt = on;
        self
    }

    /// The TT's size in entries, 1..=[`MAX_ENTRIES`].
    pub fn with_tt_size(mut self, entries: usize) -> Self {
        self.tt_size = entries;
        self
    }

    /// When a node cuts its remaining children: α ≥ β or α > β ([`Cut`]).
    pub fn with_cut(mut self, cut: Cut) -> Self {
        self.cut = cut;
        self
    }

    /// Search the TT's best move first at every node (iterative deepening always does; off:
    /// children in the order given, CONVENTIONS.md §1). The peer benchmark turns it on to
    /// search as the `minimax` crate does.
    pub fn with_tt_move_first(mut self, on: bool) -> Self {
        self.tt_move_first = on;
        self
    }

    /// Where the searches read the TT and the tree as seed 003's listings do ([`Dialect`]);
    /// its infinity lies in 1..=[`INF`].
    pub fn with_dialect(mut self, dialect: Dialect) -> Self {
        self.dialect = dialect;
        self
    }

    /// Probe and store the horizon's (depth-0) nodes in the TT (on: Plaat et al.'s MT, every
    /// node). Off, as game programs do, a node at the horizon is evaluated without touching
    /// the table: a probe and a store there cost more than the evaluation they would save
    /// (docs/performance.md, "MT's time per node"). Counts change (more leaf evaluations,
    /// fewer stores), values do not. Natively and in the Experiments tab's core; the page's
    /// core stores every node whatever this says (its size budget, search/mod.rs).
    pub fn with_store_leaves(mut self, on: bool) -> Self {
        self.store_leaves = on;
        self
    }

    /// Iterative deepening: the run's root searches go to depth 1, 2, ... up to the depth,
    /// the TT (and the history table) carried from one depth to the next, and the value at
    /// d − 1 the first guess (MTD(f)) or the aspiration window's centre at d.
    pub fn with_iterative_deepening(mut self, on: bool) -> Self {
        self.iterative_deepening = on;
        self
    }

    /// An aspiration window of half-width δ, 1..=[`INF`]: the root's first window is
    /// (v − δ, v + δ) around the previous depth's value v (0 at the first), re-searched
    /// opened on the side it failed (alpha-beta and NegaScout, with or without the TT).
    pub fn with_aspiration(mut self, delta: impl Into<Option<i32>>) -> Self {
        self.aspiration = delta.into();
        self
    }

    /// The history heuristic (Schaeffer 1989): every node's children by decreasing score,
    /// the move that cut or was best credited 2^depth (the TT's move still first).
    pub fn with_history(mut self, on: bool) -> Self {
        self.history = on;
        self
    }

    /// The programs' setting of `algorithm` (Plaat et al. 1996's comparison): iterative
    /// deepening, the TT's best move first and the history heuristic, each where the
    /// algorithm takes it, and for NegaScout an aspiration window of
    /// [`DEFAULT_ASPIRATION`](catalog::DEFAULT_ASPIRATION).
    ///
    /// ```
    /// use mtdlab::search::{Algorithm, SearchSettings};
    /// let s = SearchSettings::programs(Algorithm::NegaScoutTt);
    /// assert!(s.iterative_deepening() && s.tt_move_first() && s.history());
    /// assert_eq!(s.aspiration(), Some(2));
    /// assert_eq!(SearchSettings::programs(Algorithm::MtdF).aspiration(), None);
    /// ```
    pub fn programs(algorithm: Algorithm) -> Self {
        SearchSettings::default().with_programs(algorithm)
    }

    /// These settings with the programs' enhancements of `algorithm` turned on
    /// ([`programs`](Self::programs)).
    pub fn with_programs(self, algorithm: Algorithm) -> Self {
        let spec = algorithm.spec();
        self.with_iterative_deepening(spec.takes(Setting::IterativeDeepening))
            .with_tt_move_first(spec.takes(Setting::TtMoveFirst))
            .with_history(spec.takes(Setting::History))
            .with_aspiration(catalog::programs_aspiration(algorithm))
    }

    pub fn depth(&self) -> Option<Depth> {
        self.depth
    }

    pub fn tt(&self) -> bool {
        self.tt
    }

    pub fn tt_size(&self) -> usize {
        self.tt_size
    }

    pub fn cut(&self) -> Cut {
        self.cut
    }

    pub fn tt_move_first(&self) -> bool {
        self.tt_move_first
    }

    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    pub fn store_leaves(&self) -> bool {
        self.store_leaves
    }

    pub fn iterative_deepening(&self) -> bool {
        self.iterative_deepening
    }

    pub fn aspiration(&self) -> Option<i32> {
        self.aspiration
    }

    pub fn history(&self) -> bool {
        self.history
    }

    /// `Ok` when `algorithm` takes every enhancement turned on here (the catalog's rule);
    /// else the error naming the first it does not take.
    #[inline(never)]
    pub fn check(&self, algorithm: Algorithm) -> Result<(), RunError> {
        let spec = algorithm.spec();
        let given = [
            (Setting::IterativeDeepening, self.iterative_deepening),
            (Setting::Aspiration, self.aspiration.is_some()),
            (Setting::History, self.history),
            (Setting::TtMoveFirst, self.tt_move_first),
        ];
        match given.into_iter().find(|&(t, on)| on && !spec.takes(t)) {
            Some((setting, _)) => Err(RunError::NotTaken { setting, algorithm }),
            None => Ok(()),
        }
    }

    /// Checks the depth, the TT's size, the aspiration window's δ and the dialect's infinity.
    pub fn validate(&self) -> Result<(), RunError> {
        if let Some(d) = self.depth {
            if d == 0 || d > MAX_DEPTH {
                return Err(RunError::OutOfRange(OutOfRange::Depth(d)));
            }
        }
        if self.tt_size == 0 || self.tt_size > MAX_ENTRIES {
            return Err(RunError::OutOfRange(OutOfRange::TtSize(self.tt_size)));
        }
        if let Some(delta) = self.aspiration {
            if !(1..=INF).contains(&delta) {
                return Err(RunError::OutOfRange(OutOfRange::Aspiration(delta)));
            }
        }
        if !(1..=INF).contains(&self.dialect.infinity) {
            return Err(RunError::OutOfRange(OutOfRange::Infinity(
                self.dialect.infinity,
            )));
        }
        Ok(())
    }
}
