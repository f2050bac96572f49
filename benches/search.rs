//! Benchmarks (`cargo bench`): search speed on random trees per algorithm, and what the
//! trace costs — the same search with the no-op tracer, the leaf-order tracer and the full
//! recorder. Prints a table; no assertions (figures go to docs/performance.md).

use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::RandomTree;
use mtdlab::search::{Algorithm, Options, Run, SearchSettings};
use mtdlab::trace::{LeafOrder, Limits, NoTrace, Recorder, Tracer};
use mtdlab::Game;
use std::time::{Duration, Instant};

/// Runs `f` until at least `budget` has passed; the median of the samples, in seconds.
fn time<F: FnMut() -> u64>(budget: Duration, mut f: F) -> (f64, u64) {
    let mut samples = Vec::new();
    let start = Instant::now();
    let mut work = 0;
    while samples.len() < 3 || start.elapsed() < budget {
        let t = Instant::now();
        work = std::hint::black_box(f());
        samples.push(t.elapsed().as_secs_f64());
    }
    samples.sort_by(f64::total_cmp);
    (samples[samples.len() / 2], work)
}

fn search<G: Game, T: Tracer>(game: &G, algorithm: Algorithm, options: &Options, tracer: T) -> u64 {
    let run = Run::new(game, algorithm, options.clone(), tracer).unwrap();
    let (result, _) = run.finish().unwrap();
    result.counters.nodes
}

fn main() {
    let budget = Duration::from_millis(if std::env::args().any(|a| a == "--quick") {
        100
    } else {
        1500
    });
    let options = Options::default();

    println!("## Search speed, random tree b=8 d=6 values -1000..1000 (seed 1), no trace");
    println!(
        "{:<14} {:>10} {:>12} {:>14}",
        "algorithm", "ms", "nodes", "Mnodes/s"
    );
    let tree = RandomTree::new(8, 6, -1000, 1000, 1, false).unwrap();
    for algorithm in Algorithm::ALL {
        if algorithm == Algorithm::Minimax {
            continue; // 300k leaves: measured below with the tracers
        }
        let (s, nodes) = time(budget, || search(&tree, algorithm, &options, NoTrace));
        println!(
            "{:<14} {:>10.2} {:>12} {:>14.1}",
            algorithm.name(),
            s * 1e3,
            nodes,
            nodes as f64 / s / 1e6
        );
    }

    println!();
    println!("## What the trace costs: MTD(f) and minimax on b=8 d=6");
    println!(
        "{:<10} {:<12} {:>10} {:>12}",
        "algorithm", "tracer", "ms", "Mnodes/s"
    );
    for algorithm in [Algorithm::MtdF, Algorithm::Minimax] {
        let (s0, n) = time(budget, || search(&tree, algorithm, &options, NoTrace));
        let (s1, _) = time(budget, || {
            search(&tree, algorithm, &options, LeafOrder::default())
        });
        let limits = Limits {
            max_events: 50_000_000,
            max_nodes: 5_000_000,
        };
        let (s2, _) = time(budget, || {
            search(&tree, algorithm, &options, Recorder::new(limits))
        });
        for (name, s) in [("none", s0), ("leaf order", s1), ("recorder", s2)] {
            println!(
                "{:<10} {:<12} {:>10.2} {:>12.1}",
                algorithm.name(),
                name,
                s * 1e3,
                n as f64 / s / 1e6
            );
        }
    }

    println!();
    println!("## Kalah(6,6) from the opening, depth 8, no trace");
    let kalah = Kalah::new(6, 6).unwrap();
    let deep = Options {
        search: SearchSettings::default().with_depth(Some(8)),
        ..Options::default()
    };
    for algorithm in [
        Algorithm::AlphaBeta,
        Algorithm::NegaScoutTt,
        Algorithm::MtdF,
        Algorithm::IdMtdF,
    ] {
        let (s, nodes) = time(budget, || search(&kalah, algorithm, &deep, NoTrace));
        println!(
            "{:<14} {:>10.2} ms {:>12} nodes",
            algorithm.name(),
            s * 1e3,
            nodes
        );
    }
}
