//! The visualiser's session (docs/engine-api.md): one game, one algorithm run recording its
//! trace, and what the worker asks of it — the next test, events, seeking, the explored
//! tree, the TT. Plain Rust, tested natively; `src/wasm.rs` only converts.

use crate::game::{Depth, Game, InputError};
use crate::games::kalah::{Kalah, MAX_PITS, MAX_SEEDS};
use crate::games::random::RandomTree;
use crate::games::tree::Tree;
use crate::replay::{NodeView, TtView, ViewState};
use crate::search::run::MAX_DEPTH;
use crate::search::{Algorithm, Options, Run};
use crate::trace::{bound_json, Counters, Event, EventKind, Limits, Outcome, Recorder, TestRecord};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::cell::RefCell;

/// The largest TT a session may ask for (entries; about 40 MB).
pub const MAX_TT_SIZE: usize = 1 << 20;
/// The most events a session may record (20 bytes each).
pub const MAX_EVENTS: usize = 10_000_000;
/// The most explored nodes a session may record.
pub const MAX_NODES: usize = 2_000_000;
/// The most leaves a random tree may have (a search must end in seconds, not years).
pub const MAX_RANDOM_LEAVES: f64 = 1e8;
/// The deepest Kalah search a session may ask for.
pub const MAX_KALAH_DEPTH: Depth = 20;
/// Random-tree seeds stay exact in a JavaScript number.
pub const MAX_SEED: u64 = (1 << 53) - 1;
const MAX_VALUE: i32 = 1_000_000_000;

/// The game of a session, as in docs/engine-api.md (`kind` selects the variant).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum GameConfig {
    /// A hand-built tree in either text format (src/games/tree.rs).
    Tree { text: String },
    /// A random uniform tree (src/games/random.rs).
    Random {
        branching: u32,
        depth: Depth,
        min: i32,
        max: i32,
        seed: u64,
        ordered: bool,
    },
    /// Kalah with `pits` pits a side and `seeds` seeds a pit, from the opening or from
    /// `position` (src/games/kalah.rs), searched to `depth` plies.
    Kalah {
        pits: u32,
        seeds: u32,
        position: Option<String>,
        depth: Option<Depth>,
    },
}

/// A session's configuration: the JSON config of docs/engine-api.md, field for field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
}

impl Default for Config {
    /// AIMA Figure 5.2 with MTD(f) and the defaults of docs/engine-api.md.
    fn default() -> Self {
        let options = Options::default();
        Config {
            game: GameConfig::Tree {
                text: "[[3,12,8],[2,4,6],[14,5,2]]".to_string(),
            },
            algorithm: "mtdf".to_string(),
            guess: options.guess,
            step: options.step,
            schedule: options.schedule,
            depth: None,
            tt: true,
            tt_size: 65_536,
            max_events: 2_000_000,
            max_nodes: 200_000,
        }
    }
}

const CONFIG_FIELDS: [&str; 10] = [
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
];

/// `field` of `obj` as a `T`, `None` when absent; a wrong type is an error naming the field.
fn field<T: DeserializeOwned>(
    obj: &Map<String, Value>,
    path: &str,
    name: &str,
) -> Result<Option<T>, InputError> {
    match obj.get(name) {
        None => Ok(None),
        Some(v) => serde_json::from_value(v.clone())
            .map(Some)
            .map_err(|e| InputError::new(format!("{path}{name}: {e} (got {})", short(v)))),
    }
}

fn required<T: DeserializeOwned>(
    obj: &Map<String, Value>,
    path: &str,
    name: &str,
) -> Result<T, InputError> {
    field(obj, path, name)?.ok_or_else(|| InputError::new(format!("{path}{name}: missing")))
}

/// A value as it appears in an error message, cut short.
fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s
    }
}

