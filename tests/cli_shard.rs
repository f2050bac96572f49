//! `--shard K/N` and `experiment merge` (issue 22 item 4): the answers of N shards merged
//! equal the unsharded run's, every count and mean, for each kind of experiment; only the
//! times differ (they are measured, run by run): `ms` and what is computed from it
//! (`time_vs_negascout`, `nodes_per_s`, `negascout_nodes_per_s`), `wall_ms` and `threads`.

use serde_json::Value;
use std::path::PathBuf;
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

/// The answer, which must be a success.
fn ok(args: &[&str]) -> String {
    let (code, out, err) = mtdlab(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// The one-line error of a refused command line.
fn refused(args: &[&str]) -> String {
    let (code, out, err) = mtdlab(args);
    assert_eq!(code, 2, "{args:?} was not refused: {out}");
    assert!(out.is_empty());
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    err
}

/// A scratch directory of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mtdlab-shard-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const TIMES: [&str; 7] = [
    "ms",
    "time_ratio",
    "wall_ms",
    "threads",
    "time_vs_negascout",
    "nodes_per_s",
    "negascout_nodes_per_s",
];

/// `v` without its times.
fn untimed(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| !TIMES.contains(&k.as_str()))
                .map(|(k, x)| (k.clone(), untimed(x)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(untimed).collect()),
        x => x.clone(),
    }
}

/// Runs `args` as `n` shards, writes their answers to files and merges them (in reverse
/// order: the order of the files does not matter); the merged answer and the unsharded one.
fn sharded(name: &str, args: &[&str], n: u32) -> (Value, Value, Vec<PathBuf>) {
    let dir = scratch(name);
    let mut files = Vec::new();
    for k in (0..n).rev() {
        let spec = format!("{k}/{n}");
        let mut a = args.to_vec();
        a.extend(["--shard", &spec, "--json"]);
        let file = dir.join(format!("shard-{k}.json"));
        std::fs::write(&file, ok(&a)).unwrap();
        files.push(file);
    }
    let mut merge = vec!["experiment", "merge"];
    merge.extend(files.iter().map(|f| f.to_str().unwrap()));
    let merged: Value = serde_json::from_str(&ok(&merge)).unwrap();
    let mut whole = args.to_vec();
    whole.push("--json");
    let whole: Value = serde_json::from_str(&ok(&whole)).unwrap();
    (merged, whole, files)
}

fn assert_merge_equals_whole(name: &str, args: &[&str]) {
    let (merged, whole, _) = sharded(name, args, 3);
    assert_eq!(untimed(&merged), untimed(&whole), "{args:?}");
    // the same fields in the same order as the unsharded answer, times included
    let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&merged), keys(&whole));
}

#[test]
fn random_shards_merge_into_the_whole_run() {
    let args = [
        "experiment",
        "random",
        "--trees",
        "7",
        "--branching",
        "3",
        "--depths",
        "2..4",
        "--algos",
        "mtdf,negascout,alphabeta,mtd-f-step:10",
    ];
    assert_merge_equals_whole("random", &args);
    let (merged, whole, _) = sharded("random-counts", &args, 3);
    // the means are over all 7 trees, not means of the shards' means
    assert_eq!(merged["rows"][0]["trees"], 7);
    assert_eq!(
        merged["rows"][0]["tests_mean"],
        whole["rows"][0]["tests_mean"]
    );
    assert_eq!(
        merged["guesses"][2]["error_sd"],
        whole["guesses"][2]["error_sd"]
    );
}

#[test]
fn per_tree_shards_merge_into_the_whole_runs_trees() {
    assert_merge_equals_whole(
        "per-tree",
        &[
            "experiment",
            "random",
            "--trees",
            "5",
            "--branching",
            "3",
            "--depths",
            "3",
            "--per-tree",
        ],
    );
}

#[test]
fn steps_shards_merge_into_the_whole_run() {
    assert_merge_equals_whole(
        "steps",
        &[
            "experiment",
            "steps",
            "--trees",
            "5",
            "--branching",
            "4",
            "--depths",
            "4",
        ],
    );
}

#[test]
fn minimal_shards_merge_into_the_whole_run() {
    assert_merge_equals_whole(
        "minimal",
        &[
            "experiment",
            "minimal",
            "--trees",
            "4",
            "--branching",
            "3",
            "--depths",
            "3..5",
        ],
    );
}

#[test]
fn programs_shards_merge_into_the_whole_run() {
    assert_merge_equals_whole(
        "programs",
        &[
            "experiment",
            "programs",
            "--positions",
            "4",
            "--depth",
            "3",
            "--per-position",
        ],
    );
}

#[test]
fn kalah_shards_merge_into_the_whole_table() {
    assert_merge_equals_whole(
        "kalah",
        &[
            "experiment",
            "kalah",
            "--depths",
            "2,3",
            "--algos",
            "mtdf,negascout,alphabeta",
        ],
    );
}

