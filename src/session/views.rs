//! What a session shows the worker (docs/engine-api.md): test records, counters, the
//! summary, the explored tree and the TT, as serde structs in the API's camelCase.

use super::config::Config;
use crate::game::Depth;
use crate::replay::ViewState;
use crate::trace::{bound_json, Counters, TestRecord};
use serde::Serialize;

/// Where a session stands (docs/engine-api.md `summary`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub algorithm: &'static str,
    pub settings: Config,
    pub done: bool,
    /// The minimax value, once done.
    pub value: Option<i32>,
    pub event_count: usize,
    pub node_count: usize,
    /// A limit (maxEvents, maxNodes) was reached: later events were not recorded. The
    /// value and the counters are still the search's own.
    pub truncated: bool,
    pub tests: Vec<TestRecord>,
    pub counters: Counters,
    /// The bounds on the root's value so far.
    #[serde(serialize_with = "bound_json")]
    pub lower: i32,
    #[serde(serialize_with = "bound_json")]
    pub upper: i32,
    /// The depth being searched (iterative deepening raises it).
    pub depth: Depth,
    /// The root move that leads to the value, once it is known (`null` before, and at a
    /// position without moves): its index and its label (Kalah: the pit sown).
    pub best_move: Option<u32>,
    pub best_move_label: Option<String>,
    /// The error that stopped the run (the work budget or the test limit), else `null`.
    pub error: Option<String>,
    /// The position searched, as a Kalah position text (`6,6,…,0;1`); `null` for trees.
    pub position: Option<String>,
    /// For a root search of seed 003's game, once done: the labels (pits) of the turn the
    /// seed plays after it — its turn line, extra turns included, which for MTD(f) is the
    /// last test's and may start elsewhere than `bestMove`; `null` otherwise.
    pub turn_line: Option<Vec<String>>,
}

/// The explored tree, one entry per node id (docs/engine-api.md `Tree`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TreeView {
    /// Nodes `0..explored` were entered by the run (their ids are the trace's); the rest
    /// are the part of the game tree below them that it never entered (pruned, or past the
    /// end of a run not finished), up to a cap, each after its parent.
    pub explored: usize,
    /// True when the leaves' values are part of the input (a tree given as text, a random
    /// tree): every leaf, explored or not, carries its value. Otherwise (Kalah) a value is
    /// there only where the run evaluated the position.
    pub values_given: bool,
    /// The parent's id, -1 for the root.
    pub parent: Vec<i32>,
    /// Which move of the parent leads here.
    pub child: Vec<i32>,
    pub is_max: Vec<u8>,
    /// The static value where the node was evaluated, or where `values_given` (`has_value`),
    /// else 0.
    pub value: Vec<i32>,
    pub has_value: Vec<u8>,
    /// Plies from the root.
    pub depth: Vec<u16>,
    /// The moves of the position, explored or not (0 for a position at the horizon below an
    /// explored node).
    pub move_count: Vec<i32>,
    pub move_label: Vec<String>,
    pub label: Vec<Option<String>>,
    /// The leaf index (CONVENTIONS.md §1) of an evaluated leaf.
    pub leaf_index: Vec<Option<u64>>,
}

/// A TT entry as stored now. Bounds are raw, as in the ViewState's TT: ±`INF` when
/// unbounded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TtEntry {
    /// The position key, in decimal (a u64 does not fit a JavaScript number).
    pub key: String,
    pub depth: Depth,
    pub lower: i32,
    pub upper: i32,
    pub best: Option<u32>,
}

/// A view's TT (`ViewState::tt`) as four columns, one row per entry, ordered by the node
/// that stored the entry (the TT panel's order; a node stores under one key, so no two
/// entries share a node). The wasm session sends them as `Int32Array`s (docs/engine-api.md
/// `ViewState`), so a seek costs a copy of four arrays, not an object per entry. Bounds are
/// raw: ±`INF` when unbounded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TtColumns {
    pub node: Vec<i32>,
    pub depth: Vec<i32>,
    pub lower: Vec<i32>,
    pub upper: Vec<i32>,
}

impl TtColumns {
    /// The columns of `view.tt`, in node order. Linear in the entries and the nodes (no
    /// sort): each entry is put at its node's place, then the places are read in order.
    pub fn of(view: &ViewState) -> Self {
        let n = view.tt.len();
        let mut out = TtColumns {
            node: Vec::with_capacity(n),
            depth: Vec::with_capacity(n),
            lower: Vec::with_capacity(n),
            upper: Vec::with_capacity(n),
        };
        let last = view.tt.values().map(|e| e.node as usize + 1).max();
        let mut by_node = vec![None; last.unwrap_or(0)];
        for e in view.tt.values() {
            debug_assert!(by_node[e.node as usize].is_none(), "a node stores one key");
            by_node[e.node as usize] = Some(e);
        }
        for e in by_node.into_iter().flatten() {
            out.node.push(e.node as i32);
            out.depth.push(e.depth);
            out.lower.push(e.lower);
            out.upper.push(e.upper);
        }
        out
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.node.len()
    }

    pub fn is_empty(&self) -> bool {
        self.node.is_empty()
    }
}

/// The answer of a run made without recording (docs/engine-api.md `solve`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Solution {
    pub algorithm: &'static str,
    pub value: i32,
    pub counters: Counters,
    pub tests: Vec<TestRecord>,
    pub best_move: Option<u32>,
}
