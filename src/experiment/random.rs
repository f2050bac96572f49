//! Seed 001 §3.1–3.2's random-tree experiment: N random trees of branching b searched at each
//! depth by each algorithm, MTD(f)'s first guess from a search two plies shallower (its cost
//! reported apart); per depth and algorithm the trees, total nodes, leaf evaluations, mean and
//! most tests, and time. Tree i is the random tree of seed `seed + i`.

use super::{Clock, Guess, Variant};
use crate::game::{Depth, Game, InputError};
use crate::games::random::{Order, RandomTree, Values};
#[cfg(target_arch = "wasm32")]
use crate::search::any_table::AnyTable;
use crate::search::run::{Run, RunResult, MAX_DEPTH, MAX_VISITS};
use crate::search::{Algorithm, Limits, Options, SearchSettings};
use crate::trace::NoTrace;
use serde::{Deserialize, Serialize};

/// What to run. The defaults are seed 001's (500 trees, b = 50, depths 3–6, MTD(f) against
/// NegaScout and alpha-beta, the guess from depth − 2; and NegaScout with a TT, as MTD(f) has) with mtdlab's reading of what the seed
/// leaves open (docs/experiments.md: random order, incremental values with deltas in −50..50).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub trees: u32,
    pub branching: u32,
    pub depths: Vec<Depth>,
    pub algorithms: Vec<Variant>,
    /// Tree i has the seed `seed + i`.
    pub seed: u64,
    pub order: Order,
    pub values: Values,
    /// Independent values: the leaves' range; incremental: the deltas' range.
    pub min: i32,
    pub max: i32,
    pub guess: Guess,
    /// TT entries per search (MT's bounds).
    pub tt_size: usize,
    /// The work budget of each search (node visits, `Limits::max_visits`).
    pub max_visits: u64,
    /// The work budget of the whole experiment: node visits of every search, the guesses'
    /// included. The driver stops once the trees done have used more.
    pub max_work: u64,
    /// MT and NegaScout-TT probe and store the horizon's nodes (off: the programs' practice,
    /// [`SearchSettings::with_store_leaves`]).
    pub store_leaves: bool,
}

/// The default per-search budget of an experiment: 10^9 node visits (seconds natively).
pub const DEFAULT_MAX_VISITS: u64 = crate::search::catalog::VISITS.default_in("experiment");
/// The default budget of a whole experiment: 10^11 node visits (about an hour on two cores).
pub const DEFAULT_MAX_WORK: u64 = crate::search::catalog::WORK.default_in("experiment");
/// The largest experiment budget accepted.
pub const MAX_WORK: u64 = crate::search::catalog::WORK.max_in("experiment");
/// The most trees an experiment may search per depth.
pub const MAX_TREES: u32 = 1_000_000;
/// The largest TT an experiment's search may have (2^22 entries, 160 MB).
pub const MAX_TT_ENTRIES: usize = 1 << 22;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            trees: 500,
            branching: 50,
            depths: vec![3, 4, 5, 6],
            algorithms: vec![
                Variant::new(Algorithm::MtdF),
                Variant::new(Algorithm::NegaScout),
                Variant::new(Algorithm::AlphaBeta),
                // NegaScout with MTD(f)'s equipment: which is faster in time, like for like
                Variant::new(Algorithm::NegaScoutTt),
            ],
            seed: 1,
            order: Order::Random,
            values: Values::Incremental,
            min: -50,
            max: 50,
            guess: Guess::Shallow,
            tt_size: DEFAULT_TT_ENTRIES,
            max_visits: DEFAULT_MAX_VISITS,
            max_work: DEFAULT_MAX_WORK,
            store_leaves: true,
        }
    }
}

/// The TT of an experiment's search: 2^16 entries (2.6 MB). On seed 001's trees (b = 50,
/// depth 6) MTD(f) visits within 0.1% of the nodes it visits with 2^20 entries, three times
/// faster.
pub const DEFAULT_TT_ENTRIES: usize = 1 << 16;

