//! Seed 001's experiments (random trees, Table 1, Table 2) and seed 003's Kalah table one unit
//! of work at a time — one tree at one depth, or one root search of a seed 003 game — so
//! that the browser's worker can show progress between units and be cancelled. The rows are
//! the CLI's (`mtdlab experiment … --json`): the same settings, the same per-tree code
//! ([`random::run_tree`], [`kalah::row_of`]), the same reports.

use super::programs::{self, Unit};
use super::random::{self, over_budget, run_tree, TreeRun};
use super::shard::{gather, Part, Shard, Units, VERSION};
use super::{minimal, steps, Clock};
use crate::game::{Depth, InputError};
use crate::kalah_match::experiment::{self as kalah, Row as KalahRow};
use crate::kalah_match::{Limits, Match, NegaScoutEnd, Program, ALGORITHMS};
use crate::search::run::MAX_VISITS;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Which experiment, with its settings.
#[derive(Debug, Clone, PartialEq)]
pub enum Config {
    /// `mtdlab experiment random`.
    Random(random::Settings),
    /// `mtdlab experiment minimal` (Table 1).
    Minimal(minimal::Settings),
    /// `mtdlab experiment steps` (Table 2's shape).
    Steps(random::Settings),
    /// `mtdlab experiment kalah` (seed 003's table).
    Kalah(KalahSettings),
    /// `mtdlab experiment programs` (issue 23: the programs' setting on Kalah).
    Programs(programs::Settings),
}

/// Seed 003's table: the flags of `mtdlab experiment kalah`, and the budget of the whole table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KalahSettings {
    /// Every pair of these depths (first player's, second player's); `None`: the pairs the
    /// seed printed.
    pub depths: Option<Vec<Depth>>,
    /// Seed 003's programs, in order.
    pub algos: Vec<String>,
    /// `in-move` or `at-node` (`--negascout-end`).
    pub negascout_end: String,
    /// Each root search's work budget (node visits).
    pub max_visits: u64,
    /// The most entries seed 003's table may hold.
    pub tt_size: usize,
    /// The budget of the whole table: node visits of every root search of every game.
    pub max_work: u64,
}

impl Default for KalahSettings {
    fn default() -> Self {
        let limits = Limits::default();
        KalahSettings {
            depths: None,
            algos: ALGORITHMS.iter().map(|a| a.to_string()).collect(),
            negascout_end: NegaScoutEnd::InMove.name().into(),
            max_visits: limits.max_visits,
            tt_size: limits.max_entries,
            max_work: random::DEFAULT_MAX_WORK,
        }
    }
}

impl KalahSettings {
    fn end(&self) -> Result<NegaScoutEnd, InputError> {
        NegaScoutEnd::parse(&self.negascout_end)
            .map_err(|e| InputError::new(format!("negascout_end: {e}")))
    }

    fn limits(&self) -> Limits {
        Limits {
            max_visits: self.max_visits,
            max_entries: self.tt_size,
        }
    }

    /// The games to play, in the CLI's order: program by program, its depth pairs.
    pub fn games(&self) -> Result<Vec<(String, Depth, Depth)>, InputError> {
        if self.algos.is_empty() {
            return Err(InputError::new("algos: no program given"));
        }
        let mut games = Vec::new();
        for (i, a) in self.algos.iter().enumerate() {
            let p = Program::named(a).map_err(|e| InputError::new(format!("algos: {e}")))?;
            if self.algos[..i].contains(a) {
                return Err(InputError::new(format!("algos: '{a}' is listed twice")));
            }
            for &d in self.depths.iter().flatten() {
                p.check_depth("each depth", d)
                    .map_err(|e| InputError::new(format!("depths: {e}")))?;
            }
            for (d1, d2) in kalah::pairs(p.name, self.depths.as_deref()) {
                games.push((p.name.to_string(), d1, d2));
            }
        }
        if games.is_empty() {
            return Err(InputError::new("depths: no depth given"));
        }
        Ok(games)
    }

    pub fn validate(&self) -> Result<(), InputError> {
        self.end()?;
        if !(1..=MAX_VISITS).contains(&self.max_visits) {
            return Err(InputError::new(format!(
                "max_visits: {} is out of range (1..={MAX_VISITS})",
                self.max_visits
            )));
        }
        if !(1..=crate::kalah_match::MAX_ENTRIES).contains(&self.tt_size) {
            return Err(InputError::new(format!(
                "tt_size: {} is out of range (1..={})",
                self.tt_size,
                crate::kalah_match::MAX_ENTRIES
            )));
        }
        if !(1..=random::MAX_WORK).contains(&self.max_work) {
            return Err(InputError::new(format!(
                "max_work: {} is out of range (1..={})",
                self.max_work,
                random::MAX_WORK
            )));
        }
        self.games().map(|_| ())
    }
}

