//! `mtdlab._core`: the Rust half of the Python module `mtdlab` (python/mtdlab/ is the other).
//! The same core as the CLI and the page: a search's answer is the library's
//! (src/answer.rs), so `Result.to_dict()` equals `mtdlab search --json`. Every error is a
//! Python exception: bad input a ValueError (TreeError for tree text), a limit a LimitError,
//! a bug a RuntimeError; Ctrl-C stops a search (interrupt.rs).

mod interrupt;
mod settings;
mod steps;

use interrupt::Stoppable;
use mtdlab::answer::answer;
use mtdlab::experiment::native::Stopwatch;
use mtdlab::experiment::runner::{Config, Experiment};
use mtdlab::experiment::shard::{Part, Shard};
use mtdlab::games::kalah::Kalah;
use mtdlab::games::random::{Order, RandomTree, Values};
use mtdlab::games::random_text::random_tree_text;
use mtdlab::games::tree::Tree;
use mtdlab::search::{Algorithm, Options, Run};
use mtdlab::trace::{Limits, Recorder};
use mtdlab::{Depth, Game, InputError};
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use settings::Keywords;
use std::sync::atomic::Ordering;

create_exception!(
    _core,
    TreeError,
    PyValueError,
    "Tree text that does not parse; `line` and `column` say where (1-based)."
);
create_exception!(
    _core,
    LimitError,
    PyRuntimeError,
    "A search or experiment stopped by a limit: the work budget (max_visits, max_work) or \
     the test limit (max_tests)."
);

/// A ValueError with the message.
fn bad(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// A tree text's error as a TreeError, with the line and column its message names.
fn tree_error(py: Python<'_>, e: InputError) -> PyErr {
    let err = TreeError::new_err(e.message.clone());
    let (line, column) = line_column(&e.message).unzip();
    let value = err.value(py);
    let _ = value.setattr("line", line);
    let _ = value.setattr("column", column);
    err
}

/// "…line L, column C…" in a parser's message.
fn line_column(message: &str) -> Option<(usize, usize)> {
    let rest = &message[message.find("line ")? + 5..];
    let (line, rest) = rest.split_once(", column ")?;
    let column: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((line.parse().ok()?, column.parse().ok()?))
}

/// The game a search runs on: tree text, or a Kalah position.
enum Searched {
    Tree(Tree),
    Kalah(Kalah),
}

fn game(py: Python<'_>, tree: Option<&str>, kalah: Option<KalahSpec>) -> PyResult<Searched> {
    match (tree, kalah) {
        (Some(text), None) => Ok(Searched::Tree(
            Tree::parse(text).map_err(|e| tree_error(py, e))?,
        )),
        (None, Some((pits, seeds, position))) => Ok(Searched::Kalah(
            match position {
                None => Kalah::new(pits, seeds),
                Some(text) => Kalah::with_position(pits, seeds, &text),
            }
            .map_err(bad)?,
        )),
        _ => Err(bad("give one game: tree text or a Kalah position")),
    }
}

type KalahSpec = (u32, u32, Option<String>);

/// The algorithm and its options, checked before the search starts.
fn setup(algorithm: &str, keywords: &Keywords, game: &Searched) -> PyResult<(Algorithm, Options)> {
    let algorithm = Algorithm::parse(algorithm).map_err(|e| bad(format!("algorithm: {e}")))?;
    let options = keywords.options(algorithm)?;
    if matches!(game, Searched::Kalah(_)) && options.search.depth().is_none() {
        return Err(bad("depth is required with a Kalah position"));
    }
    Ok((algorithm, options))
}

/// Runs `algorithm` and returns the CLI's `--json` answer as text.
fn answer_text<G: Game + Sync>(
    py: Python<'_>,
    game: &G,
    algorithm: Algorithm,
    options: Options,
) -> PyResult<String> {
    let out = interrupt::run(py, |stop| {
        answer(&Stoppable { game, stop }, algorithm, options)
    })?;
    serde_json::to_string(&out.map_err(settings::run_error)?)
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))
}

