//! The transposition table of MT (Plaat et al., "Best-First and Depth-First Minimax
//! Search", 1996): a lower and an upper bound per position, with its depth and best move.
//!
//! Four-way set-associative with a fixed number of entries; on a full set the shallowest
//! entry is replaced (depth-preferred replacement). The searches reach it through the
//! [`TranspositionTable`] trait, which seed 003's exact-key table implements too
//! ([`Dictionary`](super::Dictionary)). A table of megabytes lies on huge pages where the
//! system has them (tt_memory.rs).

use super::line::Line;
use super::tt_memory::{Block, Zeroed};
use crate::game::{Depth, INF};
use serde::Serialize;

/// What a search asks of its transposition table (MT's probe and store, CONVENTIONS.md §2).
pub trait TranspositionTable {
    /// The entry for `key` that may answer a probe at `depth` plies, if there is one (MT's
    /// table: one stored with at least `depth` plies below it).
    fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry>;

    /// [`probe`](Self::probe), and with `want_best` the best move of the entry for `key`
    /// whatever its depth (the move a search may try first).
    fn probe_best(
        &mut self,
        key: u64,
        depth: Depth,
        want_best: bool,
    ) -> (Option<Entry>, Option<u32>) {
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

    /// Stores bounds for `key` at `depth`: `lower`/`upper` replace the stored ones when
    /// given, the other is kept from an entry of the same key and depth. `best` is the move
    /// that gave g, `line` the node's turn line (empty unless the search keeps lines).
    /// Returns the entry as stored, and the key of another position whose entry it replaced,
    /// if any; `Err(Full)` when a table that never replaces has no room left.
    fn store(
        &mut self,
        key: u64,
        depth: Depth,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
        line: &Line,
    ) -> Result<(Entry, Option<u64>), Full>;

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

/// A store refused: the table holds as many entries as it may and never replaces one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full;

const WAYS: usize = 4;

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

/// What a set holds that a probe reads first: the keys and the bounds of its [`WAYS`] slots,
/// in one cache line of 64 bytes. A slot's depth and best move are in the table's `meta`
/// (read once the key matched, and by a store), so a miss costs one line of the table.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
struct Set {
    keys: [u64; WAYS],
    bounds: [[i32; 2]; WAYS],
}

const EMPTY_SET: Set = Set {
    keys: [0; WAYS],
    bounds: [[0; 2]; WAYS],
};

/// A slot's depth and best move; `depth == 0` marks an empty slot (the depth stored is one
/// more than the entry's), `best == NO_MOVE` an entry without a best move.
#[derive(Debug, Clone, Copy, Default)]
struct Meta {
    depth: u32,
    best: u32,
}

const NO_MOVE: u32 = u32::MAX;

// SAFETY: integers only; EMPTY_SET's are all zero.
unsafe impl Zeroed for Set {
    const ZERO: Self = EMPTY_SET;
}

// SAFETY: integers only, all zero (the empty slot's depth is 0).
unsafe impl Zeroed for [Meta; WAYS] {
    const ZERO: Self = [Meta { depth: 0, best: 0 }; WAYS];
}

impl Meta {
    #[inline]
    fn is_used(self) -> bool {
        self.depth != 0
    }

    #[inline]
    fn depth(self) -> Depth {
        self.depth - 1
    }
}

/// A fixed-size transposition table.
#[derive(Debug, Clone)]
pub struct Table {
    sets: Block<Set>,
    /// The depth and best move of each set's slots, `WAYS` a set.
    meta: Block<[Meta; WAYS]>,
    /// `sets.len() - 1` when the number of sets is a power of two (a mask picks the set),
    /// `None` otherwise (a remainder picks it); either gives the same set.
    mask: Option<usize>,
    pub counters: TableCounters,
}

/// The bytes a slot takes: 16 of key and bounds in its set's line, 8 of depth and move.
pub const ENTRY_BYTES: usize = std::mem::size_of::<Set>() / WAYS + std::mem::size_of::<Meta>();

/// The default size: 2^18 entries (6 MiB, [`ENTRY_BYTES`] each).
pub const DEFAULT_ENTRIES: usize = 1 << 18;
/// The largest size a configuration may ask for.
pub const MAX_ENTRIES: usize = 1 << 24;

impl Table {
    /// A table holding `entries` positions (rounded up to a power of two, at least 4).
    pub fn new(entries: usize) -> Self {
        let entries = entries.clamp(WAYS, MAX_ENTRIES).next_power_of_two();
        let sets = entries / WAYS;
        Table {
            sets: Block::new(sets),
            meta: Block::new(sets),
            mask: sets.is_power_of_two().then(|| sets - 1),
            counters: TableCounters::default(),
        }
    }

    /// The index of the set `key` belongs to.
    #[inline]
    fn set_index(&self, key: u64) -> usize {
        // mix the key so that consecutive keys spread over the sets
        let h = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize;
        match self.mask {
            Some(mask) => h & mask,
            None => h % self.sets.len(),
        }
    }

    /// The way of set `index` holding `key`, if one does.
    #[inline]
    fn way(&self, index: usize, key: u64) -> Option<usize> {
        let set = &self.sets[index];
        (0..WAYS).find(|&w| set.keys[w] == key && self.meta[index][w].is_used())
    }

    /// The entry in way `w` of set `index` (a used slot).
    #[inline]
    fn entry(&self, index: usize, w: usize) -> Entry {
        let set = &self.sets[index];
        let meta = self.meta[index][w];
        Entry {
            key: set.keys[w],
            depth: meta.depth(),
            lower: set.bounds[w][0],
            upper: set.bounds[w][1],
            best: (meta.best != NO_MOVE).then_some(meta.best),
        }
    }

    /// Every stored entry, in slot order.
    pub fn entries(&self) -> impl Iterator<Item = Entry> + '_ {
        (0..self.sets.len()).flat_map(move |i| {
            (0..WAYS)
                .filter(move |&w| self.meta[i][w].is_used())
                .map(move |w| self.entry(i, w))
        })
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.sets.len() * WAYS
    }
}

/// Asks the processor to start loading `*p` into the cache (a hint; nothing elsewhere).
#[inline(always)]
fn prefetch<T>(p: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint that never faults, and `p` is a valid reference.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((p as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

impl TranspositionTable for Table {
    /// The entry for `key` if one is stored with at least `depth` plies of search below it.
    #[inline]
    fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry> {
        self.probe_best(key, depth, false).0
    }

    /// One look at the set for both: the entry answering the probe, and the best move of
    /// the key's entry whatever its depth.
    #[inline]
    fn probe_best(
        &mut self,
        key: u64,
        depth: Depth,
        want_best: bool,
    ) -> (Option<Entry>, Option<u32>) {
        self.counters.probes += 1;
        let index = self.set_index(key);
        // the store that follows reads the slot's depth: start that load with this one
        prefetch(&self.meta[index]);
        let Some(w) = self.way(index, key) else {
            return (None, None);
        };
        let e = self.entry(index, w);
        let found = (e.depth >= depth).then_some(e);
        self.counters.hits += u64::from(found.is_some());
        (found, if want_best { e.best } else { None })
    }

    fn peek(&self, key: u64) -> Option<Entry> {
        let index = self.set_index(key);
        self.way(index, key).map(|w| self.entry(index, w))
    }

    /// An entry of another depth is replaced whole; in a full set the shallowest entry
    /// makes room. Never full. Keeps `best`, not lines.
    fn store(
        &mut self,
        key: u64,
        depth: Depth,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
        _line: &Line,
    ) -> Result<(Entry, Option<u64>), Full> {
        self.counters.stores += 1;
        let index = self.set_index(key);
        let meta = self.meta[index];
        let held = self.way(index, key);
        let way = held.or_else(|| meta.iter().position(|m| !m.is_used()));
        let mut evicted = None;
        let way = match way {
            Some(w) => w,
            None => {
                self.counters.replacements += 1;
                let w = (0..WAYS).min_by_key(|&w| meta[w].depth()).unwrap_or(0);
                evicted = Some(self.sets[index].keys[w]);
                w
            }
        };
        let mut entry = match held {
            Some(w) if meta[w].depth() == depth => self.entry(index, w),
            _ => Entry {
                key,
                depth,
                lower: -INF,
                upper: INF,
                best: None,
            },
        };
        if let Some(l) = lower {
            entry.lower = l;
        }
        if let Some(u) = upper {
            entry.upper = u;
        }
        if best.is_some() {
            entry.best = best;
        }
        let set = &mut self.sets[index];
        set.keys[way] = key;
        set.bounds[way] = [entry.lower, entry.upper];
        self.meta[index][way] = Meta {
            depth: entry.depth + 1,
            best: entry.best.unwrap_or(NO_MOVE),
        };
        Ok((entry, evicted))
    }

    fn line(&self, key: u64, _depth: Depth) -> Line {
        match self.peek(key).and_then(|e| e.best) {
            Some(b) => Line::one(b),
            None => Line::Empty,
        }
    }

    fn clear(&mut self) {
        self.sets.fill(EMPTY_SET);
        self.meta.fill([Meta::default(); WAYS]);
    }

    fn len(&self) -> usize {
        self.entries().count()
    }

    fn is_empty(&self) -> bool {
        self.entries().next().is_none()
    }

    fn snapshot(&self) -> Vec<Entry> {
        self.entries().collect()
    }

    fn capacity(&self) -> usize {
        Table::capacity(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn put(
        t: &mut Table,
        key: u64,
        depth: Depth,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
    ) -> Option<u64> {
        t.store(key, depth, lower, upper, best, &Line::Empty)
            .unwrap()
            .1
    }

    #[test]
    fn store_keeps_the_other_bound_of_the_same_depth() {
        let mut t = Table::new(16);
        put(&mut t, 7, 3, None, Some(5), None);
        put(&mut t, 7, 3, Some(2), None, Some(1));
        let e = t.probe(7, 3).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (2, 5, Some(1)));
    }

    #[test]
    fn a_shallower_entry_does_not_answer_a_deeper_probe() {
        let mut t = Table::new(16);
        put(&mut t, 7, 2, Some(1), Some(1), None);
        assert!(t.probe(7, 3).is_none());
        assert!(t.probe(7, 1).is_some());
        assert_eq!(t.counters.hits, 1);
        assert_eq!(t.counters.probes, 2);
    }

    #[test]
    fn a_full_set_replaces_its_shallowest_entry() {
        let mut t = Table::new(4); // one set of four ways
        for k in 0..4 {
            put(&mut t, k, 10 - k as u32, Some(0), None, None);
        }
        let evicted = put(&mut t, 99, 9, Some(1), None, None);
        assert_eq!(evicted, Some(3));
        assert_eq!(t.counters.replacements, 1);
        assert!(t.peek(3).is_none(), "depth 7 was the shallowest");
        assert!(t.peek(99).is_some());
        assert_eq!(t.len(), 4);
    }
}
