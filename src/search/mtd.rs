//! The MTD drivers (Plaat et al., "A New Paradigm for Minimax Search", 1994; seed 000's
//! MTDF; seed 001 §2 and §4): each is a rule for choosing the next test value from the
//! bounds found so far. MT does the searching; `Run` calls it.

use super::{Algorithm, DriverParams};
use crate::game::INF;
use crate::trace::{Outcome, TestRecord};

/// What a driver asks for next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A null-window test with this beta: MT with the window (beta - 1, beta).
    Test(i32),
    /// One search with the window (alpha, beta) (MTD-f-αβ's last step, and the single root
    /// search of the algorithms that make no tests).
    Window(i32, i32),
    /// The bounds have met.
    Done,
}

// seed 001 §4.1's schedule lives in the table of the algorithms' settings (the catalog)
pub use super::catalog::{schedule_from, SEED_001_SCHEDULE};
use super::catalog::{DEFAULT_GUESS, DEFAULT_STEP};

/// The drivers, with the state each keeps between tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Driver {
    /// One wide-window root search, then done.
    Once { alpha: i32, beta: i32, done: bool },
    /// Seed 000's MTDF: the first test at f, then at g (after a fail low) or g + 1.
    MtdF { f: i32 },
    /// MTD(+inf), SSS*: first at +inf, then at each returned upper bound.
    MtdPlus,
    /// MTD(-inf), DUAL*: first at -inf + 1, then just above each returned lower bound.
    MtdMinus,
    /// MTD-bi: the next test halves [lower, upper].
    MtdBi,
    /// MTD-step: first at +inf; after a fail low with g, max(lower + 1, g - step).
    MtdStep { step: i32 },
    /// Seed 001 §4.1: from f by steps that shrink on `schedule` after the first overshoot.
    MtdFStep {
        f: i32,
        schedule: Vec<i32>,
        stage: usize,
    },
    /// Seed 001 §4.2: from f by `step` until the first overshoot, then one search with the
    /// window (lower, upper) found.
    MtdFAb { f: i32, step: i32 },
    /// An aspiration window (alpha-beta's, NegaScout's root): first (c − δ, c + δ) around
    /// the centre c, then after a fail low (g <= α, so v <= g) the window opened below,
    /// (−∞, g + 1), after a fail high (g >= β) opened above, (g − 1, +∞): a fail-soft search
    /// returns the value from it (a bound proven past the edge keeps it inside).
    Aspiration {
        centre: i32,
        delta: i32,
        infinity: i32,
    },
}

impl Driver {
    /// `algorithm`'s driver before its first test, from `params` (checked by
    /// [`DriverParams::check`]: only parameters it takes), each parameter not given at its
    /// default; MTD-f-step given a step and no schedule halves from it (seed 001).
    /// `infinity` bounds the single wide window of the algorithms that make no tests.
    pub fn start(algorithm: Algorithm, params: &DriverParams, infinity: i32) -> Driver {
        let f = params.guess().unwrap_or(DEFAULT_GUESS);
        let step = params.step().unwrap_or(DEFAULT_STEP);
        match algorithm {
            Algorithm::Minimax
            | Algorithm::AlphaBeta
            | Algorithm::AlphaBetaTt
            | Algorithm::NegaScout
            | Algorithm::NegaScoutTt => Driver::Once {
                alpha: -infinity,
                beta: infinity,
                done: false,
            },
            Algorithm::MtdF | Algorithm::MtdFLiteral | Algorithm::IdMtdF => Driver::MtdF { f },
            Algorithm::MtdPlus => Driver::MtdPlus,
            Algorithm::MtdMinus => Driver::MtdMinus,
            Algorithm::MtdBi => Driver::MtdBi,
            Algorithm::MtdStep => Driver::MtdStep { step },
            Algorithm::MtdFStep => Driver::MtdFStep {
                f,
                // seed 001's schedule is the one that halves from the default step
                schedule: match params.schedule() {
                    Some(s) => s.to_vec(),
                    None => schedule_from(step),
                },
                stage: 0,
            },
            Algorithm::MtdFAb => Driver::MtdFAb { f, step },
        }
    }

