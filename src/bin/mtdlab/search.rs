//! `mtdlab search`: one algorithm on one game — a hand-built tree (`--tree`), seed 001's
//! random tree (`--random B,D,SEED [--order] [--values] [--range]`) or a Kalah position
//! (`--kalah PITS,SEEDS [--position TEXT]`) — printing CONVENTIONS.md §4's JSON (or a
//! readable summary).

use crate::cli::SearchArgs;
use crate::errors::HELP;
use crate::random_tree::random_tree;
use mtdlab::answer::{answer, Answer};
use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::search::catalog::Setting;
use mtdlab::search::{Algorithm, DriverParams, Limits, Options, SearchSettings};
use mtdlab::Game;

pub fn search(args: &SearchArgs) -> Result<String, String> {
    let shape = &args.shape;
    let given: Vec<&str> = [
        ("tree", args.tree.is_some()),
        ("random", shape.random.is_some()),
        ("kalah", args.kalah.is_some()),
    ]
    .into_iter()
    .filter_map(|(g, on)| on.then_some(g))
    .collect();
    if args.position.is_some() && given != ["kalah"] {
        return Err("--position goes with --kalah".to_string());
    }
    for (flag, on) in [
        ("order", shape.order.is_some()),
        ("values", shape.values.is_some()),
        ("range", shape.range.is_some()),
    ] {
        if on && given != ["random"] {
            return Err(format!("--{flag} goes with --random"));
        }
    }
    let game = match (&args.tree, args.kalah, &given[..]) {
        (Some(tree), _, ["tree"]) => Searched::Tree(Tree::parse(tree).map_err(|e| e.to_string())?),
        (_, _, ["random"]) => Searched::Random(random_tree(shape)?),
        (_, Some(size), ["kalah"]) => Searched::Kalah(kalah(size, args.position.as_deref())?),
        (_, _, []) => {
            return Err(format!(
                "--tree is required (or --random B,D,SEED, or --kalah PITS,SEEDS) {HELP}"
            ))
        }
        _ => {
            return Err(format!(
                "give one game: --{} cannot go together",
                given.join(" and --")
            ))
        }
    };
    let algorithm = args.algo.ok_or(format!("--algo is required {HELP}"))?;
    // the catalog's rule: a flag the algorithm does not take is refused, never ignored
    for setting in Setting::ALL {
        if given_setting(args, setting) {
            algorithm
                .spec()
                .check(setting, setting.flag())
                .map_err(|e| e.to_string())?;
        }
    }
    if args.no_store_leaves && !algorithm.uses_tt() {
        return Err(format!(
            "--no-store-leaves: {} has no TT; leave --no-store-leaves out, or choose an \
             algorithm with one (mtdf, negascout-tt, alphabeta-tt, ...)",
            algorithm.name()
        ));
    }
    let options = options(args, algorithm);
    let out = match &game {
        Searched::Tree(tree) => run(tree, algorithm, options)?,
        Searched::Random(tree) => run(tree, algorithm, options)?,
        Searched::Kalah(kalah) => {
            if options.search.depth().is_none() {
                return Err(format!("--depth is required with --kalah {HELP}"));
            }
            run(kalah, algorithm, options)?
        }
    };
    if args.json {
        serde_json::to_string(&out).map_err(|e| e.to_string())
    } else {
        Ok(human(&out))
    }
}

/// The game a search runs on.
enum Searched {
    Tree(Tree),
    Random(RandomTree),
    Kalah(Kalah),
}

/// Whether the flag of `setting` is on the command line.
fn given_setting(args: &SearchArgs, setting: Setting) -> bool {
    match setting {
        Setting::Guess => args.guess.is_some(),
        Setting::Step => args.step.is_some(),
        Setting::Schedule => args.schedule.is_some(),
        Setting::Tt => args.no_tt,
        Setting::TtSize => args.tt_size.is_some(),
        Setting::MaxTests => args.max_tests.is_some(),
        Setting::Cut => args.cut.is_some(),
        Setting::IterativeDeepening => args.id,
        Setting::Aspiration => args.aspiration.is_some(),
        Setting::History => args.history,
        Setting::TtMoveFirst => args.tt_move_first,
    }
}

/// The search's options from the flags (each flag given is one `algorithm` takes: checked
/// before); a flag left out takes the default of the catalog's table.
fn options(args: &SearchArgs, algorithm: Algorithm) -> Options {
    let mut driver = DriverParams::of(algorithm);
    if let Some(step) = args.step {
        driver = driver.with_step(step);
    }
    if let Some(schedule) = &args.schedule {
        driver = driver.with_schedule(schedule.clone());
    }
    if let Some(guess) = args.guess {
        driver = driver.with_guess(guess);
    }
    let mut search = SearchSettings::default()
        .with_depth(args.depth)
        .with_tt(!args.no_tt)
        .with_store_leaves(!args.no_store_leaves)
        .with_iterative_deepening(args.id)
        .with_aspiration(args.aspiration)
        .with_history(args.history)
        .with_tt_move_first(args.tt_move_first);
    if let Some(n) = args.tt_size {
        search = search.with_tt_size(n);
    }
    if let Some(cut) = args.cut {
        search = search.with_cut(cut);
    }
    let mut limits = Limits::default();
    if let Some(n) = args.max_visits {
        limits = limits.with_max_visits(n);
    }
    if let Some(n) = args.max_tests {
        limits = limits.with_max_tests(n);
    }
    Options {
        driver,
        search,
        limits,
    }
}

/// Kalah(PITS, SEEDS) from the opening or from `position`.
fn kalah((pits, seeds): (u32, u32), position: Option<&str>) -> Result<Kalah, String> {
    match position {
        None => Kalah::new(pits, seeds).map_err(|e| format!("--kalah: {e}")),
        Some(text) => {
            Kalah::with_position(pits, seeds, text).map_err(|e| format!("--position: {e}"))
        }
    }
}

/// Runs `algorithm` on `game`: the library's answer (src/answer.rs, the Python module's too).
/// A [`RunError`](mtdlab::search::RunError) is said in its `Display` wording, the command
/// line's (a limit names its flag).
fn run<G: Game>(game: &G, algorithm: Algorithm, options: Options) -> Result<Answer, String> {
    answer(game, algorithm, options).map_err(|e| e.to_string())
}

fn human(out: &Answer) -> String {
    let mut s = format!(
        "{}: value {}, {} leaf evaluations, {} nodes, {} TT hits, {} TT cutoffs",
        out.algorithm, out.value, out.leaf_evals, out.nodes, out.tt_hits, out.tt_cutoffs
    );
    let bound = |v: &serde_json::Value, inf: &str| {
        if v.is_null() {
            inf.to_string()
        } else {
            v.to_string()
        }
    };
    for (i, t) in out.tests.iter().enumerate() {
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
    for (i, t) in out.searches.iter().enumerate() {
        s.push_str(&format!(
            "\n  search {} at depth {}: window ({}, {}) -> g {} ({})",
            i + 1,
            t["depth"],
            bound(&t["alpha"], "-inf"),
            bound(&t["beta"], "+inf"),
            t["g"],
            t["outcome"].as_str().unwrap_or(""),
        ));
    }
    s
}
