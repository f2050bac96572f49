//! Solution trees (src/search/solution.rs; Plaat et al. 1996, seed 001 §2): at every event of
//! a run, the min solution tree's minimax value is the root's proven lower bound and the max
//! solution tree's its upper bound; the bounds never loosen; after each test they are at
//! least the run's own; MTD(+∞)'s upper bounds are proven by max solution trees whose MAX
//! nodes have every child expanded; the critical tree of a uniform tree is Knuth and
//! Moore's minimal tree.

mod common;

use common::{random_dag_text, Rng};
use mtdlab::search::solution::SolutionTree;
use mtdlab::session::Session;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};

const ALGORITHMS: [&str; 13] = [
    "minimax",
    "alphabeta",
    "alphabeta-tt",
    "negascout",
    "negascout-tt",
    "mtdf",
    "mtd-plus",
    "mtd-minus",
    "mtd-bi",
    "mtd-step",
    "mtd-f-step",
    "mtd-f-ab",
    "id-mtdf",
];

fn session(game: Value, algorithm: &str, guess: i32) -> Session {
    let mut config = json!({ "game": game, "algorithm": algorithm });
    // only the settings the algorithm takes (a session refuses the others, issue 20)
    let spec = mtdlab::search::Algorithm::parse(algorithm).unwrap().spec();
    if spec.guess {
        config["guess"] = json!(guess);
    }
    if spec.step {
        config["step"] = json!(3);
    }
    let mut s = Session::from_json(&config).unwrap_or_else(|e| panic!("{config}: {e}"));
    s.run_to_end(|_| true).unwrap();
    s
}

fn textbook_trees() -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir("tests/data/textbook").unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        out.push(v["tree"].as_str().unwrap().to_string());
    }
    out.sort();
    out
}

