//! The layout of MT's table (Plaat et al. 1996; tt.rs) in memory: four-way sets of one
//! cache line each, picked by Fibonacci hashing of the key (Knuth, TAOCP vol. 3, §6.4),
//! and in a large table each slot packed into 16 bytes.
//!
//! In a table larger than the caches a probe's cost is mostly the wait for its set's cache
//! line, so a set is one line of 64 bytes: in a table of 2^17 entries or more, four slots
//! of 16 bytes (key, depth and move in one word, the bounds in the other; see `Set`), and
//! the table lies on huge pages where the system has them (tt_memory.rs).

use super::super::hashing::{prefetch, MIX};
use super::super::line::Line;
use super::super::tt_memory::{Block, Zeroed};
use super::{Entry, Found, TableCounters, TranspositionTable, Write, Written, MAX_ENTRIES};
use crate::game::{Depth, INF};

const WAYS: usize = 4;

/// A set: the key words and the bounds of its [`WAYS`] slots, in one cache line of 64
/// bytes, so a probe and the store after it read one line of the table.
///
/// A key word is either the position's key itself (a *wide* table, whose slots' depths and
/// best moves are kept beside the sets, in `meta`), or (a *packed* table) the key mixed as
/// the set index is chosen, with the depth and best move written into the bits that chose
/// the set: those bits are the same for every key of the set, so the word still names one
/// key, and the slot is 16 bytes in all.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
struct Set {
    words: [u64; WAYS],
    bounds: [[i32; 2]; WAYS],
}

const EMPTY_SET: Set = Set {
    words: [0; WAYS],
    bounds: [[0; 2]; WAYS],
};

/// A slot's depth and best move; `depth == 0` marks an empty slot (the depth stored is one
/// more than the entry's), `best == NO_MOVE` an entry without a best move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
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

    #[inline]
    fn best(self) -> Option<u32> {
        (self.best != NO_MOVE).then_some(self.best)
    }
}

/// A key's set is chosen by bits 32.. of `key * MIX` (Fibonacci hashing). MIX is odd, so
/// the product names the key: a packed key word keeps the product's other bits, and
/// [`UNMIX`] gives the key back.
/// MIX's inverse modulo 2^64: `key * MIX * UNMIX == key`.
const UNMIX: u64 = inverse(MIX);

/// The inverse of the odd `a` modulo 2^64, by Newton's iteration `x := x (2 - a x)`, which
/// doubles the bits that are right (`a` is its own inverse modulo 8: 3 bits, then 6, ... 96).
const fn inverse(a: u64) -> u64 {
    let mut x = a;
    let mut i = 0;
    while i < 5 {
        x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
        i += 1;
    }
    x
}

/// In a packed key word, the bits of the depth (plus one; 0: an empty slot) above bit 32;
/// the best move (plus one; 0: none) takes the set bits above them.
const DEPTH_BITS: u32 = 7;
/// A table is packed when a best move gets at least this many bits: a table of 2^17
/// entries or more (2 MiB packed, 3 MiB wide), moves 0 to 254. A smaller table lies mostly
/// in the caches, where unpacking a word costs more than the line it saves.
const MIN_BEST_BITS: u32 = 8;

/// Whether a table may be packed: natively. The browser's tables (2^16 entries by default)
/// lie mostly in the caches, and there V8's code for the packed paths cost more than the
/// lines saved (docs/performance.md, "Against the `minimax` crate").
const PACKING: bool = cfg!(not(target_arch = "wasm32"));

/// A fixed-size transposition table.
#[derive(Debug, Clone)]
pub struct Table {
    sets: Block<Set>,
    /// A wide table's depths and best moves, `WAYS` a set; empty when the table is packed.
    meta: Block<[Meta; WAYS]>,
    /// `sets.len() - 1`: a mask picks the set (the number of sets is a power of two).
    mask: usize,
    /// A packed table's bits for a best move in its key words; `None`: the table is wide.
    /// A packed table widens for good when a depth or a move does not fit.
    best_bits: Option<u32>,
    pub counters: TableCounters,
}

/// The bytes a slot takes in a packed table: 8 of key word, 8 of bounds.
pub const PACKED_ENTRY_BYTES: usize = std::mem::size_of::<Set>() / WAYS;
/// The bytes a slot takes in a wide table: a packed slot's and 8 of depth and move.
pub const WIDE_ENTRY_BYTES: usize = PACKED_ENTRY_BYTES + std::mem::size_of::<Meta>();

