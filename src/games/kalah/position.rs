//! Kalah position texts (`6,6,6,6,6,6,0,6,6,6,6,6,6,0;1`: the places' seed counts, then
//! who is to move) and the position key of the TT.

use super::{max_total, Board, MAX_PITS, PLACES};
use crate::game::InputError;
use crate::games::finalise;
use std::sync::LazyLock;

/// The pits a side of a board of `places` places (`2n + 2`, n = 1 to 6).
pub(super) fn pits_for_places(places: usize) -> Result<usize, InputError> {
    if places % 2 == 1 || !(4..=PLACES).contains(&places) {
        return Err(InputError::new(format!(
            "position text has {places} places; a board has 2n + 2 (n = 1 to 6 pits a side): 4, 6, 8, 10, 12 or 14"
        )));
    }
    Ok((places - 2) / 2)
}

/// Reads a position text (see [`Kalah::parse`](super::Kalah::parse)): the seed counts and whether the first
/// player is to move. Errors say what is wrong and where (the place and its byte offset).
pub fn parse_position(text: &str) -> Result<(Vec<u32>, bool), InputError> {
    let (board_text, side_text, side_at) = match text.find(';') {
        Some(at) => (&text[..at], Some(&text[at + 1..]), at + 1),
        None => (text, None, text.len()),
    };
    if board_text.trim().is_empty() {
        return Err(InputError::new(
            "position text is empty: expected 2n + 2 seed counts separated by commas",
        ));
    }
    let mut counts = Vec::new();
    let mut at = 0;
    for (place, item) in board_text.split(',').enumerate() {
        let lead = item.len() - item.trim_start().len();
        let word = item.trim();
        let byte = at + lead;
        at += item.len() + 1;
        if place >= PLACES {
            return Err(InputError::new(format!(
                "position text has more than {PLACES} places (place {place} at byte {byte}); a board has at most 14 (6 pits a side)"
            )));
        }
        if word.is_empty() {
            return Err(InputError::new(format!(
                "place {place} (byte {byte}) is empty: expected a seed count"
            )));
        }
        let number: i64 = match word.parse() {
            Ok(n) => n,
            Err(_) => {
                let digits = word.trim_start_matches(['-', '+']);
                if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                    if word.starts_with('-') {
                        return Err(InputError::new(format!(
                            "place {place} (byte {byte}): negative seed count {word}"
                        )));
                    }
                    return Err(InputError::new(format!(
                        "place {place} (byte {byte}): too many seeds: {word}"
                    )));
                }
                return Err(InputError::new(format!(
                    "place {place} (byte {byte}): '{word}' is not a seed count"
                )));
            }
        };
        if number < 0 {
            return Err(InputError::new(format!(
                "place {place} (byte {byte}): negative seed count {number}"
            )));
        }
        if number > i64::from(max_total(MAX_PITS)) {
            return Err(InputError::new(format!(
                "place {place} (byte {byte}): too many seeds: {number} (a board holds at most {})",
                max_total(MAX_PITS)
            )));
        }
        counts.push(number as u32);
    }
    pits_for_places(counts.len())?;
    let first_to_move = match side_text {
        None => true,
        Some(side) => match side.trim().to_ascii_lowercase().as_str() {
            "1" | "first" => true,
            "2" | "second" => false,
            other => {
                return Err(InputError::new(format!(
                    "side to move (byte {side_at}): '{other}' is not 1, 2, first or second"
                )))
            }
        },
    };
    Ok((counts, first_to_move))
}

/// A well-mixed 64-bit key of a board and the side to move.
pub fn position_key(board: &Board, first_to_move: bool) -> u64 {
    let mut low = [0u8; 8];
    let mut high = [0u8; 8];
    low.copy_from_slice(&board[..8]);
    high[..PLACES - 8].copy_from_slice(&board[8..]);
    high[7] = u8::from(first_to_move) + 1;
    finalise(u64::from_le_bytes(low) ^ finalise(u64::from_le_bytes(high)))
}

