//! `Config`, a session's configuration: its fields, their defaults, and the JSON it writes.

use super::game::GameConfig;
use super::limits::DEFAULT_MAX_VISITS;
use super::read::ENHANCEMENTS;
use crate::game::Depth;
use crate::search::catalog::{self, Setting};
use crate::search::{Algorithm, Cut};
use serde::{Deserialize, Serialize};

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
