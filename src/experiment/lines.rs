//! The lines of the programs' experiment ([`super::programs`]): the four programs of Plaat
//! et al.'s comparison with every enhancement, each with one enhancement off (the
//! ablation), and ID-MTD(f) from other first guesses; what settings each searches with
//! ([`options`], the one place that maps a line to the core's settings), and its search to
//! every depth ([`search`]).

use super::programs::{DepthCost, Settings};
use super::Clock;
use crate::game::{Depth, Game, InputError};
use crate::games::kalah::Kalah;
use crate::search::any_table::AnyTable;
use crate::search::tt::Table;
use crate::search::TranspositionTable;
use crate::search::{Algorithm, DriverParams, Limits, Options, Run, SearchSettings};
use crate::trace::NoTrace;

/// One of the four programs of Plaat et al.'s figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Program {
    MtdF,
    AspirationNegaScout,
    NegaScout,
    AlphaBeta,
}

impl Program {
    pub const ALL: [Program; 4] = [
        Program::MtdF,
        Program::AspirationNegaScout,
        Program::NegaScout,
        Program::AlphaBeta,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Program::MtdF => "id-mtdf",
            Program::AspirationNegaScout => "id-aspiration-negascout",
            Program::NegaScout => "id-negascout",
            Program::AlphaBeta => "id-alphabeta",
        }
    }
}

/// An enhancement that the ablation turns off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Enhancement {
    Tt,
    TtMoveFirst,
    History,
    IterativeDeepening,
}

impl Enhancement {
    pub const ALL: [Enhancement; 4] = [
        Enhancement::Tt,
        Enhancement::TtMoveFirst,
        Enhancement::History,
        Enhancement::IterativeDeepening,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Enhancement::Tt => "tt",
            Enhancement::TtMoveFirst => "tt-move-first",
            Enhancement::History => "history",
            Enhancement::IterativeDeepening => "id",
        }
    }
}

/// MTD(f)'s first guess at depth d. The core's iterative deepening takes the previous
/// value; the first-guess study iterates here instead, one run per depth, to choose the
/// guess (the history table, the core's own, is then not carried: the study leaves the
/// history heuristic out of all three guesses alike).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FirstGuess {
    /// The value of depth d − 1 (Plaat et al.'s ID-MTD(f)).
    Previous,
    /// The value of depth d − 2: Kalah's values swing with the side that moves last
    /// (odd/even effect), so the value two iterations back may lie nearer.
    TwoBack,
    /// 0 at every depth: no iterative deepening of the guess.
    Zero,
}

impl FirstGuess {
    pub fn name(self) -> &'static str {
        match self {
            FirstGuess::Previous => "previous",
            FirstGuess::TwoBack => "two-back",
            FirstGuess::Zero => "0",
        }
    }
}

/// Where a line's row goes in the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    Programs,
    Ablation,
    Guesses,
}

/// A program, with one enhancement off or MTD(f)'s guess from another rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    program: Program,
    off: Option<Enhancement>,
    guess: FirstGuess,
    /// A line of the first-guess study (iterated here, without the history heuristic).
    study: bool,
}

/// Every line: the programs, then (with `ablation`) each program with each enhancement it
/// has off, then (with `guesses`) ID-MTD(f) from the other guesses.
pub fn all(ablation: bool, guesses: bool) -> Vec<Line> {
    let line = |program, off, guess, study| Line {
        program,
        off,
        guess,
        study,
    };
    let mut lines: Vec<Line> = Program::ALL
        .iter()
        .map(|&p| line(p, None, FirstGuess::Previous, false))
        .collect();
    if ablation {
        for &p in &Program::ALL {
            for &e in &Enhancement::ALL {
                lines.push(line(p, Some(e), FirstGuess::Previous, false));
            }
        }
    }
    if guesses {
        for g in [FirstGuess::Previous, FirstGuess::TwoBack, FirstGuess::Zero] {
            lines.push(line(Program::MtdF, None, g, true));
        }
    }
    lines
}

impl Line {
    /// `id-mtdf`, `id-negascout -tt` (TT off), `id-mtdf guess=two-back`.
    pub fn name(&self) -> String {
        let mut name = self.program.name().to_string();
        if let Some(e) = self.off {
            name += &format!(" -{}", e.name());
        }
        if self.study {
            name += &format!(" guess={}", self.guess.name());
        }
        name
    }

