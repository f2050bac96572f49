//! The `mtdlab` command line (CONVENTIONS.md §4): `search` runs one algorithm on a
//! hand-built tree, a random tree or a Kalah position, `tree` prints a random tree,
//! `kalah-match` plays seed 003's Kalah games, `experiment` runs seed 001's experiments
//! and computes seed 003's tables. Bad input: exit status 2 and one line on
//! stderr. This file only dispatches; each command lives in its own module.

// The command line is native only (its experiments use threads and the clock); built for
// wasm32 (as `cargo test --target wasm32-unknown-unknown` builds every binary) it is empty.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod experiment;
#[cfg(not(target_arch = "wasm32"))]
mod flags;
#[cfg(not(target_arch = "wasm32"))]
mod kalah;
#[cfg(not(target_arch = "wasm32"))]
mod random_tree;
#[cfg(not(target_arch = "wasm32"))]
mod search;

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
pub const USAGE: &str = "usage:
  mtdlab search (--tree TEXT | --random B,D,SEED [--order random|best|worst]
                [--values independent|incremental] [--range MIN,MAX] | --kalah PITS,SEEDS
                [--position TEXT]) --algo NAME [--guess N] [--step N] [--schedule S1,S2,...]
                [--depth D] [--no-tt] [--tt-size N] [--max-visits N] [--max-tests N]
                [--cut ge|gt] [--json]
  mtdlab tree --random B,D,SEED [--order ...] [--values ...] [--range MIN,MAX]
  mtdlab kalah-match --depths D1,D2 --algo NAME [--negascout-end in-move|at-node]
                [--max-visits N] [--tt-size N] [--searches] [--json]
  mtdlab experiment random|minimal|steps [flags: mtdlab experiment --help]
  mtdlab experiment kalah [--depths LIST] [--algos LIST] [--negascout-end in-move|at-node]
                [--max-visits N] [--tt-size N] [--json]";

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    // a panic is a bug; still, the user sees one line, not a backtrace
    std::panic::set_hook(Box::new(|info| {
        eprintln!("mtdlab: internal error: {info}");
    }));
    let args: Vec<String> = std::env::args().skip(1).collect();
    match std::panic::catch_unwind(|| dispatch(&args)) {
        Ok(Ok(out)) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Ok(Err(message)) => {
            eprintln!("mtdlab: {message}");
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(3),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn dispatch(args: &[String]) -> Result<String, String> {
    match args.first().map(String::as_str) {
        Some("search") => search::search(&args[1..]),
        Some("kalah-match") => kalah::kalah_match(&args[1..]),
        Some("tree") => random_tree::tree(&args[1..]),
        Some("experiment") => experiment::run(&args[1..]),
        Some("--help" | "-h" | "help") => Ok(USAGE.to_string()),
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
        None => Err(USAGE.to_string()),
    }
}
