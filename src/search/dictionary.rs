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
//!
//! Stored by open addressing with linear probing (Knuth, TAOCP vol. 3, §6.4, algorithm L):
//! one 16-byte cell per entry (the key; the depth, the two bounds and a turn line of up to
//! five moves packed in a word; bounds or a line that do not fit are kept beside the cells),
//! four cells to a cache line, the home cell picked by Fibonacci hashing of the key and the
//! depth. Beside each cell a one-byte tag (empty, or seven more bits of the hash), as in the
//! control bytes of Google's Swiss tables: most probes are for a position the table has never
//! seen, and they walk the tags alone, which stay in the cache where the cells (up to 4 MiB in
//! a root search) do not; a cell is read only when its tag matches. Seed 003's `table = {}`
//! before every root search clears the tags. What the seed counts is unchanged: the same
//! keys are found, the same stores made.

use super::hashing::{prefetch, MIX};
use super::line::Line;
use super::tt::{Entry, Full, TranspositionTable, Write, Written};
use crate::game::Depth;
use crate::sorted::sorted;

/// The table: (position key, remaining depth) → bounds and turn line.
#[derive(Debug, Clone)]
pub struct Dictionary {
    /// A power of two of cells; the first `active` are the table's.
    cells: Vec<Cell>,
    /// One tag a cell, [`EMPTY_TAG`] or [`tag`]'s seven bits of the hash with the top bit
    /// set: a probe reads these and opens a cell only when its tag matches, so a key not in
    /// the table (most probes: a new position) is answered from a byte array small enough
    /// to stay in the cache, without loading a cell from memory.
    tags: Vec<u8>,
    /// A power of two: the cells in use, sized by the last two generations' entries (see
    /// [`TranspositionTable::clear`]).
    active: usize,
    /// `64 - log2(active)`: the home cell is the top bits of the hash.
    shift: u32,
    /// The entries of the current generation.
    len: usize,
    /// The entries of the last two generations, the older first.
    recent: [usize; 2],
    /// The live cells while the active cells double (kept to be reused).
    scratch: Vec<Cell>,
    /// The entries whose bounds or turn line do not fit in a cell ([`SPILLED`]): bounds and
    /// line.
    spilled: Vec<(i32, i32, Line)>,
    max_entries: usize,
    /// The bounds of a fresh entry: seed 003's `(MIN_VALUE, MAX_VALUE)`.
    infinity: i32,
}

/// The bytes one entry takes: one cell and its tag (the load factor keeps a quarter to a
/// half of the cells empty).
pub const ENTRY_BYTES: usize = std::mem::size_of::<Cell>() + 1;

/// The tag of a free cell.
const EMPTY_TAG: u8 = 0;

/// The cells of a new table.
const FIRST_CELLS: usize = 1 << 10;

/// One entry, `(lower, upper, move)` under its key and depth, in 16 bytes (four to a cache
/// line): the key, and a word of the depth (byte 0), the bounds (bytes 1 and 2, each an
/// `i8`) and the turn line (bytes 3 to 7: up to five moves, as [`Line::Inline`] holds them).
/// Seed 003's bounds lie in −100..=100 and its turn lines are short; an entry whose bounds
/// or line do not fit keeps them in `spilled`, its lower-bound byte [`SPILLED`] and the
/// index in bytes 3 to 7.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(16))]
struct Cell {
    key: u64,
    packed: u64,
}

const EMPTY: Cell = Cell { key: 0, packed: 0 };

/// The lower-bound byte of a cell whose bounds and line are in `spilled`.
const SPILLED: u8 = 0x80;

/// The bits of a cell's word that hold its turn line: five moves.
const LINE_BITS: u32 = 40;

impl Cell {
    #[inline]
    fn depth(&self) -> Depth {
        Depth::from(self.packed as u8)
    }

    #[inline]
    fn is_spilled(&self) -> bool {
        (self.packed >> 8) as u8 == SPILLED
    }

    /// The bounds and the inline line's word, of a cell that is not spilled; the index in
    /// `spilled` as the word of one that is.
    #[inline]
    fn fields(&self) -> (i32, i32, u64) {
        let lower = i32::from((self.packed >> 8) as u8 as i8);
        let upper = i32::from((self.packed >> 16) as u8 as i8);
        (lower, upper, self.packed >> (64 - LINE_BITS))
    }
}

/// The hash of (`key`, `depth`): Fibonacci hashing (Knuth, §6.4); its top bits pick the
/// home cell, the seven below them the tag.
#[inline]
fn hash(key: u64, depth: Depth) -> u64 {
    (key ^ u64::from(depth).rotate_right(8)).wrapping_mul(MIX)
}