impl Settings {
    /// Checks every field, naming the bad one (as the CLI's flag names it).
    pub fn validate(&self) -> Result<(), InputError> {
        let bad = |what: &str, msg: String| Err(InputError::new(format!("{what}: {msg}")));
        if !(1..=MAX_TREES).contains(&self.trees) {
            return bad(
                "trees",
                format!("{} is out of range (1..={MAX_TREES})", self.trees),
            );
        }
        if self.depths.is_empty() {
            return bad("depths", "no depth given".into());
        }
        if let Some(d) = self.depths.iter().find(|d| !(1..=MAX_DEPTH).contains(d)) {
            return bad("depths", format!("{d} is out of range (1..={MAX_DEPTH})"));
        }
        if self.algorithms.is_empty() {
            return bad("algos", "no algorithm given".into());
        }
        if !(1..=MAX_VISITS).contains(&self.max_visits) {
            return bad(
                "max-visits",
                format!("{} is out of range (1..={MAX_VISITS})", self.max_visits),
            );
        }
        if !(1..=MAX_WORK).contains(&self.max_work) {
            return bad(
                "max-work",
                format!("{} is out of range (1..={MAX_WORK})", self.max_work),
            );
        }
        if !(1..=MAX_TT_ENTRIES).contains(&self.tt_size) {
            return bad(
                "tt-size",
                format!("{} is out of range (1..={MAX_TT_ENTRIES})", self.tt_size),
            );
        }
        if self.seed.checked_add(self.trees as u64).is_none() {
            return bad(
                "seed",
                format!("{} + {} trees overflows", self.seed, self.trees),
            );
        }
        // the trees themselves check branching, depth and values
        for &d in &self.depths {
            self.tree(d, 0)?;
        }
        let least = self.least_work();
        if least > self.max_work {
            return bad(
                "max-work",
                format!(
                    "these searches visit at least {least} nodes (each one at least the \
                     minimal tree: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves at depth d, and their \
                     ancestors), more than the experiment's budget of {}; run fewer trees, \
                     algorithms or depths, a smaller branching, or raise the budget (at most \
                     {MAX_WORK})",
                    self.max_work
                ),
            );
        }
        for v in &self.algorithms {
            v.options(&self.options(), 0)
                .validate()
                .map_err(|e| InputError::new(format!("algos: {}: {e}", v.name())))?;
        }
        Ok(())
    }

    /// A lower bound of the experiment's work: every search of a tree of depth d visits at
    /// least its minimal tree (Knuth and Moore), whatever the algorithm and the order.
    pub fn least_work(&self) -> u64 {
        let b = self.branching as u64;
        self.depths
            .iter()
            .map(|&d| super::minimal::minimal_nodes(b, d))
            .fold(0u64, u64::saturating_add)
            .saturating_mul(self.algorithms.len() as u64)
            .saturating_mul(self.trees as u64)
    }

    /// Tree `i` of depth `depth`.
    pub fn tree(&self, depth: Depth, i: u32) -> Result<RandomTree, InputError> {
        RandomTree::with_shape(
            self.branching,
            depth,
            self.min,
            self.max,
            self.seed + i as u64,
            self.order,
            self.values,
        )
        .map_err(|e| {
            // name the setting the tree's complaint is about
            let m = &e.message;
            let field = if m.starts_with("branching") {
                "branching"
            } else if m.starts_with("depth") || m.starts_with("a tree of") {
                "depths"
            } else {
                "range"
            };
            InputError::new(format!("{field}: {m}"))
        })
    }

    /// Every (depth, tree) pair, depth by depth: the units of work a driver hands out.
    pub fn jobs(&self) -> Vec<(Depth, u32)> {
        self.depths
            .iter()
            .flat_map(|&d| (0..self.trees).map(move |i| (d, i)))
            .collect()
    }

    /// The options of every search (a variant adds its driver's parameters).
    fn options(&self) -> Options {
        Options {
            search: SearchSettings::default()
                .with_tt_size(self.tt_size)
                .with_store_leaves(self.store_leaves),
            limits: Limits::default().with_max_visits(self.max_visits),
            ..Options::default()
        }
    }
}

