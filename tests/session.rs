//! The wasm session in plain Rust (src/session.rs, docs/engine-api.md): every game kind and
//! algorithm runs to the minimax value test by test, seeking agrees with `Replay` forward
//! and back, and bad configs are refused with an error naming the field.

use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::replay::{flags, Replay};
use mtdlab::search::catalog::Setting;
use mtdlab::search::{run, Algorithm, Options, SearchSettings};
use mtdlab::session::{Config, GameConfig, Session, TtColumns};
use mtdlab::trace::EventKind;
use serde_json::{json, Value};

const AIMA: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// The games a session can hold, with their minimax values (from `search::run`).
fn games() -> Vec<(Value, i32)> {
    let minimax = |v: mtdlab::search::RunResult| v.value;
    let depth = |d| Options {
        search: SearchSettings::default().with_depth(Some(d)),
        ..Options::default()
    };
    let aima = Tree::parse(AIMA).unwrap();
    let dag_text = "(a:((3 9) (b:(2 7) 5)) (b (a 4)) (6 a))";
    let dag = Tree::parse(dag_text).unwrap();
    let random = RandomTree::new(3, 4, -20, 20, 7, false).unwrap();
    let ordered = RandomTree::new(2, 5, -50, 50, 3, true).unwrap();
    let kalah = Kalah::new(3, 2).unwrap();
    let position = "2,0,3,1,1,2,0,3;2";
    let kalah_pos = Kalah::with_position(3, 2, "2,0,3,1,1,2,0,3;2").unwrap();
    let v = |g: &dyn Fn() -> mtdlab::search::RunResult| minimax(g());
    vec![
        (
            json!({ "kind": "tree", "text": AIMA }),
            v(&|| run(&aima, Algorithm::Minimax, &Options::default()).unwrap()),
        ),
        (
            json!({ "kind": "tree", "text": dag_text }),
            v(&|| run(&dag, Algorithm::Minimax, &Options::default()).unwrap()),
        ),
        (
            json!({ "kind": "random", "branching": 3, "depth": 4, "min": -20, "max": 20, "seed": 7, "ordered": false }),
            v(&|| run(&random, Algorithm::Minimax, &Options::default()).unwrap()),
        ),
        (
            json!({ "kind": "random", "branching": 2, "depth": 5, "min": -50, "max": 50, "seed": 3, "ordered": true }),
            v(&|| run(&ordered, Algorithm::Minimax, &Options::default()).unwrap()),
        ),
        (
            json!({ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 5 }),
            v(&|| run(&kalah, Algorithm::Minimax, &depth(5)).unwrap()),
        ),
        (
            json!({ "kind": "kalah", "pits": 3, "seeds": 2, "position": position, "depth": 4 }),
            v(&|| run(&kalah_pos, Algorithm::Minimax, &depth(4)).unwrap()),
        ),
    ]
}

/// A session of `algorithm` on `game` with the fields of `extra` that the algorithm takes (a
/// session refuses the others, issue 20; tests/settings_rule.rs checks that rule).
fn session(game: &Value, algorithm: &str, extra: Value) -> Session {
    let mut config = json!({ "game": game, "algorithm": algorithm });
    let spec = Algorithm::parse(algorithm).unwrap().spec();
    for (k, v) in extra.as_object().unwrap() {
        let setting = Setting::ALL.into_iter().find(|s| s.field() == k);
        if setting.is_none_or(|s| spec.takes(s)) {
            config[k] = v.clone();
        }
    }
    Session::from_json(&config).unwrap_or_else(|e| panic!("{config}: {e}"))
}

fn error(config: Value) -> String {
    match Session::from_json(&config) {
        Ok(_) => panic!("{config} was accepted"),
        Err(e) => e.message,
    }
}

