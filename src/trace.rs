//! The trace: what a search did, as flat events, plus one record per null-window test
//! (CONVENTIONS.md §3). Searches are generic over a `Tracer`; `NoTrace` compiles away.

use crate::game::{Depth, INF};
use rustc_hash::FxHashMap;
use serde::{Serialize, Serializer};

/// What a returned value proves about the node: `g` is exact, a lower bound or an upper bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BoundKind {
    Exact = 0,
    Lower = 1,
    Upper = 2,
}

/// Which bounds one TT store wrote (MT's three-way store, CONVENTIONS.md §2): `Upper` when
/// g <= alpha, `Lower` when g >= beta, `Both` when alpha < g < beta. The Store event carries it
/// in `c >> 16` (docs/engine-api.md), beside the entry as it stands after the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Stored {
    Lower = 1,
    Upper = 2,
    Both = 3,
}

impl Stored {
    /// The bounds to write for `g`: `(lower, upper)`, `None` keeping what is stored.
    pub fn bounds(self, g: i32) -> (Option<i32>, Option<i32>) {
        match self {
            Stored::Lower => (Some(g), None),
            Stored::Upper => (None, Some(g)),
            Stored::Both => (Some(g), Some(g)),
        }
    }
}

/// The outcome of one root search: a null-window test fails high (g >= beta) or low
/// (g < beta); a wide-window search (alpha-beta, NegaScout, MTD-f-αβ's last step) may be exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    High,
    Low,
    Exact,
}

/// Counters of CONVENTIONS.md §3 (serialised with the engine API's camelCase names; the
/// CLI writes its own snake_case JSON).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counters {
    pub leaf_evals: u64,
    pub nodes: u64,
    pub tt_hits: u64,
    pub tt_cutoffs: u64,
    pub tt_stores: u64,
}

impl Counters {
    pub fn since(&self, start: &Counters) -> Counters {
        Counters {
            leaf_evals: self.leaf_evals - start.leaf_evals,
            nodes: self.nodes - start.nodes,
            tt_hits: self.tt_hits - start.tt_hits,
            tt_cutoffs: self.tt_cutoffs - start.tt_cutoffs,
            tt_stores: self.tt_stores - start.tt_stores,
        }
    }
}

/// True for plus or minus infinity, and for the window edges one step inside them
/// (MTD(+inf)'s first window is (+inf - 1, +inf), MTD(-inf)'s is (-inf, -inf + 1)).
pub fn is_infinite(v: i32) -> bool {
    v >= INF - 1 || v <= -INF + 1
}

/// Serialises an infinite bound as `null` (CONVENTIONS.md §1).
pub fn bound_json<S: Serializer>(v: &i32, s: S) -> Result<S::Ok, S::Error> {
    if is_infinite(*v) {
        s.serialize_none()
    } else {
        s.serialize_i32(*v)
    }
}

/// One root search: a null-window test (alpha = beta - 1) or, for the algorithms that make
/// none, their one wide-window search. Serialised as the engine API's `record`
/// (docs/engine-api.md), `null` for infinite bounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TestRecord {
    #[serde(serialize_with = "bound_json")]
    pub alpha: i32,
    #[serde(serialize_with = "bound_json")]
    pub beta: i32,
    pub g: i32,
    pub outcome: Outcome,
    /// The bounds on the root's value after this test.
    #[serde(serialize_with = "bound_json")]
    pub lower: i32,
    #[serde(serialize_with = "bound_json")]
    pub upper: i32,
    pub leaf_evals: u64,
    pub nodes: u64,
    pub tt_hits: u64,
    pub tt_cutoffs: u64,
    /// The search depth (iterative deepening changes it between tests).
    pub depth: Depth,
    /// True for a null-window test (MT with the window (beta - 1, beta)).
    pub null_window: bool,
    /// This test's events in the trace: `first_event..end_event`.
    pub first_event: u32,
    pub end_event: u32,
}

/// Receives what a search does. Every method has an empty default, so `NoTrace` costs nothing.
pub trait Tracer {
    /// False for a tracer that ignores everything: the search then skips work done only
    /// for the trace (computing keys for algorithms without a TT).
    const ENABLED: bool = true;

