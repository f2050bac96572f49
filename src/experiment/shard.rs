//! An experiment cut into shards that run apart (a batch system's array jobs, a Dask
//! cluster's workers) and merged back: unit i — tree i of seed 001's experiments at every
//! depth, game i of seed 003's table — goes to shard i mod N (K counts from 0, as
//! cargo-mutants' `--shard 0/5` does). A shard's answer carries its units whole (every
//! tree's [`TreeRun`], every game's row) under `"shard"`, because the rows of a report hold
//! means (`tests_mean`, `error_mean`, `error_sd`) that averages of shards cannot give back;
//! [`merge`] sorts the units into the unsharded order and builds the report with the very
//! code of the unsharded run, so the counts and the means come out equal.

use super::programs::{self, Unit};
use super::random::{self, over_budget, TreeRun};
use super::runner::Config;
use super::{minimal, steps};
use crate::game::{Depth, InputError};
use crate::kalah_match::experiment::{Report as KalahReport, Row as KalahRow};
use crate::kalah_match::NegaScoutEnd;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// This mtdlab's version, which a shard's part records.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Shard `index` of `count` (`index` in 0..count).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl Shard {
    /// Reads `K/N`: K from 0 to N − 1.
    pub fn parse(text: &str) -> Result<Shard, InputError> {
        let bad = || {
            InputError::new(format!(
                "'{text}' is not K/N (e.g. 0/4, the first of four shards: K counts from 0)"
            ))
        };
        let (k, n) = text.trim().split_once('/').ok_or_else(bad)?;
        let k = k.trim().parse::<u32>().map_err(|_| bad())?;
        let n = n.trim().parse::<u32>().map_err(|_| bad())?;
        Shard::new(k, n)
    }

    pub fn new(index: u32, count: u32) -> Result<Shard, InputError> {
        if count == 0 {
            return Err(InputError::new(format!(
                "'{index}/{count}': N must be at least 1"
            )));
        }
        if index >= count {
            return Err(InputError::new(format!(
                "'{index}/{count}': K must lie in 0..{count} (K counts from 0: the shards of \
                 {count} are 0/{count} to {}/{count})",
                count - 1
            )));
        }
        Ok(Shard { index, count })
    }

    /// Whether unit `i` (a tree's number, a game's place in the table) is this shard's.
    pub fn has(&self, i: u32) -> bool {
        i % self.count == self.index
    }
}

/// What a shard adds to its answer as `"shard"`: which shard, the whole experiment's config
/// (`{kind, …settings}`, what the merge checks the shards agree on), and its units.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Part {
    /// The mtdlab that ran the shard: the shards of one run must be run by one version (the
    /// counts are its searches').
    #[serde(default)]
    pub version: String,
    #[serde(flatten)]
    pub shard: Shard,
    pub config: Value,
    /// Whether the merged report lists every tree (`--per-tree`).
    #[serde(default)]
    pub per_tree: bool,
    /// Seed 001: the shard's trees, in the unsharded order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trees: Vec<TreeRun>,
    /// Seed 003: the shard's games as rows, each with its place in the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub games: Vec<(u32, KalahRow)>,
    /// The programs' experiment: the shard's units (position, line), in the unsharded order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub programs: Vec<Unit>,
}

impl Config {
    /// `{kind, …settings}`: what [`Config::from_json`] reads back.
    pub fn to_json(&self) -> Value {
        let (kind, settings) = match self {
            Config::Random(s) => ("random", serde_json::to_value(s)),
            Config::Minimal(s) => ("minimal", serde_json::to_value(s)),
            Config::Steps(s) => ("steps", serde_json::to_value(s)),
            Config::Kalah(s) => ("kalah", serde_json::to_value(s)),
            Config::Programs(s) => ("programs", serde_json::to_value(s)),
        };
        let mut object = match settings {
            Ok(Value::Object(m)) => m,
            _ => Map::new(),
        };
        object.insert("kind".into(), kind.into());
        Value::Object(object)
    }
}

/// The merged answer: the report of the whole run (the unsharded `--json` without its
/// `wall_ms` and `threads`), serialized as the report of its kind.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Merged {
    Random(random::Report),
    Minimal(minimal::Report),
    Steps(steps::Report),
    Kalah(KalahReport),
    Programs(programs::Report),
}

/// The units of a whole run gathered from its shards' parts: seed 001's trees or seed 003's
/// games, in the unsharded order.
#[derive(Debug, Clone, PartialEq)]
pub enum Units {
    Trees(Vec<TreeRun>),
    Games(Vec<KalahRow>),
    Programs(Vec<Unit>),
}

