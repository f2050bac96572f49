//! The programs' enhancements as settings of every algorithm (issue 23): iterative
//! deepening, aspiration windows, the TT's best move first and the history heuristic. None
//! changes a value: every combination of the four, for every algorithm that takes them, gives
//! plain minimax's value (computed here, by `common::reference`) on seeded random trees,
//! hand-built trees with transpositions and Kalah positions from seeded play; a combination an
//! algorithm does not take is refused naming the setting and the algorithm; the order a node
//! searches its children in is traced where it differs from the given one.

mod common;

use common::{mtdlab, random_dag_text, reference, Rng};
use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::search::catalog::Setting;
use mtdlab::search::{
    Algorithm, Cut, DriverParams, Options, Run, RunError, SearchSettings, ORDER_HISTORY, ORDER_TT,
};
use mtdlab::trace::{EventKind, NoTrace, Outcome, Recorder};
use mtdlab::Game;

/// The four switches, as one combination.
#[derive(Debug, Clone, Copy)]
struct Switches {
    id: bool,
    aspiration: Option<i32>,
    history: bool,
    tt_move_first: bool,
}

/// Every combination of the four switches (three aspiration windows: none, the narrowest
/// and a wider one).
fn combinations() -> Vec<Switches> {
    let mut out = Vec::new();
    for id in [false, true] {
        for aspiration in [None, Some(1), Some(5)] {
            for history in [false, true] {
                for tt_move_first in [false, true] {
                    out.push(Switches {
                        id,
                        aspiration,
                        history,
                        tt_move_first,
                    });
                }
            }
        }
    }
    out
}

impl Switches {
    /// The settings the switches turn on, or `None` when `algorithm` does not take one that
    /// is on (those are the refusals, tested apart).
    fn settings(self, algorithm: Algorithm, base: SearchSettings) -> Option<SearchSettings> {
        let spec = algorithm.spec();
        let on = [
            (Setting::IterativeDeepening, self.id),
            (Setting::Aspiration, self.aspiration.is_some()),
            (Setting::History, self.history),
            (Setting::TtMoveFirst, self.tt_move_first),
        ];
        if on.iter().any(|&(t, on)| on && !spec.takes(t)) {
            return None;
        }
        Some(
            base.with_iterative_deepening(self.id)
                .with_aspiration(self.aspiration)
                .with_history(self.history)
                .with_tt_move_first(self.tt_move_first),
        )
    }
}

/// The algorithms that take at least one enhancement (every one but minimax and seed 000's
/// literal pseudocode, which may answer wrongly on purpose).
fn enhanced() -> Vec<Algorithm> {
    Algorithm::ALL
        .into_iter()
        .filter(|a| !a.spec().literal && *a != Algorithm::Minimax)
        .collect()
}

/// Checks every combination of every algorithm on `game` at `depth` against `want`; returns
/// how many runs were checked.
fn check_all<G: Game>(game: &G, depth: Option<u32>, want: i32, what: &str) -> usize {
    let mut runs = 0;
    for algorithm in enhanced() {
        for cut in [Cut::Ge, Cut::Gt] {
            for sw in combinations() {
                let base = SearchSettings::default().with_depth(depth).with_cut(cut);
                let Some(search) = sw.settings(algorithm, base) else {
                    continue;
                };
                let options = Options {
                    driver: DriverParams::of(algorithm),
                    search,
                    ..Options::default()
                };
                let (r, _) = Run::new(game, algorithm, options, NoTrace)
                    .unwrap()
                    .finish()
                    .unwrap();
                assert_eq!(r.value, want, "{what}: {algorithm:?} {cut:?} {sw:?}");
                runs += 1;
            }
        }
    }
    runs
}

#[test]
fn no_combination_changes_a_value_on_seeded_random_trees() {
    let mut runs = 0;
    for seed in 0..50u64 {
        let b = 2 + (seed % 3) as u32;
        let d = 3 + (seed % 2) as u32;
        let tree = RandomTree::new(b, d, -20, 20, seed, false).unwrap();
        let want = reference(&tree, &tree.root(), d);
        runs += check_all(&tree, None, want, &format!("random tree {seed}"));
    }
    assert!(runs > 50 * 12 * 10, "{runs} runs");
}

#[test]
fn no_combination_changes_a_value_on_trees_with_transpositions() {
    let mut rng = Rng::new(23);
    for case in 0..50 {
        let text = random_dag_text(&mut rng, 4, 3);
        let tree = Tree::parse(&text).unwrap();
        let depth = tree.full_depth().unwrap().max(1);
        let want = reference(&tree, &tree.root(), depth);
        check_all(&tree, None, want, &format!("tree {case}: {text}"));
    }
}

