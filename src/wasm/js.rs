//! The page's results as plain JS objects, built field by field: the objects serde-wasm-bindgen
//! made of the same types (docs/engine-api.md; the same fields in the same order, JSON-shaped:
//! `null` for `None` and for an infinite bound, numbers for integers) without its serializer,
//! which the page's `.wasm` carried once for every type it serialized, with a cache of JS
//! strings besides (docs/performance.md, "The size of the wasm"). tests/wasm.rs checks each
//! object against serde's JSON of the native value.

use crate::games::tree::NodeOrder;
use crate::search::catalog::Setting;
use crate::search::solution::{Critical, Proofs, SolutionTree};
use crate::session::{BoardView, Config, GameConfig, Solution, Summary, TtEntry};
use crate::trace::{is_infinite, Counters, Outcome, TestRecord};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

/// A plain object, its fields set in order.
pub(crate) struct Obj(Object);

impl Obj {
    pub(crate) fn new() -> Obj {
        Obj(Object::new())
    }

    /// Sets `key` (a fresh plain object's property: setting it cannot fail).
    pub(crate) fn set(self, key: &str, value: impl Into<JsValue>) -> Obj {
        let _ = Reflect::set(&self.0, &JsValue::from_str(key), &value.into());
        self
    }

    pub(crate) fn done(self) -> JsValue {
        self.0.into()
    }
}

/// An integer as a JS number (the counts stay far below 2^53).
pub(crate) fn num(v: impl TryInto<i64>) -> JsValue {
    JsValue::from_f64(v.try_into().unwrap_or(i64::MAX) as f64)
}

/// `None` as `null`, as serde's JSON does (wasm-bindgen's own conversion gives `undefined`).
fn or_null<T>(v: Option<T>, f: impl FnOnce(T) -> JsValue) -> JsValue {
    v.map_or(JsValue::NULL, f)
}

/// A bound: `null` when infinite (CONVENTIONS.md §1).
fn bound(v: i32) -> JsValue {
    if is_infinite(v) {
        JsValue::NULL
    } else {
        num(v)
    }
}

/// An array of numbers.
pub(crate) fn nums<T: TryInto<i64>>(v: impl IntoIterator<Item = T>) -> Array {
    v.into_iter().map(num).collect()
}

/// An array of strings.
fn strs<S: AsRef<str>>(v: impl IntoIterator<Item = S>) -> Array {
    v.into_iter()
        .map(|s| JsValue::from_str(s.as_ref()))
        .collect()
}

// Test records in bulk: an MTD run makes hundreds of tests (MTD(f) on a random tree with
// values in ±1000: 346; iterative deepening: 736), and setting their 14 fields one call across
// the boundary at a time took a fifth of a wasm `solve`. The numbers cross at once instead, as
// a view of wasm memory, and this builds the objects (`TestRecord` as serde gives it: fields
// in that order, infinite bounds `null`).
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
    fn test_records_from(columns: &[f64]) -> Array;
}

