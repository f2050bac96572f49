//! The fuzz corpus replayed on the stable toolchain (docs/fuzzing.md): every file kept in
//! `fuzz/corpus/<target>/` (crashes the fuzzer found among them) goes through the same check
//! its libFuzzer target runs (`fuzz/checks.rs`, included here and there).

#[path = "../fuzz/checks.rs"]
mod checks;

use std::path::Path;

/// Runs `check` on every file of `fuzz/corpus/<target>`; the corpus must not be empty.
fn replay(target: &str, check: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(outcome.is_ok(), "{target}: {} failed", path.display());
        count += 1;
    }
    assert!(count > 0, "{target}: no corpus in {}", dir.display());
}

#[test]
fn tree_text_corpus_passes_its_checks() {
    replay("tree_text", checks::tree_text);
}

#[test]
fn config_json_corpus_passes_its_checks() {
    replay("config_json", checks::config_json);
}

#[test]
fn kalah_position_corpus_passes_its_checks() {
    replay("kalah_position", checks::kalah_position);
}

#[test]
fn session_calls_corpus_passes_its_checks() {
    replay("session_calls", checks::session_calls);
}