/// What one search cost.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cost {
    pub nodes: u64,
    pub leaf_evals: u64,
    /// Null-window tests (MTD-f-αβ's last, wide-window search is not one).
    pub tests: u32,
    /// NegaScout's re-searches (a scout inside the window searched its child again): why
    /// it can visit more nodes than alpha-beta; left out where there are none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub researches: u64,
    pub ms: f64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// One algorithm on one tree.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AlgorithmRun {
    pub algorithm: Variant,
    #[serde(flatten)]
    pub cost: Cost,
}

/// One tree at one depth: its value, the first guess and what finding it cost, and every
/// algorithm's cost.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TreeRun {
    pub depth: Depth,
    /// The tree's number i (its seed is `seed + i`).
    pub tree: u32,
    pub seed: u64,
    pub value: i32,
    pub guess: i32,
    pub guess_cost: Cost,
    pub runs: Vec<AlgorithmRun>,
}

impl TreeRun {
    /// Every node this tree's searches visited, the guess's included (the work budget).
    pub fn work(&self) -> u64 {
        self.guess_cost.nodes + self.runs.iter().map(|r| r.cost.nodes).sum::<u64>()
    }
}

/// Searches tree `i` at `depth` with every algorithm of `settings`, timing each search with
/// `clock`. Every algorithm must find the same value (else an error: a bug).
pub fn run_tree(
    settings: &Settings,
    depth: Depth,
    i: u32,
    clock: &mut dyn Clock,
) -> Result<TreeRun, InputError> {
    let tree = settings.tree(depth, i)?;
    let (guess, guess_cost) = first_guess(settings, &tree, depth, clock)?;
    let base = settings.options();
    let mut runs = Vec::with_capacity(settings.algorithms.len());
    let mut value = None;
    for v in &settings.algorithms {
        let options = v.options(&base, guess);
        let start = clock.now_ms();
        let (result, researches) = search(&tree, v.algorithm, &options).map_err(|e| {
            InputError::new(format!(
                "tree {i} (seed {}) at depth {depth}: {e}",
                tree.seed
            ))
        })?;
        let ms = clock.now_ms() - start;
        if *value.get_or_insert(result.value) != result.value {
            return Err(InputError::new(format!(
                "internal: {} found {} on tree {i} at depth {depth}, the others {}",
                v.name(),
                result.value,
                value.unwrap_or_default()
            )));
        }
        runs.push(AlgorithmRun {
            algorithm: *v,
            cost: Cost {
                nodes: result.counters.nodes,
                leaf_evals: result.counters.leaf_evals,
                tests: result.tests.iter().filter(|t| t.null_window).count() as u32,
                researches,
                ms,
            },
        });
    }
    Ok(TreeRun {
        depth,
        tree: i,
        seed: tree.seed,
        value: value.unwrap_or(guess),
        guess,
        guess_cost,
        runs,
    })
}

/// One search of `tree` without a trace, compiled as the session's `solve` compiles it (the
/// game by value, the table an [`AnyTable`]), so that the wasm holds the searches once for the
/// visualiser and the experiments; the counts are those of any other table type. With the
/// answer, NegaScout's re-searches.
#[cfg(target_arch = "wasm32")]
fn search(
    tree: &RandomTree,
    algorithm: Algorithm,
    options: &Options,
) -> Result<(RunResult, u64), InputError> {
    let mut run: Run<RandomTree, NoTrace, AnyTable> =
        Run::with_mt_table(*tree, algorithm, options.clone(), NoTrace)?;
    while run.step()?.is_some() {}
    let researches = run.search().researches();
    Ok((run.finish()?.0, researches))
}

