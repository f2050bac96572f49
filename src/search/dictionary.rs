//! Seed 003's transposition table (M. Hiroi, "Algorithms with Python", 置換表と MTD(f) 法):
//! a Python dictionary keyed by `(depth, turn) + tuple(board.board)`. Every position is
//! kept apart at every remaining depth, nothing is ever replaced or lost, and a probe finds
//! only the entry of its own depth. Each entry holds `(lower, upper, move)`: the bounds and
//! the node's turn line.
//!
//! The key is the game's `key()` with the remaining depth beside it, so the table is exact
//! only when the game's key is (`Kalah::seed003`'s is: a ranking of the board and the side
//! to move). The seed never bounds its dictionary; this one holds at most `max_entries` and
//! refuses a store past that (the search then stops with an error naming the limit).

use super::line::Line;
use super::tt::{Entry, Full, TranspositionTable};
use crate::game::Depth;
use crate::games::finalise;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The table: (position key, remaining depth) → bounds and turn line.
#[derive(Debug, Clone)]
pub struct Dictionary {
    map: HashMap<Slot, Bounds, BuildHasherDefault<SlotHasher>>,
    max_entries: usize,
    /// The bounds of a fresh entry: seed 003's `(MIN_VALUE, MAX_VALUE)`.
    infinity: i32,
}

/// The bytes one entry takes in the map (its key and value), before the map's own overhead.
pub const ENTRY_BYTES: usize = std::mem::size_of::<(Slot, Bounds)>();

/// The key of an entry: the position and the remaining depth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    key: u64,
    depth: Depth,
}

impl Hash for Slot {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.key ^ u64::from(self.depth).rotate_right(8));
    }
}

/// `(lower, upper, move)`.
#[derive(Debug, Clone)]
struct Bounds {
    lower: i32,
    upper: i32,
    line: Line,
}

/// One finaliser over the single word a [`Slot`] writes (the key is exact; only the bucket
/// is hashed).
#[derive(Default)]
pub struct SlotHasher(u64);

impl Hasher for SlotHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = finalise(self.0 ^ word);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl Dictionary {
    /// An empty table that holds at most `max_entries` entries; a fresh entry's bounds are
    /// (−`infinity`, `infinity`).
    pub fn new(max_entries: usize, infinity: i32) -> Dictionary {
        Dictionary {
            map: HashMap::default(),
            max_entries,
            infinity,
        }
    }

    fn entry(slot: &Slot, b: &Bounds) -> Entry {
        Entry {
            key: slot.key,
            depth: slot.depth,
            lower: b.lower,
            upper: b.upper,
            best: b.line.first(),
        }
    }
}

impl TranspositionTable for Dictionary {
    /// The entry of `key` at exactly `depth` (seed 003: `if key in table`).
    fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry> {
        let slot = Slot { key, depth };
        self.map.get(&slot).map(|b| Dictionary::entry(&slot, b))
    }

    /// The deepest entry of `key`.
    fn peek(&self, key: u64) -> Option<Entry> {
        (0..=crate::search::run::MAX_DEPTH).rev().find_map(|depth| {
            let slot = Slot { key, depth };
            self.map.get(&slot).map(|b| Dictionary::entry(&slot, b))
        })
    }

    /// `table[key] = (lower, upper, move)`: the bound not given is kept from the entry of
    /// the same key, or (−infinity, +infinity) for a new one; the line replaces the old
    /// (the best move alone when the search keeps no lines). A new key past `max_entries`
    /// is refused.
    fn store(
        &mut self,
        key: u64,
        depth: Depth,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
        line: &Line,
    ) -> Result<(Entry, Option<u64>), Full> {
        let slot = Slot { key, depth };
        let full = self.map.len() >= self.max_entries;
        let infinity = self.infinity;
        let b = match self.map.entry(slot) {
            std::collections::hash_map::Entry::Occupied(o) => o.into_mut(),
            std::collections::hash_map::Entry::Vacant(_) if full => return Err(Full),
            std::collections::hash_map::Entry::Vacant(v) => v.insert(Bounds {
                lower: -infinity,
                upper: infinity,
                line: Line::Empty,
            }),
        };
        if let Some(l) = lower {
            b.lower = l;
        }
        if let Some(u) = upper {
            b.upper = u;
        }
        b.line = match (line.is_empty(), best) {
            (false, _) => line.clone(),
            (true, Some(i)) => Line::one(i),
            (true, None) => Line::Empty,
        };
        Ok((Dictionary::entry(&slot, b), None))
    }

    fn line(&self, key: u64, depth: Depth) -> Line {
        self.map
            .get(&Slot { key, depth })
            .map_or(Line::Empty, |b| b.line.clone())
    }

    fn clear(&mut self) {
        // seed 003: `table = {}`. The map keeps its allocation, so the next root search
        // (usually about as large as this one) neither grows it again (rehashing) nor
        // touches fresh pages.
        self.map.clear();
    }

    fn len(&self) -> usize {
        self.map.len()
    }

    /// In key order, then depth order (not the map's, which depends on its capacity).
    fn snapshot(&self) -> Vec<Entry> {
        let mut entries: Vec<Entry> = self
            .map
            .iter()
            .map(|(slot, b)| Dictionary::entry(slot, b))
            .collect();
        entries.sort_unstable_by_key(|e| (e.key, e.depth));
        entries
    }

    fn capacity(&self) -> usize {
        self.max_entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_depth_is_its_own_entry_and_a_probe_finds_only_its_depth() {
        let mut t = Dictionary::new(10, 100);
        t.store(7, 3, None, Some(5), Some(2), &Line::Empty).unwrap();
        assert!(t.probe(7, 2).is_none() && t.probe(7, 4).is_none());
        let e = t.probe(7, 3).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-100, 5, Some(2)));
        t.store(7, 2, Some(1), Some(1), None, &Line::then(4, &Line::one(0)))
            .unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t.line(7, 2).to_vec(), [4, 0]);
        // the other bound is kept, the line replaced
        t.store(7, 3, Some(-3), None, Some(1), &Line::Empty)
            .unwrap();
        let e = t.probe(7, 3).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-3, 5, Some(1)));
        assert_eq!(t.peek(7).unwrap().depth, 3);
    }

    #[test]
    fn a_full_dictionary_refuses_a_new_key_but_updates_an_old_one() {
        let mut t = Dictionary::new(2, 100);
        t.store(1, 1, Some(0), None, None, &Line::Empty).unwrap();
        t.store(2, 1, Some(0), None, None, &Line::Empty).unwrap();
        assert_eq!(t.store(3, 1, Some(0), None, None, &Line::Empty), Err(Full));
        assert!(t.store(2, 1, None, Some(4), None, &Line::Empty).is_ok());
        assert_eq!(t.len(), 2);
        t.clear();
        assert!(t.is_empty());
    }
}