fn no_unknown(obj: &Map<String, Value>, path: &str, known: &[&str]) -> Result<(), InputError> {
    match obj.keys().find(|k| !known.contains(&k.as_str())) {
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

impl GameConfig {
    fn from_json(v: &Value) -> Result<GameConfig, InputError> {
        let obj = v.as_object().ok_or_else(|| {
            InputError::new(format!("game: expected an object, got {}", short(v)))
        })?;
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
                        "ordered",
                    ],
                )?;
                Ok(GameConfig::Random {
                    branching: required(obj, p, "branching")?,
                    depth: required(obj, p, "depth")?,
                    min: field(obj, p, "min")?.unwrap_or(-20),
                    max: field(obj, p, "max")?.unwrap_or(20),
                    seed: field(obj, p, "seed")?.unwrap_or(1),
                    ordered: field(obj, p, "ordered")?.unwrap_or(false),
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
            other => Err(InputError::new(format!(
                "game.kind: unknown game '{other}' (expected tree, random or kalah)"
            ))),
        }
    }
}

impl Config {
    /// Reads the JSON config of docs/engine-api.md. Missing fields take the defaults of
    /// [`Config::default`] (`game` is required); a wrong type or an unknown field is an
    /// error naming the field (`game.pits: ...`). Ranges are checked by [`Session::new`].
    pub fn from_json(v: &Value) -> Result<Config, InputError> {
        let obj = v.as_object().ok_or_else(|| {
            InputError::new(format!("config: expected an object, got {}", short(v)))
        })?;
        no_unknown(obj, "", &CONFIG_FIELDS)?;
        let game = GameConfig::from_json(
            obj.get("game")
                .ok_or_else(|| InputError::new("game: missing"))?,
        )?;
        let d = Config::default();
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
            algorithm: field(obj, "", "algorithm")?.unwrap_or(d.algorithm),
            guess: field(obj, "", "guess")?.unwrap_or(d.guess),
            step: step.unwrap_or(d.step),
            schedule,
            depth: field::<Option<Depth>>(obj, "", "depth")?.flatten(),
            tt: field(obj, "", "tt")?.unwrap_or(d.tt),
            tt_size: field(obj, "", "ttSize")?.unwrap_or(d.tt_size),
            max_events: field(obj, "", "maxEvents")?.unwrap_or(d.max_events),
            max_nodes: field(obj, "", "maxNodes")?.unwrap_or(d.max_nodes),
        })
    }

    /// Reads a JSON text (see [`Config::from_json`]).
    pub fn from_json_text(text: &str) -> Result<Config, InputError> {
        let v: Value = serde_json::from_str(text)
            .map_err(|e| InputError::new(format!("config: not JSON: {e}")))?;
        Config::from_json(&v)
    }

    /// Checks every range, naming the field; returns the algorithm and the run's options.
    fn validate(&self) -> Result<(Algorithm, Options), InputError> {
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
        let mut options = Options {
            guess: self.guess,
            step: self.step,
            schedule: self.schedule.clone(),
            depth: self.depth,
            use_tt: self.tt,
            tt_entries: self.tt_size,
            ..Options::default()
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
            options.depth = self.depth.or(*depth);
        }
        // the core's own check, in case it knows more; its messages name the field too
        options.validate()?;
        Ok((algorithm, options))
    }
}

/// A search session: the game, the run with its recorder, and caches for seeking and the tree.
pub struct Session {
    config: Config,
    core: Core,
    /// Caches behind `&self`: seeking and the tree are reads to the caller.
    replay: RefCell<ReplayCache>,
}

/// The run, over one of the three games (so the search stays generic and fast).
enum Core {
    Tree(Explored<Tree>),
    Random(Explored<RandomTree>),
    Kalah(Explored<Kalah>),
}

/// A run, and what the tree view needs of the positions it explored.
struct Explored<G: Game> {
    run: Run<G, Recorder>,
    columns: RefCell<Columns<G::Position>>,
}

/// Per explored node: its position (replayed from its parent's) and what it shows.
struct Columns<P> {
    positions: Vec<P>,
    move_count: Vec<i32>,
    move_label: Vec<String>,
    label: Vec<Option<String>>,
}

macro_rules! with_core {
    ($core:expr, $e:ident => $body:expr) => {
        match $core {
            Core::Tree($e) => $body,
            Core::Random($e) => $body,
            Core::Kalah($e) => $body,
        }
    };
}