#[test]
fn every_algorithm_on_every_game_steps_test_by_test_to_the_minimax_value() {
    for (game, value) in games() {
        for algorithm in Algorithm::ALL {
            let mut s = session(&game, algorithm.name(), json!({ "guess": 1 }));
            assert!(!s.is_done());
            assert_eq!(s.summary().value, None);
            let mut made = 0;
            while let Some(record) = s.next_test().unwrap() {
                made += 1;
                assert_eq!(s.tests().len(), made);
                assert_eq!(
                    record.end_event as usize,
                    s.event_count(),
                    "{game} {algorithm:?}"
                );
                assert!(record.first_event < record.end_event);
                let events = s.events(record.first_event as usize, record.end_event as usize);
                assert_eq!(events[0], EventKind::TestBegin as i32);
                assert_eq!(events[events.len() - 5], EventKind::TestEnd as i32);
                assert!(made < 10_000);
            }
            assert!(s.is_done());
            assert!(
                s.next_test().unwrap().is_none(),
                "a finished run stays finished"
            );
            let summary = s.summary();
            assert!(summary.done && !summary.truncated);
            assert_eq!(summary.tests.len(), made);
            if algorithm.is_mtd() {
                assert!(made >= 1);
            } else {
                assert_eq!(made, 1, "{algorithm:?} makes one root search");
            }
            if algorithm != Algorithm::MtdFLiteral {
                assert_eq!(summary.value, Some(value), "{game} {algorithm:?}");
            }
        }
    }
}

#[test]
fn the_aima_tree_takes_mtdf_two_tests_to_the_value_3() {
    let mut s = session(&json!({ "kind": "tree", "text": AIMA }), "mtdf", json!({}));
    let first = s.next_test().unwrap().unwrap();
    assert_eq!((first.beta, first.g, first.lower), (0, 3, 3));
    let second = s.next_test().unwrap().unwrap();
    assert_eq!((second.beta, second.g, second.upper), (4, 3, 3));
    assert!(s.next_test().unwrap().is_none());
    assert_eq!(s.value(), Some(3));
    let summary = serde_json::to_value(s.summary()).unwrap();
    assert_eq!(summary["value"], 3);
    assert_eq!(summary["algorithm"], "mtdf");
    assert_eq!(summary["tests"][0]["outcome"], "high");
    assert_eq!(summary["tests"][1]["outcome"], "low");
    assert_eq!(summary["tests"][0]["alpha"], -1);
    assert_eq!(summary["tests"][0]["nullWindow"], true);
    assert_eq!(summary["tests"][0]["leafEvals"], first.leaf_evals);
    assert_eq!(summary["settings"]["ttSize"], 65536);
    assert_eq!(summary["settings"]["game"]["kind"], "tree");
    assert!(summary["counters"]["leafEvals"].as_u64().unwrap() > 0);
}

#[test]
fn seeking_forward_then_back_gives_equal_states_and_agrees_with_replay() {
    let games = [
        json!({ "kind": "tree", "text": AIMA }),
        json!({ "kind": "random", "branching": 3, "depth": 6, "seed": 11 }),
        json!({ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 6 }),
    ];
    for game in &games {
        for algorithm in ["mtdf", "alphabeta", "negascout-tt", "id-mtdf", "mtd-plus"] {
            let mut s = session(game, algorithm, json!({}));
            s.run_to_end(|_| true).unwrap();
            let n = s.event_count();
            let stride = (n / 300).max(1);
            let ks: Vec<usize> = (0..=n).step_by(stride).chain([n]).collect();
            let forward: Vec<_> = ks.iter().map(|&k| s.seek(k)).collect();
            let replay = Replay::of(s.recorder());
            for (i, &k) in ks.iter().enumerate().rev() {
                let back = s.seek(k);
                assert_eq!(back, forward[i], "{game} {algorithm} k={k}");
                assert_eq!(
                    back,
                    replay.seek(s.recorder(), k),
                    "{game} {algorithm} k={k}"
                );
                assert_eq!(back.event, k);
            }
            assert_eq!(s.seek(n + 100).event, n, "k is clamped to the trace");
        }
    }
}

