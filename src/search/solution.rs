//! Solution trees (Plaat, Schaeffer, Pijls and de Bruin, "Best-first fixed-depth minimax
//! algorithms", Artificial Intelligence 87, 1996, §2 on MT; Stockman 1979; seed 001 §2): a
//! *min solution tree* keeps every child of its MIN nodes and one child of its MAX nodes,
//! and its minimax value is a lower bound on the root's value; a *max solution tree* keeps
//! every child of its MAX nodes and one of its MIN nodes, and proves an upper bound. A
//! null-window test that fails high has built a min solution tree, one that fails low a max
//! solution tree — which is why MTD(+∞) (SSS*) expands every child of a MAX node and one of
//! a MIN node (seed 001 §2). The union of a min and a max solution tree proving the same
//! value is a critical (minimal) tree.
//!
//! [`proofs_at`] reads a recorded run after its first k events: the leaves it has
//! evaluated (at the depth being searched) are facts, and every node's bounds follow from
//! them; a node reached again by the same position (a transposition, answered by the TT)
//! takes the bounds its twin's subtree proves. [`critical_tree`] solves the whole game tree.

use crate::game::{Depth, Game, InputError, INF};
use crate::sorted::{by_key, sorted};
use crate::trace::{is_infinite, EventKind, Recorder};
use serde::Serialize;
use std::collections::HashMap;

/// A solution tree drawn on the explored tree (or on a tree view's nodes).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolutionTree {
    /// The bound it proves (its minimax value); `None` when nothing is proven yet (the
    /// bound is infinite) and the tree is empty.
    pub bound: Option<i32>,
    /// The node ids in it, ascending.
    pub nodes: Vec<u32>,
    /// Its edges, each named by the id of the child it leads to, ascending.
    pub edges: Vec<u32>,
    /// `[node, twin]`: the node's bound is proven by the subtree of `twin`, the same
    /// position reached by another path (a transposition; the TT answered `node`).
    pub via: Vec<[u32; 2]>,
}

/// The proofs of the root's bounds at one point of a run.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Proofs {
    /// The event count they are read at.
    pub event: usize,
    /// A min solution tree: proves root ≥ `lower.bound`.
    pub lower: SolutionTree,
    /// A max solution tree: proves root ≤ `upper.bound`.
    pub upper: SolutionTree,
}

/// The critical tree of the whole game tree, drawn on a tree view's nodes.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Critical {
    /// The minimax value.
    pub value: i32,
    /// A min solution tree (all MIN children, the first best MAX child) proving ≥ value.
    pub lower: SolutionTree,
    /// A max solution tree (all MAX children, the first best MIN child) proving ≤ value.
    pub upper: SolutionTree,
    /// Their union: the nodes and edges of the critical tree.
    pub nodes: Vec<u32>,
    pub edges: Vec<u32>,
    /// Edges of the critical tree that lead to nodes the view does not hold (past its cap).
    pub missing: usize,
    /// Positions solved (the work the value took).
    pub visits: u64,
}

/// What a run knows of its explored tree after some events.
struct Known<'a> {
    rec: &'a Recorder,
    /// The remaining depth each node was entered with at the depth searched, if it was.
    rem: Vec<Option<Depth>>,
    /// The value of each leaf evaluated at the depth searched.
    leaf: Vec<Option<i32>>,
    /// Each entered node's explored children, by move index.
    children: Vec<Vec<u32>>,
    /// The move count of each node.
    moves: Vec<u32>,
    /// Each entered node's transposition class (same position, same remaining depth), and
    /// the members of each class.
    class: Vec<usize>,
    members: Vec<Vec<u32>>,
    /// Memos: each node's own bounds (from its children), each class's.
    own: Vec<Option<(i32, i32)>>,
    joint: Vec<Option<(i32, i32)>>,
}

const NO_CLASS: usize = usize::MAX;
const UNKNOWN: (i32, i32) = (-INF, INF);

