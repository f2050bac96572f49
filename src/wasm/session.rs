//! The page's wasm classes and functions (feature `session`): [`Session`] over
//! `crate::session::Session`, [`solve`], the Kalah board and move ordering.

use super::json::json_of;
use super::{js_error, set, to_js};
use crate::replay::ViewState;
use crate::session::{self, Config, TreeView, TtColumns};
use crate::trace::{is_infinite, Outcome, TestRecord};
use js_sys::{Array, Float64Array, Int32Array, Int8Array, Object, Uint16Array, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Reads a config (a plain JS object) with every error naming its field.
fn config_from(config: JsValue) -> Result<Config, JsError> {
    let json = json_of(&config).map_err(|e| JsError::new(&format!("config: {e}")))?;
    Config::from_json(&json).map_err(js_error)
}

// Test records in bulk: an MTD run makes hundreds of tests (MTD(f) on a random tree with
// values in ±1000: 346; iterative deepening: 736), and serde-wasm-bindgen sets their 14
// fields one call across the boundary at a time (a fifth of a wasm `solve`). The numbers
// cross at once instead, as a view of wasm memory, and this builds the same objects
// (`TestRecord` as `to_js` gives it: fields in that order, infinite bounds `null`).
#[wasm_bindgen(inline_js = r#"
const OUTCOMES = ['high', 'low', 'exact'];
const bound = (v) => (Number.isNaN(v) ? null : v);
export function testRecords(c) {
  const out = new Array(c.length / 14);
  for (let i = 0, j = 0; j < c.length; i++, j += 14) {
    out[i] = {
      alpha: bound(c[j]),
      beta: bound(c[j + 1]),
      g: c[j + 2],
      outcome: OUTCOMES[c[j + 3]],
      lower: bound(c[j + 4]),
      upper: bound(c[j + 5]),
      leafEvals: c[j + 6],
      nodes: c[j + 7],
      ttHits: c[j + 8],
      ttCutoffs: c[j + 9],
      depth: c[j + 10],
      nullWindow: c[j + 11] === 1,
      firstEvent: c[j + 12],
      endEvent: c[j + 13],
    };
  }
  return out;
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = testRecords)]
    fn test_records_from(columns: &[f64]) -> JsValue;
}

/// `records` as `to_js` gives them, built in JS from one array of numbers (14 per record:
/// infinite bounds NaN, the outcome its index in `OUTCOMES`, booleans 0 or 1).
fn test_records(records: &[TestRecord]) -> JsValue {
    let bound = |v: i32| if is_infinite(v) { f64::NAN } else { v as f64 };
    let mut columns = Vec::with_capacity(14 * records.len());
    for r in records {
        let outcome = match r.outcome {
            Outcome::High => 0.0,
            Outcome::Low => 1.0,
            Outcome::Exact => 2.0,
        };
        columns.extend_from_slice(&[
            bound(r.alpha),
            bound(r.beta),
            r.g as f64,
            outcome,
            bound(r.lower),
            bound(r.upper),
            r.leaf_evals as f64,
            r.nodes as f64,
            r.tt_hits as f64,
            r.tt_cutoffs as f64,
            r.depth as f64,
            if r.null_window { 1.0 } else { 0.0 },
            r.first_event as f64,
            r.end_event as f64,
        ]);
    }
    test_records_from(&columns)
}

/// `to_js` of a value holding test records: everything else through serde, the records
/// (taken out, serialised as `[]` in their place, keeping the field order) in bulk.
fn with_tests_to_js<T: Serialize>(
    mut value: T,
    tests: impl Fn(&mut T) -> &mut Vec<TestRecord>,
) -> Result<JsValue, JsError> {
    let records = std::mem::take(tests(&mut value));
    let obj = to_js(&value)?;
    set(obj.unchecked_ref(), "tests", &test_records(&records));
    Ok(obj)
}

