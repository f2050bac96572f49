//! The Experiments tab's wasm class (feature `experiments`, a `.wasm` of its own loaded by the
//! experiments' worker): [`Experiment`] over `crate::experiment::runner`.

use super::{js_error, to_js};
use crate::experiment::performance::PerformanceClock;
use crate::experiment::runner;
use crate::experiment::shard::{Part, Shard};
use wasm_bindgen::prelude::*;

/// One of the seeds' experiments run unit by unit (src/experiment/runner.rs): seed 001's
/// random trees, Table 1 and Table 2, seed 003's Kalah table; times from `performance.now()`.
#[wasm_bindgen]
pub struct Experiment {
    inner: runner::Experiment,
    clock: PerformanceClock,
}

#[wasm_bindgen]
impl Experiment {
    /// `{ kind: "random"|"minimal"|"steps"|"kalah", …settings, per_tree? }` (the CLI's JSON
    /// names; docs/engine-api.md); a bad field throws an `Error` naming it.
    #[wasm_bindgen(constructor)]
    pub fn new(config: JsValue) -> Result<Experiment, JsError> {
        let json = from_js(config)?;
        Ok(Experiment {
            inner: runner::Experiment::from_json(&json).map_err(js_error)?,
            clock: PerformanceClock::new(),
        })
    }

    /// Shard `index` of `count` of the experiment of `config` (the units i with i mod count =
    /// index: tree i at every depth, or game i), for a pool of workers
    /// (www/engine/experiment-pool.js); its [`Experiment::part`] goes to [`Experiment::merge`].
    pub fn shard(config: JsValue, index: u32, count: u32) -> Result<Experiment, JsError> {
        let json = from_js(config)?;
        let (config, per_tree) = runner::Config::from_json(&json).map_err(js_error)?;
        let shard = Shard::new(index, count).map_err(js_error)?;
        Ok(Experiment {
            inner: runner::Experiment::sharded(config, per_tree, shard).map_err(js_error)?,
            clock: PerformanceClock::new(),
        })
    }

    /// How the experiment of `config` is shared out: `{ units, maxWork }`, its units and
    /// the budget of the whole run (node visits; `runner::Config::units_and_budget`).
    pub fn units(config: JsValue) -> Result<JsValue, JsError> {
        let json = from_js(config)?;
        let (config, _) = runner::Config::from_json(&json).map_err(js_error)?;
        let (units, max_work) = config.units_and_budget().map_err(js_error)?;
        to_js(&serde_json::json!({ "units": units, "maxWork": max_work }))
    }

    /// This shard's units done so far, whole: the CLI's `--shard` part, as a JS object.
    pub fn part(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.part())
    }

    /// The whole experiment from the parts of every shard (an array of [`Experiment::part`]'s
    /// answers): done, its report the unsharded run's, built by the same code
    /// (src/experiment/shard.rs).
    pub fn merge(parts: JsValue) -> Result<Experiment, JsError> {
        let parts: Vec<Part> = serde_wasm_bindgen::from_value(parts)
            .map_err(|e| JsError::new(&format!("parts: {e}")))?;
        let named: Vec<(String, Part)> = parts
            .into_iter()
            .map(|p| (format!("shard {}/{}", p.shard.index, p.shard.count), p))
            .collect();
        Ok(Experiment {
            inner: runner::Experiment::from_parts(&named).map_err(js_error)?,
            clock: PerformanceClock::new(),
        })
    }

    /// Does the next unit (a tree at a depth, or a root search of a Kalah game): the progress.
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        to_js(self.inner.step(&mut self.clock).map_err(js_error)?)
    }

    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.inner.is_done()
    }

    /// `{ done, total, work, depth, tree, algo, depths, search, finished }`.
    pub fn progress(&self) -> Result<JsValue, JsError> {
        to_js(self.inner.progress())
    }

    /// The rows so far, as `mtdlab experiment KIND --json` prints them.
    pub fn report(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.report().map_err(js_error)?)
    }
}

fn from_js(config: JsValue) -> Result<serde_json::Value, JsError> {
    serde_wasm_bindgen::from_value(config).map_err(|e| JsError::new(&format!("config: {e}")))
}
