//! A run of one algorithm on one game: the root searches made one at a time (a null-window
//! test of an MTD driver, or the single root search of the others), with the bounds, the
//! test records and the counters. With iterative deepening (id-mtdf, or any algorithm that
//! takes the setting) a run makes its root searches at depth 1, 2, ... up to its depth, the
//! TT and the history table carried over, each depth starting from the value of the one
//! before (MTD(f)'s first guess, the aspiration window's centre).

use super::catalog::{self, Setting, Spec, TtUse};
use super::mtd::{Driver, Step};
use super::tt::{Table, TranspositionTable};
use super::{
    alphabeta::alphabeta, minimax::minimax, mt::mt, mt_literal::mt_literal, negascout::negascout,
    Dialect, DriverParams, Limits, Line, RunError, Search, SearchSettings,
};
use crate::game::{Depth, Game, InputError};
use crate::trace::{Counters, Outcome, TestRecord, Tracer};
use serde::Serialize;

/// The algorithms of CONVENTIONS.md §2, by the names the CLI, the wasm API and the UI use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Algorithm {
    Minimax,
    AlphaBeta,
    AlphaBetaTt,
    NegaScout,
    NegaScoutTt,
    MtdF,
    /// MTD(f) over seed 000's pseudocode taken literally (goes wrong; for teaching).
    MtdFLiteral,
    MtdPlus,
    MtdMinus,
    MtdBi,
    MtdStep,
    MtdFStep,
    MtdFAb,
    IdMtdF,
}

impl Algorithm {
    pub const ALL: [Algorithm; 14] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::AlphaBetaTt,
        Algorithm::NegaScout,
        Algorithm::NegaScoutTt,
        Algorithm::MtdF,
        Algorithm::MtdFLiteral,
        Algorithm::MtdPlus,
        Algorithm::MtdMinus,
        Algorithm::MtdBi,
        Algorithm::MtdStep,
        Algorithm::MtdFStep,
        Algorithm::MtdFAb,
        Algorithm::IdMtdF,
    ];

    /// Its row of the algorithm table (the catalog).
    pub fn spec(self) -> &'static Spec {
        Spec::of(self)
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn parse(name: &str) -> Result<Algorithm, InputError> {
        catalog::ALGORITHMS
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.algorithm)
            .ok_or_else(|| {
                let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
                InputError::new(format!(
                    "unknown algorithm '{name}': expected one of {}",
                    names.join(", ")
                ))
            })
    }

    /// True for the algorithms that probe and store a TT.
    pub fn uses_tt(self) -> bool {
        self.spec().tt != TtUse::None
    }

    /// True for the drivers that make null-window tests.
    pub fn is_mtd(self) -> bool {
        self.spec().null_window
    }
}

/// A run's settings, in three parts: what the driver is given ([`DriverParams`]), how the
/// searches search ([`SearchSettings`]) and how much they may do ([`Limits`]). Each part's
/// `Default` is its documented defaults (the catalog's table).
///
/// ```
/// use mtdlab::search::{DriverParams, Limits, Options, SearchSettings};
/// let options = Options {
///     driver: DriverParams::MtdF { guess: 5 },
///     search: SearchSettings::default().with_depth(3),
///     limits: Limits::default().with_max_visits(10_000),
/// };
/// assert!(options.validate().is_ok());
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    pub driver: DriverParams,
    pub search: SearchSettings,
    pub limits: Limits,
}

pub use super::limits::{DEFAULT_MAX_TESTS, DEFAULT_MAX_VISITS, MAX_TESTS, MAX_VISITS};
pub use super::settings::MAX_DEPTH;

impl Options {
    /// Checks every range: the driver's parameters, the search settings, the limits.
    pub fn validate(&self) -> Result<(), RunError> {
        self.driver.validate()?;
        self.search.validate()?;
        self.limits.validate()
    }
}

