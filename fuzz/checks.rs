//! The fuzz targets' checks (issue 19, item 1), shared by `fuzz/fuzz_targets/*.rs` (libFuzzer,
//! nightly) and `tests/fuzz_corpus.rs` (the kept corpus replayed by the stable `cargo test`):
//! one file included by both, so a crash the fuzzer finds is replayed by the same code.
//! Each check takes the fuzzer's raw bytes and panics only when an invariant breaks.

#![allow(dead_code)]

use mtdlab::games::kalah::Kalah;
use mtdlab::games::tree::Tree;
use mtdlab::replay::Replay;
use mtdlab::search::{run, Algorithm, Options};
use mtdlab::session::{solve, Config, Session};
use mtdlab::{Game, InputError};
use serde_json::json;

/// Every refusal is an `InputError` that says something.
fn said(e: &InputError, input: &str) {
    assert!(
        !e.message.trim().is_empty(),
        "empty error message for {input:?}"
    );
}

/// The tree text parser (plain trees and labelled DAGs): no panic; an accepted text prints
/// back to a text that parses to the same tree; on a small tree the MTD(f) value equals
/// minimax's (a property of the algorithm, not of the parser, so a corrupt tree shows).
pub fn tree_text(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Tree::parse(text) {
        Err(e) => said(&e, text),
        Ok(tree) => {
            let printed = tree.to_text();
            let again = Tree::parse(&printed)
                .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}, refused: {e}"));
            assert_eq!(
                again.node_count(),
                tree.node_count(),
                "{text:?} -> {printed:?}"
            );
            assert_eq!(
                again.leaf_count(),
                tree.leaf_count(),
                "{text:?} -> {printed:?}"
            );
            if tree.node_count() <= 2_000 {
                let o = Options::default();
                let minimax = run(&tree, Algorithm::Minimax, &o).map(|r| r.value);
                let mtdf = run(&tree, Algorithm::MtdF, &o).map(|r| r.value);
                match (minimax, mtdf) {
                    (Ok(a), Ok(b)) => assert_eq!(a, b, "{text:?}: minimax {a}, MTD(f) {b}"),
                    (Err(e), _) | (_, Err(e)) => said(&e.into(), text),
                }
            }
        }
    }
}

/// The config reader (`session::config`, through `session::json`): no panic; every refusal
/// names a field; an accepted config reads the same after being written back as JSON.
pub fn config_json(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Config::from_json_text(text) {
        Err(e) => said(&e, text),
        Ok(config) => {
            let written = serde_json::to_string(&config).expect("a config serialises");
            let again = Config::from_json_text(&written)
                .unwrap_or_else(|e| panic!("{text:?} written as {written}, refused: {e}"));
            let rewritten = serde_json::to_string(&again).unwrap();
            assert_eq!(written, rewritten, "{text:?}");
        }
    }
}

/// The Kalah position text: no panic; an accepted position prints to a text that reads
/// back to the same position. (Not to the same counts: a finished position is finalised
/// when read, the seeds left in the pits swept into the stores; the fuzzer found
/// `0,0,1,0;2`, which reads as `0,0,0,1;2`.)
pub fn kalah_position(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Kalah::parse(text) {
        Err(e) => said(&e, text),
        Ok(game) => {
            let printed = game.format_position(&game.root());
            let again = Kalah::parse(&printed)
                .unwrap_or_else(|e| panic!("{text:?} printed as {printed:?}, refused: {e}"));
            let reprinted = again.format_position(&again.root());
            assert_eq!(printed, reprinted, "{text:?}");
        }
    }
}

