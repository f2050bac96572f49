//! Replay: folds a recorded trace's events 0..k into the view the visualiser draws (each
//! node's window, value and bound kind, flags, the TT, the counters). Seeking folds from
//! the nearest checkpoint, so stepping back costs what stepping forward does.

use crate::game::INF;
use crate::trace::{store_parts, BoundKind, Counters, Event, EventKind, Recorder};
use rustc_hash::FxHashMap;
use serde::Serialize;

/// Node flags in `NodeViews::flags`.
pub mod flags {
    /// Entered during the current test.
    pub const VISITED: u8 = 1;
    /// On the path from the root to the current node.
    pub const ON_PATH: u8 = 2;
    /// The node being searched now.
    pub const CURRENT: u8 = 4;
    /// Skipped by its parent's cut in the current test.
    pub const CUT: u8 = 8;
    /// Answered by the TT without searching, in the current test.
    pub const TT_ANSWERED: u8 = 16;
    /// Evaluated (a leaf or a horizon position) in the current test.
    pub const EVALUATED: u8 = 32;
    /// Its value was returned in the current test (not left over from an earlier one).
    pub const FRESH: u8 = 64;
}

/// What the view shows of the explored nodes, one column per field, indexed by node id: the
/// columns the wasm session hands the page as typed arrays, each copied whole (a seek copies
/// five arrays, with no loop over the nodes to gather them).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct NodeViews {
    /// The window each node was entered with (the last time).
    pub alpha: Vec<i32>,
    pub beta: Vec<i32>,
    /// The value it returned (the last time); 0 while `kind` is -1.
    pub g: Vec<i32>,
    /// What that value proves (`BoundKind` as a number), -1 before the node returns.
    pub kind: Vec<i8>,
    pub flags: Vec<u8>,
    /// The event that entered each node last (0 before it is entered): a cut skipped a
    /// child not entered since its node's visit began (`CutView::since`). Internal: not
    /// sent to the page.
    #[serde(skip)]
    pub entered: Vec<u32>,
}

impl NodeViews {
    /// The views of `n` nodes not yet entered, with room for `room`.
    fn with_room(n: usize, room: usize) -> Self {
        let mut v = NodeViews {
            alpha: Vec::with_capacity(room),
            beta: Vec::with_capacity(room),
            g: Vec::with_capacity(room),
            kind: Vec::with_capacity(room),
            flags: Vec::with_capacity(room),
            entered: Vec::with_capacity(room),
        };
        v.resize(n);
        v
    }

    pub fn len(&self) -> usize {
        self.alpha.len()
    }

    pub fn is_empty(&self) -> bool {
        self.alpha.is_empty()
    }

    /// The value node `n` returned last, if it has returned.
    pub fn g(&self, n: usize) -> Option<i32> {
        (self.kind[n] >= 0).then_some(self.g[n])
    }

    /// What node `n`'s value proves, if it has returned.
    pub fn kind(&self, n: usize) -> Option<BoundKind> {
        match self.kind[n] {
            0 => Some(BoundKind::Exact),
            1 => Some(BoundKind::Lower),
            2 => Some(BoundKind::Upper),
            _ => None,
        }
    }

    /// `n` nodes: new ones not yet entered (the window (-inf, +inf), no value, no flags).
    fn resize(&mut self, n: usize) {
        self.alpha.resize(n, -INF);
        self.beta.resize(n, INF);
        self.g.resize(n, 0);
        self.kind.resize(n, -1);
        self.flags.resize(n, 0);
        self.entered.resize(n, 0);
    }

    /// Makes this a copy of `other` in the memory it holds (growing it to room for `room`
    /// nodes once), rather than in fresh memory: a far seek copies a checkpoint into the
    /// last seek's columns.
    fn copy_from(&mut self, other: &NodeViews, room: usize) {
        fn column<T: Copy>(out: &mut Vec<T>, v: &[T], room: usize) {
            out.clear();
            out.reserve(room.max(v.len()));
            out.extend_from_slice(v);
        }
        column(&mut self.alpha, &other.alpha, room);
        column(&mut self.beta, &other.beta, room);
        column(&mut self.g, &other.g, room);
        column(&mut self.kind, &other.kind, room);
        column(&mut self.flags, &other.flags, room);
        column(&mut self.entered, &other.entered, room);
    }
}

