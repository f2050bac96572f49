//! Random uniform trees as seed 001 §3 uses them (branching b, fixed depth, 500 trees per
//! depth) and the minimal trees of its Table 1: every value is derived from (seed, path), so
//! a tree is never stored. The order of the children is random, best first (every node's
//! first child is its best: the minimal tree) or worst (the best tree with every node's
//! children reversed); the values are independent leaf values, or incremental (each edge
//! carries a random delta and a node's static value is the sum along its path, so a
//! shallower search estimates a deeper one, as in a real game).

use crate::game::{Depth, Game, InputError};
use crate::games::mix;
use serde::{Deserialize, Serialize};

/// The order of a random tree's children.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    /// No order: the values fall where they fall.
    Random,
    /// Every node's first child is its best (seed 001 Table 1's minimal tree; Knuth and
    /// Moore's perfectly ordered tree).
    Best,
    /// The best tree with every node's children in reverse order: the best child last.
    Worst,
}

/// How a random tree's values are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Values {
    /// Every leaf's value is drawn on its own from [min, max]; at a horizon an inner node is
    /// valued by its leftmost leaf.
    Independent,
    /// Every edge carries a delta drawn from [min, max]; a node's static value is the sum of
    /// the deltas along its path (the root's is 0), at a leaf and at a horizon alike.
    Incremental,
}

impl Order {
    pub const ALL: [Order; 3] = [Order::Random, Order::Best, Order::Worst];

    pub fn name(self) -> &'static str {
        match self {
            Order::Random => "random",
            Order::Best => "best",
            Order::Worst => "worst",
        }
    }

    pub fn parse(text: &str) -> Result<Order, InputError> {
        Order::ALL
            .into_iter()
            .find(|o| o.name() == text)
            .ok_or_else(|| {
                InputError::new(format!(
                    "unknown order '{text}': expected random, best or worst"
                ))
            })
    }
}

impl Values {
    pub const ALL: [Values; 2] = [Values::Independent, Values::Incremental];

    pub fn name(self) -> &'static str {
        match self {
            Values::Independent => "independent",
            Values::Incremental => "incremental",
        }
    }

    pub fn parse(text: &str) -> Result<Values, InputError> {
        Values::ALL
            .into_iter()
            .find(|v| v.name() == text)
            .ok_or_else(|| {
                InputError::new(format!(
                    "unknown values '{text}': expected independent or incremental"
                ))
            })
    }
}

/// A random uniform tree, described by its parameters only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RandomTree {
    pub branching: u32,
    pub depth: Depth,
    pub min: i32,
    pub max: i32,
    pub seed: u64,
    pub order: Order,
    pub values: Values,
}

/// A node: its level, its index among the nodes of that level (left to right), and the
/// value its subtree carries down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    pub level: u32,
    pub index: u64,
    /// The node's index in the best tree's numbering (differs from `index` in worst trees,
    /// whose values are the best tree's, mirrored).
    source: u64,
    /// Best and worst trees: the node's minimax value. Incremental values: the static value
    /// (the sum along the path; in best and worst trees the two are equal).
    value: i32,
}

pub const MAX_BRANCHING: u32 = 1000;
pub const MAX_VALUE: i32 = 1_000_000_000;

/// The half of a node's key that depends on its level alone: `mix(level + 1)`.
#[inline]
fn level_key(level: u32) -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(&k) = LEVEL_KEYS.get(level as usize) {
        return k;
    }
    mix(level as u64 + 1)
}

/// `mix(level + 1)` for the levels 0..=64 of a tree, worked out at compile time, so that a
/// node's key costs one hash rather than two: MT and NegaScout-TT work out the key of every
/// node they enter (docs/performance.md, "MT's time per node"). Native only: in the page's
/// core the table would weigh more than the hash it saves.
#[cfg(not(target_arch = "wasm32"))]
const LEVEL_KEYS: [u64; 65] = {
    let mut keys = [0; 65];
    let mut level = 0;
    while level < keys.len() {
        keys[level] = mix(level as u64 + 1);
        level += 1;
    }
    keys
};

/// Incremental deltas are drawn from their own stream, apart from independent leaf values.
const DELTA_STREAM: u32 = 0x80;

impl RandomTree {
    /// A tree in random order with independent values, or best-first `ordered` (the trees
    /// mtdlab always had; their values never change).
    pub fn new(
        branching: u32,
        depth: Depth,
        min: i32,
        max: i32,
        seed: u64,
        ordered: bool,
    ) -> Result<Self, InputError> {
        let order = if ordered { Order::Best } else { Order::Random };
        RandomTree::with_shape(branching, depth, min, max, seed, order, Values::Independent)
    }