/// Runs the configured search to the end without recording: `{ algorithm, value, counters,
/// tests }` (for large trees and benchmarks).
#[wasm_bindgen]
pub fn solve(config: JsValue) -> Result<JsValue, JsError> {
    let config = config_from(config)?;
    let solution = session::solve(&config).map_err(js_error)?;
    with_tests_to_js(solution, |s| &mut s.tests)
}

/// The board of Kalah(`pits`, `seeds`) at `position` (text; the opening when null or left
/// out): `{ pits, seeds, places, firstToMove, over, moves, stores, position, value,
/// lastMove }` (docs/engine-api.md).
#[wasm_bindgen(js_name = kalahBoard)]
pub fn kalah_board(pits: u32, seeds: u32, position: Option<String>) -> Result<JsValue, JsError> {
    to_js(&session::kalah_board(pits, seeds, position.as_deref()).map_err(js_error)?)
}

/// The board after the player to move at `position` sows `pit` (an error says why a move
/// cannot be made).
#[wasm_bindgen(js_name = kalahPlay)]
pub fn kalah_play(
    pits: u32,
    seeds: u32,
    position: Option<String>,
    pit: u32,
) -> Result<JsValue, JsError> {
    to_js(&session::kalah_play(pits, seeds, position.as_deref(), pit).map_err(js_error)?)
}

/// Move ordering of a tree text: `[{ path, order }]`, each node whose children move
/// (`order`: `best` or `worst`; src/games/tree.rs `Tree::orders`).
#[wasm_bindgen(js_name = treeOrder)]
pub fn tree_order(text: String, order: String) -> Result<JsValue, JsError> {
    to_js(&session::tree_order(&text, &order).map_err(js_error)?)
}

/// One search session: a game, an algorithm run recording its trace, and views of it.
#[wasm_bindgen]
pub struct Session {
    inner: session::Session,
}

#[wasm_bindgen]
impl Session {
    /// Validates the config (docs/engine-api.md); a bad field throws an `Error` naming it.
    #[wasm_bindgen(constructor)]
    pub fn new(config: JsValue) -> Result<Session, JsError> {
        let config = config_from(config)?;
        Ok(Session {
            inner: session::Session::new(config).map_err(js_error)?,
        })
    }

    /// The next root search's record, or `null` once the run is done.
    #[wasm_bindgen(js_name = nextTest)]
    pub fn next_test(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.inner.next_test().map_err(js_error)?)
    }

    /// Makes up to `maxTests` root searches; true once the run is done.
    #[wasm_bindgen(js_name = runSome)]
    pub fn run_some(&mut self, max_tests: u32) -> Result<bool, JsError> {
        self.inner.run_some(max_tests as usize).map_err(js_error)
    }

    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.inner.is_done()
    }

    #[wasm_bindgen(getter, js_name = testCount)]
    pub fn test_count(&self) -> u32 {
        self.inner.tests().len() as u32
    }

    #[wasm_bindgen(getter, js_name = eventCount)]
    pub fn event_count(&self) -> u32 {
        self.inner.event_count() as u32
    }

    /// `{ algorithm, settings, done, value, eventCount, nodeCount, truncated, tests,
    /// counters, lower, upper, depth }`.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        with_tests_to_js(self.inner.summary(), |s| &mut s.tests)
    }

    /// Events `from..to` (clamped), 5 ints each: kind, node, a, b, c.
    pub fn events(&self, from: u32, to: u32) -> Int32Array {
        Int32Array::from(self.inner.event_words(from as usize, to as usize))
    }

    /// The view after the first `k` events (clamped).
    pub fn seek(&self, k: u32) -> Result<JsValue, JsError> {
        self.inner.seek_with(k as usize, view_to_js)
    }

    /// The explored tree, one entry per node id.
    pub fn tree(&self) -> Result<JsValue, JsError> {
        tree_to_js(&self.inner.tree())
    }

    /// The solution trees proving the root's bounds after the first `k` events: `{ event,
    /// lower, upper }`, each `{ bound, nodes, edges, via }` (src/search/solution.rs).
    pub fn proofs(&self, k: u32) -> Result<JsValue, JsError> {
        to_js(&self.inner.proofs(k as usize))
    }

    /// The critical tree of the whole game tree on the tree's nodes: `{ value, lower, upper,
    /// nodes, edges, missing, visits }`.
    pub fn critical(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.critical().map_err(js_error)?)
    }

    /// The TT's entries now: `[{ key, depth, lower, upper, best }]`.
    pub fn tt(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.tt())
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CutJs {
    node: u32,
    first: u32,
    count: u32,
}

