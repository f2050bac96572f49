//! Issue 20, item 5: one rule for every algorithm/setting pair that does not apply. A setting
//! given (a CLI flag, a session config field) for an algorithm that does not take it is
//! refused, naming the flag or field and the algorithm; one that applies is honoured, and given
//! at its default it changes nothing. The expectations are written out here from
//! CONVENTIONS.md §2 (which algorithm starts from a guess, takes a step or a schedule, keeps a
//! TT, makes null-window tests), not read from the table under test.

mod common;

use common::mtdlab;
use mtdlab::session::Session;
use serde_json::{json, Value};

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// Every algorithm, and the settings it takes: g(uess), s(tep), S(chedule), t(T switch),
/// z (TT size), m(ax tests), c(ut). From CONVENTIONS.md §2: mtdf, mtd-f-step, mtd-f-ab and
/// id-mtdf start from f (so does the literal variant of mtdf); mtd-step, mtd-f-step and mtd-f-ab
/// take a step; only mtd-f-step a schedule; the `-tt` names always keep a TT and minimax,
/// alphabeta and negascout none (no switch for either); the MTD drivers over MT keep a TT
/// that the switch may turn off, and alone make null-window tests; minimax never cuts.
/// The programs' enhancements (issue 23): i(terative deepening) and h(istory) for every
/// algorithm that orders its children but the literal MTD(f); a(spiration window) for the
/// algorithms that search the root with a window of their own, alpha-beta and NegaScout;
/// (TT move) f(irst) for those with a TT but the literal MTD(f).
const TAKES: [(&str, &str); 14] = [
    ("minimax", ""),
    ("alphabeta", "ciha"),
    ("alphabeta-tt", "zcihaf"),
    ("negascout", "ciha"),
    ("negascout-tt", "zcihaf"),
    ("mtdf", "gtzmcihf"),
    ("mtdf-literal", "gtzmc"),
    ("mtd-plus", "tzmcihf"),
    ("mtd-minus", "tzmcihf"),
    ("mtd-bi", "tzmcihf"),
    ("mtd-step", "stzmcihf"),
    ("mtd-f-step", "gsStzmcihf"),
    ("mtd-f-ab", "gstzmcihf"),
    ("id-mtdf", "gtzmcihf"),
];

/// Each setting: its letter, CLI flag and value (at its default where it has one), and its
/// session field and value (at the session's default).
struct Setting {
    letter: char,
    flag: &'static [&'static str],
    field: &'static str,
    value: fn() -> Value,
}

const SETTINGS: [Setting; 11] = [
    Setting {
        letter: 'g',
        flag: &["--guess", "0"],
        field: "guess",
        value: || json!(0),
    },
    Setting {
        letter: 's',
        flag: &["--step", "100"],
        field: "step",
        value: || json!(100),
    },
    Setting {
        letter: 'S',
        flag: &["--schedule", "100,50,25,12,0"],
        field: "schedule",
        value: || json!([100, 50, 25, 12, 0]),
    },
    Setting {
        letter: 't',
        flag: &["--no-tt"],
        field: "tt",
        value: || json!(false),
    },
    Setting {
        letter: 'z',
        flag: &["--tt-size", "262144"],
        field: "ttSize",
        value: || json!(65536),
    },
    Setting {
        letter: 'm',
        flag: &["--max-tests", "10000"],
        field: "maxTests",
        value: || json!(10000),
    },
    Setting {
        letter: 'c',
        flag: &["--cut", "ge"],
        field: "cut",
        value: || json!("ge"),
    },
    Setting {
        letter: 'i',
        flag: &["--id"],
        field: "iterativeDeepening",
        value: || json!(false),
    },
    Setting {
        letter: 'a',
        flag: &["--aspiration", "1000"],
        field: "aspiration",
        value: || json!(null),
    },
    Setting {
        letter: 'h',
        flag: &["--history"],
        field: "history",
        value: || json!(false),
    },
    Setting {
        letter: 'f',
        flag: &["--tt-move-first"],
        field: "ttMoveFirst",
        value: || json!(false),
    },
];

/// The flags that are not a setting at its default: they turn something on (or the TT off),
/// and may change the run's counts (never its value).
const NOT_DEFAULT: &str = "tihaf";

fn search(algo: &str, extra: &[&str]) -> (i32, String, String) {
    let mut args = vec!["search", "--tree", AIMA, "--algo", algo, "--json"];
    args.extend_from_slice(extra);
    mtdlab(&args)
}

