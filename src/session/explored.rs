//! The explored tree of a session's run: each recorded node's position, replayed from its
//! parent's, and what the tree view draws of it (move labels, move counts, labels).

use super::views::TreeView;
use crate::game::{Game, InputError};
use crate::search::{Algorithm, Options, Run};
use crate::trace::{Limits, Recorder};
use std::cell::RefCell;

/// A run, and what the tree view needs of the positions it explored.
pub(super) struct Explored<G: Game> {
    pub(super) run: Run<G, Recorder>,
    columns: RefCell<Columns<G::Position>>,
}

/// Per explored node: its position (replayed from its parent's) and what it shows.
struct Columns<P> {
    positions: Vec<P>,
    move_count: Vec<i32>,
    move_label: Vec<String>,
    label: Vec<Option<String>>,
}

impl<G: Game> Explored<G> {
    pub(super) fn new(
        game: G,
        algorithm: Algorithm,
        options: Options,
        limits: Limits,
    ) -> Result<Self, InputError> {
        Ok(Explored {
            run: Run::new(game, algorithm, options, Recorder::new(limits))?,
            columns: RefCell::new(Columns {
                positions: Vec::new(),
                move_count: Vec::new(),
                move_label: Vec::new(),
                label: Vec::new(),
            }),
        })
    }

    /// Extends the per-node columns to the nodes recorded so far, replaying each node's
    /// move from its parent's position (a parent is always recorded before its children).
    pub(super) fn tree(&self) -> TreeView {
        let game = &self.run.search.game;
        let nodes = &self.run.search.tracer.nodes;
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
        TreeView {
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
            move_count: c.move_count.clone(),
            move_label: c.move_label.clone(),
            label: c.label.clone(),
            leaf_index: nodes.iter().map(|n| n.leaf_index).collect(),
        }
    }
}
