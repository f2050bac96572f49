//! A session's configuration (docs/engine-api.md): the JSON config read field by field,
//! every range checked with an error that names the field, and the game it builds.

use super::field::{short, FromField};
use super::json::Json;
use crate::game::{Depth, InputError};
use crate::games::kalah::{Kalah, MAX_PITS, MAX_SEEDS};
use crate::games::random::{Order, RandomTree, Values};
use crate::games::tree::Tree;
use crate::kalah_match::{self, Match, NegaScoutEnd, Program};
use crate::search::catalog::{self, Setting};
use crate::search::run::{MAX_DEPTH, MAX_TESTS, MAX_VISITS};
use crate::search::{self, Algorithm, Cut, DriverParams, Options, SearchSettings};
use crate::trace::Limits;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The largest TT a session may ask for (entries; about 40 MB).
pub const MAX_TT_SIZE: usize = catalog::TT_SIZE.max_in("session") as usize;
/// The most events a session may record (20 bytes each).
pub const MAX_EVENTS: usize = catalog::EVENTS.max_in("session") as usize;
/// The most explored nodes a session may record.
pub const MAX_NODES: usize = catalog::NODES.max_in("session") as usize;
/// The most leaves a random tree may have (a search must end in seconds, not years).
pub const MAX_RANDOM_LEAVES: u64 = 100_000_000;
/// The deepest Kalah search a session may ask for.
pub const MAX_KALAH_DEPTH: Depth = catalog::DEPTH.max_in("kalah") as Depth;
/// Random-tree seeds stay exact in a JavaScript number.
pub const MAX_SEED: u64 = (1 << 53) - 1;
/// The highest root-search number a `kalah-match` game may name (a game of Kalah(6, 6)
/// has well under a hundred).
pub const MAX_MATCH_SEARCH: usize = 1000;
const MAX_VALUE: i32 = 1_000_000_000;

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

/// A session's configuration: the JSON config of docs/engine-api.md, field for field. As JSON
/// (the summary's `settings`) it holds only the settings its algorithm takes ([`Config::applies`]),
/// so that what it writes reads back (the catalog's rule refuses the others).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Config {
    pub game: GameConfig,
    /// A name of CONVENTIONS.md §2, or `mtdf-literal`.
    pub algorithm: String,
    pub guess: i32,
    pub step: i32,
    pub schedule: Vec<i32>,
    /// The search depth; `None` searches a tree to its leaves (Kalah: `game.depth`).
    pub depth: Option<Depth>,
    pub tt: bool,
    pub tt_size: usize,
    pub max_events: usize,
    pub max_nodes: usize,
    /// The work budget: the most nodes the search may visit (every call of the search
    /// function, repeats included) before it stops with an error naming this field.
    pub max_visits: u64,
    /// The most null-window tests an MTD run may make at one depth.
    pub max_tests: usize,
    /// The cut convention: `ge` (cut when α ≥ β, the default) or `gt` (when α > β).
    pub cut: String,
    /// Iterative deepening: root searches at depth 1, 2, ... up to the depth.
    pub iterative_deepening: bool,
    /// The aspiration window's half-width δ at the root (alpha-beta, NegaScout).
    pub aspiration: Option<i32>,
    /// The history heuristic (Schaeffer 1989).
    pub history: bool,
    /// The TT's best move searched first at every node.
    pub tt_move_first: bool,
}

/// A session's default work budget (node visits): a recorded search runs at about a
/// million visits a second in the browser, so about five seconds at most.
pub const DEFAULT_MAX_VISITS: u64 = catalog::VISITS.default_in("session");

impl Default for Config {
    /// AIMA Figure 5.2 with MTD(f) and the defaults of docs/engine-api.md.
    fn default() -> Self {
        Config {
            game: GameConfig::Tree {
                text: "[[3,12,8],[2,4,6],[14,5,2]]".to_string(),
            },
            algorithm: catalog::DEFAULT_ALGORITHM.name().to_string(),
            guess: catalog::DEFAULT_GUESS,
            step: catalog::DEFAULT_STEP,
            schedule: catalog::SEED_001_SCHEDULE.to_vec(),
            depth: None,
            tt: true,
            tt_size: catalog::TT_SIZE.default_in("session") as usize,
            max_events: catalog::EVENTS.default_in("session") as usize,
            max_nodes: catalog::NODES.default_in("session") as usize,
            max_visits: DEFAULT_MAX_VISITS,
            max_tests: catalog::TESTS.default_in("session") as usize,
            cut: Cut::default().name().to_string(),
            iterative_deepening: false,
            aspiration: None,
            history: false,
            tt_move_first: false,
        }
    }
}