#[test]
fn seek_to_the_end_matches_the_runs_counters_value_and_tests() {
    for (game, value) in games() {
        for algorithm in Algorithm::ALL {
            let mut s = session(&game, algorithm.name(), json!({}));
            s.run_to_end(|_| true).unwrap();
            let end = s.seek(s.event_count());
            assert_eq!(end.counters, s.counters(), "{game} {algorithm:?}");
            assert_eq!(end.root_g, s.value(), "{game} {algorithm:?}");
            assert_eq!(end.tests_done as usize, s.tests().len());
            assert!(end.path.is_empty());
            if algorithm != Algorithm::MtdFLiteral {
                assert_eq!(end.root_g, Some(value));
            }
        }
    }
}

#[test]
fn seeking_while_the_trace_grows_extends_the_checkpoints_correctly() {
    // big enough for many checkpoints; minimax's for the interval to double past the budget
    let cases = [
        (
            json!({ "kind": "random", "branching": 8, "depth": 6, "seed": 5 }),
            "mtdf",
            false,
        ),
        (
            json!({ "kind": "random", "branching": 5, "depth": 6, "seed": 2 }),
            "id-mtdf",
            false,
        ),
        (
            json!({ "kind": "random", "branching": 6, "depth": 7, "seed": 5 }),
            "minimax",
            true,
        ),
    ];
    for (game, algorithm, doubles) in cases {
        let mut s = session(
            &game,
            algorithm,
            json!({ "maxEvents": 3_000_000, "maxNodes": 500_000 }),
        );
        let mut seen = Vec::new();
        while s.next_test().unwrap().is_some() {
            let n = s.event_count();
            for k in [n / 3, n - 1, n] {
                seen.push((k, s.seek(k)));
            }
        }
        assert!(!s.truncated());
        assert!(s.event_count() > 20_000, "{}", s.event_count());
        if doubles {
            assert!(s.checkpoint_interval() > 1024, "{algorithm}");
        }
        let replay = Replay::of(s.recorder());
        for (k, state) in &seen {
            let mut fresh = replay.seek(s.recorder(), *k);
            // the session's state was taken when fewer nodes existed: nodes explored later are
            // blank at k, except that Replay marks a cut child it knows of (explored later)
            let n = state.nodes.len();
            let blank = (n..fresh.nodes.len())
                .all(|i| fresh.nodes.flags[i] & !flags::CUT == 0 && fresh.nodes.g(i).is_none());
            assert!(blank, "{algorithm} k={k}");
            fresh.nodes.alpha.truncate(n);
            fresh.nodes.beta.truncate(n);
            fresh.nodes.g.truncate(n);
            fresh.nodes.kind.truncate(n);
            fresh.nodes.flags.truncate(n);
            fresh.nodes.entered.truncate(n);
            assert_eq!(&fresh, state, "{algorithm} k={k}");
            assert_eq!(s.seek(*k), replay.seek(s.recorder(), *k));
        }
        for k in (0..s.event_count()).step_by(9973) {
            assert_eq!(s.seek(k), replay.seek(s.recorder(), k), "{algorithm} k={k}");
        }
    }
}

#[test]
fn a_trace_past_its_limits_is_truncated_and_the_value_stays_right() {
    let (game, value) = games().swap_remove(2);
    for (limits, what) in [
        (json!({ "maxEvents": 60 }), "events"),
        (json!({ "maxNodes": 10 }), "nodes"),
    ] {
        let mut s = session(&game, "mtdf", limits);
        assert!(s.run_some(1_000).unwrap());
        let summary = s.summary();
        assert!(summary.truncated, "{what}");
        assert_eq!(summary.value, Some(value), "{what}");
        assert!(s.event_count() <= 60 || what == "nodes");
        assert!(s.node_count() <= 10 || what == "events");
        // the recorded prefix still replays and shows as much as it holds
        let end = s.seek(usize::MAX);
        assert_eq!(end.event, s.event_count());
        assert!(end.counters.nodes <= s.counters().nodes);
        assert_eq!(s.tree().explored, s.node_count());
    }
}

