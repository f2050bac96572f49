//! A run's errors as a session's reader sees them (docs/engine-api.md): which limit ran out
//! and by how much — the core's kind and numbers — then the config field that raises it.
//! The page keeps the first part and says how to raise the limit in a page
//! (www/i18n/engine-messages.js); the command line names its flags (`RunError`'s
//! `Display`, which the page's wasm then does not carry: this wording is the shorter).

use crate::game::InputError;
use crate::search::RunError;
use crate::trace::is_infinite;
use std::fmt::Display;

/// `e` in a session's words.
pub(crate) fn run_error(e: &RunError) -> InputError {
    InputError::new(match *e {
        RunError::WorkBudget { algorithm, visits } => format!(
            "work budget: {} visited {visits} nodes without finishing; raise maxVisits",
            algorithm.name()
        ),
        RunError::TestLimit {
            algorithm,
            tests,
            depth,
            lower,
            upper,
        } => format!(
            "test limit: {} made {tests} tests at depth {depth} without the bounds meeting \
             (lower {}, upper {}); raise maxTests",
            algorithm.name(),
            bound(&lower),
            bound(&upper)
        ),
        RunError::TableFull { algorithm, entries } => format!(
            "TT size: {} filled its table of {entries} entries (seed 003's table never \
             replaces an entry); raise ttSize",
            algorithm.name()
        ),
        // a config's own checks refuse the others first, naming the field (config/build.rs)
        _ => "config: refused by the search".to_string(),
    })
}

/// A bound as the messages show it: ±inf when infinite (no `String` made: the wasm's size).
fn bound(v: &i32) -> &dyn Display {
    match is_infinite(*v) {
        true if *v > 0 => &"+inf",
        true => &"-inf",
        false => v,
    }
}