    /// Checks the parameters: the tree must be finite in u64 leaf indices and its values
    /// (incremental: every sum along a path) within ±10^9.
    pub fn with_shape(
        branching: u32,
        depth: Depth,
        min: i32,
        max: i32,
        seed: u64,
        order: Order,
        values: Values,
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
        let tree = RandomTree {
            branching,
            depth,
            min,
            max,
            seed,
            order,
            values,
        };
        if values == Values::Incremental && tree.largest_delta() * depth as i64 > MAX_VALUE as i64 {
            return Err(InputError::new(format!(
                "incremental values: {depth} deltas of up to {} can sum beyond ±{MAX_VALUE}",
                tree.largest_delta()
            )));
        }
        Ok(tree)
    }

    fn largest_delta(&self) -> i64 {
        (self.min as i64).abs().max((self.max as i64).abs())
    }

    fn hash(&self, level: u32, index: u64) -> u64 {
        mix(mix(self.seed ^ ((level as u64) << 56)) ^ index)
    }

    /// A value in [lo, hi] drawn from the node's hash.
    fn draw(&self, level: u32, index: u64, lo: i32, hi: i32) -> i32 {
        let span = (hi as i64 - lo as i64 + 1) as u64;
        (lo as i64 + (self.hash(level, index) % span) as i64) as i32
    }

    /// The delta on the edge into the node (level, index) of the best tree's numbering.
    fn delta(&self, level: u32, source: u64) -> i32 {
        self.draw(level | DELTA_STREAM, source, self.min, self.max)
    }

    /// An independent tree's leftmost leaf below `node` (its value at a horizon).
    fn leftmost_leaf(&self, node: &Node) -> i32 {
        match self.order {
            Order::Best => node.value,
            Order::Random => {
                let below = self.depth - node.level;
                let index = node.index * (self.branching as u64).pow(below);
                self.draw(self.depth, index, self.min, self.max)
            }
            Order::Worst => {
                let mut pos = *node;
                while pos.level < self.depth {
                    pos = self.apply(&pos, 0);
                }
                pos.value
            }
        }
    }
}

impl Game for RandomTree {
    type Position = Node;

    fn root(&self) -> Node {
        let value = match self.values {
            Values::Independent => self.draw(0, 0, self.min, self.max),
            Values::Incremental => 0,
        };
        Node {
            level: 0,
            index: 0,
            source: 0,
            value,
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
        let b = self.branching as u64;
        let level = pos.level + 1;
        let index = pos.index * b + i as u64;
        // a worst tree is the best tree mirrored: its child i is the best tree's child b-1-i
        let j = match self.order {
            Order::Worst => b - 1 - i as u64,
            _ => i as u64,
        };
        let source = pos.source * b + j;
        let value = match (self.values, self.order) {
            (Values::Independent, Order::Random) => pos.value,
            (Values::Incremental, Order::Random) => pos.value + self.delta(level, source),
            // ordered: the first child keeps the node's value, the others are worse for the
            // player to move
            _ if j == 0 => pos.value,
            (Values::Independent, _) => {
                if self.is_max(pos) {
                    self.draw(level, source, self.min, pos.value)
                } else {
                    self.draw(level, source, pos.value, self.max)
                }
            }
            (Values::Incremental, _) => {
                let worse = self.delta(level, source).abs();
                if self.is_max(pos) {
                    pos.value - worse
                } else {
                    pos.value + worse
                }
            }
        };
        Node {
            level,
            index,
            source,
            value,
        }
    }

    fn evaluate(&self, pos: &Node) -> i32 {
        match self.values {
            Values::Incremental => pos.value,
            // at a horizon above the leaves: the leftmost leaf below, a cheap estimate
            Values::Independent if pos.level < self.depth => self.leftmost_leaf(pos),
            Values::Independent => match self.order {
                Order::Random => self.draw(pos.level, pos.index, self.min, self.max),
                _ => pos.value,
            },
        }
    }

    fn is_max(&self, pos: &Node) -> bool {
        pos.level.is_multiple_of(2)
    }

    fn key(&self, pos: &Node) -> u64 {
        mix(level_key(pos.level) ^ pos.index)
    }

    fn leaf_index(&self, pos: &Node) -> Option<u64> {
        (pos.level == self.depth).then_some(pos.index)
    }

    fn value_range(&self) -> (i32, i32) {
        match self.values {
            Values::Independent => (self.min, self.max),
            Values::Incremental => {
                let m = (self.largest_delta() * self.depth as i64) as i32;
                (-m, m)
            }
        }
    }

    fn full_depth(&self) -> Option<Depth> {
        Some(self.depth)
    }
}