/// A whole run gathered from its shards: its config, whether it lists every tree, its units.
#[derive(Debug, Clone, PartialEq)]
pub struct Gathered {
    pub config: Config,
    pub per_tree: bool,
    pub units: Units,
}

/// Gathers the parts of every shard, each named (a file's name) for the errors: they must
/// hold the same config and shard count, each shard once, every unit of the run once.
pub fn gather(parts: &[(String, Part)]) -> Result<Gathered, InputError> {
    let Some((first_name, first)) = parts.first() else {
        return Err(InputError::new("no shard given"));
    };
    let at = |name: &str, e: String| InputError::new(format!("{name}: {e}"));
    let mut seen: Vec<Option<&str>> = vec![None; first.shard.count as usize];
    for (name, p) in parts {
        if p.config != first.config {
            return Err(at(
                name,
                format!(
                    "its settings differ from {first_name}'s ({}); merge the shards of one run",
                    differing(&p.config, &first.config)
                ),
            ));
        }
        if p.version != first.version {
            return Err(at(
                name,
                format!(
                    "run by mtdlab {}, {first_name} by {}; run every shard with one version",
                    p.version, first.version
                ),
            ));
        }
        if p.shard.count != first.shard.count || p.per_tree != first.per_tree {
            let with = |p: &Part| if p.per_tree { " with --per-tree" } else { "" };
            return Err(at(
                name,
                format!(
                    "shard {}/{}{} but {first_name} is {}/{}{}; merge the shards of one run",
                    p.shard.index,
                    p.shard.count,
                    with(p),
                    first.shard.index,
                    first.shard.count,
                    with(first),
                ),
            ));
        }
        let slot = seen
            .get_mut(p.shard.index as usize)
            .ok_or_else(|| at(name, format!("shard {} is out of range", p.shard.index)))?;
        if let Some(other) = slot {
            return Err(at(
                name,
                format!(
                    "shard {}/{} again (also {other})",
                    p.shard.index, p.shard.count
                ),
            ));
        }
        *slot = Some(name);
    }
    if let Some(k) = seen.iter().position(Option::is_none) {
        return Err(InputError::new(format!(
            "shard {k}/{} is missing: give the answer of every shard",
            first.shard.count
        )));
    }
    let (config, _) =
        Config::from_json(&first.config).map_err(|e| at(first_name, format!("its config: {e}")))?;
    let units = match &config {
        Config::Kalah(k) => Units::Games(merge_games(parts, k.games()?.len())?),
        Config::Programs(p) => Units::Programs(merge_units(parts, p)?),
        c => {
            let settings = c.random_settings().expect("a seed 001 kind");
            Units::Trees(merge_trees(parts, &settings)?)
        }
    };
    Ok(Gathered {
        config,
        per_tree: first.per_tree,
        units,
    })
}

/// Merges the parts of every shard ([`gather`]) into the report of the whole run as the CLI
/// prints it, built by the code of the unsharded run; with the run's config.
pub fn merge(parts: &[(String, Part)]) -> Result<(Merged, Config), InputError> {
    let Gathered {
        config,
        per_tree,
        units,
    } = gather(parts)?;
    let merged = match (&config, units) {
        (Config::Kalah(k), Units::Games(rows)) => {
            let end = NegaScoutEnd::parse(&k.negascout_end)?;
            Merged::Kalah(KalahReport::new(end, rows))
        }
        (Config::Programs(p), Units::Programs(units)) => {
            Merged::Programs(programs::Report::new(p, units, per_tree))
        }
        (c, Units::Trees(runs)) => {
            let settings = c.random_settings().expect("a seed 001 kind");
            let report = random::Report::new(&settings, runs, per_tree);
            match c {
                Config::Minimal(m) => Merged::Minimal(minimal::Report::new(m, &report)),
                Config::Steps(_) => Merged::Steps(steps::Report::new(&report)),
                _ => Merged::Random(report),
            }
        }
        _ => unreachable!("gather gives trees for seed 001, games for seed 003"),
    };
    Ok((merged, config))
}

