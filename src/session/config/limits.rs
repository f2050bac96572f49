//! The limits a session's config is checked against, and its default work budget.

use crate::game::Depth;
use crate::search::catalog;

/// The largest TT a session may ask for (entries; about 40 MB).
pub const MAX_TT_SIZE: usize = catalog::TT_SIZE.max_in("session") as usize;
/// The most events a session may record (20 bytes each).
pub const MAX_EVENTS: usize = catalog::EVENTS.max_in("session") as usize;
/// The most explored nodes a session may record.
pub const MAX_NODES: usize = catalog::NODES.max_in("session") as usize;
/// The most leaves a random tree may have (a search must end in seconds, not years).
pub const MAX_RANDOM_LEAVES: u64 = 100_000_000;
/// The deepest Kalah search a session may ask for.
pub const MAX_KALAH_DEPTH: Depth = catalog::DEPTH.max_in("kalah") as Depth;
/// Random-tree seeds stay exact in a JavaScript number.
pub const MAX_SEED: u64 = (1 << 53) - 1;
/// The highest root-search number a `kalah-match` game may name (a game of Kalah(6, 6)
/// has well under a hundred).
pub const MAX_MATCH_SEARCH: usize = 1000;
/// The largest magnitude of a value in a config: a first guess, a step, a schedule's steps, a
/// random tree's bounds.
pub(super) const MAX_VALUE: i32 = 1_000_000_000;

/// A session's default work budget (node visits): a recorded search runs at about a
/// million visits a second in the browser, so about five seconds at most.
pub const DEFAULT_MAX_VISITS: u64 = catalog::VISITS.default_in("session");
