//! A run's limits: the work budget (node visits) and the test limit (null-window tests at one
//! depth). Their defaults and maxima are the command line's row of the catalog's table of
//! limits ([`catalog::VISITS`], [`catalog::TESTS`], context `cli`); a session or an
//! experiment sets its own from the same table.

use super::catalog;
use super::error::{OutOfRange, RunError};

/// The default work budget of a run (the catalog's [`catalog::VISITS`], context `cli`).
pub const DEFAULT_MAX_VISITS: u64 = catalog::VISITS.default_in("cli");
/// The largest work budget a run may be given.
pub const MAX_VISITS: u64 = catalog::VISITS.max_in("cli");
/// The default and the largest number of tests an MTD run may make at one depth
/// (the catalog's [`catalog::TESTS`], context `cli`).
pub const DEFAULT_MAX_TESTS: usize = catalog::TESTS.default_in("cli") as usize;
pub const MAX_TESTS: usize = catalog::TESTS.max_in("cli") as usize;

/// How much a run may do before it stops with an error naming the limit
/// ([`RunError::WorkBudget`], [`RunError::TestLimit`]).
///
/// Defaults: `max_visits` [`DEFAULT_MAX_VISITS`], `max_tests` [`DEFAULT_MAX_TESTS`] (both
/// from the catalog). Set with the builders:
///
/// ```
/// use mtdlab::search::Limits;
/// let limits = Limits::default().with_max_visits(1_000).with_max_tests(20);
/// assert_eq!((limits.max_visits(), limits.max_tests()), (1_000, 20));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    max_visits: u64,
    max_tests: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_visits: DEFAULT_MAX_VISITS,
            max_tests: DEFAULT_MAX_TESTS,
        }
    }
}

impl Limits {
    /// The work budget: the run stops once it has visited this many nodes (calls of the
    /// search function, `counters.nodes`) without finishing. 1..=[`MAX_VISITS`].
    pub fn with_max_visits(mut self, max_visits: u64) -> Self {
        self.max_visits = max_visits;
        self
    }

    /// The test limit: an MTD run stops when its driver asks for a test after this many at
    /// one depth without the bounds meeting. 1..=[`MAX_TESTS`].
    pub fn with_max_tests(mut self, max_tests: usize) -> Self {
        self.max_tests = max_tests;
        self
    }

    pub fn max_visits(&self) -> u64 {
        self.max_visits
    }

    pub fn max_tests(&self) -> usize {
        self.max_tests
    }

    /// Checks both ranges, the test limit first.
    pub fn validate(&self) -> Result<(), RunError> {
        if !(1..=MAX_TESTS).contains(&self.max_tests) {
            return Err(RunError::OutOfRange(OutOfRange::MaxTests(self.max_tests)));
        }
        if !(1..=MAX_VISITS).contains(&self.max_visits) {
            return Err(RunError::OutOfRange(OutOfRange::MaxVisits(self.max_visits)));
        }
        Ok(())
    }
}