/// Rows of [`BINOMIAL`]: one for each k < 16 (a board has at most 14 places).
const KS: usize = 16;
/// Columns of [`BINOMIAL`]: n < 128 (a board holds at most 72 seeds, so n <= 85).
const NS: usize = 128;

/// Binomial coefficients C(n, k) for n < 86 and k < 14 (zero elsewhere): enough to rank
/// every board of up to 14 places holding up to 72 seeds (Pascal's triangle). Stored by k,
/// then n, padded to powers of two so that [`exact_key`] indexes with masks (no bounds
/// checks) and both of its look-ups of one place fall in one row. Built on first use
/// rather than at compile time: as a constant it would ship in the wasm's data.
static BINOMIAL: LazyLock<Box<[[u64; NS]; KS]>> = LazyLock::new(|| {
    let mut c = Box::new([[0u64; NS]; KS]);
    for n in 0..86 {
        c[0][n] = 1;
        for k in 1..PLACES.min(n + 1) {
            c[k][n] = c[k - 1][n - 1] + if k < n { c[k][n - 1] } else { 0 };
        }
    }
    c
});

/// An exact key of a board of `places` places holding `total` seeds in all, and the side to
/// move: the board's rank among all such boards (the combinatorial number system over the
/// compositions of `total` into `places` parts), doubled, plus one when the first player is
/// to move. Two positions have the same key only when they are the same position; Kalah(6,
/// 6) needs 51 bits (C(85, 13) boards).
pub fn exact_key(board: &Board, places: usize, total: u32, first_to_move: bool) -> u64 {
    let binomial = &**BINOMIAL;
    // the full board separately, so that its loop is unrolled with constant k
    let rank = if places == PLACES {
        rank(binomial, board, PLACES, total)
    } else {
        rank(binomial, board, places, total)
    };
    rank * 2 + u64::from(first_to_move)
}

/// The rank of [`exact_key`].
#[inline(always)]
fn rank(binomial: &[[u64; NS]; KS], board: &Board, places: usize, total: u32) -> u64 {
    debug_assert!(places <= PLACES && total <= max_total(MAX_PITS));
    let mut rank = 0u64;
    let mut left = total as usize;
    for (i, &c) in board[..places - 1].iter().enumerate() {
        // the boards that agree before place i and hold fewer seeds there come first:
        // sum over v < c of C(left - v + k - 1, k - 1) = C(left + k, k) - C(left - c + k, k)
        let k = places - 1 - i;
        let c = usize::from(c);
        debug_assert!(c <= left, "the board holds more than total seeds");
        let row = &binomial[k % KS];
        rank += row[(left + k) % NS] - row[(left.wrapping_sub(c) + k) % NS];
        left = left.wrapping_sub(c);
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_key_ranks_every_board_of_a_size_once() {
        // every board of 4 places holding 7 seeds: C(10, 3) = 120 of them, ranked 0..120
        let mut ranks = Vec::new();
        for a in 0..=7u8 {
            for b in 0..=7 - a {
                for c in 0..=7 - a - b {
                    let mut board = [0u8; PLACES];
                    board[..4].copy_from_slice(&[a, b, c, 7 - a - b - c]);
                    let key = exact_key(&board, 4, 7, true);
                    assert_eq!(key % 2, 1, "the first player to move");
                    assert_eq!(exact_key(&board, 4, 7, false), key - 1);
                    ranks.push(key / 2);
                }
            }
        }
        ranks.sort_unstable();
        assert_eq!(ranks, (0..120).collect::<Vec<u64>>());
        // the largest board fits: Kalah(6, 6)'s last rank is C(85, 13) - 1
        let mut last = [0u8; PLACES];
        last[13] = 72;
        let first = {
            let mut b = [0u8; PLACES];
            b[0] = 72;
            b
        };
        assert_eq!(exact_key(&last, 14, 72, false), 0);
        assert_eq!(exact_key(&first, 14, 72, false) / 2, BINOMIAL[13][85] - 1);
    }
}