#[test]
fn the_cli_refuses_every_flag_an_algorithm_does_not_take_and_honours_the_rest() {
    for (algo, takes) in TAKES {
        let (code, plain, err) = search(algo, &[]);
        assert_eq!(code, 0, "{algo}: {err}");
        for s in &SETTINGS {
            let (code, out, err) = search(algo, s.flag);
            let flag = s.flag[0];
            if takes.contains(s.letter) {
                assert_eq!(code, 0, "{algo} {flag}: {err}");
                // at its default, the flag changes nothing (--no-tt is not a default)
                if !NOT_DEFAULT.contains(s.letter) {
                    assert_eq!(out, plain, "{algo} {flag} changed the run");
                } else {
                    let value =
                        |o: &str| serde_json::from_str::<Value>(o).unwrap()["value"].clone();
                    assert_eq!(
                        value(&out),
                        value(&plain),
                        "{algo} {flag} changed the value"
                    );
                }
            } else {
                assert_eq!(code, 2, "{algo} {flag} was accepted: {out}");
                let line = err.trim();
                assert!(
                    line.starts_with(&format!("mtdlab: {flag}: {algo} takes no ")),
                    "{algo} {flag}: {line}"
                );
                assert_eq!(err.lines().count(), 1, "{err}");
            }
        }
    }
}

#[test]
fn negascout_tt_no_tt_is_refused_not_ignored() {
    let (code, _, err) = search("negascout-tt", &["--no-tt"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--no-tt: negascout-tt takes no TT switch")
            && err.contains("negascout-tt always uses its TT, negascout never does"),
        "{err}"
    );
}

#[test]
fn no_tt_is_honoured_where_it_applies() {
    // MTD(f) on AIMA from 0 (CONVENTIONS.md §6): the second test re-reads the root's entry
    // with the TT; without it nothing is read
    let (_, with, _) = search("mtdf", &[]);
    let (_, without, _) = search("mtdf", &["--no-tt"]);
    let hits = |out: &str| serde_json::from_str::<Value>(out).unwrap()["tt_hits"].clone();
    assert_ne!(hits(&with), json!(0));
    assert_eq!(hits(&without), json!(0));
}

fn session(algo: &str, extra: Option<(&str, Value)>) -> Result<Value, String> {
    let mut config = json!({ "game": { "kind": "tree", "text": AIMA }, "algorithm": algo });
    if let Some((k, v)) = extra {
        config[k] = v;
    }
    let mut s = Session::from_json(&config).map_err(|e| e.message)?;
    s.run_some(usize::MAX).map_err(|e| e.message)?;
    Ok(serde_json::to_value(s.summary()).unwrap())
}

#[test]
fn a_session_refuses_every_field_an_algorithm_does_not_take_and_honours_the_rest() {
    for (algo, takes) in TAKES {
        let plain = session(algo, None).unwrap();
        for s in &SETTINGS {
            let got = session(algo, Some((s.field, (s.value)())));
            if takes.contains(s.letter) {
                let got = got.unwrap_or_else(|e| panic!("{algo} {}: {e}", s.field));
                if s.letter != 't' {
                    assert_eq!(got, plain, "{algo} {} changed the run", s.field);
                }
            } else {
                let e = got.expect_err(&format!("{algo} {} was accepted", s.field));
                assert!(
                    e.starts_with(&format!("{}: {algo} takes no ", s.field)),
                    "{algo} {}: {e}",
                    s.field
                );
            }
        }
    }
}

#[test]
fn a_sessions_tt_true_for_negascout_tt_is_refused_too() {
    // given is given: the field is there, whatever its value
    let e = session("negascout-tt", Some(("tt", json!(true)))).unwrap_err();
    assert!(e.starts_with("tt: negascout-tt takes no TT switch"), "{e}");
}

#[test]
fn a_kalah_match_game_refuses_a_step() {
    let config = json!({
        "game": { "kind": "kalah-match", "program": "alphabeta-tt", "depths": [2, 2], "search": 1 },
        "step": 3,
    });
    let e = Session::from_json(&config).err().unwrap().message;
    assert!(e.starts_with("step: alphabeta-tt takes no step"), "{e}");
}

#[test]
fn a_configs_json_holds_the_settings_its_algorithm_takes_and_reads_back() {
    // the summary's `settings`: what it writes, a session accepts again
    for (algo, takes) in TAKES {
        let config = mtdlab::session::Config::from_json(
            &json!({ "game": { "kind": "tree", "text": AIMA }, "algorithm": algo }),
        )
        .unwrap();
        let written = serde_json::to_value(&config).unwrap();
        for s in &SETTINGS {
            assert_eq!(
                written.get(s.field).is_some(),
                takes.contains(s.letter),
                "{algo}: {} in {written}",
                s.field
            );
        }
        let again = mtdlab::session::Config::from_json(&written)
            .unwrap_or_else(|e| panic!("{algo}: {written} refused: {e}"));
        assert_eq!(again, config);
    }
}
