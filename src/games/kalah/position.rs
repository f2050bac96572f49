//! Kalah position texts (`6,6,6,6,6,6,0,6,6,6,6,6,6,0;1`: the places' seed counts, then
//! who is to move) and the position key of the TT.

use super::{max_total, Board, MAX_PITS, PLACES};
use crate::game::InputError;
use crate::games::finalise;

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

/// Binomial coefficients C(n, k) for n < 86 and k < 14: enough to rank every board of up to
/// 14 places holding up to 72 seeds (Pascal's triangle, built at compile time).
const BINOMIAL: [[u64; PLACES]; 86] = {
    let mut c = [[0u64; PLACES]; 86];
    let mut n = 0;
    while n < 86 {
        c[n][0] = 1;
        let mut k = 1;
        while k < PLACES && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
};

/// An exact key of a board of `places` places holding `total` seeds in all, and the side to
/// move: the board's rank among all such boards (the combinatorial number system over the
/// compositions of `total` into `places` parts), doubled, plus one when the first player is
/// to move. Two positions have the same key only when they are the same position; Kalah(6,
/// 6) needs 51 bits (C(85, 13) boards).
pub fn exact_key(board: &Board, places: usize, total: u32, first_to_move: bool) -> u64 {
    let mut rank = 0u64;
    let mut left = total as usize;
    for (i, &c) in board[..places - 1].iter().enumerate() {
        // the boards that agree before place i and hold fewer seeds there come first:
        // sum over v < c of C(left - v + k - 1, k - 1) = C(left + k, k) - C(left - c + k, k)
        let k = places - 1 - i;
        let c = usize::from(c);
        rank += BINOMIAL[left + k][k] - BINOMIAL[left - c + k][k];
        left -= c;
    }
    rank * 2 + u64::from(first_to_move)
}
