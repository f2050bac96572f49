//! Seed 001's random trees and experiments: best-ordered trees are minimal trees (Knuth and
//! Moore's leaf count for alpha-beta, two tests for MTD(f) from the exact value), worst
//! order mirrors best, incremental values are sums along the path, the tree printed by
//! `mtdlab tree --random` searches like the tree it was printed from, and an experiment is
//! reproducible from its settings.
// the native runner (`experiment::native`, timed with `std::time::Instant`) is not built for
// wasm32, so these tests are native only
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{reference, run_all};
use mtdlab::experiment::random::{Report, Settings, TreeRun};
use mtdlab::experiment::{native, Variant};
use mtdlab::games::random::{Order, RandomTree, Values};
use mtdlab::games::tree::Tree;
use mtdlab::search::{Algorithm, DriverParams, Options, Run, SearchSettings};
use mtdlab::trace::{EventKind, Limits, Recorder};
use mtdlab::Game;
use std::process::Command;

/// A tree of the given shape with values far apart (ties are improbable in ±10^9).
fn tree(b: u32, d: u32, seed: u64, order: Order, values: Values) -> RandomTree {
    let (min, max) = match values {
        Values::Independent => (-1_000_000_000, 1_000_000_000),
        Values::Incremental => (-1_000_000, 1_000_000),
    };
    RandomTree::with_shape(b, d, min, max, seed, order, values).unwrap()
}

#[test]
fn alpha_beta_on_a_best_ordered_tree_evaluates_the_minimal_leaf_count() {
    for (b, d) in [(2, 3), (3, 4), (4, 5), (5, 2), (7, 3), (3, 6), (10, 4)] {
        for seed in 1..=5 {
            for values in [Values::Independent, Values::Incremental] {
                let t = tree(b, d, seed, Order::Best, values);
                let r = run_all(&t, Algorithm::AlphaBeta, &Options::default());
                let b = b as u64;
                let want = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
                assert_eq!(
                    r.counters.leaf_evals, want,
                    "b = {b}, d = {d}, seed {seed}, {values:?}"
                );
                assert_eq!(r.value, reference(&t, &t.root(), d));
            }
        }
    }
}

#[test]
fn mtdf_from_the_exact_value_makes_two_tests() {
    for (b, d) in [(2, 3), (3, 4), (5, 5), (8, 3)] {
        for seed in 1..=5 {
            for order in Order::ALL {
                let t = tree(b, d, seed, order, Values::Independent);
                let value = reference(&t, &t.root(), d);
                let options = Options {
                    driver: DriverParams::MtdF { guess: value },
                    ..Options::default()
                };
                let r = run_all(&t, Algorithm::MtdF, &options);
                assert_eq!(r.value, value);
                assert_eq!(r.tests.len(), 2, "b = {b}, d = {d}, seed {seed}, {order:?}");
            }
        }
    }
}

#[test]
fn a_worst_ordered_tree_is_the_best_tree_mirrored() {
    for (b, d) in [(2, 3), (3, 4), (4, 3)] {
        for seed in 1..=4 {
            for values in [Values::Independent, Values::Incremental] {
                let best = tree(b, d, seed, Order::Best, values);
                let worst = tree(b, d, seed, Order::Worst, values);
                assert_eq!(
                    reference(&best, &best.root(), d),
                    reference(&worst, &worst.root(), d)
                );
                let text = |t: &RandomTree| cli(&tree_args(t)).1;
                let mirrored = mirror(&serde_json::from_str(&text(&best)).unwrap());
                assert_eq!(
                    serde_json::from_str::<serde_json::Value>(&text(&worst)).unwrap(),
                    mirrored
                );
                // the best child last: alpha-beta evaluates more leaves than on the best
                let leaves = |t: &RandomTree| {
                    run_all(t, Algorithm::AlphaBeta, &Options::default())
                        .counters
                        .leaf_evals
                };
                assert!(
                    leaves(&worst) > leaves(&best),
                    "b = {b}, d = {d}, seed {seed}"
                );
            }
        }
    }
}

fn mirror(v: &serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::Array(items) => items.iter().rev().map(mirror).collect(),
        other => other.clone(),
    }
}

#[test]
fn incremental_values_are_sums_along_the_path() {
    // depth 1 gives the deltas into the root's children; depth 2 adds the next edge:
    // each grandchild's value less its parent's delta is a delta of the range
    let t = tree(3, 2, 9, Order::Random, Values::Incremental);
    let shallow = Options {
        search: SearchSettings::default().with_depth(Some(1)),
        ..Options::default()
    };
    let root = t.root();
    let mut total_spread = 0i64;
    for i in 0..3 {
        let child = t.apply(&root, i);
        let at_child = t.evaluate(&child);
        for j in 0..3 {
            let grandchild = t.apply(&child, j);
            let delta = t.evaluate(&grandchild) as i64 - at_child as i64;
            assert!(delta.abs() <= 1_000_000, "delta {delta}");
            total_spread += delta.abs();
        }
    }
    assert!(total_spread > 0);
    // a search one ply shallow evaluates the children's own static values
    let r = run_all(&t, Algorithm::Minimax, &shallow);
    let want = (0..3)
        .map(|i| t.evaluate(&t.apply(&root, i)))
        .max()
        .unwrap();
    assert_eq!(r.value, want);
}

