//! libFuzzer target: `checks::config_json` (fuzz/checks.rs; docs/fuzzing.md).
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::config_json(data));
