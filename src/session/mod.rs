//! The visualiser's session (docs/engine-api.md): one game, one algorithm run recording its
//! trace, and what the worker asks of it — the next test, events, seeking, the explored
//! tree, the TT. Plain Rust, tested natively; `src/wasm/` only converts.

mod board;
mod config;
mod errors;
mod explored;
mod field;
mod game;
mod json;
mod views;

pub use board::*;
pub use config::*;
pub use game::{SessionGame, SessionPosition};
pub use json::Json;
pub use views::*;

use crate::game::{Game, InputError};
use crate::games::kalah::Kalah;
use crate::games::tree::{NodeOrder, Tree};
use crate::kalah_match::Match;
use crate::replay::{Replay, ViewState};
use crate::search::solution::{proofs_at, Critical, Proofs};
use crate::search::{Algorithm, AnyTable, Options, Run, RunError, TranspositionTable};
use crate::trace::{event_words, Counters, NoTrace, Recorder, TestRecord, Tracer};
use errors::run_error;
use explored::Explored;
use serde_json::Value;
use std::cell::RefCell;

/// A search session: the game, the run with its recorder, and caches for seeking and the tree.
pub struct Session {
    config: Config,
    /// The run, over the session's one game type (compiled once for every game).
    explored: Explored<SessionGame>,
    /// Caches behind `&self`: seeking and the tree are reads to the caller.
    replay: RefCell<Replay>,
    /// The last state `seek` gave: stepping forward folds on from it.
    last_seek: RefCell<Option<ViewState>>,
}

/// The labels of the turn line of a finished run that keeps lines (seed 003's game), else
/// `None`.
fn turn_line<G: Game, T: Tracer, M: TranspositionTable>(run: &Run<G, T, M>) -> Option<Vec<String>> {
    if !run.search().dialect().turn_lines || !run.is_done() {
        return None;
    }
    let game = run.game();
    let mut pos = game.root();
    let mut labels = Vec::new();
    for i in run.turn_line().iter() {
        let i = i as usize;
        if i >= game.move_count(&pos) {
            break;
        }
        labels.push(game.move_label(&pos, i));
        pos = game.apply(&pos, i);
    }
    Some(labels)
}

/// The next root search of a seed 003 game played up to it (`AnyGame::KalahMatch`), its game
/// held as `G`.
fn next_run<G: Game, T: Tracer>(
    game: &mut Match,
    tracer: T,
    wrap: impl FnOnce(Kalah) -> G,
) -> Result<Run<G, T, AnyTable>, InputError> {
    game.next_run_as(tracer, wrap, run_error)?
        .ok_or_else(|| InputError::new("game.search: the game is over"))
}

/// Runs the configured search to the end without recording a trace (the limits do not
/// apply): the value and the counters at full speed, for large trees and benchmarks.
pub fn solve(config: &Config) -> Result<Solution, InputError> {
    // the run a session makes, without a trace (a run's error is worded once, below)
    fn go<G: Game, T: Tracer>(run: Run<G, T, AnyTable>) -> Result<Solution, RunError> {
        let (r, _) = run.finish()?;
        Ok(Solution {
            algorithm: r.algorithm,
            value: r.value,
            counters: r.counters,
            tests: r.tests,
            best_move: r.best_move,
        })
    }
    fn mt<G: Game, T: Tracer>(g: G, a: Algorithm, o: Options, t: T) -> Result<Solution, RunError> {
        go(Run::with_mt_table(g, a, o, t)?)
    }
    let (game, algorithm, options, _) = config.build()?;
    let solved = match game {
        // a hand-built tree and a random tree: the session's own searches, the recorder off,
        // solve them (one copy of each search fewer in the page's `.wasm`: issue 23's
        // enhancements were paid for by the random tree's copy, 3.7 KB gzipped, at the cost of
        // the session's dispatch, about a third of alpha-beta's time natively); Kalah, whose
        // engine plays by the clock, is searched by its own type at full speed
        AnyGame::Tree(g) => mt(SessionGame::Tree(g), algorithm, options, Recorder::off()),
        AnyGame::Random(g) => mt(SessionGame::Random(g), algorithm, options, Recorder::off()),
        AnyGame::Kalah(g) => mt(g, algorithm, options, NoTrace),
        AnyGame::KalahMatch(mut g) => go(next_run(&mut g, NoTrace, |k| k)?),
    };
    solved.map_err(|e| run_error(&e))
}