/// Natively, the search with MT's own table type, inlined into the search (the counts are
/// the same), and the table of the thread's last search, cleared, rather than a new one: a
/// new table of 2^16 entries is 1.5 MB of fresh pages, each faulted in on its first touch,
/// which cost MTD(f) a tenth of its time on seed 001's trees (docs/performance.md, "MT's
/// time per node").
#[cfg(not(target_arch = "wasm32"))]
fn search(
    tree: &RandomTree,
    algorithm: Algorithm,
    options: &Options,
) -> Result<(RunResult, u64), InputError> {
    use crate::search::tt::{Table, TranspositionTable};
    use std::cell::RefCell;
    thread_local! {
        static SPARE: RefCell<Option<Table>> = const { RefCell::new(None) };
    }
    let entries = Table::capacity_for(options.search.tt_size());
    // (a search without a TT leaves the spare for the next that has one)
    let spare = algorithm
        .uses_tt()
        .then(|| SPARE.with(|s| s.borrow_mut().take()))
        .flatten()
        .filter(|t| t.capacity() == entries);
    let mut run: Run<RandomTree, NoTrace, Table> = match spare {
        Some(mut table) => {
            table.clear();
            table.counters = Default::default();
            Run::with_table(*tree, algorithm, options.clone(), NoTrace, table)?
        }
        None => Run::with_mt_table(*tree, algorithm, options.clone(), NoTrace)?,
    };
    while run.step()?.is_some() {}
    let researches = run.search().researches();
    let (result, table) = run.finish_with_table()?;
    if table.capacity() == entries {
        SPARE.with(|s| *s.borrow_mut() = Some(table));
    }
    Ok((result, researches))
}

/// The first guess and its cost: a search two plies shallower by alpha-beta (at depth ≤ 2,
/// the root's static value), the exact value by alpha-beta, or a fixed number for free.
fn first_guess(
    settings: &Settings,
    tree: &RandomTree,
    depth: Depth,
    clock: &mut dyn Clock,
) -> Result<(i32, Cost), InputError> {
    let free = |guess| {
        (
            guess,
            Cost {
                nodes: 0,
                leaf_evals: 0,
                tests: 0,
                researches: 0,
                ms: 0.0,
            },
        )
    };
    let search_depth = match settings.guess {
        Guess::Fixed(g) => return Ok(free(g)),
        Guess::Exact => depth,
        Guess::Shallow if depth <= 2 => {
            let (g, mut cost) = free(tree.evaluate(&tree.root()));
            (cost.nodes, cost.leaf_evals) = (1, 1);
            return Ok((g, cost));
        }
        Guess::Shallow => depth - 2,
    };
    let base = settings.options();
    let options = Options {
        search: base.search.with_depth(search_depth),
        ..base
    };
    let start = clock.now_ms();
    let (r, _) = search(tree, Algorithm::AlphaBeta, &options)
        .map_err(|e| InputError::new(format!("first guess at depth {search_depth}: {e}")))?;
    let ms = clock.now_ms() - start;
    Ok((
        r.value,
        Cost {
            nodes: r.counters.nodes,
            leaf_evals: r.counters.leaf_evals,
            tests: 0,
            researches: 0,
            ms,
        },
    ))
}

/// One depth and algorithm, summed over the trees.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub depth: Depth,
    pub algorithm: Variant,
    pub trees: u32,
    pub nodes: u64,
    pub leaf_evals: u64,
    pub tests_mean: f64,
    pub tests_max: u32,
    /// NegaScout's re-searches, summed over the trees (left out where there are none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub researches: u64,
    /// The searches' times added up (not the wall time of a parallel run).
    pub ms: f64,
    /// Nodes per second: `nodes` over `ms`.
    #[serde(default)]
    pub nodes_per_s: f64,
}

/// The first guesses at one depth: their cost summed over the trees, and how far they were
/// from the values.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GuessRow {
    pub depth: Depth,
    pub trees: u32,
    pub nodes: u64,
    pub leaf_evals: u64,
    pub ms: f64,
    /// The mean and the standard deviation of guess − value.
    pub error_mean: f64,
    pub error_sd: f64,
    pub exact: u32,
}

/// The experiment's answer: the settings, a row per depth and algorithm, a row per depth for
/// the guesses, and (when asked for) every tree.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub settings: Settings,
    pub rows: Vec<Row>,
    pub guesses: Vec<GuessRow>,
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub per_tree: Vec<TreeRun>,
    /// The settings the trees were searched with (what opens a tree in the visualiser):
    /// the browser's runner gives them with every seed 001 report, the CLI leaves them out.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub search_settings: Option<Settings>,
}