impl Dictionary {
    /// An empty table that holds at most `max_entries` entries; a fresh entry's bounds are
    /// (−`infinity`, `infinity`).
    pub fn new(max_entries: usize, infinity: i32) -> Dictionary {
        Dictionary {
            cells: vec![EMPTY; FIRST_CELLS],
            tags: vec![EMPTY_TAG; FIRST_CELLS],
            active: FIRST_CELLS,
            shift: 64 - FIRST_CELLS.trailing_zeros(),
            len: 0,
            recent: [0; 2],
            scratch: Vec::new(),
            spilled: Vec::new(),
            max_entries,
            infinity,
        }
    }

    /// The home cell of a hash, and the tag a cell holding it carries.
    #[inline]
    fn home_and_tag(&self, h: u64) -> (usize, u8) {
        // `shift` >= 7 for any table that fits in memory
        (
            (h >> self.shift) as usize,
            0x80 | (h >> (self.shift - 7)) as u8,
        )
    }

    /// The cell holding (`key`, `depth`), or the free cell where it would go and the tag it
    /// would carry there.
    #[inline]
    fn find(&self, key: u64, depth: Depth) -> Result<usize, (usize, u8)> {
        let mask = self.active - 1;
        let (mut i, tag) = self.home_and_tag(hash(key, depth));
        loop {
            let t = self.tags[i];
            if t == EMPTY_TAG {
                return Err((i, tag));
            }
            if t == tag {
                let c = &self.cells[i];
                if c.key == key && c.depth() == depth {
                    return Ok(i);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// The cell of (`key`, `depth`), if it is an entry.
    #[inline]
    fn get(&self, key: u64, depth: Depth) -> Option<&Cell> {
        self.find(key, depth).ok().map(|i| &self.cells[i])
    }

    /// True when one more entry needs more cells: past three quarters full, except that the
    /// table never grows past the cells that hold `max_entries` at seven eighths.
    #[inline]
    fn must_grow(&self) -> bool {
        let cells = self.active;
        4 * (self.len + 1) > 3 * cells && self.max_entries.saturating_mul(8) > 7 * cells
    }

    /// Twice the active cells, the entries moved to their new places: into the same
    /// allocation when it is large enough, else into a new one.
    #[cold]
    fn grow(&mut self) {
        let mut live = std::mem::take(&mut self.scratch);
        live.clear();
        live.extend(
            self.cells[..self.active]
                .iter()
                .zip(&self.tags)
                .filter(|(_, &t)| t != EMPTY_TAG)
                .map(|(c, _)| *c),
        );
        self.set_active(2 * self.active);
        for c in &live {
            let Err((i, tag)) = self.find(c.key, c.depth()) else {
                unreachable!("an entry is in the old cells once")
            };
            self.put(i, tag, *c);
        }
        self.scratch = live;
    }

    /// Writes the entry `c` into the free cell `i`, whose tag becomes `tag`.
    #[inline]
    fn put(&mut self, i: usize, tag: u8, c: Cell) {
        self.tags[i] = tag;
        self.cells[i] = c;
    }

    /// Empties the table, with `active` cells in use (a power of two), allocating them when
    /// there are fewer.
    fn set_active(&mut self, active: usize) {
        if active > self.cells.len() {
            self.cells = vec![EMPTY; active];
            self.tags = vec![EMPTY_TAG; active];
        } else {
            self.tags[..active].fill(EMPTY_TAG);
        }
        self.active = active;
        self.shift = 64 - active.trailing_zeros();
    }

    /// The bounds of a cell and its turn line's word (an inline line), or the line itself.
    #[inline]
    fn contents(&self, c: &Cell) -> (i32, i32, Result<u64, &Line>) {
        let (lower, upper, word) = c.fields();
        if c.is_spilled() {
            let (lower, upper, line) = &self.spilled[word as usize];
            (*lower, *upper, Err(line))
        } else {
            (lower, upper, Ok(word))
        }
    }

    /// The entry of a cell: its bounds and its line's first move.
    #[inline]
    fn entry(&self, c: &Cell) -> Entry {
        let (lower, upper, line) = self.contents(c);
        Entry {
            key: c.key,
            depth: c.depth(),
            lower,
            upper,
            best: match line {
                Ok(word) => Line::Inline(word).first(),
                Err(line) => line.first(),
            },
        }
    }

    /// The turn line of a cell.
    fn line_of(&self, c: &Cell) -> Line {
        match self.contents(c).2 {
            Ok(word) => Line::Inline(word),
            Err(line) => line.clone(),
        }
    }

    /// A cell's word for the entry (`depth`, `lower`, `upper`, `line`): packed when it fits,
    /// else spilled beside the cells (into the place of the cell `old`'s spill, if it had one).
    #[inline]
    fn pack(&mut self, depth: Depth, lower: i32, upper: i32, line: &Line, old: &Cell) -> u64 {
        let depth = u64::from(u8::try_from(depth).expect("a search depth below 2^8"));
        let fits = |v: i32| (-127..=127).contains(&v);
        match line {
            Line::Inline(word) if fits(lower) && fits(upper) && word >> LINE_BITS == 0 => {
                depth
                    | u64::from(lower as i8 as u8) << 8
                    | u64::from(upper as i8 as u8) << 16
                    | word << (64 - LINE_BITS)
            }
            _ => self.spill(depth, lower, upper, line, old),
        }
    }

    #[cold]
    fn spill(&mut self, depth: u64, lower: i32, upper: i32, line: &Line, old: &Cell) -> u64 {
        let record = (lower, upper, line.clone());
        let at = if old.is_spilled() {
            let at = old.fields().2;
            self.spilled[at as usize] = record;
            at
        } else {
            self.spilled.push(record);
            self.spilled.len() as u64 - 1
        };
        depth | u64::from(SPILLED) << 8 | at << (64 - LINE_BITS)
    }
}

impl TranspositionTable for Dictionary {
    /// The entry of `key` at exactly `depth` (seed 003: `if key in table`).
    #[inline]
    fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry> {
        match self.find(key, depth) {
            Ok(i) => Some(self.entry(&self.cells[i])),
            Err((i, _)) => {
                // the store after the node's search writes this cell (or one close by): its
                // load from memory overlaps the search instead of stalling the store
                prefetch(&self.cells[i]);
                None
            }
        }
    }

    /// The deepest entry of `key`.
    fn peek(&self, key: u64) -> Option<Entry> {
        (0..=crate::search::run::MAX_DEPTH)
            .rev()
            .find_map(|depth| self.get(key, depth).map(|c| self.entry(c)))
    }

    /// `table[key] = (lower, upper, move)`: the bound not given is kept from the entry of
    /// the same key, or (−infinity, +infinity) for a new one; the line replaces the old
    /// (the best move alone when the search keeps no lines). A new key past `max_entries`
    /// is refused.
    #[inline]
    fn store(&mut self, key: u64, depth: Depth, write: Write) -> Written {
        let Write {
            lower,
            upper,
            best,
            line,
        } = write;
        let one;
        let line = match (line.is_empty(), best) {
            (true, Some(b)) => {
                one = Line::one(b);
                &one
            }
            _ => line,
        };
        let (lower, upper) = match self.find(key, depth) {
            Ok(i) => {
                let old = self.cells[i];
                let (mut l, mut u, _) = self.contents(&old);
                if let Some(lower) = lower {
                    l = lower;
                }
                if let Some(upper) = upper {
                    u = upper;
                }
                self.cells[i].packed = self.pack(depth, l, u, line, &old);
                (l, u)
            }
            Err(_) if self.len >= self.max_entries => return Err(Full),
            Err((mut i, mut tag)) => {
                if self.must_grow() {
                    self.grow();
                    (i, tag) = self.find(key, depth).expect_err("a new key");
                }
                self.len += 1;
                // the whole cell written from registers, none of it read: the store need
                // not wait for the cell's line to arrive from memory
                let (l, u) = (
                    lower.unwrap_or(-self.infinity),
                    upper.unwrap_or(self.infinity),
                );
                let packed = self.pack(depth, l, u, line, &EMPTY);
                self.put(i, tag, Cell { key, packed });
                (l, u)
            }
        };
        let entry = Entry {
            key,
            depth,
            lower,
            upper,
            best: line.first(),
        };
        Ok((entry, None))
    }

    fn line(&self, key: u64, depth: Depth) -> Line {
        self.get(key, depth)
            .map_or(Line::EMPTY, |c| self.line_of(c))
    }

    fn clear(&mut self) {
        // seed 003: `table = {}`. The cells are kept (the next root search neither
        // allocates nor touches fresh pages) and only their tags are written. It uses
        // as many cells as the larger of the last two generations needed (in a game the
        // players search by turns; each one's searches are of similar sizes), so that a
        // small search's entries lie close together in the cache.
        self.recent = [self.recent[1], self.len];
        let expected = self.recent[0].max(self.recent[1]);
        let active = (expected * 4 / 3 + 1)
            .next_power_of_two()
            .clamp(FIRST_CELLS, self.cells.len());
        self.set_active(active);
        self.len = 0;
        self.spilled.clear();
    }

    fn len(&self) -> usize {
        self.len
    }

    /// In key order, then depth order (not the cells', which depends on their number).
    fn snapshot(&self) -> Vec<Entry> {
        let entries: Vec<Entry> = self.cells[..self.active]
            .iter()
            .zip(&self.tags)
            .filter(|(_, &t)| t != EMPTY_TAG)
            .map(|(c, _)| self.entry(c))
            .collect();
        // (key, depth, place) sorted: the page's one small sort (src/sorted.rs)
        let order = sorted(
            entries
                .iter()
                .enumerate()
                .map(|(i, e)| (e.key, e.depth, i))
                .collect(),
        );
        order.into_iter().map(|(_, _, i)| entries[i]).collect()
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
        t.store(7, 3, Write::new(None, Some(5), Some(2), &Line::EMPTY))
            .unwrap();
        assert!(t.probe(7, 2).is_none() && t.probe(7, 4).is_none());
        let e = t.probe(7, 3).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-100, 5, Some(2)));
        t.store(
            7,
            2,
            Write::new(Some(1), Some(1), None, &Line::then(4, &Line::one(0))),
        )
        .unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t.line(7, 2).to_vec(), [4, 0]);
        // the other bound is kept, the line replaced
        t.store(7, 3, Write::new(Some(-3), None, Some(1), &Line::EMPTY))
            .unwrap();
        let e = t.probe(7, 3).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (-3, 5, Some(1)));
        assert_eq!(t.peek(7).unwrap().depth, 3);
    }

