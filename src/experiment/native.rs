//! Native only: seed 001's experiments spread over every core (rayon, with the feature
//! `rayon`), timed with `std::time::Instant`. The wasm build never compiles this file; the
//! browser runs the same per-tree code ([`super::random::run_tree`]) in its workers.

use super::Clock;
use std::time::Instant;
#[cfg(feature = "rayon")]
use {
    super::random::{over_budget, run_tree, Settings, TreeRun},
    crate::game::InputError,
    rayon::prelude::*,
    std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering},
};

/// The CPU time this thread has used, in milliseconds (`CLOCK_THREAD_CPUTIME_ID`): what a
/// search costs whatever else runs on the machine, where the wall clock of a shared machine
/// also counts the time the thread waited for a core (`experiment programs` times with it).
pub struct ThreadCpuClock;

impl Clock for ThreadCpuClock {
    fn now_ms(&mut self) -> f64 {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `t` is a valid timespec for the call to fill; the clock id is a constant
        // every Linux and macOS has
        let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
        if ok {
            t.tv_sec as f64 * 1000.0 + t.tv_nsec as f64 / 1e6
        } else {
            0.0
        }
    }
}

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
#[cfg(feature = "rayon")]
pub fn run_random(settings: &Settings) -> Result<Vec<TreeRun>, InputError> {
    let stop = AtomicBool::new(false);
    Ok(run_random_watched(settings, &Watch::new(&stop, &|_, _| {}))?.runs)
}

/// How a caller follows a run and stops it (the CLI: its progress bar and Ctrl-C).
#[cfg(feature = "rayon")]
pub struct Watch<'a> {
    /// Read before each tree: once it is set, no tree is started (a tree under way ends).
    pub stop: &'a AtomicBool,
    /// Called after each tree with the trees done and the node visits so far, every
    /// search of every tree done included (the guesses' too).
    pub on_tree: &'a (dyn Fn(usize, u64) + Sync),
}

#[cfg(feature = "rayon")]
impl<'a> Watch<'a> {
    pub fn new(stop: &'a AtomicBool, on_tree: &'a (dyn Fn(usize, u64) + Sync)) -> Self {
        Watch { stop, on_tree }
    }
}

/// The trees a watched run did: all of them, or, once it was stopped, those done by then.
#[cfg(feature = "rayon")]
pub struct Done {
    /// In the settings' order ([`Settings::jobs`]), the trees not run left out.
    pub runs: Vec<TreeRun>,
    /// Whether [`Watch::stop`] ended the run before every tree was done.
    pub stopped: bool,
}

/// [`run_random`], telling `watch` of each tree done and starting none once `watch.stop` is
/// set. The report of a stopped run ([`super::random::Report::new`]) counts, per depth, the
/// trees done.
///
/// ```
/// use mtdlab::experiment::native::{run_random_watched, Watch};
/// use mtdlab::experiment::random::Settings;
/// use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
/// let settings = Settings { trees: 3, branching: 3, depths: vec![3], ..Settings::default() };
/// // stopped from the start: no tree is run
/// let stop = AtomicBool::new(true);
/// let done = run_random_watched(&settings, &Watch::new(&stop, &|_, _| {})).unwrap();
/// assert!(done.stopped && done.runs.is_empty());
/// // left alone: every tree, each one told
/// let told = AtomicUsize::new(0);
/// stop.store(false, Ordering::Relaxed);
/// let on_tree = |_: usize, _: u64| {
///     told.fetch_add(1, Ordering::Relaxed);
/// };
/// let done = run_random_watched(&settings, &Watch::new(&stop, &on_tree)).unwrap();
/// assert!(!done.stopped);
/// assert_eq!((done.runs.len(), told.load(Ordering::Relaxed)), (3, 3));
/// ```
#[cfg(feature = "rayon")]
pub fn run_random_watched(settings: &Settings, watch: &Watch) -> Result<Done, InputError> {
    run_jobs_watched(settings, settings.jobs(), watch)
}

/// [`run_random_watched`] on some of the settings' (depth, tree) pairs only, in their order
/// (a shard's: [`super::shard::Shard::has`]).
#[cfg(feature = "rayon")]
pub fn run_jobs_watched(
    settings: &Settings,
    jobs: Vec<(crate::game::Depth, u32)>,
    watch: &Watch,
) -> Result<Done, InputError> {
    settings.validate()?;
    let used = AtomicU64::new(0);
    let done = AtomicUsize::new(0);
    let runs = jobs
        .into_par_iter()
        .map(|(depth, i)| {
            if watch.stop.load(Ordering::Relaxed) {
                return Ok(None);
            }
            over_budget(settings, used.load(Ordering::Relaxed))?;
            let r = run_tree(settings, depth, i, &mut Stopwatch::new())?;
            let work = used.fetch_add(r.work(), Ordering::Relaxed) + r.work();
            (watch.on_tree)(done.fetch_add(1, Ordering::Relaxed) + 1, work);
            Ok(Some(r))
        })
        .collect::<Result<Vec<_>, InputError>>()?;
    over_budget(settings, used.load(Ordering::Relaxed))?;
    let stopped = runs.iter().any(Option::is_none);
    Ok(Done {
        runs: runs.into_iter().flatten().collect(),
        stopped,
    })
}

/// The number of threads rayon runs on.
#[cfg(feature = "rayon")]
pub fn threads() -> usize {
    rayon::current_num_threads()
}
