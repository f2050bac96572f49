//! Ctrl-C during a long search, and the GIL released while it runs. The search runs on a
//! thread of its own while the calling (main) thread, without the GIL, waits for it and
//! every 50 ms takes the GIL back for a moment to run Python's signal handlers
//! (`check_signals`): a KeyboardInterrupt sets the stop flag, which the game reads at every
//! node ([`Stoppable`]), and the search unwinds within a few milliseconds.

use mtdlab::{Depth, Game};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// How often the waiting thread looks for a signal.
const POLL: Duration = Duration::from_millis(50);

/// Runs `work` with the GIL released; a Python signal handler's exception (KeyboardInterrupt)
/// stops it and is returned. A panic in `work` (a bug) is a RuntimeError, not an abort.
pub fn run<T: Send>(py: Python<'_>, work: impl FnOnce(&AtomicBool) -> T + Send) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    let outcome = py.detach(|| {
        std::thread::scope(|scope| {
            let (done, finished) = mpsc::channel();
            let stop = &stop;
            let worker = scope.spawn(move || {
                let out = work(stop);
                let _ = done.send(());
                out
            });
            let mut interrupted = None;
            loop {
                match finished.recv_timeout(POLL) {
                    Err(mpsc::RecvTimeoutError::Timeout) if interrupted.is_none() => {
                        if let Err(e) = Python::attach(|py| py.check_signals()) {
                            stop.store(true, Ordering::Relaxed);
                            interrupted = Some(e);
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    // sent, or the worker panicked and dropped its sender
                    _ => break,
                }
            }
            (worker.join(), interrupted)
        })
    });
    match outcome {
        (_, Some(signal)) => Err(signal),
        (Ok(out), None) => Ok(out),
        (Err(panic), None) => Err(PyRuntimeError::new_err(format!(
            "internal error in mtdlab (please report it): {}",
            panic_message(&panic)
        ))),
    }
}

fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic".to_string()
    }
}

/// A game that ends everywhere once `stop` is set: every position becomes a terminal leaf of
/// value 0, so whatever search is running returns at once (its answer is thrown away).
pub struct Stoppable<'a, G: Game> {
    pub game: &'a G,
    pub stop: &'a AtomicBool,
}

impl<G: Game> Stoppable<'_, G> {
    #[inline]
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

impl<G: Game> Game for Stoppable<'_, G> {
    type Position = G::Position;
    const DIALECTS: bool = G::DIALECTS;

    fn root(&self) -> Self::Position {
        self.game.root()
    }
    fn move_count(&self, pos: &Self::Position) -> usize {
        if self.stopped() {
            0
        } else {
            self.game.move_count(pos)
        }
    }
    fn apply(&self, pos: &Self::Position, i: usize) -> Self::Position {
        self.game.apply(pos, i)
    }
    fn is_terminal(&self, pos: &Self::Position) -> bool {
        self.stopped() || self.game.is_terminal(pos)
    }
    fn evaluate(&self, pos: &Self::Position) -> i32 {
        if self.stopped() {
            0
        } else {
            self.game.evaluate(pos)
        }
    }
    fn is_max(&self, pos: &Self::Position) -> bool {
        self.game.is_max(pos)
    }
    fn key(&self, pos: &Self::Position) -> u64 {
        self.game.key(pos)
    }
    fn child_depth(&self, pos: &Self::Position, child: &Self::Position, depth: Depth) -> Depth {
        self.game.child_depth(pos, child, depth)
    }
    fn leaf_index(&self, pos: &Self::Position) -> Option<u64> {
        self.game.leaf_index(pos)
    }
    fn value_range(&self) -> (i32, i32) {
        self.game.value_range()
    }
    fn full_depth(&self) -> Option<Depth> {
        self.game.full_depth()
    }
    fn move_key(&self, pos: &Self::Position, i: usize) -> u32 {
        self.game.move_key(pos, i)
    }
    fn move_label(&self, pos: &Self::Position, i: usize) -> String {
        self.game.move_label(pos, i)
    }
    fn position_label(&self, pos: &Self::Position) -> Option<String> {
        self.game.position_label(pos)
    }
}