/// A TT entry as the view shows it, keyed by position key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TtView {
    pub lower: i32,
    pub upper: i32,
    pub depth: i32,
    /// The node whose store wrote it last.
    pub node: u32,
}

/// `node` cut in the current test, skipping `count` of its `first + count` moves: those its
/// visit (entered at event `since`) had not entered, `first..first + count` only when it
/// searched them in the order 0..n (`ViewState::mark_cut_children`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CutView {
    pub node: u32,
    pub first: u32,
    pub count: u32,
    /// Internal, as `NodeViews::entered`: the page reads the flags `mark_cut_children` sets.
    #[serde(skip)]
    pub since: u32,
}

/// The state after the first `event` events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ViewState {
    pub event: usize,
    pub nodes: NodeViews,
    pub path: Vec<u32>,
    /// The TT's entries by position key (unordered: `TtColumns` orders them by node).
    pub tt: FxHashMap<u64, TtView>,
    pub cuts: Vec<CutView>,
    pub counters: Counters,
    /// The test in progress or last ended (0-based), and how many have ended.
    pub test: Option<u32>,
    pub tests_done: u32,
    /// The root's last returned value.
    pub root_g: Option<i32>,
}

impl ViewState {
    pub fn new(nodes: usize) -> Self {
        ViewState {
            event: 0,
            nodes: NodeViews::with_room(nodes, nodes),
            path: Vec::new(),
            tt: FxHashMap::default(),
            cuts: Vec::new(),
            counters: Counters::default(),
            test: None,
            tests_done: 0,
            root_g: None,
        }
    }

    /// Makes this a copy of `other` with room for `nodes` node views, in the memory this
    /// one holds: seeking resizes a checkpoint's copy to every node recorded, so it grows
    /// once, and a far seek reuses the last seek's memory instead of fresh memory.
    fn copy_from(&mut self, other: &ViewState, nodes: usize) {
        self.nodes.copy_from(&other.nodes, nodes);
        self.path.clone_from(&other.path);
        self.tt.clone_from(&other.tt);
        self.cuts.clone_from(&other.cuts);
        self.event = other.event;
        self.counters = other.counters;
        self.test = other.test;
        self.tests_done = other.tests_done;
        self.root_g = other.root_g;
    }

    /// Applies one event. The path's two flags, `ON_PATH` and `CURRENT`, are left to
    /// [`ViewState::mark_path`], which a seek calls once at its end, rather than kept at every
    /// Enter and Return: they follow from `path`.
    pub fn apply(&mut self, e: &Event, keys: &[u64]) {
        let n = e.node as usize;
        match e.kind {
            EventKind::TestBegin => {
                self.nodes.flags.fill(0);
                self.cuts.clear();
                self.path.clear();
                self.test = Some(e.node);
            }
            EventKind::TestEnd => {
                self.tests_done = e.node + 1;
                self.path.clear();
            }
            EventKind::Enter => {
                self.counters.nodes += 1;
                self.nodes.alpha[n] = e.a;
                self.nodes.beta[n] = e.b;
                let f = &mut self.nodes.flags[n];
                *f = (*f & !(flags::FRESH | flags::CUT | flags::TT_ANSWERED | flags::EVALUATED))
                    | flags::VISITED;
                self.nodes.entered[n] = self.event as u32;
                self.path.push(e.node);
            }
            EventKind::Probe => {
                if e.c & 1 != 0 {
                    self.counters.tt_hits += 1;
                }
                if e.c & 2 != 0 {
                    self.counters.tt_cutoffs += 1;
                    self.nodes.flags[n] |= flags::TT_ANSWERED;
                }
            }
            EventKind::Leaf => {
                self.counters.leaf_evals += 1;
                self.nodes.flags[n] |= flags::EVALUATED;
            }
            EventKind::Cut => {
                self.cuts.push(CutView {
                    node: e.node,
                    first: e.a as u32,
                    count: e.b as u32,
                    since: self.nodes.entered[n],
                });
            }
            EventKind::Store => {
                self.counters.tt_stores += 1;
                let (depth, _) = store_parts(e.c);
                self.tt.insert(
                    keys[n],
                    TtView {
                        lower: e.a,
                        upper: e.b,
                        depth: depth as i32,
                        node: e.node,
                    },
                );
            }
            EventKind::Return => {
                self.nodes.g[n] = e.a;
                // the BoundKind's number (1 lower, 2 upper, else exact)
                self.nodes.kind[n] = if matches!(e.b, 1 | 2) { e.b as i8 } else { 0 };
                self.nodes.flags[n] |= flags::FRESH;
                self.path.pop();
                if self.path.is_empty() {
                    self.root_g = Some(e.a);
                }
            }
            EventKind::Evict => {
                self.tt.remove(&keys[n]);
            }
            EventKind::Research | EventKind::Order => {}
        }
        self.event += 1;
    }