/// Move ordering of a tree given as text (`Tree::orders`): `order` is `best` (each node's
/// children best first for the side to move) or `worst`; the nodes whose children move,
/// for the page to rearrange its own text (keeping its labels and spacing).
pub fn tree_order(text: &str, order: &str) -> Result<Vec<NodeOrder>, InputError> {
    let best = match order {
        "best" => true,
        "worst" => false,
        _ => {
            return Err(InputError::new(format!(
                "order: unknown order '{order}': expected best or worst"
            )))
        }
    };
    let tree = Tree::parse(text).map_err(|e| InputError::new(format!("text: {e}")))?;
    Ok(tree.orders(best))
}

impl Session {
    /// Validates `config` (every error names its field) and sets the run up; nothing is
    /// searched until [`Session::next_test`] or [`Session::run_some`].
    pub fn new(config: Config) -> Result<Session, InputError> {
        let (game, algorithm, options, limits) = config.build()?;
        let game = match game {
            AnyGame::Tree(g) => SessionGame::Tree(g),
            AnyGame::Random(g) => SessionGame::Random(g),
            AnyGame::Kalah(g) => SessionGame::Kalah(g),
            AnyGame::KalahMatch(mut g) => {
                let run = next_run(&mut g, Recorder::new(limits), SessionGame::Kalah)?;
                return Ok(Session::with(config, Explored::from_run(run)));
            }
        };
        let room = game.size_hint();
        let explored = Explored::new(game, algorithm, options, limits, room)?;
        Ok(Session::with(config, explored))
    }

    fn with(config: Config, explored: Explored<SessionGame>) -> Session {
        Session {
            config,
            explored,
            replay: RefCell::new(Replay::new()),
            last_seek: RefCell::new(None),
        }
    }

