//! libFuzzer target: `checks::kalah_position` (fuzz/checks.rs; docs/fuzzing.md).
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::kalah_position(data));
