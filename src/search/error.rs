//! Why a run could not be set up or could not finish, as a kind with its numbers: which limit
//! ran out, which setting is out of range, a full table, a setting the algorithm does not
//! take. Each front end words them for its own reader: the command line (src/bin/mtdlab,
//! kalah_match's `Match::step`) by [`RunError`]'s `Display`, which names the flag (and the
//! config field, for a library's user); a session by its own wording
//! (src/session/errors.rs: the config's field); the page by the first sentence of the
//! session's message, with the page's attribute and `load()` field in English and Japanese
//! (www/i18n/engine-messages.js).

use super::catalog::{Setting, GUESS_RANGE, STEP_RANGE};
use super::limits::{MAX_TESTS, MAX_VISITS};
use super::run::{Algorithm, MAX_DEPTH};
use super::tt::MAX_ENTRIES;
use crate::game::{Depth, InputError, INF};
use std::fmt;

/// Why a run stopped or could not start ([`Run::new`](super::Run::new),
/// [`Run::step`](super::Run::step)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunError {
    /// The work budget ran out: `algorithm` visited `visits` nodes (its
    /// [`Limits::max_visits`](super::Limits::max_visits)) without finishing.
    WorkBudget { algorithm: Algorithm, visits: u64 },
    /// The test limit: at `depth`, `algorithm`'s driver asked for a test after `tests` tests
    /// ([`Limits::max_tests`](super::Limits::max_tests)) without the bounds meeting.
    TestLimit {
        algorithm: Algorithm,
        tests: usize,
        depth: Depth,
        lower: i32,
        upper: i32,
    },
    /// The table of `entries` entries is full and never replaces one (seed 003's dictionary).
    TableFull {
        algorithm: Algorithm,
        entries: usize,
    },
    /// A setting outside its range, with the value given.
    OutOfRange(OutOfRange),
    /// A driver parameter given ([`DriverParams`](super::DriverParams)) for an algorithm
    /// whose driver does not take it.
    NotTaken {
        setting: Setting,
        algorithm: Algorithm,
    },
    /// The game has no end of its own to search to (Kalah): it needs a depth.
    DepthNeeded,
    /// A dialect other than the literature's, for a game searched only that way.
    DialectNotTaken,
}

/// A setting whose value lies outside its range, with the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutOfRange {
    Guess(i32),
    Step(i32),
    /// The schedule is empty, or holds a step outside the step's range.
    Schedule,
    Depth(Depth),
    TtSize(usize),
    MaxTests(usize),
    MaxVisits(u64),
    Infinity(i32),
    /// The aspiration window's half-width δ.
    Aspiration(i32),
}

impl OutOfRange {
    /// The least and the largest value the setting takes (a schedule's: each step's).
    pub fn range(&self) -> (i64, i64) {
        match self {
            OutOfRange::Guess(_) => GUESS_RANGE,
            OutOfRange::Step(_) | OutOfRange::Schedule => STEP_RANGE,
            OutOfRange::Depth(_) => (1, MAX_DEPTH as i64),
            OutOfRange::TtSize(_) => (1, MAX_ENTRIES as i64),
            OutOfRange::MaxTests(_) => (1, MAX_TESTS as i64),
            OutOfRange::MaxVisits(_) => (1, MAX_VISITS as i64),
            OutOfRange::Infinity(_) | OutOfRange::Aspiration(_) => (1, INF as i64),
        }
    }
}

/// A bound as an error message shows it.
pub(crate) fn show_bound(v: i32) -> String {
    if crate::trace::is_infinite(v) {
        if v > 0 { "+inf" } else { "-inf" }.to_string()
    } else {
        v.to_string()
    }
}

/// The wording of the command line and of a config: a limit's message names both its flag
/// and its field.
impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::WorkBudget { algorithm, visits } => write!(
                f,
                "work budget: {} visited {visits} nodes without finishing; raise the limit \
                 with --max-visits on the command line or maxVisits in a config (at most \
                 {MAX_VISITS}), or search a smaller tree or less deep",
                algorithm.name()
            ),
            RunError::TestLimit {
                algorithm,
                tests,
                depth,
                lower,
                upper,
            } => write!(
                f,
                "test limit: {} made {tests} tests at depth {depth} without the bounds meeting \
                 (lower {}, upper {}); raise the limit with --max-tests on the command \
                 line or maxTests in a config (at most {MAX_TESTS})",
                algorithm.name(),
                show_bound(*lower),
                show_bound(*upper)
            ),
            RunError::TableFull { algorithm, entries } => write!(
                f,
                "TT size: {} filled its table of {entries} entries (seed 003's table never \
                 replaces an entry); raise the limit with --tt-size on the command line or \
                 ttSize in a config, or search less deep",
                algorithm.name()
            ),
            RunError::OutOfRange(bad) => {
                let (min, max) = bad.range();
                // most say "<name> <value> must lie in <min>..=<max>": one call for them all
                let (name, value): (&str, &dyn fmt::Display) = match bad {
                    OutOfRange::Guess(v) => {
                        return write!(f, "guess {v} is out of range (|guess| <= {max})")
                    }
                    OutOfRange::Schedule => {
                        return write!(
                            f,
                            "schedule must be a non-empty list of steps in {min}..={max}"
                        )
                    }
                    OutOfRange::Step(v) => ("step", v),
                    OutOfRange::Depth(v) => ("depth", v),
                    OutOfRange::TtSize(v) => ("tt size", v),
                    OutOfRange::MaxTests(v) => ("max tests", v),
                    OutOfRange::MaxVisits(v) => ("max visits", v),
                    OutOfRange::Infinity(v) => ("infinity", v),
                    OutOfRange::Aspiration(v) => ("aspiration", v),
                };
                write!(f, "{name} {value} must lie in {min}..={max}")
            }
            RunError::NotTaken { setting, algorithm } => {
                match algorithm.spec().check(*setting, setting.field()) {
                    Err(e) => f.write_str(&e.message),
                    // not reached: the error is made only for a setting the algorithm refuses
                    Ok(()) => write!(f, "{}: not taken by {}", setting.field(), algorithm.name()),
                }
            }
            RunError::DepthNeeded => f.write_str("depth: this game needs a search depth"),
            RunError::DialectNotTaken => f.write_str(
                "dialect: this game is searched only as the literature does (seed 003's dialect is Kalah's)",
            ),
        }
    }
}

impl std::error::Error for RunError {}

/// The message as the command line and a config word it. Written once, not inlined at
/// every `?` (each inlined `to_string` cost the page's wasm a few hundred bytes).
impl From<RunError> for InputError {
    #[inline(never)]
    fn from(e: RunError) -> Self {
        let mut message = String::new();
        // writing into a String cannot fail
        let _ = fmt::Write::write_fmt(&mut message, format_args!("{e}"));
        InputError::new(message)
    }
}
