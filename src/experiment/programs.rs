//! The programs' experiment (issue 23, item 2): MTD(f) against NegaScout as tournament
//! programs search (Plaat, Schaeffer, Pijls and de Bruin 1996, "Best-first fixed-depth
//! minimax algorithms", §5): positions from seeded play of Kalah(6, 4), (6, 5) and (6, 6),
//! each searched by ID-MTD(f), ID aspiration NegaScout, ID NegaScout and ID alpha-beta with
//! the enhancements (TT, the TT's move first, the history heuristic), at each depth up to
//! D. The cost at depth d is the whole iterative-deepening search to d (iterations 1..=d),
//! as the paper counts it. The report gives, per depth, every line's leaves, nodes, TT hits
//! and time as ratios to aspiration NegaScout; the ablation (each enhancement off in turn,
//! as ratios to the line with all of them); and MTD(f)'s first guess (the previous
//! iteration's value against the value two iterations back and 0).
//!
//! A unit of work is one position searched by one line at every depth; unit (i, k) is
//! position i's line k, and position i goes to shard i mod N.

use super::lines::{self, Line, Program};
use super::random::{DEFAULT_MAX_VISITS, DEFAULT_MAX_WORK, MAX_TT_ENTRIES, MAX_WORK};
use super::Clock;
use crate::game::{Depth, Game, InputError};
use crate::games::kalah::Kalah;
use crate::games::mix;
use crate::search::run::MAX_VISITS;
use serde::{Deserialize, Serialize};

/// What to run. The defaults are the CLI's; the Experiments tab passes smaller ones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Positions in all, taken in turn from Kalah(6, s) for each s of `seeds`.
    pub positions: u32,
    /// The deepest search: every line is searched at depths 1..=depth.
    pub depth: Depth,
    /// Seeds per pit of the games the positions come from.
    pub seeds: Vec<u32>,
    /// Position i is played from the opening with the random generator seeded `seed + i`.
    pub seed: u64,
    /// The random moves played from the opening: `plies[0]..=plies[1]` (drawn per position).
    pub plies: [u32; 2],
    /// Aspiration NegaScout's half-width δ: depth d's root window is (v − δ, v + δ), v the
    /// value of depth d − 1.
    pub aspiration: i32,
    /// Run the ablation (each enhancement off in turn) and MTD(f)'s first-guess study.
    pub ablation: bool,
    pub guesses: bool,
    /// TT entries per search.
    pub tt_size: usize,
    /// The work budget of each root search (node visits).
    pub max_visits: u64,
    /// The work budget of the whole experiment (node visits of every search).
    pub max_work: u64,
}

/// The deepest search the experiment allows (a Kalah(6, 6) ID search to 12 takes minutes).
pub const MAX_DEPTH: Depth = 14;
/// The most positions.
pub const MAX_POSITIONS: u32 = 100_000;
/// The TT of a search: 2^18 entries (Kalah(6, 6) at depth 10 stores fewer).
pub const DEFAULT_TT_ENTRIES: usize = 1 << 18;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            positions: 30,
            depth: 8,
            seeds: vec![4, 5, 6],
            seed: 1,
            plies: [4, 16],
            aspiration: 3,
            ablation: true,
            guesses: true,
            tt_size: DEFAULT_TT_ENTRIES,
            max_visits: DEFAULT_MAX_VISITS,
            max_work: DEFAULT_MAX_WORK,
        }
    }
}

