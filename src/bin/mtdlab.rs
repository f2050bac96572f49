//! The `mtdlab` command line (CONVENTIONS.md §4): `search` runs one algorithm on a
//! hand-built tree (or a random one, `random_tree.rs`), `kalah-match` plays seed 003's Kalah
//! games, `tree` prints a random tree and `experiment` runs seed 001's experiments
//! (`experiment.rs`). Bad input: exit status 2 and one line on stderr.

#[path = "mtdlab/experiment.rs"]
mod experiment;
#[path = "mtdlab/random_tree.rs"]
mod random_tree;

use mtdlab::games::tree::Tree;
use mtdlab::kalah_match::{play_with, NegaScoutEnd};
use mtdlab::search::{Algorithm, Options, Run};
use mtdlab::trace::{is_infinite, LeafOrder};
use mtdlab::Game;
use serde_json::json;
use std::process::ExitCode;

const USAGE: &str = "usage:
  mtdlab search --tree TEXT --algo NAME [--guess N] [--step N] [--schedule S1,S2,...] [--depth D]
                [--no-tt] [--tt-size N] [--max-visits N] [--max-tests N] [--json]
  mtdlab search --random B,D,SEED [--order random|best|worst] [--values independent|incremental]
                [--range MIN,MAX] --algo NAME [the other search flags]
  mtdlab tree --random B,D,SEED [--order ...] [--values ...] [--range MIN,MAX]
  mtdlab experiment random|minimal|steps [flags: mtdlab experiment --help]
  mtdlab kalah-match --depths D1,D2 --algo NAME [--negascout-end in-move|at-node] [--json]";

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

/// The parsed `--flag value` pairs, each flag at most once.
struct Flags {
    pairs: Vec<(String, Option<String>)>,
}

impl Flags {
    fn parse(args: &[String], with_value: &[&str], switches: &[&str]) -> Result<Flags, String> {
        let mut pairs: Vec<(String, Option<String>)> = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            let name = a
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument '{a}'\n{USAGE}"))?;
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if pairs.iter().any(|(n, _)| n == name) {
                return Err(format!("--{name} is given twice"));
            }
            if switches.contains(&name) {
                if let Some(v) = inline {
                    return Err(format!("--{name} takes no value (got '--{name}={v}')"));
                }
                pairs.push((name.to_string(), None));
            } else if with_value.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        args.get(i)
                            .cloned()
                            .ok_or_else(|| format!("--{name} needs a value"))?
                    }
                };
                pairs.push((name.to_string(), Some(value)));
            } else {
                return Err(format!("unknown option --{name}\n{USAGE}"));
            }
            i += 1;
        }
        Ok(Flags { pairs })
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    fn has(&self, name: &str) -> bool {
        self.pairs.iter().any(|(n, _)| n == name)
    }

    fn required(&self, name: &str) -> Result<&str, String> {
        self.get(name)
            .ok_or_else(|| format!("--{name} is required\n{USAGE}"))
    }

    fn int<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        self.get(name)
            .map(|v| {
                v.trim()
                    .parse::<T>()
                    .map_err(|_| format!("--{name}: '{v}' is not a valid integer"))
            })
            .transpose()
    }
}

fn dispatch(args: &[String]) -> Result<String, String> {
    match args.first().map(String::as_str) {
        Some("search") if random_tree::asks_for_one(&args[1..]) => random_tree::search(&args[1..]),
        Some("search") => search(&args[1..]),
        Some("tree") => random_tree::tree(&args[1..]),
        Some("experiment") => experiment::run(&args[1..]),
        Some("kalah-match") => kalah_match(&args[1..]),
        Some("--help" | "-h" | "help") => Ok(USAGE.to_string()),
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
        None => Err(USAGE.to_string()),
    }
}

/// `search`'s flags besides the game's (`--tree`, `--random`, ...).
const SEARCH_FLAGS: [&str; 8] = [
    "algo",
    "guess",
    "step",
    "schedule",
    "depth",
    "tt-size",
    "max-visits",
    "max-tests",
];
const SEARCH_SWITCHES: [&str; 2] = ["json", "no-tt"];

fn search(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(
        args,
        &[&SEARCH_FLAGS[..], &["tree"]].concat(),
        &SEARCH_SWITCHES,
    )?;
    let tree = Tree::parse(flags.required("tree")?).map_err(|e| e.to_string())?;
    let (algorithm, options) = search_options(&flags)?;
    search_output(&tree, algorithm, options, flags.has("json"))
}