impl Report {
    /// Sums the trees' runs into rows, depth by depth in the settings' order; `runs` come in
    /// the order of [`Settings::jobs`] (as [`run_all`] and the native driver give them),
    /// which `per_tree` keeps.
    pub fn new(settings: &Settings, runs: Vec<TreeRun>, per_tree: bool) -> Report {
        let mut rows = Vec::new();
        let mut guesses = Vec::new();
        for &depth in &settings.depths {
            let at: Vec<&TreeRun> = runs.iter().filter(|r| r.depth == depth).collect();
            let n = at.len() as u32;
            for (k, v) in settings.algorithms.iter().enumerate() {
                let costs = at.iter().map(|r| &r.runs[k].cost);
                let tests: Vec<u32> = costs.clone().map(|c| c.tests).collect();
                let nodes = costs.clone().map(|c| c.nodes).sum();
                let ms = costs.clone().map(|c| c.ms).sum();
                rows.push(Row {
                    depth,
                    algorithm: *v,
                    trees: n,
                    nodes,
                    leaf_evals: costs.clone().map(|c| c.leaf_evals).sum(),
                    tests_mean: mean(tests.iter().map(|&t| t as f64)),
                    tests_max: tests.iter().copied().max().unwrap_or(0),
                    researches: costs.map(|c| c.researches).sum(),
                    ms,
                    nodes_per_s: super::per_second(nodes, ms),
                });
            }
            let errors: Vec<f64> = at.iter().map(|r| (r.guess - r.value) as f64).collect();
            let error_mean = mean(errors.iter().copied());
            let var = mean(errors.iter().map(|e| (e - error_mean).powi(2)));
            guesses.push(GuessRow {
                depth,
                trees: n,
                nodes: at.iter().map(|r| r.guess_cost.nodes).sum(),
                leaf_evals: at.iter().map(|r| r.guess_cost.leaf_evals).sum(),
                ms: at.iter().map(|r| r.guess_cost.ms).sum(),
                error_mean,
                error_sd: var.sqrt(),
                exact: at.iter().filter(|r| r.guess == r.value).count() as u32,
            });
        }
        // both drivers hand the runs back in the settings' order (depth by depth, tree by tree)
        let per_tree = if per_tree { runs } else { Vec::new() };
        Report {
            settings: settings.clone(),
            rows,
            guesses,
            per_tree,
            search_settings: None,
        }
    }

    /// The row of `algorithm` at `depth`.
    pub fn row(&self, depth: Depth, algorithm: &Variant) -> Option<&Row> {
        self.rows
            .iter()
            .find(|r| r.depth == depth && r.algorithm == *algorithm)
    }
}

fn mean(xs: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = xs.fold((0.0, 0u64), |(s, n), x| (s + x, n + 1));
    if n == 0 {
        0.0
    } else {
        sum / n as f64
    }
}

/// Runs every tree one after another on this thread (the browser's way; natively
/// [`super::native::run_random`] spreads the trees over the cores), stopping once the work
/// budget is spent.
pub fn run_all(settings: &Settings, clock: &mut dyn Clock) -> Result<Vec<TreeRun>, InputError> {
    settings.validate()?;
    let mut used = 0u64;
    let mut runs = Vec::new();
    for (depth, i) in settings.jobs() {
        over_budget(settings, used)?;
        let r = run_tree(settings, depth, i, clock)?;
        used += r.work();
        runs.push(r);
    }
    over_budget(settings, used)?;
    Ok(runs)
}

/// The error once `used` node visits exceed the experiment's budget.
pub fn over_budget(settings: &Settings, used: u64) -> Result<(), InputError> {
    if used > settings.max_work {
        return Err(InputError::new(format!(
            "work budget: the experiment visited {used} nodes, more than its budget of {}; \
             raise it with --max-work (at most {MAX_WORK}), or run fewer trees, depths or \
             algorithms",
            settings.max_work
        )));
    }
    Ok(())
}