    /// True when this tracer records now: the search calls the other methods only then
    /// (except `test_begin` and `test_end`, called at every test), and skips the work done
    /// only for the trace. `ENABLED` (a constant, so `NoTrace`'s checks compile away) unless
    /// a tracer decides at run time ([`Recorder::off`], a full [`Recorder`]).
    #[inline]
    fn enabled(&self) -> bool {
        Self::ENABLED
    }

    /// A node is entered as child `child` of the current node (`u32::MAX` for the root),
    /// with the window (alpha, beta).
    fn enter(
        &mut self,
        _child: u32,
        _is_max: bool,
        _depth: Depth,
        _alpha: i32,
        _beta: i32,
        _key: u64,
    ) {
    }
    /// The TT was probed: whether an entry was found, whether it answered the call, its bounds.
    fn probe(&mut self, _found: bool, _cutoff: bool, _lower: i32, _upper: i32) {}
    /// The current node was evaluated (a leaf, or a position at the horizon).
    fn leaf(&mut self, _value: i32, _leaf_index: Option<u64>) {}
    /// Children `first..first + count` of the current node are not searched (g reached the
    /// window's edge).
    fn cut(&mut self, _first: u32, _count: u32) {}
    /// NegaScout searches child `child` again with a wider window after its null-window
    /// search returned `v`.
    fn research(&mut self, _child: u32, _v: i32) {}
    /// The current node's children are searched in another order than the given one: move
    /// `first` first, `why` the reasons' bits (`search::ORDER_TT` the TT's best move first,
    /// `search::ORDER_HISTORY` sorted by the history heuristic), `moved` moves out of their
    /// given place.
    fn order(&mut self, _first: u32, _why: u32, _moved: u32) {}
    /// A TT store for the current node: `stored` says which bounds this store wrote; `lower`
    /// and `upper` are the entry as it stands after it (the other bound kept from an earlier
    /// store of the same depth).
    fn store(&mut self, _lower: i32, _upper: i32, _depth: Depth, _stored: Stored) {}
    /// The TT entry of the position `key` was replaced (a full set lost its shallowest entry)
    /// to make room for the store that follows.
    fn evict(&mut self, _key: u64) {}
    /// The current node returns `g`.
    fn leave(&mut self, _g: i32, _kind: BoundKind) {}
    /// A root search with the window (alpha, beta) begins.
    fn test_begin(&mut self, _alpha: i32, _beta: i32) {}
    /// A root search ended; the record carries its outcome, bounds and counts.
    fn test_end(&mut self, _record: &TestRecord) {}
}

/// The tracer that records nothing.
#[derive(Debug, Default, Clone, Copy)]
pub struct NoTrace;

impl Tracer for NoTrace {
    const ENABLED: bool = false;
}

/// The kinds of event in a recorded trace. The numbers cross the wasm boundary. A whole
/// word each, so that an [`Event`] is five `i32` words ([`event_words`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u32)]
pub enum EventKind {
    /// a = alpha, b = beta, c = depth
    Enter = 0,
    /// a = lower, b = upper, c = 1 if found + 2 if it answered the call (cutoff)
    Probe = 1,
    /// a = value
    Leaf = 2,
    /// a = first child skipped, b = how many
    Cut = 3,
    /// a = lower, b = upper (the entry after the store), c = depth + 65536 × what this store
    /// wrote (`Stored`: 1 lower, 2 upper, 3 both)
    Store = 4,
    /// a = g, b = BoundKind
    Return = 5,
    /// node = child searched again, a = v (NegaScout)
    Research = 6,
    /// node = test number, a = alpha, b = beta
    TestBegin = 7,
    /// node = test number, a = g, b = Outcome
    TestEnd = 8,
    /// node = the node whose TT entry was replaced to make room for the next Store
    Evict = 9,
    /// a = the move searched first, b = why (1 the TT's best move first, 2 the history
    /// heuristic's order, 3 both), c = how many moves are out of their given place
    Order = 10,
}

/// One event: its kind, the node it concerns (an id of the explored tree) and three numbers.
/// Laid out as the five words the engine API hands out (kind, node, a, b, c: `repr(C)`, no
/// padding), so that a run of events is read as words without a copy ([`event_words`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[repr(C)]
pub struct Event {
    pub kind: EventKind,
    pub node: u32,
    pub a: i32,
    pub b: i32,
    pub c: i32,
}

// five 4-byte words, nothing between them: what `event_words` relies on
const _: () = assert!(std::mem::size_of::<Event>() == 5 * std::mem::size_of::<i32>());
const _: () = assert!(std::mem::align_of::<Event>() == std::mem::align_of::<i32>());

