//! The browser's experiment runner (src/experiment/runner.rs, one unit at a time, behind the
//! wasm `Experiment`) gives exactly the CLI's rows on the same settings; its configs are
//! checked field by field, absurd work is refused before it starts, and every tree or root
//! search a row lists opens in a session with the row's counts.
// the native runner (`experiment::native`, timed with `std::time::Instant`) is not built for
// wasm32, so these tests are native only
#![cfg(not(target_arch = "wasm32"))]

use mtdlab::experiment::native::run_random;
use mtdlab::experiment::random::{Report, Settings};
use mtdlab::experiment::runner::{Config, Experiment};
use mtdlab::experiment::{minimal, steps, NoClock};
use mtdlab::kalah_match::experiment as kalah;
use mtdlab::kalah_match::{Limits, NegaScoutEnd};
use mtdlab::session::Session;
use serde_json::{json, Value};
use std::process::Command;

/// The fields that hold times (or rates from times): they differ between any two runs.
const TIMES: [&str; 6] = [
    "ms",
    "wall_ms",
    "threads",
    "nodes_per_s",
    "negascout_nodes_per_s",
    "time_vs_negascout",
];

/// `v` with every time set to null.
fn untimed(mut v: Value) -> Value {
    fn walk(v: &mut Value) {
        match v {
            Value::Object(m) => {
                for (k, x) in m.iter_mut() {
                    if TIMES.contains(&k.as_str()) {
                        *x = Value::Null;
                    } else {
                        walk(x);
                    }
                }
            }
            Value::Array(a) => a.iter_mut().for_each(walk),
            _ => {}
        }
    }
    walk(&mut v);
    v
}

/// The runner's report on `config`, run to its end on a clock that reads 0.
fn runner_report(config: Value) -> Value {
    let mut e = Experiment::from_json(&config).unwrap();
    let total = e.progress().total;
    let mut steps = 0;
    while !e.is_done() {
        let p = e.step(&mut NoClock).unwrap().clone();
        steps += 1;
        assert!(p.done <= p.total && p.work > 0);
    }
    assert!(steps >= total, "{steps} steps for {total} units");
    serde_json::to_value(e.report().unwrap()).unwrap()
}

fn settings_of(config: &Value) -> Settings {
    let (c, _) = Config::from_json(config).unwrap();
    c.random_settings().unwrap()
}

#[test]
fn random_rows_are_the_clis() {
    let config = json!({
        "kind": "random", "trees": 6, "branching": 5, "depths": [2, 3, 4],
        "algorithms": ["mtdf", "negascout", "alphabeta", "mtd-f-step:25", "mtd-f-ab:50"],
        "seed": 11, "per_tree": true
    });
    let s = settings_of(&config);
    let cli = Report::new(&s, run_random(&s).unwrap(), true);
    let mut expected = serde_json::to_value(&cli).unwrap();
    expected["search_settings"] = serde_json::to_value(&s).unwrap();
    let ours = runner_report(config);
    assert_eq!(untimed(ours.clone()), untimed(expected));
    assert_eq!(ours["rows"].as_array().unwrap().len(), 15);
    assert_eq!(ours["per_tree"].as_array().unwrap().len(), 18);
}

#[test]
fn minimal_rows_are_the_clis() {
    let config = json!({ "kind": "minimal", "branching": 6, "depths": [3, 4, 5] });
    let (Config::Minimal(m), _) = Config::from_json(&config).unwrap() else {
        panic!("not minimal")
    };
    let s = m.random_settings();
    let cli = minimal::Report::new(&m, &Report::new(&s, run_random(&s).unwrap(), false));
    let ours = runner_report(config);
    assert_eq!(
        untimed(ours["rows"].clone()),
        untimed(serde_json::to_value(&cli.rows).unwrap())
    );
    // NegaScout searches exactly the minimal tree (Knuth and Moore)
    for row in ours["rows"].as_array().unwrap() {
        assert_eq!(row["negascout"]["nodes"], row["minimal_nodes"]);
    }
    assert_eq!(ours["search_settings"]["order"], "best");
}