impl Table {
    /// A table holding `entries` positions (rounded up to a power of two, at least 4).
    pub fn new(entries: usize) -> Self {
        let entries = Table::capacity_for(entries);
        let sets = entries / WAYS;
        let set_bits = sets.trailing_zeros();
        let best_bits = set_bits.saturating_sub(DEPTH_BITS);
        Table::with_layout(sets, (best_bits >= MIN_BEST_BITS).then_some(best_bits))
    }

    /// The slots of `Table::new(entries)`.
    pub fn capacity_for(entries: usize) -> usize {
        entries.clamp(WAYS, MAX_ENTRIES).next_power_of_two()
    }

    /// A table of `sets` sets (a power of two), packed with `best_bits` or wide.
    fn with_layout(sets: usize, best_bits: Option<u32>) -> Self {
        let best_bits = best_bits.filter(|_| PACKING);
        Table {
            sets: Block::new(sets),
            meta: Block::new(if best_bits.is_some() { 0 } else { sets }),
            mask: sets - 1,
            best_bits,
            counters: TableCounters::default(),
        }
    }

    /// The bits of a best move in a packed table's key words; `None` when it is wide (always
    /// in the browser's .wasm, so that the packed paths compile away there).
    #[inline(always)]
    fn packed(&self) -> Option<u32> {
        if PACKING {
            self.best_bits
        } else {
            None
        }
    }

    /// The bytes a slot takes.
    pub fn entry_bytes(&self) -> usize {
        match self.packed() {
            Some(_) => PACKED_ENTRY_BYTES,
            None => WIDE_ENTRY_BYTES,
        }
    }

    /// `key * MIX`: bits 32.. pick the set; a packed key word keeps the others.
    #[inline]
    fn mixed(key: u64) -> u64 {
        key.wrapping_mul(MIX)
    }

    /// The index of the set `key` belongs to.
    #[inline]
    fn set_index(&self, key: u64) -> usize {
        (Table::mixed(key) >> 32) as usize & self.mask
    }

    /// The bits of a packed key word that name the key (the rest hold depth and move).
    #[inline]
    fn name_bits(&self) -> u64 {
        !((self.mask as u64) << 32)
    }

    /// The way of set `index` holding `key`, if one does.
    #[inline(always)]
    fn way(&self, index: usize, key: u64) -> Option<usize> {
        let words = &self.sets[index].words;
        if self.packed().is_some() {
            let names = self.name_bits();
            let name = Table::mixed(key) & names;
            // a used slot's depth bits are never zero
            (0..WAYS).find(|&w| words[w] & names == name && words[w] & !names != 0)
        } else {
            (0..WAYS).find(|&w| words[w] == key && self.meta[index][w].is_used())
        }
    }

    /// The stored depths of set `index`'s slots (one more than the entries': 0 for an
    /// empty slot) and the way holding `key`, if one does: what a store chooses by.
    #[inline(always)]
    fn look(&self, index: usize, key: u64) -> ([u32; WAYS], Option<usize>) {
        let words = &self.sets[index].words;
        let depths = match self.packed() {
            Some(_) => words.map(|word| (word >> 32) as u32 & ((1 << DEPTH_BITS) - 1)),
            None => self.meta[index].map(|m| m.depth),
        };
        let held = match self.packed() {
            Some(_) => {
                let names = self.name_bits();
                let name = Table::mixed(key) & names;
                (0..WAYS).find(|&w| depths[w] != 0 && words[w] & names == name)
            }
            None => (0..WAYS).find(|&w| depths[w] != 0 && words[w] == key),
        };
        (depths, held)
    }

    /// The depth and best move of way `w` of set `index`.
    #[inline(always)]
    fn meta(&self, index: usize, w: usize) -> Meta {
        match self.packed() {
            Some(best_bits) => {
                let bits = self.sets[index].words[w] >> 32;
                let best = (bits >> DEPTH_BITS) as u32 & ((1 << best_bits) - 1);
                Meta {
                    depth: bits as u32 & ((1 << DEPTH_BITS) - 1),
                    best: best.wrapping_sub(1),
                }
            }
            None => self.meta[index][w],
        }
    }

    /// The key held in way `w` of set `index` (a used slot).
    #[inline]
    fn key(&self, index: usize, w: usize) -> u64 {
        let word = self.sets[index].words[w];
        if self.packed().is_some() {
            let mixed = (word & self.name_bits()) | (index as u64) << 32;
            mixed.wrapping_mul(UNMIX)
        } else {
            word
        }
    }

