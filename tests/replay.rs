//! Trace replay: folding a search's events reproduces its result, its counters and its TT;
//! seeking backward gives the state that stepping forward gave.

mod common;

use common::Rng;
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::replay::{flags, Replay};
use mtdlab::search::{Algorithm, DriverParams, Options, Run};
use mtdlab::trace::{Limits, Recorder};
use mtdlab::Game;

fn recorded<G: Game>(
    game: &G,
    algorithm: Algorithm,
    options: &Options,
) -> (
    mtdlab::search::RunResult,
    Recorder,
    Vec<mtdlab::search::tt::Entry>,
) {
    let mut run = Run::new(
        game,
        algorithm,
        options.clone(),
        Recorder::new(Limits::default()),
    )
    .unwrap();
    while run.step().unwrap().is_some() {}
    let entries: Vec<_> = run.search().table().entries().collect();
    let (result, recorder) = run.finish().unwrap();
    (result, recorder, entries)
}

#[test]
fn folding_the_events_reproduces_value_counters_and_tt() {
    let mut rng = Rng::new(3);
    for case in 0..300u64 {
        let tree = RandomTree::new(
            rng.range(2, 4) as u32,
            rng.range(1, 4) as u32,
            -9,
            9,
            case,
            false,
        )
        .unwrap();
        for algorithm in Algorithm::ALL {
            let options = Options {
                driver: DriverParams::of(algorithm).with_guess(rng.range(-9, 9) as i32),
                ..Options::default()
            };
            let (result, recorder, entries) = recorded(&tree, algorithm, &options);
            let what = format!("{} on tree #{case}", algorithm.name());
            assert!(!recorder.truncated);
            let replay = Replay::of(&recorder);
            let end = replay.seek(&recorder, recorder.events.len());
            assert_eq!(end.counters, result.counters, "{what}: counters");
            assert_eq!(
                end.root_g,
                Some(result.value),
                "{what}: the root's last value"
            );
            assert_eq!(end.tests_done as usize, result.tests.len(), "{what}: tests");
            assert_eq!(recorder.tests, {
                let mut t = result.tests.clone();
                for (a, b) in t.iter_mut().zip(&recorder.tests) {
                    a.first_event = b.first_event;
                    a.end_event = b.end_event;
                }
                t
            });
            for e in &entries {
                let v = end
                    .tt
                    .get(&e.key)
                    .unwrap_or_else(|| panic!("{what}: TT entry missing from the replay"));
                assert_eq!((v.lower, v.upper), (e.lower, e.upper), "{what}: TT entry");
            }
            assert_eq!(end.tt.len(), entries.len(), "{what}: TT size");
        }
    }
}

#[test]
fn seeking_back_gives_the_state_stepping_forward_gave() {
    let tree = RandomTree::new(3, 4, -20, 20, 42, false).unwrap();
    let (_, recorder, _) = recorded(&tree, Algorithm::MtdF, &Options::default());
    let replay = Replay::of(&recorder);
    let n = recorder.events.len();
    let ks: Vec<usize> = (0..=n).step_by(7).collect();
    let forward: Vec<_> = ks.iter().map(|&k| replay.seek(&recorder, k)).collect();
    for (i, &k) in ks.iter().enumerate().rev() {
        assert_eq!(replay.seek(&recorder, k), forward[i], "seek({k})");
    }
}

#[test]
fn the_aima_tree_shows_the_cut_below_the_second_min_node() {
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let (_, recorder, _) = recorded(&tree, Algorithm::AlphaBeta, &Options::default());
    let replay = Replay::of(&recorder);
    let end = replay.seek(&recorder, usize::MAX);
    let second_min = recorder.child(0, 1).unwrap();
    assert!(end
        .cuts
        .iter()
        .any(|c| c.node == second_min && c.first == 1 && c.count == 2));
    assert!(
        recorder.child(second_min, 1).is_none(),
        "leaf 4 was never entered"
    );
    assert!(end.nodes.flags[0] & flags::VISITED != 0);
    assert!(end.path.is_empty());
}

#[test]
fn a_trace_past_its_limit_is_marked_truncated_and_the_answer_stays_right() {
    let tree = RandomTree::new(4, 5, -9, 9, 1, false).unwrap();
    let limits = Limits {
        max_events: 500,
        max_nodes: 100,
    };
    let run = Run::new(
        &tree,
        Algorithm::MtdF,
        Options::default(),
        Recorder::new(limits),
    )
    .unwrap();
    let (result, recorder) = run.finish().unwrap();
    assert!(recorder.truncated);
    assert!(recorder.events.len() <= 500 && recorder.nodes.len() <= 100);
    assert_eq!(result.value, common::reference(&tree, &tree.root(), 5));
}