#[test]
fn steps_rows_are_the_clis() {
    let config = json!({ "kind": "steps", "trees": 4, "branching": 6, "depths": [4] });
    let s = settings_of(&config);
    assert_eq!(s.algorithms, steps::table_2_variants());
    let cli = steps::Report::new(&Report::new(&s, run_random(&s).unwrap(), false));
    let ours = runner_report(config);
    assert_eq!(
        untimed(ours["rows"].clone()),
        untimed(serde_json::to_value(&cli.rows).unwrap())
    );
    assert_eq!(ours["rows"].as_array().unwrap().len(), 9);
}

#[test]
fn kalah_rows_are_the_clis() {
    let config = json!({
        "kind": "kalah", "algos": ["mtdf", "alphabeta"], "depths": [2, 3], "per_tree": true
    });
    let ours = runner_report(config);
    let mut rows = Vec::new();
    for algo in ["mtdf", "alphabeta"] {
        for (d1, d2) in kalah::pairs(algo, Some(&[2, 3])) {
            rows.push(kalah::row(algo, d1, d2, NegaScoutEnd::InMove, Limits::default()).unwrap());
        }
    }
    let cli = serde_json::to_value(kalah::Report::new(NegaScoutEnd::InMove, rows)).unwrap();
    let mut stripped = ours.clone();
    for row in stripped["rows"].as_array_mut().unwrap() {
        let row = row.as_object_mut().unwrap();
        let searches = row.remove("root_searches").unwrap();
        // the root searches add up to the row
        let sum = |k: &str| -> u64 {
            searches
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s[k].as_u64().unwrap())
                .sum()
        };
        assert_eq!(sum("evals"), row["evals"].as_u64().unwrap());
        assert_eq!(sum("tt_hits"), row["tt_hits"].as_u64().unwrap());
        assert_eq!(sum("nodes"), row["nodes"].as_u64().unwrap());
        assert!(row.remove("ms").is_some());
        assert!(row.remove("nodes_per_s").is_some());
    }
    assert_eq!(stripped, cli);
    // mtdf (3,2) matches the printed evaluations; its hits differ by a transposed digit
    let r = &ours["rows"][1];
    assert_eq!(
        (r["algo"].as_str(), r["d1"].as_u64(), r["d2"].as_u64()),
        (Some("mtdf"), Some(3), Some(2))
    );
    assert_eq!(r["evals"], r["printed_evals"]);
    assert_eq!(r["verdict"], "differs");
}

/// The row's tree, opened in a session as the page opens it in the Explore tab, shows the
/// row's counts.
#[test]
fn a_per_tree_row_opens_in_a_session_with_its_counts() {
    let config = json!({
        "kind": "random", "trees": 3, "branching": 4, "depths": [4],
        "algorithms": ["mtdf", "negascout", "mtd-f-step:25"], "per_tree": true
    });
    let report = runner_report(config);
    let s = &report["search_settings"];
    for tree in report["per_tree"].as_array().unwrap() {
        for run in tree["runs"].as_array().unwrap() {
            let name = run["algorithm"].as_str().unwrap();
            let (algorithm, step) = match name.split_once(':') {
                Some((a, st)) => (a, Some(st.parse::<i32>().unwrap())),
                None => (name, None),
            };
            let mut config = json!({
                "game": {
                    "kind": "random", "branching": s["branching"], "depth": tree["depth"],
                    "seed": tree["seed"], "order": s["order"], "values": s["values"],
                    "min": s["min"], "max": s["max"]
                },
                "algorithm": algorithm,
            });
            // NegaScout takes neither a first guess nor a TT: a session refuses them (issue 20)
            if algorithm != "negascout" {
                config["guess"] = tree["guess"].clone();
                config["ttSize"] = s["tt_size"].clone();
            }
            if let Some(st) = step {
                config["step"] = json!(st);
            }
            let mut session = Session::from_json(&config).unwrap();
            while !session.run_some(1000).unwrap() {}
            let c = session.counters();
            assert_eq!(Some(c.nodes), run["nodes"].as_u64(), "{name}");
            assert_eq!(Some(c.leaf_evals), run["leaf_evals"].as_u64(), "{name}");
            let tests = session.tests().iter().filter(|t| t.null_window).count();
            assert_eq!(Some(tests as u64), run["tests"].as_u64(), "{name}");
            assert_eq!(session.value(), tree["value"].as_i64().map(|v| v as i32));
        }
    }
}

