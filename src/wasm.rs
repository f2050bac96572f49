//! The WebAssembly interface of the core, for the visualiser (placeholder: only the
//! version so far). Compiled for `wasm32` only; see `pub mod wasm` in lib.rs.

use wasm_bindgen::prelude::*;

/// The crate's version, shown by the page once the core has loaded.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
