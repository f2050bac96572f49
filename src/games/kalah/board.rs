//! A Kalah board as two 64-bit words, one a side (a side's pits and store a byte each), so
//! that a move is a few word operations on values held in registers, without byte stores:
//! the word-at-a-time style of the bitboards of chess programs.

use super::PLACES;
use std::fmt;

/// The seed counts of a board's places: the first player's pits `0..n`, their store `n`,
/// the second player's pits `n+1..=2n`, their store `2n + 1` (`n` pits a side, 1 to 6).
/// Read and written by place ([`Board::get`], [`Board::set`]); [`Board::places`] gives them
/// as an array.
///
/// Held as two words: the first player's places in bytes `0..=n` of the first (byte `k` of
/// a word is `(word >> 8k) & 0xFF`), the second player's in the same bytes of the second, and `n` in the first word's top byte (a side has at most seven places), the
/// other bytes zero. Two words rather than 16 bytes, so that a board is held, passed and
/// copied as two words: a board written as words and read back as one 16-byte block would
/// wait for the writes to leave the store queue.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    first: u64,
    second: u64,
}

/// The byte of the first word that holds the pits a side.
const PITS_BYTE: usize = 7;

/// The bytes of a side in its word: all but the top one.
const SIDE: u64 = (1 << (8 * PITS_BYTE)) - 1;

/// A byte of one in every byte of a word: `x * ONES` adds up the bytes of `x` (byte `k` of
/// the product is the sum of bytes `0..=k`, while no sum passes 255).
pub(super) const ONES: u64 = 0x0101_0101_0101_0101;

/// Byte `k` of `word`.
#[inline]
pub(super) fn byte(word: u64, k: usize) -> u64 {
    (word >> (8 * k)) & 0xFF
}

impl Board {
    /// The board of `places` (2n + 2 seed counts, n = 1 to 6).
    ///
    /// # Panics
    /// When `places` has another length: a caller checks the player's text first
    /// ([`Kalah::parse`](super::Kalah::parse) says what is wrong and where).
    pub fn new(places: &[u8]) -> Board {
        let mut board = Board::empty(places.len() / 2 - 1);
        assert_eq!(places.len(), board.len(), "a board has 2n + 2 places");
        for (place, &seeds) in places.iter().enumerate() {
            board.set(place, seeds);
        }
        board
    }

    /// The board of `pits` pits a side (1 to 6) with no seeds.
    pub fn empty(pits: usize) -> Board {
        assert!((1..=6).contains(&pits), "1 to 6 pits a side");
        Board::from_sides(pits, 0, 0)
    }

    /// Pits a side.
    #[inline]
    pub fn pits(&self) -> usize {
        (self.first >> (8 * PITS_BYTE)) as usize
    }

    /// The seeds in place `place`.
    ///
    /// # Panics
    /// When the board has no such place.
    #[inline]
    pub fn get(&self, place: usize) -> u8 {
        let (word, at) = self.word_of(place);
        (*word >> (8 * at)) as u8
    }

    /// Puts `seeds` seeds in place `place`.
    ///
    /// # Panics
    /// When the board has no such place.
    #[inline]
    pub fn set(&mut self, place: usize, seeds: u8) {
        let (word, at) = self.word_of_mut(place);
        *word = (*word & !(0xFF << (8 * at))) | u64::from(seeds) << (8 * at);
    }

    /// Places on the board: `2n + 2`.
    #[inline]
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        2 * self.pits() + 2
    }

    /// The seed counts of the places in order, the 14 places of the largest board (zero
    /// past this board's `2n + 2`).
    pub fn places(&self) -> [u8; PLACES] {
        let mut places = [0u8; PLACES];
        for (place, seeds) in places[..self.len()].iter_mut().enumerate() {
            *seeds = self.get(place);
        }
        places
    }

    /// The seed counts of the places in order.
    pub fn iter(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.len()).map(|place| self.get(place))
    }

    /// The side and the byte in its word of place `place`: true for the second side.
    #[inline]
    fn side_of(&self, place: usize) -> (bool, usize) {
        let pits = self.pits();
        assert!(place < 2 * pits + 2, "place {place} is off the board");
        if place <= pits {
            (false, place)
        } else {
            (true, place - (pits + 1))
        }
    }

    #[inline]
    fn word_of(&self, place: usize) -> (&u64, usize) {
        match self.side_of(place) {
            (false, at) => (&self.first, at),
            (true, at) => (&self.second, at),
        }
    }

    #[inline]
    fn word_of_mut(&mut self, place: usize) -> (&mut u64, usize) {
        match self.side_of(place) {
            (false, at) => (&mut self.first, at),
            (true, at) => (&mut self.second, at),
        }
    }

    /// The two sides, each a word: the first player's places (pits, then store) in bytes
    /// `0..=n` of the first, the second player's in those of the second, the rest zero.
    #[inline]
    pub(super) fn sides(&self) -> (u64, u64) {
        (self.first & SIDE, self.second)
    }

    /// The board of `pits` pits a side whose two sides are `first` and `second`, as
    /// [`sides`](Self::sides) gives them.
    #[inline]
    pub(super) fn from_sides(pits: usize, first: u64, second: u64) -> Board {
        debug_assert!(first >> (8 * (pits + 1)) == 0 && second >> (8 * (pits + 1)) == 0);
        Board {
            first: first | (pits as u64) << (8 * PITS_BYTE),
            second,
        }
    }

    /// The places as two words in place order: places `0..8` in the first (place `k` in
    /// byte `k`), the rest in the second.
    #[inline]
    pub(super) fn in_order(&self) -> (u64, u64) {
        let (first, second) = self.sides();
        // a side is 2 to 7 bytes: no shift reaches 64
        let bits = 8 * (self.pits() + 1);
        (first | second << bits, second >> (64 - bits))
    }
}

impl From<[u8; PLACES]> for Board {
    /// The board of Kalah(6, ·) holding `places`.
    fn from(places: [u8; PLACES]) -> Board {
        Board::new(&places)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_is_a_word_and_in_order_is_place_k_in_byte_k() {
        for pits in 1..=6 {
            let places: Vec<u8> = (1..=2 * pits as u8 + 2).collect();
            let board = Board::new(&places);
            assert_eq!((board.pits(), board.len()), (pits, 2 * pits + 2));
            assert_eq!(board.iter().collect::<Vec<u8>>(), places);
            let (first, second) = board.sides();
            for k in 0..=pits {
                assert_eq!(byte(first, k), k as u64 + 1);
                assert_eq!(byte(second, k), (pits + 2 + k) as u64);
            }
            assert_eq!(first >> (8 * (pits + 1)), 0);
            assert_eq!(second >> (8 * (pits + 1)), 0);
            assert_eq!(Board::from_sides(pits, first, second), board);
            let (low, high) = board.in_order();
            let mut expected = [0u8; 16];
            expected[..places.len()].copy_from_slice(&places);
            assert_eq!(
                u128::from(low) | u128::from(high) << 64,
                u128::from_le_bytes(expected)
            );
        }
    }
}
