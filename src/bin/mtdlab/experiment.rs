//! `mtdlab experiment random|minimal|steps|kalah`: seed 001's random-tree experiment
//! (§3.1–3.2), its Table 1 (minimal trees) and Table 2's shape (step sizes), on every core;
//! seed 003's Kalah tables (`kalah.rs`). The computation is the library's (src/experiment/,
//! src/kalah_match/); this file reads flags and prints.

use crate::cli::{CommonArgs, Experiment, ExperimentArgs, MinimalArgs, RandomArgs};
use crate::interrupt;
use crate::progress::Progress;
use mtdlab::experiment::native::{run_jobs_watched, threads, Stopwatch, Watch};
use mtdlab::experiment::random::{Report, Settings, TreeRun};
use mtdlab::experiment::runner::Config;
use mtdlab::experiment::shard::{Part, Shard, VERSION};
use mtdlab::experiment::{minimal, steps, Clock, Variant};
use serde::Serialize;

pub fn run(args: &ExperimentArgs) -> Result<String, String> {
    match &args.kind {
        Some(Experiment::Random(a)) => random(a, Settings::default()),
        Some(Experiment::Steps(a)) => random(a, steps::default_settings()),
        Some(Experiment::Minimal(a)) => minimal(a),
        Some(Experiment::Kalah(a)) => crate::kalah::experiment_kalah(a),
        Some(Experiment::Programs(a)) => crate::programs::run(a),
        Some(Experiment::Merge(a)) => crate::merge::merge(a),
        None => Err(
            "experiment: name one: random, minimal, steps, kalah, programs or merge (mtdlab experiment \
             --help for more)"
                .to_string(),
        ),
    }
}

/// Reads the flags that every experiment shares into `s`.
fn common(flags: &CommonArgs, s: &mut Settings) {
    if let Some(n) = flags.trees {
        s.trees = n;
    }
    if let Some(b) = flags.branching {
        s.branching = b;
    }
    if let Some(d) = &flags.depths {
        s.depths = d.clone();
    }
    if let Some(seed) = flags.seed {
        s.seed = seed;
    }
    if let Some(r) = flags.range {
        (s.min, s.max) = r;
    }
    if let Some(g) = flags.guess {
        s.guess = g;
    }
    if let Some(n) = flags.tt_size {
        s.tt_size = n;
    }
    if let Some(n) = flags.max_visits {
        s.max_visits = n;
    }
    if let Some(n) = flags.max_work {
        s.max_work = n;
    }
}

/// Runs the trees on every core, with a progress bar on a terminal, until done or Ctrl-C;
/// the answer over the trees done, the wall time, and whether Ctrl-C stopped the run.
fn run_timed(
    s: &Settings,
    per_tree: bool,
    shard: Option<Shard>,
) -> Result<(Report, f64, bool, Vec<TreeRun>), String> {
    let mut clock = Stopwatch::new();
    let jobs: Vec<_> = s
        .jobs()
        .into_iter()
        .filter(|(_, i)| shard.is_none_or(|k| k.has(*i)))
        .collect();
    let total = jobs.len();
    let progress = Progress::bar(total as u64, "trees");
    let on_tree = |_done: usize, work: u64| progress.done_one(work);
    let done = run_jobs_watched(s, jobs, &Watch::new(interrupt::catch(), &on_tree));
    progress.finish();
    let done = done.map_err(|e| e.to_string())?;
    let wall_ms = clock.now_ms();
    if done.stopped {
        interrupt::note(format!(
            "interrupted: {} of {total} trees done; the answer counts those",
            done.runs.len()
        ));
    }
    // a shard's trees go whole into its answer
    let trees = if shard.is_some() {
        done.runs.clone()
    } else {
        Vec::new()
    };
    Ok((
        Report::new(s, done.runs, per_tree),
        wall_ms,
        done.stopped,
        trees,
    ))
}

