//! Search: the algorithms of CONVENTIONS.md §2, generic over the game and the tracer.
//!
//! One algorithm per file, as published. `MT` (mt.rs) is the null-window search every MTD
//! driver calls; each driver (mtd.rs) is a small rule for choosing the next test value;
//! `Run` (run.rs) makes the root searches one at a time, so the visualiser can step test by
//! test. The TT is MT's fixed-size table (tt.rs) or seed 003's dictionary (dictionary.rs),
//! behind one trait (and one type, any_table.rs, for the session). Where seed 003's
//! listings read the TT and the tree differently, a switch of [`Dialect`] (dialect.rs) says
//! so, and the turn line (line.rs) is their move list; the searches that follow the
//! switches are seed 003's variants, each in seed003/ beside the published one.

pub mod alphabeta;
pub mod any_table;
pub mod catalog;
pub mod cut;
pub mod dialect;
pub mod dictionary;
pub mod error;
mod hashing;
pub mod history;
pub mod limits;
pub mod line;
pub mod minimax;
pub mod mt;
pub mod mt_literal;
pub mod mtd;
pub mod negascout;
pub mod params;
pub mod run;
pub mod seed003;
pub mod settings;
pub mod solution;
pub mod tt;
mod tt_memory;

pub use any_table::AnyTable;
pub use cut::Cut;
pub use dialect::{Dialect, Scout};
pub use dictionary::Dictionary;
pub use error::{OutOfRange, RunError};
pub use history::{History, ORDER_HISTORY, ORDER_TT};
pub use limits::Limits;
pub use line::Line;
pub use params::DriverParams;
pub use run::{run, Algorithm, Options, Run, RunResult};
pub use settings::SearchSettings;
pub use tt::TranspositionTable;

use crate::game::{Depth, Game};
use crate::trace::{BoundKind, Counters, Stored, Tracer};
use tt::Table;

/// What every search function shares: the game, the TT, the counters and the tracer.
/// The game is held by value; `&G` is a game too, so a search may borrow it instead. The
/// table is MT's fixed-size one unless another is given ([`Search::with_table`]). The
/// fields are the search functions' own (this module's): a caller outside reads them by
/// the methods, and sets a search up through [`Run`].
pub struct Search<G: Game, T: Tracer, M: TranspositionTable = Table> {
    game: G,
    table: M,
    /// Probe and store the TT in MT and NegaScout-TT (off: MT re-searches every test).
    use_tt: bool,
    /// Search the TT's best move first (iterative deepening).
    order_by_tt: bool,
    /// Probe and store the horizon's (depth-0) nodes (off: they never touch the TT).
    store_leaves: bool,
    counters: Counters,
    tracer: T,
    /// The work budget: the most nodes (`counters.nodes`, every call of the search function)
    /// a run may visit. Past it `stopped` is set and every search returns at once.
    max_visits: u64,
    /// Set when the work budget ran out (or a caller asked to stop): the searches unwind
    /// without looking at another child, and the values they return mean nothing.
    stopped: bool,
    /// The root's best move in the root search in progress or last made: the move whose
    /// value gave the root's g (None when no move improved on −∞/+∞, or at a TT answer).
    root_best: Option<u32>,
    /// Where the search reads the TT and the tree as seed 003 does (default: as MT does).
    dialect: Dialect,
    /// With `dialect.turn_lines`: the turn line of the node that returned last (after a
    /// root search, the root's: seed 003's `move`).
    line: Line,
    /// Set (with `stopped`) when the table refused a store: it is full and never replaces.
    table_full: bool,
    /// When a node cuts its remaining children (α ≥ β by default, or α > β).
    cut: Cut,
    /// NegaScout's re-searches: scouts that fell inside the window and searched their child
    /// again (the experiments report them; not a trace, so counted with any tracer).
    researches: u64,
    /// Order the children by the history heuristic (Schaeffer 1989), from `history`.
    use_history: bool,
    /// The history table, kept for the whole run: iterative deepening carries it from one
    /// depth to the next.
    history: History,
}

/// Whether this build may keep the horizon's nodes out of the TT (`store_leaves` off):
/// natively and in the Experiments tab's core. The page's core, at its size budget
/// (docs/performance.md, "The size of the wasm"), searches as MT does, every node probed
/// and stored, and the test compiles away from its every search function.
const LEAVES_OPTIONAL: bool = cfg!(any(not(target_arch = "wasm32"), feature = "experiments"));