fn view_to_js(v: &ViewState) -> Result<JsValue, JsError> {
    let n = v.nodes.len();
    let (mut alpha, mut beta, mut g) = (
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
    );
    let (mut kind, mut flags) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for node in &v.nodes {
        alpha.push(node.alpha);
        beta.push(node.beta);
        g.push(node.g.unwrap_or(0));
        kind.push(node.kind.map_or(-1, |k| k as i8));
        flags.push(node.flags);
    }
    let nodes = Object::new();
    set(&nodes, "alpha", &Int32Array::from(&alpha[..]));
    set(&nodes, "beta", &Int32Array::from(&beta[..]));
    set(&nodes, "g", &Int32Array::from(&g[..]));
    set(&nodes, "kind", &Int8Array::from(&kind[..]));
    set(&nodes, "flags", &Uint8Array::from(&flags[..]));

    // the TT as columns (no object per entry: a TT may hold thousands)
    let columns = TtColumns::of(v);
    let tt = Object::new();
    set(&tt, "node", &Int32Array::from(&columns.node[..]));
    set(&tt, "depth", &Int32Array::from(&columns.depth[..]));
    set(&tt, "lower", &Int32Array::from(&columns.lower[..]));
    set(&tt, "upper", &Int32Array::from(&columns.upper[..]));
    let cuts: Vec<CutJs> = v
        .cuts
        .iter()
        .map(|c| CutJs {
            node: c.node,
            first: c.first,
            count: c.count,
        })
        .collect();
    let obj = Object::new();
    set(&obj, "event", &JsValue::from_f64(v.event as f64));
    set(&obj, "nodes", &nodes);
    set(&obj, "path", &to_js(&v.path)?);
    set(&obj, "tt", &tt);
    set(&obj, "cuts", &to_js(&cuts)?);
    set(&obj, "counters", &to_js(&v.counters)?);
    set(&obj, "test", &to_js(&v.test)?);
    set(&obj, "testsDone", &JsValue::from_f64(v.tests_done as f64));
    set(&obj, "rootG", &to_js(&v.root_g)?);
    Ok(obj.into())
}

fn tree_to_js(t: &TreeView) -> Result<JsValue, JsError> {
    let obj = Object::new();
    set(&obj, "explored", &JsValue::from_f64(t.explored as f64));
    set(&obj, "valuesGiven", &JsValue::from_bool(t.values_given));
    set(&obj, "parent", &Int32Array::from(&t.parent[..]));
    set(&obj, "child", &Int32Array::from(&t.child[..]));
    set(&obj, "isMax", &Uint8Array::from(&t.is_max[..]));
    set(&obj, "value", &Int32Array::from(&t.value[..]));
    set(&obj, "hasValue", &Uint8Array::from(&t.has_value[..]));
    set(&obj, "depth", &Uint16Array::from(&t.depth[..]));
    set(&obj, "moveCount", &Int32Array::from(&t.move_count[..]));
    let leaf: Vec<f64> = t
        .leaf_index
        .iter()
        .map(|i| i.map_or(-1.0, |i| i as f64))
        .collect();
    set(&obj, "leafIndex", &Float64Array::from(&leaf[..]));
    let labels: Array = t.move_label.iter().map(|s| JsValue::from_str(s)).collect();
    set(&obj, "moveLabel", &labels);
    set(&obj, "label", &to_js(&t.label)?);
    Ok(obj.into())
}