    /// Sets (`on`) or clears the flags that follow from the path: `ON_PATH` on every node
    /// of it, `CURRENT` on its last.
    pub fn mark_path(&mut self, on: bool) {
        let f = &mut self.nodes.flags;
        for &n in &self.path {
            if on {
                f[n as usize] |= flags::ON_PATH;
            } else {
                f[n as usize] &= !(flags::ON_PATH | flags::CURRENT);
            }
        }
        if let (true, Some(&top)) = (on, self.path.last()) {
            f[top as usize] |= flags::CURRENT;
        }
    }

    /// Marks the explored children that the current test's cuts skipped. A Cut's
    /// `first..first + count` are search positions, not moves: with the TT's move first or
    /// the history heuristic the node's moves were searched in another order. The moves a
    /// cut skipped are those its visit did not enter; a child entered after the cut (a
    /// visit NegaScout searched again) is searched, not cut. So: of the node's
    /// `first + count` moves, the children not entered in this test (not `VISITED`) or
    /// last entered before the cut's visit began.
    pub fn mark_cut_children(&mut self, children: &dyn Fn(u32, u32) -> Option<u32>) {
        for c in &self.cuts {
            for i in 0..c.first + c.count {
                if let Some(id) = children(c.node, i) {
                    let id = id as usize;
                    let f = &mut self.nodes.flags[id];
                    if *f & flags::VISITED == 0 || self.nodes.entered[id] < c.since {
                        *f |= flags::CUT;
                    }
                }
            }
        }
    }
}

/// Checkpoints over a recorded trace, for seeking: `checkpoints[i]` is the state after
/// `i * interval` events. It follows the trace as it grows (`update`); when the checkpoints
/// outgrow their memory budget the interval doubles and every other one goes.
pub struct Replay {
    keys: Vec<u64>,
    interval: usize,
    checkpoints: Vec<ViewState>,
    bytes: usize,
    /// The state after every event folded so far.
    front: ViewState,
}

/// Checkpoints may take about this many bytes in all.
const CHECKPOINT_BUDGET: usize = 64 << 20;
const FIRST_INTERVAL: usize = 1024;

impl Default for Replay {
    fn default() -> Self {
        Replay::new()
    }
}

impl Replay {
    /// No events folded yet.
    pub fn new() -> Self {
        Replay {
            keys: Vec::new(),
            interval: FIRST_INTERVAL,
            checkpoints: vec![ViewState::new(0)],
            bytes: 0,
            front: ViewState::new(0),
        }
    }