/// The answer of a finished run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RunResult {
    pub algorithm: &'static str,
    pub value: i32,
    pub counters: Counters,
    /// Every root search, null-window tests and wide-window searches alike.
    pub tests: Vec<TestRecord>,
    /// The root move that leads to the value ([`Run::best_move`]).
    pub best_move: Option<u32>,
}

/// One algorithm run on one game, a root search at a time. The run holds the game: pass
/// `&game` to search a borrowed one, or the game itself to own it (the wasm session). The
/// TT is MT's fixed-size table ([`Run::new`]) or one given ([`Run::with_table`]).
pub struct Run<G: Game, T: Tracer, M: TranspositionTable = Table> {
    search: Search<G, T, M>,
    algorithm: Algorithm,
    options: Options,
    root: G::Position,
    driver: Driver,
    /// The depth being searched now, and the last one (they differ only with iterative
    /// deepening).
    depth: Depth,
    final_depth: Depth,
    lower: i32,
    upper: i32,
    tests: Vec<TestRecord>,
    /// The tests of the current depth (iterative deepening restarts the driver at each).
    depth_start: usize,
    value: Option<i32>,
    /// The root's best move in the last root search that proved the mover's bound (failed
    /// high at a MAX root, low at a MIN root, or was exact), and in the last that proved
    /// the other, at the current depth (see [`Run::best_move`]).
    best_proven: Option<u32>,
    best_other: Option<u32>,
    /// The error that stopped the run (the work budget, the test limit), if one did.
    failed: Option<RunError>,
}

impl<G: Game, T: Tracer> Run<G, T, Table> {
    /// Sets up a run with MT's table of [`SearchSettings::tt_size`] entries; no search
    /// happens until `step`.
    pub fn new(
        game: G,
        algorithm: Algorithm,
        options: Options,
        tracer: T,
    ) -> std::result::Result<Self, RunError> {
        Run::with_mt_table(game, algorithm, options, tracer)
    }
}

/// True when `algorithm` probes and stores a TT with these settings.
fn uses_tt(algorithm: Algorithm, settings: &SearchSettings) -> bool {
    algorithm.uses_tt() || (algorithm == Algorithm::Minimax && settings.dialect().minimax_tt)
}

/// True when a run of `algorithm` deepens iteratively: id-mtdf always, the others with the
/// setting.
fn iterates(algorithm: Algorithm, settings: &SearchSettings) -> bool {
    algorithm.spec().always(Setting::IterativeDeepening) || settings.iterative_deepening()
}

/// The driver of one depth's root searches: the algorithm's from its parameters, or the
/// aspiration window's when one is set; with iterative deepening past the first depth,
/// starting from the value `previous` at the depth before.
#[inline(never)] // one copy for every game and tracer (the page's wasm)
fn start_driver(algorithm: Algorithm, options: &Options, previous: Option<i32>) -> Driver {
    let infinity = options.search.dialect().infinity;
    let driver = match options.search.aspiration() {
        Some(delta) => Driver::Aspiration {
            centre: catalog::DEFAULT_GUESS,
            delta,
            infinity,
        },
        None => Driver::start(algorithm, &options.driver, infinity),
    };
    match previous {
        Some(v) => driver.with_first_guess(v),
        None => driver,
    }
}

impl<G: Game, T: Tracer, M: TranspositionTable> Run<G, T, M> {
    /// [`Run::new`] with MT's table held as an `M` (the session's
    /// [`AnyTable`](super::AnyTable)).
    pub fn with_mt_table(
        game: G,
        algorithm: Algorithm,
        options: Options,
        tracer: T,
    ) -> std::result::Result<Self, RunError>
    where
        M: From<Table>,
    {
        options.validate()?;
        // no table to allocate for the algorithms that never probe one
        let tt_entries = if uses_tt(algorithm, &options.search) {
            options.search.tt_size()
        } else {
            1
        };
        let table = Table::new(tt_entries).into();
        Run::with_table(game, algorithm, options, tracer, table)
    }

