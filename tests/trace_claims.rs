//! What the trace says of each step is what the search did (issue 7): a Store event names
//! the bounds that store wrote, by Plaat's three-way rule on the node's window and g; a
//! replayed TT is the table itself, evictions included; the best move leads to the value;
//! the unexplored part of a tree is the rest of the game tree.

mod common;

use common::{random_dag_text, Rng};
use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::replay::Replay;
use mtdlab::search::{Algorithm, DriverParams, Options, Run, SearchSettings};
use mtdlab::session::{kalah_board, kalah_play, Session};
use mtdlab::trace::{store_parts, BoundKind, EventKind, Limits, Recorder, Stored};
use mtdlab::{Game, INF};
use serde_json::json;

fn recorded<'g, G: Game>(
    game: &'g G,
    algorithm: Algorithm,
    options: &Options,
) -> Run<&'g G, Recorder> {
    let mut run = Run::new(
        game,
        algorithm,
        options.clone(),
        Recorder::new(Limits::default()),
    )
    .unwrap();
    while run.step().unwrap().is_some() {}
    run
}

/// The window node `i`'s search works with at event `at`: its Enter's, narrowed by a TT
/// entry found right after (MT's probe).
fn window(events: &[mtdlab::trace::Event], at: usize) -> (i32, i32) {
    let node = events[at].node;
    let enter = (0..at)
        .rev()
        .find(|&j| events[j].kind == EventKind::Enter && events[j].node == node)
        .expect("a store follows its node's Enter");
    let (mut alpha, mut beta) = (events[enter].a, events[enter].b);
    if let Some(p) = events.get(enter + 1) {
        if p.kind == EventKind::Probe && p.node == node && p.c & 1 != 0 && p.c & 2 == 0 {
            alpha = alpha.max(p.a);
            beta = beta.min(p.b);
        }
    }
    (alpha, beta)
}

/// Checks every Store of a recorded MT-family run against the three-way rule.
fn check_stores(recorder: &Recorder, what: &str) -> usize {
    let events = &recorder.events;
    let mut checked = 0;
    for (i, e) in events.iter().enumerate() {
        if e.kind != EventKind::Store {
            continue;
        }
        let (_, stored) = store_parts(e.c);
        let stored = stored.unwrap_or_else(|| panic!("{what}: event {i}: a store without a kind"));
        let ret = events[i + 1..]
            .iter()
            .find(|r| r.kind == EventKind::Return && r.node == e.node)
            .expect("a store is followed by its node's Return");
        let g = ret.a;
        let (alpha, beta) = window(events, i);
        let expected = if g <= alpha && g < beta {
            Stored::Upper
        } else if g >= beta && g > alpha {
            Stored::Lower
        } else {
            Stored::Both
        };
        assert_eq!(
            stored, expected,
            "{what}: event {i}: g {g} in ({alpha}, {beta})"
        );
        match stored {
            Stored::Upper => assert_eq!(e.b, g, "{what}: event {i}: the upper bound written"),
            Stored::Lower => assert_eq!(e.a, g, "{what}: event {i}: the lower bound written"),
            Stored::Both => assert_eq!((e.a, e.b), (g, g), "{what}: event {i}"),
        }
        checked += 1;
    }
    checked
}

#[test]
fn the_aima_store_at_event_38_wrote_an_upper_bound() {
    // issue 7, item 1: MTD(f) from 0, the second test (window (3, 4)); g = 3 <= alpha
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let run = recorded(&tree, Algorithm::MtdF, &Options::default());
    let e = run.search().tracer().events[37];
    assert_eq!(e.kind, EventKind::Store);
    assert_eq!(
        store_parts(e.c),
        (1, Some(Stored::Upper)),
        "a MIN node, one ply above the leaves"
    );
    assert_eq!(e.b, 3, "the entry's upper bound is 3");
    assert_eq!(window(&run.search().tracer().events, 37), (3, 4));
}

