//! The game of a session's config (`kind` selects the variant) and reading it from JSON.

use super::fields::{field, no_unknown, required};
use crate::game::{Depth, InputError};
use crate::games::random::{Order, Values};
use crate::kalah_match::NegaScoutEnd;
use crate::session::field::short;
use crate::session::json::Json;
use serde::{Deserialize, Serialize};

/// The game of a session, as in docs/engine-api.md (`kind` selects the variant).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum GameConfig {
    /// A hand-built tree in either text format (src/games/tree.rs).
    Tree { text: String },
    /// A random uniform tree (src/games/random.rs): `order` random, best or worst (`ordered:
    /// true` is read as best), `values` independent or incremental.
    Random {
        branching: u32,
        depth: Depth,
        min: i32,
        max: i32,
        seed: u64,
        order: Order,
        values: Values,
    },
    /// Kalah with `pits` pits a side and `seeds` seeds a pit, from the opening or from
    /// `position` (src/games/kalah.rs), searched to `depth` plies.
    Kalah {
        pits: u32,
        seeds: u32,
        position: Option<String>,
        depth: Option<Depth>,
    },
    /// Root search number `search` (from 1) of seed 003's game of Kalah(6, 6)
    /// (src/kalah_match, `mtdlab kalah-match`): `program` (a `kalah-match` name) plays both
    /// sides, the first player searching `depths[0]` plies deep, the second `depths[1]`;
    /// `negascoutEnd` is `in-move` (default) or `at-node`.
    #[serde(rename = "kalah-match", rename_all = "camelCase")]
    KalahMatch {
        program: String,
        depths: [Depth; 2],
        search: usize,
        negascout_end: String,
    },
}

impl GameConfig {
    pub(super) fn from_json(obj: &Json) -> Result<GameConfig, InputError> {
        if !obj.is_object() {
            return Err(InputError::new(format!(
                "game: expected an object, got {}",
                short(obj)
            )));
        }
        let kind: String = required(obj, "game.", "kind")?;
        let p = "game.";
        match kind.as_str() {
            "tree" => {
                no_unknown(obj, p, &["kind", "text"])?;
                Ok(GameConfig::Tree {
                    text: required(obj, p, "text")?,
                })
            }
            "random" => {
                no_unknown(
                    obj,
                    p,
                    &[
                        "kind",
                        "branching",
                        "depth",
                        "min",
                        "max",
                        "seed",
                        "order",
                        "ordered",
                        "values",
                    ],
                )?;
                // `ordered` (true: best, false: random) is the older spelling of `order`
                let ordered: Option<bool> = field(obj, p, "ordered")?;
                let order = match (field::<Order>(obj, p, "order")?, ordered) {
                    (Some(_), Some(_)) => {
                        return Err(InputError::new(
                            "game.ordered: give order or ordered, not both",
                        ))
                    }
                    (Some(o), None) => o,
                    (None, Some(true)) => Order::Best,
                    (None, Some(false) | None) => Order::Random,
                };
                Ok(GameConfig::Random {
                    branching: required(obj, p, "branching")?,
                    depth: required(obj, p, "depth")?,
                    min: field(obj, p, "min")?.unwrap_or(-20),
                    max: field(obj, p, "max")?.unwrap_or(20),
                    seed: field(obj, p, "seed")?.unwrap_or(1),
                    order,
                    values: field(obj, p, "values")?.unwrap_or(Values::Independent),
                })
            }
            "kalah" => {
                no_unknown(obj, p, &["kind", "pits", "seeds", "position", "depth"])?;
                Ok(GameConfig::Kalah {
                    pits: required(obj, p, "pits")?,
                    seeds: required(obj, p, "seeds")?,
                    position: field::<Option<String>>(obj, p, "position")?.flatten(),
                    depth: field::<Option<Depth>>(obj, p, "depth")?.flatten(),
                })
            }
            "kalah-match" => {
                no_unknown(
                    obj,
                    p,
                    &["kind", "program", "depths", "search", "negascoutEnd"],
                )?;
                Ok(GameConfig::KalahMatch {
                    program: required(obj, p, "program")?,
                    depths: required(obj, p, "depths")?,
                    search: required(obj, p, "search")?,
                    negascout_end: field(obj, p, "negascoutEnd")?
                        .unwrap_or_else(|| NegaScoutEnd::InMove.name().to_string()),
                })
            }
            other => Err(InputError::new(format!(
                "game.kind: unknown game '{other}' (expected tree, random, kalah or kalah-match)"
            ))),
        }
    }
}