    /// Sets up a run with the table `table` as it stands (seed 003's dictionary, or one
    /// kept from an earlier root search of the same game); no search happens until `step`.
    pub fn with_table(
        game: G,
        algorithm: Algorithm,
        options: Options,
        tracer: T,
        table: M,
    ) -> std::result::Result<Self, RunError> {
        options.validate()?;
        options.driver.check(algorithm)?;
        let settings = options.search;
        settings.check(algorithm)?;
        if !G::DIALECTS && settings.dialect() != Dialect::LITERATURE {
            return Err(RunError::DialectNotTaken);
        }
        let final_depth = match (settings.depth(), game.full_depth()) {
            (Some(d), _) => d,
            (None, Some(d)) => d.max(1),
            (None, None) => return Err(RunError::DepthNeeded),
        };
        let depth = if iterates(algorithm, &settings) {
            1
        } else {
            final_depth
        };
        let infinity = settings.dialect().infinity;
        let driver = start_driver(algorithm, &options, None);
        let (lower, upper) = driver.initial_bounds(game.value_range(), infinity);
        let root = game.root();
        let mut search = Search::with_table(game, table, tracer);
        search.use_tt = settings.tt() && uses_tt(algorithm, &settings);
        search.order_by_tt =
            algorithm.spec().always(Setting::TtMoveFirst) || settings.tt_move_first();
        search.store_leaves = settings.store_leaves();
        search.use_history = settings.history();
        search.max_visits = options.limits.max_visits();
        search.dialect = settings.dialect();
        search.cut = settings.cut();
        Ok(Run {
            search,
            algorithm,
            root,
            driver,
            depth,
            final_depth,
            lower,
            upper,
            tests: Vec::new(),
            depth_start: 0,
            value: None,
            best_proven: None,
            best_other: None,
            failed: None,
            options,
        })
    }

    /// The game searched.
    pub fn game(&self) -> &G {
        &self.search.game
    }

    /// The search: its tracer, table and counters as they stand.
    pub fn search(&self) -> &Search<G, T, M> {
        &self.search
    }

    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The bounds on the root's value at the current depth: (lower, upper).
    pub fn bounds(&self) -> (i32, i32) {
        (self.lower, self.upper)
    }

    /// Every root search so far, null-window tests and wide-window searches alike.
    pub fn tests(&self) -> &[TestRecord] {
        &self.tests
    }

    /// The value, once the run is done.
    pub fn value(&self) -> Option<i32> {
        self.value
    }

    pub fn is_done(&self) -> bool {
        self.value.is_some()
    }

    /// The root move that leads to the value, once it is known: the root's best move in the
    /// last root search that proved the mover's bound on the value (g >= it at a MAX root,
    /// g <= it at a MIN root, or an exact search), else (MTD-bi when the value is the end of
    /// the game's range the mover does not want) in the last one that proved the other. `None`
    /// at a position without moves. Ties go to the first move (CONVENTIONS.md §5: a later
    /// move replaces the best only when strictly better). Kalah's engine plays it.
    pub fn best_move(&self) -> Option<u32> {
        self.value.and(self.best_proven.or(self.best_other))
    }

    /// The error that stopped the run, if one did: every later `step` returns it again.
    pub fn failure(&self) -> Option<&RunError> {
        self.failed.as_ref()
    }

    /// The depth being searched now.
    pub fn depth(&self) -> Depth {
        self.depth
    }

    /// The depth of the run's last root searches (the one before, for iterative deepening,
    /// are shallower).
    pub fn final_depth(&self) -> Depth {
        self.final_depth
    }

    /// With [`Dialect::turn_lines`]: the turn line the last root search returned (seed 003's
    /// `move`: the root's best move, then the best moves of the extra turns it leads to).
    /// Empty before the first root search.
    pub fn turn_line(&self) -> &Line {
        &self.search.line
    }