    #[test]
    fn a_full_dictionary_refuses_a_new_key_but_updates_an_old_one() {
        let mut t = Dictionary::new(2, 100);
        t.store(1, 1, Write::new(Some(0), None, None, &Line::EMPTY))
            .unwrap();
        t.store(2, 1, Write::new(Some(0), None, None, &Line::EMPTY))
            .unwrap();
        assert_eq!(
            t.store(3, 1, Write::new(Some(0), None, None, &Line::EMPTY)),
            Err(Full)
        );
        assert!(t
            .store(2, 1, Write::new(None, Some(4), None, &Line::EMPTY))
            .is_ok());
        assert_eq!(t.len(), 2);
        t.clear();
        assert!(t.is_empty());
    }

    #[test]
    fn bounds_and_lines_too_large_for_a_cell_are_kept_beside_it() {
        let mut t = Dictionary::new(100, crate::game::INF);
        let long = (0..9)
            .rev()
            .fold(Line::EMPTY, |line, m| Line::then(m, &line));
        t.store(5, 2, Write::new(Some(-1000), None, None, &Line::one(3)))
            .unwrap();
        t.store(6, 2, Write::new(Some(1), Some(2), None, &long))
            .unwrap();
        t.store(7, 2, Write::new(Some(1), Some(2), None, &Line::one(300)))
            .unwrap();
        let six = (0..6).fold(Line::EMPTY, |line, m| Line::then(m, &line));
        t.store(8, 2, Write::new(Some(1), Some(2), None, &six))
            .unwrap();
        assert_eq!(t.line(8, 2).to_vec(), [5, 4, 3, 2, 1, 0]);
        let e = t.probe(5, 2).unwrap();
        assert_eq!(
            (e.lower, e.upper, e.best),
            (-1000, crate::game::INF, Some(3))
        );
        assert_eq!(t.line(6, 2).to_vec(), (0..9).collect::<Vec<u32>>());
        assert_eq!(t.line(7, 2).to_vec(), [300]);
        // an entry moves in and out of a cell as its bounds and line change
        t.store(5, 2, Write::new(Some(4), Some(9), None, &Line::one(1)))
            .unwrap();
        let e = t.probe(5, 2).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (4, 9, Some(1)));
        t.store(6, 2, Write::new(None, Some(-500), None, &Line::one(2)))
            .unwrap();
        let e = t.probe(6, 2).unwrap();
        assert_eq!((e.lower, e.upper, e.best), (1, -500, Some(2)));
        assert_eq!(t.snapshot().len(), 4);
    }

    #[test]
    fn many_keys_survive_the_table_growing_and_clear_empties_it() {
        let mut t = Dictionary::new(100_000, 100);
        let key = |k: u64| k.wrapping_mul(7919) ^ (k << 40);
        for k in 0..5000u64 {
            let depth = (k % 5) as Depth;
            t.store(
                key(k),
                depth,
                Write::new(Some(k as i32 % 50), None, None, &Line::EMPTY),
            )
            .unwrap();
        }
        assert_eq!((t.len(), t.snapshot().len()), (5000, 5000));
        for k in 0..5000u64 {
            let depth = (k % 5) as Depth;
            assert_eq!(t.probe(key(k), depth).unwrap().lower, k as i32 % 50);
            assert!(t.probe(key(k), depth + 1).is_none());
        }
        t.clear();
        assert!(t.probe(key(1), 1).is_none() && t.snapshot().is_empty());
        t.store(key(1), 1, Write::new(None, Some(3), None, &Line::EMPTY))
            .unwrap();
        assert_eq!(t.probe(key(1), 1).unwrap().upper, 3);
    }
}
