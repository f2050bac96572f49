//! The Experiments tab's wasm class (feature `experiments`, a `.wasm` of its own loaded by the
//! experiments' worker): [`Experiment`] over `crate::experiment::runner`.

use super::{js_error, to_js};
use crate::experiment::performance::PerformanceClock;
use crate::experiment::runner;
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
        let json: serde_json::Value = serde_wasm_bindgen::from_value(config)
            .map_err(|e| JsError::new(&format!("config: {e}")))?;
        Ok(Experiment {
            inner: runner::Experiment::from_json(&json).map_err(js_error)?,
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
