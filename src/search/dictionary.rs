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
//! one 32-byte cell per entry (the key, the depth, the two bounds and a turn line of up to
//! [`INLINE`](super::line::INLINE) moves; a longer line is kept beside the cells), two cells to a cache
//! line, the home cell picked by Fibonacci hashing of the key and the depth. Seed 003's
//! `table = {}` before every root search is a generation stamp: a cell belongs to the table
//! only when it carries the current generation, so emptying the table writes nothing (and,
//! since nothing is ever removed within a generation, a cell of an older one ends a probe
//! as an empty cell does). What the seed counts is unchanged: the same keys are found, the
//! same stores made.

use super::line::Line;
use super::tt::{Entry, Full, TranspositionTable};
use crate::game::Depth;
use crate::sorted::sorted;

/// The table: (position key, remaining depth) → bounds and turn line.
#[derive(Debug, Clone)]
pub struct Dictionary {
    /// A power of two of cells; the first `active` hold the current generation.
    cells: Vec<Cell>,
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
    /// The current generation: the cells that carry it are the table's entries.
    generation: u16,
    /// The turn lines too long for a cell ([`LONG`]).
    long_lines: Vec<Line>,
    max_entries: usize,
    /// The bounds of a fresh entry: seed 003's `(MIN_VALUE, MAX_VALUE)`.
    infinity: i32,
}

/// The bytes one entry takes: one cell (the load factor keeps a quarter to a half of the
/// cells empty).
pub const ENTRY_BYTES: usize = std::mem::size_of::<Cell>();

/// A cell's `len` when its turn line is in `long_lines`, at the index in `moves`.
const LONG: u8 = u8::MAX;

/// The cells of a new table.
const FIRST_CELLS: usize = 1 << 10;

/// One entry: `(lower, upper, move)` under its key and depth.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(32))]
struct Cell {
    key: u64,
    lower: i32,
    upper: i32,
    /// The turn line: as [`Line::Inline`] holds it, or where it is in `long_lines`.
    moves: u64,
    /// The cell is an entry only when this is the table's generation.
    generation: u16,
    depth: u16,
    /// The turn line's length, or [`LONG`].
    len: u8,
}

const EMPTY: Cell = Cell {
    key: 0,
    lower: 0,
    upper: 0,
    moves: 0,
    generation: 0,
    depth: 0,
    len: 0,
};

impl Dictionary {
    /// An empty table that holds at most `max_entries` entries; a fresh entry's bounds are
    /// (−`infinity`, `infinity`).
    pub fn new(max_entries: usize, infinity: i32) -> Dictionary {
        Dictionary {
            cells: vec![EMPTY; FIRST_CELLS],
            active: FIRST_CELLS,
            shift: 64 - FIRST_CELLS.trailing_zeros(),
            len: 0,
            recent: [0; 2],
            scratch: Vec::new(),
            generation: 1,
            long_lines: Vec::new(),
            max_entries,
            infinity,
        }
    }

    /// The home cell of (`key`, `depth`): Fibonacci hashing (Knuth, §6.4).
    #[inline]
    fn home(&self, key: u64, depth: Depth) -> usize {
        let h = (key ^ u64::from(depth).rotate_right(8)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> self.shift) as usize
    }