/// Plain minimax restricted to the solution tree, checking its shape on the way: a min
/// solution tree (`upper` false) keeps one child of each MAX node and every child of each
/// MIN node, a max solution tree the other way round; a node proven by its twin is worth
/// the twin's value.
fn restricted_minimax(s: &Session, tree: &SolutionTree, upper: bool) -> i32 {
    let rec = s.recorder();
    let moves = s.tree().move_count;
    let nodes: HashSet<u32> = tree.nodes.iter().copied().collect();
    let via: HashMap<u32, u32> = tree.via.iter().map(|&[n, t]| (n, t)).collect();
    let mut kids: HashMap<u32, Vec<u32>> = HashMap::new();
    for &c in &tree.edges {
        assert!(nodes.contains(&c), "edge to {c} outside the tree");
        let p = rec.nodes[c as usize]
            .parent
            .expect("an edge leads to a child");
        assert!(nodes.contains(&p), "edge from {p} outside the tree");
        kids.entry(p).or_default().push(c);
    }
    fn value(
        n: u32,
        s: &Session,
        kids: &HashMap<u32, Vec<u32>>,
        via: &HashMap<u32, u32>,
        moves: &[i32],
        upper: bool,
    ) -> i32 {
        if let Some(&t) = via.get(&n) {
            assert_eq!(
                s.recorder().nodes[n as usize].key,
                s.recorder().nodes[t as usize].key
            );
            return value(t, s, kids, via, moves, upper);
        }
        let node = &s.recorder().nodes[n as usize];
        let Some(children) = kids.get(&n) else {
            return node.value.expect("a solution tree's leaf was evaluated");
        };
        let want = if node.is_max != upper {
            1
        } else {
            moves[n as usize] as usize
        };
        assert_eq!(children.len(), want, "node {n} (max {})", node.is_max);
        let values = children
            .iter()
            .map(|&c| value(c, s, kids, via, moves, upper));
        if node.is_max {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    }
    value(0, s, &kids, &via, &moves, upper)
}

/// Checks every event of a finished run; returns how many proofs it checked.
fn check_run(s: &Session, value: i32, algorithm: &str) -> usize {
    let events = s.event_count();
    let tests = s.tests().to_vec();
    let deepening = algorithm.starts_with("id-mtdf");
    let (mut lower, mut upper) = (i32::MIN, i32::MAX);
    let mut depth = tests.first().map(|t| t.depth);
    let mut checked = 0;
    let last_depth = tests.last().map(|t| t.depth);
    for k in 0..=events {
        let p = s.proofs(k);
        if deepening {
            // each depth proves its own bounds: they start again at the next depth
            let d = tests
                .iter()
                .find(|t| (t.first_event as usize) < k && k <= t.end_event as usize)
                .map(|t| t.depth);
            if d != depth {
                (lower, upper) = (i32::MIN, i32::MAX);
                depth = d;
            }
        }
        if let Some(b) = p.lower.bound {
            assert_eq!(
                restricted_minimax(s, &p.lower, false),
                b,
                "{algorithm} k={k}"
            );
            assert!(
                b >= lower,
                "{algorithm}: the lower bound loosened at event {k}"
            );
            if depth == last_depth {
                assert!(
                    b <= value,
                    "{algorithm}: lower bound {b} above the value {value}"
                );
            }
            lower = b;
            checked += 1;
        } else {
            assert!(p.lower.nodes.is_empty());
            assert_eq!(
                lower,
                i32::MIN,
                "{algorithm}: a lower bound lost at event {k}"
            );
        }
        if let Some(b) = p.upper.bound {
            assert_eq!(
                restricted_minimax(s, &p.upper, true),
                b,
                "{algorithm} k={k}"
            );
            assert!(
                b <= upper,
                "{algorithm}: the upper bound loosened at event {k}"
            );
            if depth == last_depth {
                assert!(
                    b >= value,
                    "{algorithm}: upper bound {b} below the value {value}"
                );
            }
            upper = b;
            checked += 1;
        } else {
            assert_eq!(
                upper,
                i32::MAX,
                "{algorithm}: an upper bound lost at event {k}"
            );
        }
    }
    // after each test the proofs prove at least the run's bounds — sometimes more: the leaves
    // of earlier tests may already settle what no test has returned yet (MTD-bi starts from
    // the game's value range, known without a search: nothing proves it)
    for t in &tests {
        let p = s.proofs(t.end_event as usize);
        let proven = |b: Option<i32>, infinite: i32| b.unwrap_or(infinite);
        if t.null_window && !deepening && !algorithm.starts_with("mtd-bi") {
            assert!(
                proven(p.lower.bound, -mtdlab::INF) >= t.lower,
                "{algorithm} {t:?}"
            );
            assert!(
                proven(p.upper.bound, mtdlab::INF) <= t.upper,
                "{algorithm} {t:?}"
            );
        }
    }
    let end = s.proofs(events);
    for bound in [end.lower.bound, end.upper.bound] {
        // MTD-bi may end on a bound of the value range, which it never tests
        if !(bound.is_none() && algorithm.starts_with("mtd-bi")) {
            assert_eq!(bound, Some(value), "{algorithm}");
        }
    }
    checked
}

#[test]
fn on_textbook_trees_every_events_solution_trees_prove_the_roots_bounds() {
    let mut checked = 0;
    for text in textbook_trees() {
        for algorithm in ALGORITHMS {
            let s = session(json!({ "kind": "tree", "text": text }), algorithm, 0);
            let value = s.value().unwrap();
            checked += check_run(&s, value, algorithm);
        }
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn on_seeded_random_trees_with_transpositions_the_proofs_hold_at_every_event() {
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let text = random_dag_text(&mut rng, 3 + (seed % 2) as u32, 3);
        let guess = rng.range(-6, 6) as i32;
        for algorithm in ALGORITHMS {
            let s = session(json!({ "kind": "tree", "text": text }), algorithm, guess);
            let value = s.value().unwrap();
            check_run(&s, value, &format!("{algorithm} seed {seed} {text}"));
        }
    }
}

#[test]
fn on_kalah_and_uniform_random_trees_the_proofs_hold_too() {
    let games = [
        json!({ "kind": "kalah", "pits": 3, "seeds": 2, "depth": 4 }),
        json!({ "kind": "random", "branching": 3, "depth": 4, "seed": 7, "min": -5, "max": 5 }),
    ];
    for game in games {
        for algorithm in ["alphabeta", "mtdf", "mtd-plus", "mtd-minus", "id-mtdf"] {
            let s = session(game.clone(), algorithm, 0);
            let value = s.value().unwrap();
            check_run(&s, value, algorithm);
        }
    }
}

/// Seed 001 §2: MTD(+∞) lowers the upper bound; each test's max solution tree expands
/// every child of a MAX node (and one of a MIN node).
#[test]
fn after_each_mtd_plus_test_a_max_solution_tree_with_every_max_child_expanded_proves_the_upper_bound(
) {
    for seed in 0..30 {
        let mut rng = Rng::new(100 + seed);
        let text = random_dag_text(&mut rng, 4, 3);
        let s = session(json!({ "kind": "tree", "text": text }), "mtd-plus", 0);
        let rec = s.recorder();
        let moves = s.tree().move_count;
        for t in s.tests() {
            let p = s.proofs(t.end_event as usize);
            assert_eq!(p.upper.bound, Some(t.upper), "seed {seed} {text}: {t:?}");
            // (a node the TT answered is proven by its twin's subtree, which is in the tree)
            let twins: HashSet<u32> = p.upper.via.iter().map(|v| v[0]).collect();
            for &n in &p.upper.nodes {
                let node = &rec.nodes[n as usize];
                if node.is_max && node.value.is_none() && !twins.contains(&n) {
                    for i in 0..moves[n as usize] as u32 {
                        assert!(rec.child(n, i).is_some(), "seed {seed}: MAX {n} child {i}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_aima_trees_proofs_after_mtdfs_tests_are_the_textbooks() {
    let s = session(
        json!({ "kind": "tree", "text": "[[3,12,8],[2,4,6],[14,5,2]]" }),
        "mtdf",
        0,
    );
    let tests = s.tests();
    // test 1 (β = 0) fails high with 3: the first MIN node's three leaves prove ≥ 3
    let p = s.proofs(tests[0].end_event as usize);
    assert_eq!(p.lower.bound, Some(3));
    let leaves: Vec<Option<u64>> = p
        .lower
        .nodes
        .iter()
        .map(|&n| s.recorder().nodes[n as usize].leaf_index)
        .filter(|i| i.is_some())
        .collect();
    assert_eq!(leaves, [Some(0), Some(1), Some(2)]);
    assert_eq!(p.upper.bound, None);
    // test 2 (β = 4) fails low with 3: one leaf ≤ 3 under each MIN node proves ≤ 3
    let p = s.proofs(tests[1].end_event as usize);
    assert_eq!(
        p.event, tests[1].end_event as usize,
        "read at the event asked for"
    );
    assert_eq!(p.upper.bound, Some(3));
    let values: Vec<i32> = p
        .upper
        .nodes
        .iter()
        .filter_map(|&n| s.recorder().nodes[n as usize].value)
        .collect();
    assert_eq!(values.len(), 3);
    assert!(values.iter().all(|&v| v <= 3), "{values:?}");
    assert_eq!(s.proofs(0), Default::default());
}

#[test]
fn the_critical_tree_of_a_uniform_tree_is_knuth_and_moores_minimal_tree() {
    for (b, d) in [(2u32, 3u32), (3, 3), (3, 4), (2, 5)] {
        for seed in 0..5 {
            let game = json!({ "kind": "random", "branching": b, "depth": d, "seed": seed,
                               "min": -1000, "max": 1000 });
            let s = session(game, "minimax", 0);
            let c = s.critical().unwrap();
            assert_eq!(c.value, s.value().unwrap());
            assert_eq!(c.missing, 0);
            // each half proves the value itself: the lower bound and the upper bound are it
            assert_eq!(
                (c.lower.bound, c.upper.bound),
                (Some(c.value), Some(c.value))
            );
            let tree = s.tree();
            let leaves = c
                .nodes
                .iter()
                .filter(|&&n| tree.move_count[n as usize] == 0)
                .count() as u32;
            let minimal = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
            // ties among random values may make two leaves of one MIN node equal: the first
            // best child is kept, so the count is the minimal tree's
            assert_eq!(leaves, minimal, "b {b} d {d} seed {seed}");
            let rec = s.recorder();
            // both halves are solution trees proving the value
            for (t, upper) in [(&c.lower, false), (&c.upper, true)] {
                assert_eq!(restricted_minimax(&s, t, upper), c.value);
                for &e in &t.edges {
                    assert!(rec.nodes[e as usize].parent.is_some());
                }
            }
        }
    }
}

#[test]
fn the_critical_tree_stops_at_the_work_budget_with_a_message_naming_it() {
    let config = json!({ "game": { "kind": "kalah", "pits": 4, "seeds": 3, "depth": 8 },
                         "algorithm": "mtdf", "maxVisits": 50 });
    let s = Session::from_json(&config).unwrap();
    let e = s.critical().unwrap_err().message;
    assert!(
        e.starts_with("work budget:") && e.contains("maxVisits"),
        "{e}"
    );
}