#[test]
fn events_are_five_ints_each_and_the_range_is_clamped() {
    let mut s = session(
        &json!({ "kind": "tree", "text": AIMA }),
        "alphabeta",
        json!({}),
    );
    s.run_to_end(|_| true).unwrap();
    let n = s.event_count();
    let all = s.events(0, n);
    assert_eq!(all.len(), 5 * n);
    let rec = s.recorder();
    for (i, e) in rec.events.iter().enumerate() {
        assert_eq!(
            &all[5 * i..5 * i + 5],
            &[e.kind as i32, e.node as i32, e.a, e.b, e.c]
        );
    }
    assert_eq!(s.events(3, 5), all[15..25].to_vec());
    assert_eq!(s.events(n - 1, n + 50).len(), 5);
    assert!(s.events(n + 5, n + 9).is_empty());
    assert!(s.events(7, 3).is_empty());
    // alphabeta on AIMA evaluates leaves 0, 1, 2, 3, 6, 7, 8 (CONVENTIONS.md §6)
    let tree = s.tree();
    let mut leaves: Vec<u64> = rec
        .events
        .iter()
        .filter(|e| e.kind == EventKind::Leaf)
        .map(|e| tree.leaf_index[e.node as usize].unwrap())
        .collect();
    leaves.dedup();
    assert_eq!(leaves, [0, 1, 2, 3, 6, 7, 8]);
}

#[test]
fn the_tree_names_parents_moves_and_values_of_the_explored_nodes() {
    let mut s = session(
        &json!({ "kind": "tree", "text": AIMA }),
        "alphabeta",
        json!({}),
    );
    s.run_to_end(|_| true).unwrap();
    let t = s.tree();
    let n = t.explored;
    assert_eq!(n, 1 + 3 + 7, "leaves 4 and 5 are never entered");
    assert_eq!(t.parent.len(), n + 2, "they follow as unexplored nodes");
    for v in [&t.child, &t.value, &t.move_count] {
        assert_eq!(v.len(), n + 2);
    }
    assert_eq!(t.parent[0], -1);
    assert_eq!(t.move_count[0], 3);
    assert_eq!(t.is_max[0], 1);
    assert_eq!(t.depth[0], 0);
    assert_eq!(t.move_label[0], "");
    for i in 1..n {
        let p = t.parent[i] as usize;
        assert!(p < i);
        assert_eq!(t.depth[i], t.depth[p] + 1);
        assert_ne!(t.is_max[i], t.is_max[p]);
        assert_eq!(t.move_label[i], t.child[i].to_string());
    }
    // the second MIN node has 3 moves, only its first explored; the flags show the cut
    let second = (1..n)
        .find(|&i| t.parent[i] == 0 && t.child[i] == 1)
        .unwrap();
    assert_eq!(t.move_count[second], 3);
    assert_eq!(
        (1..n).filter(|&i| t.parent[i] as usize == second).count(),
        1
    );
    // the pruned leaves 4 and 6 come after the explored nodes, with their values given
    let pruned: Vec<(i32, i32, i32, u8)> = (n..n + 2)
        .map(|i| (t.parent[i], t.child[i], t.value[i], t.has_value[i]))
        .collect();
    assert_eq!(pruned, [(second as i32, 1, 4, 1), (second as i32, 2, 6, 1)]);
    assert!(t.values_given);
    let leaf = (1..n).find(|&i| t.parent[i] as usize == second).unwrap();
    assert_eq!(
        (t.has_value[leaf], t.value[leaf], t.move_count[leaf]),
        (1, 2, 0)
    );
    let end = s.seek(s.event_count());
    assert_eq!(end.cuts.len(), 1);
    assert_eq!(
        (
            end.cuts[0].node as usize,
            end.cuts[0].first,
            end.cuts[0].count
        ),
        (second, 1, 2)
    );
    assert!(end.nodes.flags[leaf] & flags::EVALUATED != 0);

    // labels of the hand-typing format name positions and moves
    let mut s = session(
        &json!({ "kind": "tree", "text": "(x:(1 2) y:(3 z:4))" }),
        "minimax",
        json!({}),
    );
    s.run_to_end(|_| true).unwrap();
    let t = s.tree();
    assert_eq!(t.label[1].as_deref(), Some("x"));
    assert_eq!(t.move_label[1], "x");
    assert!(t.label.contains(&Some("z".to_string())));

    // Kalah: move labels are the pits sown
    let mut s = session(
        &json!({ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 2 }),
        "minimax",
        json!({}),
    );
    s.run_to_end(|_| true).unwrap();
    let t = s.tree();
    let kalah = Kalah::new(3, 2).unwrap();
    let root = mtdlab::Game::root(&kalah);
    let pits: Vec<String> = kalah.moves(&root).iter().map(|p| p.to_string()).collect();
    let first_moves: Vec<String> = (1..t.parent.len())
        .filter(|&i| t.parent[i] == 0)
        .map(|i| t.move_label[i].clone())
        .collect();
    assert_eq!(first_moves, pits);
    assert_eq!(t.move_count[0] as usize, pits.len());
}