impl Known<'_> {
    fn is_max(&self, n: u32) -> bool {
        self.rec.nodes[n as usize].is_max
    }

    /// A node's bounds from its own children (a leaf: its value once evaluated).
    fn own(&mut self, n: u32) -> (i32, i32) {
        if let Some(b) = self.own[n as usize] {
            return b;
        }
        // a cycle (never in a game whose positions cannot repeat) proves nothing
        self.own[n as usize] = Some(UNKNOWN);
        let i = n as usize;
        let b = if let Some(v) = self.leaf[i] {
            (v, v)
        } else if self.rem[i].is_none_or(|r| r == 0) || self.moves[i] == 0 {
            UNKNOWN
        } else {
            let all = self.children[i].len() == self.moves[i] as usize;
            let kids = self.children[i].clone();
            let bounds: Vec<(i32, i32)> = kids.iter().map(|&c| self.joint(c)).collect();
            if self.is_max(n) {
                let lower = bounds.iter().map(|b| b.0).max().unwrap_or(-INF);
                let upper = if all {
                    bounds.iter().map(|b| b.1).max().unwrap_or(INF)
                } else {
                    INF
                };
                (lower, upper)
            } else {
                let lower = if all {
                    bounds.iter().map(|b| b.0).min().unwrap_or(-INF)
                } else {
                    -INF
                };
                let upper = bounds.iter().map(|b| b.1).min().unwrap_or(INF);
                (lower, upper)
            }
        };
        self.own[i] = Some(b);
        b
    }

    /// A node's bounds from every node of its transposition class.
    fn joint(&mut self, n: u32) -> (i32, i32) {
        let c = self.class[n as usize];
        if c == NO_CLASS {
            return UNKNOWN;
        }
        if let Some(b) = self.joint[c] {
            return b;
        }
        self.joint[c] = Some(UNKNOWN);
        let members = self.members[c].clone();
        let mut b = UNKNOWN;
        for m in members {
            let o = self.own(m);
            b = (b.0.max(o.0), b.1.min(o.1));
        }
        self.joint[c] = Some(b);
        b
    }

    /// The solution tree below `n` proving its joint lower bound (`upper`: its upper bound).
    fn prove(&mut self, n: u32, upper: bool, out: &mut SolutionTree, seen: &mut [bool]) {
        if std::mem::replace(&mut seen[n as usize], true) {
            return;
        }
        out.nodes.push(n);
        let i = n as usize;
        if self.leaf[i].is_some() {
            return;
        }
        let pick = |b: (i32, i32)| if upper { b.1 } else { b.0 };
        let want = pick(self.joint(n));
        if pick(self.own(n)) != want {
            // proven elsewhere: by the twin whose own subtree gives the class's bound
            let twin = self.members[self.class[i]]
                .clone()
                .into_iter()
                .find(|&m| pick(self.own(m)) == want);
            if let Some(t) = twin {
                out.via.push([n, t]);
                self.prove(t, upper, out, seen);
            }
            return;
        }
        let kids = self.children[i].clone();
        // a min solution tree keeps one child of a MAX node, a max solution tree one of a MIN
        let one = self.is_max(n) != upper;
        if one {
            if let Some(&c) = kids.iter().find(|&&c| pick(self.joint(c)) == want) {
                out.edges.push(c);
                self.prove(c, upper, out, seen);
            }
        } else {
            for c in kids {
                out.edges.push(c);
                self.prove(c, upper, out, seen);
            }
        }
    }
}

/// The first event of the depth being searched after `k` events (iterative deepening
/// searches its depths one after another; what a shallower depth evaluated proves nothing
/// at a deeper one), or `None` before the first event.
fn depth_start(rec: &Recorder, k: usize) -> Option<usize> {
    let last = k.checked_sub(1)?;
    let tests = &rec.tests;
    let Some(at) = tests
        .iter()
        .position(|t| (t.first_event as usize) <= last && last < t.end_event as usize)
    else {
        return Some(0);
    };
    let depth = tests[at].depth;
    let mut first = at;
    while first > 0 && tests[first - 1].depth == depth {
        first -= 1;
    }
    Some(tests[first].first_event as usize)
}

/// The solution trees proving the root's lower and upper bound after the first `k`
/// events of the recorded run `rec` (the bounds its evaluated leaves prove). `moves[id]`
/// is the move count of explored node `id` (0 for a leaf).
pub fn proofs_at(rec: &Recorder, k: usize, moves: &[u32]) -> Proofs {
    let k = k.min(rec.events.len());
    let mut proofs = Proofs {
        event: k,
        ..Proofs::default()
    };
    let Some(start) = depth_start(rec, k) else {
        return proofs;
    };
    let n = rec.nodes.len();
    let mut rem = vec![None; n];
    let mut leaf = vec![None; n];
    for e in &rec.events[start..k] {
        match e.kind {
            EventKind::Enter => rem[e.node as usize] = Some(e.c as Depth),
            EventKind::Leaf => leaf[e.node as usize] = Some(e.a),
            _ => {}
        }
    }
    if rem.first().is_none_or(|r| r.is_none()) {
        return proofs;
    }
    let mut children = vec![Vec::new(); n];
    let mut class = vec![NO_CLASS; n];
    let mut members: Vec<Vec<u32>> = Vec::new();
    let mut classes: HashMap<(u64, Depth), usize> = HashMap::new();
    for (id, node) in rec.nodes.iter().enumerate() {
        let Some(r) = rem[id] else { continue };
        if let Some(p) = node.parent {
            children[p as usize].push(id as u32);
        }
        let c = *classes.entry((node.key, r)).or_insert_with(|| {
            members.push(Vec::new());
            members.len() - 1
        });
        class[id] = c;
        members[c].push(id as u32);
    }
    for kids in &mut children {
        *kids = by_key(kids.iter().copied(), |c| rec.nodes[c as usize].child);
    }
    let classes = members.len();
    let mut known = Known {
        rec,
        rem,
        leaf,
        children,
        moves: (0..n).map(|i| moves.get(i).copied().unwrap_or(0)).collect(),
        class,
        members,
        own: vec![None; n],
        joint: vec![None; classes],
    };
    let (lower, upper) = known.joint(0);
    for (bound, is_upper, out) in [
        (lower, false, &mut proofs.lower),
        (upper, true, &mut proofs.upper),
    ] {
        if is_infinite(bound) {
            continue;
        }
        out.bound = Some(bound);
        known.prove(0, is_upper, out, &mut vec![false; n]);
        out.nodes = sorted(std::mem::take(&mut out.nodes));
        out.edges = sorted(std::mem::take(&mut out.edges));
    }
    proofs
}