/// The id of the root in `child` arguments and traces: the root is no parent's child.
pub const ROOT: u32 = u32::MAX;

impl<G: Game, T: Tracer> Search<G, T, Table> {
    /// A search with MT's table of `tt_entries` entries.
    pub fn new(game: G, tt_entries: usize, tracer: T) -> Self {
        Search::with_table(game, Table::new(tt_entries), tracer)
    }
}

impl<G: Game, T: Tracer, M: TranspositionTable> Search<G, T, M> {
    /// A search with the table `table` (seed 003's [`Dictionary`], or one carried over from
    /// an earlier search).
    pub fn with_table(game: G, table: M, tracer: T) -> Self {
        Search {
            game,
            table,
            use_tt: true,
            order_by_tt: false,
            store_leaves: true,
            counters: Counters::default(),
            tracer,
            max_visits: u64::MAX,
            stopped: false,
            root_best: None,
            dialect: Dialect::default(),
            line: Line::EMPTY,
            table_full: false,
            cut: Cut::Ge,
            researches: 0,
            use_history: false,
            history: History::default(),
        }
    }

    /// The game searched.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The TT as it stands.
    pub fn table(&self) -> &M {
        &self.table
    }

    /// The table, once the search is over (the next root search of a game may go on with
    /// it).
    pub fn into_table(self) -> M {
        self.table
    }

    /// What the searches have counted so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The tracer, with what it recorded.
    pub fn tracer(&self) -> &T {
        &self.tracer
    }

    /// NegaScout's re-searches so far.
    pub fn researches(&self) -> u64 {
        self.researches
    }

    /// The dialect the search reads the TT and the tree in: `self.dialect`, or the
    /// literature's as a constant for a game that has no other ([`Game::DIALECTS`]), so its
    /// switches compile away there.
    #[inline]
    pub fn dialect(&self) -> Dialect {
        if G::DIALECTS {
            self.dialect
        } else {
            Dialect::LITERATURE
        }
    }

    /// Plus infinity as this search writes it ([`Dialect::infinity`]).
    #[inline]
    pub fn infinity(&self) -> i32 {
        self.dialect().infinity
    }

    /// Minus infinity for MAX's running g, plus infinity for MIN's.
    #[inline]
    pub(crate) fn worst(&self, is_max: bool) -> i32 {
        if is_max {
            -self.infinity()
        } else {
            self.infinity()
        }
    }

    /// Counts and traces a node being entered.
    #[inline]
    pub(crate) fn enter(
        &mut self,
        pos: &G::Position,
        child: u32,
        depth: Depth,
        alpha: i32,
        beta: i32,
    ) -> bool {
        self.counters.nodes += 1;
        if self.counters.nodes > self.max_visits {
            self.stopped = true;
        }
        let is_max = self.game.is_max(pos);
        if self.tracer.enabled() {
            let key = self.game.key(pos);
            self.tracer.enter(child, is_max, depth, alpha, beta, key);
        }
        is_max
    }

    /// True when `pos` is evaluated instead of searched: a leaf, or the horizon.
    #[inline]
    pub(crate) fn is_leaf(&self, pos: &G::Position, depth: Depth) -> bool {
        depth == 0 || self.game.is_terminal(pos)
    }

    /// Evaluates `pos`, counting and tracing it.
    #[inline]
    pub(crate) fn evaluate(&mut self, pos: &G::Position) -> i32 {
        self.counters.leaf_evals += 1;
        let v = self.game.evaluate(pos);
        if self.tracer.enabled() {
            let index = self.game.leaf_index(pos);
            self.tracer.leaf(v, index);
        }
        v
    }

    /// Traces the node's return; `kind` says what g proves.
    #[inline]
    pub(crate) fn leave(&mut self, g: i32, kind: BoundKind) -> i32 {
        if self.tracer.enabled() {
            self.tracer.leave(g, kind);
        }
        g
    }