#[test]
fn the_tt_holds_the_roots_exact_value_after_mtdf() {
    let mut s = session(&json!({ "kind": "tree", "text": AIMA }), "mtdf", json!({}));
    assert!(s.tt().is_empty());
    s.run_to_end(|_| true).unwrap();
    let tt = s.tt();
    assert!(tt
        .iter()
        .any(|e| e.lower == 3 && e.upper == 3 && e.depth == 2));
    assert!(tt.iter().all(|e| e.key.parse::<u64>().is_ok()));
    assert!(
        tt.iter().any(|e| e.upper == mtdlab::INF),
        "a lower bound alone leaves upper at INF"
    );
    let off = session(
        &json!({ "kind": "tree", "text": AIMA }),
        "mtdf",
        json!({ "tt": false }),
    );
    let mut off = off;
    off.run_to_end(|_| true).unwrap();
    assert!(off.tt().is_empty());
    assert_eq!(off.value(), Some(3));
}

#[test]
fn a_views_tt_columns_are_its_entries_in_node_order() {
    let games = [
        json!({ "kind": "tree", "text": AIMA }),
        json!({ "kind": "tree", "text": "(a:((3 9) (b:(2 7) 5)) (b (a 4)) (6 a))" }),
        json!({ "kind": "random", "branching": 3, "depth": 5, "seed": 2 }),
        json!({ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 5 }),
    ];
    for game in &games {
        for algorithm in ["mtdf", "negascout-tt", "id-mtdf"] {
            let mut s = session(game, algorithm, json!({}));
            s.run_to_end(|_| true).unwrap();
            let n = s.event_count();
            for k in (0..=n).step_by((n / 50).max(1)).chain([n]) {
                let view = s.seek(k);
                let columns = TtColumns::of(&view);
                assert_eq!(columns.len(), view.tt.len(), "{game} {algorithm} k={k}");
                assert_eq!(columns.is_empty(), view.tt.is_empty());
                let (node, depth, lower, upper) = (
                    &columns.node,
                    &columns.depth,
                    &columns.lower,
                    &columns.upper,
                );
                assert!(
                    node.windows(2).all(|w| w[0] < w[1]),
                    "by node, one entry each"
                );
                assert!([depth.len(), lower.len(), upper.len()]
                    .iter()
                    .all(|&l| l == node.len()));
                let mut entries: Vec<_> = view
                    .tt
                    .values()
                    .map(|e| (e.node as i32, e.depth, e.lower, e.upper))
                    .collect();
                entries.sort_unstable();
                let rows: Vec<_> = (0..columns.len())
                    .map(|i| (node[i], depth[i], lower[i], upper[i]))
                    .collect();
                assert_eq!(rows, entries, "{game} {algorithm} k={k}");
            }
            let end = TtColumns::of(&s.seek(n));
            assert!(
                !end.is_empty(),
                "{game} {algorithm}: the run stored entries"
            );
            assert_eq!(end.node[0], 0, "the root (node 0) stored its value");
        }
    }
    let mut off = session(&games[0], "mtdf", json!({ "tt": false }));
    off.run_to_end(|_| true).unwrap();
    assert_eq!(TtColumns::of(&off.seek(usize::MAX)), TtColumns::default());
}