    /// The search, its table and its counters, once the run is over (the next root search
    /// of a game may go on with the table).
    pub fn into_search(self) -> Search<G, T, M> {
        self.search
    }

    /// Makes the next root search and returns its record; `Ok(None)` once done. The test
    /// limit stops the run when the driver asks for a test after [`Limits::max_tests`] at
    /// one depth: a depth whose bounds meet at its last allowed test finishes.
    pub fn step(&mut self) -> std::result::Result<Option<&TestRecord>, RunError> {
        loop {
            if let Some(e) = &self.failed {
                return Err(*e);
            }
            if self.value.is_some() {
                return Ok(None);
            }
            let step = self
                .driver
                .next(self.lower, self.upper, &self.tests[self.depth_start..]);
            let (alpha, beta, null_window) = match step {
                Step::Done => {
                    let g = self.tests.last().map_or(self.lower, |t| t.g);
                    if self.depth < self.final_depth {
                        // iterative deepening: the next depth starts from this value
                        self.depth += 1;
                        // ID-MTD(f): firstguess := MTDF(root, firstguess, d); an aspiration
                        // window's centre likewise
                        self.driver = start_driver(self.algorithm, &self.options, Some(g));
                        let infinity = self.options.search.dialect().infinity;
                        let range = self.search.game.value_range();
                        (self.lower, self.upper) = self.driver.initial_bounds(range, infinity);
                        self.depth_start = self.tests.len();
                        (self.best_proven, self.best_other) = (None, None);
                        continue;
                    }
                    self.value = Some(g);
                    return Ok(None);
                }
                Step::Test(beta) => (beta - 1, beta, true),
                Step::Window(alpha, beta) => (alpha, beta, false),
            };
            let tests = self.tests.len() - self.depth_start;
            if tests >= self.options.limits.max_tests() {
                return Err(self.fail(RunError::TestLimit {
                    algorithm: self.algorithm,
                    tests,
                    depth: self.depth,
                    lower: self.lower,
                    upper: self.upper,
                }));
            }
            return self.search_root(alpha, beta, null_window).map(Some);
        }
    }

    /// Steps until done and returns the answer.
    pub fn finish(self) -> std::result::Result<(RunResult, T), RunError> {
        let (result, search) = self.conclude()?;
        Ok((result, search.tracer))
    }

    /// [`finish`](Self::finish), giving back the table instead of the tracer: an experiment
    /// clears it for its next search rather than mapping and faulting in a new one.
    pub fn finish_with_table(self) -> std::result::Result<(RunResult, M), RunError> {
        let (result, search) = self.conclude()?;
        Ok((result, search.into_table()))
    }

    /// Steps until done: the answer, and the search with its tracer and table.
    fn conclude(mut self) -> std::result::Result<(RunResult, Search<G, T, M>), RunError> {
        while self.step()?.is_some() {}
        let result = RunResult {
            algorithm: self.algorithm.name(),
            value: self.value.unwrap_or(self.lower),
            counters: self.search.counters,
            best_move: self.best_move(),
            tests: self.tests,
        };
        Ok((result, self.search))
    }

    /// Records `e` as the error that stopped the run and returns it.
    fn fail(&mut self, e: RunError) -> RunError {
        self.failed = Some(e);
        e
    }