/// `n` Kalah positions reached by seeded random play from the openings of Kalah(4, 3) and
/// Kalah(6, 4), each a game of its own (a position not over).
fn kalah_positions(n: usize) -> Vec<Kalah> {
    let mut rng = Rng::new(2023);
    let mut out = Vec::new();
    while out.len() < n {
        let (pits, seeds) = if out.len() % 2 == 0 { (4, 3) } else { (6, 4) };
        let start = Kalah::new(pits, seeds).unwrap();
        let mut pos = start.root();
        let plies = rng.range(0, 12);
        for _ in 0..plies {
            let n = start.move_count(&pos);
            if n == 0 {
                break;
            }
            pos = start.apply(&pos, rng.range(0, n as i64 - 1) as usize);
        }
        if start.is_terminal(&pos) {
            continue;
        }
        let counts: Vec<u32> = pos.board.iter().map(u32::from).collect();
        out.push(Kalah::from_counts(&counts, pos.first_to_move).unwrap());
    }
    out
}

#[test]
fn no_combination_changes_a_value_on_kalah_positions() {
    for (i, game) in kalah_positions(12).iter().enumerate() {
        for depth in [2, 4] {
            let want = reference(game, &game.root(), depth);
            check_all(
                game,
                Some(depth),
                want,
                &format!("kalah position {i} depth {depth}"),
            );
        }
    }
}

#[test]
fn the_programs_setting_takes_what_each_algorithm_takes_and_keeps_the_value() {
    let game = &kalah_positions(1)[0];
    let want = reference(game, &game.root(), 5);
    for algorithm in enhanced() {
        let search = SearchSettings::programs(algorithm).with_depth(5);
        assert!(
            search.iterative_deepening() && search.history(),
            "{algorithm:?}"
        );
        assert_eq!(search.tt_move_first(), algorithm.uses_tt(), "{algorithm:?}");
        let negascout = matches!(algorithm, Algorithm::NegaScout | Algorithm::NegaScoutTt);
        assert_eq!(search.aspiration().is_some(), negascout, "{algorithm:?}");
        let options = Options {
            search,
            ..Options::default()
        };
        let (r, _) = Run::new(game, algorithm, options, NoTrace)
            .unwrap()
            .finish()
            .unwrap();
        assert_eq!(r.value, want, "{algorithm:?}");
    }
}

#[test]
fn a_switch_an_algorithm_does_not_take_is_refused_naming_it_and_the_algorithm() {
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let cases = [
        (Setting::IterativeDeepening, "iterativeDeepening", "--id"),
        (Setting::Aspiration, "aspiration", "--aspiration"),
        (Setting::History, "history", "--history"),
        (Setting::TtMoveFirst, "ttMoveFirst", "--tt-move-first"),
    ];
    let mut refused = 0;
    for algorithm in Algorithm::ALL {
        for (setting, field, flag) in cases {
            let search = match setting {
                Setting::IterativeDeepening => {
                    SearchSettings::default().with_iterative_deepening(true)
                }
                Setting::Aspiration => SearchSettings::default().with_aspiration(3),
                Setting::History => SearchSettings::default().with_history(true),
                _ => SearchSettings::default().with_tt_move_first(true),
            };
            let options = Options {
                search,
                ..Options::default()
            };
            let got = Run::new(&tree, algorithm, options, NoTrace).err();
            // written out here, not read from the table under test
            let takes = match setting {
                Setting::IterativeDeepening | Setting::History => {
                    !matches!(algorithm, Algorithm::Minimax | Algorithm::MtdFLiteral)
                }
                Setting::Aspiration => matches!(
                    algorithm,
                    Algorithm::AlphaBeta
                        | Algorithm::AlphaBetaTt
                        | Algorithm::NegaScout
                        | Algorithm::NegaScoutTt
                ),
                _ => !matches!(
                    algorithm,
                    Algorithm::Minimax
                        | Algorithm::AlphaBeta
                        | Algorithm::NegaScout
                        | Algorithm::MtdFLiteral
                ),
            };
            if takes {
                assert_eq!(got, None, "{algorithm:?} {field}");
                continue;
            }
            refused += 1;
            let e = got.unwrap_or_else(|| panic!("{algorithm:?} took {field}"));
            assert_eq!(e, RunError::NotTaken { setting, algorithm });
            let message = e.to_string();
            let name = algorithm.name();
            assert!(
                message.starts_with(&format!("{field}: {name} takes no ")),
                "{message}"
            );
            // the command line names the flag
            let mut args = vec![
                "search",
                "--tree",
                "[[3,12,8],[2,4,6],[14,5,2]]",
                "--algo",
                name,
                flag,
            ];
            if setting == Setting::Aspiration {
                args.push("3");
            }
            let (code, _, stderr) = mtdlab(&args);
            assert_eq!(code, 2, "{args:?}: {stderr}");
            assert!(
                stderr.contains(&format!("{flag}: {name} takes no ")),
                "{stderr}"
            );
        }
    }
    // minimax and the literal MTD(f) take neither ID nor history, ten algorithms no
    // aspiration window, four no TT move ordering
    assert_eq!(refused, 2 + 2 + 10 + 4);
}

