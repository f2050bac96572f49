//! A cut marks exactly the children not searched, whatever order they were searched in: with
//! the TT's move first, the history heuristic or id-mtdf a node's moves are not searched
//! 0..n, so a Cut's skipped children are not the range its (first, count) spans. At every
//! event of seeded runs, the nodes the session's view flags CUT are the children a cut's
//! visit did not enter and the test has not entered since, an oracle rebuilt here from the
//! Enter and Cut events alone.

mod common;

use common::Rng;
use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::RandomTree;
use mtdlab::replay::{flags, Replay};
use mtdlab::search::{Algorithm, DriverParams, Options, Run, SearchSettings};
use mtdlab::trace::{EventKind, Limits, Recorder};
use mtdlab::Game;
use std::collections::{BTreeMap, BTreeSet};

fn recorded<G: Game>(game: &G, algorithm: Algorithm, search: SearchSettings) -> Recorder {
    let options = Options {
        driver: DriverParams::of(algorithm),
        search,
        ..Options::default()
    };
    let mut run = Run::new(game, algorithm, options, Recorder::new(Limits::default())).unwrap();
    while run.step().unwrap().is_some() {}
    run.finish().unwrap().1
}

/// The move of `parent` that leads to `id`.
fn move_of(r: &Recorder, parent: u32, id: u32) -> u32 {
    (0..)
        .find(|&i| r.child(parent, i) == Some(id))
        .expect("a child entered is a child of its parent")
}

/// After each event, the nodes that are cut now: children that a cut of the test in progress
/// skipped (of its node's `first + count` moves, one the visit that cut did not enter, even
/// if an earlier visit did) and that the test has not entered since (NegaScout searching
/// the node again).
fn oracle(r: &Recorder) -> Vec<BTreeSet<u32>> {
    let mut out = Vec::new();
    let mut stack: Vec<(u32, BTreeSet<u32>)> = Vec::new();
    let mut cuts: BTreeMap<u32, BTreeSet<u32>> = BTreeMap::new();
    for e in &r.events {
        match e.kind {
            EventKind::TestBegin => {
                cuts.clear();
                stack.clear();
            }
            EventKind::TestEnd => stack.clear(),
            EventKind::Enter => {
                if let Some((parent, entered)) = stack.last_mut() {
                    let m = move_of(r, *parent, e.node);
                    entered.insert(m);
                    // searched again since a cut skipped it: not cut now
                    if let Some(cut) = cuts.get_mut(parent) {
                        cut.remove(&m);
                    }
                }
                stack.push((e.node, BTreeSet::new()));
            }
            EventKind::Return => {
                stack.pop();
            }
            EventKind::Cut => {
                let (node, entered) = stack.last().unwrap();
                assert_eq!(*node, e.node);
                let n = (e.a + e.b) as u32;
                let skipped: BTreeSet<u32> = (0..n).filter(|i| !entered.contains(i)).collect();
                assert_eq!(
                    skipped.len(),
                    e.b as usize,
                    "a cut's count is what it skipped"
                );
                cuts.entry(e.node).or_default().extend(skipped);
            }
            _ => {}
        }
        let cut = cuts
            .iter()
            .flat_map(|(&p, moves)| moves.iter().filter_map(move |&i| r.child(p, i)));
        out.push(cut.collect());
    }
    out
}

/// Checks the view at every event against the oracle; returns how many cuts were out of
/// the order 0..n (skipped moves not a range ending at the last move).
fn check(r: &Recorder, what: &str) -> usize {
    let want = oracle(r);
    let replay = Replay::of(r);
    let mut reordered = 0;
    for k in 1..=r.events.len() {
        let view = replay.seek(r, k);
        let flagged: BTreeSet<u32> = (0..view.nodes.flags.len() as u32)
            .filter(|&id| view.nodes.flags[id as usize] & flags::CUT != 0)
            .collect();
        assert_eq!(
            flagged,
            want[k - 1],
            "{what}: nodes flagged CUT after event {k}"
        );
        if r.events[k - 1].kind == EventKind::Cut {
            let e = &r.events[k - 1];
            let moves: BTreeSet<u32> = want[k - 1]
                .iter()
                .filter(|&&id| r.nodes[id as usize].parent == Some(e.node))
                .map(|&id| r.nodes[id as usize].child)
                .collect();
            if moves.iter().any(|&i| i < e.a as u32) {
                reordered += 1;
            }
        }
    }
    reordered
}

/// The runs where the order differs: id-mtdf, and NegaScout, alpha-beta and MTD(f) with
/// the TT's move first or the history heuristic.
fn runs() -> Vec<(Algorithm, SearchSettings)> {
    let base = SearchSettings::default();
    vec![
        (Algorithm::IdMtdF, base),
        (Algorithm::NegaScout, base.with_history(true)),
        (Algorithm::AlphaBeta, base.with_history(true)),
        (Algorithm::MtdF, base.with_tt_move_first(true)),
        (
            Algorithm::MtdF,
            base.with_history(true).with_tt_move_first(true),
        ),
    ]
}

#[test]
fn cuts_mark_the_children_not_entered_on_random_trees() {
    let mut rng = Rng::new(23);
    let mut reordered = 0;
    for case in 0..40u64 {
        let branching = rng.range(2, 4) as u32;
        let depth = rng.range(2, 4) as u32;
        let tree = RandomTree::new(branching, depth, -9, 9, case, false).unwrap();
        for (algorithm, search) in runs() {
            let search = search.with_depth(Some(depth));
            let r = recorded(&tree, algorithm, search);
            reordered += check(&r, &format!("{algorithm:?} {search:?} on tree #{case}"));
        }
    }
    // the oracle is not the old range: some cuts skipped other moves than first..n
    assert!(reordered > 0, "no reordered cut");
}

#[test]
fn cuts_mark_the_children_not_entered_on_kalah() {
    let mut reordered = 0;
    for (pits, seeds) in [(4, 3), (6, 4)] {
        let game = Kalah::new(pits, seeds).unwrap();
        for (algorithm, search) in runs() {
            let search = search.with_depth(Some(4));
            let r = recorded(&game, algorithm, search);
            reordered += check(
                &r,
                &format!("{algorithm:?} {search:?} on Kalah({pits}, {seeds})"),
            );
        }
    }
    assert!(reordered > 0, "no reordered cut");
}
