//! `mtdlab experiment random|minimal|steps|kalah`: seed 001's random-tree experiment
//! (§3.1–3.2), its Table 1 (minimal trees) and Table 2's shape (step sizes), on every core;
//! seed 003's Kalah tables (`kalah.rs`). The computation is the library's (src/experiment/,
//! src/kalah_match/); this file reads flags and prints.

use crate::flags::{depth_list, Flags};
use crate::random_tree::parse_range;
use mtdlab::experiment::native::{run_random, threads, Stopwatch};
use mtdlab::experiment::random::{Report, Settings};
use mtdlab::experiment::{minimal, steps, Clock, Guess, Variant};
use mtdlab::games::random::{Order, Values};
use serde::Serialize;

pub const USAGE: &str = "usage:
  mtdlab experiment random [--trees N] [--branching B] [--depths 3..6] [--algos mtdf,negascout,alphabeta]
                    [--seed S] [--order random|best|worst] [--values independent|incremental]
                    [--range MIN,MAX] [--guess shallow|exact|N] [--tt-size N]
                    [--max-visits N] [--max-work N] [--per-tree] [--json]
  mtdlab experiment minimal [--trees N] [--branching B] [--depths 5..9] [--seed S] [--range MIN,MAX]
                    [--guess ...] [--tt-size N] [--max-visits N] [--max-work N] [--json]
  mtdlab experiment steps   [the flags of random; --algos defaults to Table 2's variants]
  mtdlab experiment kalah   [--depths LIST] [--algos LIST] [--negascout-end in-move|at-node]
                    [--max-visits N] [--tt-size N] [--json]
An algorithm may carry a step: mtd-f-step:50, mtd-f-ab:25. Tree i has the seed S + i.
--max-visits bounds each search, --max-work the whole experiment (node visits).";

/// The flags every experiment reads.
const COMMON: [&str; 9] = [
    "trees",
    "branching",
    "depths",
    "seed",
    "range",
    "guess",
    "tt-size",
    "max-visits",
    "max-work",
];

pub fn run(args: &[String]) -> Result<String, String> {
    let rest = &args[args.len().min(1)..];
    match args.first().map(String::as_str) {
        Some("random") => random(rest, Settings::default()),
        Some("steps") => random(rest, steps::default_settings()),
        Some("minimal") => minimal(rest),
        Some("kalah") => crate::kalah::experiment_kalah(rest),
        Some("--help" | "-h" | "help") => Ok(USAGE.to_string()),
        Some(other) => Err(format!(
            "experiment: unknown experiment '{}' (mtdlab experiment --help lists them)",
            other
        )),
        None => Err(
            "experiment: name one: random, minimal, steps or kalah (mtdlab experiment --help \
             for more)"
                .to_string(),
        ),
    }
}

/// Reads the flags that every experiment shares into `s`.
fn common(flags: &Flags, s: &mut Settings) -> Result<(), String> {
    if let Some(n) = flags.int("trees")? {
        s.trees = n;
    }
    if let Some(b) = flags.int("branching")? {
        s.branching = b;
    }
    if let Some(d) = flags.get("depths") {
        s.depths = depth_list(d)?;
    }
    if let Some(seed) = flags.int("seed")? {
        s.seed = seed;
    }
    if let Some(r) = flags.get("range") {
        (s.min, s.max) = parse_range(r)?;
    }
    if let Some(g) = flags.get("guess") {
        s.guess = Guess::parse(g).map_err(|e| format!("--guess: {e}"))?;
    }
    if let Some(n) = flags.int("tt-size")? {
        s.tt_size = n;
    }
    if let Some(n) = flags.int("max-visits")? {
        s.max_visits = n;
    }
    if let Some(n) = flags.int("max-work")? {
        s.max_work = n;
    }
    Ok(())
}

/// Runs the trees on every core; the answer and the wall time.
fn run_timed(s: &Settings, per_tree: bool) -> Result<(Report, f64), String> {
    let mut clock = Stopwatch::new();
    let runs = run_random(s).map_err(|e| e.to_string())?;
    let wall_ms = clock.now_ms();
    Ok((Report::new(s, runs, per_tree), wall_ms))
}

/// The JSON answer: the report with the wall time and the threads it ran on, written
/// straight to text: as a `serde_json::Value` the per-tree rows of 10^6 trees took 4.8 GB.
fn with_wall<T: Serialize>(report: &T, wall_ms: f64) -> Result<String, String> {
    #[derive(Serialize)]
    struct Timed<'a, T: Serialize> {
        #[serde(flatten)]
        report: &'a T,
        wall_ms: f64,
        threads: usize,
    }
    serde_json::to_string(&Timed {
        report,
        wall_ms: wall_ms.round(),
        threads: threads(),
    })
    .map_err(|e| e.to_string())
}

