//! The one file that knows the core's run options: it builds them from the Python keywords
//! of `mtdlab.search` and `mtdlab.trace`, with the CLI's rule (catalog.rs) that a setting the
//! algorithm does not take is refused, never ignored. A keyword left at its default counts
//! as not given, as a flag left out on the command line does.

use mtdlab::search::catalog::Setting;
use mtdlab::search::{Algorithm, Cut, Options};
use mtdlab::{Depth, InputError};

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
}

/// The Python default of `tt_size` (the signature's): the core's.
const DEFAULT_TT_SIZE: usize = mtdlab::search::tt::DEFAULT_ENTRIES;

impl Keywords {
    /// The settings given, each with its Python keyword.
    fn given(&self) -> Vec<(Setting, &'static str)> {
        let mut given = Vec::new();
        if self.guess != 0 {
            given.push((Setting::Guess, "guess"));
        }
        if self.step.is_some() {
            given.push((Setting::Step, "step"));
        }
        if self.schedule.is_some() {
            given.push((Setting::Schedule, "schedule"));
        }
        if !self.tt {
            given.push((Setting::Tt, "tt"));
        }
        if self.tt_size != DEFAULT_TT_SIZE {
            given.push((Setting::TtSize, "tt_size"));
        }
        if self.max_tests.is_some() {
            given.push((Setting::MaxTests, "max_tests"));
        }
        if self.cut != "ge" {
            given.push((Setting::Cut, "cut"));
        }
        given
    }

    /// The run's options for `algorithm`; an error names the Python keyword.
    pub fn options(&self, algorithm: Algorithm) -> Result<Options, InputError> {
        for (setting, keyword) in self.given() {
            algorithm.spec().check(setting, keyword)?;
        }
        let mut options = Options::default();
        if let Some(step) = self.step {
            options = options.with_step(step);
        }
        if let Some(schedule) = &self.schedule {
            options.schedule = schedule.clone();
        }
        options.guess = self.guess;
        options.depth = self.depth;
        options.use_tt = self.tt;
        options.tt_entries = self.tt_size;
        options.max_visits = self.max_visits;
        if let Some(n) = self.max_tests {
            options.max_tests = n;
        }
        options.cut = Cut::parse(&self.cut).map_err(|e| InputError::new(format!("cut: {e}")))?;
        Ok(options)
    }
}