/// Reads `value`'s fields over `defaults` (missing fields keep theirs; unknown ones are errors).
fn settings_over<T: Serialize + for<'de> Deserialize<'de>>(
    defaults: &T,
    fields: &Map<String, Value>,
) -> Result<T, InputError> {
    let mut merged = match serde_json::to_value(defaults) {
        Ok(Value::Object(m)) => m,
        _ => return Err(InputError::new("internal: settings are not an object")),
    };
    for (k, v) in fields {
        merged.insert(k.clone(), v.clone());
    }
    serde_json::from_value(Value::Object(merged)).map_err(|e| InputError::new(format!("{e}")))
}

/// The kinds of experiment, as the config's `kind` names them.
pub const KINDS: [&str; 5] = ["random", "minimal", "steps", "kalah", "programs"];

impl Config {
    /// Reads `{ kind, …settings, per_tree? }`: `kind` one of [`KINDS`], the other fields the
    /// settings of that experiment (their CLI JSON names; missing ones take the CLI's
    /// defaults). Every error names the field.
    pub fn from_json(config: &Value) -> Result<(Config, bool), InputError> {
        let Value::Object(obj) = config else {
            return Err(InputError::new(
                "config: expected an object { kind, …settings }",
            ));
        };
        let mut fields = obj.clone();
        let kind = fields.remove("kind");
        let per_tree = match fields.remove("per_tree") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => b,
            Some(v) => {
                return Err(InputError::new(format!(
                    "per_tree: {v} is not true or false"
                )))
            }
        };
        let config = match kind.as_ref().and_then(Value::as_str) {
            Some("random") => Config::Random(settings_over(&random::Settings::default(), &fields)?),
            Some("minimal") => {
                Config::Minimal(settings_over(&minimal::Settings::default(), &fields)?)
            }
            Some("steps") => Config::Steps(settings_over(&steps::default_settings(), &fields)?),
            Some("kalah") => Config::Kalah(settings_over(&KalahSettings::default(), &fields)?),
            Some("programs") => {
                Config::Programs(settings_over(&programs::Settings::default(), &fields)?)
            }
            _ => {
                return Err(InputError::new(format!(
                    "kind: {} is not one of {}",
                    kind.map_or("nothing".into(), |k| k.to_string()),
                    KINDS.join(", ")
                )))
            }
        };
        config.validate()?;
        Ok((config, per_tree))
    }

    /// Checks the settings as the CLI does, and that the work fits in the budget.
    pub fn validate(&self) -> Result<(), InputError> {
        match self {
            Config::Random(s) => s.validate(),
            Config::Minimal(s) => s.validate(),
            Config::Steps(s) => steps::validate(s),
            Config::Kalah(s) => s.validate(),
            Config::Programs(s) => s.validate(),
        }
    }

    /// The random-tree experiment behind a seed 001 kind (`None` for Kalah).
    pub fn random_settings(&self) -> Option<random::Settings> {
        match self {
            Config::Random(s) | Config::Steps(s) => Some(s.clone()),
            Config::Minimal(m) => Some(m.random_settings()),
            Config::Kalah(_) | Config::Programs(_) => None,
        }
    }

    /// What `--shard K/N` shares out, and the budget of the whole run: its trees (each at
    /// every depth) for seed 001's kinds, its games for seed 003's table, its positions for
    /// the programs' experiment; a pool of workers counts the budget over every shard.
    pub fn units_and_budget(&self) -> Result<(u32, u64), InputError> {
        Ok(match self {
            Config::Kalah(k) => (k.games()?.len() as u32, k.max_work),
            Config::Programs(p) => (p.positions, p.max_work),
            Config::Random(s) | Config::Steps(s) => (s.trees, s.max_work),
            Config::Minimal(m) => {
                let s = m.random_settings();
                (s.trees, s.max_work)
            }
        })
    }
}

/// How far an experiment has come.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// Units done and in all (trees × depths; for Kalah, games).
    pub done: usize,
    pub total: usize,
    /// Node visits so far, every search included.
    pub work: u64,
    /// The unit done last: its depth and tree (seed 001), or its program, depths and root
    /// search (seed 003; `search` counts the root searches of the game under way).
    pub depth: Option<Depth>,
    pub tree: Option<u32>,
    pub algo: Option<String>,
    pub depths: Option<[Depth; 2]>,
    pub search: Option<usize>,
    pub finished: bool,
}

/// A seed 003 game under way.
struct Game {
    game: Match,
    ms: f64,
}