    fn search_root(
        &mut self,
        alpha: i32,
        beta: i32,
        null_window: bool,
    ) -> std::result::Result<&TestRecord, RunError> {
        let start = self.search.counters;
        let (s, root, depth) = (&mut self.search, &self.root, self.depth);
        s.root_best = None;
        s.tracer.test_begin(alpha, beta);
        let g = match self.algorithm {
            Algorithm::Minimax => minimax(s, root, u32::MAX, depth),
            Algorithm::AlphaBeta => alphabeta(s, root, u32::MAX, alpha, beta, depth),
            Algorithm::NegaScout => negascout(s, root, u32::MAX, alpha, beta, depth, false),
            Algorithm::NegaScoutTt => negascout(s, root, u32::MAX, alpha, beta, depth, true),
            Algorithm::MtdFLiteral => mt_literal(s, root, u32::MAX, alpha, beta, depth),
            _ => mt(s, root, u32::MAX, alpha, beta, depth),
        };
        if s.stopped && s.table_full {
            let entries = s.table.capacity();
            let algorithm = self.algorithm;
            return Err(self.fail(RunError::TableFull { algorithm, entries }));
        }
        if s.stopped {
            let visits = s.max_visits;
            let algorithm = self.algorithm;
            return Err(self.fail(RunError::WorkBudget { algorithm, visits }));
        }
        let root_best = s.root_best;
        let is_max = s.game.is_max(root);
        let outcome = if null_window {
            if g >= beta {
                Outcome::High
            } else {
                Outcome::Low
            }
        } else if g <= alpha {
            Outcome::Low
        } else if g >= beta {
            Outcome::High
        } else {
            Outcome::Exact
        };
        // the move behind a bound proven on the mover's side (a lower bound at MAX, an upper
        // bound at MIN) or an exact value is the one to play: at MIN, a fail high's best
        // child is the least of lower bounds, which need not be the least value; a TT answer
        // at the root names no move, and keeps the one found before
        if let Some(b) = root_best {
            let proven = match outcome {
                Outcome::Exact => true,
                Outcome::High => is_max,
                Outcome::Low => !is_max,
            };
            if proven {
                self.best_proven = Some(b);
            } else {
                self.best_other = Some(b);
            }
        }
        if null_window {
            // seed 000: if g < beta then upperBound = g else lowerBound = g
            match outcome {
                Outcome::High => self.lower = g,
                _ => self.upper = g,
            }
        } else {
            // a wide window: g is the value inside it; past an edge a bound (an aspiration
            // window's fail low or high; a window whose edges were proven bounds or
            // infinite leaves the value known all the same, the bound meeting the other)
            match outcome {
                Outcome::Low => self.upper = g,
                Outcome::High => self.lower = g,
                Outcome::Exact => (self.lower, self.upper) = (g, g),
            }
        }
        let used = self.search.counters.since(&start);
        let record = TestRecord {
            alpha,
            beta,
            g,
            outcome,
            lower: self.lower,
            upper: self.upper,
            leaf_evals: used.leaf_evals,
            nodes: used.nodes,
            tt_hits: used.tt_hits,
            tt_cutoffs: used.tt_cutoffs,
            depth,
            null_window,
            first_event: 0,
            end_event: 0,
        };
        self.search.tracer.test_end(&record);
        self.tests.push(record);
        Ok(self.tests.last().expect("just pushed"))
    }
}

/// Runs `algorithm` on `game` to the end without recording a trace.
///
/// ```
/// use mtdlab::games::tree::Tree;
/// use mtdlab::search::{run, Algorithm, Options};
/// // AIMA's Figure 5.2 (CONVENTIONS.md §6): the root's minimax value is 3
/// let tree = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let alphabeta = run(&tree, Algorithm::AlphaBeta, &Options::default()).unwrap();
/// assert_eq!(alphabeta.value, 3);
/// // leaves 4 and 5 are cut once the second MIN node has seen 2 <= 3
/// assert_eq!(alphabeta.counters.leaf_evals, 7);
/// // MTD(f) from the first guess 0: the test at 0 fails high, the one at 4 low
/// let mtdf = run(&tree, Algorithm::MtdF, &Options::default()).unwrap();
/// let betas: Vec<i32> = mtdf.tests.iter().map(|t| t.beta).collect();
/// assert_eq!((mtdf.value, betas), (3, vec![0, 4]));
/// ```
pub fn run<G: Game>(
    game: &G,
    algorithm: Algorithm,
    options: &Options,
) -> std::result::Result<RunResult, RunError> {
    let run = Run::new(game, algorithm, options.clone(), crate::trace::NoTrace)?;
    Ok(run.finish()?.0)
}
