//! The WebAssembly interface of the core (docs/engine-api.md), the crate's only
//! `#[wasm_bindgen]` code: thin classes over the core that convert (the page's config read
//! from its JS object by hand, json.rs, and its results built by hand, js.rs; the Experiments
//! tab's through serde-wasm-bindgen; errors out as `Error`s, large columns as typed arrays)
//! and compute nothing. Compiled for `wasm32` only; see `pub mod wasm` in lib.rs.
//!
//! Two `.wasm` files come out of it (scripts/build-wasm.sh), by cargo feature: the page's
//! (`session`, a default feature: [`Session`], [`solve`], the Kalah board, move ordering) and
//! the Experiments tab's (`experiments`: [`Experiment`] alone), so that the page does not load
//! the experiments' runner and seed 003's printed tables.

#[cfg(feature = "experiments")]
mod experiment;
#[cfg(feature = "session")]
mod js;
#[cfg(feature = "session")]
mod json;
#[cfg(feature = "session")]
mod session;

#[cfg(feature = "experiments")]
pub use experiment::Experiment;
#[cfg(feature = "session")]
pub use session::{kalah_board, kalah_play, solve, tree_order, Session};

use crate::InputError;
use wasm_bindgen::prelude::*;

/// The crate's version, shown by the page once the core has loaded.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Runs once when the module is instantiated: panics go to the console, and their message to
/// `globalThis.__mtdlabPanic`, where the worker reads it after the trap (the instance is
/// unusable after a panic; the worker starts a fresh one).
#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let _ = js_sys::Reflect::set(
            &js_sys::global(),
            &JsValue::from_str("__mtdlabPanic"),
            &JsValue::from_str(&info.to_string()),
        );
    }));
}

/// The table of the algorithms and the table of the limits (src/search/catalog/) as a JSON
/// text; scripts/build-wasm.sh writes the page's copy, www/engine/catalog.js, from it. In the
/// Experiments tab's core only: the page reads the generated copy, so its own core need not
/// carry the labels and the JSON writer (4.5 KB gzipped).
#[cfg(feature = "experiments")]
#[wasm_bindgen]
pub fn catalog() -> String {
    crate::search::catalog::catalog_json()
}

/// Panics on purpose, so that tests can check that the worker recovers from a panic.
#[wasm_bindgen(js_name = panicForTests)]
pub fn panic_for_tests() {
    panic!("panicForTests: a deliberate panic");
}

pub(crate) fn js_error(e: InputError) -> JsError {
    JsError::new(&e.message)
}

/// JSON-shaped JS values: `null` for `None`, plain objects for maps (the Experiments tab's
/// results; the page's are built by hand, `js.rs`).
#[cfg(feature = "experiments")]
pub(crate) fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("internal: cannot convert a result: {e}")))
}

#[cfg(feature = "session")]
pub(crate) fn set(obj: &js_sys::Object, key: &str, value: &JsValue) {
    // setting a property on a fresh plain object cannot fail
    let _ = js_sys::Reflect::set(obj, &JsValue::from_str(key), value);
}

/// The allocator: Talc (crates.io `talc`) rather than the target's default dlmalloc, about 5 KB
/// smaller in the `.wasm` and no slower (docs/performance.md, "The size of the wasm"). The wasm
/// core runs on one thread (no `atomics`), which Talc's unlocked wasm allocator requires.
#[cfg(not(target_feature = "atomics"))]
#[global_allocator]
static ALLOCATOR: Allocator = Allocator(talc::wasm::new_wasm_dynamic_allocator());

/// Talc behind calls that are never inlined: each allocation in the code is then a call, not
/// a copy of Talc's fast path (about 4 KB smaller; an allocation costs a call either way).
struct Allocator(talc::wasm::WasmDynamicTalc);

// SAFETY: every method forwards to Talc's own `GlobalAlloc` with the same arguments.
unsafe impl std::alloc::GlobalAlloc for Allocator {
    #[inline(never)]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        self.0.alloc(layout)
    }
    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        self.0.alloc_zeroed(layout)
    }
    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        self.0.dealloc(ptr, layout)
    }
    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, size: usize) -> *mut u8 {
        self.0.realloc(ptr, layout, size)
    }
}
