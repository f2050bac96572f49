//! wasm32 only: the browser's clock for seed 001's experiments, `performance.now()` (High
//! Resolution Time, W3C) through web-sys, from the worker's global scope (or the page's, or
//! Node's `globalThis.performance`).

use super::Clock;
use wasm_bindgen::JsCast;
use web_sys::{Performance, WorkerGlobalScope};

/// Milliseconds since the worker (or page) started, from `performance.now()`.
pub struct PerformanceClock(Option<Performance>);

impl PerformanceClock {
    pub fn new() -> Self {
        let global = js_sys::global();
        let performance = match global.dyn_ref::<WorkerGlobalScope>() {
            Some(worker) => worker.performance(),
            // a page or Node: `globalThis.performance` where there is one
            None => js_sys::Reflect::get(&global, &"performance".into())
                .ok()
                .filter(|p| p.is_object())
                .map(|p| p.unchecked_into::<Performance>()),
        };
        PerformanceClock(performance)
    }
}

impl Default for PerformanceClock {
    fn default() -> Self {
        PerformanceClock::new()
    }
}

impl Clock for PerformanceClock {
    /// 0 where no `performance` exists (every time then reads 0, as with `NoClock`).
    fn now_ms(&mut self) -> f64 {
        self.0.as_ref().map_or(0.0, Performance::now)
    }
}