/// The JSON answer: the report with the wall time and the threads it ran on (and, once
/// Ctrl-C stopped the run, `"interrupted": true`), written straight to text: as a
/// `serde_json::Value` the per-tree rows of 10^6 trees took 4.8 GB.
/// A shard's answer also carries `shard`: its trees whole, for `experiment merge`.
pub fn with_wall<T: Serialize>(
    report: &T,
    wall_ms: f64,
    interrupted: bool,
    shard: Option<&Part>,
    threads: usize,
) -> Result<String, String> {
    #[derive(Serialize)]
    struct Timed<'a, T: Serialize> {
        #[serde(flatten)]
        report: &'a T,
        wall_ms: f64,
        threads: usize,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        interrupted: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        shard: Option<&'a Part>,
    }
    serde_json::to_string(&Timed {
        report,
        wall_ms: wall_ms.round(),
        threads,
        interrupted,
        shard,
    })
    .map_err(|e| e.to_string())
}

/// A shard answers in JSON only: its answer is for `experiment merge`, and a table of a
/// shard's trees alone would read as the whole run's.
pub fn shard_needs_json(shard: Option<Shard>, json: bool) -> Result<(), String> {
    match shard {
        Some(k) if !json => Err(format!(
            "--shard {}/{}: add --json (experiment merge reads the shards' JSON answers)",
            k.index, k.count
        )),
        _ => Ok(()),
    }
}

fn random(args: &RandomArgs, mut s: Settings) -> Result<String, String> {
    shard_needs_json(args.shard, args.json)?;
    common(&args.common, &mut s);
    let table_2 = s.algorithms == steps::table_2_variants();
    if let Some(a) = &args.algos {
        s.algorithms = Variant::parse_list(a).map_err(|e| format!("--algos: {e}"))?;
    }
    if let Some(o) = args.order {
        s.order = o;
    }
    if let Some(v) = args.values {
        s.values = v;
    }
    if args.no_store_leaves {
        s.store_leaves = false;
    }
    let err = |e: mtdlab::InputError| format!("--{e}");
    if table_2 {
        steps::validate(&s).map_err(err)?;
    } else {
        s.validate().map_err(err)?;
    }
    // a shard lists its trees in `shard`, not again in `per_tree`
    let (report, wall_ms, stopped, trees) =
        run_timed(&s, args.per_tree && args.shard.is_none(), args.shard)?;
    let config = if table_2 {
        Config::Steps(s.clone())
    } else {
        Config::Random(s.clone())
    };
    let part = args.shard.map(|shard| Part {
        version: VERSION.to_string(),
        shard,
        config: config.to_json(),
        per_tree: args.per_tree && !table_2,
        trees,
        games: Vec::new(),
        programs: Vec::new(),
    });
    let part = part.as_ref();
    if table_2 {
        let table = steps::Report::new(&report);
        return if args.json {
            with_wall(&table, wall_ms, stopped, part, threads())
        } else {
            Ok(human_steps(&table, wall_ms))
        };
    }
    if args.json {
        with_wall(&report, wall_ms, stopped, part, threads())
    } else {
        Ok(human_random(&report, wall_ms))
    }
}

fn minimal(args: &MinimalArgs) -> Result<String, String> {
    shard_needs_json(args.shard, args.json)?;
    let mut m = minimal::Settings::default();
    // the shared flags, read through the random experiment's settings
    let mut s = m.random_settings();
    s.depths = m.depths.clone();
    common(&args.common, &mut s);
    m = minimal::Settings {
        trees: s.trees,
        branching: s.branching,
        depths: s.depths,
        seed: s.seed,
        min: s.min,
        max: s.max,
        guess: s.guess,
        tt_size: s.tt_size,
        max_visits: s.max_visits,
        max_work: s.max_work,
    };
    m.validate().map_err(|e| format!("--{e}"))?;
    let (report, wall_ms, stopped, trees) = run_timed(&m.random_settings(), false, args.shard)?;
    let part = args.shard.map(|shard| Part {
        version: VERSION.to_string(),
        shard,
        config: Config::Minimal(m.clone()).to_json(),
        per_tree: false,
        trees,
        games: Vec::new(),
        programs: Vec::new(),
    });
    let table = minimal::Report::new(&m, &report);
    if args.json {
        with_wall(&table, wall_ms, stopped, part.as_ref(), threads())
    } else {
        Ok(human_minimal(&table, wall_ms))
    }
}

