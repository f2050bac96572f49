//! Native only: seed 001's experiments spread over every core (rayon), timed with
//! `std::time::Instant`. The wasm build never compiles this file; the browser runs the same
//! per-tree code ([`super::random::run_tree`]) in its workers.

use super::random::{over_budget, run_tree, Settings, TreeRun};
use super::Clock;
use crate::game::InputError;
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// Milliseconds since the clock was made.
pub struct Stopwatch(Instant);

impl Stopwatch {
    pub fn new() -> Self {
        Stopwatch(Instant::now())
    }
}

impl Default for Stopwatch {
    fn default() -> Self {
        Stopwatch::new()
    }
}

impl Clock for Stopwatch {
    fn now_ms(&mut self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// Every tree of `settings` on every core (rayon's pool: `RAYON_NUM_THREADS` sets its size).
/// Trees are handed out one at a time; none is started once the trees done have visited more
/// than `max_work` nodes, and the run then fails with the work-budget error. The runs come
/// back in the settings' order, whatever order they finished in.
pub fn run_random(settings: &Settings) -> Result<Vec<TreeRun>, InputError> {
    settings.validate()?;
    let used = AtomicU64::new(0);
    let runs = settings
        .jobs()
        .into_par_iter()
        .map(|(depth, i)| {
            over_budget(settings, used.load(Ordering::Relaxed))?;
            let r = run_tree(settings, depth, i, &mut Stopwatch::new())?;
            used.fetch_add(r.work(), Ordering::Relaxed);
            Ok(r)
        })
        .collect::<Result<Vec<_>, InputError>>()?;
    over_budget(settings, used.load(Ordering::Relaxed))?;
    Ok(runs)
}

/// The number of threads rayon runs on.
pub fn threads() -> usize {
    rayon::current_num_threads()
}
