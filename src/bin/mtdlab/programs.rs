//! `mtdlab experiment programs`: MTD(f) against NegaScout as programs search, on Kalah
//! positions (src/experiment/programs.rs). The run is the library's runner, unit by unit on
//! one thread, as the Experiments tab runs it, its searches timed in the thread's CPU time;
//! this file reads flags and prints.

use crate::cli::ProgramsArgs;
use crate::experiment::{shard_needs_json, with_wall};
use crate::interrupt;
use crate::progress::Progress;
use mtdlab::experiment::native::{Stopwatch, ThreadCpuClock};
use mtdlab::experiment::programs::{Report as ProgramsReport, Row, Settings};
use mtdlab::experiment::runner::{Config, Experiment, Report};
use mtdlab::experiment::shard::Shard;
use mtdlab::experiment::Clock;
use std::sync::atomic::Ordering;

fn settings(args: &ProgramsArgs) -> Settings {
    let mut s = Settings::default();
    if let Some(n) = args.positions {
        s.positions = n;
    }
    if let Some(d) = args.depth {
        s.depth = d;
    }
    if let Some(v) = &args.seeds {
        s.seeds = v.clone();
    }
    if let Some(v) = args.seed {
        s.seed = v;
    }
    if let Some(p) = args.plies {
        s.plies = p;
    }
    if let Some(a) = args.aspiration {
        s.aspiration = a;
    }
    s.ablation = !args.no_ablation;
    s.guesses = !args.no_guesses;
    if let Some(n) = args.tt_size {
        s.tt_size = n;
    }
    if let Some(n) = args.max_visits {
        s.max_visits = n;
    }
    if let Some(n) = args.max_work {
        s.max_work = n;
    }
    s
}

pub fn run(args: &ProgramsArgs) -> Result<String, String> {
    shard_needs_json(args.shard, args.json)?;
    let s = settings(args);
    s.validate().map_err(|e| format!("--{e}"))?;
    let shard = args.shard.unwrap_or(Shard { index: 0, count: 1 });
    let mut e = Experiment::sharded(Config::Programs(s), args.per_position, shard)
        .map_err(|e| e.to_string())?;
    // the searches' times in CPU time (a shared machine's wall clock counts the waits too);
    // the answer's wall_ms in wall time
    let mut wall = Stopwatch::new();
    let mut clock = ThreadCpuClock;
    let stop = interrupt::catch();
    let progress = Progress::bar(e.progress().total as u64, "searches");
    while !e.is_done() {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        if let Err(err) = e.step(&mut clock) {
            progress.finish();
            return Err(err.to_string());
        }
        progress.done_one(e.progress().work);
    }
    progress.finish();
    let wall_ms = wall.now_ms();
    let stopped = !e.is_done();
    if stopped {
        interrupt::note(format!(
            "interrupted: {} of {} searches made; the answer counts the positions done",
            e.progress().done,
            e.progress().total
        ));
    }
    let Report::Programs(report) = e.report().map_err(|e| e.to_string())? else {
        unreachable!("a programs config gives a programs report")
    };
    let part = args.shard.map(|_| e.part());
    if args.json {
        return with_wall(&report, wall_ms, stopped, part.as_ref(), 1);
    }
    Ok(human(&report, wall_ms))
}

/// The report as readable tables.
fn human(r: &ProgramsReport, wall_ms: f64) -> String {
    let s = &r.settings;
    let mut out = format!(
        "The programs' experiment: {} positions of Kalah(6, {}) after {}..{} random plies \
         (seed {}), depths 1..{}, TT {} entries, aspiration ±{}\n",
        r.positions.len(),
        s.seeds
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("/"),
        s.plies[0],
        s.plies[1],
        s.seed,
        s.depth,
        s.tt_size,
        s.aspiration
    );
    out += "\nIterative-deepening searches to each depth, as ratios to aspiration NegaScout:\n";
    out += &table(&r.rows);
    if !r.ablation.is_empty() {
        out += "\nAblation: each enhancement off, as ratios to the program with all of them:\n";
        out += &table(&r.ablation);
    }
    if !r.guesses.is_empty() {
        out += "\nID-MTD(f)'s first guess, as ratios to the previous iteration's value:\n";
        out += &table(&r.guesses);
    }
    out += &format!("\n{:.1} s", wall_ms / 1000.0);
    out
}

fn table(rows: &[Row]) -> String {
    let ratio = |r: Option<f64>| r.map_or("-".into(), |v| format!("{v:.3}"));
    let mut out = format!(
        "{:>5}  {:<36} {:>12} {:>12} {:>8} {:>8} {:>8} {:>8} {:>7} {:>10} {:>11}\n",
        "depth",
        "line",
        "leaves",
        "nodes",
        "leaves×",
        "nodes×",
        "hits×",
        "time×",
        "tests",
        "ms",
        "nodes/s"
    );
    for r in rows {
        out += &format!(
            "{:>5}  {:<36} {:>12} {:>12} {:>8} {:>8} {:>8} {:>8} {:>7} {:>10.1} {:>11}\n",
            r.depth,
            r.line,
            r.leaf_evals,
            r.nodes,
            ratio(r.leaves_ratio),
            ratio(r.nodes_ratio),
            ratio(r.tt_hits_ratio),
            ratio(r.time_ratio),
            r.tests_mean.map_or("-".into(), |t| format!("{t:.2}")),
            r.ms,
            r.nodes_per_s
                .map_or("-".into(), |n| format!("{:.2}M", n / 1e6)),
        );
    }
    out
}