    /// A replay of everything `recorder` holds.
    ///
    /// ```
    /// use mtdlab::games::tree::Tree;
    /// use mtdlab::replay::Replay;
    /// use mtdlab::search::{Algorithm, Options, Run};
    /// use mtdlab::trace::{Limits, Recorder};
    /// // alpha-beta on AIMA's tree, its trace recorded
    /// let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    /// let recorder = Recorder::new(Limits::default());
    /// let run = Run::new(&tree, Algorithm::AlphaBeta, Options::default(), recorder).unwrap();
    /// let (_, recorder) = run.finish().unwrap();
    /// let replay = Replay::of(&recorder);
    /// // before the first event nothing has returned
    /// let start = replay.seek(&recorder, 0);
    /// assert_eq!((start.root_g, start.counters.leaf_evals), (None, 0));
    /// // after the last the root (node 0) holds 3, seven leaves evaluated
    /// let end = replay.seek(&recorder, recorder.events.len());
    /// assert_eq!((end.root_g, end.nodes.g(0)), (Some(3), Some(3)));
    /// assert_eq!(end.counters.leaf_evals, 7);
    /// ```
    pub fn of(recorder: &Recorder) -> Self {
        let mut replay = Replay::new();
        replay.update(recorder);
        replay
    }

    /// The events between checkpoints now.
    pub fn interval(&self) -> usize {
        self.interval
    }

    /// Folds the events recorded since the last call.
    pub fn update(&mut self, recorder: &Recorder) {
        self.keys
            .extend(recorder.nodes[self.keys.len()..].iter().map(|n| n.key));
        for e in &recorder.events[self.front.event..] {
            fold(&mut self.front, e, &self.keys);
            if self.front.event.is_multiple_of(self.interval) {
                self.bytes += state_bytes(&self.front);
                self.checkpoints.push(self.front.clone());
                while self.bytes > CHECKPOINT_BUDGET && self.checkpoints.len() > 2 {
                    self.interval *= 2;
                    let kept: Vec<ViewState> = std::mem::take(&mut self.checkpoints)
                        .into_iter()
                        .step_by(2)
                        .collect();
                    self.checkpoints = kept;
                    self.bytes = self.checkpoints.iter().map(state_bytes).sum();
                }
            }
        }
    }

    /// The state after the first `k` events of `recorder` (clamped to the events folded by
    /// `update`), with a view for every node recorded.
    pub fn seek(&self, recorder: &Recorder, k: usize) -> ViewState {
        self.seek_from(recorder, None, k)
    }

    /// `seek`, folding from `near` (an earlier result of this replay) when it lies between
    /// the nearest checkpoint and `k`: stepping forward then folds one event, not up to a
    /// checkpoint interval of them.
    /// Otherwise the checkpoint is copied into `near`'s memory.
    pub fn seek_from(&self, recorder: &Recorder, near: Option<ViewState>, k: usize) -> ViewState {
        let k = k.min(self.front.event);
        let c = (k / self.interval).min(self.checkpoints.len() - 1);
        let checkpoint = &self.checkpoints[c];
        let n = recorder.nodes.len();
        let mut state = match near {
            // cut marks in `near` are a subset of those at k unless a test began in between,
            // and a test's beginning clears every flag
            Some(mut s) if s.event <= k && s.event >= checkpoint.event => {
                s.mark_path(false);
                s
            }
            Some(mut s) => {
                s.copy_from(checkpoint, n);
                s
            }
            None => {
                let mut s = ViewState::new(0);
                s.copy_from(checkpoint, n);
                s
            }
        };
        // every node recorded has its view from the start (those not entered by k keep the
        // one of a node not yet entered), so the events fold without growing the columns
        state.nodes.resize(n);
        for e in &recorder.events[state.event..k] {
            state.apply(e, &self.keys);
        }
        state.mark_path(true);
        let children = |parent: u32, i: u32| recorder.child(parent, i);
        state.mark_cut_children(&children);
        state
    }
}

/// `ViewState::apply`, growing the node views as nodes are first entered (node ids are
/// handed out in the order nodes are first entered).
fn fold(state: &mut ViewState, e: &Event, keys: &[u64]) {
    if e.kind == EventKind::Enter && e.node as usize >= state.nodes.len() {
        state.nodes.resize(e.node as usize + 1);
    }
    state.apply(e, keys);
}

/// About what a checkpoint takes in memory.
fn state_bytes(s: &ViewState) -> usize {
    let per_entry = std::mem::size_of::<(u64, TtView)>() + 16;
    s.nodes.len() * (4 * std::mem::size_of::<i32>() + 2)
        + s.tt.len() * per_entry
        + (s.path.len() + 3 * s.cuts.len()) * 4
        + 256
}