#[test]
fn run_some_and_run_to_end_stop_where_asked() {
    let game = json!({ "kind": "tree", "text": AIMA });
    let mut s = session(&game, "mtd-plus", json!({}));
    assert!(!s.run_some(1).unwrap());
    assert_eq!(s.tests().len(), 1);
    assert!(!s.run_some(2).unwrap());
    assert_eq!(s.tests().len(), 3);
    assert!(s.run_some(100).unwrap());
    assert_eq!(s.tests().len(), 4, "mtd-plus makes four tests on AIMA");

    let mut s = session(&game, "mtd-plus", json!({}));
    let mut calls = Vec::new();
    let done = s
        .run_to_end(|made| {
            calls.push(made);
            made < 2
        })
        .unwrap();
    assert!(!done);
    assert_eq!(calls, [1, 2]);
    assert!(s.run_to_end(|_| true).unwrap());
    assert_eq!(s.value(), Some(3));
}

#[test]
fn missing_fields_take_the_documented_defaults() {
    let c = Config::from_json(&json!({ "game": { "kind": "tree", "text": AIMA } })).unwrap();
    assert_eq!(c, Config::default());
    let c = Config::from_json_text(
        r#"{ "game": { "kind": "random", "branching": 3, "depth": 4 }, "algorithm": "mtd-f-step", "step": 40, "depth": null }"#,
    )
    .unwrap();
    assert_eq!(
        c.schedule,
        [40, 20, 10, 5, 0],
        "a step alone halves like seed 001"
    );
    assert_eq!(c.depth, None);
    assert_eq!(
        c.game,
        GameConfig::Random {
            branching: 3,
            depth: 4,
            min: -20,
            max: 20,
            seed: 1,
            order: mtdlab::games::random::Order::Random,
            values: mtdlab::games::random::Values::Independent,
        }
    );
    // the config round-trips through its own JSON (the summary's settings)
    let again = Config::from_json(&serde_json::to_value(&c).unwrap()).unwrap();
    assert_eq!(again, c);
    // kalah's depth may come from the top level
    let mut s = session(
        &json!({ "kind": "kalah", "pits": 2, "seeds": 1 }),
        "mtdf",
        json!({ "depth": 3 }),
    );
    assert!(s.run_some(100).unwrap());
}

