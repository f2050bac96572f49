//! The games behind the `Game` trait: hand-built trees, Kalah, random trees.

pub mod kalah;
pub mod random;
pub mod tree;
