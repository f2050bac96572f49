//! The games behind the `Game` trait: hand-built trees, Kalah, random trees.

pub mod kalah;
pub mod random;
pub mod random_text;
pub mod tree;

/// splitmix64's finaliser: a bijective, well-mixed hash of a 64-bit word (position keys).
pub const fn finalise(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// splitmix64: one step of the generator, then the finaliser (random values, tree keys).
pub const fn mix(x: u64) -> u64 {
    finalise(x.wrapping_add(0x9E37_79B9_7F4A_7C15))
}