/// Events as the engine API's flat words, 5 per event (kind, node, a, b, c), read in place:
/// the wasm `events()` copies them straight into a JS `Int32Array`, with no `Vec<i32>` built
/// first.
pub fn event_words(events: &[Event]) -> &[i32] {
    // SAFETY: `Event` is `repr(C)` with five 4-byte fields and no padding (asserted above):
    // `EventKind` is `repr(u32)`, `node` a u32 and a, b, c i32s. Every bit pattern of those
    // fields is a valid i32, the alignment is i32's and the length covers exactly the slice.
    unsafe { std::slice::from_raw_parts(events.as_ptr().cast::<i32>(), 5 * events.len()) }
}

/// A node of the explored tree; ids are stable across tests (a path names one node).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TreeNode {
    pub parent: Option<u32>,
    /// Which move of the parent leads here.
    pub child: u32,
    pub is_max: bool,
    pub depth_from_root: u32,
    /// The remaining search depth it was last entered with.
    pub search_depth: Depth,
    pub key: u64,
    /// The static value, once evaluated.
    pub value: Option<i32>,
    pub leaf_index: Option<u64>,
}

/// Limits that keep a trace from eating the page's memory.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub max_events: usize,
    pub max_nodes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_events: 5_000_000,
            max_nodes: 1_000_000,
        }
    }
}

const NONE: u32 = u32::MAX;

/// The most nodes [`Recorder::with_room`] reserves room for (about 4 MB with their child
/// slots): a larger trace grows its vectors as it goes.
pub const ROOM_NODES: usize = 1 << 16;

/// The most events [`Recorder::with_room`] reserves room for (5 MB).
pub const ROOM_EVENTS: usize = 1 << 18;

/// A Store event's `c` is `depth | stored << STORED_SHIFT` (depths stay far below 65536).
pub const STORED_SHIFT: u32 = 16;

/// The depth and the `Stored` of a Store event's `c`.
pub fn store_parts(c: i32) -> (Depth, Option<Stored>) {
    let stored = match c >> STORED_SHIFT {
        1 => Some(Stored::Lower),
        2 => Some(Stored::Upper),
        3 => Some(Stored::Both),
        _ => None,
    };
    ((c & 0xffff) as Depth, stored)
}

/// The tracer that records everything: the explored tree, the events and the test records.
#[derive(Debug, Default, Clone)]
pub struct Recorder {
    pub nodes: Vec<TreeNode>,
    pub events: Vec<Event>,
    pub tests: Vec<TestRecord>,
    /// True when a limit was reached: events after that were dropped.
    pub truncated: bool,
    limits: Limits,
    /// The explored children by (parent, move), as a block of slots per node: node `p`'s
    /// child `i` is `child_slots[at + i]` for `(at, len) = blocks[p]` and `i < len` (`NONE`
    /// when never entered). An array lookup, not a hash map: the map's probe and hashing were
    /// a third of a recorded run's time in the wasm (hashbrown probes 4 control bytes at a
    /// time there, not SSE2's 16).
    blocks: Vec<(u32, u32)>,
    child_slots: Vec<u32>,
    stack: Vec<u32>,
    test_start: u32,
    /// The node that last stored each position key (to name an evicted entry).
    stored_by: FxHashMap<u64, u32>,
    /// False for [`Recorder::off`]: nothing is recorded.
    on: bool,
    /// True while an event can still be recorded: false for [`Recorder::off`], and from
    /// the first event refused at the events' limit. The search asks this
    /// ([`Tracer::enabled`]) before each call, so a long search past the trace's end pays no
    /// tracer work per node, and the explored tree stays as the last event left it (a node's
    /// `search_depth` and `value` are those the recorded events show). Only the test records
    /// go on.
    live: bool,
}

impl Recorder {
    pub fn new(limits: Limits) -> Self {
        Recorder {
            limits,
            on: true,
            live: true,
            ..Default::default()
        }
    }