/// An experiment run unit by unit: [`Experiment::step`] does the next one.
pub struct Experiment {
    config: Config,
    per_tree: bool,
    shard: Shard,
    /// Seed 001: the (depth, tree) pairs and the trees done.
    jobs: Vec<(Depth, u32)>,
    runs: Vec<TreeRun>,
    /// Seed 003: the games (each with its place in the whole table), the game under way and
    /// the rows done.
    games: Vec<(u32, (String, Depth, Depth))>,
    game: Option<Game>,
    rows: Vec<KalahRow>,
    /// The programs' experiment: its (position, line) units and those done.
    program_jobs: Vec<(u32, usize)>,
    units: Vec<Unit>,
    work: u64,
    last: Progress,
}

impl Experiment {
    pub fn new(config: Config, per_tree: bool) -> Result<Experiment, InputError> {
        Experiment::sharded(config, per_tree, Shard { index: 0, count: 1 })
    }

    /// The units of one shard only (tree i or game i when i mod N = K); [`Experiment::part`]
    /// is then its answer for [`super::shard::merge`].
    pub fn sharded(config: Config, per_tree: bool, shard: Shard) -> Result<Experiment, InputError> {
        config.validate()?;
        let (jobs, games) = match &config {
            Config::Kalah(k) => {
                let games = k.games()?.into_iter().enumerate();
                let mine = games.filter(|(i, _)| shard.has(*i as u32));
                (Vec::new(), mine.map(|(i, g)| (i as u32, g)).collect())
            }
            c => (
                c.random_settings().map(|s| s.jobs()).unwrap_or_default(),
                Vec::new(),
            ),
        };
        let jobs: Vec<(Depth, u32)> = jobs.into_iter().filter(|(_, i)| shard.has(*i)).collect();
        let program_jobs: Vec<(u32, usize)> = match &config {
            Config::Programs(p) => p
                .jobs()
                .into_iter()
                .filter(|(i, _)| shard.has(*i))
                .collect(),
            _ => Vec::new(),
        };
        let total = jobs.len() + games.len() + program_jobs.len();
        Ok(Experiment {
            config,
            per_tree,
            shard,
            jobs,
            runs: Vec::new(),
            games,
            game: None,
            rows: Vec::new(),
            program_jobs,
            units: Vec::new(),
            work: 0,
            last: Progress {
                done: 0,
                total,
                work: 0,
                depth: None,
                tree: None,
                algo: None,
                depths: None,
                search: None,
                finished: total == 0,
            },
        })
    }