/// Every tree of `settings` from the parts, in [`random::Settings::jobs`]' order.
fn merge_trees(
    parts: &[(String, Part)],
    settings: &random::Settings,
) -> Result<Vec<TreeRun>, InputError> {
    let jobs = settings.jobs();
    let place = |d: Depth, i: u32| {
        let k = settings.depths.iter().position(|&x| x == d)?;
        (i < settings.trees).then(|| k * settings.trees as usize + i as usize)
    };
    let mut slots: Vec<Option<TreeRun>> = vec![None; jobs.len()];
    for (name, p) in parts {
        for run in &p.trees {
            let slot = place(run.depth, run.tree)
                .filter(|_| p.shard.has(run.tree))
                .ok_or_else(|| {
                    InputError::new(format!(
                        "{name}: tree {} at depth {} is not one of shard {}/{}'s",
                        run.tree, run.depth, p.shard.index, p.shard.count
                    ))
                })?;
            if slots[slot].replace(run.clone()).is_some() {
                return Err(InputError::new(format!(
                    "{name}: tree {} at depth {} is given twice",
                    run.tree, run.depth
                )));
            }
        }
    }
    if let Some(k) = slots.iter().position(Option::is_none) {
        let (d, i) = jobs[k];
        return Err(InputError::new(format!(
            "tree {i} at depth {d} is missing (shard {}'s answer is incomplete: was it \
             interrupted?)",
            i % parts[0].1.shard.count
        )));
    }
    let runs: Vec<TreeRun> = slots.into_iter().flatten().collect();
    // the budget of the whole run, as the unsharded run would have spent it
    over_budget(settings, runs.iter().map(TreeRun::work).sum())?;
    Ok(runs)
}

/// Seed 003's games from the parts, in the table's order.
fn merge_games(parts: &[(String, Part)], games: usize) -> Result<Vec<KalahRow>, InputError> {
    let mut rows: Vec<Option<KalahRow>> = vec![None; games];
    for (name, p) in parts {
        for (i, row) in &p.games {
            let slot = rows
                .get_mut(*i as usize)
                .filter(|_| p.shard.has(*i))
                .ok_or_else(|| {
                    InputError::new(format!(
                        "{name}: game {i} is not one of shard {}/{}'s",
                        p.shard.index, p.shard.count
                    ))
                })?;
            if slot.replace(row.clone()).is_some() {
                return Err(InputError::new(format!("{name}: game {i} is given twice")));
            }
        }
    }
    if let Some(i) = rows.iter().position(Option::is_none) {
        return Err(InputError::new(format!(
            "game {i} is missing (shard {}'s answer is incomplete: was it interrupted?)",
            i as u32 % parts[0].1.shard.count
        )));
    }
    Ok(rows.into_iter().flatten().collect())
}

/// The programs' experiment's units from the parts, in [`programs::Settings::jobs`]' order.
fn merge_units(
    parts: &[(String, Part)],
    settings: &programs::Settings,
) -> Result<Vec<Unit>, InputError> {
    let jobs = settings.jobs();
    let lines: Vec<String> = settings.lines().iter().map(|l| l.name()).collect();
    let mut slots: Vec<Option<Unit>> = vec![None; jobs.len()];
    for (name, p) in parts {
        for u in &p.programs {
            let slot = lines
                .iter()
                .position(|l| *l == u.line)
                .filter(|_| u.position < settings.positions && p.shard.has(u.position))
                .map(|k| u.position as usize * lines.len() + k)
                .ok_or_else(|| {
                    InputError::new(format!(
                        "{name}: position {} by {} is not one of shard {}/{}'s",
                        u.position, u.line, p.shard.index, p.shard.count
                    ))
                })?;
            if slots[slot].replace(u.clone()).is_some() {
                return Err(InputError::new(format!(
                    "{name}: position {} by {} is given twice",
                    u.position, u.line
                )));
            }
        }
    }
    if let Some(k) = slots.iter().position(Option::is_none) {
        let (i, _) = jobs[k];
        return Err(InputError::new(format!(
            "position {i} is missing (shard {}'s answer is incomplete: was it interrupted?)",
            i % parts[0].1.shard.count
        )));
    }
    let units: Vec<Unit> = slots.into_iter().flatten().collect();
    programs::over_budget(settings, units.iter().map(Unit::work).sum())?;
    Ok(units)
}

/// The first setting in which two configs differ, as "trees: 4 here, 6 there".
fn differing(a: &Value, b: &Value) -> String {
    let empty = Map::new();
    let (a, b) = (
        a.as_object().unwrap_or(&empty),
        b.as_object().unwrap_or(&empty),
    );
    let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
    keys.sort();
    keys.dedup();
    // the kind of experiment first: the other settings follow from it
    keys.sort_by_key(|k| *k != "kind");
    keys.into_iter()
        .find(|k| a.get(*k) != b.get(*k))
        .map_or("they differ".into(), |k| {
            let show = |v: Option<&Value>| v.map_or("nothing".into(), Value::to_string);
            format!("{k}: {} here, {} there", show(a.get(k)), show(b.get(k)))
        })
}
