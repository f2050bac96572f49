//! The progress bar of a long run, on stderr and only when stderr is a terminal (piped or
//! redirected, nothing is drawn): the units done of all (trees, games, root searches), the
//! node visits so far, the time elapsed and the time left.

use indicatif::{HumanCount, ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::Mutex;

pub struct Progress {
    bar: Option<ProgressBar>,
    /// The most node visits told so far: units finish out of order on several threads, and
    /// the lock keeps a later, smaller count from overwriting a larger one on the bar.
    work: Mutex<u64>,
}

impl Progress {
    /// A bar of `total` units named `unit` ("trees").
    pub fn bar(total: u64, unit: &str) -> Progress {
        Progress::drawn(
            || {
                ProgressBar::new(total).with_style(style(
                    "{bar:30} {pos}/{len} {prefix} · {msg} node visits · {elapsed_precise} · ETA {eta}",
                ))
            },
            unit,
        )
    }

    /// A counter of units whose total is not known beforehand (a game's root searches).
    pub fn counter(unit: &str) -> Progress {
        Progress::drawn(
            || {
                ProgressBar::new_spinner().with_style(style(
                    "{spinner} {pos} {prefix} · {msg} node visits · {elapsed_precise}",
                ))
            },
            unit,
        )
    }

    fn drawn(make: impl FnOnce() -> ProgressBar, unit: &str) -> Progress {
        // set up before the first draw, which tick() makes at once
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = make().with_prefix(unit.to_string()).with_message("0");
            bar.tick();
            bar
        });
        Progress {
            bar,
            work: Mutex::new(0),
        }
    }

    /// The run has visited `work` nodes in all (a unit under way).
    pub fn visits(&self, work: u64) {
        let Some(bar) = &self.bar else { return };
        if let Ok(mut most) = self.work.lock() {
            *most = work.max(*most);
            bar.set_message(HumanCount(*most).to_string());
        }
    }

    /// One more unit done, the run having visited `work` nodes in all.
    pub fn done_one(&self, work: u64) {
        let Some(bar) = &self.bar else { return };
        self.visits(work);
        bar.inc(1);
    }

    /// Clears the bar, before the answer is printed.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

fn style(template: &str) -> ProgressStyle {
    ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar())
}
