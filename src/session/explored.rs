//! The explored tree of a session's run: each recorded node's position, replayed from its
//! parent's, and what the tree view draws of it (move labels, move counts, labels); then the
//! part of the game tree the run never entered (what its cuts pruned), so that the view can
//! draw every node the same way until the search reaches or prunes it.

use super::views::TreeView;
use crate::game::{Depth, Game, InputError};
use crate::search::solution::{critical_tree, Critical, Shape};
use crate::search::{Algorithm, AnyTable, Options, Run, TranspositionTable};
use crate::trace::{Limits, Recorder, TreeNode};
use std::cell::RefCell;
use std::collections::VecDeque;

/// The most unexplored nodes a tree view adds below the explored ones (breadth first: the
/// nodes nearest the explored tree come first; moves past the cap stay bare stubs).
pub const MAX_UNEXPLORED: usize = 20_000;

/// A run, and what the tree view needs of the positions it explored.
pub(super) struct Explored<G: Game, M: TranspositionTable = AnyTable> {
    pub(super) run: Run<G, Recorder, M>,
    columns: RefCell<Columns<G::Position>>,
}

/// Per explored node: its position (replayed from its parent's) and what it shows.
struct Columns<P> {
    positions: Vec<P>,
    move_count: Vec<i32>,
    move_label: Vec<String>,
    label: Vec<Option<String>>,
}

/// The explored nodes' columns of a tree view. Not generic over the game and never inlined,
/// so compiled once (the page's `.wasm` would otherwise carry it once per game type).
#[inline(never)]
fn labels_view(
    nodes: &[TreeNode],
    values_given: bool,
    move_count: &[i32],
    move_label: &[String],
    label: &[Option<String>],
) -> TreeView {
    TreeView {
        explored: nodes.len(),
        values_given,
        parent: nodes
            .iter()
            .map(|n| n.parent.map_or(-1, |p| p as i32))
            .collect(),
        child: nodes
            .iter()
            .map(|n| {
                if n.parent.is_some() {
                    n.child as i32
                } else {
                    0
                }
            })
            .collect(),
        is_max: nodes.iter().map(|n| n.is_max as u8).collect(),
        value: nodes.iter().map(|n| n.value.unwrap_or(0)).collect(),
        has_value: nodes.iter().map(|n| n.value.is_some() as u8).collect(),
        depth: nodes
            .iter()
            .map(|n| n.depth_from_root.min(u16::MAX as u32) as u16)
            .collect(),
        move_count: move_count.to_vec(),
        move_label: move_label.to_vec(),
        label: label.to_vec(),
        leaf_index: nodes.iter().map(|n| n.leaf_index).collect(),
    }
}

/// A node of the game tree that the run never entered, found below an explored one.
struct Unexplored<P> {
    parent: u32,
    child: u32,
    move_label: String,
    pos: P,
    depth_from_root: u32,
    /// The remaining search depth it would have been searched with.
    search_depth: Depth,
}

impl<G: Game> Explored<G> {
    /// A run of `algorithm` on `game` with MT's table, its trace given room for about `room`
    /// nodes ([`Recorder::with_room`]).
    pub(super) fn new(
        game: G,
        algorithm: Algorithm,
        options: Options,
        limits: Limits,
        room: usize,
    ) -> Result<Self, InputError> {
        Ok(Explored::from_run(
            Run::with_mt_table(game, algorithm, options, Recorder::with_room(limits, room))
                .map_err(|e| super::errors::run_error(&e))?,
        ))
    }
}

impl<G: Game, M: TranspositionTable> Explored<G, M> {
    /// A run set up elsewhere (a root search of seed 003's game, with its table).
    pub(super) fn from_run(run: Run<G, Recorder, M>) -> Self {
        Explored {
            run,
            columns: RefCell::new(Columns {
                positions: Vec::new(),
                move_count: Vec::new(),
                move_label: Vec::new(),
                label: Vec::new(),
            }),
        }
    }

    /// Replays the position of every node recorded since the last call.
    fn fill(&self) {
        let game = self.run.search().game();
        let nodes = &self.run.search().tracer().nodes;
        let mut c = self.columns.borrow_mut();
        for node in &nodes[c.positions.len()..] {
            let (pos, move_label) = match node.parent {
                None => (game.root(), String::new()),
                Some(p) => {
                    let parent = &c.positions[p as usize];
                    let i = node.child as usize;
                    (game.apply(parent, i), game.move_label(parent, i))
                }
            };
            c.move_count.push(game.move_count(&pos) as i32);
            c.move_label.push(move_label);
            c.label.push(game.position_label(&pos));
            c.positions.push(pos);
        }
    }