#[test]
fn seeking_on_from_an_earlier_state_equals_seeking_from_a_checkpoint() {
    let mut rng = Rng::new(77);
    for case in 0..40u64 {
        let tree = RandomTree::new(3, 5, -20, 20, case, false).unwrap();
        let algorithm =
            [Algorithm::MtdF, Algorithm::MtdPlus, Algorithm::NegaScoutTt][case as usize % 3];
        let (_, recorder, _) = recorded(&tree, algorithm, &Options::default());
        let replay = Replay::of(&recorder);
        let n = recorder.events.len();
        for _ in 0..20 {
            let a = rng.range(0, n as i64) as usize;
            let b = rng.range(a as i64, n as i64) as usize;
            let near = replay.seek(&recorder, a);
            assert_eq!(
                replay.seek_from(&recorder, Some(near), b),
                replay.seek(&recorder, b),
                "{} #{case}: {a} then {b}",
                algorithm.name()
            );
        }
    }
}

/// A view holds every node of the explored tree at every step, entered yet or not: on AIMA's
/// Figure 5.2 alpha-beta enters the root, its three MIN nodes and 3 + 1 + 3 leaves (the
/// second MIN node cuts after its first leaf, 2), 11 nodes.
#[test]
fn every_view_has_a_column_entry_for_each_of_the_explored_trees_nodes() {
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let (_, recorder, _) = recorded(&tree, Algorithm::AlphaBeta, &Options::default());
    let replay = Replay::of(&recorder);
    for k in [0, 1, 10, usize::MAX] {
        let views = replay.seek(&recorder, k).nodes;
        assert_eq!(views.len(), 11, "seek({k})");
        assert!(!views.is_empty(), "seek({k})");
        assert_eq!(views.flags.len(), 11, "seek({k})");
    }
}

/// A fresh view of `n` nodes has `n` nodes not yet entered: the window (−∞, +∞), no value.
#[test]
fn a_fresh_view_of_n_nodes_has_n_nodes_not_yet_entered() {
    let fresh = mtdlab::replay::ViewState::new(3);
    assert_eq!(fresh.nodes.len(), 3);
    assert_eq!(fresh.nodes.alpha, [-mtdlab::INF; 3]);
    assert_eq!(fresh.nodes.beta, [mtdlab::INF; 3]);
    assert_eq!(fresh.nodes.kind, [-1; 3]);
    assert!((0..3).all(|n| fresh.nodes.g(n).is_none()));
}

/// Each node's view is its last Enter's window and its last Return's value, read here off
/// the events themselves, at any step of a run long enough for several checkpoints, where
/// MTD(f)'s later tests enter again nodes of the earlier ones.
#[test]
fn a_nodes_view_is_its_last_window_and_value_at_any_step() {
    use mtdlab::trace::EventKind;
    let tree = RandomTree::new(3, 8, -9, 9, 5, false).unwrap();
    let (_, recorder, _) = recorded(&tree, Algorithm::MtdF, &Options::default());
    let events = &recorder.events;
    assert!(events.len() > 3 * 1024, "{} events", events.len());
    let replay = Replay::of(&recorder);
    let n = recorder.nodes.len();
    for k in [
        0,
        700,
        1024,
        1500,
        2048,
        3000,
        events.len() / 2,
        events.len(),
    ] {
        let views = replay.seek(&recorder, k).nodes;
        assert_eq!(views.len(), n, "seek({k})");
        let mut window = vec![(-mtdlab::INF, mtdlab::INF); n];
        let mut value = vec![None; n];
        for e in &events[..k] {
            match e.kind {
                EventKind::Enter => window[e.node as usize] = (e.a, e.b),
                EventKind::Return => value[e.node as usize] = Some(e.a),
                _ => {}
            }
        }
        for node in 0..n {
            let view = (views.alpha[node], views.beta[node], views.g(node));
            let want = (window[node].0, window[node].1, value[node]);
            assert_eq!(view, want, "seek({k}), node {node}");
        }
    }
}

/// A node the TT answered is flagged so from its Probe on: right after every Probe event that
/// answered its call (c & 2), the node's view carries `TT_ANSWERED`.
#[test]
fn a_node_the_tt_answered_is_flagged_right_after_its_probe() {
    use mtdlab::trace::EventKind;
    let tree = RandomTree::new(3, 5, -9, 9, 3, false).unwrap();
    let (_, recorder, _) = recorded(&tree, Algorithm::MtdF, &Options::default());
    let replay = Replay::of(&recorder);
    let mut answered = 0;
    for (j, e) in recorder.events.iter().enumerate() {
        if e.kind == EventKind::Probe && e.c & 2 != 0 {
            let views = replay.seek(&recorder, j + 1).nodes;
            assert!(
                views.flags[e.node as usize] & flags::TT_ANSWERED != 0,
                "event {j}"
            );
            answered += 1;
        }
    }
    assert!(answered > 5, "{answered} answers");
}