    /// Probes the TT at the start of a call with the window (alpha, beta), as MT does: an
    /// entry with lower >= beta answers lower, one with upper <= alpha answers upper (the
    /// node is left with that value); otherwise the window narrows to the entry's bounds.
    /// Under the α > β convention a bound answers only past the window (lower > beta,
    /// upper < alpha), as only such a g cuts: a node there searches on at a tie, so its
    /// parent takes a g equal to alpha or beta for the value itself, which a bound is not.
    #[inline]
    /// Without `store_leaves` a node at the horizon (depth 0) is not looked up: the search
    /// goes on with its window, as if the table had no entry, and no probe is traced.
    pub(crate) fn probe(&mut self, key: u64, depth: Depth, alpha: i32, beta: i32) -> Probe {
        if LEAVES_OPTIONAL && depth == 0 && !self.store_leaves {
            return Probe::Window(alpha, beta, None);
        }
        let (found, best) = self.table.probe_best(key, depth, self.order_by_tt);
        // the bounds past which a stored bound answers
        let (below, above) = match self.cut {
            Cut::Ge => (alpha, beta),
            Cut::Gt => (alpha.saturating_sub(1), beta.saturating_add(1)),
        };
        let Some(e) = found else {
            if self.tracer.enabled() {
                let inf = self.infinity();
                self.tracer.probe(false, false, -inf, inf);
            }
            return Probe::Window(alpha, beta, best);
        };
        self.counters.tt_hits += 1;
        let answer = if e.lower >= above {
            Some((e.lower, BoundKind::Lower))
        } else if e.upper <= below {
            Some((e.upper, BoundKind::Upper))
        } else if self.dialect().exact_answers && e.lower == e.upper {
            // seed 003: `if upper <= alpha or upper == lower: return upper`
            Some((e.upper, BoundKind::Exact))
        } else {
            None
        };
        if self.tracer.enabled() {
            self.tracer.probe(true, answer.is_some(), e.lower, e.upper);
        }
        match answer {
            Some((g, kind)) => {
                self.counters.tt_cutoffs += 1;
                if self.dialect().turn_lines {
                    // seed 003 returns the entry's move list with its value
                    self.line = self.table.line(key, depth);
                }
                Probe::Answered(self.leave(g, kind))
            }
            None => Probe::Window(alpha.max(e.lower), beta.min(e.upper), best),
        }
    }

    /// Stores g for `key` as the bounds `stored` says (the other bound is kept), with the
    /// node's best move, and traces what was written and the entry as it stands. A table
    /// that is full and never replaces refuses: the search stops. Without `store_leaves`, a
    /// node at the horizon (depth 0) is not stored, nor traced.
    #[inline]
    pub(crate) fn store(
        &mut self,
        key: u64,
        depth: Depth,
        g: i32,
        stored: Stored,
        best: Option<u32>,
    ) {
        self.store_with_line(key, depth, g, stored, best, &Line::EMPTY);
    }

