//! The programs' experiment (issue 23, item 2): its numbers do not depend on how it is cut
//! into shards, every line finds the value of plain alpha-beta (no TT, no move ordering:
//! the oracle, computed here) on every position at every depth, and the e2e fixture is what
//! the CLI prints.

use mtdlab::experiment::programs::{Report, Settings};
use mtdlab::experiment::runner::{Config, Experiment, Report as AnyReport};
use mtdlab::experiment::shard::{merge, Merged, Shard};
use mtdlab::experiment::NoClock;
use mtdlab::games::kalah::Kalah;
use mtdlab::search::{run, Algorithm, Options, SearchSettings};
use mtdlab::Game;
use serde_json::Value;
use std::process::Command;

fn small() -> Settings {
    Settings {
        positions: 5,
        depth: 4,
        ..Settings::default()
    }
}

fn report_of(e: &Experiment) -> Report {
    match e.report().unwrap() {
        AnyReport::Programs(r) => r,
        _ => panic!("not a programs report"),
    }
}

#[test]
fn the_numbers_do_not_depend_on_sharding() {
    let s = small();
    let mut whole = Experiment::new(Config::Programs(s.clone()), true).unwrap();
    whole.run_to_end(&mut NoClock).unwrap();
    let whole = report_of(&whole);
    assert_eq!(whole.positions.len(), 5);
    for n in [2, 3, 7] {
        let mut parts = Vec::new();
        // in reverse: the order of the parts does not matter
        for k in (0..n).rev() {
            let shard = Shard::new(k, n).unwrap();
            let mut e = Experiment::sharded(Config::Programs(s.clone()), true, shard).unwrap();
            e.run_to_end(&mut NoClock).unwrap();
            // a part goes through JSON, as the CLI's shards hand theirs to the merge
            let text = serde_json::to_string(&e.part()).unwrap();
            parts.push((format!("shard {k}"), serde_json::from_str(&text).unwrap()));
        }
        let (Merged::Programs(merged), _) = merge(&parts).unwrap() else {
            panic!("not a programs report")
        };
        assert_eq!(merged, whole, "{n} shards");
        let gathered = Experiment::from_parts(&parts).unwrap();
        assert_eq!(report_of(&gathered), whole, "{n} shards gathered");
    }
}

#[test]
fn every_line_finds_plain_alpha_betas_value() {
    let s = Settings {
        positions: 6,
        depth: 5,
        ..Settings::default()
    };
    let mut e = Experiment::new(Config::Programs(s.clone()), true).unwrap();
    e.run_to_end(&mut NoClock).unwrap();
    let report = report_of(&e);
    let lines = s.lines().len();
    // the programs, each with each of four enhancements off, three first guesses
    assert_eq!(lines, 4 + 4 * 4 + 3);
    assert_eq!(report.per_position.len(), 6 * lines);
    for p in &report.positions {
        let game = Kalah::parse(&p.text).unwrap();
        // the position is one of Kalah(6, seeds): its seeds are all there
        assert_eq!(game.total_seeds(), 12 * p.seeds, "{}", p.text);
        for d in 1..=s.depth {
            let options = Options {
                search: SearchSettings::default().with_depth(d).with_tt(false),
                ..Options::default()
            };
            let oracle = run(&game, Algorithm::AlphaBeta, &options).unwrap();
            let units = report.per_position.iter().filter(|u| u.position == p.index);
            let mut n = 0;
            for u in units {
                let c = &u.depths[d as usize - 1];
                assert_eq!(c.depth, d);
                assert_eq!(
                    c.value, oracle.value,
                    "{} at depth {d} on {}",
                    u.line, p.text
                );
                n += 1;
            }
            assert_eq!(n, lines);
        }
    }
    // the ratios divide by aspiration NegaScout: its own are 1
    for r in report
        .rows
        .iter()
        .filter(|r| r.line == "id-aspiration-negascout")
    {
        assert_eq!((r.nodes_ratio, r.leaves_ratio), (Some(1.0), Some(1.0)));
    }
    // MTD(f) makes null-window tests, the others none
    for r in &report.rows {
        assert_eq!(r.tests_mean.is_some(), r.line == "id-mtdf", "{}", r.line);
    }
}

#[test]
fn positions_come_from_seeded_play() {
    let s = small();
    let a: Vec<String> = (0..5).map(|i| s.position(i).unwrap().text).collect();
    let b: Vec<String> = (0..5).map(|i| s.position(i).unwrap().text).collect();
    assert_eq!(a, b);
    // Kalah(6, 4), (6, 5), (6, 6) in turn, none the opening
    for (i, text) in a.iter().enumerate() {
        let seeds = [4, 5, 6][i % 3];
        assert!(Kalah::with_position(6, seeds, text).is_ok(), "{text}");
        let opening = Kalah::new(6, seeds).unwrap();
        assert_ne!(text, &opening.format_position(&opening.root()));
    }
}

const TIMES: [&str; 5] = ["ms", "wall_ms", "threads", "nodes_per_s", "time_ratio"];

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

/// e2e/fixtures/experiment-programs.json is what the CLI prints for the experiment that
/// e2e/programs.spec.js runs in the page and www/state/programs-report.test.js in the
/// tab's wasm (times aside).
#[test]
fn the_e2e_fixture_is_what_the_cli_prints() {
    let fixture: Value =
        serde_json::from_str(include_str!("../e2e/fixtures/experiment-programs.json")).unwrap();
    let args: Vec<&str> = fixture["cli"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap())
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
    assert_eq!(untimed(&printed), untimed(&fixture["json"]));
}

#[test]
fn the_work_budget_stops_the_run_and_bad_settings_name_their_field() {
    let s = Settings {
        max_work: 5_000,
        ..small()
    };
    let mut e = Experiment::new(Config::Programs(s), false).unwrap();
    let err = e.run_to_end(&mut NoClock).unwrap_err();
    assert!(err.message.starts_with("work budget: "), "{}", err.message);
    for (field, config) in [
        (
            "depth",
            serde_json::json!({"kind": "programs", "depth": 15}),
        ),
        (
            "positions",
            serde_json::json!({"kind": "programs", "positions": 0}),
        ),
        (
            "seeds",
            serde_json::json!({"kind": "programs", "seeds": [7]}),
        ),
        (
            "plies",
            serde_json::json!({"kind": "programs", "plies": [9, 3]}),
        ),
    ] {
        let err = Experiment::from_json(&config).err().unwrap();
        assert!(err.message.starts_with(field), "{field}: {}", err.message);
    }
}
