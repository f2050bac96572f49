//! The session's three games behind one type (a hand-built tree, a random tree, Kalah: the
//! `Game` trait after edre/minimax-rs), so that a recorded run and the session's cold paths
//! (the explored positions, the tree view, the critical tree, labels) are compiled once for all
//! three rather than once per game: the page's `.wasm` carries one copy of each
//! (docs/performance.md, "The size of the wasm"). Each call matches on the game; a run never
//! changes game, so the match always goes the same way. `solve`, which records nothing and is
//! timed, searches each game's own type.

use crate::game::{Depth, Game};
use crate::games::kalah::{Kalah, KalahPosition};
use crate::games::random::{Node, RandomTree};
use crate::games::tree::{Pos, Tree};

/// A session's game.
#[derive(Debug, Clone)]
pub enum SessionGame {
    Tree(Tree),
    Random(RandomTree),
    Kalah(Kalah),
}

/// A position of a [`SessionGame`]: always of the same variant as its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionPosition {
    Tree(Pos),
    Random(Node),
    Kalah(KalahPosition),
}

/// A position handed to another game's rules: a bug, never an input error.
#[cold]
#[inline(never)]
fn mismatch() -> ! {
    unreachable!("a session's position belongs to its own game")
}

/// `$body` with `$g` the game inside `$game` and `$p` the position inside `$pos`.
macro_rules! dispatch {
    ($game:expr, $pos:expr, $g:ident, $p:ident => $body:expr) => {
        match ($game, $pos) {
            (SessionGame::Tree($g), SessionPosition::Tree($p)) => $body,
            (SessionGame::Random($g), SessionPosition::Random($p)) => $body,
            (SessionGame::Kalah($g), SessionPosition::Kalah($p)) => $body,
            _ => mismatch(),
        }
    };
}

impl SessionGame {
    /// True when the leaves' values are part of the input (a tree given as text, a random
    /// tree), so that a tree view shows them before the search reaches them; not Kalah's.
    pub fn values_given(&self) -> bool {
        !matches!(self, SessionGame::Kalah(_))
    }

    /// About how many nodes a recorded run may explore, to reserve room for its trace
    /// ([`crate::trace::Recorder::with_room`]): a random tree's whole size (saturating), a
    /// hand-built tree's node count (transpositions may give it more paths: the trace then
    /// grows), Kalah's unknown (`usize::MAX`: the recorder's cap decides).
    pub fn size_hint(&self) -> usize {
        match self {
            SessionGame::Tree(g) => g.node_count(),
            SessionGame::Random(g) => (0..=g.depth).fold(0usize, |sum, d| {
                sum.saturating_add((g.branching as usize).saturating_pow(d))
            }),
            SessionGame::Kalah(_) => usize::MAX,
        }
    }

    /// The Kalah game, if it is one.
    pub fn kalah(&self) -> Option<&Kalah> {
        match self {
            SessionGame::Kalah(k) => Some(k),
            _ => None,
        }
    }
}

impl Game for SessionGame {
    type Position = SessionPosition;
    // Kalah may be searched in seed 003's dialect
    const DIALECTS: bool = true;

    fn root(&self) -> SessionPosition {
        match self {
            SessionGame::Tree(g) => SessionPosition::Tree(g.root()),
            SessionGame::Random(g) => SessionPosition::Random(g.root()),
            SessionGame::Kalah(g) => SessionPosition::Kalah(g.root()),
        }
    }

    fn move_count(&self, pos: &SessionPosition) -> usize {
        dispatch!(self, pos, g, p => g.move_count(p))
    }

    fn apply(&self, pos: &SessionPosition, i: usize) -> SessionPosition {
        match (self, pos) {
            (SessionGame::Tree(g), SessionPosition::Tree(p)) => {
                SessionPosition::Tree(g.apply(p, i))
            }
            (SessionGame::Random(g), SessionPosition::Random(p)) => {
                SessionPosition::Random(g.apply(p, i))
            }
            (SessionGame::Kalah(g), SessionPosition::Kalah(p)) => {
                SessionPosition::Kalah(g.apply(p, i))
            }
            _ => mismatch(),
        }
    }

    fn is_terminal(&self, pos: &SessionPosition) -> bool {
        dispatch!(self, pos, g, p => g.is_terminal(p))
    }

    fn evaluate(&self, pos: &SessionPosition) -> i32 {
        dispatch!(self, pos, g, p => g.evaluate(p))
    }

    fn is_max(&self, pos: &SessionPosition) -> bool {
        dispatch!(self, pos, g, p => g.is_max(p))
    }

    fn key(&self, pos: &SessionPosition) -> u64 {
        dispatch!(self, pos, g, p => g.key(p))
    }

    fn move_key(&self, pos: &SessionPosition, i: usize) -> u32 {
        dispatch!(self, pos, g, p => g.move_key(p, i))
    }

    fn move_keys(&self, pos: &SessionPosition, n: usize, keys: &mut Vec<u32>) {
        dispatch!(self, pos, g, p => g.move_keys(p, n, keys))
    }

    fn child_depth(&self, pos: &SessionPosition, child: &SessionPosition, depth: Depth) -> Depth {
        match (self, pos, child) {
            (SessionGame::Tree(g), SessionPosition::Tree(p), SessionPosition::Tree(c)) => {
                g.child_depth(p, c, depth)
            }
            (SessionGame::Random(g), SessionPosition::Random(p), SessionPosition::Random(c)) => {
                g.child_depth(p, c, depth)
            }
            (SessionGame::Kalah(g), SessionPosition::Kalah(p), SessionPosition::Kalah(c)) => {
                g.child_depth(p, c, depth)
            }
            _ => mismatch(),
        }
    }

    fn leaf_index(&self, pos: &SessionPosition) -> Option<u64> {
        dispatch!(self, pos, g, p => g.leaf_index(p))
    }

    fn value_range(&self) -> (i32, i32) {
        match self {
            SessionGame::Tree(g) => g.value_range(),
            SessionGame::Random(g) => g.value_range(),
            SessionGame::Kalah(g) => g.value_range(),
        }
    }

    fn full_depth(&self) -> Option<Depth> {
        match self {
            SessionGame::Tree(g) => g.full_depth(),
            SessionGame::Random(g) => g.full_depth(),
            SessionGame::Kalah(g) => g.full_depth(),
        }
    }

    fn move_label(&self, pos: &SessionPosition, i: usize) -> String {
        dispatch!(self, pos, g, p => g.move_label(p, i))
    }

    fn position_label(&self, pos: &SessionPosition) -> Option<String> {
        dispatch!(self, pos, g, p => g.position_label(p))
    }
}