impl Config {
    /// True when `setting` applies to this config's algorithm (a kalah-match game: its
    /// program's, for the settings checked there; the others are the game's own). An unknown
    /// algorithm takes every setting (its error is the algorithm's).
    #[inline(never)] // called once per setting by the wasm's config writer (its size)
    pub fn applies(&self, setting: Setting) -> bool {
        let Ok(algorithm) = Algorithm::parse(&self.algorithm) else {
            return true;
        };
        if matches!(self.game, GameConfig::KalahMatch { .. }) {
            // seed 003's programs take none of the enhancements
            if ENHANCEMENTS.contains(&setting) {
                return false;
            }
            if !catalog::KALAH_MATCH_CHECKED.contains(&setting) {
                return true;
            }
        }
        algorithm.spec().takes(setting)
    }
}

impl Serialize for Config {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("game", &self.game)?;
        m.serialize_entry("algorithm", &self.algorithm)?;
        if self.applies(Setting::Guess) {
            m.serialize_entry("guess", &self.guess)?;
        }
        if self.applies(Setting::Step) {
            m.serialize_entry("step", &self.step)?;
        }
        if self.applies(Setting::Schedule) {
            m.serialize_entry("schedule", &self.schedule)?;
        }
        m.serialize_entry("depth", &self.depth)?;
        if self.applies(Setting::Tt) {
            m.serialize_entry("tt", &self.tt)?;
        }
        if self.applies(Setting::TtSize) {
            m.serialize_entry("ttSize", &self.tt_size)?;
        }
        m.serialize_entry("maxEvents", &self.max_events)?;
        m.serialize_entry("maxNodes", &self.max_nodes)?;
        m.serialize_entry("maxVisits", &self.max_visits)?;
        if self.applies(Setting::MaxTests) {
            m.serialize_entry("maxTests", &self.max_tests)?;
        }
        if self.applies(Setting::Cut) {
            m.serialize_entry("cut", &self.cut)?;
        }
        // the enhancements, where the algorithm takes them
        for (setting, on) in [
            (Setting::IterativeDeepening, self.iterative_deepening),
            (Setting::History, self.history),
            (Setting::TtMoveFirst, self.tt_move_first),
        ] {
            if self.applies(setting) {
                m.serialize_entry(setting.field(), &on)?;
            }
        }
        if self.applies(Setting::Aspiration) {
            m.serialize_entry("aspiration", &self.aspiration)?;
        }
        m.end()
    }
}

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
const ENHANCEMENTS: [Setting; 4] = catalog::KALAH_MATCH_REFUSED;

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

/// `field` of `obj` as a `T`, `None` when absent; a wrong type is an error naming the field.
fn field<T: FromField>(obj: &Json, path: &str, name: &str) -> Result<Option<T>, InputError> {
    match obj.get(name) {
        None => Ok(None),
        Some(v) => T::from_field(v)
            .map(Some)
            .map_err(|e| wrong(path, name, &e, v)),
    }
}

/// The error of a field holding the wrong value: one function, not one per field type.
#[inline(never)]
fn wrong(path: &str, name: &str, e: &str, v: &Json) -> InputError {
    InputError::new(format!("{path}{name}: {e} (got {})", short(v)))
}

fn required<T: FromField>(obj: &Json, path: &str, name: &str) -> Result<T, InputError> {
    field(obj, path, name)?.ok_or_else(|| missing(path, name))
}

#[inline(never)]
fn missing(path: &str, name: &str) -> InputError {
    InputError::new(format!("{path}{name}: missing"))
}

fn no_unknown(obj: &Json, path: &str, known: &[&str]) -> Result<(), InputError> {
    match obj.keys().into_iter().find(|k| !known.contains(k)) {
        Some(k) => Err(InputError::new(format!(
            "{path}{k}: unknown field (expected one of {})",
            known.join(", ")
        ))),
        None => Ok(()),
    }
}