impl Settings {
    /// Checks every field, naming the bad one (as the CLI's flag names it).
    pub fn validate(&self) -> Result<(), InputError> {
        let bad = |what: &str, msg: String| Err(InputError::new(format!("{what}: {msg}")));
        if !(1..=MAX_POSITIONS).contains(&self.positions) {
            return bad(
                "positions",
                format!("{} is out of range (1..={MAX_POSITIONS})", self.positions),
            );
        }
        if !(1..=MAX_DEPTH).contains(&self.depth) {
            return bad(
                "depth",
                format!("{} is out of range (1..={MAX_DEPTH})", self.depth),
            );
        }
        if self.seeds.is_empty() {
            return bad("seeds", "no number of seeds given".into());
        }
        for &s in &self.seeds {
            Kalah::new(6, s).map_err(|e| InputError::new(format!("seeds: {e}")))?;
        }
        if self.plies[0] > self.plies[1] || self.plies[1] > 40 {
            return bad(
                "plies",
                format!(
                    "{}..{} is not a range within 0..=40",
                    self.plies[0], self.plies[1]
                ),
            );
        }
        if !(1..=50).contains(&self.aspiration) {
            return bad(
                "aspiration",
                format!("{} is out of range (1..=50)", self.aspiration),
            );
        }
        if !(1..=MAX_TT_ENTRIES).contains(&self.tt_size) {
            return bad(
                "tt-size",
                format!("{} is out of range (1..={MAX_TT_ENTRIES})", self.tt_size),
            );
        }
        if !(1..=MAX_VISITS).contains(&self.max_visits) {
            return bad(
                "max-visits",
                format!("{} is out of range (1..={MAX_VISITS})", self.max_visits),
            );
        }
        if !(1..=MAX_WORK).contains(&self.max_work) {
            return bad(
                "max-work",
                format!("{} is out of range (1..={MAX_WORK})", self.max_work),
            );
        }
        if self.seed.checked_add(self.positions as u64).is_none() {
            return bad(
                "seed",
                format!("{} + {} positions overflows", self.seed, self.positions),
            );
        }
        Ok(())
    }

    /// The lines every position is searched by, in the report's order: the four programs,
    /// then (with `ablation`) each with one enhancement off, then (with `guesses`) ID-MTD(f)
    /// from other first guesses.
    pub fn lines(&self) -> Vec<Line> {
        lines::all(self.ablation, self.guesses)
    }

    /// Every unit (position, line), position by position: what a driver hands out.
    pub fn jobs(&self) -> Vec<(u32, usize)> {
        let n = self.lines().len();
        (0..self.positions)
            .flat_map(|i| (0..n).map(move |k| (i, k)))
            .collect()
    }

    /// Position `i`: Kalah(6, s) with s = `seeds[i mod len]`, after a number of random moves
    /// (in `plies`) drawn, as the moves are, from the generator seeded `seed + i`. A game that
    /// ends before is replayed from the opening with the generator's next numbers.
    pub fn position(&self, i: u32) -> Result<Position, InputError> {
        let seeds = self.seeds[i as usize % self.seeds.len()];
        let opening = Kalah::new(6, seeds)?;
        let mut state = self.seed.wrapping_add(i as u64);
        let mut draw = |n: u64| {
            state = mix(state);
            state % n
        };
        let span = (self.plies[1] - self.plies[0] + 1) as u64;
        let plies = self.plies[0] + draw(span) as u32;
        // at most 100 tries: a game of Kalah(6, 4) lasts far longer than 40 plies
        for _ in 0..100 {
            let mut pos = opening.root();
            let mut played = 0;
            while played < plies && !opening.is_terminal(&pos) {
                let n = opening.move_count(&pos) as u64;
                pos = opening.apply(&pos, draw(n) as usize);
                played += 1;
            }
            if !opening.is_terminal(&pos) {
                return Ok(Position {
                    index: i,
                    seeds,
                    plies,
                    text: opening.format_position(&pos),
                    game: opening.at(pos),
                });
            }
        }
        Err(InputError::new(format!(
            "position {i}: every game of Kalah(6, {seeds}) ended within {plies} random plies"
        )))
    }
}

/// One position of the experiment.
pub struct Position {
    pub index: u32,
    pub seeds: u32,
    pub plies: u32,
    /// Its position text ([`Kalah::parse`] reads it).
    pub text: String,
    pub game: Kalah,
}

