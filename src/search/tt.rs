//! The transposition table of MT (Plaat et al., "Best-First and Depth-First Minimax
//! Search", 1996): for each position searched, a lower and an upper bound on its value,
//! the depth searched below it and the best move found there ([`Entry`]).
//!
//! A search does two things with it (CONVENTIONS.md §2). At the start of a node it
//! *probes*: an entry searched at least as deep whose lower bound reaches beta, or whose
//! upper bound reaches alpha, answers the node at once; otherwise the node's window
//! narrows to the entry's bounds, and its best move may be searched first. At the end it
//! *stores*: the three-way rule writes g as an upper bound when the node failed low, as a
//! lower bound when it failed high, as both in between, keeping the other bound of an
//! entry of the same depth. Nothing else about a table is seen by the searches, which
//! reach it through the [`TranspositionTable`] trait below.
//!
//! MT's own table, [`Table`], is four-way set-associative with a fixed number of entries;
//! on a full set the shallowest entry is replaced (depth-preferred replacement). How it
//! lays its entries out in memory for speed is tt/packed.rs; seed 003's exact-key table
//! implements the same trait ([`Dictionary`](super::Dictionary)).

mod packed;

pub use packed::{Table, PACKED_ENTRY_BYTES, WIDE_ENTRY_BYTES};

use super::line::Line;
use crate::game::Depth;
use serde::Serialize;

/// What a search asks of its transposition table (MT's probe and store, CONVENTIONS.md §2).
pub trait TranspositionTable {
    /// The entry for `key` that may answer a probe at `depth` plies, if there is one (MT's
    /// table: one stored with at least `depth` plies below it).
    fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry>;

    /// [`probe`](Self::probe), and with `want_best` the best move of the entry for `key`
    /// whatever its depth (the move a search may try first). Inlined into the search's
    /// probe (seed 003's dictionary keeps this one; MT's table has its own).
    #[inline]
    fn probe_best(&mut self, key: u64, depth: Depth, want_best: bool) -> Found {
        let found = self.probe(key, depth);
        let best = if want_best {
            self.peek(key).and_then(|e| e.best)
        } else {
            None
        };
        (found, best)
    }

    /// The entry for `key`, whatever its depth, without counting a probe.
    fn peek(&self, key: u64) -> Option<Entry>;

    /// Stores `write` for `key` at `depth`: its bounds replace the stored ones when given,
    /// the other is kept from an entry of the same key and depth.
    fn store(&mut self, key: u64, depth: Depth, write: Write) -> Written;

    /// The turn line stored with the entry for `key` at `depth` (a table that keeps no
    /// lines gives the entry's best move alone).
    fn line(&self, key: u64, depth: Depth) -> Line;

    /// Empties the table.
    fn clear(&mut self);

    /// The entries stored.
    fn len(&self) -> usize;

    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every stored entry (for the TT panel).
    fn snapshot(&self) -> Vec<Entry>;

    /// The most entries the table holds.
    fn capacity(&self) -> usize;
}

/// What a store writes: the bounds a node proved (`None` keeps the stored one), the move
/// that gave g, and the node's turn line (empty unless the search keeps lines).
#[derive(Debug, Clone, Copy)]
pub struct Write<'a> {
    pub lower: Option<i32>,
    pub upper: Option<i32>,
    pub best: Option<u32>,
    pub line: &'a Line,
}

impl<'a> Write<'a> {
    pub fn new(lower: Option<i32>, upper: Option<i32>, best: Option<u32>, line: &'a Line) -> Self {
        Write {
            lower,
            upper,
            best,
            line,
        }
    }
}

/// What a probe found: the entry answering it, if any, and the best move of the key's
/// entry whatever its depth (when asked for).
pub type Found = (Option<Entry>, Option<u32>);

/// What a store did: the entry as stored, and the key of another position whose entry it
/// replaced, if any; `Err(Full)` when a table that never replaces has no room left.
pub type Written = Result<(Entry, Option<u64>), Full>;

/// A store refused: the table holds as many entries as it may and never replaces one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full;

/// One position's bounds: its value v satisfies lower <= v <= upper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub key: u64,
    pub depth: Depth,
    #[serde(serialize_with = "crate::trace::bound_json")]
    pub lower: i32,
    #[serde(serialize_with = "crate::trace::bound_json")]
    pub upper: i32,
    /// The move that gave g when the entry was stored, if any.
    pub best: Option<u32>,
}

/// What the table did, for the TT panel and the benchmarks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct TableCounters {
    pub probes: u64,
    pub hits: u64,
    pub stores: u64,
    pub replacements: u64,
}

/// The default size: 2^18 entries (4 MiB, [`PACKED_ENTRY_BYTES`] each).
pub const DEFAULT_ENTRIES: usize = super::catalog::TT_SIZE.default_in("cli") as usize;
/// The largest size a configuration may ask for.
pub const MAX_ENTRIES: usize = super::catalog::TT_SIZE.max_in("cli") as usize;