#[test]
fn a_root_search_opens_in_a_session_with_its_counts() {
    let report = runner_report(json!({
        "kind": "kalah", "algos": ["mtdf"], "depths": [3], "per_tree": true
    }));
    let searches = report["rows"][0]["root_searches"].as_array().unwrap();
    for s in searches.iter().take(4) {
        let config = json!({
            "game": { "kind": "kalah-match", "program": "mtdf", "depths": [3, 3],
                      "search": s["number"] }
        });
        let mut session = Session::from_json(&config).unwrap();
        while !session.run_some(1000).unwrap() {}
        let c = session.counters();
        assert_eq!(Some(c.leaf_evals), s["evals"].as_u64());
        assert_eq!(Some(c.tt_hits), s["tt_hits"].as_u64());
        assert_eq!(Some(c.nodes), s["nodes"].as_u64());
    }
}

#[test]
fn bad_configs_name_the_field() {
    let err = |config: Value| match Experiment::from_json(&config) {
        Ok(_) => panic!("accepted {config}"),
        Err(e) => e.message,
    };
    assert!(err(json!({ "kind": "chess" })).starts_with("kind: \"chess\" is not one of random"));
    assert!(err(json!({})).starts_with("kind: nothing"));
    assert!(err(json!([1])).starts_with("config:"));
    assert!(err(json!({ "kind": "random", "trees": 0 })).starts_with("trees: 0 is out of range"));
    assert!(
        err(json!({ "kind": "random", "frobnicate": 1 })).contains("unknown field `frobnicate`")
    );
    assert!(err(json!({ "kind": "random", "trees": "ten" })).contains("invalid type"));
    assert!(err(json!({ "kind": "random", "depths": [0] })).starts_with("depths: 0"));
    assert!(err(json!({ "kind": "random", "algorithms": ["mtdx"] })).contains("mtdx"));
    assert!(err(json!({ "kind": "random", "per_tree": 3 })).starts_with("per_tree:"));
    assert!(err(json!({ "kind": "steps", "algorithms": ["mtdf"] })).starts_with("algos:"));
    assert!(err(json!({ "kind": "kalah", "algos": ["chess"] })).starts_with("algos:"));
    assert!(
        err(json!({ "kind": "kalah", "algos": ["mtdf"], "depths": [12] })).starts_with("depths:")
    );
    assert!(err(json!({ "kind": "kalah", "negascout_end": "never" })).starts_with("negascout_end:"));
    assert!(err(json!({ "kind": "kalah", "tt_size": 0 })).starts_with("tt_size:"));
    assert!(err(json!({ "kind": "minimal", "max_work": 10 })).starts_with("max-work:"));
}

/// A config whose searches cannot fit in the budget is refused before any search, with the
/// least work it needs: seed 001's own run (500 trees, b = 50, depths 3–6) against a budget
/// of 10^8 node visits, and 500 trees of b = 50 at depth 9 against the default 10^11.
#[test]
fn absurd_work_is_refused_before_it_starts() {
    let m = Experiment::from_json(&json!({ "kind": "random", "max_work": 100_000_000u64 }))
        .err()
        .unwrap()
        .message;
    assert!(
        m.starts_with("max-work: these searches visit at least"),
        "{m}"
    );
    assert!(m.contains("budget of 100000000"), "{m}");
    let s = Settings {
        depths: vec![9],
        ..Settings::default()
    };
    assert!(s.least_work() > s.max_work);
    // the CLI refuses it the same way, with status 2
    let out = Command::new(env!("CARGO_BIN_EXE_mtdlab"))
        .args(["experiment", "random", "--depths", "9"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("mtdlab: --max-work: these searches visit at least"),
        "{stderr}"
    );
}

/// e2e/fixtures/experiment-random.json is what the CLI prints for the experiment that
/// e2e/experiments.spec.js runs in the page (times aside).
#[test]
fn the_e2e_fixture_is_what_the_cli_prints() {
    let fixture: Value =
        serde_json::from_str(include_str!("../e2e/fixtures/experiment-random.json")).unwrap();
    let args: Vec<String> = fixture["cli"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_string())
        .collect();
    let out = Command::new(env!("CARGO_BIN_EXE_mtdlab"))
        .args(&args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(untimed(printed), untimed(fixture["json"].clone()));
}
