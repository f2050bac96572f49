//! Seed 001's experiments as plain data in and serde rows out: the random-tree experiment of
//! §3.1–3.2 (`random`), Table 1's minimal trees (`minimal`) and Table 2's step sizes
//! (`steps`). One tree's computation runs without threads and without a timer: the caller
//! passes a [`Clock`] (native: `std::time::Instant` in [`native`]; the browser:
//! `performance.now()` in `performance.rs`, wasm only), so the same code runs in the CLI and
//! in the wasm worker; [`runner`] runs any of them, and seed 003's Kalah table, one unit at a
//! time.

pub mod lines;
pub mod minimal;
pub mod programs;
pub mod random;
pub mod runner;
pub mod shard;
pub mod steps;

#[cfg(all(target_arch = "wasm32", feature = "wasm"))]
pub mod performance;

#[cfg(not(target_arch = "wasm32"))]
pub mod native;

use crate::game::InputError;
use crate::search::{Algorithm, DriverParams, Options};
use serde::{Deserialize, Serialize};

/// The caller's clock: milliseconds since any fixed moment. The core never reads the time
/// itself (`std::time::Instant` panics on wasm32-unknown-unknown).
pub trait Clock {
    fn now_ms(&mut self) -> f64;
}

/// A clock that always reads 0: every time comes out 0 (tests, or when times do not matter).
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&mut self) -> f64 {
        0.0
    }
}

/// Nodes per second: `nodes` visited in `ms` milliseconds (0 when no time was taken: a
/// [`NoClock`] run). Every experiment's table gives it per algorithm, so that the time a
/// TT costs per node is seen beside the nodes it saves.
pub fn per_second(nodes: u64, ms: f64) -> f64 {
    if ms > 0.0 {
        nodes as f64 / (ms / 1000.0)
    } else {
        0.0
    }
}

/// One algorithm of an experiment, with its step size where it takes one: `mtdf`,
/// `mtd-f-step:50` (schedule 50, 25, 12, 6, 0), `mtd-f-ab:25`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Variant {
    pub algorithm: Algorithm,
    pub step: Option<i32>,
}

impl Variant {
    pub fn new(algorithm: Algorithm) -> Variant {
        Variant {
            algorithm,
            step: None,
        }
    }

    pub fn with_step(algorithm: Algorithm, step: i32) -> Variant {
        Variant {
            algorithm,
            step: Some(step),
        }
    }

    /// Reads `NAME` or `NAME:STEP`.
    pub fn parse(text: &str) -> Result<Variant, InputError> {
        let (name, step) = match text.split_once(':') {
            Some((n, s)) => {
                let step = s
                    .trim()
                    .parse::<i32>()
                    .ok()
                    .filter(|s| (0..=1_000_000_000).contains(s))
                    .ok_or_else(|| {
                        InputError::new(format!("'{text}': the step '{s}' is not in 0..=10^9"))
                    })?;
                (n, Some(step))
            }
            None => (text, None),
        };
        let algorithm = Algorithm::parse(name.trim())?;
        Ok(Variant { algorithm, step })
    }

    /// Reads a comma-separated list of variants.
    pub fn parse_list(text: &str) -> Result<Vec<Variant>, InputError> {
        let list = text
            .split(',')
            .map(|v| Variant::parse(v.trim()))
            .collect::<Result<Vec<_>, _>>()?;
        for (i, v) in list.iter().enumerate() {
            if list[..i].contains(v) {
                return Err(InputError::new(format!("'{}' is listed twice", v.name())));
            }
        }
        Ok(list)
    }

    pub fn name(&self) -> String {
        match self.step {
            Some(s) => format!("{}:{s}", self.algorithm.name()),
            None => self.algorithm.name().to_string(),
        }
    }

    /// The run's options: `base` with the driver's parameters of this variant's algorithm,
    /// from the first guess `guess` where it takes one, with this variant's step (and seed
    /// 001's halving schedule from it) where it takes one.
    pub fn options(&self, base: &Options, guess: i32) -> Options {
        let mut driver = DriverParams::of(self.algorithm).with_guess(guess);
        if let Some(s) = self.step {
            driver = driver.with_step(s);
        }
        Options {
            driver,
            ..base.clone()
        }
    }
}

impl TryFrom<String> for Variant {
    type Error = InputError;
    fn try_from(s: String) -> Result<Self, InputError> {
        Variant::parse(&s)
    }
}

impl From<Variant> for String {
    fn from(v: Variant) -> String {
        v.name()
    }
}

/// MTD(f)'s first guess f (and MTD-f-step's and MTD-f-αβ's start).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GuessText", into = "GuessText")]
pub enum Guess {
    /// A search two plies shallower, as seed 001 §3.1 does (its cost is reported apart).
    Shallow,
    /// The minimax value itself (found by a search whose cost is reported apart).
    Exact,
    /// This value.
    Fixed(i32),
}

/// A guess as JSON: `"shallow"`, `"exact"` or a number.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum GuessText {
    Word(String),
    Value(i32),
}

impl Guess {
    /// Reads `shallow`, `exact` or an integer within ±10^9.
    pub fn parse(text: &str) -> Result<Guess, InputError> {
        match text.trim() {
            "shallow" => Ok(Guess::Shallow),
            "exact" => Ok(Guess::Exact),
            t => t
                .parse::<i32>()
                .ok()
                .filter(|v| v.unsigned_abs() <= 1_000_000_000)
                .map(Guess::Fixed)
                .ok_or_else(|| {
                    InputError::new(format!(
                        "'{t}' is not shallow, exact or an integer within ±10^9"
                    ))
                }),
        }
    }
}

impl TryFrom<GuessText> for Guess {
    type Error = InputError;
    fn try_from(g: GuessText) -> Result<Self, InputError> {
        match g {
            GuessText::Word(w) => Guess::parse(&w),
            GuessText::Value(v) => Guess::parse(&v.to_string()),
        }
    }
}

impl From<Guess> for GuessText {
    fn from(g: Guess) -> GuessText {
        match g {
            Guess::Shallow => GuessText::Word("shallow".into()),
            Guess::Exact => GuessText::Word("exact".into()),
            Guess::Fixed(v) => GuessText::Value(v),
        }
    }
}
