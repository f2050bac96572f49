//! Move ordering (`Tree::orders`) and the cut convention (`Cut`): best-first ordering makes
//! alpha-beta search Knuth and Moore's minimal tree, worst-first makes it evaluate every
//! leaf; a labelled node keeps one order; the counts the page's table shows (the session's
//! `solve`) are `mtdlab search`'s; α > β prunes less than α ≥ β on ties and finds the same
//! value.

mod common;

use common::{mtdlab, random_dag_text, reference, run_all, Rng};
use mtdlab::games::tree::Tree;
use mtdlab::search::{Algorithm, Cut, DriverParams, Options, SearchSettings};
use mtdlab::session::{self, tree_order, Config};
use mtdlab::Game;
use serde_json::{json, Value};

/// A uniform tree of branching `b` and depth `d` whose leaves are distinct (a seeded
/// shuffle of 0..b^d), as JSON.
fn uniform_distinct(b: u32, d: u32, seed: u64) -> String {
    let n = b.pow(d) as usize;
    let mut values: Vec<i64> = (0..n as i64).collect();
    let mut rng = Rng::new(seed);
    for i in (1..n).rev() {
        values.swap(i, rng.range(0, i as i64) as usize);
    }
    fn build(values: &[i64], b: usize, d: u32) -> String {
        if d == 0 {
            return values[0].to_string();
        }
        let part = values.len() / b;
        let kids: Vec<String> = values.chunks(part).map(|c| build(c, b, d - 1)).collect();
        format!("[{}]", kids.join(","))
    }
    build(&values, b as usize, d)
}

fn ordered(text: &str, best: bool) -> Tree {
    let tree = Tree::parse(text).unwrap();
    tree.reordered(&tree.orders(best))
}

#[test]
fn best_first_ordering_makes_alphabeta_evaluate_the_knuth_moore_minimum() {
    for (b, d) in [(2u32, 2u32), (2, 5), (3, 3), (3, 4), (4, 3), (5, 4)] {
        for seed in 0..4 {
            let text = uniform_distinct(b, d, seed);
            let best = ordered(&text, true);
            let minimal = (b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1) as u64;
            let r = run_all(&best, Algorithm::AlphaBeta, &Options::default());
            assert_eq!(r.counters.leaf_evals, minimal, "b {b} d {d} seed {seed}");
            // worst first, alpha-beta cuts no more than in the given order (all but deep cuts)
            let worst = ordered(&text, false);
            let r = run_all(&worst, Algorithm::AlphaBeta, &Options::default());
            let plain = Tree::parse(&text).unwrap();
            let given = run_all(&plain, Algorithm::AlphaBeta, &Options::default());
            assert!(
                r.counters.leaf_evals >= given.counters.leaf_evals,
                "b {b} d {d}"
            );
            if d <= 3 {
                assert_eq!(r.counters.leaf_evals, b.pow(d) as u64, "worst: b {b} d {d}");
            }
            let v = reference(&plain, &plain.root(), 64);
            assert_eq!(reference(&best, &best.root(), 64), v);
            assert_eq!(reference(&worst, &worst.root(), 64), v);
        }
    }
}

#[test]
fn a_labelled_node_has_one_order_and_the_value_stays() {
    // a is reached under both MIN nodes: one order for it, sorted for MAX (where it is
    // defined); the root takes min(5, 6) = 5 before min(5, 4) = 4; ordering again changes
    // nothing
    let orders = tree_order("((a:(3 5) 4) (a 6))", "best").unwrap();
    let paths: Vec<Vec<u32>> = orders.iter().map(|o| o.path.clone()).collect();
    assert_eq!(paths, [vec![], vec![0], vec![0, 0]], "{orders:?}");
    assert!(orders.iter().all(|o| o.order == [1, 0]), "{orders:?}");
    let t = Tree::parse("((a:(3 5) 4) (a 6))").unwrap();
    assert_eq!(t.reordered(&orders).to_text(), "((a:(5 3) 6) (4 a))");
    for seed in 0..60 {
        let mut rng = Rng::new(seed);
        let text = random_dag_text(&mut rng, 4, 3);
        let tree = Tree::parse(&text).unwrap();
        let v = reference(&tree, &tree.root(), 64);
        for best in [true, false] {
            let once = tree.reordered(&tree.orders(best));
            assert_eq!(once.node_count(), tree.node_count(), "{text}");
            assert_eq!(reference(&once, &once.root(), 64), v, "{text}");
            assert!(once.orders(best).is_empty(), "ordering twice: {text}");
        }
    }
    let e = tree_order("((1 2)", "best").unwrap_err().message;
    assert!(e.starts_with("text: tree text, line 1"), "{e}");
    let e = tree_order("(1 2)", "random").unwrap_err().message;
    assert!(
        e.starts_with("order:") && e.contains("best or worst"),
        "{e}"
    );
}

