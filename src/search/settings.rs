//! How a run searches, apart from its driver and its limits: the depth, the TT (on or off,
//! its size), the cut convention, whether the TT's move goes first, and the dialect.

use super::catalog;
use super::error::{OutOfRange, RunError};
use super::tt::{DEFAULT_ENTRIES, MAX_ENTRIES};
use super::{Cut, Dialect};
use crate::game::{Depth, INF};

/// The largest depth a configuration may ask for (catalog.rs's [`catalog::DEPTH`], context
/// `cli`).
pub const MAX_DEPTH: Depth = catalog::DEPTH.max_in("cli") as Depth;

/// A run's search settings. Defaults (each builder says its range):
///
/// | setting | default |
/// |---|---|
/// | depth | none: a tree is searched to its leaves (Kalah needs one) |
/// | TT | on |
/// | TT size | [`DEFAULT_ENTRIES`] (catalog.rs's `TT_SIZE`, context `cli`) |
/// | cut | [`Cut::Ge`] (α ≥ β) |
/// | TT move first | off |
/// | store leaves | on |
/// | dialect | the literature's ([`Dialect::default`]) |
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

    /// Checks the depth, the TT's size and the dialect's infinity.
    pub fn validate(&self) -> Result<(), RunError> {
        if let Some(d) = self.depth {
            if d == 0 || d > MAX_DEPTH {
                return Err(RunError::OutOfRange(OutOfRange::Depth(d)));
            }
        }
        if self.tt_size == 0 || self.tt_size > MAX_ENTRIES {
            return Err(RunError::OutOfRange(OutOfRange::TtSize(self.tt_size)));
        }
        if !(1..=INF).contains(&self.dialect.infinity) {
            return Err(RunError::OutOfRange(OutOfRange::Infinity(
                self.dialect.infinity,
            )));
        }
        Ok(())
    }
}