#[test]
fn every_store_names_what_the_three_way_rule_wrote() {
    let mut rng = Rng::new(11);
    let mut checked = 0;
    for case in 0..400u64 {
        let (height, branching) = (rng.range(1, 4) as u32, rng.range(2, 3) as u64);
        let text = random_dag_text(&mut rng, height, branching);
        let tree = Tree::parse(&text).unwrap();
        for algorithm in [
            Algorithm::MtdF,
            Algorithm::AlphaBetaTt,
            Algorithm::NegaScoutTt,
            Algorithm::MtdPlus,
            Algorithm::MtdMinus,
            Algorithm::MtdBi,
            Algorithm::MtdFStep,
            Algorithm::MtdFAb,
            Algorithm::IdMtdF,
        ] {
            let options = Options {
                driver: DriverParams::of(algorithm).with_guess(rng.range(-12, 12) as i32),
                search: SearchSettings::default().with_tt_size([4, 16, 1024][case as usize % 3]),
                ..Options::default()
            };
            let run = recorded(&tree, algorithm, &options);
            let what = format!("{} on #{case} {text}", algorithm.name());
            checked += check_stores(run.search().tracer(), &what);
        }
    }
    assert!(checked > 10_000, "only {checked} stores checked");
}

#[test]
fn the_literal_pseudocode_stores_both_bounds_whatever_g() {
    // seed 000 taken literally: [[6,9,-7],[6,-1]] from f = 8 stores the root's 6 as exact
    let tree = Tree::parse("[[6,9,-7],[6,-1]]").unwrap();
    let options = Options {
        driver: DriverParams::MtdF { guess: 8 },
        ..Options::default()
    };
    let run = recorded(&tree, Algorithm::MtdFLiteral, &options);
    let events = &run.search().tracer().events;
    let root_store = events
        .iter()
        .find(|e| e.kind == EventKind::Store && e.node == 0)
        .unwrap();
    assert_eq!(store_parts(root_store.c).1, Some(Stored::Both));
    assert_eq!((root_store.a, root_store.b), (6, 6));
}

#[test]
fn a_replayed_tt_is_the_table_evictions_included() {
    let mut rng = Rng::new(5);
    for case in 0..300u64 {
        let tree = RandomTree::new(
            rng.range(2, 4) as u32,
            rng.range(2, 5) as u32,
            -9,
            9,
            case,
            false,
        )
        .unwrap();
        for algorithm in [Algorithm::MtdF, Algorithm::NegaScoutTt, Algorithm::IdMtdF] {
            let options = Options {
                driver: DriverParams::of(algorithm).with_guess(rng.range(-9, 9) as i32),
                search: SearchSettings::default().with_tt_size(4 << (case % 3)),
                ..Options::default()
            };
            let run = recorded(&tree, algorithm, &options);
            let recorder = run.search().tracer();
            let what = format!(
                "{} on #{case}, {} TT entries",
                algorithm.name(),
                options.search.tt_size()
            );
            let replay = Replay::of(recorder);
            let mut previous = 0;
            for k in (0..=recorder.events.len()).step_by(5) {
                let view = replay.seek(recorder, k);
                assert!(
                    view.tt.len() <= run.search().table().capacity(),
                    "{what}: at {k}"
                );
                previous = previous.max(view.tt.len());
            }
            let end = replay.seek(recorder, usize::MAX);
            let table: Vec<_> = run.search().table().entries().collect();
            assert_eq!(end.tt.len(), table.len(), "{what}: entries");
            for e in &table {
                let v = end
                    .tt
                    .get(&e.key)
                    .unwrap_or_else(|| panic!("{what}: missing"));
                assert_eq!(
                    (v.lower, v.upper, v.depth),
                    (e.lower, e.upper, e.depth as i32)
                );
            }
        }
    }
}

