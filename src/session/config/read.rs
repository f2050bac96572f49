//! Reading a config from JSON field by field: unknown fields refused, the enhancements, the
//! catalog's rule for a setting given to an algorithm that does not take it, the defaults.

use super::fields::{field, no_unknown};
use super::game::GameConfig;
use super::limits::MAX_TT_SIZE;
use super::settings::Config;
use crate::game::{Depth, InputError};
use crate::kalah_match::Program;
use crate::search::catalog::{self, Setting};
use crate::search::Algorithm;
use crate::session::field::short;
use crate::session::json::Json;
use serde_json::Value;

const CONFIG_FIELDS: [&str; 17] = [
    "cut",
    "iterativeDeepening",
    "aspiration",
    "history",
    "ttMoveFirst",
    "game",
    "algorithm",
    "guess",
    "step",
    "schedule",
    "depth",
    "tt",
    "ttSize",
    "maxEvents",
    "maxNodes",
    "maxVisits",
    "maxTests",
];

/// The enhancements of the programs (a kalah-match game refuses them all).
pub(super) const ENHANCEMENTS: [Setting; 4] = catalog::KALAH_MATCH_REFUSED;

/// The programs' enhancements of a config: `iterativeDeepening`, `aspiration`, `history`,
/// `ttMoveFirst` (switches false and δ null when absent; δ read as a whole number ≥ 0, its
/// range checked by `validate`). A kalah-match game refuses each: seed 003's programs search
/// as they are written. Out of line, one loop: the page's wasm reads the four fields with
/// the code of one.
#[inline(never)]
fn enhancements(
    obj: &Json,
    kalah_match: bool,
) -> Result<(bool, Option<i32>, bool, bool), InputError> {
    let mut on = [false; 4];
    let mut aspiration = None;
    for (i, setting) in ENHANCEMENTS.into_iter().enumerate() {
        let name = setting.field();
        if kalah_match && obj.get(name).is_some() {
            let mut m = String::from(name);
            m.push_str(": a kalah-match game searches as seed 003's program does; leave ");
            m.push_str(name);
            m.push_str(" out");
            return Err(InputError::new(m));
        }
        if setting == Setting::Aspiration {
            // past i32 (and so past its range): i32::MAX, which `validate` refuses
            let delta = field::<Option<Depth>>(obj, "", name)?.flatten();
            aspiration = delta.map(|d| i32::try_from(d).unwrap_or(i32::MAX));
        } else {
            on[i] = field::<bool>(obj, "", name)?.unwrap_or(false);
        }
    }
    Ok((on[0], aspiration, on[2], on[3]))
}

/// The catalog's rule: a setting present in the config for an algorithm that does not
/// take it is refused, naming the field and the algorithm. An unknown algorithm is left to
/// [`Config::validate`]'s error. A kalah-match game's program decides its first guess and its
/// table (the checks above); of the rest, only the step and the schedule are its own to refuse.
fn given_settings_apply(obj: &Json, algorithm: &str, kalah_match: bool) -> Result<(), InputError> {
    let Ok(algorithm) = Algorithm::parse(algorithm) else {
        return Ok(());
    };
    for setting in Setting::ALL {
        if kalah_match && !catalog::KALAH_MATCH_CHECKED.contains(&setting) {
            continue;
        }
        if obj.get(setting.field()).is_some() {
            algorithm.spec().check(setting, setting.field())?;
        }
    }
    Ok(())
}

impl Config {
    /// Reads the JSON config of docs/engine-api.md. Missing fields take the defaults of
    /// [`Config::default`] (`game` is required); a wrong type or an unknown field is an
    /// error naming the field (`game.pits: ...`). Ranges are checked by [`Session::new`](crate::session::Session::new).
    pub fn from_json(v: &Value) -> Result<Config, InputError> {
        Config::read(&Json::from(v))
    }

    /// [`Config::from_json`] of a [`Json`] value (the page's config, read from its JS object).
    pub fn read(obj: &Json) -> Result<Config, InputError> {
        if !obj.is_object() {
            return Err(InputError::new(format!(
                "config: expected an object, got {}",
                short(obj)
            )));
        }
        no_unknown(obj, "", &CONFIG_FIELDS)?;
        let game = GameConfig::from_json(
            obj.get("game")
                .ok_or_else(|| InputError::new("game: missing"))?,
        )?;
        let mut d = Config::default();
        if let GameConfig::KalahMatch { program, .. } = &game {
            // the game decides the algorithm, the depth and the first guess; seed 003's table
            // is capped at ttSize, by default the largest a session may have
            let program = Program::named(program)
                .map_err(|e| InputError::new(format!("game.program: {e}")))?;
            let name = program.algorithm.name();
            match field::<String>(obj, "", "algorithm")? {
                Some(a) if a != name => {
                    return Err(InputError::new(format!(
                        "algorithm: a kalah-match game searches with its program's algorithm ('{name}' for game.program '{}'), not '{a}'; leave algorithm out",
                        program.name
                    )))
                }
                _ => d.algorithm = name.to_string(),
            }
            if field::<i32>(obj, "", "guess")?.is_some_and(|g| g != 0) {
                return Err(InputError::new(
                    "guess: a kalah-match game's first guess is the player's previous value (seed 003); leave guess out",
                ));
            }
            if field::<bool>(obj, "", "tt")? == Some(false) {
                return Err(InputError::new(
                    "tt: a kalah-match game's program decides whether it keeps a table; leave tt out",
                ));
            }
            d.tt_size = MAX_TT_SIZE;
        }
        let algorithm: String = field(obj, "", "algorithm")?.unwrap_or(d.algorithm);
        given_settings_apply(
            obj,
            &algorithm,
            matches!(game, GameConfig::KalahMatch { .. }),
        )?;
        let (iterative_deepening, aspiration, history, tt_move_first) =
            enhancements(obj, matches!(game, GameConfig::KalahMatch { .. }))?;
        let step: Option<i32> = field(obj, "", "step")?;
        // a step without a schedule gives seed 001's halving schedule from that step (as the CLI)
        let schedule = match field(obj, "", "schedule")? {
            Some(s) => s,
            None => match step {
                Some(s) => crate::search::mtd::schedule_from(s),
                None => d.schedule,
            },
        };
        Ok(Config {
            game,
            algorithm,
            guess: field(obj, "", "guess")?.unwrap_or(d.guess),
            step: step.unwrap_or(d.step),
            schedule,
            depth: field::<Option<Depth>>(obj, "", "depth")?.flatten(),
            tt: field(obj, "", "tt")?.unwrap_or(d.tt),
            tt_size: field(obj, "", "ttSize")?.unwrap_or(d.tt_size),
            max_events: field(obj, "", "maxEvents")?.unwrap_or(d.max_events),
            max_nodes: field(obj, "", "maxNodes")?.unwrap_or(d.max_nodes),
            max_visits: field(obj, "", "maxVisits")?.unwrap_or(d.max_visits),
            max_tests: field(obj, "", "maxTests")?.unwrap_or(d.max_tests),
            cut: field(obj, "", "cut")?.unwrap_or(d.cut),
            iterative_deepening,
            aspiration,
            history,
            tt_move_first,
        })
    }

    /// Reads a JSON text (see [`Config::from_json`]).
    pub fn from_json_text(text: &str) -> Result<Config, InputError> {
        let v: Value = serde_json::from_str(text)
            .map_err(|e| InputError::new(format!("config: not JSON: {e}")))?;
        Config::from_json(&v)
    }
}