/// What a line's iterative-deepening search to one depth cost, iterations 1..=depth summed
/// (without iterative deepening, the one search at that depth).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DepthCost {
    pub depth: Depth,
    pub value: i32,
    pub nodes: u64,
    pub leaf_evals: u64,
    pub tt_hits: u64,
    pub tt_stores: u64,
    /// Null-window tests at this depth's iteration (MTD(f)'s tests per search), and over
    /// every iteration.
    pub tests: u32,
    pub tests_all: u32,
    /// Root searches at this depth's iteration (aspiration NegaScout's re-searches show here).
    pub root_searches: u32,
    pub ms: f64,
}

/// One unit: a position searched by one line at every depth.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    pub position: u32,
    pub line: String,
    pub depths: Vec<DepthCost>,
}

impl Unit {
    /// Every node visited (the work budget): the deepest ID search holds the others; without
    /// iterative deepening every depth's search counts.
    pub fn work(&self) -> u64 {
        if Line::parse(&self.line).is_some_and(|l| !l.iterative_deepening()) {
            self.depths.iter().map(|d| d.nodes).sum()
        } else {
            self.depths.last().map_or(0, |d| d.nodes)
        }
    }
}

/// Searches position `i` by line `k` of `settings` at every depth. Every line must find the
/// values of the lines before it on the same position (`earlier`, else an error: a bug).
pub fn run_unit(
    settings: &Settings,
    i: u32,
    k: usize,
    earlier: Option<&Unit>,
    clock: &mut dyn Clock,
) -> Result<Unit, InputError> {
    let position = settings.position(i)?;
    let line = settings.lines()[k];
    let depths = lines::search(&position.game, line, settings, clock).map_err(|e| {
        InputError::new(format!(
            "position {i} ({}) by {}: {e}",
            position.text,
            line.name()
        ))
    })?;
    if let Some(e) = earlier {
        for (a, b) in depths.iter().zip(&e.depths) {
            if a.value != b.value {
                return Err(InputError::new(format!(
                    "internal: {} found {} at depth {} on position {i} ({}), {} found {}",
                    line.name(),
                    a.value,
                    a.depth,
                    position.text,
                    e.line,
                    b.value
                )));
            }
        }
    }
    Ok(Unit {
        position: i,
        line: line.name(),
        depths,
    })
}

/// One line at one depth, summed over the positions, beside the line it is compared with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub depth: Depth,
    pub line: String,
    /// The line the ratios divide by: aspiration NegaScout for the programs, the program
    /// with every enhancement for the ablation, ID-MTD(f) from the previous value for the
    /// first guesses.
    pub base: String,
    pub positions: u32,
    pub leaf_evals: u64,
    pub nodes: u64,
    pub tt_hits: u64,
    pub tt_stores: u64,
    /// Null-window tests per search at this depth's iteration, and over every iteration
    /// (lines that make none: `null`).
    pub tests_mean: Option<f64>,
    pub tests_max: Option<u32>,
    pub tests_all_mean: Option<f64>,
    /// The searches' times added up.
    pub ms: f64,
    /// Nodes per second (`null` when no time was taken).
    pub nodes_per_s: Option<f64>,
    /// This line's sums over the base line's (`null` where the base's is 0).
    pub leaves_ratio: Option<f64>,
    pub nodes_ratio: Option<f64>,
    pub tt_hits_ratio: Option<f64>,
    pub time_ratio: Option<f64>,
}

/// A position of the report: where it came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PositionRow {
    pub index: u32,
    pub seeds: u32,
    pub plies: u32,
    pub text: String,
}

/// The experiment's answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub experiment: &'static str,
    pub settings: Settings,
    /// Whether the core has the history heuristic and aspiration windows (what is missing
    /// is left out of the lines, and said here).
    pub history: bool,
    pub aspiration: bool,
    pub positions: Vec<PositionRow>,
    /// The programs, depth by depth, as ratios to aspiration NegaScout.
    pub rows: Vec<Row>,
    /// Each program with one enhancement off, as ratios to the program with all of them.
    pub ablation: Vec<Row>,
    /// ID-MTD(f) from other first guesses, as ratios to the previous iteration's value.
    pub guesses: Vec<Row>,
    /// Every unit, when asked for (`--per-position`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub per_position: Vec<Unit>,
}