fn tree_args(t: &RandomTree) -> Vec<String> {
    vec![
        "tree".into(),
        "--random".into(),
        format!("{},{},{}", t.branching, t.depth, t.seed),
        "--order".into(),
        t.order.name().into(),
        "--values".into(),
        t.values.name().into(),
        "--range".into(),
        format!("{},{}", t.min, t.max),
    ]
}

fn cli(args: &[String]) -> (i32, String, String) {
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

#[test]
fn the_printed_tree_searches_like_the_random_tree() {
    for order in Order::ALL {
        for values in [Values::Independent, Values::Incremental] {
            let t = tree(3, 4, 5, order, values);
            let (code, text, err) = cli(&tree_args(&t));
            assert_eq!(code, 0, "{err}");
            let printed = Tree::parse(text.trim()).unwrap();
            for algorithm in [Algorithm::AlphaBeta, Algorithm::NegaScout, Algorithm::MtdF] {
                let a = run_all(&t, algorithm, &Options::default());
                let b = run_all(&printed, algorithm, &Options::default());
                assert_eq!(a.value, b.value);
                assert_eq!(a.counters.leaf_evals, b.counters.leaf_evals);
                assert_eq!(a.counters.nodes, b.counters.nodes);
            }
            // and `search --random` reports the same as `search --tree`
            let mut random = vec!["search".to_string(), "--random".into()];
            random.extend(tree_args(&t)[2..].iter().cloned());
            random.extend(["--algo".into(), "mtdf".into(), "--json".into()]);
            let by_tree =
                ["search", "--tree", text.trim(), "--algo", "mtdf", "--json"].map(String::from);
            let (c1, j1, e1) = cli(&random);
            let (c2, j2, e2) = cli(&by_tree);
            assert_eq!((c1, c2), (0, 0), "{e1}{e2}");
            let strip = |j: &str| {
                let mut v: serde_json::Value = serde_json::from_str(j).unwrap();
                v.as_object_mut().unwrap().remove("timeMs");
                v
            };
            assert_eq!(strip(&j1), strip(&j2));
        }
    }
}

#[test]
fn bad_random_trees_are_refused_with_what_and_where() {
    for (args, says) in [
        (vec!["tree", "--random", "2,3"], "--random"),
        (vec!["tree", "--random", "2,x,1"], "depth"),
        (
            vec!["tree", "--random", "2,3,1", "--order", "sorted"],
            "order",
        ),
        (vec!["tree", "--random", "2,3,1", "--values", "x"], "values"),
        (vec!["tree", "--random", "50,9,1"], "leaves"),
    ] {
        let args: Vec<String> = args.into_iter().map(String::from).collect();
        let (code, out, err) = cli(&args);
        assert_ne!(code, 0, "{args:?} printed {out}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

fn small_settings() -> Settings {
    Settings {
        trees: 6,
        branching: 5,
        depths: vec![3, 4],
        algorithms: Variant::parse_list("mtdf,negascout,alphabeta,mtd-f-step:50,mtd-f-ab:25")
            .unwrap(),
        ..Settings::default()
    }
}

fn values_of(runs: &[TreeRun]) -> Vec<(u32, u32, i32, i32, Vec<u64>)> {
    runs.iter()
        .map(|r| {
            let nodes = r.runs.iter().map(|a| a.cost.nodes).collect();
            (r.depth, r.tree, r.value, r.guess, nodes)
        })
        .collect()
}

#[test]
fn the_random_experiment_is_reproducible_and_right() {
    let settings = small_settings();
    let a = native::run_random(&settings).unwrap();
    let b = native::run_random(&settings).unwrap();
    assert_eq!(values_of(&a), values_of(&b));
    assert_eq!(a.len(), 12);
    for run in &a {
        // tree i is the random tree of seed S + i, and every algorithm found its value
        let t = RandomTree::with_shape(
            settings.branching,
            run.depth,
            settings.min,
            settings.max,
            settings.seed + run.tree as u64,
            settings.order,
            settings.values,
        )
        .unwrap();
        assert_eq!(run.seed, settings.seed + run.tree as u64);
        assert_eq!(run.value, reference(&t, &t.root(), run.depth));
        assert_eq!(run.runs.len(), settings.algorithms.len());
    }
}

/// NegaScout's re-searches on a tree, counted independently: the Research events of its
/// recorded trace.
fn traced_researches(t: &RandomTree, depth: u32) -> u64 {
    let options = Options {
        search: SearchSettings::default().with_depth(Some(depth)),
        ..Options::default()
    };
    let mut run = Run::new(
        t,
        Algorithm::NegaScout,
        options,
        Recorder::new(Limits::default()),
    )
    .unwrap();
    while run.step().unwrap().is_some() {}
    let events = &run.search().tracer().events;
    events
        .iter()
        .filter(|e| e.kind == EventKind::Research)
        .count() as u64
}

// issue 17, item 9: the Experiments tab says why NegaScout can visit more nodes than
// alpha-beta on random trees, with the run's re-searches
#[test]
fn the_random_experiment_counts_negascout_s_re_searches() {
    let settings = small_settings();
    let runs = native::run_random(&settings).unwrap();
    let k = |name: &str| {
        settings
            .algorithms
            .iter()
            .position(|v| v.name() == name)
            .unwrap()
    };
    let mut all = 0;
    for r in &runs {
        let t = settings.tree(r.depth, r.tree).unwrap();
        let want = traced_researches(&t, r.depth);
        assert_eq!(
            r.runs[k("negascout")].cost.researches,
            want,
            "tree {}",
            r.tree
        );
        assert_eq!(r.runs[k("alphabeta")].cost.researches, 0);
        assert_eq!(r.runs[k("mtdf")].cost.researches, 0);
        all += want;
    }
    assert!(all > 0, "random trees make NegaScout re-search");
    // the rows sum them; a row without any leaves the field out of its JSON
    let report = Report::new(&settings, runs.clone(), false);
    let json = serde_json::to_value(&report).unwrap();
    for (row, value) in report.rows.iter().zip(json["rows"].as_array().unwrap()) {
        let want: u64 = runs
            .iter()
            .filter(|r| r.depth == row.depth)
            .map(|r| traced_researches(&settings.tree(r.depth, r.tree).unwrap(), r.depth))
            .sum();
        if row.algorithm.name() == "negascout" {
            assert_eq!(row.researches, want);
            assert_eq!(value["researches"], want);
        } else {
            assert_eq!(row.researches, 0);
            assert!(value.get("researches").is_none());
        }
    }
}

/// Independent values are drawn from the range: 81 leaves of a tree over -9..=9 (19
/// values) take many of them, and another seed gives another tree.
#[test]
fn independent_leaf_values_spread_over_the_range_and_follow_the_seed() {
    fn leaves(t: &RandomTree) -> Vec<i32> {
        fn walk(t: &RandomTree, pos: &<RandomTree as Game>::Position, out: &mut Vec<i32>) {
            if t.is_terminal(pos) {
                out.push(t.evaluate(pos));
            }
            for i in 0..t.move_count(pos) {
                walk(t, &t.apply(pos, i), out);
            }
        }
        let mut out = Vec::new();
        walk(t, &t.root(), &mut out);
        out
    }
    let a = leaves(&RandomTree::new(3, 4, -9, 9, 1, false).unwrap());
    let b = leaves(&RandomTree::new(3, 4, -9, 9, 2, false).unwrap());
    assert_eq!(a.len(), 81);
    assert!(a.iter().all(|v| (-9..=9).contains(v)));
    let mut distinct = a.clone();
    distinct.sort();
    distinct.dedup();
    // 81 uniform draws from 19 values miss more than 9 of them with odds below 1e-12
    assert!(distinct.len() >= 10, "{distinct:?}");
    assert_ne!(a, b, "seeds 1 and 2 gave the same leaves");
}

/// At a horizon above the leaves an independent tree's inner node is valued by its leftmost
/// leaf (reached here by always taking move 0); the names of the shapes are the CLI's.
#[test]
fn an_inner_node_at_a_horizon_is_valued_by_its_leftmost_leaf() {
    let t = RandomTree::new(3, 4, -9, 9, 7, false).unwrap();
    fn check(t: &RandomTree, pos: &<RandomTree as Game>::Position, checked: &mut usize) {
        if t.is_terminal(pos) {
            return;
        }
        let mut leftmost = t.apply(pos, 0);
        while !t.is_terminal(&leftmost) {
            leftmost = t.apply(&leftmost, 0);
        }
        assert_eq!(t.evaluate(pos), t.evaluate(&leftmost));
        *checked += 1;
        for i in 0..t.move_count(pos) {
            check(t, &t.apply(pos, i), checked);
        }
    }
    let mut checked = 0;
    check(&t, &t.root(), &mut checked);
    assert_eq!(checked, 1 + 3 + 9 + 27);
    let names: Vec<&str> = Order::ALL.iter().map(|o| o.name()).collect();
    assert_eq!(names, ["random", "best", "worst"]);
    let names: Vec<&str> = Values::ALL.iter().map(|v| v.name()).collect();
    assert_eq!(names, ["independent", "incremental"]);
}

/// A random tree's leaves are numbered left to right: minimax, which evaluates every leaf in
/// order, reports 0, 1, ..., b^d - 1 (the experiments' leaf order, `LeafOrder`).
#[test]
fn minimax_evaluates_a_random_trees_leaves_in_their_numbered_order() {
    let t = RandomTree::new(3, 3, -9, 9, 4, false).unwrap();
    let run = Run::new(
        &t,
        Algorithm::Minimax,
        Options::default(),
        mtdlab::trace::LeafOrder::default(),
    )
    .unwrap();
    let (_, order) = run.finish().unwrap();
    assert_eq!(order.leaves, (0..27).collect::<Vec<u64>>());
}
