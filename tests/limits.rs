//! Every search has a budget (issue 7): a small input that means a huge search (a labelled
//! DAG whose tree has 2^62 nodes) stops at the work budget with an error that names the
//! limit and how to raise it, in the core, the session and the CLI; the test limit too.

use mtdlab::games::tree::Tree;
use mtdlab::search::{self, Algorithm, DriverParams, Options, Run};
use mtdlab::session::Session;
use mtdlab::trace::{Limits, NoTrace, Recorder};
use serde_json::json;
use std::process::Command;

/// `a62:(a61:(… a1:(a0:(1 2) a0) …) a61)`: 62 levels, each node's two children the same
/// labelled node, so 63 distinct nodes and 2^62 leaves in the tree they unfold to.
fn doubling_dag(levels: usize) -> String {
    let mut text = "a0:(1 2)".to_string();
    for k in 1..=levels {
        text = format!("a{k}:({text} a{})", k - 1);
    }
    text
}

#[test]
fn a_doubling_dag_stops_at_the_work_budget_for_every_algorithm() {
    let text = doubling_dag(62);
    assert!(text.len() < 700, "{} bytes", text.len());
    let tree = Tree::parse(&text).unwrap();
    assert_eq!(tree.node_count(), 63 + 2);
    for algorithm in Algorithm::ALL {
        let options = Options {
            limits: search::Limits::default().with_max_visits(200_000),
            ..Options::default()
        };
        let run = Run::new(&tree, algorithm, options, NoTrace).unwrap();
        let err = match run.finish() {
            Ok(_) => {
                // with a TT the DAG is small: MT answers each repeated node from the table
                assert!(algorithm.uses_tt(), "{} finished", algorithm.name());
                continue;
            }
            Err(e) => e.to_string(),
        };
        assert!(err.starts_with("work budget:"), "{err}");
        assert!(err.contains("200000 nodes"), "{err}");
        assert!(
            err.contains("--max-visits") && err.contains("maxVisits"),
            "{err}"
        );
    }
}

#[test]
fn the_budget_stops_a_root_search_midway_and_the_run_stays_failed() {
    let tree = Tree::parse(&doubling_dag(40)).unwrap();
    let options = Options {
        limits: search::Limits::default().with_max_visits(10_000),
        ..Options::default()
    };
    let mut run = Run::new(&tree, Algorithm::AlphaBeta, options, NoTrace).unwrap();
    let first = run.step().unwrap_err();
    assert_eq!(run.search().counters().nodes, 10_001, "it stopped at once");
    assert_eq!(
        run.step().unwrap_err(),
        first,
        "later steps give the same error"
    );
    assert!(run.failure().is_some() && !run.is_done());
}

#[test]
fn a_session_reports_the_budget_in_its_summary_and_keeps_its_trace_sane() {
    let mut s = Session::from_json(&json!({
        "game": { "kind": "tree", "text": doubling_dag(62) },
        "algorithm": "minimax",
        "maxVisits": 50_000,
    }))
    .unwrap();
    let err = s.run_to_end(|_| true).unwrap_err();
    assert!(err.message.contains("work budget"), "{err}");
    let summary = s.summary();
    assert!(!summary.done);
    assert_eq!(summary.error.as_deref(), Some(err.message.as_str()));
    assert!(s.counters().nodes <= 50_001);
    // the partial trace still replays
    let end = s.seek(usize::MAX);
    assert_eq!(end.event, s.event_count());
    let bad = Session::from_json(&json!({
        "game": { "kind": "tree", "text": "[1,2]" },
        "maxVisits": 0,
    }));
    assert!(bad.err().unwrap().message.starts_with("maxVisits:"));
}

#[test]
fn the_recorder_stops_with_the_search() {
    let tree = Tree::parse(&doubling_dag(30)).unwrap();
    let options = Options {
        limits: search::Limits::default().with_max_visits(5_000),
        ..Options::default()
    };
    let run = Run::new(
        &tree,
        Algorithm::NegaScout,
        options,
        Recorder::new(Limits::default()),
    )
    .unwrap();
    assert!(run.finish().is_err());
}

