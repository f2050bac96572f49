//! The transposition table of MT (Plaat et al., "Best-First and Depth-First Minimax
//! Search", 1996): a lower and an upper bound per position, with its depth and best move.
//!
//! Four-way set-associative with a fixed number of entries; on a full set the shallowest
//! entry is replaced (depth-preferred replacement).

use crate::game::{Depth, INF};
use serde::Serialize;

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

/// A fixed-size transposition table.
#[derive(Debug, Clone)]
pub struct Table {
    slots: Vec<Option<Entry>>,
    sets: usize,
    pub counters: TableCounters,
}

/// The default size: 2^18 entries (about 8 MB).
pub const DEFAULT_ENTRIES: usize = 1 << 18;
/// The largest size a configuration may ask for.
pub const MAX_ENTRIES: usize = 1 << 24;

impl Table {
    /// A table holding `entries` positions (rounded up to a power of two, at least 4).
    pub fn new(entries: usize) -> Self {
        let entries = entries.clamp(WAYS, MAX_ENTRIES).next_power_of_two();
        Table {
            slots: vec![None; entries],
            sets: entries / WAYS,
            counters: TableCounters::default(),
        }
    }

    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    fn set(&self, key: u64) -> std::ops::Range<usize> {
        // mix the key so that consecutive keys spread over the sets
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let s = (h >> 32) as usize % self.sets;
        s * WAYS..s * WAYS + WAYS
    }

    /// The entry for `key` if one is stored with at least `depth` plies of search below it.
    pub fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry> {
        self.counters.probes += 1;
        let found = self.slots[self.set(key)]
            .iter()
            .flatten()
            .find(|e| e.key == key && e.depth >= depth)
            .copied();
        if found.is_some() {
            self.counters.hits += 1;
        }
        found
    }

    /// The entry for `key`, whatever its depth, without counting a probe.
    pub fn peek(&self, key: u64) -> Option<Entry> {
        self.slots[self.set(key)]
            .iter()
            .flatten()
            .find(|e| e.key == key)
            .copied()
    }

    /// Stores bounds for `key` at `depth`: `lower`/`upper` replace the stored ones when given;
    /// an entry of another depth is replaced whole. Returns the entry as stored, and the key
    /// of another position whose entry it replaced in a full set, if any.
    pub fn store(
        &mut self,
        key: u64,
        depth: Depth,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
    ) -> (Entry, Option<u64>) {
        self.counters.stores += 1;
        let range = self.set(key);
        let slots = &mut self.slots[range];
        let way = slots
            .iter()
            .position(|e| e.is_some_and(|e| e.key == key))
            .or_else(|| slots.iter().position(|e| e.is_none()));
        let mut evicted = None;
        let way = match way {
            Some(w) => w,
            None => {
                self.counters.replacements += 1;
                let w = (0..WAYS)
                    .min_by_key(|&w| slots[w].map_or(0, |e| e.depth))
                    .unwrap_or(0);
                evicted = slots[w].map(|e| e.key);
                w
            }
        };
        let mut entry = match slots[way] {
            Some(e) if e.key == key && e.depth == depth => e,
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
        slots[way] = Some(entry);
        (entry, evicted)
    }

    /// Every stored entry, in slot order.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.slots.iter().flatten()
    }

    pub fn len(&self) -> usize {
        self.entries().count()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.iter().all(|e| e.is_none())
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_keeps_the_other_bound_of_the_same_depth() {
        let mut t = Table::new(16);
        t.store(7, 3, None, Some(5), None);
        t.store(7, 3, Some(2), None, Some(1));
        let e = t.probe(7, 3).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (2, 5, Some(1)));
    }

    #[test]
    fn a_shallower_entry_does_not_answer_a_deeper_probe() {
        let mut t = Table::new(16);
        t.store(7, 2, Some(1), Some(1), None);
        assert!(t.probe(7, 3).is_none());
        assert!(t.probe(7, 1).is_some());
        assert_eq!(t.counters.hits, 1);
        assert_eq!(t.counters.probes, 2);
    }

    #[test]
    fn a_full_set_replaces_its_shallowest_entry() {
        let mut t = Table::new(4); // one set of four ways
        for k in 0..4 {
            t.store(k, 10 - k as u32, Some(0), None, None);
        }
        let (_, evicted) = t.store(99, 9, Some(1), None, None);
        assert_eq!(evicted, Some(3));
        assert_eq!(t.counters.replacements, 1);
        assert!(t.peek(3).is_none(), "depth 7 was the shallowest");
        assert!(t.peek(99).is_some());
        assert_eq!(t.len(), 4);
    }
}