/// The algorithm and the options `search`'s flags ask for.
fn search_options(flags: &Flags) -> Result<(Algorithm, Options), String> {
    let algorithm =
        Algorithm::parse(flags.required("algo")?).map_err(|e| format!("--algo: {e}"))?;
    let mut options = Options::default();
    if let Some(step) = flags.int::<i32>("step")? {
        options = options.with_step(step);
    }
    if let Some(s) = flags.get("schedule") {
        options.schedule = s
            .split(',')
            .map(|x| {
                x.trim()
                    .parse::<i32>()
                    .map_err(|_| format!("--schedule: '{x}' is not a valid integer"))
            })
            .collect::<Result<_, _>>()?;
    }
    options.guess = flags.int("guess")?.unwrap_or(0);
    options.depth = flags.int("depth")?;
    options.use_tt = !flags.has("no-tt");
    if let Some(n) = flags.int::<usize>("tt-size")? {
        options.tt_entries = n;
    }
    if let Some(n) = flags.int::<u64>("max-visits")? {
        options.max_visits = n;
    }
    if let Some(n) = flags.int::<usize>("max-tests")? {
        options.max_tests = n;
    }
    Ok((algorithm, options))
}

/// Runs `algorithm` on `game` and prints `search`'s answer (CONVENTIONS.md §4).
fn search_output<G: Game>(
    game: G,
    algorithm: Algorithm,
    options: Options,
    json: bool,
) -> Result<String, String> {
    let run =
        Run::new(game, algorithm, options, LeafOrder::default()).map_err(|e| e.to_string())?;
    let (result, leaves) = run.finish().map_err(|e| e.to_string())?;
    let bound = |v: i32| {
        if is_infinite(v) {
            serde_json::Value::Null
        } else {
            json!(v)
        }
    };
    let tests: Vec<_> = result
        .tests
        .iter()
        .filter(|t| t.null_window)
        .map(|t| {
            json!({
                "beta": bound(t.beta), "g": t.g, "outcome": t.outcome,
                "lower": bound(t.lower), "upper": bound(t.upper),
                "leaf_evals": t.leaf_evals, "nodes": t.nodes,
                "tt_hits": t.tt_hits, "tt_cutoffs": t.tt_cutoffs, "depth": t.depth,
            })
        })
        .collect();
    let out = json!({
        "algorithm": result.algorithm,
        "value": result.value,
        "leaf_evals": result.counters.leaf_evals,
        "nodes": result.counters.nodes,
        "tt_hits": result.counters.tt_hits,
        "tt_cutoffs": result.counters.tt_cutoffs,
        "evaluated_leaves": leaves.leaves,
        "tests": tests,
    });
    if json {
        Ok(out.to_string())
    } else {
        Ok(human(&out))
    }
}

fn human(out: &serde_json::Value) -> String {
    let mut s = format!(
        "{}: value {}, {} leaf evaluations, {} nodes, {} TT hits, {} TT cutoffs",
        out["algorithm"].as_str().unwrap_or(""),
        out["value"],
        out["leaf_evals"],
        out["nodes"],
        out["tt_hits"],
        out["tt_cutoffs"]
    );
    let bound = |v: &serde_json::Value, inf: &str| {
        if v.is_null() {
            inf.to_string()
        } else {
            v.to_string()
        }
    };
    for (i, t) in out["tests"].as_array().into_iter().flatten().enumerate() {
        s.push_str(&format!(
            "\n  test {}: beta {} -> g {} ({}), bounds [{}, {}]",
            i + 1,
            bound(&t["beta"], "±inf"),
            t["g"],
            t["outcome"].as_str().unwrap_or(""),
            bound(&t["lower"], "-inf"),
            bound(&t["upper"], "+inf"),
        ));
    }
    s
}

fn kalah_match(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(args, &["depths", "algo", "negascout-end"], &["json"])?;
    let depths = flags.required("depths")?;
    let parsed: Vec<u32> = depths
        .split(',')
        .map(|d| {
            d.trim()
                .parse::<u32>()
                .map_err(|_| format!("--depths: '{d}' is not a depth (expected D1,D2, e.g. 3,4)"))
        })
        .collect::<Result<_, _>>()?;
    let [d1, d2] = parsed[..] else {
        return Err(format!(
            "--depths: expected two depths D1,D2, got '{depths}'"
        ));
    };
    let algo = flags.required("algo")?;
    // seed 003's NegaScout listing detects the end of the game in the move (the default,
    // CONVENTIONS.md §4); its printed figures count a node-entry check (README)
    let end = match flags.get("negascout-end") {
        None | Some("in-move") => NegaScoutEnd::InMove,
        Some("at-node") => NegaScoutEnd::AtNode,
        Some(other) => {
            return Err(format!(
                "--negascout-end: '{other}' is not one of in-move, at-node"
            ))
        }
    };
    let result = play_with(d1, d2, algo, end).map_err(|e| e.to_string())?;
    if flags.has("json") {
        Ok(serde_json::to_string(&result).map_err(|e| e.to_string())?)
    } else {
        Ok(format!(
            "{algo} at depths {d1},{d2}: {} evaluations, {} TT hits, stores {} : {}",
            result.evals, result.tt_hits, result.stores[0], result.stores[1]
        ))
    }
}