    /// Reads a name back (one of [`all`]'s).
    pub fn parse(name: &str) -> Option<Line> {
        all(true, true).into_iter().find(|l| l.name() == name)
    }

    pub fn program(&self) -> Program {
        self.program
    }

    pub fn section(&self) -> Section {
        match (self.off, self.study) {
            (Some(_), _) => Section::Ablation,
            (None, false) => Section::Programs,
            (None, true) => Section::Guesses,
        }
    }

    /// The line its ratios divide by.
    pub fn base(&self) -> Line {
        let program = match self.section() {
            Section::Programs => Program::AspirationNegaScout,
            _ => self.program,
        };
        Line {
            program,
            off: None,
            guess: FirstGuess::Previous,
            study: self.section() == Section::Guesses,
        }
    }

    fn has(&self, e: Enhancement) -> bool {
        self.off != Some(e) && !(self.study && e == Enhancement::History)
    }

    pub fn iterative_deepening(&self) -> bool {
        self.has(Enhancement::IterativeDeepening)
    }

    /// MTD(f)'s first guess at depth `d` from the values found at depths 0..d (`values[0]`
    /// the root's static value).
    fn guess(&self, values: &[i32], d: Depth) -> i32 {
        let d = d as usize;
        match self.guess {
            _ if !self.iterative_deepening() => values[0],
            FirstGuess::Previous => values[d - 1],
            FirstGuess::TwoBack => values[d.saturating_sub(2)],
            FirstGuess::Zero => 0,
        }
    }
}

/// The algorithm and settings of `line`'s search at `depth` (one iteration), MTD(f) from
/// `guess`: the one place where a line becomes the core's settings.
pub fn options(line: &Line, depth: Depth, guess: i32, s: &Settings) -> (Algorithm, Options) {
    let tt = line.has(Enhancement::Tt);
    let algorithm = match line.program {
        Program::MtdF => Algorithm::MtdF,
        Program::AspirationNegaScout | Program::NegaScout if tt => Algorithm::NegaScoutTt,
        Program::AspirationNegaScout | Program::NegaScout => Algorithm::NegaScout,
        Program::AlphaBeta if tt => Algorithm::AlphaBetaTt,
        Program::AlphaBeta => Algorithm::AlphaBeta,
    };
    let id = core_iterates(line);
    // the aspiration window is centred on the previous iteration's value: with the core's
    // iterative deepening only
    let aspiration = (line.program == Program::AspirationNegaScout && id).then_some(s.aspiration);
    let mut search = SearchSettings::default()
        .with_depth(depth)
        .with_tt_size(s.tt_size)
        .with_tt_move_first(tt && line.has(Enhancement::TtMoveFirst))
        .with_history(line.has(Enhancement::History))
        .with_iterative_deepening(id)
        .with_aspiration(aspiration);
    if line.program == Program::MtdF {
        // the one program whose TT is a switch (MT searches without one, test after test)
        search = search.with_tt(tt);
    }
    let options = Options {
        driver: DriverParams::of(algorithm).with_guess(guess),
        search,
        limits: Limits::default().with_max_visits(s.max_visits),
    };
    (algorithm, options)
}

/// Whether `line` iterates inside the core (one run to the deepest depth, the core's
/// iterative deepening, the TT and the history table carried): every line with iterative
/// deepening but the first-guess study's, which iterate here, one run per depth with the
/// TT carried over.
fn core_iterates(line: &Line) -> bool {
    line.iterative_deepening() && !line.study
}

/// `line`'s searches of `game` at depths 1..=`s.depth`, each depth's cost the iterations up
/// to it summed (without iterative deepening, the one search at that depth).
pub fn search(
    game: &Kalah,
    line: Line,
    s: &Settings,
    clock: &mut dyn Clock,
) -> Result<Vec<DepthCost>, InputError> {
    // one table for the line's searches, every page written before the first clock reading:
    // the times leave out the allocation (a program allocates its table once)
    let entries = if line.has(Enhancement::Tt) {
        s.tt_size
    } else {
        1
    };
    let mut table: AnyTable = Table::new(entries).into();
    table.clear();
    let root_value = game.evaluate(&game.root());
    if core_iterates(&line) {
        iterated(game, line, s, table, root_value, clock)
    } else {
        depth_by_depth(game, line, s, table, root_value, clock)
    }
}