    /// The cell holding (`key`, `depth`), or the free cell where it would go.
    #[inline]
    fn find(&self, key: u64, depth: Depth) -> Result<usize, usize> {
        let mask = self.active - 1;
        let mut i = self.home(key, depth);
        loop {
            let c = &self.cells[i];
            if c.generation != self.generation {
                return Err(i);
            }
            if c.key == key && u32::from(c.depth) == depth {
                return Ok(i);
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
    /// allocation when it is large enough (the cells stale by a new generation), else into
    /// a new one.
    #[cold]
    fn grow(&mut self) {
        let generation = self.generation;
        let mut live = std::mem::take(&mut self.scratch);
        live.clear();
        live.extend(
            self.cells[..self.active]
                .iter()
                .filter(|c| c.generation == generation),
        );
        self.set_active(2 * self.active);
        for c in live.iter_mut() {
            c.generation = self.generation;
            let Err(i) = self.find(c.key, Depth::from(c.depth)) else {
                unreachable!("an entry is in the old cells once")
            };
            self.cells[i] = *c;
        }
        self.scratch = live;
    }

    /// Starts a new generation with `active` cells in use (a power of two), allocating them
    /// when there are fewer.
    fn set_active(&mut self, active: usize) {
        if active > self.cells.len() {
            self.cells = vec![EMPTY; active];
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.cells.fill(EMPTY);
            self.generation = 1;
        }
        self.active = active;
        self.shift = 64 - active.trailing_zeros();
    }

    /// The entry of a cell: its bounds and its line's first move.
    #[inline]
    fn entry(&self, c: &Cell) -> Entry {
        Entry {
            key: c.key,
            depth: Depth::from(c.depth),
            lower: c.lower,
            upper: c.upper,
            best: match c.len {
                0 => None,
                LONG => self.long_lines[c.moves as usize].first(),
                len => Line::Inline(len, c.moves).first(),
            },
        }
    }

    /// The turn line of a cell.
    fn line_of(&self, c: &Cell) -> Line {
        match c.len {
            0 => Line::Empty,
            LONG => self.long_lines[c.moves as usize].clone(),
            len => Line::Inline(len, c.moves),
        }
    }

    /// Writes `line` into the cell `i`, reusing the place of a long line it held before.
    #[inline]
    fn set_line(&mut self, i: usize, line: &Line) {
        match line {
            Line::Empty => self.cells[i].len = 0,
            Line::Inline(len, moves) => {
                let c = &mut self.cells[i];
                c.len = *len;
                c.moves = *moves;
            }
            _ => self.set_long_line(i, line),
        }
    }

    #[cold]
    fn set_long_line(&mut self, i: usize, line: &Line) {
        let at = if self.cells[i].len == LONG {
            let at = self.cells[i].moves as usize;
            self.long_lines[at] = line.clone();
            at
        } else {
            self.long_lines.push(line.clone());
            self.long_lines.len() - 1
        };
        let c = &mut self.cells[i];
        c.len = LONG;
        c.moves = at as u64;
    }
}

impl TranspositionTable for Dictionary {
    /// The entry of `key` at exactly `depth` (seed 003: `if key in table`).
    #[inline]
    fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry> {
        self.get(key, depth).map(|c| self.entry(c))
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
    fn store(
        &mut self,
        key: u64,
        depth: Depth,
        lower: Option<i32>,
        upper: Option<i32>,
        best: Option<u32>,
        line: &Line,
    ) -> Result<(Entry, Option<u64>), Full> {
        let i = match self.find(key, depth) {
            Ok(i) => i,
            Err(_) if self.len >= self.max_entries => return Err(Full),
            Err(mut i) => {
                if self.must_grow() {
                    self.grow();
                    i = self.find(key, depth).expect_err("a new key");
                }
                self.len += 1;
                self.cells[i] = Cell {
                    key,
                    lower: -self.infinity,
                    upper: self.infinity,
                    moves: 0,
                    generation: self.generation,
                    depth: u16::try_from(depth).expect("a search depth below 2^16"),
                    len: 0,
                };
                i
            }
        };
        let c = &mut self.cells[i];
        if let Some(l) = lower {
            c.lower = l;
        }
        if let Some(u) = upper {
            c.upper = u;
        }
        let entry = Entry {
            key,
            depth,
            lower: c.lower,
            upper: c.upper,
            best: line.first().or(best),
        };
        match (line.is_empty(), best) {
            (false, _) => self.set_line(i, line),
            (true, Some(b)) => self.set_line(i, &Line::one(b)),
            (true, None) => self.set_line(i, &Line::Empty),
        }
        Ok((entry, None))
    }

    fn line(&self, key: u64, depth: Depth) -> Line {
        self.get(key, depth)
            .map_or(Line::Empty, |c| self.line_of(c))
    }

    fn clear(&mut self) {
        // seed 003: `table = {}`. A new generation: the cells are kept (the next root
        // search neither allocates nor touches fresh pages) and none is written. It uses
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
        self.long_lines.clear();
    }

    fn len(&self) -> usize {
        self.len
    }

    /// In key order, then depth order (not the cells', which depends on their number).
    fn snapshot(&self) -> Vec<Entry> {
        let entries: Vec<Entry> = self.cells[..self.active]
            .iter()
            .filter(|c| c.generation == self.generation)
            .map(|c| self.entry(c))
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
