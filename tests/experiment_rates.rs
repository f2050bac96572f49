//! Issue 23, item 3: every experiment's table gives nodes per second per algorithm (the
//! CLI's text and JSON), so that a TT's cost per node is seen beside the nodes it saves;
//! the random-tree experiment runs NegaScout with and without a TT by default; and
//! `--no-store-leaves` keeps the horizon's nodes out of MT's table, the values and the
//! nodes visited unchanged, every leaf evaluated.

mod common;

use common::mtdlab;
use mtdlab::experiment::random::Settings;
use mtdlab::experiment::Variant;
use mtdlab::search::Algorithm;
use serde_json::Value;

fn json_of(args: &[&str]) -> Value {
    let (code, out, err) = mtdlab(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap()
}

/// `nodes` over `ms`, worked out here from the row's own figures.
fn rate(nodes: &Value, ms: &Value) -> f64 {
    nodes.as_f64().unwrap() / (ms.as_f64().unwrap() / 1000.0)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * b.abs().max(1.0)
}

#[test]
fn every_random_and_steps_row_gives_its_nodes_per_second() {
    let small = [
        "--trees",
        "3",
        "--branching",
        "5",
        "--depths",
        "3..4",
        "--json",
    ];
    let v = json_of(&[&["experiment", "random"][..], &small].concat());
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 8, "two depths, four algorithms");
    for r in rows {
        let got = r["nodes_per_s"].as_f64().unwrap();
        assert!(got > 0.0, "{r}");
        assert!(close(got, rate(&r["nodes"], &r["ms"])), "{r}");
    }
    let v = json_of(&[&["experiment", "steps"][..], &small].concat());
    // Table 2's rows are ratios to NegaScout: each gives its own rate and NegaScout's
    for r in v["rows"].as_array().unwrap() {
        assert!(r["nodes_per_s"].as_f64().unwrap() > 0.0, "{r}");
        assert!(r["negascout_nodes_per_s"].as_f64().unwrap() > 0.0, "{r}");
    }
    // the text tables have the column
    let (_, text, _) = mtdlab(&[
        "experiment",
        "random",
        "--trees",
        "2",
        "--branching",
        "4",
        "--depths",
        "3",
    ]);
    let header = text.lines().nth(1).unwrap();
    assert!(header.ends_with("M nodes/s"), "{header}");
    let (_, text, _) = mtdlab(&[
        "experiment",
        "steps",
        "--trees",
        "2",
        "--branching",
        "4",
        "--depths",
        "3",
    ]);
    assert!(
        text.lines().nth(1).unwrap().contains("Mn/s  NS Mn/s"),
        "{text}"
    );
}

#[test]
fn minimal_and_kalah_rows_give_their_nodes_per_second() {
    let v = json_of(&[
        "experiment",
        "minimal",
        "--trees",
        "2",
        "--branching",
        "4",
        "--depths",
        "3..4",
        "--json",
    ]);
    for r in v["rows"].as_array().unwrap() {
        for side in ["mtdf", "negascout"] {
            let s = &r[side];
            assert!(
                close(
                    s["nodes_per_s"].as_f64().unwrap(),
                    rate(&s["nodes"], &s["ms"])
                ),
                "{s}"
            );
        }
    }
    let (_, text, _) = mtdlab(&[
        "experiment",
        "minimal",
        "--trees",
        "1",
        "--branching",
        "4",
        "--depths",
        "3",
    ]);
    assert!(text.contains("MTD(f) Mn/s  NS Mn/s"), "{text}");
    // Kalah: the game's time and nodes per second, now on the command line too
    let v = json_of(&[
        "experiment",
        "kalah",
        "--algos",
        "mtdf,alphabeta",
        "--depths",
        "2",
        "--json",
    ]);
    for r in v["rows"].as_array().unwrap() {
        assert!(
            close(
                r["nodes_per_s"].as_f64().unwrap(),
                rate(&r["nodes"], &r["ms"])
            ),
            "{r}"
        );
    }
    let (_, text, _) = mtdlab(&["experiment", "kalah", "--algos", "mtdf", "--depths", "2"]);
    assert!(text.contains("M nodes/s  verdict"), "{text}");
}

#[test]
fn the_random_experiment_runs_negascout_with_and_without_a_tt_by_default() {
    let algorithms = Settings::default().algorithms;
    for a in [
        Algorithm::MtdF,
        Algorithm::NegaScout,
        Algorithm::NegaScoutTt,
    ] {
        assert!(
            algorithms.contains(&Variant::new(a)),
            "{a:?} in {algorithms:?}"
        );
    }
}

#[test]
fn no_store_leaves_changes_the_counts_not_the_values() {
    let run = |extra: &[&str]| {
        let args = [
            &[
                "experiment",
                "random",
                "--trees",
                "4",
                "--branching",
                "6",
                "--depths",
                "4",
            ][..],
            &[
                "--algos",
                "mtdf,negascout-tt,mtd-f-step:10",
                "--per-tree",
                "--json",
            ],
            extra,
        ]
        .concat();
        json_of(&args)
    };
    let on = run(&[]);
    let off = run(&["--no-store-leaves"]);
    assert_eq!(on["settings"]["store_leaves"], true);
    assert_eq!(off["settings"]["store_leaves"], false);
    let values = |v: &Value| -> Vec<i64> {
        v["per_tree"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["value"].as_i64().unwrap())
            .collect()
    };
    assert_eq!(values(&on), values(&off));
    for (a, b) in on["rows"]
        .as_array()
        .unwrap()
        .iter()
        .zip(off["rows"].as_array().unwrap())
    {
        assert_eq!(a["nodes"], b["nodes"], "{a} {b}");
        let (on, off) = (a["leaf_evals"].as_u64(), b["leaf_evals"].as_u64());
        assert!(off >= on, "{a} {b}");
        if a["algorithm"] == "mtdf" {
            assert!(
                off > on,
                "MTD(f)'s later tests evaluate the leaves again: {a} {b}"
            );
        }
    }
    let (_, text, _) = mtdlab(&[
        "experiment",
        "random",
        "--trees",
        "2",
        "--branching",
        "4",
        "--depths",
        "3",
        "--no-store-leaves",
    ]);
    assert!(
        text.contains("the horizon's nodes kept out of the TT"),
        "{text}"
    );
}