#[test]
fn the_best_move_leads_to_the_value() {
    let mut rng = Rng::new(8);
    for case in 0..200u64 {
        let tree = RandomTree::new(
            rng.range(2, 4) as u32,
            rng.range(1, 4) as u32,
            -9,
            9,
            case,
            false,
        )
        .unwrap();
        let depth = tree.depth;
        for algorithm in Algorithm::ALL {
            if algorithm == Algorithm::MtdFLiteral {
                continue; // it may answer a wrong value, on purpose
            }
            let options = Options {
                driver: DriverParams::of(algorithm).with_guess(rng.range(-9, 9) as i32),
                ..Options::default()
            };
            let result = common::run_all(&tree, algorithm, &options);
            let root = tree.root();
            let best = result.best_move.expect("every root has moves") as usize;
            let child = tree.apply(&root, best);
            assert_eq!(
                common::reference(&tree, &child, depth - 1),
                result.value,
                "{} on #{case}",
                algorithm.name()
            );
        }
    }
    // Kalah, where a move may be followed by the same player's
    let game = Kalah::new(3, 3).unwrap();
    for algorithm in [Algorithm::MtdF, Algorithm::AlphaBeta, Algorithm::IdMtdF] {
        let options = Options {
            search: SearchSettings::default().with_depth(Some(5)),
            ..Options::default()
        };
        let result = common::run_all(&game, algorithm, &options);
        let root = game.root();
        let child = game.apply(&root, result.best_move.unwrap() as usize);
        let d = game.child_depth(&root, &child, 5);
        assert_eq!(common::reference(&game, &child, d), result.value);
    }
}

#[test]
fn the_unexplored_part_completes_the_tree() {
    let mut rng = Rng::new(21);
    for _ in 0..200 {
        let (height, branching) = (rng.range(1, 4) as u32, rng.range(2, 3) as u64);
        let text = random_dag_text(&mut rng, height, branching);
        let tree = Tree::parse(&text).unwrap();
        let expanded = expanded_size(&tree, &tree.root());
        for algorithm in ["alphabeta", "mtdf", "negascout", "mtd-plus"] {
            let mut s = Session::from_json(&json!({
                "game": { "kind": "tree", "text": text },
                "algorithm": algorithm,
            }))
            .unwrap();
            s.run_to_end(|_| true).unwrap();
            let view = s.tree();
            assert_eq!(view.parent.len(), expanded, "{algorithm} on {text}");
            for id in view.explored..view.parent.len() {
                assert!((view.parent[id] as usize) < id);
                assert_eq!(view.move_count[id] == 0, view.has_value[id] == 1);
            }
        }
    }
}

fn expanded_size(tree: &Tree, pos: &<Tree as Game>::Position) -> usize {
    1 + (0..tree.move_count(pos))
        .map(|i| expanded_size(tree, &tree.apply(pos, i)))
        .sum::<usize>()
}

#[test]
fn a_kalah_board_is_played_by_the_core_rules() {
    let b = kalah_board(3, 2, None).unwrap();
    assert_eq!(b.places, [2, 2, 2, 0, 2, 2, 2, 0]);
    assert_eq!(b.moves, [0, 1, 2]);
    assert!(b.first_to_move && !b.over);
    // pit 1 sows 2 seeds: the last lands in the store, an extra turn
    let next = kalah_play(3, 2, Some(&b.position), 1).unwrap();
    assert_eq!(next.places, [2, 0, 3, 1, 2, 2, 2, 0]);
    assert_eq!(next.last_move, Some("extra-turn"));
    assert!(next.first_to_move);
    let err = kalah_play(3, 2, Some(&next.position), 1).unwrap_err();
    assert!(err.message.contains("pit 1 is empty"), "{err}");
    let err = kalah_play(3, 2, Some(&next.position), 5).unwrap_err();
    assert!(
        err.message.contains("not a pit of the player to move"),
        "{err}"
    );
    assert!(kalah_board(3, 2, Some("1,2,3")).is_err());
}

#[test]
fn infinite_window_edges_stay_apart_in_the_trace() {
    // MTD(-inf) tests at -inf + 1 first: the window (-inf, -inf + 1) is a null window
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let run = recorded(&tree, Algorithm::MtdMinus, &Options::default());
    let first = run.search().tracer().events[0];
    assert_eq!(first.kind, EventKind::TestBegin);
    assert_eq!((first.a, first.b), (-INF, -INF + 1));
}

