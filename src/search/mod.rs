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
    /// The history table: a score per side and move key ([`Game::move_key`]), index
    /// `2 × key + is_max`, credited 2^depth at each node for the move that cut or was best.
    /// Kept for the whole run: iterative deepening carries it from one depth to the next.
    history: Vec<u64>,
}

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
            history: Vec::new(),
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
    pub(crate) fn probe(&mut self, key: u64, depth: Depth, alpha: i32, beta: i32) -> Probe {
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
    /// that is full and never replaces refuses: the search stops.
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
    #[inline]
    pub(crate) fn move_order(
        &mut self,
        pos: &G::Position,
        tt_best: Option<u32>,
        n: usize,
    ) -> MoveOrder {
        let tt = tt_best.filter(|&b| (b as usize) < n);
        if self.use_history && n > 1 {
            return self.history_order(pos, tt, n);
        }
        // move 0 first is the given order: no move taken out
        let first = tt.map_or(0, |b| b as usize);
        if first != 0 && self.tracer.enabled() {
            self.tracer.order(first as u32, ORDER_TT, first as u32 + 1);
        }
        MoveOrder {
            first,
            listed: Listed::Given,
        }
    }

    /// [`move_order`](Self::move_order) with the history heuristic: out of line, as only a
    /// search with it on comes here. A node of up to [`INLINE_MOVES`] moves (every Kalah
    /// node) lists them on the stack: no allocation per node.
    #[inline(never)]
    fn history_order(&mut self, pos: &G::Position, tt: Option<u32>, n: usize) -> MoveOrder {
        let is_max = self.game.is_max(pos);
        if n <= INLINE_MOVES {
            let mut scores = [0u64; INLINE_MOVES];
            let mut moves = [0u8; INLINE_MOVES];
            for i in 0..n {
                scores[i] = self.history_score(pos, is_max, i);
                moves[i] = i as u8;
            }
            let why = by_history(&mut moves[..n], |m| scores[m as usize], tt.map(|b| b as u8));
            self.trace_order(&moves[..n], why);
            return MoveOrder {
                first: 0,
                listed: Listed::Inline(moves),
            };
        }
        let scores: Vec<u64> = (0..n).map(|i| self.history_score(pos, is_max, i)).collect();
        let mut moves: Vec<u32> = (0..n as u32).collect();
        let why = by_history(&mut moves, |m| scores[m as usize], tt);
        self.trace_order(&moves, why);
        MoveOrder {
            first: 0,
            listed: Listed::Heap(moves),
        }
    }

    /// An Order event for moves listed out of their given order (`why`: ORDER_ bits).
    fn trace_order<K: Copy + Into<u32>>(&mut self, moves: &[K], why: u32) {
        if self.tracer.enabled() {
            let moved = moves
                .iter()
                .enumerate()
                .filter(|&(k, &m)| m.into() as usize != k);
            let moved = moved.count();
            if moved > 0 {
                self.tracer.order(moves[0].into(), why, moved as u32);
            }
        }
    }

    /// The history score of move `i` of `pos`, a position where MAX moves when `is_max`.
    #[inline]
    fn history_score(&self, pos: &G::Position, is_max: bool, i: usize) -> u64 {
        let at = 2 * self.game.move_key(pos, i) as usize + is_max as usize;
        self.history.get(at).copied().unwrap_or(0)
    }

    /// The node `pos` (child `child` of its parent), searched `depth` plies deep, found
    /// `best` the move that gave its g (the one that cut, or the best): the root's is the
    /// run's best move, and the history heuristic credits it 2^depth (Schaeffer 1989).
    #[inline]
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
                self.credit(pos, b as usize, depth);
            }
        }
    }

    /// Adds 2^depth to the history score of move `i` of `pos` (saturating).
    #[inline(never)]
    fn credit(&mut self, pos: &G::Position, i: usize, depth: Depth) {
        let at = 2 * self.game.move_key(pos, i) as usize + self.game.is_max(pos) as usize;
        if at >= self.history.len() {
            self.history.resize(at + 1, 0);
        }
        let weight = 1u64.checked_shl(depth).unwrap_or(u64::MAX);
        self.history[at] = self.history[at].saturating_add(weight);
    }

    /// The history table as it stands: the score of each side's move keys (index
    /// `2 × key + is_max`).
    pub fn history(&self) -> &[u64] {
        &self.history
    }
}

/// Why a node's children are not searched in the given order (an Order event's `b`, bits):
/// the TT's best move goes first, the history heuristic sorted them.
pub const ORDER_TT: u32 = 1;
pub const ORDER_HISTORY: u32 = 2;

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
/// child to the next; or, with the history heuristic, the moves listed in their order.
#[derive(Debug, Clone)]
pub struct MoveOrder {
    /// The move searched first (0 when the moves keep their order).
    first: usize,
    /// The history heuristic's order (the TT's move first), when it is on.
    listed: Listed,
}

/// The moves a node lists on the stack in the history heuristic's order; a node with more
/// lists them on the heap.
pub const INLINE_MOVES: usize = 16;

/// A node's moves in the history heuristic's order, or none listed (the given order with
/// `first` taken out).
#[derive(Debug, Clone)]
enum Listed {
    Given,
    Inline([u8; INLINE_MOVES]),
    Heap(Vec<u32>),
}

/// Sorts `moves` by decreasing `score` (insertion sort, stable: equal scores keep the given
/// order; a node has few moves, and the page's wasm does without the standard library's
/// merge sort), then puts the TT's move `tt` first: why they are out of the given order
/// (ORDER_ bits).
#[inline]
fn by_history<M: Copy + PartialEq>(
    moves: &mut [M],
    score: impl Fn(M) -> u64,
    tt: Option<M>,
) -> u32 {
    let mut sorted = false;
    for k in 1..moves.len() {
        let mut j = k;
        while j > 0 && score(moves[j - 1]) < score(moves[j]) {
            moves.swap(j - 1, j);
            j -= 1;
            sorted = true;
        }
    }
    let mut why = if sorted { ORDER_HISTORY } else { 0 };
    if let Some(b) = tt {
        let at = moves.iter().position(|&m| m == b).unwrap_or(0);
        if at != 0 {
            moves[..=at].rotate_right(1);
            why |= ORDER_TT;
        }
    }
    why
}

impl MoveOrder {
    /// The move searched k-th: the first move, then 0, 1, ... without it.
    #[inline]
    pub fn nth(&self, k: usize) -> usize {
        match &self.listed {
            Listed::Given => {}
            Listed::Inline(moves) => return moves[k] as usize,
            Listed::Heap(moves) => return moves[k] as usize,
        }
        if k == 0 {
            self.first
        } else if k <= self.first {
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