    /// [`store`](Self::store), with the node's turn line (seed 003's). Not inlined in the
    /// wasm, where a table's store is a call, so the [`Write`](tt::Write) it is handed in
    /// memory is built once rather than at every search's every store.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    pub(crate) fn store_with_line(
        &mut self,
        key: u64,
        depth: Depth,
        g: i32,
        stored: Stored,
        best: Option<u32>,
        line: &Line,
    ) {
        if LEAVES_OPTIONAL && depth == 0 && !self.store_leaves {
            return;
        }
        let (lower, upper) = stored.bounds(g);
        let write = tt::Write {
            lower,
            upper,
            best,
            line,
        };
        let Ok((e, evicted)) = self.table.store(key, depth, write) else {
            self.table_full = true;
            self.stopped = true;
            return;
        };
        self.counters.tt_stores += 1;
        if self.tracer.enabled() {
            if let Some(old) = evicted {
                self.tracer.evict(old);
            }
            self.tracer.store(e.lower, e.upper, depth, stored);
        }
    }

    /// The order in which the `n` moves of `pos` are searched: the given order; with
    /// `use_history`, by decreasing history score (stable: ties keep the given order); and
    /// first of all the TT's best move `tt_best` that [`probe`](Self::probe) found when
    /// `order_by_tt` is set. Traced (an Order event) when it differs from the given order.
    /// With the history heuristic, a node that orders its children calls
    /// [`found_best`](Self::found_best) once it is done with them. Out of line: once per
    /// node, and one copy of it in the page's wasm rather than one in every search.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    pub(crate) fn move_order(
        &mut self,
        pos: &G::Position,
        tt_best: Option<u32>,
        n: usize,
    ) -> MoveOrder {
        let tt = tt_best.filter(|&b| (b as usize) < n);
        let (order, first, why, moved) = if self.use_history {
            // the children's scores, then the table's own (not generic) ordering
            let is_max = self.game.is_max(pos);
            let h = &mut self.history;
            h.keys.clear();
            self.game.move_keys(pos, n, &mut h.keys);
            h.scratch.clear();
            for &key in &h.keys {
                let score = h.score(History::index(key, is_max));
                h.scratch.push(score);
            }
            let (at, first, why, moved) = self.history.order(n, tt);
            (MoveOrder { first: 0, at }, first, why, moved)
        } else {
            // move 0 first is the given order: no move taken out
            let first = tt.unwrap_or(0);
            let moved = if first == 0 { 0 } else { first + 1 };
            (MoveOrder { first, at: NO_LIST }, first, ORDER_TT, moved)
        };
        if moved > 0 && self.tracer.enabled() {
            self.tracer.order(first, why, moved);
        }
        order
    }

    /// The move searched k-th at a node that ordered its moves as `order` says. Out of line
    /// in the page's wasm: inlined, the searches' loops were copied for each kind of order
    /// (the Experiments tab's core, which times the searches, keeps it inline).
    #[cfg_attr(
        all(target_arch = "wasm32", not(feature = "experiments")),
        inline(never)
    )]
    #[cfg_attr(any(not(target_arch = "wasm32"), feature = "experiments"), inline)]
    pub(crate) fn nth_move(&self, order: MoveOrder, k: usize) -> usize {
        if order.at == NO_LIST {
            order.nth(k)
        } else {
            self.history.nth(order.at, k)
        }
    }

    /// The node `pos` (child `child` of its parent), searched `depth` plies deep and done
    /// with its children, found `best` the move that gave its g (the one that cut, or the
    /// best): the root's is the run's best move, and the history heuristic credits it
    /// 2^depth (Schaeffer 1989). Out of line in the wasm (one copy, not one per search).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    pub(crate) fn found_best(
        &mut self,
        pos: &G::Position,
        child: u32,
        depth: Depth,
        best: Option<u32>,
    ) {
        if child == ROOT {
            self.root_best = best;
        }
        if self.use_history {
            if let Some(b) = best {
                let key = self.game.move_key(pos, b as usize);
                self.history
                    .credit(History::index(key, self.game.is_max(pos)), depth);
            }
            self.history.pop();
        }
    }

    /// The history table as it stands ([`History::scores`]).
    pub fn history(&self) -> &[u64] {
        self.history.scores()
    }
}

/// What a TT probe made of a call.
pub(crate) enum Probe {
    /// The entry's bound answered the call; the node has returned this value.
    Answered(i32),
    /// Search on, with this (possibly narrowed) window; with `order_by_tt`, the best move
    /// of the position's entry whatever its depth.
    Window(i32, i32, Option<u32>),
}

/// Moves 0..n, with one move (the TT's best) taken out and searched first: the k-th move
/// searched is [`nth(k)`](Self::nth), worked out from k, so a search keeps only k from one
/// child to the next; or, with the history heuristic, a list kept by the search's
/// [`History`] (`Search::nth_move` reads either).
#[derive(Debug, Clone, Copy)]
pub struct MoveOrder {
    /// The move searched first (0 when the moves keep their order).
    first: u32,
    /// Where the history heuristic's list starts, or [`NO_LIST`].
    at: u32,
}

/// A [`MoveOrder`] without a list.
const NO_LIST: u32 = u32::MAX;

impl MoveOrder {
    /// The move searched k-th: the first move, then 0, 1, ... without it.
    #[inline]
    pub fn nth(self, k: usize) -> usize {
        let first = self.first as usize;
        if k == 0 {
            first
        } else if k <= first {
            k - 1
        } else {
            k
        }
    }
}

/// What a value returned from the window (alpha, beta) proves (fail-soft).
pub fn bound_kind(g: i32, alpha: i32, beta: i32) -> BoundKind {
    if g <= alpha {
        BoundKind::Upper
    } else if g >= beta {
        BoundKind::Lower
    } else {
        BoundKind::Exact
    }
}

/// What Plaat's three-way rule stores for g returned from the window (alpha, beta): the
/// upper bound when g <= alpha, the lower bound when g >= beta, both when alpha < g < beta.
pub fn three_way(g: i32, alpha: i32, beta: i32) -> Stored {
    // the window may be empty after narrowing (alpha = beta): g <= alpha and g >= beta may
    // both hold, and then g is exact
    match (g <= alpha, g >= beta) {
        (true, false) => Stored::Upper,
        (false, true) => Stored::Lower,
        _ => Stored::Both,
    }
}
