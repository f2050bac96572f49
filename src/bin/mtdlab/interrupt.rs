//! Ctrl-C during a long run (`experiment`, `kalah-match`): the first press sets a flag that the
//! run reads between its units (a tree, a root search), so that it stops with what it has done
//! and prints that; a second press ends the program at once. Either way the exit status is
//! 130, the shell's for SIGINT.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

static STOP: AtomicBool = AtomicBool::new(false);
/// What the run says on stderr after its answer once it was stopped.
static NOTE: OnceLock<String> = OnceLock::new();

/// The exit status of a run stopped by Ctrl-C (128 + SIGINT).
pub const STATUS: u8 = 130;

/// Catches Ctrl-C from now on; the flag the run reads.
pub fn catch() -> &'static AtomicBool {
    // a handler already set (a second long run in one process) is the same handler
    let _ = ctrlc::set_handler(|| {
        if STOP.swap(true, Ordering::SeqCst) {
            std::process::exit(i32::from(STATUS));
        }
    });
    &STOP
}

/// Records what a stopped run did ("7 of 2000 trees done"), said after its answer.
pub fn note(text: String) {
    let _ = NOTE.set(text);
}

/// The note of a stopped run.
pub fn said() -> Option<&'static str> {
    NOTE.get().map(String::as_str)
}