fn random(args: &[String], mut s: Settings) -> Result<String, String> {
    let flags = Flags::parse(
        args,
        &[&COMMON[..], &["algos", "order", "values"]].concat(),
        &["json", "per-tree"],
    )?;
    common(&flags, &mut s)?;
    let table_2 = s.algorithms == steps::table_2_variants();
    if let Some(a) = flags.get("algos") {
        s.algorithms = Variant::parse_list(a).map_err(|e| format!("--algos: {e}"))?;
    }
    if let Some(o) = flags.get("order") {
        s.order = Order::parse(o).map_err(|e| format!("--order: {e}"))?;
    }
    if let Some(v) = flags.get("values") {
        s.values = Values::parse(v).map_err(|e| format!("--values: {e}"))?;
    }
    let err = |e: mtdlab::InputError| format!("--{e}");
    if table_2 {
        steps::validate(&s).map_err(err)?;
    } else {
        s.validate().map_err(err)?;
    }
    let (report, wall_ms) = run_timed(&s, flags.has("per-tree"))?;
    if table_2 {
        let table = steps::Report::new(&report);
        return if flags.has("json") {
            with_wall(&table, wall_ms)
        } else {
            Ok(human_steps(&table, wall_ms))
        };
    }
    if flags.has("json") {
        with_wall(&report, wall_ms)
    } else {
        Ok(human_random(&report, wall_ms))
    }
}

fn minimal(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(args, &COMMON, &["json"])?;
    let mut m = minimal::Settings::default();
    // the shared flags, read through the random experiment's settings
    let mut s = m.random_settings();
    s.depths = m.depths.clone();
    common(&flags, &mut s)?;
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
    let (report, wall_ms) = run_timed(&m.random_settings(), false)?;
    let table = minimal::Report::new(&m, &report);
    if flags.has("json") {
        with_wall(&table, wall_ms)
    } else {
        Ok(human_minimal(&table, wall_ms))
    }
}

fn human_random(r: &Report, wall_ms: f64) -> String {
    let s = &r.settings;
    let mut out = format!(
        "seed 001 random trees: {} trees (seeds {}..{}), b = {}, order {}, values {} in {}..{}, \
         guess {:?}; {:.1} s on {} threads\n",
        s.trees,
        s.seed,
        s.seed + s.trees as u64 - 1,
        s.branching,
        s.order.name(),
        s.values.name(),
        s.min,
        s.max,
        s.guess,
        wall_ms / 1000.0,
        threads()
    );
    out.push_str("depth  algorithm          nodes        leaf evals    tests mean  max   time s\n");
    for row in &r.rows {
        out.push_str(&format!(
            "{:>5}  {:<16} {:>14} {:>14} {:>10.2} {:>4} {:>8.2}\n",
            row.depth,
            row.algorithm.name(),
            row.nodes,
            row.leaf_evals,
            row.tests_mean,
            row.tests_max,
            row.ms / 1000.0
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
         depth  minimal nodes   MTD(f) nodes  NegaScout nodes  MTD(f) s  NS s  | seed MTD  seed NS\n",
        r.settings.branching,
        wall_ms / 1000.0,
        threads()
    );
    for row in &r.rows {
        let seed = row.seed.map_or(String::new(), |s| {
            format!("{} {}", s.mtd_nodes, s.negascout_nodes)
        });
        out.push_str(&format!(
            "{:>5} {:>14} {:>14} {:>16} {:>9.3} {:>5.3}  | {seed}\n",
            row.depth,
            row.minimal_nodes,
            row.mtdf.nodes,
            row.negascout.nodes,
            row.mtdf.ms / 1000.0,
            row.negascout.ms / 1000.0
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
         depth  algorithm        nodes   leaves   time  tests |  seed: nodes  time  tests\n",
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
            "{:>5}  {:<15} {:>6.3} {:>8.3} {:>6.3} {:>6.2} | {seed}\n",
            row.depth,
            row.algorithm.name(),
            row.nodes_vs_negascout,
            row.leaf_evals_vs_negascout,
            row.time_vs_negascout,
            row.tests_mean
        ));
    }
    out.trim_end().to_string()
}