#[test]
fn the_test_limit_names_itself() {
    // the "bad guess" preset: from f = 20 each test lowers the upper bound by 2
    let tree = Tree::parse("[[19,17,15,13,11,9,7,5,3,1],[25,0]]").unwrap();
    let options = Options {
        driver: DriverParams::MtdF { guess: 20 },
        limits: search::Limits::default().with_max_tests(3),
        ..Options::default()
    };
    let run = Run::new(&tree, Algorithm::MtdF, options, NoTrace).unwrap();
    let err = run.finish().err().unwrap().to_string();
    assert!(err.starts_with("test limit:"), "{err}");
    assert!(
        err.contains("--max-tests") && err.contains("maxTests"),
        "{err}"
    );
    // the tests at 20, 19 and 17 failed low with g = 19, 17 and 15 (MIN's first leaf at or
    // below beta - 1 cuts), and no test failed high
    assert!(err.contains("(lower -inf, upper 15)"), "{err}");
}

fn mtdlab(args: &[&str]) -> (i32, String, String) {
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
fn the_cli_stops_a_huge_search_with_one_line() {
    let text = doubling_dag(62);
    for algo in ["minimax", "alphabeta", "negascout"] {
        let (code, out, err) = mtdlab(&["search", "--tree", &text, "--algo", algo, "--json"]);
        assert_eq!(code, 2, "{algo}: {out}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("work budget") && err.contains("--max-visits"),
            "{err}"
        );
    }
    let (code, _, err) = mtdlab(&[
        "search",
        "--tree",
        &text,
        "--algo",
        "minimax",
        "--max-visits",
        "1000",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("1000 nodes"), "{err}");
}

#[test]
fn the_cli_refuses_what_it_used_to_coerce() {
    let aima = "[[3,12,8],[2,4,6],[14,5,2]]";
    for (args, needle) in [
        (vec!["--guess", "-2147483648"], "guess"),
        (vec!["--guess", "2147483647"], "guess"),
        (vec!["--no-tt=0"], "--no-tt takes no value"),
        (vec!["--max-visits", "0"], "max visits"),
        (vec!["--max-tests", "0"], "max tests"),
        (vec!["--max-visits", "-5"], "--max-visits"),
    ] {
        let mut all = vec!["search", "--tree", aima, "--algo", "mtdf"];
        all.extend(&args);
        let (code, _, err) = mtdlab(&all);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn kalah_match_refuses_depths_past_its_bound() {
    // issue 7, item 8: 12,12 with negamax+TT grew to 4.7 GB and aborted
    for (algo, most) in [
        ("minimax", 6),
        ("minimax-tt", 6),
        ("alphabeta", 9),
        ("alphabeta-tt", 8),
        ("negascout", 10),
        ("negascout-tt", 8),
        ("mtdf", 9),
    ] {
        let depths = format!("{},{}", most + 1, 2);
        let (code, _, err) = mtdlab(&["kalah-match", "--depths", &depths, "--algo", algo]);
        assert_eq!(code, 2, "{algo}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&format!("1 to {most} for {algo}")), "{err}");
    }
    let (code, _, err) = mtdlab(&["kalah-match", "--depths", "12,12", "--algo", "minimax-tt"]);
    assert_eq!(code, 2);
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
}

#[test]
fn the_leaf_list_stops_at_its_cap_and_counts_the_rest() {
    use mtdlab::trace::LeafOrder;
    // 2^24 leaves, more than the cap of 10^7; minimax evaluates every one
    let tree = Tree::parse(&doubling_dag(23)).unwrap();
    let options = Options {
        limits: search::Limits::default().with_max_visits(1 << 26),
        ..Options::default()
    };
    let run = Run::new(&tree, Algorithm::Minimax, options, LeafOrder::default()).unwrap();
    let (result, leaves) = run.finish().unwrap();
    assert_eq!(result.counters.leaf_evals, 1 << 24);
    assert_eq!(leaves.leaves.len(), LeafOrder::CAP);
    assert_eq!(leaves.omitted, (1 << 24) - 10_000_000);
    // the DAG has two leaves, a0's: every visit of a0 evaluates leaf 0, then leaf 1
    assert!(leaves
        .leaves
        .iter()
        .enumerate()
        .all(|(i, &leaf)| leaf == i as u64 % 2));
}

/// The test limit counts the tests at one depth: iterative deepening may make more in all
/// than the limit, as long as no depth needs more. (The limit here is one above the most
/// tests at a depth; a depth that needs exactly the limit finishes too, as the next test
/// shows.)
#[test]
fn iterative_deepenings_test_limit_counts_one_depths_tests() {
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let run = |max_tests| {
        let options = Options {
            driver: DriverParams::of(Algorithm::IdMtdF).with_guess(20),
            limits: search::Limits::default().with_max_tests(max_tests),
            ..Options::default()
        };
        Run::new(&tree, Algorithm::IdMtdF, options, NoTrace)
            .unwrap()
            .finish()
            .map(|(r, _)| r)
    };
    let all = run(100).unwrap();
    let most_at_a_depth = (1..=2)
        .map(|d| all.tests.iter().filter(|t| t.depth == d).count())
        .max()
        .unwrap();
    let limit = most_at_a_depth + 1;
    assert!(all.tests.len() > limit, "{} tests", all.tests.len());
    let limited = run(limit).unwrap();
    assert_eq!(limited.value, 3);
    assert_eq!(limited.tests.len(), all.tests.len());
    assert!(run(most_at_a_depth - 1).is_err());
}

/// A depth whose bounds meet at its last allowed test succeeds: the limit stops a run only
/// when the driver asks for one test more. On `[[3,5],[2,9]]` (MAX over two MIN nodes,
/// values 3 and 2) MTD(f) from f = 0 makes exactly 2 tests, worked out by hand: the test at
/// beta = 0 fails high with g = 3 (the first MIN node returns 3 >= 0), so lower = 3; the
/// test at beta = g + 1 = 4 fails low with g = 3 (3 <= alpha = 3 cuts the first MIN node,
/// 2 the second), so upper = 3 and the bounds meet. So max_tests = 2 finishes and
/// max_tests = 1 stops after the first test, naming the limit.
#[test]
fn a_depth_that_needs_exactly_the_test_limit_finishes() {
    let tree = Tree::parse("[[3,5],[2,9]]").unwrap();
    let run = |max_tests| {
        let options = Options {
            limits: search::Limits::default().with_max_tests(max_tests),
            ..Options::default()
        };
        Run::new(&tree, Algorithm::MtdF, options, NoTrace)
            .unwrap()
            .finish()
            .map(|(r, _)| r)
    };
    let exact = run(2).unwrap();
    assert_eq!(exact.value, 3);
    assert_eq!(exact.tests.len(), 2);
    let err = run(1).err().unwrap().to_string();
    assert!(err.starts_with("test limit:"), "{err}");
    assert!(err.contains("made 1 tests at depth 2"), "{err}");
    assert!(err.contains("(lower 3, upper +inf)"), "{err}");
}

/// A session words a run's limits for its config's reader (issue 20): the limit and its
/// numbers as the core gives them, then the config's field — not the command line's flag.
#[test]
fn a_session_names_its_config_field_not_the_flag() {
    let mut s = Session::from_json(&json!({
        "game": { "kind": "tree", "text": doubling_dag(62) },
        "algorithm": "minimax",
        "maxVisits": 50_000,
    }))
    .unwrap();
    let err = s.run_to_end(|_| true).unwrap_err().message;
    assert!(
        err.starts_with("work budget: minimax visited 50000 nodes without finishing; "),
        "{err}"
    );
    assert!(
        err.contains("maxVisits") && !err.contains("--max-visits"),
        "{err}"
    );
    let mut s = Session::from_json(&json!({
        "game": { "kind": "tree", "text": "[[19,17,15,13,11,9,7,5,3,1],[25,0]]" },
        "algorithm": "mtdf",
        "guess": 20,
        "maxTests": 3,
    }))
    .unwrap();
    let err = s.run_to_end(|_| true).unwrap_err().message;
    assert!(
        err.starts_with(
            "test limit: mtdf made 3 tests at depth 2 without the bounds meeting (lower -inf, \
             upper 15); "
        ),
        "{err}"
    );
    assert!(
        err.contains("maxTests") && !err.contains("--max-tests"),
        "{err}"
    );
}
