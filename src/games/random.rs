//! Random uniform trees as in seed 001 §3 (branching b, fixed depth, 500 trees per depth):
//! every value is derived from (seed, path), so a tree is never stored. With `ordered` the
//! first child of every node is its best (the minimal tree of seed 001's Table 1).

use crate::game::{Depth, Game, InputError};
use crate::games::mix;

/// A random uniform tree, described by its parameters only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RandomTree {
    pub branching: u32,
    pub depth: Depth,
    pub min: i32,
    pub max: i32,
    pub seed: u64,
    /// Best-first order: every node's first child has the node's value.
    pub ordered: bool,
}

/// A node: its level, its index among the nodes of that level, and (ordered trees) its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    pub level: u32,
    pub index: u64,
    value: i32,
}

pub const MAX_BRANCHING: u32 = 1000;
pub const MAX_VALUE: i32 = 1_000_000_000;

impl RandomTree {
    /// Checks the parameters: the tree must be finite in u64 leaf indices and its values in range.
    pub fn new(
        branching: u32,
        depth: Depth,
        min: i32,
        max: i32,
        seed: u64,
        ordered: bool,
    ) -> Result<Self, InputError> {
        if !(1..=MAX_BRANCHING).contains(&branching) {
            return Err(InputError::new(format!(
                "branching {branching} must lie in 1..={MAX_BRANCHING}"
            )));
        }
        if !(1..=crate::search::run::MAX_DEPTH).contains(&depth) {
            return Err(InputError::new(format!("depth {depth} must lie in 1..=64")));
        }
        if (branching as f64).powi(depth as i32) > 2f64.powi(62) {
            return Err(InputError::new(format!(
                "a tree of branching {branching} and depth {depth} has more than 2^62 leaves"
            )));
        }
        if min > max || min < -MAX_VALUE || max > MAX_VALUE {
            return Err(InputError::new(format!(
                "value range {min}..{max} must satisfy -{MAX_VALUE} <= min <= max <= {MAX_VALUE}"
            )));
        }
        Ok(RandomTree {
            branching,
            depth,
            min,
            max,
            seed,
            ordered,
        })
    }

    fn hash(&self, level: u32, index: u64) -> u64 {
        mix(mix(self.seed ^ ((level as u64) << 56)) ^ index)
    }

    /// A value in [lo, hi] drawn from the node's hash.
    fn draw(&self, level: u32, index: u64, lo: i32, hi: i32) -> i32 {
        let span = (hi as i64 - lo as i64 + 1) as u64;
        (lo as i64 + (self.hash(level, index) % span) as i64) as i32
    }

    fn leftmost_leaf(&self, node: &Node) -> i32 {
        if self.ordered {
            return node.value;
        }
        let below = self.depth - node.level;
        let index = node.index * (self.branching as u64).pow(below);
        self.draw(self.depth, index, self.min, self.max)
    }
}

impl Game for RandomTree {
    type Position = Node;

    fn root(&self) -> Node {
        Node {
            level: 0,
            index: 0,
            value: self.draw(0, 0, self.min, self.max),
        }
    }

    fn move_count(&self, pos: &Node) -> usize {
        if pos.level >= self.depth {
            0
        } else {
            self.branching as usize
        }
    }

    fn apply(&self, pos: &Node, i: usize) -> Node {
        let level = pos.level + 1;
        let index = pos.index * self.branching as u64 + i as u64;
        let value = if !self.ordered || i == 0 {
            pos.value
        } else if self.is_max(pos) {
            self.draw(level, index, self.min, pos.value)
        } else {
            self.draw(level, index, pos.value, self.max)
        };
        Node {
            level,
            index,
            value,
        }
    }

    fn evaluate(&self, pos: &Node) -> i32 {
        if pos.level < self.depth {
            // at a horizon above the leaves: the leftmost leaf below, a cheap estimate
            return self.leftmost_leaf(pos);
        }
        if self.ordered {
            pos.value
        } else {
            self.draw(pos.level, pos.index, self.min, self.max)
        }
    }

    fn is_max(&self, pos: &Node) -> bool {
        pos.level.is_multiple_of(2)
    }

    fn key(&self, pos: &Node) -> u64 {
        mix(mix(pos.level as u64 + 1) ^ pos.index)
    }

    fn leaf_index(&self, pos: &Node) -> Option<u64> {
        (pos.level == self.depth).then_some(pos.index)
    }

    fn value_range(&self) -> (i32, i32) {
        (self.min, self.max)
    }

    fn full_depth(&self) -> Option<Depth> {
        Some(self.depth)
    }
}