#[test]
fn bad_configs_are_refused_naming_the_field() {
    let tree = json!({ "kind": "tree", "text": AIMA });
    let cases = [
        (json!([1, 2]), "config: expected an object"),
        (json!({ "algorithm": "mtdf" }), "game: missing"),
        (
            json!({ "game": tree, "algo": "mtdf" }),
            "algo: unknown field",
        ),
        (
            json!({ "game": tree, "algorithm": "mtd-x" }),
            "algorithm: unknown algorithm 'mtd-x'",
        ),
        (
            json!({ "game": tree, "algorithm": 3 }),
            "algorithm: invalid type",
        ),
        (json!({ "game": tree, "guess": 1.5 }), "guess: invalid type"),
        (
            json!({ "game": tree, "guess": 2_000_000_000 }),
            "guess: 2000000000 is out of range",
        ),
        (
            json!({ "game": tree, "algorithm": "mtd-f-step", "step": -1 }),
            "step: -1 is out of range",
        ),
        (
            json!({ "game": tree, "algorithm": "mtd-f-step", "schedule": [] }),
            "schedule: must hold",
        ),
        (
            json!({ "game": tree, "algorithm": "mtd-f-step", "schedule": [10, -3] }),
            "schedule[1]: -3 is out of range",
        ),
        (
            json!({ "game": tree, "depth": 0 }),
            "depth: 0 is out of range",
        ),
        (
            json!({ "game": tree, "depth": 65 }),
            "depth: 65 is out of range",
        ),
        (
            json!({ "game": tree, "depth": "deep" }),
            "depth: invalid type",
        ),
        (json!({ "game": tree, "tt": "yes" }), "tt: invalid type"),
        (
            json!({ "game": tree, "ttSize": 0 }),
            "ttSize: 0 is out of range",
        ),
        (
            json!({ "game": tree, "ttSize": 1u64 << 30 }),
            "ttSize: 1073741824 is out of range",
        ),
        (
            json!({ "game": tree, "maxEvents": 0 }),
            "maxEvents: 0 is out of range",
        ),
        (
            json!({ "game": tree, "maxEvents": 100_000_000 }),
            "maxEvents: 100000000 is out of range",
        ),
        (
            json!({ "game": tree, "maxNodes": 9_000_000 }),
            "maxNodes: 9000000 is out of range",
        ),
        (
            json!({ "game": tree, "maxNodes": -1 }),
            "maxNodes: invalid value",
        ),
        (json!({ "game": "tree" }), "game: expected an object"),
        (json!({ "game": { "text": AIMA } }), "game.kind: missing"),
        (
            json!({ "game": { "kind": "chess" } }),
            "game.kind: unknown game 'chess'",
        ),
        (json!({ "game": { "kind": "tree" } }), "game.text: missing"),
        (
            json!({ "game": { "kind": "tree", "text": AIMA, "pits": 3 } }),
            "game.pits: unknown field",
        ),
        (
            json!({ "game": { "kind": "tree", "text": "[[3,12,8],[2,x4,6]]" } }),
            "game.text: tree text, line 1, column 14",
        ),
        (
            json!({ "game": { "kind": "tree", "text": "[[3,12,8],\n [2,4,6]" } }),
            "game.text: tree text, line 2",
        ),
        (
            json!({ "game": { "kind": "random", "depth": 3 } }),
            "game.branching: missing",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 0, "depth": 3 } }),
            "game.branching: 0 is out of range",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 3, "depth": 0 } }),
            "game.depth: 0 is out of range",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 10, "depth": 12 } }),
            "game.depth: a random tree of branching 10 and depth 12",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 3, "depth": 3, "min": 5, "max": 4 } }),
            "game.max: 4 is out of range",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 3, "depth": 3, "min": -2_000_000_000 } }),
            "game.min",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 3, "depth": 3, "seed": -1 } }),
            "game.seed: invalid value",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 3, "depth": 3, "seed": 1u64 << 60 } }),
            "game.seed: 1152921504606846976 is out of range",
        ),
        (
            json!({ "game": { "kind": "random", "branching": 3, "depth": 3, "ordered": 1 } }),
            "game.ordered: invalid type",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 3, "seeds": 2 } }),
            "game.depth: Kalah needs a search depth",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 7, "seeds": 2, "depth": 3 } }),
            "game.pits: 7 is out of range",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 0, "seeds": 2, "depth": 3 } }),
            "game.pits: 0 is out of range",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 3, "seeds": 9, "depth": 3 } }),
            "game.seeds: 9 is out of range",
        ),
        (
            json!({ "game": { "kind": "kalah", "seeds": 2, "depth": 3 } }),
            "game.pits: missing",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 3, "seeds": 2, "depth": 99 } }),
            "game.depth: 99 is out of range",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 3, "seeds": 2 }, "depth": 30 }),
            "depth: 30 is out of range",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 3, "seeds": 2, "depth": 3, "position": "2,2,x,2,2,2,2,0;1" } }),
            "game.position: place 2",
        ),
        (
            json!({ "game": { "kind": "kalah", "pits": 3, "seeds": 2, "depth": 3, "position": "2,2,2,0,2,2,2,0,1,1" } }),
            "game.position:",
        ),
    ];
    for (config, want) in cases {
        let got = error(config.clone());
        assert!(
            got.starts_with(want) || got.contains(want),
            "{config}\n  got:  {got}\n  want: {want}"
        );
    }
    assert!(Config::from_json_text("{")
        .unwrap_err()
        .message
        .starts_with("config: not JSON"));
}

#[test]
fn kalah_3_by_2_at_depth_6_is_a_first_player_win() {
    // e2e/engine.spec.js checks the wasm session against this native value
    let kalah = Kalah::new(3, 2).unwrap();
    let options = Options {
        search: SearchSettings::default().with_depth(Some(6)),
        ..Options::default()
    };
    assert_eq!(run(&kalah, Algorithm::Minimax, &options).unwrap().value, 99);
    let mut s = session(
        &json!({ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 6 }),
        "mtdf",
        json!({}),
    );
    assert!(s.run_some(100).unwrap());
    assert_eq!(s.value(), Some(99));
}