    /// A recorder with room reserved for a trace of about `nodes` nodes (and four events a
    /// node), within the limits and at most [`ROOM_NODES`] and [`ROOM_EVENTS`]: growing the
    /// vectors from empty copies them again and again in the wasm (natively a large realloc
    /// moves pages without copying), a tenth of a recorded run's time there. Room the run
    /// never writes stays untouched (pages not backed by memory on the usual systems).
    pub fn with_room(limits: Limits, nodes: usize) -> Self {
        let nodes = nodes.min(limits.max_nodes).min(ROOM_NODES);
        let events = nodes
            .saturating_mul(4)
            .min(limits.max_events)
            .min(ROOM_EVENTS);
        let mut recorder = Recorder::new(limits);
        recorder.nodes.reserve_exact(nodes);
        recorder.blocks.reserve_exact(nodes);
        recorder.child_slots.reserve_exact(nodes);
        recorder.events.reserve_exact(events);
        recorder
    }

    /// A recorder that records nothing: a run with it skips the trace as `NoTrace` does, at
    /// the cost of a check per event, through the same code as a recorded run (the page's
    /// `.wasm` solves a hand-built tree with the session's own searches).
    pub fn off() -> Self {
        Recorder::default()
    }

    /// The explored child `i` of `parent`, if it was ever entered.
    pub fn child(&self, parent: u32, i: u32) -> Option<u32> {
        let &(at, len) = self.blocks.get(parent as usize)?;
        (i < len)
            .then(|| self.child_slots[(at + i) as usize])
            .filter(|&id| id != NONE)
    }

    /// The slot of `parent`'s child `i`, its block grown to hold it. A block grows in place
    /// at the end of `child_slots`, elsewhere it moves there at twice its length (at least 4),
    /// so slots stay within a small factor of the nodes and a node of any branching finds
    /// each child in one step.
    fn child_slot(&mut self, parent: u32, i: u32) -> usize {
        let (at, len) = self.blocks[parent as usize];
        if i < len {
            return (at + i) as usize;
        }
        let end = self.child_slots.len() as u32;
        let at = if at + len == end {
            at // the last block: it grows where it is
        } else {
            let new_at = end;
            self.child_slots
                .extend_from_within(at as usize..(at + len) as usize);
            new_at
        };
        let len = (i + 1).max(2 * len).max(4);
        self.child_slots.resize((at + len) as usize, NONE);
        self.blocks[parent as usize] = (at, len);
        (at + i) as usize
    }

    fn current(&self) -> u32 {
        self.stack.last().copied().unwrap_or(NONE)
    }

    /// True when the events have reached their limit: the call asking is refused, the trace
    /// marked truncated and the recorder no longer live. Asked before a call changes the
    /// explored tree, so that no node changes without its event.
    fn full(&mut self) -> bool {
        let full = self.events.len() >= self.limits.max_events;
        if full {
            self.truncated = true;
            self.live = false;
        }
        full
    }

    fn push(&mut self, kind: EventKind, node: u32, a: i32, b: i32, c: i32) {
        if node == NONE && !matches!(kind, EventKind::TestBegin | EventKind::TestEnd) {
            return;
        }
        if self.full() {
            return;
        }
        self.events.push(Event {
            kind,
            node,
            a,
            b,
            c,
        });
    }

    fn node_for(&mut self, child: u32, is_max: bool, key: u64, depth: Depth) -> u32 {
        let parent = self.current();
        if child != NONE && parent == NONE {
            return NONE; // below a node dropped by the limits
        }
        if child == NONE && parent != NONE {
            return NONE; // only the root is entered without a move
        }
        // one look at the parent's block finds the node or the place for a new one (the
        // root, without a parent, is only drawn here once: `enter` finds it as node 0)
        let slot = (parent != NONE).then(|| self.child_slot(parent, child));
        if let Some(slot) = slot {
            let known = self.child_slots[slot];
            if known != NONE {
                self.nodes[known as usize].search_depth = depth;
                return known;
            }
        }
        if self.truncated || self.nodes.len() >= self.limits.max_nodes {
            // past a limit no new node is drawn: its events are dropped anyway
            self.truncated = true;
            return NONE;
        }
        let id = self.nodes.len() as u32;
        if let Some(slot) = slot {
            self.child_slots[slot] = id;
        }
        self.blocks.push((0, 0));
        let depth_from_root = if parent == NONE {
            0
        } else {
            self.nodes[parent as usize].depth_from_root + 1
        };
        self.nodes.push(TreeNode {
            parent: (parent != NONE).then_some(parent),
            child,
            is_max,
            depth_from_root,
            search_depth: depth,
            key,
            value: None,
            leaf_index: None,
        });
        id
    }
}