/// `records` built in JS from one array of numbers (14 per record: infinite bounds NaN, the
/// outcome its index in `OUTCOMES`, booleans 0 or 1).
pub(crate) fn test_records(records: &[TestRecord]) -> Array {
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

/// One test record, or `null`.
pub(crate) fn test_record(record: Option<&TestRecord>) -> JsValue {
    or_null(record, |r| test_records(std::slice::from_ref(r)).get(0))
}

pub(crate) fn counters(c: &Counters) -> JsValue {
    Obj::new()
        .set("leafEvals", num(c.leaf_evals))
        .set("nodes", num(c.nodes))
        .set("ttHits", num(c.tt_hits))
        .set("ttCutoffs", num(c.tt_cutoffs))
        .set("ttStores", num(c.tt_stores))
        .done()
}

fn game_config(g: &GameConfig) -> JsValue {
    match g {
        GameConfig::Tree { text } => Obj::new().set("kind", "tree").set("text", text.as_str()),
        GameConfig::Random {
            branching,
            depth,
            min,
            max,
            seed,
            order,
            values,
        } => Obj::new()
            .set("kind", "random")
            .set("branching", num(*branching))
            .set("depth", num(*depth))
            .set("min", num(*min))
            .set("max", num(*max))
            .set("seed", num(*seed))
            .set("order", order.name())
            .set("values", values.name()),
        GameConfig::Kalah {
            pits,
            seeds,
            position,
            depth,
        } => Obj::new()
            .set("kind", "kalah")
            .set("pits", num(*pits))
            .set("seeds", num(*seeds))
            .set("position", or_null(position.as_deref(), JsValue::from_str))
            .set("depth", or_null(*depth, num)),
        GameConfig::KalahMatch {
            program,
            depths,
            search,
            negascout_end,
        } => Obj::new()
            .set("kind", "kalah-match")
            .set("program", program.as_str())
            .set("depths", nums(*depths))
            .set("search", num(*search))
            .set("negascoutEnd", negascout_end.as_str()),
    }
    .done()
}

/// The config as serde writes it: only the settings its algorithm takes ([`Config::applies`]).
fn config(c: &Config) -> JsValue {
    let o = Obj::new()
        .set("game", game_config(&c.game))
        .set("algorithm", c.algorithm.as_str());
    let o = if c.applies(Setting::Guess) {
        o.set("guess", num(c.guess))
    } else {
        o
    };
    let o = if c.applies(Setting::Step) {
        o.set("step", num(c.step))
    } else {
        o
    };
    let o = if c.applies(Setting::Schedule) {
        o.set("schedule", nums(c.schedule.iter().copied()))
    } else {
        o
    };
    let o = o.set("depth", or_null(c.depth, num));
    let o = if c.applies(Setting::Tt) {
        o.set("tt", c.tt)
    } else {
        o
    };
    let o = if c.applies(Setting::TtSize) {
        o.set("ttSize", num(c.tt_size))
    } else {
        o
    };
    let o = o
        .set("maxEvents", num(c.max_events))
        .set("maxNodes", num(c.max_nodes))
        .set("maxVisits", num(c.max_visits));
    let o = if c.applies(Setting::MaxTests) {
        o.set("maxTests", num(c.max_tests))
    } else {
        o
    };
    let o = if c.applies(Setting::Cut) {
        o.set("cut", c.cut.as_str())
    } else {
        o
    };
    // the enhancements, where the algorithm takes them (as serde writes them)
    let mut o = o;
    for (setting, on) in [
        (Setting::IterativeDeepening, c.iterative_deepening),
        (Setting::History, c.history),
        (Setting::TtMoveFirst, c.tt_move_first),
    ] {
        if c.applies(setting) {
            o = o.set(setting.field(), on);
        }
    }
    let o = if c.applies(Setting::Aspiration) {
        o.set("aspiration", or_null(c.aspiration, num))
    } else {
        o
    };
    o.done()
}

pub(crate) fn summary(s: &Summary) -> JsValue {
    Obj::new()
        .set("algorithm", s.algorithm)
        .set("settings", config(&s.settings))
        .set("done", s.done)
        .set("value", or_null(s.value, num))
        .set("eventCount", num(s.event_count))
        .set("nodeCount", num(s.node_count))
        .set("truncated", s.truncated)
        .set("tests", test_records(&s.tests))
        .set("counters", counters(&s.counters))
        .set("lower", bound(s.lower))
        .set("upper", bound(s.upper))
        .set("depth", num(s.depth))
        .set("bestMove", or_null(s.best_move, num))
        .set(
            "bestMoveLabel",
            or_null(s.best_move_label.as_deref(), JsValue::from_str),
        )
        .set("error", or_null(s.error.as_deref(), JsValue::from_str))
        .set(
            "position",
            or_null(s.position.as_deref(), JsValue::from_str),
        )
        .set(
            "turnLine",
            or_null(s.turn_line.as_ref(), |l| strs(l).into()),
        )
        .done()
}

pub(crate) fn solution(s: &Solution) -> JsValue {
    Obj::new()
        .set("algorithm", s.algorithm)
        .set("value", num(s.value))
        .set("counters", counters(&s.counters))
        .set("tests", test_records(&s.tests))
        .set("bestMove", or_null(s.best_move, num))
        .done()
}

pub(crate) fn board(b: &BoardView) -> JsValue {
    Obj::new()
        .set("pits", num(b.pits))
        .set("seeds", num(b.seeds))
        .set("places", nums(b.places.iter().copied()))
        .set("firstToMove", b.first_to_move)
        .set("over", b.over)
        .set("moves", nums(b.moves.iter().copied()))
        .set("stores", nums(b.stores))
        .set("position", b.position.as_str())
        .set("value", num(b.value))
        .set("lastMove", or_null(b.last_move, JsValue::from_str))
        .done()
}

pub(crate) fn node_orders(orders: &[NodeOrder]) -> JsValue {
    let out: Array = orders
        .iter()
        .map(|o| {
            Obj::new()
                .set("path", nums(o.path.iter().copied()))
                .set("order", nums(o.order.iter().copied()))
                .done()
        })
        .collect();
    out.into()
}

fn solution_tree(t: &SolutionTree) -> JsValue {
    let via: Array = t
        .via
        .iter()
        .map(|&pair| JsValue::from(nums(pair)))
        .collect();
    Obj::new()
        .set("bound", or_null(t.bound, num))
        .set("nodes", nums(t.nodes.iter().copied()))
        .set("edges", nums(t.edges.iter().copied()))
        .set("via", via)
        .done()
}

pub(crate) fn proofs(p: &Proofs) -> JsValue {
    Obj::new()
        .set("event", num(p.event))
        .set("lower", solution_tree(&p.lower))
        .set("upper", solution_tree(&p.upper))
        .done()
}

pub(crate) fn critical(c: &Critical) -> JsValue {
    Obj::new()
        .set("value", num(c.value))
        .set("lower", solution_tree(&c.lower))
        .set("upper", solution_tree(&c.upper))
        .set("nodes", nums(c.nodes.iter().copied()))
        .set("edges", nums(c.edges.iter().copied()))
        .set("missing", num(c.missing))
        .set("visits", num(c.visits))
        .done()
}

/// TT entries; their bounds raw (±`INF` when unbounded), as the TT panel reads them.
pub(crate) fn tt_entries(entries: &[TtEntry]) -> JsValue {
    let out: Array = entries
        .iter()
        .map(|e| {
            Obj::new()
                .set("key", e.key.as_str())
                .set("depth", num(e.depth))
                .set("lower", num(e.lower))
                .set("upper", num(e.upper))
                .set("best", or_null(e.best, num))
                .done()
        })
        .collect();
    out.into()
}

/// Labels: a string, or `null`.
pub(crate) fn labels(labels: &[Option<String>]) -> JsValue {
    let out: Array = labels
        .iter()
        .map(|l| or_null(l.as_deref(), JsValue::from_str))
        .collect();
    out.into()
}

/// `Some(n)` as a number, `None` as `null`.
pub(crate) fn opt_num<T: TryInto<i64>>(v: Option<T>) -> JsValue {
    or_null(v, num)
}
