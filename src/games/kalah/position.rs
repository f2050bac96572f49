//! Kalah position texts (`6,6,6,6,6,6,0,6,6,6,6,6,6,0;1`: the places' seed counts, then
//! who is to move) and the position key of the TT.

use super::board::{byte, ONES};
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
    // `split_once`, not slices by index, which may panic: see Parser::line_col in tree.rs
    let (board_text, side_text, side_at) = match text.split_once(';') {
        Some((board, side)) => (board, Some(side), board.len() + 1),
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
    // places 0..8 in the low word, 8..14 and the side (in the top byte) in the high one
    let (low, high) = board.in_order();
    let high = high | (u64::from(first_to_move) + 1) << 56;
    finalise(low ^ finalise(high))
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

/// The rank of [`exact_key`]: with `c_i` the seeds in place `i` and `left_i` those in places
/// `i..` (`left_0 = total`), the boards that agree before place `i` and hold fewer seeds
/// there come first, `sum over v < c_i of C(left_i - v + k - 1, k - 1) = C(left_i + k, k) -
/// C(left_{i+1} + k, k)` with `k = places - 1 - i`. Added up, the terms of each `left_i`
/// meet by Pascal's rule, `C(l + k, k) - C(l + k + 1, k + 1) = -C(l + k, k + 1)`, so that
///
/// `rank = C(total + places - 1, places - 1) - 1 - sum over 0 < j < places of
/// C(left_j + places - 1 - j, places - j)`,
///
/// one independent look-up a place, `left_j` from the prefix sums of the board's two words.
#[inline(always)]
fn rank(binomial: &[[u64; NS]; KS], board: &Board, places: usize, total: u32) -> u64 {
    debug_assert!(places <= PLACES && total <= max_total(MAX_PITS));
    let pits = places / 2 - 1;
    let (first, second) = board.sides();
    // byte k: the seeds in places 0..=k of the side (at most 72 a byte: no carries)
    let before_first = first.wrapping_mul(ONES);
    let before_second = second.wrapping_mul(ONES);
    let first_side = byte(before_first, 7) as usize;
    let total = total as usize;
    let mut rank = binomial[(places - 1) % KS][(total + places - 1) % NS] - 1;
    for j in 1..places {
        let before = if j <= pits + 1 {
            byte(before_first, j - 1) as usize
        } else {
            first_side + byte(before_second, j - pits - 2) as usize
        };
        // wrapping: a board holding more than `total` indexes garbage, never panics
        let left = total.wrapping_sub(before);
        let k = places - j;
        rank = rank.wrapping_sub(binomial[k % KS][left.wrapping_add(k - 1) % NS]);
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rank place by place, as the combinatorial number system defines it.
    fn rank_by_the_book(board: &Board, places: usize, total: u32) -> u64 {
        let c = |n: usize, k: usize| BINOMIAL[k][n];
        let mut rank = 0;
        let mut left = total as usize;
        for i in 0..places - 1 {
            let k = places - 1 - i;
            for v in 0..usize::from(board.get(i)) {
                rank += c(left - v + k - 1, k - 1);
            }
            left -= usize::from(board.get(i));
        }
        rank
    }

    #[test]
    fn exact_key_is_the_rank_by_the_book_on_random_boards() {
        let mut state = 3u64;
        for _ in 0..20_000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            let pits = 1 + (state >> 40) as usize % 6;
            let places = 2 * pits + 2;
            let total = 1 + (state >> 20) as u32 % (12 * pits as u32);
            let mut board = Board::empty(pits);
            for s in 0..total {
                let at = (state >> (s % 50)) as usize % places;
                board.set(at, board.get(at) + 1);
            }
            let key = exact_key(&board, places, total, false);
            assert_eq!(
                key / 2,
                rank_by_the_book(&board, places, total),
                "{board:?}"
            );
        }
    }

    #[test]
    fn exact_key_ranks_every_board_of_a_size_once() {
        // every board of 4 places holding 7 seeds: C(10, 3) = 120 of them, ranked 0..120
        let mut ranks = Vec::new();
        for a in 0..=7u8 {
            for b in 0..=7 - a {
                for c in 0..=7 - a - b {
                    let board = Board::new(&[a, b, c, 7 - a - b - c]);
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
        let mut last = Board::empty(6);
        last.set(13, 72);
        let mut first = Board::empty(6);
        first.set(0, 72);
        assert_eq!(exact_key(&last, 14, 72, false), 0);
        assert_eq!(exact_key(&first, 14, 72, false) / 2, BINOMIAL[13][85] - 1);
    }
}
