//! The one file that knows the core's run options and errors: it builds a run's [`Options`]
//! from the Python keywords of `mtdlab.search` and `mtdlab.trace`, with the CLI's rule
//! (the catalog) that a setting the algorithm does not take is refused, never ignored, and
//! words a [`RunError`] for a Python reader (naming the keyword, not the CLI's flag). A
//! keyword left at its default counts as not given, as a flag left out on the command line.

use crate::LimitError;
use mtdlab::search::catalog::Setting;
use mtdlab::search::error::OutOfRange;
use mtdlab::search::limits::{MAX_TESTS, MAX_VISITS};
use mtdlab::search::tt::DEFAULT_ENTRIES;
use mtdlab::search::{Algorithm, Cut, DriverParams, Limits, Options, RunError, SearchSettings};
use mtdlab::Depth;
use pyo3::exceptions::PyValueError;
use pyo3::PyErr;

/// The keywords as Python gave them (`None`: left at the default).
pub struct Keywords {
    pub guess: i32,
    pub step: Option<i32>,
    pub schedule: Option<Vec<i32>>,
    pub tt: bool,
    pub tt_size: usize,
    pub depth: Option<Depth>,
    pub cut: String,
    pub max_visits: u64,
    pub max_tests: Option<usize>,
    pub iterative_deepening: bool,
    pub aspiration: Option<i32>,
    pub history: bool,
    pub tt_move_first: bool,
}

/// Each setting's Python keyword.
fn keyword(setting: Setting) -> &'static str {
    match setting {
        Setting::Guess => "guess",
        Setting::Step => "step",
        Setting::Schedule => "schedule",
        Setting::Tt => "tt",
        Setting::TtSize => "tt_size",
        Setting::MaxTests => "max_tests",
        Setting::Cut => "cut",
        Setting::IterativeDeepening => "iterative_deepening",
        Setting::Aspiration => "aspiration",
        Setting::History => "history",
        Setting::TtMoveFirst => "tt_move_first",
    }
}

impl Keywords {
    /// The settings given (not at their Python defaults).
    fn given(&self) -> Vec<Setting> {
        let mut given = Vec::new();
        let mut add = |is_given: bool, setting| {
            if is_given {
                given.push(setting);
            }
        };
        add(self.guess != 0, Setting::Guess);
        add(self.step.is_some(), Setting::Step);
        add(self.schedule.is_some(), Setting::Schedule);
        add(!self.tt, Setting::Tt);
        add(self.tt_size != DEFAULT_ENTRIES, Setting::TtSize);
        add(self.max_tests.is_some(), Setting::MaxTests);
        add(self.cut != "ge", Setting::Cut);
        add(self.iterative_deepening, Setting::IterativeDeepening);
        add(self.aspiration.is_some(), Setting::Aspiration);
        add(self.history, Setting::History);
        add(self.tt_move_first, Setting::TtMoveFirst);
        given
    }

    /// The run's options for `algorithm`; an error names the Python keyword.
    pub fn options(&self, algorithm: Algorithm) -> Result<Options, PyErr> {
        for setting in self.given() {
            algorithm
                .spec()
                .check(setting, keyword(setting))
                .map_err(|e| PyValueError::new_err(e.message))?;
        }
        let mut driver = DriverParams::of(algorithm).with_guess(self.guess);
        if let Some(step) = self.step {
            driver = driver.with_step(step);
        }
        if let Some(schedule) = &self.schedule {
            driver = driver.with_schedule(schedule.clone());
        }
        let cut = Cut::parse(&self.cut).map_err(|e| PyValueError::new_err(format!("cut: {e}")))?;
        let search = SearchSettings::default()
            .with_depth(self.depth)
            .with_tt(self.tt)
            .with_tt_size(self.tt_size)
            .with_cut(cut)
            .with_iterative_deepening(self.iterative_deepening)
            .with_aspiration(self.aspiration)
            .with_history(self.history)
            .with_tt_move_first(self.tt_move_first);
        let mut limits = Limits::default().with_max_visits(self.max_visits);
        if let Some(n) = self.max_tests {
            limits = limits.with_max_tests(n);
        }
        Ok(Options {
            driver,
            search,
            limits,
        })
    }
}

/// A run's error as a Python exception: a limit that ran out a [`LimitError`], a setting
/// a ValueError; each names the Python keyword.
pub fn run_error(e: RunError) -> PyErr {
    match e {
        RunError::WorkBudget { algorithm, visits } => LimitError::new_err(format!(
            "work budget: {} visited {visits} nodes without finishing; raise max_visits (at \
             most {MAX_VISITS}), or search a smaller tree or less deep",
            algorithm.name()
        )),
        RunError::TestLimit {
            algorithm,
            tests,
            depth,
            ..
        } => LimitError::new_err(format!(
            "test limit: {} made {tests} tests at depth {depth} without the bounds meeting; \
             raise max_tests (at most {MAX_TESTS})",
            algorithm.name()
        )),
        RunError::TableFull { algorithm, entries } => LimitError::new_err(format!(
            "tt_size: {} filled its table of {entries} entries; raise tt_size or search less \
             deep",
            algorithm.name()
        )),
        RunError::OutOfRange(bad) => {
            let (min, max) = bad.range();
            let (name, value) = match bad {
                OutOfRange::Guess(v) => ("guess", v.to_string()),
                OutOfRange::Step(v) => ("step", v.to_string()),
                OutOfRange::Schedule => {
                    return PyValueError::new_err(format!(
                        "schedule: must be a non-empty list of steps in {min}..={max}"
                    ))
                }
                OutOfRange::Depth(v) => ("depth", v.to_string()),
                OutOfRange::TtSize(v) => ("tt_size", v.to_string()),
                OutOfRange::MaxTests(v) => ("max_tests", v.to_string()),
                OutOfRange::MaxVisits(v) => ("max_visits", v.to_string()),
                OutOfRange::Infinity(v) => ("infinity", v.to_string()),
                OutOfRange::Aspiration(v) => ("aspiration", v.to_string()),
            };
            PyValueError::new_err(format!("{name}: {value} must lie in {min}..={max}"))
        }
        RunError::NotTaken { setting, algorithm } => {
            PyValueError::new_err(match algorithm.spec().check(setting, keyword(setting)) {
                Err(e) => e.message,
                Ok(()) => format!("{}: not taken by {}", keyword(setting), algorithm.name()),
            })
        }
        RunError::DepthNeeded => {
            PyValueError::new_err("depth: a Kalah position needs a search depth")
        }
        RunError::DialectNotTaken => PyValueError::new_err(e.to_string()),
    }
}
