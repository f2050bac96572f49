//! Either transposition table behind one type: MT's fixed-size table (Plaat et al., tt.rs)
//! or seed 003's dictionary (M. Hiroi, dictionary.rs). The session searches every game
//! with it, so the searches are compiled once for both tables (one copy in the wasm); the
//! command line uses each table's own type.

use super::dictionary::Dictionary;
use super::line::Line;
use super::tt::{Entry, Found, Table, TranspositionTable, Write, Written};
use crate::game::Depth;

/// MT's table or seed 003's.
#[derive(Debug, Clone)]
pub enum AnyTable {
    Mt(Table),
    Dictionary(Dictionary),
}

impl From<Table> for AnyTable {
    fn from(t: Table) -> Self {
        AnyTable::Mt(t)
    }
}

impl From<Dictionary> for AnyTable {
    fn from(t: Dictionary) -> Self {
        AnyTable::Dictionary(t)
    }
}

/// `$body` with `$t` bound to the table inside, whichever it is.
macro_rules! either {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            AnyTable::Mt($t) => $body,
            AnyTable::Dictionary($t) => $body,
        }
    };
}

impl TranspositionTable for AnyTable {
    #[inline]
    fn probe(&mut self, key: u64, depth: Depth) -> Option<Entry> {
        either!(self, t => t.probe(key, depth))
    }

    #[inline]
    fn probe_best(&mut self, key: u64, depth: Depth, want_best: bool) -> Found {
        either!(self, t => t.probe_best(key, depth, want_best))
    }

    fn peek(&self, key: u64) -> Option<Entry> {
        either!(self, t => t.peek(key))
    }

    #[inline]
    fn store(&mut self, key: u64, depth: Depth, write: Write) -> Written {
        either!(self, t => t.store(key, depth, write))
    }

    fn line(&self, key: u64, depth: Depth) -> Line {
        either!(self, t => t.line(key, depth))
    }

    fn clear(&mut self) {
        either!(self, t => t.clear())
    }

    fn len(&self) -> usize {
        either!(self, t => t.len())
    }

    fn snapshot(&self) -> Vec<Entry> {
        either!(self, t => t.snapshot())
    }

    fn capacity(&self) -> usize {
        either!(self, t => TranspositionTable::capacity(t))
    }
}
