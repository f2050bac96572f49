//! Whole games of Kalah(6, 6) against seed 003's tables (data/seed003/*.json):
//! every cell of every table, evaluations and TT hits. A cell recorded with a "mismatch"
//! is checked against our figure given there (and must still differ from the printed one).

use mtdlab::kalah_match::{play, play_with, MatchResult, NegaScoutEnd, ALGORITHMS};
use serde_json::Value;
use std::path::PathBuf;

fn table(name: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data/seed003")
        .join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}

fn number(v: &Value, field: &str, at: &str) -> Option<u64> {
    v.get(field).map(|n| {
        n.as_u64()
            .unwrap_or_else(|| panic!("{at}: {field} is not a count"))
    })
}

/// The algorithms of a table (in its order) and whether each has a printed hit count.
fn algorithms(t: &Value) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    for line in t["lines"].as_array().expect("lines") {
        let algo = line["algo"].as_str().expect("algo").to_string();
        assert!(
            ALGORITHMS.contains(&algo.as_str()),
            "unknown algorithm {algo}"
        );
        let hits = line["field"] == "tt_hits";
        match out.iter_mut().find(|(a, _)| *a == algo) {
            Some(entry) => entry.1 |= hits,
            None => out.push((algo, hits)),
        }
    }
    out
}

/// The game's end is sound: the seeds are all in the stores, or a store holds more than
/// half of them.
fn check_end(r: &MatchResult, at: &str) {
    let [s1, s2] = r.stores;
    assert!(s1 + s2 <= 72, "{at}: stores {s1} + {s2}");
    assert!(
        s1 + s2 == 72 || s1 > 36 || s2 > 36,
        "{at}: stores {s1}, {s2}"
    );
}

