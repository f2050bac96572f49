//! `store_leaves` (`SearchSettings::with_store_leaves`, CLI `--no-store-leaves`): off, MT and
//! NegaScout-TT keep the horizon's (depth-0) nodes out of the TT, as game programs do. The
//! values must not change (every algorithm with a TT against plain minimax, written out
//! below, on seeded random trees, hand-built DAGs with transpositions and Kalah, with tiny
//! tables that replace); the counts do (no depth-0 entry, no probe or store at a leaf in
//! the trace).

mod common;

use common::{random_dag_text, Rng};
use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::{Order, RandomTree, Values};
use mtdlab::games::tree::Tree;
use mtdlab::search::{Algorithm, DriverParams, Options, Run, SearchSettings, TranspositionTable};
use mtdlab::trace::{EventKind, Limits, NoTrace, Recorder};
use mtdlab::Game;

/// Plain minimax to `depth` plies (the reference; no pruning, no table).
fn minimax<G: Game>(game: &G, pos: &G::Position, depth: u32) -> i32 {
    if depth == 0 || game.is_terminal(pos) {
        return game.evaluate(pos);
    }
    let values = (0..game.move_count(pos)).map(|i| {
        let next = game.apply(pos, i);
        minimax(game, &next, game.child_depth(pos, &next, depth))
    });
    if game.is_max(pos) {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// Every algorithm that probes and stores a TT (every MTD driver, alpha-beta-TT and
/// NegaScout-TT), but seed 000's literal pseudocode, which may answer wrongly on purpose.
fn with_tt() -> impl Iterator<Item = Algorithm> {
    Algorithm::ALL
        .into_iter()
        .filter(|a| a.uses_tt() && *a != Algorithm::MtdFLiteral)
}

fn options(a: Algorithm, depth: u32, tt_size: usize, store_leaves: bool, guess: i32) -> Options {
    Options {
        driver: DriverParams::of(a).with_guess(guess).with_step(7),
        search: SearchSettings::default()
            .with_depth(depth)
            .with_tt_size(tt_size)
            .with_store_leaves(store_leaves),
        ..Options::default()
    }
}

/// Searches `game` to `depth` with every algorithm with a TT, leaves stored and not, and
/// checks each value against minimax's; with leaves kept out, no entry of depth 0 is left
/// in the table. The number of algorithms checked.
fn check<G: Game + Clone>(game: &G, depth: u32, tt_size: usize, guess: i32, what: &str) -> usize {
    let want = minimax(game, &game.root(), depth);
    let mut checked = 0;
    for a in with_tt() {
        for store_leaves in [true, false] {
            let o = options(a, depth, tt_size, store_leaves, guess);
            let mut run = Run::new(game.clone(), a, o, NoTrace).unwrap();
            while run.step().unwrap().is_some() {}
            let leaves = run
                .search()
                .table()
                .snapshot()
                .iter()
                .filter(|e| e.depth == 0)
                .count();
            let (got, _) = run.finish().unwrap();
            assert_eq!(
                got.value,
                want,
                "{} store_leaves {store_leaves} on {what}",
                a.name()
            );
            if !store_leaves {
                assert_eq!(leaves, 0, "{} stored a leaf on {what}", a.name());
            }
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_mtd_driver_finds_the_minimax_value_with_leaves_stored_or_not() {
    let mut rng = Rng::new(23);
    let mut checked = 0;
    for case in 0..300u64 {
        let b = rng.range(1, 6) as u32;
        let d = rng.range(1, 5) as u32;
        let order = Order::ALL[(case % 3) as usize];
        let values = Values::ALL[(case / 3 % 2) as usize];
        let (min, max) = if case % 4 < 2 { (-5, 5) } else { (-200, 200) };
        let tree = RandomTree::with_shape(b, d, min, max, case, order, values).unwrap();
        let guess = rng.range(-10, 10) as i32;
        // a tiny table replaces entries; a roomy one keeps them all
        let tt = if case % 2 == 0 { 4 } else { 1 << 12 };
        checked += check(&tree, d, tt, guess, &format!("random tree {case}"));
    }
    // every MTD driver, alpha-beta-TT, NegaScout-TT and id-mtdf, both ways, on each tree
    assert_eq!(checked, 300 * 2 * with_tt().count());
    assert!(with_tt().count() >= 10, "the drivers are all there");
}

#[test]
fn transpositions_and_kalah_keep_their_values_with_leaves_out_of_the_table() {
    let mut rng = Rng::new(5);
    for case in 0..120 {
        let text = random_dag_text(&mut rng, 1 + case % 4, 3);
        let tree = Tree::parse(&text).unwrap();
        let depth = tree.full_depth().unwrap().max(1);
        let tt = if case % 2 == 0 { 8 } else { 1 << 10 };
        check(&tree, depth, tt, (case as i32 % 9) - 4, &text);
    }
    // Kalah: extra turns keep the depth, so a node at the horizon may follow a move that
    // kept it; several positions along a seeded game
    let game = Kalah::new(4, 3).unwrap();
    let mut pos = game.root();
    for ply in 0..8 {
        if game.is_terminal(&pos) {
            break;
        }
        let at = game.at(pos);
        check(&at, 4, 1 << 10, 0, &format!("Kalah(4,3) ply {ply}"));
        let n = game.move_count(&pos);
        pos = game.apply(&pos, (rng.range(0, n as i64 - 1)) as usize);
    }
}

/// The counts change as the programs' practice says: the same nodes visited (a stored
/// leaf's bound is its value, so the tree searched is the same), every leaf evaluated
/// where a stored one answered, fewer stores and probes; and the trace shows a leaf
/// evaluated with no probe and no store.
#[test]
fn leaves_kept_out_are_evaluated_without_a_probe_or_a_store() {
    let tree =
        RandomTree::with_shape(4, 4, -50, 50, 9, Order::Random, Values::Incremental).unwrap();
    let counts = |store_leaves| {
        let o = options(Algorithm::MtdF, 4, 1 << 12, store_leaves, 0);
        let (r, trace) = Run::new(&tree, Algorithm::MtdF, o, Recorder::new(Limits::default()))
            .unwrap()
            .finish()
            .unwrap();
        (r.counters, trace)
    };
    let (on, on_trace) = counts(true);
    let (off, off_trace) = counts(false);
    assert_eq!(off.nodes, on.nodes);
    assert!(off.leaf_evals > on.leaf_evals, "{off:?} {on:?}");
    assert!(off.tt_stores < on.tt_stores, "{off:?} {on:?}");
    // at depth 0: what follows each Enter, up to the node's Return
    let at_leaves = |trace: &Recorder| {
        let mut kinds = Vec::new();
        let mut inside = false;
        for e in &trace.events {
            match e.kind {
                EventKind::Enter => inside = e.c == 0,
                EventKind::Return => inside = false,
                k if inside => kinds.push(k),
                _ => {}
            }
        }
        kinds
    };
    let off_kinds = at_leaves(&off_trace);
    assert!(off_kinds.contains(&EventKind::Leaf));
    assert!(
        off_kinds.iter().all(|k| *k == EventKind::Leaf),
        "only evaluations at the horizon: {off_kinds:?}"
    );
    let on_kinds = at_leaves(&on_trace);
    assert!(on_kinds.contains(&EventKind::Probe) && on_kinds.contains(&EventKind::Store));
}

/// `mtdlab search --no-store-leaves`: the same value and nodes, the leaves evaluated again
/// where a stored one answered; refused for an algorithm without a TT.
#[test]
fn the_search_command_keeps_the_leaves_out_when_asked() {
    let search = |extra: &[&str]| {
        let args = [
            &["search", "--random", "4,4,9", "--values", "incremental"][..],
            &["--algo", "mtdf", "--depth", "4", "--json"],
            extra,
        ]
        .concat();
        let (code, out, err) = common::mtdlab(&args);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let on = search(&[]);
    let off = search(&["--no-store-leaves"]);
    assert_eq!(on["value"], off["value"]);
    assert_eq!(on["nodes"], off["nodes"]);
    assert!(
        off["leaf_evals"].as_u64() > on["leaf_evals"].as_u64(),
        "{off}"
    );
    assert!(off["tt_hits"].as_u64() < on["tt_hits"].as_u64(), "{off}");
    let (code, _, err) = common::mtdlab(&[
        "search",
        "--random",
        "4,4,9",
        "--algo",
        "negascout",
        "--no-store-leaves",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--no-store-leaves: negascout has no TT"),
        "{err}"
    );
}