fn human_random(r: &Report, wall_ms: f64) -> String {
    let s = &r.settings;
    let mut out = format!(
        "seed 001 random trees: {} trees (seeds {}..{}), b = {}, order {}, values {} in {}..{}, \
         guess {:?}{}; {:.1} s on {} threads\n",
        s.trees,
        s.seed,
        s.seed + s.trees as u64 - 1,
        s.branching,
        s.order.name(),
        s.values.name(),
        s.min,
        s.max,
        s.guess,
        if s.store_leaves {
            ""
        } else {
            ", the horizon's nodes kept out of the TT"
        },
        wall_ms / 1000.0,
        threads()
    );
    out.push_str(
        "depth  algorithm          nodes        leaf evals    tests mean  max   time s  M nodes/s\n",
    );
    for row in &r.rows {
        out.push_str(&format!(
            "{:>5}  {:<16} {:>14} {:>14} {:>10.2} {:>4} {:>8.2} {:>10.1}\n",
            row.depth,
            row.algorithm.name(),
            row.nodes,
            row.leaf_evals,
            row.tests_mean,
            row.tests_max,
            row.ms / 1000.0,
            row.nodes_per_s / 1e6
        ));
    }
    out.push_str("first guesses: depth  nodes  leaf evals  time s  error mean  error sd  exact\n");
    for g in &r.guesses {
        out.push_str(&format!(
            "{:>5} {:>14} {:>14} {:>8.2} {:>10.2} {:>9.2} {:>6}\n",
            g.depth,
            g.nodes,
            g.leaf_evals,
            g.ms / 1000.0,
            g.error_mean,
            g.error_sd,
            g.exact
        ));
    }
    out.trim_end().to_string()
}

fn human_minimal(r: &minimal::Report, wall_ms: f64) -> String {
    let mut out = format!(
        "seed 001 Table 1 (minimal trees, b = {}): {:.1} s on {} threads\n\
         depth  minimal nodes   MTD(f) nodes  NegaScout nodes  MTD(f) s  NS s  MTD(f) Mn/s  NS Mn/s  | seed MTD  seed NS\n",
        r.settings.branching,
        wall_ms / 1000.0,
        threads()
    );
    for row in &r.rows {
        let seed = row.seed.map_or(String::new(), |s| {
            format!("{} {}", s.mtd_nodes, s.negascout_nodes)
        });
        out.push_str(&format!(
            "{:>5} {:>14} {:>14} {:>16} {:>9.3} {:>5.3} {:>12.1} {:>8.1}  | {seed}\n",
            row.depth,
            row.minimal_nodes,
            row.mtdf.nodes,
            row.negascout.nodes,
            row.mtdf.ms / 1000.0,
            row.negascout.ms / 1000.0,
            row.mtdf.nodes_per_s / 1e6,
            row.negascout.nodes_per_s / 1e6
        ));
    }
    for s in &r.skipped {
        out.push_str(&format!(
            "depth {} skipped: it needs about {} node visits, past --max-work\n",
            s.depth, s.predicted_work
        ));
    }
    out.trim_end().to_string()
}

fn human_steps(r: &steps::Report, wall_ms: f64) -> String {
    let mut out = format!(
        "seed 001 Table 2's shape ({} trees, b = {}, NegaScout = 1): {:.1} s on {} threads\n\
         depth  algorithm        nodes   leaves   time  tests  Mn/s  NS Mn/s |  seed: nodes  time  tests\n",
        r.settings.trees,
        r.settings.branching,
        wall_ms / 1000.0,
        threads()
    );
    for row in &r.rows {
        let seed = row.seed.map_or(String::new(), |s| {
            format!(
                "{:>11} {:>12.3} {:>5.3} {:>6.2}",
                s.label, s.nodes_vs_negascout, s.time_vs_negascout, s.tests_mean
            )
        });
        out.push_str(&format!(
            "{:>5}  {:<15} {:>6.3} {:>8.3} {:>6.3} {:>6.2} {:>5.1} {:>8.1} | {seed}\n",
            row.depth,
            row.algorithm.name(),
            row.nodes_vs_negascout,
            row.leaf_evals_vs_negascout,
            row.time_vs_negascout,
            row.tests_mean,
            row.nodes_per_s / 1e6,
            row.negascout_nodes_per_s / 1e6
        ));
    }
    out.trim_end().to_string()
}
