//! The rules a search needs, and nothing else: the `Game` trait that hand-built trees,
//! Kalah and random trees implement (after the `Game` trait of edre/minimax-rs).
//!
//! Values are always from MAX's side (the root player's on trees, the first player's in
//! Kalah); the search decides with `is_max` whether a node maximises or minimises.

use std::fmt;

/// Plus infinity for windows and bounds. Minus infinity is `-INF`; both stay clear of
/// overflow when a driver adds or subtracts one.
pub const INF: i32 = i32::MAX - 1;

/// Remaining search depth, in plies.
pub type Depth = u32;

/// One game's rules. Positions are values: `apply` returns a new one.
pub trait Game {
    type Position: Clone;

    /// True when the game may be searched in a dialect other than the literature's
    /// (`crate::search::Dialect`: seed 003's Kalah). False, the searches compile the
    /// dialect's switches away for this game, and a run with another dialect is refused.
    const DIALECTS: bool = false;

    /// The position a search starts from.
    fn root(&self) -> Self::Position;

    /// The number of moves in `pos`; move `i` (0-based) is applied with `apply(pos, i)`.
    /// Moves are searched in this order. Zero for a terminal position.
    fn move_count(&self, pos: &Self::Position) -> usize;

    /// The position after move `i` of `pos`.
    fn apply(&self, pos: &Self::Position, i: usize) -> Self::Position;

    /// True when the game is over in `pos` (a leaf of the game tree).
    fn is_terminal(&self, pos: &Self::Position) -> bool {
        self.move_count(pos) == 0
    }

    /// The static value of `pos` from MAX's side (a leaf, or a position at the horizon).
    fn evaluate(&self, pos: &Self::Position) -> i32;

    /// True when MAX is to move in `pos`.
    fn is_max(&self, pos: &Self::Position) -> bool;

    /// A key naming the position for the transposition table; equal positions have equal
    /// keys (a hand-built tree's repeated label, a Kalah board reached twice).
    fn key(&self, pos: &Self::Position) -> u64;

    /// The remaining depth below a move: one ply less, except where the game says the same
    /// player moves again without spending depth (Kalah's extra turn, seed 003).
    fn child_depth(&self, _pos: &Self::Position, _child: &Self::Position, depth: Depth) -> Depth {
        depth.saturating_sub(1)
    }

    /// The leaf index (left-to-right numbering of a tree's leaves) of a leaf, if the game
    /// numbers its leaves.
    fn leaf_index(&self, _pos: &Self::Position) -> Option<u64> {
        None
    }

    /// The smallest and largest value `evaluate` can return (MTD-bi's first interval).
    fn value_range(&self) -> (i32, i32);

    /// The depth that searches the whole game (the height of a tree); `None` when the game
    /// needs a horizon (Kalah).
    fn full_depth(&self) -> Option<Depth>;

    /// A key naming move `i` of `pos` the same wherever it is played, for the history
    /// heuristic (Schaeffer 1989), which credits a move, not a position: Kalah's pit, a tree's
    /// child index (the default: the i-th child of one node and of another count as one move).
    fn move_key(&self, _pos: &Self::Position, i: usize) -> u32 {
        i as u32
    }

    /// The [`move_key`](Self::move_key)s of the first `n` moves of `pos`, appended to `keys`:
    /// one call a node where the history heuristic orders the children (the session's game
    /// dispatches once, not once a move).
    #[inline]
    fn move_keys(&self, pos: &Self::Position, n: usize, keys: &mut Vec<u32>) {
        keys.extend((0..n).map(|i| self.move_key(pos, i)));
    }

    /// A short label for move `i` of `pos`, shown on the edge of the tree view.
    fn move_label(&self, _pos: &Self::Position, i: usize) -> String {
        i.to_string()
    }

    /// A short label for a position (a hand-built tree's node label), if it has one.
    fn position_label(&self, _pos: &Self::Position) -> Option<String> {
        None
    }
}

/// A borrowed game is a game, so `Run::new(&tree, ...)` searches a game it does not own.
/// Every method forwards, the provided ones included (a game may override them).
impl<G: Game + ?Sized> Game for &G {
    type Position = G::Position;
    const DIALECTS: bool = G::DIALECTS;

    #[inline]
    fn root(&self) -> Self::Position {
        (**self).root()
    }
    #[inline]
    fn move_count(&self, pos: &Self::Position) -> usize {
        (**self).move_count(pos)
    }
    #[inline]
    fn apply(&self, pos: &Self::Position, i: usize) -> Self::Position {
        (**self).apply(pos, i)
    }
    #[inline]
    fn is_terminal(&self, pos: &Self::Position) -> bool {
        (**self).is_terminal(pos)
    }
    #[inline]
    fn evaluate(&self, pos: &Self::Position) -> i32 {
        (**self).evaluate(pos)
    }
    #[inline]
    fn is_max(&self, pos: &Self::Position) -> bool {
        (**self).is_max(pos)
    }
    #[inline]
    fn key(&self, pos: &Self::Position) -> u64 {
        (**self).key(pos)
    }
    #[inline]
    fn child_depth(&self, pos: &Self::Position, child: &Self::Position, depth: Depth) -> Depth {
        (**self).child_depth(pos, child, depth)
    }
    #[inline]
    fn leaf_index(&self, pos: &Self::Position) -> Option<u64> {
        (**self).leaf_index(pos)
    }
    // always inlined natively (the history heuristic asks it of every move); the page's wasm
    // keeps it a call, as small as before
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(target_arch = "wasm32", inline)]
    fn move_key(&self, pos: &Self::Position, i: usize) -> u32 {
        (**self).move_key(pos, i)
    }
    #[inline]
    fn move_keys(&self, pos: &Self::Position, n: usize, keys: &mut Vec<u32>) {
        (**self).move_keys(pos, n, keys)
    }
    fn value_range(&self) -> (i32, i32) {
        (**self).value_range()
    }
    fn full_depth(&self) -> Option<Depth> {
        (**self).full_depth()
    }
    fn move_label(&self, pos: &Self::Position, i: usize) -> String {
        (**self).move_label(pos, i)
    }
    fn position_label(&self, pos: &Self::Position) -> Option<String> {
        (**self).position_label(pos)
    }
}

/// A bad input: what is wrong, and where (a byte offset into text, a field name).
#[derive(Clone, PartialEq, Eq)]
pub struct InputError {
    pub message: String,
}

impl InputError {
    pub fn new(message: impl Into<String>) -> Self {
        InputError {
            message: message.into(),
        }
    }
}

/// Written by hand, the message as it is: a derived `Debug` escapes it, which brings Unicode's
/// tables of printable characters into the page's `.wasm` (docs/performance.md, "The size of
/// the wasm").
impl fmt::Debug for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "InputError({})", self.message)
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for InputError {}
