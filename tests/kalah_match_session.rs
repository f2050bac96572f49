//! Any root search of a seed 003 game opens in a session (`game.kind: "kalah-match"`), and
//! its counts are kalah-match's: summing the sessions' leaf evaluations and TT hits over
//! every root search of a game gives the seed's printed cell (data/seed003).

use mtdlab::kalah_match::{printed, Limits, Match, NegaScoutEnd};
use mtdlab::session::{solve, Config, Session};
use serde_json::{json, Value};

fn session(game: Value) -> Session {
    Session::from_json(&json!({ "game": game })).unwrap_or_else(|e| panic!("{game}: {e}"))
}

/// Opens every root search of `program`'s game at (d1, d2) in its own session, runs it, and
/// checks it against kalah-match's root search; returns the summed evaluations and hits.
fn sum_over_sessions(program: &str, d1: u32, d2: u32, end: NegaScoutEnd) -> (u64, u64) {
    let mut game = Match::new(d1, d2, program, end, Limits::default()).unwrap();
    game.play_to_end().unwrap();
    let (mut evals, mut hits) = (0, 0);
    for r in game.searches() {
        let mut s = session(json!({
            "kind": "kalah-match", "program": program, "depths": [d1, d2],
            "search": r.number, "negascoutEnd": end.name(),
        }));
        assert!(
            s.run_some(usize::MAX).unwrap(),
            "{program} search {}",
            r.number
        );
        let sum = s.summary();
        let at = format!("{program} {d1},{d2} search {}", r.number);
        assert_eq!(sum.counters.leaf_evals, r.counters.leaf_evals, "{at}");
        assert_eq!(sum.counters.tt_hits, r.counters.tt_hits, "{at}");
        assert_eq!(sum.counters.nodes, r.counters.nodes, "{at}");
        assert_eq!(sum.value, Some(r.value), "{at}");
        assert_eq!(sum.position.as_deref(), Some(r.position.as_str()), "{at}");
        assert_eq!(sum.depth, r.depth, "{at}");
        assert_eq!(sum.tests.len(), r.tests, "{at}");
        // the turn the seed plays
        let pits: Vec<String> = r.pits.iter().map(|p| p.to_string()).collect();
        assert_eq!(sum.turn_line.as_ref(), Some(&pits), "{at}");
        if program != "mtdf" && sum.best_move.is_some() {
            // one wide search: its best move starts the turn (MTD(f) plays the last
            // test's line, whose first move may differ from the one proven best)
            assert_eq!(
                sum.best_move_label.as_deref(),
                Some(pits[0].as_str()),
                "{at}"
            );
        }
        // what the recorder saw is what the search counted
        let leaves = s
            .events(0, usize::MAX)
            .chunks(5)
            .filter(|e| e[0] == 2)
            .count();
        assert_eq!(leaves as u64, r.counters.leaf_evals, "{at}: Leaf events");
        evals += sum.counters.leaf_evals;
        hits += sum.counters.tt_hits;
    }
    assert_eq!((evals, hits), {
        let m = game.result();
        (m.evals, m.tt_hits)
    });
    (evals, hits)
}

/// The printed (evaluations, hits) of a cell; hits 0 for a program without a table.
fn cell(program: &str, d1: u32, d2: u32) -> (u64, u64) {
    let p = printed::printed(program, d1, d2).expect("a printed cell");
    (p.evals, p.tt_hits.unwrap_or(0))
}

#[test]
fn the_sessions_of_a_whole_game_add_up_to_the_printed_cell() {
    for (program, d1, d2) in [
        ("minimax", 2, 3),
        ("minimax-tt", 2, 3),
        ("alphabeta", 2, 2),
        ("alphabeta-tt", 3, 3),
        ("negascout", 2, 2),
        ("negascout-tt", 2, 2),
        ("mtdf", 2, 2),
        ("mtdf", 3, 4),
    ] {
        assert_eq!(
            sum_over_sessions(program, d1, d2, NegaScoutEnd::InMove),
            cell(program, d1, d2),
            "{program} {d1},{d2}"
        );
    }
}

#[test]
fn negascout_sessions_with_the_end_checked_at_the_node_add_up_to_the_printed_figures() {
    // NegaScout + TT keeps its table for the whole game: each session starts with the table
    // the earlier root searches left
    for program in ["negascout", "negascout-tt"] {
        assert_eq!(
            sum_over_sessions(program, 3, 3, NegaScoutEnd::AtNode),
            cell(program, 3, 3),
            "{program}"
        );
    }
}