impl Tracer for Recorder {
    #[inline]
    fn enabled(&self) -> bool {
        self.live
    }

    fn enter(&mut self, child: u32, is_max: bool, depth: Depth, alpha: i32, beta: i32, key: u64) {
        if self.full() {
            return;
        }
        let id = if child == NONE && self.stack.is_empty() {
            // the root: always node 0
            match self.nodes.first_mut() {
                Some(root) => {
                    root.search_depth = depth;
                    0
                }
                None => self.node_for(NONE, is_max, key, depth),
            }
        } else {
            self.node_for(child, is_max, key, depth)
        };
        self.stack.push(id);
        self.push(EventKind::Enter, id, alpha, beta, depth as i32);
    }

    fn probe(&mut self, found: bool, cutoff: bool, lower: i32, upper: i32) {
        let flags = found as i32 + 2 * cutoff as i32;
        self.push(EventKind::Probe, self.current(), lower, upper, flags);
    }

    fn leaf(&mut self, value: i32, leaf_index: Option<u64>) {
        if self.full() {
            return;
        }
        let id = self.current();
        if id != NONE {
            let node = &mut self.nodes[id as usize];
            node.value = Some(value);
            node.leaf_index = leaf_index;
        }
        self.push(EventKind::Leaf, id, value, 0, 0);
    }

    fn cut(&mut self, first: u32, count: u32) {
        self.push(
            EventKind::Cut,
            self.current(),
            first as i32,
            count as i32,
            0,
        );
    }

    fn research(&mut self, child: u32, v: i32) {
        self.push(EventKind::Research, self.current(), v, child as i32, 0);
    }

    fn order(&mut self, first: u32, why: u32, moved: u32) {
        let (a, b, c) = (first as i32, why as i32, moved as i32);
        self.push(EventKind::Order, self.current(), a, b, c);
    }

    fn store(&mut self, lower: i32, upper: i32, depth: Depth, stored: Stored) {
        let id = self.current();
        if id != NONE {
            self.stored_by.insert(self.nodes[id as usize].key, id);
        }
        let c = depth as i32 | (stored as i32) << STORED_SHIFT;
        self.push(EventKind::Store, id, lower, upper, c);
    }

    fn evict(&mut self, key: u64) {
        if let Some(id) = self.stored_by.remove(&key) {
            self.push(EventKind::Evict, id, 0, 0, 0);
        }
    }

    fn leave(&mut self, g: i32, kind: BoundKind) {
        let id = self.current();
        self.push(EventKind::Return, id, g, kind as i32, 0);
        self.stack.pop();
    }

    // Called whether or not the recorder is live: a test past the trace's end is still
    // recorded, with no events.
    fn test_begin(&mut self, alpha: i32, beta: i32) {
        if !self.on {
            return;
        }
        self.test_start = self.events.len() as u32;
        self.push(
            EventKind::TestBegin,
            self.tests.len() as u32,
            alpha,
            beta,
            0,
        );
    }

    fn test_end(&mut self, record: &TestRecord) {
        if !self.on {
            return;
        }
        self.push(
            EventKind::TestEnd,
            self.tests.len() as u32,
            record.g,
            record.outcome as i32,
            0,
        );
        let mut record = record.clone();
        record.first_event = self.test_start;
        record.end_event = self.events.len() as u32;
        self.tests.push(record);
    }
}

/// Records only the leaf indices in the order they were evaluated (the CLI's
/// `evaluated_leaves`), for searches too large to record whole: the first
/// [`LeafOrder::CAP`] of them (8 bytes each, 80 MB), then only how many more there were, so
/// that a search at the largest work budget (10^10 visits) holds no more.
#[derive(Debug, Default, Clone)]
pub struct LeafOrder {
    pub leaves: Vec<u64>,
    /// Leaves evaluated past the cap, not in `leaves`.
    pub omitted: u64,
}

impl LeafOrder {
    /// The most leaf indices kept: one per visit at the CLI's default work budget.
    pub const CAP: usize = 10_000_000;
}

impl Tracer for LeafOrder {
    fn leaf(&mut self, _value: i32, leaf_index: Option<u64>) {
        if let Some(i) = leaf_index {
            if self.leaves.len() < Self::CAP {
                self.leaves.push(i);
            } else {
                self.omitted += 1;
            }
        }
    }
}