/// Ties go to the first move (CONVENTIONS.md §5: a later move replaces the best only when
/// strictly better), at a MIN root as at a MAX one: the best move is the first whose
/// minimax value (the tests' own `reference`) is the root's. Kalah positions reached by
/// seeded random play, so both sides are to move at the root and many moves tie.
#[test]
fn ties_go_to_the_first_move_at_either_sides_root() {
    let game = Kalah::new(4, 3).unwrap();
    let mut rng = Rng::new(34);
    let mut roots = [0, 0];
    for case in 0..40 {
        let mut pos = game.root();
        for _ in 0..rng.range(0, 8) {
            let n = game.move_count(&pos);
            if n == 0 {
                break;
            }
            pos = game.apply(&pos, rng.range(0, n as i64 - 1) as usize);
        }
        if game.move_count(&pos) < 2 {
            continue;
        }
        let depth = 3;
        let values: Vec<i32> = (0..game.move_count(&pos))
            .map(|i| {
                let child = game.apply(&pos, i);
                common::reference(&game, &child, game.child_depth(&pos, &child, depth))
            })
            .collect();
        let value = common::reference(&game, &pos, depth);
        let first = values.iter().position(|&v| v == value).unwrap() as u32;
        roots[game.is_max(&pos) as usize] += 1;
        let at = game.at(pos);
        for algorithm in Algorithm::ALL {
            // the literal pseudocode may be wrong on purpose; iterative deepening searches
            // the last depth's best move first, so it keeps that one on a tie
            if matches!(algorithm, Algorithm::MtdFLiteral | Algorithm::IdMtdF) {
                continue;
            }
            let options = Options {
                driver: DriverParams::of(algorithm).with_guess(rng.range(-6, 6) as i32),
                search: SearchSettings::default().with_depth(Some(depth)),
                ..Options::default()
            };
            let result = common::run_all(&at, algorithm, &options);
            assert_eq!(result.value, value, "{} on #{case}", algorithm.name());
            assert_eq!(
                result.best_move,
                Some(first),
                "{} on #{case}: values {values:?}",
                algorithm.name()
            );
        }
    }
    // both sides were to move at some root
    assert!(roots[0] > 5 && roots[1] > 5, "{roots:?}");
}

/// The engine API's flat words are the events' five fields in order (kind, node, a, b, c),
/// read here from each event's fields.
#[test]
fn the_event_words_are_each_events_five_fields_in_order() {
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let run = recorded(&tree, Algorithm::MtdF, &Options::default());
    let events = &run.search().tracer().events;
    let words = mtdlab::trace::event_words(events);
    let want: Vec<i32> = events
        .iter()
        .flat_map(|e| [e.kind as i32, e.node as i32, e.a, e.b, e.c])
        .collect();
    assert!(events.len() > 40);
    assert_eq!(words, want.as_slice());
}

/// Each test's counts are the counts of the nodes it visited: over a run they add up to the
/// run's counters, whatever the driver.
#[test]
fn each_tests_counts_add_up_to_the_runs() {
    let mut rng = Rng::new(65);
    for case in 0..40 {
        let text = random_dag_text(&mut rng, 3, 3);
        let tree = Tree::parse(&text).unwrap();
        for algorithm in Algorithm::ALL {
            let result = common::run_all(&tree, algorithm, &Options::default());
            let t = &result.tests;
            let what = format!("{} on #{case}", algorithm.name());
            let c = result.counters;
            assert_eq!(t.iter().map(|t| t.nodes).sum::<u64>(), c.nodes, "{what}");
            assert_eq!(
                t.iter().map(|t| t.leaf_evals).sum::<u64>(),
                c.leaf_evals,
                "{what}"
            );
            assert_eq!(
                t.iter().map(|t| t.tt_hits).sum::<u64>(),
                c.tt_hits,
                "{what}"
            );
            assert_eq!(
                t.iter().map(|t| t.tt_cutoffs).sum::<u64>(),
                c.tt_cutoffs,
                "{what}"
            );
        }
    }
}

