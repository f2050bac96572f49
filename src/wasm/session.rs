//! The page's wasm classes and functions (feature `session`): [`Session`] over
//! `crate::session::Session`, [`solve`], the Kalah board and move ordering.

use super::json::json_of;
use super::{js, js_error, set};
use crate::replay::ViewState;
use crate::session::{self, Config, TreeView, TtColumns};
use js_sys::{Array, Float64Array, Int32Array, Int8Array, Object, Uint16Array, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Reads a config (a plain JS object) with every error naming its field.
fn config_from(config: JsValue) -> Result<Config, JsError> {
    let json = json_of(&config).map_err(|e| JsError::new(&format!("config: {e}")))?;
    Config::read(&json).map_err(js_error)
}

/// Runs the configured search to the end without recording: `{ algorithm, value, counters,
/// tests }` (for large trees and benchmarks).
#[wasm_bindgen]
pub fn solve(config: JsValue) -> Result<JsValue, JsError> {
    let config = config_from(config)?;
    Ok(js::solution(&session::solve(&config).map_err(js_error)?))
}

/// The board of Kalah(`pits`, `seeds`) at `position` (text; the opening when null or left
/// out): `{ pits, seeds, places, firstToMove, over, moves, stores, position, value,
/// lastMove }` (docs/engine-api.md).
#[wasm_bindgen(js_name = kalahBoard)]
pub fn kalah_board(pits: u32, seeds: u32, position: Option<String>) -> Result<JsValue, JsError> {
    Ok(js::board(
        &session::kalah_board(pits, seeds, position.as_deref()).map_err(js_error)?,
    ))
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
    Ok(js::board(
        &session::kalah_play(pits, seeds, position.as_deref(), pit).map_err(js_error)?,
    ))
}

/// Move ordering of a tree text: `[{ path, order }]`, each node whose children move
/// (`order`: `best` or `worst`; src/games/tree.rs `Tree::orders`).
#[wasm_bindgen(js_name = treeOrder)]
pub fn tree_order(text: String, order: String) -> Result<JsValue, JsError> {
    Ok(js::node_orders(
        &session::tree_order(&text, &order).map_err(js_error)?,
    ))
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
        Ok(js::test_record(
            self.inner.next_test().map_err(js_error)?.as_ref(),
        ))
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
    pub fn summary(&self) -> JsValue {
        js::summary(&self.inner.summary())
    }

    /// Events `from..to` (clamped), 5 ints each: kind, node, a, b, c.
    pub fn events(&self, from: u32, to: u32) -> Int32Array {
        Int32Array::from(self.inner.event_words(from as usize, to as usize))
    }

    /// The view after the first `k` events (clamped). `reuse`, when given, is an earlier
    /// view's `nodes`, handed back by the page: each of its columns that has the length of
    /// the new one is refilled and returned (no fresh array to allocate, zero and collect).
    pub fn seek(&self, k: u32, reuse: Option<Object>) -> JsValue {
        self.inner
            .seek_with(k as usize, |v| view_to_js(v, reuse.as_ref()))
    }

    /// The explored tree, one entry per node id.
    pub fn tree(&self) -> JsValue {
        tree_to_js(&self.inner.tree())
    }

    /// The solution trees proving the root's bounds after the first `k` events: `{ event,
    /// lower, upper }`, each `{ bound, nodes, edges, via }` (src/search/solution.rs).
    pub fn proofs(&self, k: u32) -> JsValue {
        js::proofs(&self.inner.proofs(k as usize))
    }

    /// The critical tree of the whole game tree on the tree's nodes: `{ value, lower, upper,
    /// nodes, edges, missing, visits }`.
    pub fn critical(&self) -> Result<JsValue, JsError> {
        Ok(js::critical(&self.inner.critical().map_err(js_error)?))
    }

    /// The TT's entries now: `[{ key, depth, lower, upper, best }]`.
    pub fn tt(&self) -> JsValue {
        js::tt_entries(&self.inner.tt())
    }
}

/// A typed array of a node column: made from the column, or refilled with it.
trait Column: JsCast {
    type Item;
    fn fresh(values: &[Self::Item]) -> Self;
    /// Copies `values` in when the lengths agree; false (nothing copied) when not.
    fn refill(&self, values: &[Self::Item]) -> bool;
}

#[wasm_bindgen]
extern "C" {
    /// A typed array, for its `set(source)`, the source a view of a slice in wasm memory:
    /// what js-sys's `copy_from` calls after its `assert_eq!` of the lengths, whose panic
    /// message (two `usize`s formatted with `Debug`) cost the page's `.wasm` 400 bytes;
    /// `refill` compares the lengths itself.
    type TypedArray;
    #[wasm_bindgen(method, js_name = set)]
    fn set_i32(this: &TypedArray, values: &[i32]);
    #[wasm_bindgen(method, js_name = set)]
    fn set_i8(this: &TypedArray, values: &[i8]);
    #[wasm_bindgen(method, js_name = set)]
    fn set_u8(this: &TypedArray, values: &[u8]);
}

macro_rules! column {
    ($ty:ty, $item:ty, $set:ident) => {
        impl Column for $ty {
            type Item = $item;
            fn fresh(values: &[$item]) -> Self {
                <$ty>::from(values)
            }
            fn refill(&self, values: &[$item]) -> bool {
                let fits = self.length() as usize == values.len();
                if fits {
                    self.unchecked_ref::<TypedArray>().$set(values);
                }
                fits
            }
        }
    };
}
column!(Int32Array, i32, set_i32);
column!(Int8Array, i8, set_i8);
column!(Uint8Array, u8, set_u8);

/// Sets `nodes[name]` to `values` as a typed array `T`: `reuse[name]` refilled when it is a
/// `T` of that length (anything else handed back is ignored), else a new one.
fn column<T: Column>(nodes: &Object, reuse: Option<&Object>, name: &str, values: &[T::Item]) {
    let key = JsValue::from_str(name);
    let old = reuse.and_then(|r| js_sys::Reflect::get(r, &key).ok());
    let out = match old.and_then(|o| o.dyn_into::<T>().ok()) {
        Some(a) if a.refill(values) => a,
        _ => T::fresh(values),
    };
    let _ = js_sys::Reflect::set(nodes, &key, out.as_ref());
}

fn view_to_js(v: &ViewState, reuse: Option<&Object>) -> JsValue {
    // the node views are kept as these columns: each is copied whole
    let nodes = Object::new();
    column::<Int32Array>(&nodes, reuse, "alpha", &v.nodes.alpha);
    column::<Int32Array>(&nodes, reuse, "beta", &v.nodes.beta);
    column::<Int32Array>(&nodes, reuse, "g", &v.nodes.g);
    column::<Int8Array>(&nodes, reuse, "kind", &v.nodes.kind);
    column::<Uint8Array>(&nodes, reuse, "flags", &v.nodes.flags);

    // the TT as columns (no object per entry: a TT may hold thousands)
    let columns = TtColumns::of(v);
    let tt = Object::new();
    set(&tt, "node", &Int32Array::from(&columns.node[..]));
    set(&tt, "depth", &Int32Array::from(&columns.depth[..]));
    set(&tt, "lower", &Int32Array::from(&columns.lower[..]));
    set(&tt, "upper", &Int32Array::from(&columns.upper[..]));
    let cuts: Array = v
        .cuts
        .iter()
        .map(|c| {
            js::Obj::new()
                .set("node", c.node)
                .set("first", c.first)
                .set("count", c.count)
                .done()
        })
        .collect();
    js::Obj::new()
        .set("event", js::num(v.event))
        .set("nodes", nodes)
        .set("path", js::nums(v.path.iter().copied()))
        .set("tt", tt)
        .set("cuts", cuts)
        .set("counters", js::counters(&v.counters))
        .set("test", js::opt_num(v.test))
        .set("testsDone", v.tests_done)
        .set("rootG", js::opt_num(v.root_g))
        .done()
}

fn tree_to_js(t: &TreeView) -> JsValue {
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
    set(&obj, "label", &js::labels(&t.label));
    obj.into()
}