#[test]
fn an_aspiration_window_out_of_range_is_refused() {
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    for delta in [0, -5] {
        let options = Options {
            search: SearchSettings::default().with_aspiration(delta),
            ..Options::default()
        };
        let e = Run::new(&tree, Algorithm::NegaScout, options, NoTrace)
            .err()
            .unwrap();
        assert_eq!(
            e.to_string(),
            format!("aspiration {delta} must lie in 1..=2147483646")
        );
    }
}

/// The depths of a run's root searches.
fn depths(r: &mtdlab::search::RunResult) -> Vec<u32> {
    r.tests.iter().map(|t| t.depth).collect()
}

fn run_with(
    game: &Tree,
    algorithm: Algorithm,
    search: SearchSettings,
) -> mtdlab::search::RunResult {
    let options = Options {
        search,
        ..Options::default()
    };
    Run::new(game, algorithm, options, NoTrace)
        .unwrap()
        .finish()
        .unwrap()
        .0
}

#[test]
fn iterative_deepening_makes_root_searches_at_each_depth_for_every_algorithm() {
    // AIMA's Figure 5.2 one level deeper: height 3
    let tree =
        Tree::parse("[[[3,1],[12,2],[8,0]],[[2,9],[4,4],[6,1]],[[14,3],[5,5],[2,7]]]").unwrap();
    for algorithm in [
        Algorithm::AlphaBeta,
        Algorithm::NegaScoutTt,
        Algorithm::MtdF,
    ] {
        let r = run_with(
            &tree,
            algorithm,
            SearchSettings::default().with_iterative_deepening(true),
        );
        let d = depths(&r);
        assert_eq!(d.first(), Some(&1), "{algorithm:?}");
        assert_eq!(d.last(), Some(&3), "{algorithm:?}");
        assert!(
            d.windows(2).all(|w| w[0] <= w[1] && w[1] <= w[0] + 1),
            "{d:?}"
        );
        assert_eq!(r.value, reference(&tree, &tree.root(), 3));
    }
    // alpha-beta makes one root search per depth
    let r = run_with(
        &tree,
        Algorithm::AlphaBeta,
        SearchSettings::default().with_iterative_deepening(true),
    );
    assert_eq!(depths(&r), [1, 2, 3]);
}

#[test]
fn id_mtdf_is_mtdf_with_iterative_deepening_and_the_tt_move_first() {
    let mut rng = Rng::new(7);
    for _ in 0..20 {
        let tree = Tree::parse(&random_dag_text(&mut rng, 4, 3)).unwrap();
        let id = run_with(&tree, Algorithm::IdMtdF, SearchSettings::default());
        let mtdf = run_with(
            &tree,
            Algorithm::MtdF,
            SearchSettings::default()
                .with_iterative_deepening(true)
                .with_tt_move_first(true),
        );
        assert_eq!(
            (id.value, id.counters, id.tests),
            (mtdf.value, mtdf.counters, mtdf.tests)
        );
    }
}

#[test]
fn the_previous_depths_value_is_mtdfs_first_guess_and_the_aspiration_windows_centre() {
    let tree =
        Tree::parse("[[[3,1],[12,2],[8,0]],[[2,9],[4,4],[6,1]],[[14,3],[5,5],[2,7]]]").unwrap();
    let value_at = |d: u32| reference(&tree, &tree.root(), d);
    let r = run_with(
        &tree,
        Algorithm::MtdF,
        SearchSettings::default().with_iterative_deepening(true),
    );
    for d in 2..=3 {
        let first = r.tests.iter().find(|t| t.depth == d).unwrap();
        assert_eq!(first.beta, value_at(d - 1), "depth {d}");
    }
    let search = SearchSettings::default()
        .with_iterative_deepening(true)
        .with_aspiration(2);
    let r = run_with(&tree, Algorithm::NegaScout, search);
    for d in 1..=3 {
        let first = r.tests.iter().find(|t| t.depth == d).unwrap();
        let centre = if d == 1 { 0 } else { value_at(d - 1) };
        assert_eq!(
            (first.alpha, first.beta),
            (centre - 2, centre + 2),
            "depth {d}"
        );
        assert!(!first.null_window);
    }
}