impl<G: Game> Explored<G> {
    fn new(
        game: G,
        algorithm: Algorithm,
        options: Options,
        limits: Limits,
    ) -> Result<Self, InputError> {
        Ok(Explored {
            run: Run::new(game, algorithm, options, Recorder::new(limits))?,
            columns: RefCell::new(Columns {
                positions: Vec::new(),
                move_count: Vec::new(),
                move_label: Vec::new(),
                label: Vec::new(),
            }),
        })
    }

    /// Extends the per-node columns to the nodes recorded so far, replaying each node's
    /// move from its parent's position (a parent is always recorded before its children).
    fn tree(&self) -> TreeView {
        let game = &self.run.search.game;
        let nodes = &self.run.search.tracer.nodes;
        let mut c = self.columns.borrow_mut();
        for node in &nodes[c.positions.len()..] {
            let (pos, move_label) = match node.parent {
                None => (game.root(), String::new()),
                Some(p) => {
                    let parent = &c.positions[p as usize];
                    let i = node.child as usize;
                    (game.apply(parent, i), game.move_label(parent, i))
                }
            };
            c.move_count.push(game.move_count(&pos) as i32);
            c.move_label.push(move_label);
            c.label.push(game.position_label(&pos));
            c.positions.push(pos);
        }
        TreeView {
            parent: nodes
                .iter()
                .map(|n| n.parent.map_or(-1, |p| p as i32))
                .collect(),
            child: nodes
                .iter()
                .map(|n| {
                    if n.parent.is_some() {
                        n.child as i32
                    } else {
                        0
                    }
                })
                .collect(),
            is_max: nodes.iter().map(|n| n.is_max as u8).collect(),
            value: nodes.iter().map(|n| n.value.unwrap_or(0)).collect(),
            has_value: nodes.iter().map(|n| n.value.is_some() as u8).collect(),
            depth: nodes
                .iter()
                .map(|n| n.depth_from_root.min(u16::MAX as u32) as u16)
                .collect(),
            move_count: c.move_count.clone(),
            move_label: c.move_label.clone(),
            label: c.label.clone(),
            leaf_index: nodes.iter().map(|n| n.leaf_index).collect(),
        }
    }
}

/// One root search as the engine API shows it (docs/engine-api.md `record`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    #[serde(serialize_with = "bound_json")]
    pub alpha: i32,
    #[serde(serialize_with = "bound_json")]
    pub beta: i32,
    pub g: i32,
    pub outcome: Outcome,
    #[serde(serialize_with = "bound_json")]
    pub lower: i32,
    #[serde(serialize_with = "bound_json")]
    pub upper: i32,
    pub leaf_evals: u64,
    pub nodes: u64,
    pub tt_hits: u64,
    pub tt_cutoffs: u64,
    pub depth: Depth,
    pub null_window: bool,
    pub first_event: u32,
    pub end_event: u32,
}

impl From<&TestRecord> for Record {
    fn from(t: &TestRecord) -> Self {
        Record {
            alpha: t.alpha,
            beta: t.beta,
            g: t.g,
            outcome: t.outcome,
            lower: t.lower,
            upper: t.upper,
            leaf_evals: t.leaf_evals,
            nodes: t.nodes,
            tt_hits: t.tt_hits,
            tt_cutoffs: t.tt_cutoffs,
            depth: t.depth,
            null_window: t.null_window,
            first_event: t.first_event,
            end_event: t.end_event,
        }
    }
}

/// The counters of CONVENTIONS.md §3 with the engine API's names.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CountersView {
    pub leaf_evals: u64,
    pub nodes: u64,
    pub tt_hits: u64,
    pub tt_cutoffs: u64,
    pub tt_stores: u64,
}

impl From<Counters> for CountersView {
    fn from(c: Counters) -> Self {
        CountersView {
            leaf_evals: c.leaf_evals,
            nodes: c.nodes,
            tt_hits: c.tt_hits,
            tt_cutoffs: c.tt_cutoffs,
            tt_stores: c.tt_stores,
        }
    }
}