/// The leaves table of the page calls `solve` for every algorithm: its counts are the CLI's.
#[test]
fn the_leaves_per_algorithm_of_solve_are_the_clis_for_the_same_tree_text() {
    let text = ordered(&uniform_distinct(3, 3, 9), true).to_text();
    for a in Algorithm::ALL {
        let name = a.name();
        let (code, out, err) = mtdlab(&["search", "--tree", &text, "--algo", name, "--json"]);
        assert_eq!(code, 0, "{err}");
        let cli: Value = serde_json::from_str(&out).unwrap();
        let config = json!({ "game": { "kind": "tree", "text": text }, "algorithm": name });
        let solved = session::solve(&Config::from_json(&config).unwrap()).unwrap();
        assert_eq!(cli["leaf_evals"], solved.counters.leaf_evals, "{name}");
        assert_eq!(cli["nodes"], solved.counters.nodes, "{name}");
        assert_eq!(cli["value"], solved.value, "{name}");
    }
}

const TIES: &str = "[[3,5],[3,1]]";

#[test]
fn with_ties_alpha_gt_beta_evaluates_more_leaves_and_finds_the_same_value() {
    // the second MIN node's first leaf 3 ties with α = 3: α ≥ β cuts its 1, α > β does not
    let tree = Tree::parse(TIES).unwrap();
    let with = |cut| Options {
        search: SearchSettings::default().with_cut(cut),
        ..Options::default()
    };
    let ge = run_all(&tree, Algorithm::AlphaBeta, &with(Cut::Ge));
    let gt = run_all(&tree, Algorithm::AlphaBeta, &with(Cut::Gt));
    assert_eq!((ge.value, gt.value), (3, 3));
    assert_eq!((ge.counters.leaf_evals, gt.counters.leaf_evals), (3, 4));
    // the CLI and the session's config take it too
    let leaves = |cut: &str| {
        let (code, out, err) = mtdlab(&[
            "search",
            "--tree",
            TIES,
            "--algo",
            "alphabeta",
            "--cut",
            cut,
            "--json",
        ]);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        (v["value"].clone(), v["leaf_evals"].clone())
    };
    assert_eq!(leaves("ge"), (json!(3), json!(3)));
    assert_eq!(leaves("gt"), (json!(3), json!(4)));
    let (code, _, err) = mtdlab(&["search", "--tree", TIES, "--algo", "mtdf", "--cut", "gte"]);
    assert_eq!(code, 2);
    assert!(err.contains("--cut: unknown cut convention 'gte'"), "{err}");
    let config = json!({ "game": { "kind": "tree", "text": TIES }, "algorithm": "alphabeta",
                         "cut": "gt" });
    let solved = session::solve(&Config::from_json(&config).unwrap()).unwrap();
    assert_eq!(solved.counters.leaf_evals, 4);
    let bad = json!({ "game": { "kind": "tree", "text": TIES }, "algorithm": "mtdf",
                      "cut": ">" });
    let e = session::solve(&Config::from_json(&bad).unwrap())
        .unwrap_err()
        .message;
    assert!(e.starts_with("cut: unknown cut convention"), "{e}");
}

#[test]
fn every_algorithm_finds_the_minimax_value_under_both_cut_conventions_on_trees_full_of_ties() {
    let mut more = 0;
    for seed in 0..80 {
        let mut rng = Rng::new(seed);
        // values in -9..9 over many leaves: ties everywhere
        let text = random_dag_text(&mut rng, 4, 3);
        let tree = Tree::parse(&text).unwrap();
        let v = reference(&tree, &tree.root(), 64);
        for a in Algorithm::ALL {
            if a == Algorithm::MtdFLiteral {
                continue; // wrong on purpose (seed 000's store)
            }
            let counts: Vec<u64> = Cut::ALL
                .iter()
                .map(|&cut| {
                    let o = Options {
                        driver: DriverParams::of(a).with_guess(rng.range(-5, 5) as i32),
                        search: SearchSettings::default().with_cut(cut),
                        ..Options::default()
                    };
                    let r = run_all(&tree, a, &o);
                    assert_eq!(r.value, v, "{a:?} {cut:?} {text}");
                    r.counters.leaf_evals
                })
                .collect();
            if a == Algorithm::AlphaBeta {
                assert!(
                    counts[1] >= counts[0],
                    "alphabeta: α > β prunes less: {text}"
                );
                more += (counts[1] > counts[0]) as u32;
            }
        }
    }
    assert!(
        more > 10,
        "ties made α > β search more on {more} trees only"
    );
}

/// Iterative deepening searches the last depth's best move first: at depth 1 the root's
/// children are valued at the horizon by their first leaves (3 and 8), so move 1 is best,
/// and the depth-2 search starts in its subtree, with the leaf 8 (in the given order it
/// would start with 3).
#[test]
fn iterative_deepening_searches_the_last_depths_best_move_first() {
    use mtdlab::search::Run;
    use mtdlab::trace::{EventKind, Limits, Recorder};
    let tree = Tree::parse("[[3,4],[8,9]]").unwrap();
    let recorder = Recorder::new(Limits::default());
    let mut run = Run::new(&tree, Algorithm::IdMtdF, Options::default(), recorder).unwrap();
    while run.step().unwrap().is_some() {}
    assert_eq!(run.value(), Some(8));
    let events = &run.search().tracer().events;
    let root_at_2 = events
        .iter()
        .position(|e| e.kind == EventKind::Enter && e.c == 2)
        .expect("a depth-2 root search");
    let first_leaf = events[root_at_2..]
        .iter()
        .find(|e| e.kind == EventKind::Leaf)
        .expect("a leaf at depth 2");
    assert_eq!(first_leaf.a, 8, "{:?}", &events[root_at_2..]);
}