#[test]
fn an_aspiration_window_that_misses_is_searched_again_opened_on_its_side() {
    // the value is 3: a window around 0 of half-width 1 fails high, one around 0 of
    // half-width 10 holds it
    let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    for algorithm in [
        Algorithm::AlphaBeta,
        Algorithm::NegaScout,
        Algorithm::NegaScoutTt,
    ] {
        let r = run_with(
            &tree,
            algorithm,
            SearchSettings::default().with_aspiration(1),
        );
        assert_eq!(r.tests.len(), 2, "{algorithm:?}");
        assert_eq!((r.tests[0].alpha, r.tests[0].beta), (-1, 1));
        assert_eq!(r.tests[0].outcome, Outcome::High);
        let g = r.tests[0].g;
        assert_eq!((r.tests[1].alpha, r.tests[1].beta), (g - 1, i32::MAX - 1));
        assert_eq!(r.tests[1].outcome, Outcome::Exact);
        assert_eq!(r.value, 3);
        let r = run_with(
            &tree,
            algorithm,
            SearchSettings::default().with_aspiration(10),
        );
        assert_eq!(r.tests.len(), 1);
        assert_eq!(r.tests[0].outcome, Outcome::Exact);
    }
    // a fail low: MIN's value -3 below the window around 0
    let low = Tree::parse("[[-3,-1],[-5,-2],[-4,-3]]").unwrap();
    let r = run_with(
        &low,
        Algorithm::NegaScout,
        SearchSettings::default().with_aspiration(1),
    );
    assert_eq!(r.tests[0].outcome, Outcome::Low);
    let g = r.tests[0].g;
    assert_eq!(
        (r.tests[1].alpha, r.tests[1].beta),
        (-(i32::MAX - 1), g + 1)
    );
    assert_eq!(r.value, -3);
}

/// The Order events of a recorded run, and the first child entered below each event's node.
fn orders(game: &Tree, algorithm: Algorithm, search: SearchSettings) -> Vec<(i32, i32, u32)> {
    let options = Options {
        search,
        ..Options::default()
    };
    let (_, rec) = Run::new(game, algorithm, options, Recorder::new(Default::default()))
        .unwrap()
        .finish()
        .unwrap();
    let mut out = Vec::new();
    for (i, e) in rec.events.iter().enumerate() {
        if e.kind != EventKind::Order {
            continue;
        }
        // the next node entered is the child searched first
        let next = rec.events[i + 1..]
            .iter()
            .find(|f| f.kind == EventKind::Enter)
            .unwrap();
        let child = rec.nodes[next.node as usize].child;
        assert_eq!(rec.nodes[next.node as usize].parent, Some(e.node));
        out.push((e.a, e.b, child));
    }
    out
}

#[test]
fn the_order_is_traced_where_it_differs_from_the_given_one_saying_why() {
    // best-last at the root: depth 1 finds move 2 best, which depth 2 then searches first
    let tree = Tree::parse("[[1,9],[2,8],[7,6]]").unwrap();
    let plain = orders(
        &tree,
        Algorithm::MtdF,
        SearchSettings::default().with_iterative_deepening(true),
    );
    assert!(plain.is_empty(), "{plain:?}");
    let tt = orders(
        &tree,
        Algorithm::MtdF,
        SearchSettings::default()
            .with_iterative_deepening(true)
            .with_tt_move_first(true),
    );
    assert!(tt.contains(&(2, ORDER_TT as i32, 2)), "{tt:?}");
    for (first, why, child) in &tt {
        assert_eq!(*first as u32, *child);
        assert_eq!(*why, ORDER_TT as i32);
    }
    let history = orders(
        &tree,
        Algorithm::AlphaBeta,
        SearchSettings::default()
            .with_iterative_deepening(true)
            .with_history(true),
    );
    assert!(!history.is_empty());
    for (first, why, child) in &history {
        assert_eq!(*first as u32, *child);
        assert_eq!(*why & ORDER_HISTORY as i32, ORDER_HISTORY as i32);
    }
    // the history credits move 2 at the root (2^2 at depth 2 after 2^1 at depth 1), so
    // the root searches it first at depth 2
    assert!(
        history.iter().any(|&(first, _, _)| first == 2),
        "{history:?}"
    );
}