#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(signature = (tree, kalah, algorithm, guess, step, schedule, tt, tt_size, depth, cut, max_visits, max_tests, iterative_deepening, aspiration, history, tt_move_first))]
fn search(
    py: Python<'_>,
    tree: Option<&str>,
    kalah: Option<KalahSpec>,
    algorithm: &str,
    guess: i32,
    step: Option<i32>,
    schedule: Option<Vec<i32>>,
    tt: bool,
    tt_size: usize,
    depth: Option<Depth>,
    cut: String,
    max_visits: u64,
    max_tests: Option<usize>,
    iterative_deepening: bool,
    aspiration: Option<i32>,
    history: bool,
    tt_move_first: bool,
) -> PyResult<String> {
    let keywords = Keywords {
        guess,
        step,
        schedule,
        tt,
        tt_size,
        depth,
        cut,
        max_visits,
        max_tests,
        iterative_deepening,
        aspiration,
        history,
        tt_move_first,
    };
    let game = game(py, tree, kalah)?;
    let (algorithm, options) = setup(algorithm, &keywords, &game)?;
    match &game {
        Searched::Tree(t) => answer_text(py, t, algorithm, options),
        Searched::Kalah(k) => answer_text(py, k, algorithm, options),
    }
}

/// The recorded trace of a run: (algorithm, value, truncated, steps).
type TraceOut = (&'static str, i32, bool, Vec<steps::Step>);

fn record<G: Game + Sync>(
    py: Python<'_>,
    game: &G,
    algorithm: Algorithm,
    options: Options,
    max_events: usize,
) -> PyResult<TraceOut> {
    let out = interrupt::run(py, |stop| {
        let run = Run::new(
            Stoppable { game, stop },
            algorithm,
            options,
            Recorder::new(Limits {
                max_events,
                ..Limits::default()
            }),
        )?;
        let (result, recorder) = run.finish()?;
        // interrupted: the answer is thrown away, so no steps are made of it
        let steps = if stop.load(Ordering::Relaxed) {
            Vec::new()
        } else {
            steps::steps(&recorder)
        };
        Ok((result.algorithm, result.value, recorder.truncated, steps))
    })?;
    out.map_err(settings::run_error)
}

#[allow(clippy::too_many_arguments)]
#[pyfunction]
#[pyo3(signature = (tree, kalah, algorithm, guess, step, schedule, tt, tt_size, depth, cut, max_visits, max_tests, iterative_deepening, aspiration, history, tt_move_first, max_events))]
fn trace(
    py: Python<'_>,
    tree: Option<&str>,
    kalah: Option<KalahSpec>,
    algorithm: &str,
    guess: i32,
    step: Option<i32>,
    schedule: Option<Vec<i32>>,
    tt: bool,
    tt_size: usize,
    depth: Option<Depth>,
    cut: String,
    max_visits: u64,
    max_tests: Option<usize>,
    iterative_deepening: bool,
    aspiration: Option<i32>,
    history: bool,
    tt_move_first: bool,
    max_events: usize,
) -> PyResult<TraceOut> {
    let keywords = Keywords {
        guess,
        step,
        schedule,
        tt,
        tt_size,
        depth,
        cut,
        max_visits,
        max_tests,
        iterative_deepening,
        aspiration,
        history,
        tt_move_first,
    };
    let game = game(py, tree, kalah)?;
    let (algorithm, options) = setup(algorithm, &keywords, &game)?;
    match &game {
        Searched::Tree(t) => record(py, t, algorithm, options, max_events),
        Searched::Kalah(k) => record(py, k, algorithm, options, max_events),
    }
}

/// The text `mtdlab tree --random B,D,SEED --order O --values V --range LO,HI` prints.
#[pyfunction]
fn random_tree(
    branching: u32,
    depth: Depth,
    seed: u64,
    order: &str,
    values: &str,
    lo: i32,
    hi: i32,
) -> PyResult<String> {
    let order = Order::parse(order).map_err(|e| bad(format!("order: {e}")))?;
    let values = Values::parse(values).map_err(|e| bad(format!("values: {e}")))?;
    let tree =
        RandomTree::with_shape(branching, depth, lo, hi, seed, order, values).map_err(bad)?;
    random_tree_text(&tree).map_err(bad)
}

/// Runs an experiment from its config (`{kind, …settings}` as JSON, the CLI's field names)
/// one unit at a time, stopping between units on Ctrl-C; its report as JSON.
#[pyfunction]
fn experiment(py: Python<'_>, config: &str) -> PyResult<String> {
    let config: serde_json::Value = serde_json::from_str(config).map_err(bad)?;
    let mut experiment = Experiment::from_json(&config).map_err(bad)?;
    let report = interrupt::run(py, |stop| {
        let mut clock = Stopwatch::new();
        while !experiment.is_done() {
            if stop.load(Ordering::Relaxed) {
                return Ok(None);
            }
            experiment.step(&mut clock)?;
        }
        experiment.report().map(Some)
    })?
    .map_err(|e| LimitError::new_err(e.message))?;
    let report = report.ok_or_else(|| PyRuntimeError::new_err("stopped"))?;
    serde_json::to_string(&report).map_err(|e| PyRuntimeError::new_err(e.to_string()))
}

/// Runs shard `index` of `count` of an experiment (tree i, or game i, when i mod count =
/// index: the CLI's `--shard`), stopping between units on Ctrl-C; its part as JSON, for
/// [`experiment_merge`].
#[pyfunction]
fn experiment_part(py: Python<'_>, config: &str, index: u32, count: u32) -> PyResult<String> {
    let config: serde_json::Value = serde_json::from_str(config).map_err(bad)?;
    let (config, per_tree) = Config::from_json(&config).map_err(bad)?;
    let shard = Shard::new(index, count).map_err(|e| bad(format!("shard: {e}")))?;
    let mut experiment = Experiment::sharded(config, per_tree, shard).map_err(bad)?;
    let part = interrupt::run(py, |stop| {
        let mut clock = Stopwatch::new();
        while !experiment.is_done() {
            if stop.load(Ordering::Relaxed) {
                return Ok(None);
            }
            experiment.step(&mut clock)?;
        }
        Ok::<_, InputError>(Some(experiment.part()))
    })?
    .map_err(|e| LimitError::new_err(e.message))?;
    let part = part.ok_or_else(|| PyRuntimeError::new_err("stopped"))?;
    serde_json::to_string(&part).map_err(|e| PyRuntimeError::new_err(e.to_string()))
}

/// The report of the whole experiment from the parts of all its shards (JSON each, from
/// [`experiment_part`]): the core's merge, the one behind `mtdlab experiment merge`; as
/// JSON, equal to [`experiment`]'s report of the unsharded run but for the times.
#[pyfunction]
fn experiment_merge(parts: Vec<String>) -> PyResult<String> {
    let parts = parts
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let name = format!("part {i}");
            serde_json::from_str::<Part>(text)
                .map(|p| (name.clone(), p))
                .map_err(|e| bad(format!("{name}: {e}")))
        })
        .collect::<PyResult<Vec<_>>>()?;
    let report = Experiment::from_parts(&parts)
        .and_then(|e| e.report())
        .map_err(|e| {
            if e.message.starts_with("work budget") {
                LimitError::new_err(e.message)
            } else {
                bad(e)
            }
        })?;
    serde_json::to_string(&report).map_err(|e| PyRuntimeError::new_err(e.to_string()))
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    let names: Vec<&str> = mtdlab::search::catalog::ALGORITHMS
        .iter()
        .map(|s| s.name)
        .collect();
    m.add("ALGORITHMS", pyo3::types::PyTuple::new(m.py(), names)?)?;
    m.add(
        "DEFAULT_MAX_VISITS",
        mtdlab::search::run::DEFAULT_MAX_VISITS,
    )?;
    m.add("DEFAULT_TT_SIZE", mtdlab::search::tt::DEFAULT_ENTRIES)?;
    m.add("TreeError", m.py().get_type::<TreeError>())?;
    m.add("LimitError", m.py().get_type::<LimitError>())?;
    m.add_function(wrap_pyfunction!(search, m)?)?;
    m.add_function(wrap_pyfunction!(trace, m)?)?;
    m.add_function(wrap_pyfunction!(random_tree, m)?)?;
    m.add_function(wrap_pyfunction!(experiment, m)?)?;
    m.add_function(wrap_pyfunction!(experiment_part, m)?)?;
    m.add_function(wrap_pyfunction!(experiment_merge, m)?)?;
    Ok(())
}
