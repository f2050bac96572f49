//! `mtdlab search`: one algorithm on one game — a hand-built tree (`--tree`), seed 001's
//! random tree (`--random B,D,SEED [--order] [--values] [--range]`) or a Kalah position
//! (`--kalah PITS,SEEDS [--position TEXT]`) — printing CONVENTIONS.md §4's JSON (or a
//! readable summary).

use crate::flags::{list, Flags, HELP};
use crate::random_tree::{random_tree, TREE_FLAGS};
use mtdlab::answer::{answer, Answer};
use mtdlab::game::Depth;
use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::RandomTree;
use mtdlab::games::tree::Tree;
use mtdlab::search::catalog::Setting;
use mtdlab::search::{Algorithm, Cut, DriverParams, Limits, Options, SearchSettings};
use mtdlab::Game;

pub fn search(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(
        args,
        &[
            &TREE_FLAGS[..],
            &[
                "tree",
                "kalah",
                "position",
                "algo",
                "guess",
                "step",
                "schedule",
                "depth",
                "tt-size",
                "max-visits",
                "max-tests",
                "cut",
            ],
        ]
        .concat(),
        &["json", "no-tt"],
    )?;
    let given: Vec<&str> = ["tree", "random", "kalah"]
        .into_iter()
        .filter(|g| flags.has(g))
        .collect();
    if flags.has("position") && given != ["kalah"] {
        return Err("--position goes with --kalah".to_string());
    }
    for shape in ["order", "values", "range"] {
        if flags.has(shape) && given != ["random"] {
            return Err(format!("--{shape} goes with --random"));
        }
    }
    let game = match given[..] {
        ["tree"] => {
            Searched::Tree(Tree::parse(flags.required("tree")?).map_err(|e| e.to_string())?)
        }
        ["random"] => Searched::Random(random_tree(&flags)?),
        ["kalah"] => Searched::Kalah(kalah(flags.required("kalah")?, flags.get("position"))?),
        [] => {
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
    let algorithm =
        Algorithm::parse(flags.required("algo")?).map_err(|e| format!("--algo: {e}"))?;
    // catalog.rs's rule: a flag the algorithm does not take is refused, never ignored
    for setting in Setting::ALL {
        if flags.has(&setting.flag()[2..]) {
            algorithm
                .spec()
                .check(setting, setting.flag())
                .map_err(|e| e.to_string())?;
        }
    }
    let options = options(&flags, algorithm)?;
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
    if flags.has("json") {
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

/// The search's options from the flags (each flag given is one `algorithm` takes: checked
/// before); a flag left out takes the default of catalog.rs's table.
fn options(flags: &Flags, algorithm: Algorithm) -> Result<Options, String> {
    let mut driver = DriverParams::of(algorithm);
    if let Some(step) = flags.int::<i32>("step")? {
        driver = driver.with_step(step);
    }
    if let Some(schedule) = flags.list("schedule", "not a valid integer")? {
        driver = driver.with_schedule(schedule);
    }
    if let Some(guess) = flags.int::<i32>("guess")? {
        driver = driver.with_guess(guess);
    }
    let mut search = SearchSettings::default()
        .with_depth(flags.int::<Depth>("depth")?)
        .with_tt(!flags.has("no-tt"));
    if let Some(n) = flags.int::<usize>("tt-size")? {
        search = search.with_tt_size(n);
    }
    let mut limits = Limits::default();
    if let Some(n) = flags.int::<u64>("max-visits")? {
        limits = limits.with_max_visits(n);
    }
    if let Some(n) = flags.int::<usize>("max-tests")? {
        limits = limits.with_max_tests(n);
    }
    if let Some(cut) = flags.get("cut") {
        search = search.with_cut(Cut::parse(cut).map_err(|e| format!("--cut: {e}"))?);
    }
    Ok(Options {
        driver,
        search,
        limits,
    })
}

/// Kalah(PITS, SEEDS) from the opening or from `position`.
fn kalah(size: &str, position: Option<&str>) -> Result<Kalah, String> {
    let parsed: Vec<u32> = list(
        "kalah",
        size,
        "not a number (expected PITS,SEEDS, e.g. 6,6)",
    )?;
    let [pits, seeds] = parsed[..] else {
        return Err(format!(
            "--kalah: expected PITS,SEEDS (e.g. 6,6), got '{size}'"
        ));
    };
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
    s
}