    /// The next step, given the bounds and the tests made so far.
    pub fn next(&mut self, lower: i32, upper: i32, tests: &[TestRecord]) -> Step {
        if let Driver::Once { alpha, beta, done } = self {
            if *done {
                return Step::Done;
            }
            *done = true;
            return Step::Window(*alpha, *beta);
        }
        if lower >= upper {
            return Step::Done;
        }
        if let Driver::Aspiration {
            centre,
            delta,
            infinity,
        } = *self
        {
            let window = match tests.last() {
                None => (centre.saturating_sub(delta), centre.saturating_add(delta)),
                // the side that failed opens to infinity; the other edge is just past the
                // bound proven
                Some(_) => (lower.saturating_sub(1), upper.saturating_add(1)),
            };
            return Step::Window(window.0.max(-infinity), window.1.min(infinity));
        }
        let last = tests.last();
        let beta = match (self, last) {
            (Driver::Once { .. } | Driver::Aspiration { .. }, _) => unreachable!("handled above"),
            (Driver::MtdF { f }, None) => *f,
            (Driver::MtdF { .. }, Some(t)) => {
                // seed 000: if g == lowerBound then beta = g + 1 else beta = g
                if t.g == lower {
                    t.g + 1
                } else {
                    t.g
                }
            }
            (Driver::MtdPlus, None) => INF,
            (Driver::MtdPlus, Some(_)) => upper,
            (Driver::MtdMinus, None) => -INF + 1,
            (Driver::MtdMinus, Some(_)) => lower + 1,
            (Driver::MtdBi, _) => lower + ((upper as i64 - lower as i64 + 1) / 2) as i32,
            (Driver::MtdStep { .. }, None) => INF,
            (Driver::MtdStep { step }, Some(t)) => match t.outcome {
                Outcome::Low => (lower + 1).max(t.g.saturating_sub(*step)),
                _ => lower + 1,
            },
            (Driver::MtdFStep { f, .. }, None) => *f,
            (
                Driver::MtdFStep {
                    schedule, stage, ..
                },
                Some(t),
            ) => {
                // after the first overshoot, every test moves one place down the schedule
                let overshot = tests.iter().any(|u| u.outcome != tests[0].outcome);
                if overshot && *stage + 1 < schedule.len() {
                    *stage += 1;
                }
                let step = schedule[*stage];
                next_by_step(t, lower, upper, step)
            }
            (Driver::MtdFAb { f, .. }, None) => *f,
            (Driver::MtdFAb { step, .. }, Some(t)) => {
                let overshot = tests.iter().any(|u| u.outcome != tests[0].outcome);
                if overshot {
                    // both bounds are finite now: the value lies in [lower, upper], so a
                    // fail-soft search with that window needs no re-search
                    return Step::Window(lower, upper);
                }
                next_by_step(t, lower, upper, *step)
            }
        };
        Step::Test(beta.clamp(lower.saturating_add(1), upper))
    }

    /// The driver with its first guess `f` (iterative deepening's: the value at the depth
    /// before), for the drivers that start from one; the others as they are.
    pub fn with_first_guess(mut self, guess: i32) -> Driver {
        match &mut self {
            Driver::MtdF { f } | Driver::MtdFStep { f, .. } | Driver::MtdFAb { f, .. } => {
                *f = guess
            }
            Driver::Aspiration { centre, .. } => *centre = guess,
            _ => {}
        }
        self
    }

    /// The bounds a driver starts from: (−`infinity`, +`infinity`), or MTD-bi's first
    /// interval, the game's value range.
    pub fn initial_bounds(&self, value_range: (i32, i32), infinity: i32) -> (i32, i32) {
        match self {
            Driver::MtdBi => value_range,
            _ => (-infinity, infinity),
        }
    }
}

/// A step of `step` from the last g, towards where the value lies (g itself, or g + 1, at
/// step 0 — MTD(f)'s move).
fn next_by_step(last: &TestRecord, lower: i32, upper: i32, step: i32) -> i32 {
    match last.outcome {
        Outcome::Low => last.g.saturating_sub(step).max(lower.saturating_add(1)),
        _ => last.g.saturating_add(1).saturating_add(step).min(upper),
    }
}