/// Where a session stands (docs/engine-api.md `summary`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub algorithm: &'static str,
    pub settings: Config,
    pub done: bool,
    /// The minimax value, once done.
    pub value: Option<i32>,
    pub event_count: usize,
    pub node_count: usize,
    /// A limit (maxEvents, maxNodes) was reached: later events were not recorded. The
    /// value and the counters are still the search's own.
    pub truncated: bool,
    pub tests: Vec<Record>,
    pub counters: CountersView,
    /// The bounds on the root's value so far.
    #[serde(serialize_with = "bound_json")]
    pub lower: i32,
    #[serde(serialize_with = "bound_json")]
    pub upper: i32,
    /// The depth being searched (iterative deepening raises it).
    pub depth: Depth,
}

/// The explored tree, one entry per node id (docs/engine-api.md `Tree`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TreeView {
    /// The parent's id, -1 for the root.
    pub parent: Vec<i32>,
    /// Which move of the parent leads here.
    pub child: Vec<i32>,
    pub is_max: Vec<u8>,
    /// The static value where the node was evaluated (`has_value`), else 0.
    pub value: Vec<i32>,
    pub has_value: Vec<u8>,
    /// Plies from the root.
    pub depth: Vec<u16>,
    /// The moves of the position, explored or not.
    pub move_count: Vec<i32>,
    pub move_label: Vec<String>,
    pub label: Vec<Option<String>>,
    /// The leaf index (CONVENTIONS.md §1) of an evaluated leaf.
    pub leaf_index: Vec<Option<u64>>,
}

/// A TT entry as stored now. Bounds are raw, as in the ViewState's TT: ±`INF` when
/// unbounded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TtEntry {
    /// The position key, in decimal (a u64 does not fit a JavaScript number).
    pub key: String,
    pub depth: Depth,
    pub lower: i32,
    pub upper: i32,
    pub best: Option<u32>,
}

/// A configured game, before a run takes it.
enum AnyGame {
    Tree(Tree),
    Random(RandomTree),
    Kalah(Kalah),
}

impl Config {
    /// Validates every field and builds the game, the algorithm, the options and the limits.
    fn build(&self) -> Result<(AnyGame, Algorithm, Options, Limits), InputError> {
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
                ordered,
            } => {
                let (b, d) = (*branching, *depth);
                in_range("game.branching", b, 1, crate::games::random::MAX_BRANCHING)?;
                in_range("game.depth", d, 1, MAX_DEPTH)?;
                let leaves = (b as f64).powi(d as i32);
                if leaves > MAX_RANDOM_LEAVES {
                    return Err(InputError::new(format!(
                        "game.depth: a random tree of branching {b} and depth {d} has {leaves:.3e} leaves, more than {MAX_RANDOM_LEAVES:.0e}"
                    )));
                }
                in_range("game.min", *min, -MAX_VALUE, MAX_VALUE)?;
                in_range("game.max", *max, *min, MAX_VALUE)?;
                in_range("game.seed", *seed, 0, MAX_SEED)?;
                AnyGame::Random(
                    RandomTree::new(b, d, *min, *max, *seed, *ordered)
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
        };
        Ok((game, algorithm, options, limits))
    }
}

/// The answer of a run made without recording (docs/engine-api.md `solve`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Solution {
    pub algorithm: &'static str,
    pub value: i32,
    pub counters: CountersView,
    pub tests: Vec<Record>,
}

/// Runs the configured search to the end without recording a trace (the limits do not
/// apply): the value and the counters at full speed, for large trees and benchmarks.
pub fn solve(config: &Config) -> Result<Solution, InputError> {
    fn go<G: Game>(game: &G, a: Algorithm, o: &Options) -> Result<Solution, InputError> {
        let r = crate::search::run(game, a, o)?;
        Ok(Solution {
            algorithm: r.algorithm,
            value: r.value,
            counters: r.counters.into(),
            tests: r.tests.iter().map(Record::from).collect(),
        })
    }
    let (game, algorithm, options, _) = config.build()?;
    match &game {
        AnyGame::Tree(g) => go(g, algorithm, &options),
        AnyGame::Random(g) => go(g, algorithm, &options),
        AnyGame::Kalah(g) => go(g, algorithm, &options),
    }
}

