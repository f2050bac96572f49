//! mtdlab: alpha-beta, NegaScout and the MTD family (Plaat et al.; seeds 000–003) on
//! hand-built trees, random trees and Kalah, with a recorded trace for the visualiser.
//!
//! ```
//! use mtdlab::games::tree::Tree;
//! use mtdlab::search::{run, Algorithm, Options};
//! let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
//! let out = run(&tree, Algorithm::MtdF, &Options::default()).unwrap();
//! assert_eq!(out.value, 3);
//! assert_eq!(out.tests.len(), 2);
//! ```

pub mod answer;
pub mod experiment;
pub mod game;
pub mod games;
pub mod kalah_match;
pub mod replay;
pub mod search;
pub mod session;
pub mod sorted;
pub mod trace;
// the bindings: wasm32 with the feature `wasm` (which `session` and `experiments` include)
#[cfg(all(target_arch = "wasm32", feature = "wasm"))]
pub mod wasm;

pub use game::{Depth, Game, InputError, INF};
