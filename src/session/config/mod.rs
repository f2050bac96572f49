//! A session's configuration (docs/engine-api.md): the JSON config read field by field,
//! every range checked with an error that names the field, and the game it builds.
//!
//! One idea a file: the limits (`limits.rs`), the game's variants (`game.rs`), [`Config`]
//! with its defaults and the JSON it writes (`settings.rs`), one field read with the errors
//! that name it (`fields.rs`), the whole config read (`read.rs`), and the run validated and
//! built (`build.rs`).

mod build;
mod fields;
mod game;
mod limits;
mod read;
mod settings;

pub(in crate::session) use build::AnyGame;
pub use game::GameConfig;
pub use limits::*;
pub use settings::Config;