fn in_range<T: PartialOrd + std::fmt::Display>(
    name: &str,
    v: T,
    lo: T,
    hi: T,
) -> Result<(), InputError> {
    if v < lo || v > hi {
        return Err(InputError::new(format!(
            "{name}: {v} is out of range ({lo}..={hi})"
        )));
    }
    Ok(())
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

impl GameConfig {
    fn from_json(obj: &Json) -> Result<GameConfig, InputError> {
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

impl Config {
    /// Reads the JSON config of docs/engine-api.md. Missing fields take the defaults of
    /// [`Config::default`] (`game` is required); a wrong type or an unknown field is an
    /// error naming the field (`game.pits: ...`). Ranges are checked by [`Session::new`](super::Session::new).
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

    /// Checks every range, naming the field; returns the algorithm and the run's options.
    pub(super) fn validate(&self) -> Result<(Algorithm, Options), InputError> {
        let algorithm = Algorithm::parse(&self.algorithm)
            .map_err(|e| InputError::new(format!("algorithm: {e}")))?;
        in_range("guess", self.guess, -MAX_VALUE, MAX_VALUE)?;
        in_range("step", self.step, 0, MAX_VALUE)?;
        if self.schedule.is_empty() {
            return Err(InputError::new("schedule: must hold at least one step"));
        }
        for (i, &s) in self.schedule.iter().enumerate() {
            in_range(&format!("schedule[{i}]"), s, 0, MAX_VALUE)?;
        }
        if let Some(depth) = self.depth {
            in_range("depth", depth, 1, MAX_DEPTH)?;
        }
        in_range("ttSize", self.tt_size, 1, MAX_TT_SIZE)?;
        in_range("maxEvents", self.max_events, 1, MAX_EVENTS)?;
        in_range("maxNodes", self.max_nodes, 1, MAX_NODES)?;
        in_range("maxVisits", self.max_visits, 1, MAX_VISITS)?;
        in_range("maxTests", self.max_tests, 1, MAX_TESTS)?;
        if let Some(delta) = self.aspiration {
            in_range("aspiration", delta, 1, crate::game::INF)?;
        }
        // the config holds every parameter; the driver takes those of its algorithm (a
        // schedule already follows from a step given without one, `read`)
        let driver = DriverParams::new(algorithm, self.guess, self.step, self.schedule.clone());
        let cut = Cut::parse(&self.cut).map_err(|e| InputError::new(format!("cut: {e}")))?;
        let mut options = Options {
            driver,
            search: SearchSettings::default()
                .with_depth(self.depth)
                .with_tt(self.tt)
                .with_tt_size(self.tt_size)
                .with_cut(cut)
                .with_iterative_deepening(self.iterative_deepening)
                .with_aspiration(self.aspiration)
                .with_history(self.history)
                .with_tt_move_first(self.tt_move_first),
            limits: search::Limits::default()
                .with_max_visits(self.max_visits)
                .with_max_tests(self.max_tests),
        };
        if let GameConfig::Kalah { depth, .. } = &self.game {
            if let Some(d) = depth {
                in_range("game.depth", *d, 1, MAX_KALAH_DEPTH)?;
            }
            match self.depth.or(*depth) {
                None => {
                    return Err(InputError::new(format!(
                        "game.depth: Kalah needs a search depth (1..={MAX_KALAH_DEPTH})"
                    )))
                }
                Some(d) => in_range("depth", d, 1, MAX_KALAH_DEPTH)?,
            }
            options.search = options.search.with_depth(self.depth.or(*depth));
        }
        // every range is checked above, naming the field; the run checks them again
        Ok((algorithm, options))
    }
}

/// A configured game, before a run takes it.
pub(super) enum AnyGame {
    Tree(Tree),
    Random(RandomTree),
    Kalah(Kalah),
    /// Seed 003's game, played up to the root search the config names (the next one).
    KalahMatch(Box<Match>),
}

impl Config {
    /// Validates every field and builds the game, the algorithm, the options and the limits.
    pub(super) fn build(&self) -> Result<(AnyGame, Algorithm, Options, Limits), InputError> {
        let (algorithm, options) = self.validate()?;
        let limits = Limits {
            max_events: self.max_events,
            max_nodes: self.max_nodes,
        };
        let game = match &self.game {
            GameConfig::Tree { text } => AnyGame::Tree(
                Tree::parse(text).map_err(|e| InputError::new(format!("game.text: {e}")))?,
            ),
            GameConfig::Random {
                branching,
                depth,
                min,
                max,
                seed,
                order,
                values,
            } => {
                let (b, d) = (*branching, *depth);
                in_range("game.branching", b, 1, crate::games::random::MAX_BRANCHING)?;
                in_range("game.depth", d, 1, MAX_DEPTH)?;
                // counted in integers: formatting a float would pull float printing into the wasm
                let leaves = (b as u64).checked_pow(d);
                if leaves.is_none_or(|n| n > MAX_RANDOM_LEAVES) {
                    let count = leaves.map_or("more than 2^64".to_string(), |n| n.to_string());
                    return Err(InputError::new(format!(
                        "game.depth: a random tree of branching {b} and depth {d} has {count} leaves, more than 10^8"
                    )));
                }
                in_range("game.min", *min, -MAX_VALUE, MAX_VALUE)?;
                in_range("game.max", *max, *min, MAX_VALUE)?;
                in_range("game.seed", *seed, 0, MAX_SEED)?;
                AnyGame::Random(
                    RandomTree::with_shape(b, d, *min, *max, *seed, *order, *values)
                        .map_err(|e| InputError::new(format!("game: {e}")))?,
                )
            }
            GameConfig::Kalah {
                pits,
                seeds,
                position,
                ..
            } => {
                in_range("game.pits", *pits, 1, MAX_PITS as u32)?;
                in_range("game.seeds", *seeds, 1, MAX_SEEDS)?;
                AnyGame::Kalah(match position {
                    Some(text) => Kalah::with_position(*pits, *seeds, text)
                        .map_err(|e| InputError::new(format!("game.position: {e}")))?,
                    None => Kalah::new(*pits, *seeds)
                        .map_err(|e| InputError::new(format!("game: {e}")))?,
                })
            }
            GameConfig::KalahMatch {
                program,
                depths,
                search,
                negascout_end,
            } => AnyGame::KalahMatch(Box::new(self.kalah_match(
                program,
                *depths,
                *search,
                negascout_end,
            )?)),
        };
        Ok((game, algorithm, options, limits))
    }

    /// Seed 003's game played (without a trace) up to root search `search`.
    fn kalah_match(
        &self,
        program: &str,
        [d1, d2]: [Depth; 2],
        search: usize,
        negascout_end: &str,
    ) -> Result<Match, InputError> {
        let p =
            Program::named(program).map_err(|e| InputError::new(format!("game.program: {e}")))?;
        p.check_depth("game.depths[0]", d1)?;
        p.check_depth("game.depths[1]", d2)?;
        in_range("game.search", search, 1, MAX_MATCH_SEARCH)?;
        let end = NegaScoutEnd::parse(negascout_end)
            .map_err(|e| InputError::new(format!("game.negascoutEnd: {e}")))?;
        // every root search passes the turn: odd ones are the first player's
        let depth = if search % 2 == 1 { d1 } else { d2 };
        if let Some(d) = self.depth.filter(|&d| d != depth) {
            return Err(InputError::new(format!(
                "depth: root search {search} of this game searches {depth} plies, not {d}; leave depth out"
            )));
        }
        let limits = kalah_match::Limits {
            max_visits: self.max_visits,
            max_entries: self.tt_size,
        };
        let mut game = Match::new(d1, d2, p.name, end, limits)?;
        while game.searches().len() + 1 < search {
            if game
                .step_worded(super::errors::run_error)
                .map_err(|e| InputError::new(format!("game: {e}")))?
                .is_none()
            {
                break;
            }
        }
        if game.is_over() {
            return Err(InputError::new(format!(
                "game.search: the game of {} at depths {d1},{d2} ends after {} root searches, so there is no root search {search}",
                p.name,
                game.searches().len()
            )));
        }
        Ok(game)
    }
}