/// Every Return says what its value proves about the window its node searched with (fail-soft:
/// an upper bound at or below alpha, a lower bound at or above beta, exact in between or at a
/// leaf; a TT answer the bound that answered), every Cut skips the rest of its node's
/// children and at least one, and a probe that finds nothing shows (−∞, +∞). The window is
/// the node's Enter narrowed by its probe (`window`); the kinds are worked out here from the
/// numbers, not by the core.
#[test]
fn each_return_names_what_its_value_proves_and_each_cut_what_it_skips() {
    const B: u32 = 3;
    let (upper, lower, exact) = (
        BoundKind::Upper as i32,
        BoundKind::Lower as i32,
        BoundKind::Exact as i32,
    );
    let mut seen = [0usize; 4];
    for seed in 0..40 {
        let tree = RandomTree::new(B, 4, -20, 20, seed, false).unwrap();
        for algorithm in [
            Algorithm::AlphaBeta,
            Algorithm::AlphaBetaTt,
            Algorithm::NegaScout,
            Algorithm::NegaScoutTt,
            Algorithm::MtdF,
            Algorithm::MtdBi,
        ] {
            let run = recorded(&tree, algorithm, &Options::default());
            let events = &run.search().tracer().events;
            let what = format!("{algorithm:?}, seed {seed}");
            for (i, e) in events.iter().enumerate() {
                match e.kind {
                    EventKind::Return => {
                        let enter = (0..i)
                            .rev()
                            .find(|&j| {
                                events[j].kind == EventKind::Enter && events[j].node == e.node
                            })
                            .unwrap();
                        let after = &events[enter + 1];
                        let g = e.a;
                        let want = if after.kind == EventKind::Probe && after.c & 2 != 0 {
                            // the TT answered: a lower bound at or above beta, or an upper
                            // bound at or below alpha
                            if after.a >= events[enter].b {
                                assert_eq!(g, after.a, "{what}: event {i}");
                                lower
                            } else {
                                assert_eq!(g, after.b, "{what}: event {i}");
                                upper
                            }
                        } else if events[enter..i]
                            .iter()
                            .any(|l| l.kind == EventKind::Leaf && l.node == e.node)
                        {
                            exact
                        } else {
                            let (alpha, beta) = window(events, i);
                            if g <= alpha {
                                upper
                            } else if g >= beta {
                                lower
                            } else {
                                exact
                            }
                        };
                        assert_eq!(e.b, want, "{what}: event {i}: g {g}");
                        seen[want as usize] += 1;
                    }
                    EventKind::Cut => {
                        assert!(e.b >= 1, "{what}: event {i}: a cut skips a child");
                        assert_eq!(e.a + e.b, B as i32, "{what}: event {i}: the rest skipped");
                        seen[3] += 1;
                    }
                    EventKind::Probe if e.c & 1 == 0 => {
                        assert_eq!((e.a, e.b), (-INF, INF), "{what}: event {i}: a miss");
                    }
                    _ => {}
                }
            }
        }
    }
    // each kind of return, and cuts, met many times
    assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
}

/// Minimax searches every node with no window: each Enter shows (−∞, +∞) and each Return an
/// exact value (CONVENTIONS.md §2).
#[test]
fn minimax_enters_every_node_with_the_whole_window() {
    let tree = RandomTree::new(3, 4, -20, 20, 7, false).unwrap();
    let run = recorded(&tree, Algorithm::Minimax, &Options::default());
    let events = &run.search().tracer().events;
    let enters: Vec<_> = events
        .iter()
        .filter(|e| e.kind == EventKind::Enter)
        .collect();
    assert_eq!(
        enters.len(),
        1 + 3 + 9 + 27 + 81,
        "every node of b = 3, d = 4"
    );
    for e in enters {
        assert_eq!((e.a, e.b), (-INF, INF), "node {}", e.node);
    }
    for e in events.iter().filter(|e| e.kind == EventKind::Return) {
        assert_eq!(e.b, BoundKind::Exact as i32, "node {}", e.node);
    }
}