/// The core's iterative deepening: one run to `s.depth`, its root searches timed one by one
/// and summed by the depth they searched.
fn iterated(
    game: &Kalah,
    line: Line,
    s: &Settings,
    table: AnyTable,
    root_value: i32,
    clock: &mut dyn Clock,
) -> Result<Vec<DepthCost>, InputError> {
    let (algorithm, options) = options(&line, s.depth, root_value, s);
    let mut run: Run<Kalah, NoTrace, AnyTable> =
        Run::with_table(game.clone(), algorithm, options, NoTrace, table)?;
    let mut out: Vec<DepthCost> = Vec::with_capacity(s.depth as usize);
    loop {
        let start = clock.now_ms();
        let Some(t) = run.step()? else { break };
        let (depth, g, null_window) = (t.depth, t.g, t.null_window);
        let ms = clock.now_ms() - start;
        let c = run.search().counters();
        if out.last().is_none_or(|l| l.depth != depth) {
            let before = out.last().cloned().unwrap_or_default();
            out.push(DepthCost {
                depth,
                tests: 0,
                root_searches: 0,
                ..before
            });
        }
        let at = out.last_mut().expect("pushed");
        at.value = g;
        at.nodes = c.nodes;
        at.leaf_evals = c.leaf_evals;
        at.tt_hits = c.tt_hits;
        at.tt_stores = c.tt_stores;
        at.tests += u32::from(null_window);
        at.tests_all += u32::from(null_window);
        at.root_searches += 1;
        at.ms += ms;
    }
    if out.len() != s.depth as usize || out.iter().zip(1..).any(|(c, d)| c.depth != d) {
        return Err(InputError::new(format!(
            "internal: {} did not search every depth 1..={} in turn",
            line.name(),
            s.depth
        )));
    }
    Ok(out)
}

/// One run per depth: with iterative deepening the TT carried from each to the next and
/// MTD(f)'s guess from the values found; without, a search afresh (the table cleared).
fn depth_by_depth(
    game: &Kalah,
    line: Line,
    s: &Settings,
    mut table: AnyTable,
    root_value: i32,
    clock: &mut dyn Clock,
) -> Result<Vec<DepthCost>, InputError> {
    let id = line.iterative_deepening();
    let mut values = vec![root_value];
    let mut sum = DepthCost::default();
    let mut out = Vec::with_capacity(s.depth as usize);
    for d in 1..=s.depth {
        let (algorithm, options) = options(&line, d, line.guess(&values, d), s);
        if !id {
            // a search afresh
            table.clear();
        }
        let start = clock.now_ms();
        let mut run: Run<Kalah, NoTrace, AnyTable> =
            Run::with_table(game.clone(), algorithm, options, NoTrace, table)?;
        while run.step()?.is_some() {}
        let ms = clock.now_ms() - start;
        let value = run
            .value()
            .ok_or_else(|| InputError::new("internal: a search ended without a value"))?;
        let c = run.search().counters();
        let tests = run.tests().iter().filter(|t| t.null_window).count() as u32;
        let cost = DepthCost {
            depth: d,
            value,
            nodes: c.nodes,
            leaf_evals: c.leaf_evals,
            tt_hits: c.tt_hits,
            tt_stores: c.tt_stores,
            tests,
            tests_all: tests,
            root_searches: run.tests().len() as u32,
            ms,
        };
        table = run.into_search().into_table();
        if id {
            sum = DepthCost {
                depth: d,
                value,
                nodes: sum.nodes + cost.nodes,
                leaf_evals: sum.leaf_evals + cost.leaf_evals,
                tt_hits: sum.tt_hits + cost.tt_hits,
                tt_stores: sum.tt_stores + cost.tt_stores,
                tests,
                tests_all: sum.tests_all + tests,
                root_searches: cost.root_searches,
                ms: sum.ms + ms,
            };
            out.push(sum.clone());
        } else {
            out.push(cost);
        }
        values.push(value);
    }
    Ok(out)
}
