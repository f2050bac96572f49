//! libFuzzer target: `checks::tree_text` (fuzz/checks.rs; docs/fuzzing.md).
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::tree_text(data));
