//! libFuzzer target: `checks::session_calls` (fuzz/checks.rs; docs/fuzzing.md).
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::session_calls(data));