    /// Reads a config as [`Config::from_json`] does.
    pub fn from_json(config: &Value) -> Result<Experiment, InputError> {
        let (config, per_tree) = Config::from_json(config)?;
        Experiment::new(config, per_tree)
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn is_done(&self) -> bool {
        self.last.finished
    }

    pub fn progress(&self) -> &Progress {
        &self.last
    }

    /// Does the next unit (one tree at one depth with every algorithm, or one root search of
    /// a seed 003 game), timed with `clock`. An error (a search's budget, the experiment's)
    /// ends the experiment.
    pub fn step(&mut self, clock: &mut dyn Clock) -> Result<&Progress, InputError> {
        if self.is_done() {
            return Ok(&self.last);
        }
        match &self.config {
            Config::Kalah(k) => {
                let k = k.clone();
                self.step_kalah(&k, clock)?;
            }
            Config::Programs(p) => {
                let p = p.clone();
                self.step_programs(&p, clock)?;
            }
            c => {
                let settings = c.random_settings().expect("a seed 001 kind");
                let (depth, i) = self.jobs[self.runs.len()];
                over_budget(&settings, self.work)?;
                let run = run_tree(&settings, depth, i, clock)?;
                self.work += run.work();
                over_budget(&settings, self.work)?;
                self.runs.push(run);
                self.last.done = self.runs.len();
                self.last.depth = Some(depth);
                self.last.tree = Some(i);
            }
        }
        self.last.work = self.work;
        self.last.finished = self.last.done == self.last.total;
        Ok(&self.last)
    }

    fn step_kalah(&mut self, k: &KalahSettings, clock: &mut dyn Clock) -> Result<(), InputError> {
        let end = k.end()?;
        if self.game.is_none() {
            let (_, (algo, d1, d2)) = &self.games[self.rows.len()];
            self.game = Some(Game {
                game: Match::new(*d1, *d2, algo, end, k.limits())
                    .map_err(|e| InputError::new(format!("{algo} at depths {d1},{d2}: {e}")))?,
                ms: 0.0,
            });
        }
        let g = self.game.as_mut().expect("just made");
        let [d1, d2] = g.game.depths();
        let name = g.game.program().name;
        let start = clock.now_ms();
        let searched = g
            .game
            .step()
            .map_err(|e| InputError::new(format!("{name} at depths {d1},{d2}: {e}")))?;
        if let Some(s) = searched {
            self.work += s.counters.nodes;
        }
        g.ms += clock.now_ms() - start;
        self.last.algo = Some(name.to_string());
        self.last.depths = Some([d1, d2]);
        self.last.search = Some(g.game.searches().len());
        if self.work > k.max_work {
            return Err(InputError::new(format!(
                "work budget: the table visited {} nodes, more than its budget of {}; raise \
                 max_work (at most {}), or play fewer programs or depths",
                self.work,
                k.max_work,
                random::MAX_WORK
            )));
        }
        if g.game.is_over() {
            let g = self.game.take().expect("a game under way");
            let mut row = kalah::row_of(&g.game, end).timed(g.ms);
            if self.per_tree {
                row.root_searches = kalah::search_costs(&g.game);
            }
            self.rows.push(row);
            self.last.done = self.rows.len();
        }
        Ok(())
    }

    fn step_programs(
        &mut self,
        p: &programs::Settings,
        clock: &mut dyn Clock,
    ) -> Result<(), InputError> {
        let (i, k) = self.program_jobs[self.units.len()];
        programs::over_budget(p, self.work)?;
        // the position's first line, which every later line must agree with: the units come
        // position by position, so it is the first of the last run of this position's
        let first = self
            .units
            .iter()
            .rev()
            .take_while(|u| u.position == i)
            .last();
        let unit = programs::run_unit(p, i, k, first, clock)?;
        self.work += unit.work();
        programs::over_budget(p, self.work)?;
        self.last.tree = Some(i);
        self.last.algo = Some(unit.line.clone());
        self.units.push(unit);
        self.last.done = self.units.len();
        Ok(())
    }

    /// Does every unit left.
    pub fn run_to_end(&mut self, clock: &mut dyn Clock) -> Result<(), InputError> {
        while !self.is_done() {
            self.step(clock)?;
        }
        Ok(())
    }

    /// The report of the units done so far (all of them once done), in the shape of
    /// `mtdlab experiment KIND --json` (without its `wall_ms` and `threads`). A seed 001
    /// report also carries `search_settings`, the random-tree settings its trees were
    /// searched with (what the visualiser needs to open a tree), and with `per_tree` every
    /// tree as `per_tree`.
    pub fn report(&self) -> Result<Report, InputError> {
        if let Config::Programs(p) = &self.config {
            return Ok(Report::Programs(programs::Report::new(
                p,
                self.units.clone(),
                self.per_tree,
            )));
        }
        let Some(settings) = self.config.random_settings() else {
            let Config::Kalah(k) = &self.config else {
                unreachable!("a Kalah config has no random settings")
            };
            return Ok(Report::Kalah(kalah::Report::new(
                k.end()?,
                self.rows.clone(),
            )));
        };
        let mut report = random::Report::new(&settings, self.runs.clone(), self.per_tree);
        Ok(match &self.config {
            Config::Minimal(m) => {
                let mut table = minimal::Report::new(m, &report);
                table.per_tree = report.per_tree;
                table.search_settings = Some(settings);
                Report::Minimal(table)
            }
            Config::Steps(_) => {
                let mut table = steps::Report::new(&report);
                table.per_tree = report.per_tree;
                table.search_settings = Some(settings);
                Report::Steps(table)
            }
            _ => {
                report.search_settings = Some(settings);
                Report::Random(report)
            }
        })
    }
}

impl Experiment {
    /// This shard's answer for [`super::shard::merge`]: its units done so far, whole.
    pub fn part(&self) -> Part {
        let games = self
            .rows
            .iter()
            .zip(&self.games)
            .map(|(row, (i, _))| (*i, row.clone()))
            .collect();
        Part {
            version: VERSION.to_string(),
            shard: self.shard,
            config: self.config.to_json(),
            per_tree: self.per_tree,
            trees: self.runs.clone(),
            games,
            programs: self.units.clone(),
        }
    }
}

impl Experiment {
    /// The whole run gathered from the parts of its shards ([`super::shard::gather`]), done:
    /// its [`Experiment::report`] is the unsharded run's.
    pub fn from_parts(parts: &[(String, Part)]) -> Result<Experiment, InputError> {
        let g = gather(parts)?;
        let mut e = Experiment::new(g.config, g.per_tree)?;
        match g.units {
            Units::Trees(runs) => {
                e.work = runs.iter().map(TreeRun::work).sum();
                e.runs = runs;
                e.last.done = e.runs.len();
            }
            Units::Games(rows) => {
                e.work = rows.iter().map(|r| r.nodes).sum();
                e.rows = rows;
                e.last.done = e.rows.len();
            }
            Units::Programs(units) => {
                e.work = units.iter().map(Unit::work).sum();
                e.units = units;
                e.last.done = e.units.len();
            }
        }
        e.last.work = e.work;
        e.last.finished = e.last.done == e.last.total;
        Ok(e)
    }
}

/// An experiment's report, serialized as the report of its kind.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Report {
    Random(random::Report),
    Minimal(minimal::Report),
    Steps(steps::Report),
    Kalah(kalah::Report),
    Programs(programs::Report),
}