    /// The critical tree of the whole game tree, drawn on `view`'s nodes (this run's tree
    /// view), its values solved within the run's work budget.
    pub(super) fn critical(&self, view: &TreeView) -> Result<Critical, InputError> {
        let shape = Shape {
            parent: &view.parent,
            child: &view.child,
        };
        let run = &self.run;
        critical_tree(
            run.search().game(),
            run.final_depth(),
            &shape,
            run.options().limits.max_visits(),
        )
    }

    /// The move count of every explored node.
    pub(super) fn move_counts(&self) -> Vec<u32> {
        self.fill();
        self.columns
            .borrow()
            .move_count
            .iter()
            .map(|&m| m as u32)
            .collect()
    }

    /// The explored nodes (ids `0..explored`, a parent always before its children), then
    /// the unexplored part of the game tree below them, up to [`MAX_UNEXPLORED`] nodes.
    /// `values_given`: the leaves' values are part of the input (a tree given as text or a
    /// random tree), so unexplored leaves carry theirs; otherwise (Kalah) a value is only
    /// known where the search evaluated it.
    pub(super) fn tree(&self, values_given: bool) -> TreeView {
        self.fill();
        let c = self.columns.borrow();
        let game = self.run.search().game();
        let nodes = &self.run.search().tracer().nodes;
        let mut view = labels_view(nodes, values_given, &c.move_count, &c.move_label, &c.label);
        if values_given {
            // a leaf of a given tree shows its value from the start, reached or not
            for (id, pos) in c.positions.iter().enumerate() {
                if view.has_value[id] == 0 && game.is_terminal(pos) {
                    view.value[id] = game.evaluate(pos);
                    view.has_value[id] = 1;
                    view.leaf_index[id] = game.leaf_index(pos);
                }
            }
        }
        self.add_unexplored(&mut view, &c.positions);
        view
    }

    /// Appends the nodes below the explored ones that the run never entered, breadth first.
    fn add_unexplored(&self, view: &mut TreeView, positions: &[G::Position]) {
        let game = self.run.search().game();
        let recorder = self.run.search().tracer();
        let mut queue = VecDeque::new();
        let below = |queue: &mut VecDeque<Unexplored<G::Position>>,
                     parent: u32,
                     pos: &G::Position,
                     depth_from_root: u32,
                     search_depth: Depth,
                     skip: &dyn Fn(u32) -> bool| {
            for i in 0..game.move_count(pos) {
                if skip(i as u32) {
                    continue;
                }
                let next = game.apply(pos, i);
                queue.push_back(Unexplored {
                    parent,
                    child: i as u32,
                    move_label: game.move_label(pos, i),
                    search_depth: game.child_depth(pos, &next, search_depth),
                    pos: next,
                    depth_from_root: depth_from_root + 1,
                });
            }
        };
        for (id, node) in recorder.nodes.iter().enumerate() {
            // a node at the horizon (depth 0) was evaluated, not expanded
            if node.search_depth > 0 {
                let explored = |i: u32| recorder.child(id as u32, i).is_some();
                let (d, sd) = (node.depth_from_root, node.search_depth);
                below(&mut queue, id as u32, &positions[id], d, sd, &explored);
            }
        }
        let mut added = 0;
        while let Some(u) = queue.pop_front() {
            if added == MAX_UNEXPLORED {
                break;
            }
            added += 1;
            let id = view.parent.len() as u32;
            // a position at the horizon is a leaf of the search, whatever moves it has
            let leaf = u.search_depth == 0 || game.is_terminal(&u.pos);
            let shown = leaf && view.values_given;
            view.parent.push(u.parent as i32);
            view.child.push(u.child as i32);
            view.is_max.push(game.is_max(&u.pos) as u8);
            view.value
                .push(if shown { game.evaluate(&u.pos) } else { 0 });
            view.has_value.push(shown as u8);
            view.depth
                .push(u.depth_from_root.min(u16::MAX as u32) as u16);
            view.move_count.push(if leaf {
                0
            } else {
                game.move_count(&u.pos) as i32
            });
            view.move_label.push(u.move_label);
            view.label.push(game.position_label(&u.pos));
            view.leaf_index
                .push(if shown { game.leaf_index(&u.pos) } else { None });
            if !leaf {
                let none = |_: u32| false;
                below(
                    &mut queue,
                    id,
                    &u.pos,
                    u.depth_from_root,
                    u.search_depth,
                    &none,
                );
            }
        }
    }
}
