//! A recorded trace as the element's `state.step` reads it (www/state/step.js and
//! www/state/facts.js): for each event `{ kind, node, alpha, beta, g, bound, stored }`, with
//! the same names and the same raw trace integers (infinity ±2147483646). The page computes
//! the window a node is searched with by looking back for its Enter (and MT's probe right
//! after it); here one pass forward keeps each node's window as it goes.

use mtdlab::trace::{store_parts, Event, EventKind, Recorder, Stored};
use mtdlab::INF;

/// One event as `state.step`: kind, node (move indices from the root), alpha, beta, g,
/// bound, stored.
pub type Step = (
    &'static str,
    Vec<u32>,
    Option<i32>,
    Option<i32>,
    Option<i32>,
    Option<&'static str>,
    Option<&'static str>,
);

/// How far ahead a Cut looks for its node's Return (the page's `returnAfter`).
const RETURN_AHEAD: usize = 64;

/// The window a node was entered with (`entry`) and the one it is searched with after MT's
/// probe narrowed it.
#[derive(Clone, Copy)]
struct Window {
    alpha: i32,
    beta: i32,
    entry_beta: i32,
}

const OPEN: Window = Window {
    alpha: -INF,
    beta: INF,
    entry_beta: INF,
};

pub fn steps(rec: &Recorder) -> Vec<Step> {
    let events = &rec.events;
    let mut windows = vec![OPEN; rec.nodes.len()];
    let mut out = Vec::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        let node = e.node as usize;
        let path = || path_of(rec, e.node);
        let step = match e.kind {
            EventKind::Enter => {
                windows[node] = Window {
                    alpha: e.a,
                    beta: e.b,
                    entry_beta: e.b,
                };
                ("enter", path(), Some(e.a), Some(e.b), None, None, None)
            }
            EventKind::Probe => {
                let found = e.c & 1 != 0;
                let cutoff = e.c & 2 != 0;
                let before = i.checked_sub(1).map(|j| &events[j]);
                let right_after_enter =
                    before.is_some_and(|b| b.kind == EventKind::Enter && b.node == e.node);
                let w = &mut windows[node];
                if found && !cutoff && right_after_enter {
                    w.alpha = w.alpha.max(e.a);
                    w.beta = w.beta.min(e.b);
                }
                // the bound that answered the call: the lower one when it reached the entry's beta
                let g = cutoff.then_some(if e.a >= w.entry_beta { e.a } else { e.b });
                ("probe", path(), Some(w.alpha), Some(w.beta), g, None, None)
            }
            EventKind::Leaf => {
                let w = windows[node];
                (
                    "leaf",
                    path(),
                    Some(w.alpha),
                    Some(w.beta),
                    Some(e.a),
                    None,
                    None,
                )
            }
            EventKind::Cut => {
                let w = windows[node];
                let g = events[i + 1..events.len().min(i + RETURN_AHEAD)]
                    .iter()
                    .find(|r| r.kind == EventKind::Return && r.node == e.node)
                    .map(|r| r.a);
                ("cut", path(), Some(w.alpha), Some(w.beta), g, None, None)
            }
            EventKind::Store => {
                let w = windows[node];
                let (_, stored) = store_parts(e.c);
                let g = if stored == Some(Stored::Upper) {
                    e.b
                } else {
                    e.a
                };
                let stored = stored.map(|s| match s {
                    Stored::Lower => "lower",
                    Stored::Upper => "upper",
                    Stored::Both => "both",
                });
                (
                    "store",
                    path(),
                    Some(w.alpha),
                    Some(w.beta),
                    Some(g),
                    None,
                    stored,
                )
            }
            EventKind::Return => {
                let w = windows[node];
                let bound = match e.b {
                    1 => "lower",
                    2 => "upper",
                    _ => "exact",
                };
                let a = Some(w.alpha);
                (
                    "return",
                    path(),
                    a,
                    Some(w.beta),
                    Some(e.a),
                    Some(bound),
                    None,
                )
            }
            EventKind::Research => ("research", path(), None, None, Some(e.a), None, None),
            EventKind::TestBegin => ("test-begin", vec![], Some(e.a), Some(e.b), None, None, None),
            EventKind::TestEnd => {
                let (alpha, beta) = test_window(rec, e);
                (
                    "test-end",
                    vec![],
                    Some(alpha),
                    Some(beta),
                    Some(e.a),
                    None,
                    None,
                )
            }
            EventKind::Evict => ("evict", path(), None, None, None, None, None),
            EventKind::Order => ("order", path(), None, None, None, None, None),
        };
        out.push(step);
    }
    out
}

/// The window of the test a TestEnd closes: its TestBegin's.
fn test_window(rec: &Recorder, end: &Event) -> (i32, i32) {
    rec.tests
        .get(end.node as usize)
        .and_then(|t| rec.events.get(t.first_event as usize))
        .filter(|b| b.kind == EventKind::TestBegin)
        .map_or((-INF, INF), |b| (b.a, b.b))
}

/// The move indices from the root to node `id` (`[]` for the root).
fn path_of(rec: &Recorder, id: u32) -> Vec<u32> {
    let mut path = Vec::new();
    let mut n = id as usize;
    while let Some(node) = rec.nodes.get(n) {
        let Some(parent) = node.parent else { break };
        path.push(node.child);
        n = parent as usize;
    }
    path.reverse();
    path
}