/// A byte reader that yields zeros once the input runs out.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The config of a small game from the fuzz bytes: a tree text (up to a 0 byte) or a random
/// tree, any algorithm, small work budgets.
fn small_config(b: &mut Bytes) -> serde_json::Value {
    let head = b.next();
    let algorithm = Algorithm::ALL[usize::from(b.next()) % Algorithm::ALL.len()];
    let game = if head & 1 == 1 {
        let end = b.0.iter().position(|&c| c == 0).unwrap_or(b.0.len());
        let text = String::from_utf8_lossy(&b.0[..end]).into_owned();
        b.0 = &b.0[(end + 1).min(b.0.len())..];
        json!({ "kind": "tree", "text": text })
    } else {
        json!({
            "kind": "random",
            "branching": 1 + b.next() % 4,
            "depth": 1 + b.next() % 5,
            "min": -i32::from(b.next() % 50),
            "max": i32::from(b.next() % 50),
            "seed": b.next(),
            "ordered": head & 2 == 2,
        })
    };
    let mut config = json!({
        "game": game,
        "algorithm": algorithm.name(),
        "maxVisits": 10_000,
        "maxEvents": 200 + 50 * usize::from(b.next()),
    });
    if head & 4 == 4 {
        config["guess"] = json!(i32::from(b.next() as i8));
    }
    config
}

/// A session driven by a random sequence of the worker's calls (load, step a test, run some,
/// seek anywhere, cancel and reload), checking as it goes: no panic; every error an
/// `InputError` with a message; within one depth the root's bounds only narrow; a seek from
/// the session's cache lands where a fresh fold lands; at the end the replayed root value
/// is the last test's and the value equals a plain run's (`solve`).
pub fn session_calls(data: &[u8]) {
    let mut b = Bytes(data);
    let value = small_config(&mut b);
    let text = value.to_string();
    let config = match Config::from_json(&value) {
        Ok(c) => c,
        Err(e) => return said(&e, &text),
    };
    let new = || Session::new(config.clone());
    let mut s = match new() {
        Ok(s) => s,
        Err(e) => return said(&e, &text),
    };
    let mut failed = false;
    let mut ops = 0;
    while !b.is_empty() && ops < 64 {
        ops += 1;
        let op = b.next();
        match op % 5 {
            0 | 1 => {
                let r = if op % 5 == 0 {
                    s.next_test().map(|_| ())
                } else {
                    s.run_some(1 + usize::from(b.next() % 4)).map(|_| ())
                };
                if let Err(e) = r {
                    said(&e, &text);
                    failed = true;
                    break;
                }
            }
            2 | 3 => {
                let n = s.event_count();
                let k = if n == 0 {
                    0
                } else {
                    usize::from(b.next()) * n / 255
                };
                let seen = s.seek(k);
                let fresh = Replay::of(s.recorder()).seek(s.recorder(), k);
                assert_eq!(seen, fresh, "{text}: seek({k}) from the cache");
                assert_eq!(seen.event, k.min(n));
            }
            _ => {
                // cancel: drop the run and load the same config again
                s = new().expect("the config loaded once");
            }
        }
    }
    if !failed {
        // finish (the work budget may stop it: then an error with a message)
        if let Err(e) = s.run_to_end(|_| true) {
            said(&e, &text);
            failed = true;
        }
    }
    let tests = s.tests();
    for t in tests {
        assert!(t.lower <= t.upper, "{text}: bounds crossed {t:?}");
    }
    for w in tests.windows(2) {
        if w[0].depth == w[1].depth {
            assert!(w[1].lower >= w[0].lower, "{text}: lower bound widened");
            assert!(w[1].upper <= w[0].upper, "{text}: upper bound widened");
        }
    }
    if failed || !s.is_done() {
        return;
    }
    let value = s.value().expect("a done run has a value");
    if !s.truncated() {
        let end = s.seek(s.event_count());
        let last = tests.last().map(|t| t.g);
        assert_eq!(end.root_g, last, "{text}: replayed root value");
    }
    match solve(&config) {
        Ok(plain) => assert_eq!(plain.value, value, "{text}: session against solve"),
        Err(e) => said(&e, &text),
    }
}
