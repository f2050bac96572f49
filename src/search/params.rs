//! What a driver is given before its first test: one variant per driver that takes
//! anything (Plaat et al.'s MTD(f) a first guess; seed 001 §4's MTD-step a step, MTD-f-step
//! a guess and a schedule of steps, MTD-f-αβ a guess and a step). The other algorithms —
//! minimax, alpha-beta, NegaScout, MTD(+∞), MTD(−∞), MTD-bi — take nothing.

use super::catalog::{
    schedule_from, Setting, DEFAULT_GUESS, DEFAULT_STEP, GUESS_RANGE, SEED_001_SCHEDULE, STEP_RANGE,
};
use super::error::{OutOfRange, RunError};
use super::run::Algorithm;

/// A driver's parameters. Defaults (the catalog's table of settings): guess
/// [`DEFAULT_GUESS`], step [`DEFAULT_STEP`], schedule [`SEED_001_SCHEDULE`]; [`DriverParams::Defaults`] gives every
/// parameter its default.
///
/// A variant may be given to any algorithm that takes each of its parameters (MTD(f)'s
/// guess to iterative-deepening MTD(f), say; the rest then take their defaults); a
/// parameter the algorithm does not take is refused ([`RunError::NotTaken`]).
///
/// ```
/// use mtdlab::search::{Algorithm, DriverParams};
/// let p = DriverParams::of(Algorithm::MtdFStep).with_guess(5).with_step(40);
/// assert_eq!(p, DriverParams::MtdFStep { guess: 5, schedule: vec![40, 20, 10, 5, 0] });
/// // alpha-beta's driver takes nothing: the builders leave it as it is
/// assert_eq!(DriverParams::of(Algorithm::AlphaBeta).with_guess(5), DriverParams::Defaults);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum DriverParams {
    /// Nothing given: each parameter of the algorithm's driver takes its default (the only
    /// value for a driver that takes none).
    #[default]
    Defaults,
    /// MTD(f) (also seed 000's literal MTDF and iterative-deepening MTD(f)): the first
    /// guess f, where the first test is made.
    MtdF { guess: i32 },
    /// MTD-step: how far below a test's g the next test goes after a fail low.
    MtdStep { step: i32 },
    /// MTD-f-step (seed 001 §4.1): from the guess by steps that move down the schedule
    /// after the first overshoot.
    MtdFStep { guess: i32, schedule: Vec<i32> },
    /// MTD-f-αβ (seed 001 §4.2): from the guess by the step until the first overshoot.
    MtdFAb { guess: i32, step: i32 },
}

impl DriverParams {
    /// `algorithm`'s own variant, every parameter at its default.
    pub fn of(algorithm: Algorithm) -> DriverParams {
        let schedule = match algorithm {
            Algorithm::MtdFStep => SEED_001_SCHEDULE.to_vec(),
            _ => Vec::new(),
        };
        DriverParams::new(algorithm, DEFAULT_GUESS, DEFAULT_STEP, schedule)
    }

    /// `algorithm`'s own variant with those of `guess`, `step` and `schedule` it takes (a
    /// session's config, which holds every parameter; the others are dropped).
    pub fn new(algorithm: Algorithm, guess: i32, step: i32, schedule: Vec<i32>) -> DriverParams {
        match algorithm {
            Algorithm::MtdF | Algorithm::MtdFLiteral | Algorithm::IdMtdF => {
                DriverParams::MtdF { guess }
            }
            Algorithm::MtdStep => DriverParams::MtdStep { step },
            Algorithm::MtdFStep => DriverParams::MtdFStep { guess, schedule },
            Algorithm::MtdFAb => DriverParams::MtdFAb { guess, step },
            _ => DriverParams::Defaults,
        }
    }

    /// The first guess, where the variant has one (else unchanged).
    pub fn with_guess(mut self, f: i32) -> Self {
        match &mut self {
            DriverParams::MtdF { guess }
            | DriverParams::MtdFStep { guess, .. }
            | DriverParams::MtdFAb { guess, .. } => *guess = f,
            _ => {}
        }
        self
    }

    /// The step, where the variant has one; MTD-f-step's schedule becomes step, step/2,
    /// step/4, step/8, 0 (seed 001's halving, [`schedule_from`]). Else unchanged.
    pub fn with_step(mut self, s: i32) -> Self {
        match &mut self {
            DriverParams::MtdStep { step } | DriverParams::MtdFAb { step, .. } => *step = s,
            DriverParams::MtdFStep { schedule, .. } => *schedule = schedule_from(s),
            _ => {}
        }
        self
    }

    /// MTD-f-step's schedule (else unchanged).
    pub fn with_schedule(mut self, steps: Vec<i32>) -> Self {
        if let DriverParams::MtdFStep { schedule, .. } = &mut self {
            *schedule = steps;
        }
        self
    }

    /// The first guess, when the variant has one.
    pub fn guess(&self) -> Option<i32> {
        match self {
            DriverParams::MtdF { guess }
            | DriverParams::MtdFStep { guess, .. }
            | DriverParams::MtdFAb { guess, .. } => Some(*guess),
            _ => None,
        }
    }

    /// The step, when the variant has one.
    pub fn step(&self) -> Option<i32> {
        match self {
            DriverParams::MtdStep { step } | DriverParams::MtdFAb { step, .. } => Some(*step),
            _ => None,
        }
    }

    /// The schedule, when the variant has one.
    pub fn schedule(&self) -> Option<&[i32]> {
        match self {
            DriverParams::MtdFStep { schedule, .. } => Some(schedule),
            _ => None,
        }
    }

    /// Checks the range of each parameter given: the guess, the step, the schedule.
    pub fn validate(&self) -> Result<(), RunError> {
        let bad = |e| Err(RunError::OutOfRange(e));
        if let Some(g) = self.guess() {
            if g.unsigned_abs() as i64 > GUESS_RANGE.1 {
                return bad(OutOfRange::Guess(g));
            }
        }
        let steps = STEP_RANGE.0..=STEP_RANGE.1;
        if let Some(s) = self.step() {
            if !steps.contains(&(s as i64)) {
                return bad(OutOfRange::Step(s));
            }
        }
        if let Some(schedule) = self.schedule() {
            if schedule.is_empty() || schedule.iter().any(|&s| !steps.contains(&(s as i64))) {
                return bad(OutOfRange::Schedule);
            }
        }
        Ok(())
    }

    /// `Ok` when `algorithm` takes every parameter given here (those it takes and that are
    /// not given take their defaults: [`Driver::start`](super::mtd::Driver::start)); else
    /// an error naming the first one (guess, step, schedule) it does not take.
    pub fn check(&self, algorithm: Algorithm) -> Result<(), RunError> {
        let spec = algorithm.spec();
        let setting = if self.guess().is_some() && !spec.guess {
            Setting::Guess
        } else if self.step().is_some() && !spec.step {
            Setting::Step
        } else if self.schedule().is_some() && !spec.schedule {
            Setting::Schedule
        } else {
            return Ok(());
        };
        Err(RunError::NotTaken { setting, algorithm })
    }
}
