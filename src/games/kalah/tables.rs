//! Look-up tables for Kalah's hot moves, worked out by the rules themselves at compile time
//! (src/games/kalah/rules.rs): what sowing fewer than a lap of seeds adds to each side of
//! the standard board, and the n-th non-empty pit of a row. A look-up where the work is
//! some forty instructions of shifts, masks and comparisons.

use super::rules::{Rules, Sowing};
use super::MAX_PITS;

/// A lap of the standard board: 13 places (the opponent's store is skipped).
pub(super) const LAP: usize = 2 * MAX_PITS + 1;

/// Sowing `seeds` (fewer than a lap) from the mover's pit `p` of Kalah(6, ·): entry
/// `p * LAP + seeds` ([`Rules::sowing_of`]).
pub(super) static SOWINGS: [Sowing; MAX_PITS * LAP] = {
    let mut sowings = [Rules::STANDARD.sowing_of(0, 0); MAX_PITS * LAP];
    let mut at = 0;
    while at < sowings.len() {
        sowings[at] = Rules::STANDARD.sowing_of(at / LAP, at % LAP);
        at += 1;
    }
    sowings
};

/// The set bits of each six-bit mask in increasing order, four bits each (the `i`-th in bits
/// `4i..4i + 4`), then 15s.
pub(super) static NTH: [u32; 64] = {
    let mut nth = [u32::MAX; 64];
    let mut mask = 0;
    while mask < 64 {
        let (mut bit, mut i) = (0, 0);
        while bit < MAX_PITS {
            if mask >> bit & 1 == 1 {
                nth[mask] &= !(0xF << (4 * i)) | (bit as u32) << (4 * i);
                i += 1;
            }
            bit += 1;
        }
        mask += 1;
    }
    nth
};