/// The tree a solution tree is drawn on: each node's parent (-1 for the root) and move
/// index, as a tree view lists them (docs/engine-api.md `Tree`).
pub struct Shape<'a> {
    pub parent: &'a [i32],
    pub child: &'a [i32],
}

/// The minimax values of a game's positions, each solved once per remaining depth.
struct Solver<'g, G: Game> {
    game: &'g G,
    memo: HashMap<(u64, Depth), i32>,
    visits: u64,
    max_visits: u64,
}

impl<G: Game> Solver<'_, G> {
    fn value(&mut self, pos: &G::Position, depth: Depth) -> Result<i32, InputError> {
        let key = (self.game.key(pos), depth);
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v);
        }
        self.visits += 1;
        if self.visits > self.max_visits {
            return Err(InputError::new(format!(
                "work budget: the critical tree needs the minimax value of every position, and \
                 {} positions did not suffice; raise maxVisits (at most {}), or search a \
                 smaller tree or less deep",
                self.max_visits,
                crate::search::run::MAX_VISITS
            )));
        }
        let v = if depth == 0 || self.game.is_terminal(pos) {
            self.game.evaluate(pos)
        } else {
            let is_max = self.game.is_max(pos);
            let mut best = if is_max { -INF } else { INF };
            for i in 0..self.game.move_count(pos) {
                let next = self.game.apply(pos, i);
                let d = self.game.child_depth(pos, &next, depth);
                let v = self.value(&next, d)?;
                best = if is_max { best.max(v) } else { best.min(v) };
            }
            best
        };
        self.memo.insert(key, v);
        Ok(v)
    }
}

/// The critical tree of `game` searched `depth` deep: its minimax value, and the min and
/// max solution trees proving it (at each node kept alone, the first child with the node's
/// value), drawn on the nodes of `shape`. Stops with an error naming the work budget once
/// `max_visits` positions have been solved.
pub fn critical_tree<G: Game>(
    game: &G,
    depth: Depth,
    shape: &Shape,
    max_visits: u64,
) -> Result<Critical, InputError> {
    let mut solver = Solver {
        game,
        memo: HashMap::new(),
        visits: 0,
        max_visits,
    };
    let root = game.root();
    let value = solver.value(&root, depth)?;
    let mut kids: HashMap<(i32, i32), u32> = HashMap::new();
    for (id, (&p, &c)) in shape.parent.iter().zip(shape.child).enumerate() {
        if p >= 0 {
            kids.insert((p, c), id as u32);
        }
    }
    let mut critical = Critical {
        value,
        ..Critical::default()
    };
    for upper in [false, true] {
        let mut tree = SolutionTree {
            bound: Some(value),
            ..SolutionTree::default()
        };
        let mut stack = vec![(0u32, root.clone(), depth)];
        while let Some((id, pos, d)) = stack.pop() {
            tree.nodes.push(id);
            if d == 0 || game.is_terminal(&pos) {
                continue;
            }
            let v = solver.value(&pos, d)?;
            let one = game.is_max(&pos) != upper;
            for i in 0..game.move_count(&pos) {
                let next = game.apply(&pos, i);
                let nd = game.child_depth(&pos, &next, d);
                if one && solver.value(&next, nd)? != v {
                    continue;
                }
                match kids.get(&(id as i32, i as i32)) {
                    Some(&c) => {
                        tree.edges.push(c);
                        stack.push((c, next, nd));
                    }
                    None => critical.missing += 1,
                }
                if one {
                    break;
                }
            }
        }
        tree.nodes = sorted(tree.nodes);
        tree.edges = sorted(tree.edges);
        if upper {
            critical.upper = tree;
        } else {
            critical.lower = tree;
        }
    }
    let union = |a: &[u32], b: &[u32]| {
        let mut u = sorted(a.iter().chain(b).copied().collect());
        u.dedup();
        u
    };
    critical.nodes = union(&critical.lower.nodes, &critical.upper.nodes);
    critical.edges = union(&critical.lower.edges, &critical.upper.edges);
    critical.visits = solver.visits;
    Ok(critical)
}