impl Session {
    /// Validates `config` (every error names its field) and sets the run up; nothing is
    /// searched until [`Session::next_test`] or [`Session::run_some`].
    pub fn new(config: Config) -> Result<Session, InputError> {
        let (game, algorithm, options, limits) = config.build()?;
        let core = match game {
            AnyGame::Tree(g) => Core::Tree(Explored::new(g, algorithm, options, limits)?),
            AnyGame::Random(g) => Core::Random(Explored::new(g, algorithm, options, limits)?),
            AnyGame::Kalah(g) => Core::Kalah(Explored::new(g, algorithm, options, limits)?),
        };
        Ok(Session {
            config,
            core,
            replay: RefCell::new(ReplayCache::new()),
        })
    }

    /// [`Config::from_json`] then [`Session::new`].
    pub fn from_json(config: &Value) -> Result<Session, InputError> {
        Session::new(Config::from_json(config)?)
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The recorded trace (nodes, events, test records).
    pub fn recorder(&self) -> &Recorder {
        with_core!(&self.core, e => &e.run.search.tracer)
    }

    /// Makes the next root search (one null-window test, or the one wide-window search)
    /// and returns its record; `Ok(None)` once the run is done.
    pub fn next_test(&mut self) -> Result<Option<Record>, InputError> {
        let made = with_core!(&mut self.core, e => e.run.step()?.is_some());
        Ok(if made {
            self.tests().last().map(Record::from)
        } else {
            None
        })
    }

    /// Makes up to `max_tests` root searches; true once the run is done. The worker calls
    /// it in slices, reporting progress and honouring a cancel between them.
    pub fn run_some(&mut self, max_tests: usize) -> Result<bool, InputError> {
        for _ in 0..max_tests {
            if self.next_test()?.is_none() {
                break;
            }
        }
        Ok(self.is_done())
    }

    /// Runs to the end, calling `progress(tests made so far)` after each test; it returns
    /// false to stop early. True once the run is done.
    pub fn run_to_end(
        &mut self,
        mut progress: impl FnMut(usize) -> bool,
    ) -> Result<bool, InputError> {
        while self.next_test()?.is_some() {
            if !progress(self.tests().len()) {
                break;
            }
        }
        Ok(self.is_done())
    }

    pub fn is_done(&self) -> bool {
        with_core!(&self.core, e => e.run.is_done())
    }

    /// The minimax value, once done.
    pub fn value(&self) -> Option<i32> {
        with_core!(&self.core, e => e.run.value())
    }

    /// The root searches made so far, with their event ranges.
    pub fn tests(&self) -> &[TestRecord] {
        &self.recorder().tests
    }

    /// The counters of the whole run so far (the search's own, recorded or not).
    pub fn counters(&self) -> Counters {
        with_core!(&self.core, e => e.run.search.counters)
    }

    /// True when a limit stopped the recording.
    pub fn truncated(&self) -> bool {
        self.recorder().truncated
    }

    pub fn event_count(&self) -> usize {
        self.recorder().events.len()
    }

    pub fn node_count(&self) -> usize {
        self.recorder().nodes.len()
    }

    /// Events `from..to` (clamped to the trace) as 5 ints each: kind, node, a, b, c.
    pub fn events(&self, from: usize, to: usize) -> Vec<i32> {
        let events = &self.recorder().events;
        let to = to.min(events.len());
        let from = from.min(to);
        let mut out = Vec::with_capacity(5 * (to - from));
        for e in &events[from..to] {
            out.extend_from_slice(&[e.kind as i32, e.node as i32, e.a, e.b, e.c]);
        }
        out
    }

    /// The view after the first `k` events (clamped), as `Replay::seek` gives it; folds from
    /// the nearest cached checkpoint, extending the checkpoints when the trace has grown.
    pub fn seek(&self, k: usize) -> ViewState {
        let recorder = self.recorder();
        let mut replay = self.replay.borrow_mut();
        replay.update(recorder);
        replay.seek(recorder, k)
    }

    /// The events between seek checkpoints now (diagnostics: it doubles when the
    /// checkpoints outgrow their memory budget).
    pub fn checkpoint_interval(&self) -> usize {
        self.replay.borrow().interval
    }

    /// The nodes explored so far.
    pub fn tree(&self) -> TreeView {
        with_core!(&self.core, e => e.tree())
    }

    /// The TT's entries now, in slot order.
    pub fn tt(&self) -> Vec<TtEntry> {
        with_core!(&self.core, e => e.run.search.table.entries().map(|t| TtEntry {
            key: t.key.to_string(),
            depth: t.depth,
            lower: t.lower,
            upper: t.upper,
            best: t.best,
        }).collect())
    }

    pub fn summary(&self) -> Summary {
        let (algorithm, lower, upper, depth) =
            with_core!(&self.core, e => (e.run.algorithm, e.run.lower, e.run.upper, e.run.depth()));
        Summary {
            algorithm: algorithm.name(),
            settings: self.config.clone(),
            done: self.is_done(),
            value: self.value(),
            event_count: self.event_count(),
            node_count: self.node_count(),
            truncated: self.truncated(),
            tests: self.tests().iter().map(Record::from).collect(),
            counters: self.counters().into(),
            lower,
            upper,
            depth,
        }
    }
}

/// Checkpoints may take about this many bytes in all (as `Replay`'s).
const CHECKPOINT_BUDGET: usize = 64 << 20;
const FIRST_INTERVAL: usize = 1024;

/// `Replay`'s checkpoints, owned by the session and extended as the trace grows:
/// `checkpoints[i]` is the state after `i * interval` events, holding the nodes entered by
/// then. When they outgrow the budget the interval doubles and every other one goes.
struct ReplayCache {
    keys: Vec<u64>,
    interval: usize,
    checkpoints: Vec<ViewState>,
    bytes: usize,
    /// The state after every event folded so far.
    front: ViewState,
}

impl ReplayCache {
    fn new() -> Self {
        ReplayCache {
            keys: Vec::new(),
            interval: FIRST_INTERVAL,
            checkpoints: vec![ViewState::new(0)],
            bytes: 0,
            front: ViewState::new(0),
        }
    }