#[test]
fn a_session_of_a_root_search_fills_in_the_games_algorithm_and_records_seed_003s_numbers() {
    let s =
        session(json!({ "kind": "kalah-match", "program": "mtdf", "depths": [3, 2], "search": 2 }));
    let sum = s.summary();
    assert_eq!(sum.settings.algorithm, "mtdf");
    assert_eq!(
        sum.settings.tt_size,
        1 << 20,
        "the table's cap defaults to the largest"
    );
    // the second player's first guess f = 0 is the test at 1 in the first player's terms
    let mut s = s;
    let first = s.next_test().unwrap().unwrap();
    assert_eq!(first.beta, 1);
    // MIN_VALUE and MAX_VALUE are seed 003's -100 and 100
    let sum = s.summary();
    assert!(sum.lower >= -100 && sum.upper <= 100, "{sum:?}");
    // solve gives the same counts without recording
    let config = Config::from_json(
        &json!({ "game": { "kind": "kalah-match", "program": "mtdf", "depths": [3, 2], "search": 2 } }),
    )
    .unwrap();
    let solved = solve(&config).unwrap();
    s.run_some(usize::MAX).unwrap();
    assert_eq!(solved.counters, s.summary().counters);
    // the TT panel lists the seed's table
    assert!(!s.tt().is_empty());
}

#[test]
fn bad_kalah_match_configs_name_their_field() {
    let game = |extra: Value| {
        let mut g = json!({ "kind": "kalah-match", "program": "alphabeta-tt", "depths": [2, 2], "search": 1 });
        for (k, v) in extra.as_object().unwrap() {
            g[k] = v.clone();
        }
        g
    };
    let cases = [
        (
            json!({ "game": game(json!({ "program": "sss" })) }),
            "game.program: unknown algorithm 'sss'",
        ),
        (
            json!({ "game": game(json!({ "depths": [2, 9] })) }),
            "game.depths[1] must be 1 to 8",
        ),
        (
            json!({ "game": game(json!({ "search": 0 })) }),
            "game.search: 0 is out of range",
        ),
        (
            json!({ "game": game(json!({ "search": 999 })) }),
            "game.search: the game of alphabeta-tt at depths 2,2 ends after",
        ),
        (
            json!({ "game": game(json!({ "negascoutEnd": "never" })) }),
            "game.negascoutEnd: 'never'",
        ),
        (
            json!({ "game": game(json!({ "board": 1 })) }),
            "game.board: unknown field",
        ),
        (
            json!({ "game": game(json!({})), "algorithm": "mtdf" }),
            "algorithm: a kalah-match game searches with its program's algorithm ('alphabeta-tt'",
        ),
        (
            json!({ "game": game(json!({})), "guess": 3 }),
            "guess: a kalah-match game's first guess",
        ),
        (
            json!({ "game": game(json!({})), "tt": false }),
            "tt: a kalah-match game's program",
        ),
        (
            json!({ "game": game(json!({})), "depth": 3 }),
            "depth: root search 1 of this game searches 2 plies, not 3",
        ),
        (
            json!({ "game": game(json!({ "search": 5 })), "ttSize": 10 }),
            "TT size: alphabeta-tt filled its table of 10 entries",
        ),
        (
            json!({ "game": game(json!({ "search": 5 })), "maxVisits": 20 }),
            "work budget: alphabeta-tt visited 20 nodes",
        ),
    ];
    for (config, want) in cases {
        let e = match Session::from_json(&config) {
            Ok(_) => panic!("{config} was accepted"),
            Err(e) => e.message,
        };
        assert!(e.contains(want), "{config}: '{e}' lacks '{want}'");
    }
    // the algorithm, the depth and a zero guess may be given when they are the game's
    let ok =
        json!({ "game": game(json!({})), "algorithm": "alphabeta-tt", "depth": 2, "guess": 0 });
    assert!(Session::from_json(&ok).is_ok());
}

#[test]
fn a_root_search_past_the_table_cap_stops_with_the_limit_named() {
    // the first root search alone overfills a 5-entry table: the session opens, the search stops
    let mut s = session(
        json!({ "kind": "kalah-match", "program": "negascout-tt", "depths": [3, 3], "search": 1 }),
    );
    assert!(s.run_some(usize::MAX).is_ok_and(|done| done));
    let config = json!({ "game": { "kind": "kalah-match", "program": "negascout-tt", "depths": [3, 3], "search": 1 }, "ttSize": 5 });
    let mut s = Session::from_json(&config).unwrap();
    let e = s.run_some(usize::MAX).unwrap_err().message;
    assert!(e.starts_with("TT size:") && e.contains("ttSize"), "{e}");
    assert_eq!(s.summary().error.as_deref(), Some(e.as_str()));
}