impl Report {
    /// The report of `units` (in [`Settings::jobs`]' order, or a prefix of it).
    pub fn new(settings: &Settings, units: Vec<Unit>, per_position: bool) -> Report {
        let lines = settings.lines();
        let done: Vec<u32> = {
            let mut p: Vec<u32> = units.iter().map(|u| u.position).collect();
            p.dedup();
            p
        };
        // a position counts once every line has searched it
        let whole: Vec<u32> = done
            .into_iter()
            .filter(|&i| units.iter().filter(|u| u.position == i).count() == lines.len())
            .collect();
        let positions = whole
            .iter()
            .filter_map(|&i| settings.position(i).ok())
            .map(|p| PositionRow {
                index: p.index,
                seeds: p.seeds,
                plies: p.plies,
                text: p.text,
            })
            .collect();
        let of = |line: &Line, d: Depth| -> Vec<&DepthCost> {
            let name = line.name();
            units
                .iter()
                .filter(|u| u.line == name && whole.contains(&u.position))
                .filter_map(|u| u.depths.iter().find(|c| c.depth == d))
                .collect()
        };
        let (mut rows, mut ablation, mut guesses) = (Vec::new(), Vec::new(), Vec::new());
        for d in 1..=settings.depth {
            for line in &lines {
                let base = line.base();
                let row = sum_row(d, line, &base, &of(line, d), &of(&base, d));
                match line.section() {
                    lines::Section::Programs => rows.push(row),
                    lines::Section::Ablation => ablation.push(row),
                    lines::Section::Guesses => guesses.push(row),
                }
            }
        }
        Report {
            experiment: "programs",
            settings: settings.clone(),
            history: true,
            aspiration: true,
            positions,
            rows,
            ablation,
            guesses,
            per_position: if per_position { units } else { Vec::new() },
        }
    }
}

fn sum_row(d: Depth, line: &Line, base: &Line, at: &[&DepthCost], base_at: &[&DepthCost]) -> Row {
    let sum = |xs: &[&DepthCost], f: fn(&DepthCost) -> f64| xs.iter().map(|c| f(c)).sum::<f64>();
    let ratio = |f: fn(&DepthCost) -> f64| {
        let b = sum(base_at, f);
        (b > 0.0).then(|| sum(at, f) / b)
    };
    let n = at.len();
    let ms = sum(at, |c| c.ms);
    let nodes = at.iter().map(|c| c.nodes).sum::<u64>();
    let makes_tests = line.program() == Program::MtdF;
    let mean = |f: fn(&DepthCost) -> u32| {
        (makes_tests && n > 0).then(|| at.iter().map(|c| f(c) as f64).sum::<f64>() / n as f64)
    };
    Row {
        depth: d,
        line: line.name(),
        base: base.name(),
        positions: n as u32,
        leaf_evals: at.iter().map(|c| c.leaf_evals).sum(),
        nodes,
        tt_hits: at.iter().map(|c| c.tt_hits).sum(),
        tt_stores: at.iter().map(|c| c.tt_stores).sum(),
        tests_mean: mean(|c| c.tests),
        tests_max: makes_tests
            .then(|| at.iter().map(|c| c.tests).max())
            .flatten(),
        tests_all_mean: mean(|c| c.tests_all),
        ms,
        nodes_per_s: (ms > 0.0).then(|| super::per_second(nodes, ms)),
        leaves_ratio: ratio(|c| c.leaf_evals as f64),
        nodes_ratio: ratio(|c| c.nodes as f64),
        tt_hits_ratio: ratio(|c| c.tt_hits as f64),
        time_ratio: ratio(|c| c.ms),
    }
}

/// The error once `used` node visits exceed the experiment's budget.
pub fn over_budget(settings: &Settings, used: u64) -> Result<(), InputError> {
    if used > settings.max_work {
        return Err(InputError::new(format!(
            "work budget: the experiment visited {used} nodes, more than its budget of {}; \
             raise it with --max-work (at most {MAX_WORK}), or search fewer positions or a \
             smaller depth",
            settings.max_work
        )));
    }
    Ok(())
}