#[test]
fn more_shards_than_trees_leave_some_empty() {
    let args = [
        "experiment",
        "random",
        "--trees",
        "2",
        "--branching",
        "3",
        "--depths",
        "3",
    ];
    let (merged, whole, _) = sharded("empty", &args, 5);
    assert_eq!(untimed(&merged), untimed(&whole));
}

#[test]
fn tree_i_goes_to_shard_i_mod_n() {
    let out = ok(&[
        "experiment",
        "random",
        "--trees",
        "7",
        "--branching",
        "3",
        "--depths",
        "2,3",
        "--shard",
        "1/3",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let trees: Vec<(u64, u64)> = v["shard"]["trees"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["depth"].as_u64().unwrap(), t["tree"].as_u64().unwrap()))
        .collect();
    assert_eq!(trees, [(2, 1), (2, 4), (3, 1), (3, 4)]);
    // the shard's own rows count its trees only
    assert_eq!(v["rows"][0]["trees"], 2);
}

#[test]
fn a_bad_shard_is_refused_naming_the_flag() {
    for (spec, why) in [
        ("3/3", "K must lie in 0..3"),
        ("0/0", "N must be at least 1"),
        ("a/b", "is not K/N"),
        ("2", "is not K/N"),
    ] {
        for kind in ["random", "minimal", "steps", "kalah", "programs"] {
            let err = refused(&["experiment", kind, "--shard", spec]);
            assert!(
                err.contains("--shard") && err.contains(why),
                "{spec}: {err}"
            );
        }
    }
}

#[test]
fn a_shard_answers_in_json_only() {
    for kind in ["random", "minimal", "steps", "kalah", "programs"] {
        let err = refused(&["experiment", kind, "--shard", "1/2"]);
        assert!(err.contains("--shard 1/2: add --json"), "{kind}: {err}");
    }
}

#[test]
fn merging_shards_of_different_runs_is_refused_naming_the_file() {
    let args = [
        "experiment",
        "random",
        "--trees",
        "4",
        "--branching",
        "3",
        "--depths",
        "3",
    ];
    let (_, _, files) = sharded("mixed", &args, 3);
    let other = scratch("mixed-other").join("other.json");
    std::fs::write(
        &other,
        ok(&[
            "experiment",
            "random",
            "--trees",
            "5",
            "--branching",
            "3",
            "--depths",
            "3",
            "--shard",
            "1/3",
            "--json",
        ]),
    )
    .unwrap();
    let f = |p: &PathBuf| p.to_str().unwrap().to_string();
    // files[] runs from shard 2 down to shard 0
    let (two, one, zero) = (f(&files[0]), f(&files[1]), f(&files[2]));
    let err = refused(&["experiment", "merge", &zero, &f(&other), &two]);
    assert!(
        err.contains(&f(&other)) && err.contains("trees: 5 here, 4 there"),
        "{err}"
    );
    // a shard missing, or given twice
    let err = refused(&["experiment", "merge", &zero, &two]);
    assert!(err.contains("shard 1/3 is missing"), "{err}");
    let err = refused(&["experiment", "merge", &zero, &one, &one, &two]);
    assert!(err.contains(&one) && err.contains("again"), "{err}");
    // another kind of experiment
    let kalah = scratch("mixed-kalah").join("kalah.json");
    std::fs::write(
        &kalah,
        ok(&[
            "experiment",
            "kalah",
            "--depths",
            "2",
            "--algos",
            "mtdf",
            "--shard",
            "1/3",
            "--json",
        ]),
    )
    .unwrap();
    let err = refused(&["experiment", "merge", &zero, &f(&kalah), &two]);
    assert!(err.contains(&f(&kalah)) && err.contains("kind"), "{err}");
    // a shard run by another version of mtdlab
    let older = scratch("mixed-version").join("older.json");
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&files[1]).unwrap()).unwrap();
    v["shard"]["version"] = "0.0.1".into();
    std::fs::write(&older, v.to_string()).unwrap();
    let err = refused(&["experiment", "merge", &zero, &f(&older), &two]);
    assert!(
        err.contains(&f(&older)) && err.contains("mtdlab 0.0.1"),
        "{err}"
    );
    // an unsharded answer, and a file that is not JSON
    let whole = scratch("mixed-whole").join("whole.json");
    std::fs::write(&whole, ok(&[&args[..], &["--json"]].concat())).unwrap();
    let err = refused(&["experiment", "merge", &f(&whole)]);
    assert!(err.contains(&f(&whole)) && err.contains("--shard"), "{err}");
    let bad = scratch("mixed-bad").join("bad.json");
    std::fs::write(&bad, "{").unwrap();
    let err = refused(&["experiment", "merge", &f(&bad)]);
    assert!(err.contains(&f(&bad)), "{err}");
}

#[test]
fn help_says_k_counts_from_0() {
    let help = ok(&["experiment", "random", "--help"]);
    assert!(
        help.contains("--shard <K/N>") && help.contains("K counting from 0"),
        "{help}"
    );
    let help = ok(&["experiment", "merge", "--help"]);
    assert!(help.contains("wall_ms"), "{help}");
}