/// Runs every cell of the table `name`; returns (cells checked, mismatches recorded).
fn check_table(name: &str) -> (usize, usize) {
    let t = table(name);
    let algos = algorithms(&t);
    let mut checked = 0;
    let mut mismatches = 0;
    let mut failures = Vec::new();
    for cell in t["cells"].as_array().expect("cells") {
        let d1 = cell["d1"].as_u64().expect("d1") as u32;
        let d2 = cell["d2"].as_u64().expect("d2") as u32;
        for (algo, has_hits) in &algos {
            let at = format!("{name}: {algo} d1={d1} d2={d2}");
            let printed = &cell[algo.as_str()];
            let p_evals = number(printed, "evals", &at).expect("evals");
            let p_hits = number(printed, "tt_hits", &at);
            assert_eq!(p_hits.is_some(), *has_hits, "{at}: tt_hits as printed");
            let r = play(d1, d2, algo).unwrap_or_else(|e| panic!("{at}: {e}"));
            check_end(&r, &at);
            checked += 1;
            // a program without a table has no hits
            let p_hits = p_hits.unwrap_or(0);
            let (want_evals, want_hits) = match printed.get("mismatch") {
                Some(m) => {
                    mismatches += 1;
                    let reason = m["reason"].as_str().unwrap_or("");
                    assert!(reason.len() > 20, "{at}: a mismatch needs its reason");
                    let e = number(m, "evals", &at).expect("mismatch evals");
                    let h = number(m, "tt_hits", &at).expect("mismatch tt_hits");
                    assert!(
                        (e, h) != (p_evals, p_hits),
                        "{at}: the recorded mismatch equals the printed figure"
                    );
                    (e, h)
                }
                None => (p_evals, p_hits),
            };
            if (r.evals, r.tt_hits) != (want_evals, want_hits) {
                failures.push(format!(
                    "{at}: evals {} tt_hits {}, expected evals {want_evals} tt_hits {want_hits} (printed {p_evals}, {p_hits})",
                    r.evals, r.tt_hits
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    (checked, mismatches)
}

#[test]
fn negamax_table() {
    // 上段 negamax, 中段 negamax + TT, 下段 hits; depths 2..5
    assert_eq!(check_table("negamax"), (32, 1));
}

#[test]
fn nega_alpha_table() {
    assert_eq!(check_table("negaalpha"), (32, 0));
}

#[test]
fn negascout_table() {
    // depths 2..5 and 6..8; play() follows kalah8.py as printed (the move detects the end)
    assert_eq!(check_table("negascout"), (50, 30));
}

#[test]
fn mtdf_table() {
    assert_eq!(check_table("mtdf"), (25, 1));
}

/// Every printed NegaScout figure, evaluations and hits, is what a NegaScout checking for
/// the end when it enters a node counts (see the notes of negascout.json).
#[test]
fn negascout_table_is_reproduced_with_the_end_checked_at_the_node() {
    let t = table("negascout");
    let mut failures = Vec::new();
    let mut differs = 0;
    for cell in t["cells"].as_array().expect("cells") {
        let d1 = cell["d1"].as_u64().expect("d1") as u32;
        let d2 = cell["d2"].as_u64().expect("d2") as u32;
        for algo in ["negascout", "negascout-tt"] {
            let printed = &cell[algo];
            let want = (
                printed["evals"].as_u64().unwrap(),
                printed.get("tt_hits").map_or(0, |h| h.as_u64().unwrap()),
            );
            let r = play_with(d1, d2, algo, NegaScoutEnd::AtNode).unwrap();
            if (r.evals, r.tt_hits) != want {
                failures.push(format!("{algo} d1={d1} d2={d2}: {r:?}, printed {want:?}"));
            }
            // the same game either way
            let in_move = play(d1, d2, algo).unwrap();
            assert_eq!(in_move.stores, r.stores, "{algo} d1={d1} d2={d2}");
            assert_eq!(in_move.tt_hits, r.tt_hits, "{algo} d1={d1} d2={d2}");
            assert!(in_move.evals <= r.evals);
            differs += usize::from(in_move.evals != r.evals);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(differs, 30);
}

#[test]
fn play_with_in_move_is_play() {
    for algo in ALGORITHMS {
        assert_eq!(
            play(3, 4, algo).unwrap(),
            play_with(3, 4, algo, NegaScoutEnd::InMove).unwrap()
        );
    }
    // the programs without NegaScout do not depend on where NegaScout checks
    for algo in ["minimax-tt", "alphabeta", "mtdf"] {
        assert_eq!(
            play(4, 3, algo).unwrap(),
            play_with(4, 3, algo, NegaScoutEnd::AtNode).unwrap()
        );
    }
}

#[test]
fn the_programs_play_the_same_game() {
    // all of seed 003's programs find the same moves (勝敗はまったく同じ)
    for (d1, d2) in [(2, 2), (3, 5), (5, 4)] {
        let stores: Vec<[u32; 2]> = ALGORITHMS
            .iter()
            .map(|a| play(d1, d2, a).unwrap().stores)
            .collect();
        assert!(
            stores.windows(2).all(|w| w[0] == w[1]),
            "{d1},{d2}: {stores:?}"
        );
    }
    assert_eq!(play(2, 2, "minimax").unwrap().stores, [41, 31]);
    assert_eq!(play(3, 2, "mtdf").unwrap().stores, [43, 17]);
    assert_eq!(play(1, 1, "negascout").unwrap().tt_hits, 0);
}

#[test]
fn result_serialises_as_the_cli_prints_it() {
    let r = play(2, 2, "alphabeta-tt").unwrap();
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"evals": 2672, "tt_hits": 0, "stores": [41, 31]})
    );
}

#[test]
fn bad_depths_and_names_are_refused() {
    let e = play(0, 3, "mtdf").unwrap_err().message;
    assert!(
        e.contains("D1") && e.contains("1 to 9 for mtdf") && e.contains("got 0"),
        "{e}"
    );
    let e = play(3, 13, "mtdf").unwrap_err().message;
    assert!(e.contains("D2") && e.contains("got 13"), "{e}");
    let e = play(3, u32::MAX, "minimax").unwrap_err().message;
    assert!(e.contains("D2"), "{e}");
    let e = play(3, 3, "sss*").unwrap_err().message;
    assert!(e.contains("unknown algorithm 'sss*'"), "{e}");
    for name in ALGORITHMS {
        assert!(e.contains(name), "{e}");
    }
    let e = play(3, 3, "").unwrap_err().message;
    assert!(e.contains("unknown algorithm"), "{e}");
    assert!(play(1, 1, "MTDF").is_err(), "names are exact");
    assert!(play(1, 1, "mtdf").is_ok());
}
