//! The `mtdlab` binary answers as CONVENTIONS.md §4 says: the JSON fields, exit status 2 and
//! one line on stderr for bad input, never a panic.

use serde_json::Value;
use std::process::Command;

fn mtdlab(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mtdlab"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

#[test]
fn search_prints_the_conventions_json() {
    let (code, out, err) = mtdlab(&[
        "search", "--tree", AIMA, "--algo", "mtdf", "--guess", "0", "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    for field in [
        "algorithm",
        "value",
        "leaf_evals",
        "nodes",
        "tt_hits",
        "tt_cutoffs",
        "evaluated_leaves",
        "tests",
    ] {
        assert!(v.get(field).is_some(), "missing {field}");
    }
    assert_eq!(v["algorithm"], "mtdf");
    assert_eq!(v["value"], 3);
    let tests = v["tests"].as_array().unwrap();
    assert_eq!(tests.len(), 2);
    assert_eq!(tests[0]["beta"], 0);
    assert_eq!(tests[0]["outcome"], "high");
    assert_eq!(tests[0]["upper"], Value::Null);
    assert_eq!(tests[1]["beta"], 4);
    assert_eq!(tests[1]["outcome"], "low");
    for field in [
        "beta",
        "g",
        "outcome",
        "lower",
        "upper",
        "leaf_evals",
        "nodes",
        "tt_hits",
        "tt_cutoffs",
    ] {
        assert!(tests[1].get(field).is_some(), "test record lacks {field}");
    }
    let sum: u64 = tests
        .iter()
        .map(|t| t["leaf_evals"].as_u64().unwrap())
        .sum();
    assert_eq!(sum, v["leaf_evals"].as_u64().unwrap());
    assert_eq!(v["evaluated_leaves"].as_array().unwrap().len() as u64, sum);
}

#[test]
fn algorithms_without_tests_print_an_empty_list() {
    let (code, out, _) = mtdlab(&["search", "--tree", AIMA, "--algo", "alphabeta", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["tests"], Value::Array(vec![]));
    assert_eq!(
        v["evaluated_leaves"],
        serde_json::json!([0, 1, 2, 3, 6, 7, 8])
    );
}

#[test]
fn bad_input_exits_2_with_one_line_saying_what_and_where() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "search",
                "--tree",
                "[[3,12,8],[2,x,6]]",
                "--algo",
                "mtdf",
                "--json",
            ],
            "column 14",
        ),
        (
            &["search", "--tree", AIMA, "--algo", "mtd-g", "--json"],
            "unknown algorithm",
        ),
        (
            &["search", "--tree", AIMA, "--algo", "mtdf", "--guess", "abc"],
            "--guess",
        ),
        (&["search", "--algo", "mtdf"], "--tree is required"),
        (
            &[
                "search", "--tree", AIMA, "--algo", "mtdf", "--depth", "9999",
            ],
            "depth",
        ),
        (
            &["search", "--tree", AIMA, "--algo", "mtdf", "--bogus"],
            "unknown option",
        ),
        (
            &["kalah-match", "--depths", "3", "--algo", "mtdf"],
            "--depths",
        ),
        (
            &["kalah-match", "--depths", "3,x", "--algo", "mtdf"],
            "--depths",
        ),
        (&["kalah-match", "--depths", "2,2", "--algo", "sss"], "sss"),
        (&["fly"], "unknown command"),
    ];
    for (args, needle) in cases {
        let (code, out, err) = mtdlab(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?} printed to stdout");
        assert!(err.contains(needle), "{args:?}: '{err}' lacks '{needle}'");
        assert!(
            !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
            "{args:?}: {err}"
        );
        assert_eq!(
            err.trim_end()
                .lines()
                .next()
                .map(|l| l.starts_with("mtdlab: ")),
            Some(true),
            "{err}"
        );
    }
}

#[test]
fn kalah_match_prints_evals_hits_and_stores() {
    let (code, out, err) = mtdlab(&[
        "kalah-match",
        "--depths",
        "2,2",
        "--algo",
        "minimax",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["evals"], 11775, "seed 003's negamax table, cell (2, 2)");
    assert_eq!(v["stores"].as_array().unwrap().len(), 2);
    let total = v["stores"][0].as_u64().unwrap() + v["stores"][1].as_u64().unwrap();
    assert_eq!(total, 72, "all seeds end in the stores");
}

/// `mtdlab --version` (and `-V`) print the version written in Cargo.toml, the one place it
/// lives (issue 21): read here from the file itself.
#[test]
fn version_is_cargo_tomls() {
    let toml = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap();
    let line = toml
        .lines()
        .find(|l| l.starts_with("version = "))
        .expect("a version line in Cargo.toml");
    let version = line.trim_start_matches("version = ").trim_matches('"');
    for flag in ["--version", "-V"] {
        let (code, out, err) = mtdlab(&[flag]);
        assert_eq!((code, err.as_str()), (0, ""));
        assert_eq!(out, format!("mtdlab {version}\n"));
    }
}