    /// Folds the events recorded since the last call.
    fn update(&mut self, recorder: &Recorder) {
        self.keys
            .extend(recorder.nodes[self.keys.len()..].iter().map(|n| n.key));
        for e in &recorder.events[self.front.event..] {
            fold(&mut self.front, e, &self.keys);
            if self.front.event.is_multiple_of(self.interval) {
                self.bytes += state_bytes(&self.front);
                self.checkpoints.push(self.front.clone());
                while self.bytes > CHECKPOINT_BUDGET && self.checkpoints.len() > 2 {
                    self.interval *= 2;
                    let kept: Vec<ViewState> = std::mem::take(&mut self.checkpoints)
                        .into_iter()
                        .step_by(2)
                        .collect();
                    self.checkpoints = kept;
                    self.bytes = self.checkpoints.iter().map(state_bytes).sum();
                }
            }
        }
    }

    fn seek(&self, recorder: &Recorder, k: usize) -> ViewState {
        let events: &[Event] = &recorder.events;
        let k = k.min(events.len());
        let c = (k / self.interval).min(self.checkpoints.len() - 1);
        let mut state = self.checkpoints[c].clone();
        for e in &events[state.event..k] {
            fold(&mut state, e, &self.keys);
        }
        state
            .nodes
            .resize(recorder.nodes.len(), NodeView::default());
        let children = |parent: u32, i: u32| recorder.child(parent, i);
        state.mark_cut_children(&children);
        state
    }
}

/// `ViewState::apply`, growing the node views as nodes are first entered (node ids are
/// handed out in the order nodes are first entered).
fn fold(state: &mut ViewState, e: &Event, keys: &[u64]) {
    if e.kind == EventKind::Enter && e.node as usize >= state.nodes.len() {
        state.nodes.resize(e.node as usize + 1, NodeView::default());
    }
    state.apply(e, keys);
}

/// About what a checkpoint takes in memory.
fn state_bytes(s: &ViewState) -> usize {
    let per_entry = std::mem::size_of::<(u64, TtView)>() + 16;
    s.nodes.len() * std::mem::size_of::<NodeView>()
        + s.tt.len() * per_entry
        + (s.path.len() + 3 * s.cuts.len()) * 4
        + 256
}
