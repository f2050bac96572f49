//! The native half of `bench/wasm-vs-native.mjs`: reads `{ budgetMs, workloads: [{ name,
//! mode, config }] }` as JSON on stdin, times each workload through `mtdlab::session` and
//! prints one JSON line per workload, `{ name, ms, samples, value }` (ms = the median).
//!
//! Times are the thread's CPU time where Linux gives it (`CLOCK_THREAD_CPUTIME_ID`), as the
//! wasm half uses the process's (`process.cpuUsage()`): on a shared machine the time other
//! work takes from this one counts less than on the wall clock.
//!
//! Modes: `solve` (the search without a trace), `record` (a session recording its whole
//! trace, run to the end), `events` (`Session::events` over the whole trace of a finished
//! session), `seek` (`Session::seek` at positions spread over it), `first-seek` (a new
//! session run to the end, then one seek to its end: the search plus every checkpoint).
//!
//! The searches read their config from JSON inside the timed call (`Config::from_json`), as
//! the wasm `solve` and `new Session` do from the JS object; their result is not converted
//! (the wasm side builds a JS object of it, `solve`'s or `summary()`'s). `events` hands out
//! an owned copy, as the wasm side hands out a fresh typed array; `seek` refills the last
//! seek's node columns, as the wasm side refills the typed arrays the page hands back.

use mtdlab::replay::NodeViews;
use mtdlab::session::{solve, Config, Session};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

#[path = "clock.rs"]
mod clock;
use clock::clock;

/// [`clock`] in ms.
fn now_ms(epoch: Instant) -> f64 {
    clock(epoch) * 1e3
}

/// Runs `f` until `budget` of its time has passed (at least 5 times); the median in ms and
/// the last value.
fn time(budget: Duration, mut f: impl FnMut() -> i64) -> (f64, usize, i64) {
    let epoch = Instant::now();
    let mut value = std::hint::black_box(f()); // warm-up
    let mut samples = Vec::new();
    let start = now_ms(epoch);
    let budget = budget.as_secs_f64() * 1e3;
    while samples.len() < 5 || now_ms(epoch) - start < budget {
        let t = now_ms(epoch);
        value = std::hint::black_box(f());
        samples.push(now_ms(epoch) - t);
    }
    samples.sort_by(f64::total_cmp);
    (samples[samples.len() / 2], samples.len(), value)
}

/// The session the wasm side makes from the JS config, run to the end.
fn finished(config: &Value) -> Session {
    let mut s = Session::from_json(config).expect("session");
    s.run_some(usize::MAX).expect("run");
    s
}

fn main() {
    let input = std::io::read_to_string(std::io::stdin()).expect("stdin");
    let spec: Value = serde_json::from_str(&input).expect("a JSON spec on stdin");
    let budget = Duration::from_millis(spec["budgetMs"].as_u64().unwrap_or(1000));
    for w in spec["workloads"].as_array().expect("workloads") {
        let config = &w["config"];
        let (ms, samples, value) = match w["mode"].as_str() {
            Some("solve") => time(budget, || {
                let config = Config::from_json(config).expect("a valid config");
                solve(&config).expect("solve").value as i64
            }),
            Some("record") => time(budget, || finished(config).value().expect("done") as i64),
            Some("events") => {
                let s = finished(config);
                time(budget, || s.events(0, s.event_count()).len() as i64)
            }
            Some("seek") => {
                let s = finished(config);
                let n = s.event_count();
                let mut k = 0;
                s.seek(n); // the checkpoints
                           // the node columns refilled in the last seek's vectors, as the page hands the
                           // wasm its last view's typed arrays back to refill; the rest copied fresh
                let mut nodes = NodeViews::default();
                time(budget, || {
                    k = (k + 387_403) % n; // positions spread over the trace
                    s.seek_with(k, |v| {
                        let c = &v.nodes;
                        nodes.alpha.clone_from(&c.alpha);
                        nodes.beta.clone_from(&c.beta);
                        nodes.g.clone_from(&c.g);
                        nodes.kind.clone_from(&c.kind);
                        nodes.flags.clone_from(&c.flags);
                        std::hint::black_box((
                            &nodes,
                            v.path.clone(),
                            v.tt.clone(),
                            v.cuts.clone(),
                        ));
                        v.event as i64
                    })
                })
            }
            Some("first-seek") => time(budget, || {
                let s = finished(config);
                s.seek(s.event_count()).event as i64
            }),
            other => panic!("unknown mode {other:?}"),
        };
        println!(
            "{}",
            json!({ "name": w["name"], "ms": ms, "samples": samples, "value": value })
        );
    }
}
