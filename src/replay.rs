//! Replay: folds a recorded trace's events 0..k into the view the visualiser draws (each
//! node's window, value and bound kind, flags, the TT, the counters). Seeking folds from
//! the nearest checkpoint, so stepping back costs what stepping forward does.

use crate::game::INF;
use crate::trace::{BoundKind, Counters, Event, EventKind, Recorder};
use serde::Serialize;
use std::collections::BTreeMap;

/// Node flags in `NodeView::flags`.
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

/// What the view shows of one node of the explored tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NodeView {
    /// The window it was entered with (the last time).
    pub alpha: i32,
    pub beta: i32,
    /// The value it returned (the last time), and what that value proves.
    pub g: Option<i32>,
    pub kind: Option<BoundKind>,
    pub flags: u8,
}

impl Default for NodeView {
    fn default() -> Self {
        NodeView {
            alpha: -INF,
            beta: INF,
            g: None,
            kind: None,
            flags: 0,
        }
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

/// Children `first..first + count` of `node` were cut in the current test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CutView {
    pub node: u32,
    pub first: u32,
    pub count: u32,
}

/// The state after the first `event` events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ViewState {
    pub event: usize,
    pub nodes: Vec<NodeView>,
    pub path: Vec<u32>,
    pub tt: BTreeMap<u64, TtView>,
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
            nodes: vec![NodeView::default(); nodes],
            path: Vec::new(),
            tt: BTreeMap::new(),
            cuts: Vec::new(),
            counters: Counters::default(),
            test: None,
            tests_done: 0,
            root_g: None,
        }
    }

    /// Applies one event.
    pub fn apply(&mut self, e: &Event, keys: &[u64]) {
        let n = e.node as usize;
        match e.kind {
            EventKind::TestBegin => {
                for v in &mut self.nodes {
                    v.flags = 0;
                }
                self.cuts.clear();
                self.path.clear();
                self.test = Some(e.node);
            }
            EventKind::TestEnd => {
                self.tests_done = e.node + 1;
                self.path.clear();
            }
            EventKind::Enter => {
                if let Some(&top) = self.path.last() {
                    self.nodes[top as usize].flags &= !flags::CURRENT;
                }
                self.counters.nodes += 1;
                let v = &mut self.nodes[n];
                v.alpha = e.a;
                v.beta = e.b;
                v.flags = (v.flags
                    & !(flags::FRESH | flags::CUT | flags::TT_ANSWERED | flags::EVALUATED))
                    | flags::VISITED
                    | flags::ON_PATH
                    | flags::CURRENT;
                self.path.push(e.node);
            }
            EventKind::Probe => {
                if e.c & 1 != 0 {
                    self.counters.tt_hits += 1;
                }
                if e.c & 2 != 0 {
                    self.counters.tt_cutoffs += 1;
                    self.nodes[n].flags |= flags::TT_ANSWERED;
                }
            }
            EventKind::Leaf => {
                self.counters.leaf_evals += 1;
                self.nodes[n].flags |= flags::EVALUATED;
            }
            EventKind::Cut => {
                self.cuts.push(CutView {
                    node: e.node,
                    first: e.a as u32,
                    count: e.b as u32,
                });
            }
            EventKind::Store => {
                self.counters.tt_stores += 1;
                self.tt.insert(
                    keys[n],
                    TtView {
                        lower: e.a,
                        upper: e.b,
                        depth: e.c,
                        node: e.node,
                    },
                );
            }
            EventKind::Return => {
                let v = &mut self.nodes[n];
                v.g = Some(e.a);
                v.kind = Some(match e.b {
                    1 => BoundKind::Lower,
                    2 => BoundKind::Upper,
                    _ => BoundKind::Exact,
                });
                v.flags = (v.flags & !(flags::ON_PATH | flags::CURRENT)) | flags::FRESH;
                self.path.pop();
                if let Some(&top) = self.path.last() {
                    self.nodes[top as usize].flags |= flags::CURRENT;
                } else {
                    self.root_g = Some(e.a);
                }
            }
            EventKind::Research => {}
        }
        self.event += 1;
    }

    /// Marks the explored children that the current test's cuts skipped.
    pub fn mark_cut_children(&mut self, children: &dyn Fn(u32, u32) -> Option<u32>) {
        for c in self.cuts.clone() {
            for i in c.first..c.first + c.count {
                if let Some(id) = children(c.node, i) {
                    self.nodes[id as usize].flags |= flags::CUT;
                }
            }
        }
    }
}

/// A recorded trace with checkpoints for seeking.
pub struct Replay<'r> {
    recorder: &'r Recorder,
    keys: Vec<u64>,
    interval: usize,
    checkpoints: Vec<ViewState>,
}

/// Checkpoints may take about this many bytes in all.
const CHECKPOINT_BUDGET: usize = 64 << 20;

impl<'r> Replay<'r> {
    pub fn new(recorder: &'r Recorder) -> Self {
        let keys: Vec<u64> = recorder.nodes.iter().map(|n| n.key).collect();
        let per_state = recorder.nodes.len() * std::mem::size_of::<NodeView>() + 256;
        let events = recorder.events.len().max(1);
        let max_checkpoints = (CHECKPOINT_BUDGET / per_state).max(2);
        let interval = (events / max_checkpoints + 1).max(1024);
        let mut checkpoints = vec![ViewState::new(recorder.nodes.len())];
        let mut state = checkpoints[0].clone();
        for (i, e) in recorder.events.iter().enumerate() {
            state.apply(e, &keys);
            if (i + 1) % interval == 0 {
                checkpoints.push(state.clone());
            }
        }
        Replay {
            recorder,
            keys,
            interval,
            checkpoints,
        }
    }

    pub fn len(&self) -> usize {
        self.recorder.events.len()
    }

    pub fn is_empty(&self) -> bool {
        self.recorder.events.is_empty()
    }

    /// The state after the first `k` events (k is clamped to the trace's length).
    pub fn seek(&self, k: usize) -> ViewState {
        let k = k.min(self.len());
        let c = (k / self.interval).min(self.checkpoints.len() - 1);
        let mut state = self.checkpoints[c].clone();
        for e in &self.recorder.events[state.event..k] {
            state.apply(e, &self.keys);
        }
        let children = |parent: u32, i: u32| self.recorder.child(parent, i);
        state.mark_cut_children(&children);
        state
    }
}