    /// [`Config::from_json`] then [`Session::new`].
    ///
    /// ```
    /// use mtdlab::session::Session;
    /// use serde_json::json;
    /// // MTD(f) on AIMA's tree from the guess 0, one null-window test at a time
    /// let config = json!({
    ///     "game": { "kind": "tree", "text": "[[3,12,8],[2,4,6],[14,5,2]]" },
    ///     "algorithm": "mtdf",
    ///     "guess": 0,
    /// });
    /// let mut session = Session::from_json(&config).unwrap();
    /// // beta 0 gives g 3, high; beta 4 gives g 3, low (CONVENTIONS.md §6)
    /// let first = session.next_test().unwrap().unwrap();
    /// assert_eq!((first.beta, first.g), (0, 3));
    /// let second = session.next_test().unwrap().unwrap();
    /// assert_eq!((second.beta, second.g), (4, 3));
    /// assert!(session.next_test().unwrap().is_none());
    /// assert_eq!(session.value(), Some(3));
    /// // the recorded trace, seeked to its end: the root holds 3
    /// assert_eq!(session.seek(session.event_count()).root_g, Some(3));
    /// // a bad config names its field
    /// let bad = Session::from_json(&json!({ "game": { "kind": "tree", "text": "[1," } }));
    /// assert!(bad.err().unwrap().message.contains("text"));
    /// ```
    pub fn from_json(config: &Value) -> Result<Session, InputError> {
        Session::new(Config::from_json(config)?)
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The recorded trace (nodes, events, test records).
    pub fn recorder(&self) -> &Recorder {
        self.explored.run.search().tracer()
    }

    /// Makes the next root search (one null-window test, or the one wide-window search)
    /// and returns its record; `Ok(None)` once the run is done.
    pub fn next_test(&mut self) -> Result<Option<TestRecord>, InputError> {
        let made = self
            .explored
            .run
            .step()
            .map_err(|e| run_error(&e))?
            .is_some();
        Ok(if made {
            self.tests().last().cloned()
        } else {
            None
        })
    }

    /// Makes up to `max_tests` root searches; true once the run is done. The worker calls
    /// it in slices, reporting progress and honouring a cancel between them.
    pub fn run_some(&mut self, max_tests: usize) -> Result<bool, InputError> {
        for _ in 0..max_tests {
            if self.next_test()?.is_none() {
                break;
            }
        }
        Ok(self.is_done())
    }

    /// Runs to the end, calling `progress(tests made so far)` after each test; it returns
    /// false to stop early. True once the run is done.
    pub fn run_to_end(
        &mut self,
        mut progress: impl FnMut(usize) -> bool,
    ) -> Result<bool, InputError> {
        while self.next_test()?.is_some() {
            if !progress(self.tests().len()) {
                break;
            }
        }
        Ok(self.is_done())
    }

    pub fn is_done(&self) -> bool {
        self.explored.run.is_done()
    }

    /// The minimax value, once done.
    pub fn value(&self) -> Option<i32> {
        self.explored.run.value()
    }

    /// The root searches made so far, with their event ranges.
    pub fn tests(&self) -> &[TestRecord] {
        &self.recorder().tests
    }

    /// The counters of the whole run so far (the search's own, recorded or not).
    pub fn counters(&self) -> Counters {
        self.explored.run.search().counters()
    }

    /// True when a limit stopped the recording.
    pub fn truncated(&self) -> bool {
        self.recorder().truncated
    }

    pub fn event_count(&self) -> usize {
        self.recorder().events.len()
    }

    pub fn node_count(&self) -> usize {
        self.recorder().nodes.len()
    }

    /// Events `from..to` (clamped to the trace) as 5 ints each: kind, node, a, b, c.
    pub fn events(&self, from: usize, to: usize) -> Vec<i32> {
        self.event_words(from, to).to_vec()
    }

    /// [`Session::events`] read in place, without a copy (`trace::event_words`).
    pub fn event_words(&self, from: usize, to: usize) -> &[i32] {
        let events = &self.recorder().events;
        let to = to.min(events.len());
        let from = from.min(to);
        event_words(&events[from..to])
    }

    /// The view after the first `k` events (clamped), as `Replay::seek` gives it; folds from
    /// the nearest cached checkpoint, extending the checkpoints when the trace has grown.
    pub fn seek(&self, k: usize) -> ViewState {
        self.seek_with(k, ViewState::clone)
    }

    /// [`Session::seek`], handing `f` the view where it is kept for the next seek (the wasm
    /// side converts it from there, without copying the whole state first).
    pub fn seek_with<R>(&self, k: usize, f: impl FnOnce(&ViewState) -> R) -> R {
        let recorder = self.recorder();
        let mut replay = self.replay.borrow_mut();
        replay.update(recorder);
        let mut last = self.last_seek.borrow_mut();
        let state = replay.seek_from(recorder, last.take(), k);
        f(last.insert(state))
    }

    /// The events between seek checkpoints now (diagnostics: it doubles when the
    /// checkpoints outgrow their memory budget).
    pub fn checkpoint_interval(&self) -> usize {
        self.replay.borrow().interval()
    }

    /// The nodes explored so far.
    pub fn tree(&self) -> TreeView {
        let e = &self.explored;
        e.tree(e.run.game().values_given())
    }

    /// The solution trees proving the root's lower and upper bound after the first `k`
    /// events (src/search/solution.rs): what the leaves evaluated so far prove.
    pub fn proofs(&self, k: usize) -> Proofs {
        let e = &self.explored;
        proofs_at(e.run.search().tracer(), k, &e.move_counts())
    }

    /// The critical (minimal) tree of the whole game tree, on the nodes of [`Session::tree`]
    /// (an error naming the work budget when the game is too large to solve).
    pub fn critical(&self) -> Result<Critical, InputError> {
        let view = self.tree();
        self.explored.critical(&view)
    }

    /// The TT's entries now (MT's table: in slot order). A root search of seed 003's game
    /// also holds what earlier root searches left in a table kept for the whole game.
    pub fn tt(&self) -> Vec<TtEntry> {
        self.explored
            .run
            .search()
            .table()
            .snapshot()
            .iter()
            .map(|t| TtEntry {
                key: t.key.to_string(),
                depth: t.depth,
                lower: t.lower,
                upper: t.upper,
                best: t.best,
            })
            .collect()
    }

    pub fn summary(&self) -> Summary {
        let run = &self.explored.run;
        let game = run.game();
        let best_move = run.best_move();
        let best_move_label = best_move.map(|i| game.move_label(&game.root(), i as usize));
        let position = game.kalah().map(|k| k.format_position(&k.root()));
        Summary {
            algorithm: run.algorithm().name(),
            settings: self.config.clone(),
            done: self.is_done(),
            value: self.value(),
            event_count: self.event_count(),
            node_count: self.node_count(),
            truncated: self.truncated(),
            tests: self.tests().to_vec(),
            counters: self.counters(),
            lower: run.bounds().0,
            upper: run.bounds().1,
            depth: run.depth(),
            best_move,
            best_move_label,
            error: run.failure().map(|f| run_error(f).message),
            position,
            turn_line: turn_line(run),
        }
    }
}