#[test]
fn the_history_table_credits_the_best_move_two_to_the_depth() {
    // one MAX node over three leaves: move 2 is best, searched at depth 1: 2^1
    let tree = Tree::parse("[1,2,5]").unwrap();
    let options = Options {
        search: SearchSettings::default().with_history(true),
        ..Options::default()
    };
    let run = {
        let mut run = Run::new(&tree, Algorithm::AlphaBeta, options, NoTrace).unwrap();
        while run.step().unwrap().is_some() {}
        run
    };
    let history = run.search().history();
    // index 2 × key + is_max: move 2 at a MAX node
    assert_eq!(history.get(5), Some(&2));
    assert_eq!(history.iter().sum::<u64>(), 2);
}

#[test]
fn a_session_takes_the_enhancements_by_their_fields_and_writes_them_back() {
    use mtdlab::session::Session;
    use serde_json::json;
    let text = "[[[3,1],[12,2],[8,0]],[[2,9],[4,4],[6,1]],[[14,3],[5,5],[2,7]]]";
    let config = json!({
        "game": { "kind": "tree", "text": text },
        "algorithm": "negascout-tt",
        "iterativeDeepening": true,
        "aspiration": 2,
        "history": true,
        "ttMoveFirst": true,
    });
    let mut s = Session::from_json(&config).unwrap();
    s.run_some(usize::MAX).unwrap();
    let summary = serde_json::to_value(s.summary()).unwrap();
    let tree = Tree::parse(text).unwrap();
    assert_eq!(summary["value"], json!(reference(&tree, &tree.root(), 3)));
    let depths: Vec<u64> = summary["tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["depth"].as_u64().unwrap())
        .collect();
    assert_eq!(
        (depths.first(), depths.last()),
        (Some(&1), Some(&3)),
        "{depths:?}"
    );
    let settings = &summary["settings"];
    for (field, value) in [
        ("iterativeDeepening", json!(true)),
        ("aspiration", json!(2)),
        ("history", json!(true)),
        ("ttMoveFirst", json!(true)),
    ] {
        assert_eq!(settings[field], value, "{field}");
    }
    // an aspiration window out of range names the field
    let mut bad = config.clone();
    bad["aspiration"] = json!(0);
    let e = Session::from_json(&bad).err().unwrap().message;
    assert!(e.starts_with("aspiration: 0 is out of range"), "{e}");
}

#[test]
fn a_kalah_match_game_refuses_every_enhancement() {
    use mtdlab::session::Session;
    use serde_json::json;
    for (field, value) in [
        ("iterativeDeepening", json!(true)),
        ("aspiration", json!(2)),
        ("history", json!(false)),
        ("ttMoveFirst", json!(true)),
    ] {
        let mut config = json!({
            "game": { "kind": "kalah-match", "program": "mtdf", "depths": [2, 2], "search": 1 },
        });
        config[field] = value;
        let e = Session::from_json(&config).err().unwrap().message;
        assert_eq!(
            e,
            format!("{field}: a kalah-match game searches as seed 003's program does; leave {field} out")
        );
    }
}

#[test]
fn the_cli_lists_the_wide_window_root_searches_when_there_are_several() {
    let aima = "[[3,12,8],[2,4,6],[14,5,2]]";
    let json = |extra: &[&str]| {
        let mut args = vec!["search", "--tree", aima, "--algo", "negascout", "--json"];
        args.extend_from_slice(extra);
        let (code, out, err) = mtdlab(&args);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    // one root search: the answer as it always was, no `searches`
    assert!(json(&[]).get("searches").is_none());
    // the window (-1, 1) fails high with 3; (2, +inf) holds the value
    let v = json(&["--aspiration", "1"]);
    let s = v["searches"].as_array().unwrap();
    let windows: Vec<_> = s
        .iter()
        .map(|t| (t["alpha"].clone(), t["beta"].clone(), t["outcome"].clone()))
        .collect();
    assert_eq!(
        windows,
        [
            (
                serde_json::json!(-1),
                serde_json::json!(1),
                serde_json::json!("high")
            ),
            (
                serde_json::json!(2),
                serde_json::Value::Null,
                serde_json::json!("exact")
            ),
        ]
    );
    assert_eq!(v["value"], 3);
}