/// Entering a node starts its view afresh in the current test: right after every Enter
/// (NegaScout enters nodes again when it re-searches a child) the node is visited and
/// neither fresh, answered by the TT nor evaluated (`CUT` may stay: a seek marks the
/// children the current test's cuts skipped).
#[test]
fn entering_a_node_clears_what_its_last_visit_flagged() {
    use mtdlab::trace::EventKind;
    let stale = flags::FRESH | flags::TT_ANSWERED | flags::EVALUATED;
    let mut again = 0;
    for seed in 0..6 {
        let tree = RandomTree::new(3, 4, -9, 9, seed, false).unwrap();
        let (_, recorder, _) = recorded(&tree, Algorithm::NegaScout, &Options::default());
        let replay = Replay::of(&recorder);
        let mut entered = std::collections::HashSet::new();
        for (j, e) in recorder.events.iter().enumerate() {
            match e.kind {
                EventKind::TestBegin => entered.clear(),
                EventKind::Enter => {
                    again += usize::from(!entered.insert(e.node));
                    let f = replay.seek(&recorder, j + 1).nodes.flags[e.node as usize];
                    assert_eq!(f & stale, 0, "seed {seed}, event {j}");
                    assert_ne!(f & flags::VISITED, 0, "seed {seed}, event {j}");
                }
                _ => {}
            }
        }
    }
    assert!(again > 10, "{again} nodes entered again");
}

/// A trace cut at its events' limit is the first events of the whole trace: from the event
/// refused on, the recorder is no longer called (the search goes on without it), yet every
/// test is recorded, its events clipped to the trace, and the run ends with the same value
/// and counts. The oracle is the same run recorded without a cut.
#[test]
fn a_trace_cut_at_its_events_limit_is_the_whole_traces_first_events() {
    use mtdlab::games::kalah::Kalah;
    use mtdlab::search::SearchSettings;
    let game = Kalah::new(4, 3).unwrap();
    for algorithm in [
        Algorithm::MtdF,
        Algorithm::NegaScoutTt,
        Algorithm::AlphaBeta,
    ] {
        let options = Options {
            search: SearchSettings::programs(algorithm).with_depth(6),
            ..Options::default()
        };
        let run = |limits| {
            let run = Run::new(&game, algorithm, options.clone(), Recorder::new(limits)).unwrap();
            run.finish().unwrap()
        };
        let (whole_result, whole) = run(Limits::default());
        assert!(!whole.truncated && whole.events.len() > 2_000);
        for max_events in [1, 57, 1_000] {
            let (result, cut) = run(Limits {
                max_events,
                ..Limits::default()
            });
            let what = format!("{} cut at {max_events}", algorithm.name());
            assert!(cut.truncated, "{what}");
            assert_eq!(cut.events, whole.events[..max_events], "{what}");
            assert_eq!(
                (result.value, result.counters),
                (whole_result.value, whole_result.counters),
                "{what}"
            );
            assert_eq!(cut.tests.len(), whole.tests.len(), "{what}");
            for (c, w) in cut.tests.iter().zip(&whole.tests) {
                let clip = |e: u32| e.min(max_events as u32);
                assert_eq!((c.g, c.lower, c.upper), (w.g, w.lower, w.upper), "{what}");
                assert_eq!((c.nodes, c.depth), (w.nodes, w.depth), "{what}");
                let events = (c.first_event, c.end_event);
                assert_eq!(events, (clip(w.first_event), clip(w.end_event)), "{what}");
            }
            // the nodes drawn are the whole trace's first ones, in the same places
            let shape = |r: &Recorder, n: usize| -> Vec<_> {
                r.nodes[..n]
                    .iter()
                    .map(|v| (v.parent, v.child, v.is_max, v.key))
                    .collect()
            };
            assert_eq!(
                shape(&cut, cut.nodes.len()),
                shape(&whole, cut.nodes.len()),
                "{what}"
            );
            // and each stands as its last events left it: its depth that of its last Enter,
            // its value that of its last Leaf (nothing changes a node past the trace's end)
            assert_eq!(as_events_leave_them(&cut), nodes_of(&cut), "{what}");
        }
        assert_eq!(as_events_leave_them(&whole), nodes_of(&whole));
    }
}

/// Each node's (search depth, value) as the recorder holds it.
fn nodes_of(r: &Recorder) -> Vec<(u32, Option<i32>)> {
    r.nodes.iter().map(|n| (n.search_depth, n.value)).collect()
}

/// Each node's (search depth, value) read from the events alone: the depth of its last
/// Enter event, the value of its last Leaf event.
fn as_events_leave_them(r: &Recorder) -> Vec<(u32, Option<i32>)> {
    use mtdlab::trace::EventKind;
    let mut out = vec![(u32::MAX, None); r.nodes.len()];
    for e in &r.events {
        match e.kind {
            EventKind::Enter => out[e.node as usize].0 = e.c as u32,
            EventKind::Leaf => out[e.node as usize].1 = Some(e.a),
            _ => {}
        }
    }
    out
}