    /// The entry of `key` in way `w` of set `index` (a used slot holding `key`).
    #[inline(always)]
    fn entry(&self, index: usize, w: usize, key: u64) -> Entry {
        let [lower, upper] = self.sets[index].bounds[w];
        let meta = self.meta(index, w);
        Entry {
            key,
            depth: meta.depth(),
            lower,
            upper,
            best: meta.best(),
        }
    }

    /// Writes `e` into way `w` of set `index`, widening a packed table first when its depth
    /// or best move does not fit.
    #[inline]
    fn write(&mut self, index: usize, w: usize, e: &Entry) {
        let meta = Meta {
            depth: e.depth.saturating_add(1),
            best: e.best.unwrap_or(NO_MOVE),
        };
        if let Some(best_bits) = self.packed() {
            let best = meta.best.wrapping_add(1);
            if meta.depth < 1 << DEPTH_BITS && best < 1 << best_bits {
                let bits = u64::from(meta.depth) | u64::from(best) << DEPTH_BITS;
                let word = (Table::mixed(e.key) & self.name_bits()) | bits << 32;
                let set = &mut self.sets[index];
                set.words[w] = word;
                set.bounds[w] = [e.lower, e.upper];
                return;
            }
            self.widen();
        }
        let set = &mut self.sets[index];
        set.words[w] = e.key;
        set.bounds[w] = [e.lower, e.upper];
        self.meta[index][w] = meta;
    }

    /// Turns a packed table into a wide one holding the same entries in the same slots.
    #[cold]
    fn widen(&mut self) {
        let mut meta = Block::<[Meta; WAYS]>::new(self.sets.len());
        for index in 0..self.sets.len() {
            for w in 0..WAYS {
                let m = self.meta(index, w);
                if m.is_used() {
                    meta[index][w] = m;
                    self.sets[index].words[w] = self.key(index, w);
                } else {
                    self.sets[index].words[w] = 0;
                }
            }
        }
        self.meta = meta;
        self.best_bits = None;
    }

