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
                let bar = ProgressBar::new(total);
                bar.set_style(style(
                "{bar:30} {pos}/{len} {prefix} · {msg} node visits · {elapsed_precise} · ETA {eta}",
            ));
                bar
            },
            unit,
        )
    }

    /// A counter of units whose total is not known beforehand (a game's root searches).
    pub fn counter(unit: &str) -> Progress {
        Progress::drawn(
            || {
                let bar = ProgressBar::new_spinner();
                bar.set_style(style(
                    "{spinner} {pos} {prefix} · {msg} node visits · {elapsed_precise}",
                ));
                bar
            },
            unit,
        )
    }

    fn drawn(make: impl FnOnce() -> ProgressBar, unit: &str) -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = make();
            bar.set_prefix(unit.to_string());
            bar.set_message("0");
            bar.tick();
            bar
        });
        Progress {
            bar,
            work: Mutex::new(0),
        }
    }

    /// One more unit done, the run having visited `work` nodes in all.
    pub fn done_one(&self, work: u64) {
        let Some(bar) = &self.bar else { return };
        if let Ok(mut most) = self.work.lock() {
            *most = work.max(*most);
            bar.set_message(HumanCount(*most).to_string());
        }
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
