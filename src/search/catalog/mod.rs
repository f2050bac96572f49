//! The one table of the algorithms (CONVENTIONS.md §2) and the one table of the limits: what
//! each algorithm takes (a first guess, a step, a schedule, a TT switch), with the defaults
//! and ranges of its settings, and each limit's default and maximum in every context where
//! it differs. The CLI, the session and the run read them from here; the wasm exports them
//! as JSON ([`catalog_json`]), from which scripts/build-wasm.sh writes the page's copy
//! (www/engine/catalog.js), and docs/cli.md and docs/element.md list them.
//!
//! **The rule for a setting that does not apply** (issue 20): a setting *given* (a flag on
//! the command line, a field present in a session's config) for an algorithm that does not
//! take it is refused with an error naming the flag or field and the algorithm — never
//! silently ignored. A setting left out takes its default, which is then never looked at.

mod algorithms;
mod json;
mod limits;

pub use algorithms::*;
pub use json::catalog_json;
pub use limits::*;

/// The rule, as the docs and the catalog state it.
pub const RULE: &str = "A setting given for an algorithm that does not take it is refused, naming the flag or field and the algorithm; a setting left out takes its default.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

    #[test]
    fn the_rows_follow_algorithm_all() {
        for (i, a) in Algorithm::ALL.into_iter().enumerate() {
            assert_eq!(ALGORITHMS[i].algorithm, a);
            assert_eq!(Spec::of(a).algorithm, a);
        }
    }

    #[test]
    fn seed_001s_schedule_follows_from_its_first_step() {
        assert_eq!(schedule_from(100), SEED_001_SCHEDULE);
        assert_eq!(schedule_from(40), [40, 20, 10, 5, 0]);
    }

    #[test]
    fn the_catalog_is_json() {
        let v: serde_json::Value = serde_json::from_str(&catalog_json()).unwrap();
        assert_eq!(v["algorithms"].as_array().unwrap().len(), 14);
        assert_eq!(v["limits"][0]["contexts"]["cli"]["default"], 10_000_000);
    }
}