    /// Every stored entry, in slot order.
    pub fn entries(&self) -> impl Iterator<Item = Entry> + '_ {
        (0..self.sets.len()).flat_map(move |i| {
            (0..WAYS)
                .filter(move |&w| self.meta(i, w).is_used())
                .map(move |w| self.entry(i, w, self.key(i, w)))
        })
    }

    /// The number of slots.
    pub fn capacity(&self) -> usize {
        self.sets.len() * WAYS
    }
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
    fn probe_best(&mut self, key: u64, depth: Depth, want_best: bool) -> Found {
        self.counters.probes += 1;
        let index = self.set_index(key);
        if self.packed().is_none() {
            // the store that follows reads the slot's depth: start that load with this one
            prefetch(&self.meta[index]);
        }
        let Some(w) = self.way(index, key) else {
            return (None, None);
        };
        let e = self.entry(index, w, key);
        let found = (e.depth >= depth).then_some(e);
        self.counters.hits += u64::from(found.is_some());
        (found, if want_best { e.best } else { None })
    }

    fn peek(&self, key: u64) -> Option<Entry> {
        let index = self.set_index(key);
        self.way(index, key).map(|w| self.entry(index, w, key))
    }

    /// An entry of another depth is replaced whole; in a full set the shallowest entry
    /// makes room. Never full. Keeps `best`, not lines. Inlined, so that a search without
    /// a tracer computes nothing of the entry and the evicted key it does not read.
    #[inline]
    fn store(&mut self, key: u64, depth: Depth, write: Write) -> Written {
        let Write {
            lower, upper, best, ..
        } = write;
        self.counters.stores += 1;
        let index = self.set_index(key);
        let (depths, held) = self.look(index, key);
        let way = held.or_else(|| depths.iter().position(|&d| d == 0));
        let mut evicted = None;
        let way = match way {
            Some(w) => w,
            None => {
                self.counters.replacements += 1;
                let w = (0..WAYS).min_by_key(|&w| depths[w]).unwrap_or(0);
                evicted = Some(self.key(index, w));
                w
            }
        };
        let mut entry = match held {
            Some(w) if depths[w] - 1 == depth => self.entry(index, w, key),
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
        self.write(index, way, &entry);
        Ok((entry, evicted))
    }

    fn line(&self, key: u64, _depth: Depth) -> Line {
        match self.peek(key).and_then(|e| e.best) {
            Some(b) => Line::one(b),
            None => Line::EMPTY,
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
    use super::super::DEFAULT_ENTRIES;
    use super::*;

    fn put(
        t: &mut Table,
        key: u64,
        depth: Depth,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
    ) -> Option<u64> {
        t.store(key, depth, Write::new(lower, upper, best, &Line::EMPTY))
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

    /// A seeded generator for the tests (splitmix64).
    fn next(state: &mut u64) -> u64 {
        *state = state.wrapping_add(MIX);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    #[test]
    fn unmix_inverts_mix() {
        assert_eq!(MIX.wrapping_mul(UNMIX), 1);
        for key in [0, 1, 7, u64::MAX, 0x1234_5678_9ABC_DEF0] {
            assert_eq!(Table::mixed(key).wrapping_mul(UNMIX), key);
        }
    }

    #[test]
    fn the_default_table_is_packed_and_a_small_one_wide() {
        assert_eq!(Table::new(DEFAULT_ENTRIES).entry_bytes(), 16);
        assert_eq!(Table::new(1 << 17).entry_bytes(), 16);
        assert_eq!(Table::new(1 << 16).entry_bytes(), 24);
        assert_eq!(Table::new(4).entry_bytes(), 24);
    }

    /// A packed table and a wide one of the same size, given the same random probes and
    /// stores (keys from a small pool, so that sets fill and entries are replaced), answer
    /// alike at every step: the packing is not observable. Late in each run a move or a
    /// depth too large for the packed table's bits widens it, and they go on alike.
    #[test]
    fn a_packed_table_finds_keeps_and_replaces_what_a_wide_one_does() {
        let sets = 1 << 10; // 4,096 entries: 3 bits for a best move (0 to 6)
        for (seed, widen_by_depth) in [(1u64, false), (2, true), (3, false)] {
            let mut packed = Table::with_layout(sets, Some(3));
            let mut wide = Table::with_layout(sets, None);
            let mut rng = seed;
            let pool: Vec<u64> = (0..6000).map(|_| next(&mut rng)).collect();
            let steps = 60_000;
            for step in 0..steps {
                let r = next(&mut rng);
                let key = pool[(r % pool.len() as u64) as usize];
                let depth = (r >> 16) as u32 % 8;
                let late = step > steps * 3 / 4;
                if (r >> 24).is_multiple_of(3) {
                    let want_best = (r >> 30) & 1 == 1;
                    assert_eq!(
                        packed.probe_best(key, depth, want_best),
                        wide.probe_best(key, depth, want_best),
                        "probe {step}"
                    );
                } else {
                    let lower = ((r >> 32) & 1 == 1).then_some((r >> 40) as i8 as i32);
                    let upper = ((r >> 33) & 1 == 1).then_some((r >> 48) as i8 as i32);
                    let best = match (r >> 34) % 8 {
                        7 if late && !widen_by_depth => Some(7 + (r >> 56) as u32),
                        7 => None,
                        m => Some(m as u32),
                    };
                    let depth = if late && widen_by_depth && (r >> 36).is_multiple_of(50) {
                        200
                    } else {
                        depth
                    };
                    let none = Line::default();
                    let a = packed.store(key, depth, Write::new(lower, upper, best, &none));
                    let b = wide.store(key, depth, Write::new(lower, upper, best, &none));
                    assert_eq!(a, b, "store {step}");
                }
            }
            assert_eq!(packed.best_bits, None, "widened late in the run");
            assert_eq!(packed.snapshot(), wide.snapshot());
            assert_eq!(packed.counters, wide.counters);
            assert!(packed.counters.replacements > 1000);
        }
    }

    #[test]
    fn a_packed_table_reads_back_every_key_depth_and_move_it_can_hold() {
        // 2^14 sets: 7 bits for a best move (0 to 126)
        let mut t = Table::with_layout(1 << 14, Some(7));
        let mut rng = 9;
        for depth in [0, 1, 64, 126] {
            for best in [None, Some(0), Some(5), Some(126)] {
                let key = next(&mut rng);
                put(&mut t, key, depth, Some(-INF), Some(INF), best);
                let e = t.peek(key).unwrap();
                assert_eq!((e.key, e.depth, e.best), (key, depth, best));
                assert_eq!((e.lower, e.upper), (-INF, INF));
            }
        }
        assert_eq!(t.best_bits, Some(7));
        put(&mut t, 5, 1, Some(0), None, Some(127));
        assert_eq!(t.best_bits, None, "move 127 does not fit: widened");
        assert_eq!(t.len(), 17);
        assert_eq!(t.peek(5).unwrap().best, Some(127));
    }
}
