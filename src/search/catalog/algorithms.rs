//! The table of the algorithms (CONVENTIONS.md §2): what each takes, the defaults and
//! ranges of its settings, and the rule for a setting that does not apply ([`super`]).

use crate::game::InputError;
use crate::search::run::Algorithm;

/// Whether an algorithm searches with a TT, and whether `--no-tt` / `tt: false` may turn
/// it off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TtUse {
    /// It has no TT (minimax, alphabeta, negascout): no TT setting applies.
    None,
    /// Its name says TT (alphabeta-tt, negascout-tt): always on; the version without is
    /// the algorithm of the same name without `-tt`.
    Always,
    /// The MTD drivers over MT: on by default, the switch turns it off (every test then
    /// searches afresh).
    Switch,
}

impl TtUse {
    pub fn name(self) -> &'static str {
        match self {
            TtUse::None => "none",
            TtUse::Always => "always",
            TtUse::Switch => "switch",
        }
    }
}

/// One row of the algorithm table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    pub algorithm: Algorithm,
    /// The name of CONVENTIONS.md §2 (the CLI's `--algo`, the config's `algorithm`).
    pub name: &'static str,
    /// It starts from a first guess f.
    pub guess: bool,
    /// It takes a step size.
    pub step: bool,
    /// It follows a schedule of steps.
    pub schedule: bool,
    pub tt: TtUse,
    /// It makes null-window tests of its own (an MTD driver).
    pub null_window: bool,
    /// Seed 000's pseudocode taken literally: it may answer wrongly, on purpose (the page
    /// checks its value against alpha-beta's and leaves it out of its comparisons).
    pub literal: bool,
}

const fn spec(
    algorithm: Algorithm,
    name: &'static str,
    [guess, step, schedule]: [bool; 3],
    tt: TtUse,
    null_window: bool,
) -> Spec {
    Spec {
        algorithm,
        name,
        guess,
        step,
        schedule,
        tt,
        null_window,
        literal: matches!(algorithm, Algorithm::MtdFLiteral),
    }
}

const NO: [bool; 3] = [false, false, false];
const GUESS: [bool; 3] = [true, false, false];

/// The algorithms, in the order of [`Algorithm::ALL`] (CONVENTIONS.md §2, plus the literal
/// seed 000 variant after `mtdf`).
pub const ALGORITHMS: [Spec; 14] = [
    spec(Algorithm::Minimax, "minimax", NO, TtUse::None, false),
    spec(Algorithm::AlphaBeta, "alphabeta", NO, TtUse::None, false),
    spec(
        Algorithm::AlphaBetaTt,
        "alphabeta-tt",
        NO,
        TtUse::Always,
        false,
    ),
    spec(Algorithm::NegaScout, "negascout", NO, TtUse::None, false),
    spec(
        Algorithm::NegaScoutTt,
        "negascout-tt",
        NO,
        TtUse::Always,
        false,
    ),
    spec(Algorithm::MtdF, "mtdf", GUESS, TtUse::Switch, true),
    spec(
        Algorithm::MtdFLiteral,
        "mtdf-literal",
        GUESS,
        TtUse::Switch,
        true,
    ),
    spec(Algorithm::MtdPlus, "mtd-plus", NO, TtUse::Switch, true),
    spec(Algorithm::MtdMinus, "mtd-minus", NO, TtUse::Switch, true),
    spec(Algorithm::MtdBi, "mtd-bi", NO, TtUse::Switch, true),
    spec(
        Algorithm::MtdStep,
        "mtd-step",
        [false, true, false],
        TtUse::Switch,
        true,
    ),
    spec(
        Algorithm::MtdFStep,
        "mtd-f-step",
        [true, true, true],
        TtUse::Switch,
        true,
    ),
    spec(
        Algorithm::MtdFAb,
        "mtd-f-ab",
        [true, true, false],
        TtUse::Switch,
        true,
    ),
    spec(Algorithm::IdMtdF, "id-mtdf", GUESS, TtUse::Switch, true),
];

/// Each algorithm's name as the literature (and the page) prints it, in the order of
/// [`ALGORITHMS`]: a table beside it, read only by [`catalog_json`], so that the page's core
/// (which reads the generated copy) does not carry the strings.
const LABELS: [&str; 14] = [
    "minimax",
    "alpha-beta",
    "alpha-beta with TT",
    "NegaScout",
    "NegaScout with TT",
    "MTD(f)",
    "MTD(f), Wikipedia’s pseudocode as printed",
    "MTD(+∞)",
    "MTD(−∞)",
    "MTD-bi",
    "MTD-step",
    "MTD-f-step",
    "MTD-f-αβ",
    "iterative-deepening MTD(f)",
];

/// The algorithm of a session's config that names none (docs/engine-api.md).
pub const DEFAULT_ALGORITHM: Algorithm = Algorithm::MtdF;

/// The settings that apply to some algorithms only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    Guess,
    Step,
    Schedule,
    /// The TT switch (`--no-tt`, `tt`).
    Tt,
    TtSize,
    MaxTests,
    Cut,
    /// Iterative deepening (`--id`, `iterativeDeepening`).
    IterativeDeepening,
    /// NegaScout's (and alpha-beta's) aspiration window (`--aspiration N`, `aspiration`).
    Aspiration,
    /// The history heuristic (`--history`, `history`).
    History,
    /// The TT's best move searched first (`--tt-move-first`, `ttMoveFirst`).
    TtMoveFirst,
}

impl Setting {
    pub const ALL: [Setting; 11] = [
        Setting::Guess,
        Setting::Step,
        Setting::Schedule,
        Setting::Tt,
        Setting::TtSize,
        Setting::MaxTests,
        Setting::Cut,
        Setting::IterativeDeepening,
        Setting::Aspiration,
        Setting::History,
        Setting::TtMoveFirst,
    ];

    /// Its field in a session's config.
    pub fn field(self) -> &'static str {
        match self {
            Setting::Guess => "guess",
            Setting::Step => "step",
            Setting::Schedule => "schedule",
            Setting::Tt => "tt",
            Setting::TtSize => "ttSize",
            Setting::MaxTests => "maxTests",
            Setting::Cut => "cut",
            Setting::IterativeDeepening => "iterativeDeepening",
            Setting::Aspiration => "aspiration",
            Setting::History => "history",
            Setting::TtMoveFirst => "ttMoveFirst",
        }
    }

    /// Its flag on the command line (`mtdlab search`).
    pub fn flag(self) -> &'static str {
        match self {
            Setting::Guess => "--guess",
            Setting::Step => "--step",
            Setting::Schedule => "--schedule",
            Setting::Tt => "--no-tt",
            Setting::TtSize => "--tt-size",
            Setting::MaxTests => "--max-tests",
            Setting::Cut => "--cut",
            Setting::IterativeDeepening => "--id",
            Setting::Aspiration => "--aspiration",
            Setting::History => "--history",
            Setting::TtMoveFirst => "--tt-move-first",
        }
    }

    /// Its attribute on `<mtd-lab>` (maxTests has none: load() only).
    pub fn attribute(self) -> Option<&'static str> {
        match self {
            Setting::Guess => Some("guess"),
            Setting::Step => Some("step"),
            Setting::Schedule => Some("schedule"),
            Setting::Tt => Some("tt"),
            Setting::TtSize => Some("tt-size"),
            Setting::MaxTests => None,
            Setting::Cut => Some("cut"),
            Setting::IterativeDeepening => Some("iterative-deepening"),
            Setting::Aspiration => Some("aspiration"),
            Setting::History => Some("history"),
            Setting::TtMoveFirst => Some("tt-move-first"),
        }
    }

    /// What it is, for the error: "`{algorithm}` takes no {what}".
    fn what(self) -> &'static str {
        match self {
            Setting::Guess => "first guess",
            Setting::Step => "step",
            Setting::Schedule => "schedule",
            Setting::Tt => "TT switch",
            Setting::TtSize => "TT size (it has no TT)",
            Setting::MaxTests => "test limit (it makes no null-window tests)",
            Setting::Cut => "cut convention (it never cuts)",
            Setting::IterativeDeepening => "iterative deepening",
            Setting::Aspiration => "aspiration window",
            Setting::History => "history heuristic",
            Setting::TtMoveFirst => "TT move ordering",
        }
    }
}

/// The settings a `kalah-match` game checks by this table's rule: its program decides the
/// first guess, the TT and the algorithm by rules of its own (src/session/config/read.rs), so
/// only these are refused when its program does not take them (none of seed 003's does).
pub const KALAH_MATCH_CHECKED: [Setting; 2] = [Setting::Step, Setting::Schedule];

/// The settings a `kalah-match` game refuses whatever its program: the programs'
/// enhancements, which seed 003's programs do not have (src/session/config/read.rs).
pub const KALAH_MATCH_REFUSED: [Setting; 4] = [
    Setting::IterativeDeepening,
    Setting::Aspiration,
    Setting::History,
    Setting::TtMoveFirst,
];

impl Spec {
    /// The row of `algorithm`.
    pub fn of(algorithm: Algorithm) -> &'static Spec {
        &ALGORITHMS[algorithm as usize]
    }

    /// The name as the literature (and the page) prints it.
    pub fn label(&self) -> &'static str {
        LABELS[self.algorithm as usize]
    }

    /// True when `setting` applies to this algorithm.
    pub fn takes(&self, setting: Setting) -> bool {
        match setting {
            Setting::Guess => self.guess,
            Setting::Step => self.step,
            Setting::Schedule => self.schedule,
            Setting::Tt => self.tt == TtUse::Switch,
            Setting::TtSize => self.tt != TtUse::None,
            Setting::MaxTests => self.null_window,
            Setting::Cut => self.algorithm != Algorithm::Minimax,
            // every algorithm that orders its children: not minimax, which searches every
            // child anyway, nor seed 000's literal pseudocode, kept as printed
            Setting::IterativeDeepening | Setting::History => {
                !matches!(self.algorithm, Algorithm::Minimax) && !self.literal
            }
            Setting::Aspiration => matches!(
                self.algorithm,
                Algorithm::AlphaBeta
                    | Algorithm::AlphaBetaTt
                    | Algorithm::NegaScout
                    | Algorithm::NegaScoutTt
            ),
            Setting::TtMoveFirst => self.tt != TtUse::None && !self.literal,
        }
    }

    /// True when the algorithm does what `setting` turns on whatever it is set to:
    /// id-mtdf deepens iteratively and searches the TT's move first by definition.
    pub fn always(&self, setting: Setting) -> bool {
        self.algorithm == Algorithm::IdMtdF
            && matches!(setting, Setting::IterativeDeepening | Setting::TtMoveFirst)
    }

    /// `Ok` when `setting` applies; else the error of the rule, naming `given_as` (the flag
    /// or field), the algorithm and the algorithms that do take it.
    pub fn check(&self, setting: Setting, given_as: &str) -> Result<(), InputError> {
        if self.takes(setting) {
            return Ok(());
        }
        let mut takers = String::new();
        for s in ALGORITHMS.iter().filter(|s| s.takes(setting)) {
            if !takers.is_empty() {
                takers.push_str(", ");
            }
            takers.push_str(s.name);
        }
        let hint = match (setting, self.tt) {
            (Setting::Tt, TtUse::Always) => format!(
                "; {} always uses its TT, {} never does",
                self.name,
                self.name.strip_suffix("-tt").unwrap_or(self.name)
            ),
            (Setting::Tt, TtUse::None) => format!("; {} has no TT", self.name),
            _ => String::new(),
        };
        Err(InputError::new(format!(
            "{given_as}: {} takes no {}{hint}; leave {given_as} out, or choose one of {takers}",
            self.name,
            setting.what()
        )))
    }
}

/// A setting's default and range, the same for every algorithm that takes it.
/// MTD(f)'s first guess f (also MTD-f-step's and MTD-f-αβ's start).
pub const DEFAULT_GUESS: i32 = 0;
pub const GUESS_RANGE: (i64, i64) = (-1_000_000_000, 1_000_000_000);
pub const STEP_RANGE: (i64, i64) = (0, 1_000_000_000);
/// MTD-step's and MTD-f-αβ's step, and the first step of MTD-f-step (seed 001 §4).
pub const DEFAULT_STEP: i32 = 100;
/// The aspiration window's half-width δ in the programs' setting
/// ([`SearchSettings::programs`](crate::search::SearchSettings::programs)): a window of three values
/// around the previous depth's (Kalah's values are stones).
pub const DEFAULT_ASPIRATION: i32 = 2;
pub const ASPIRATION_RANGE: (i64, i64) = (1, crate::game::INF as i64);

/// The aspiration window of `algorithm`'s programs' setting: [`DEFAULT_ASPIRATION`] for
/// NegaScout (Plaat et al. compare MTD(f) with aspiration NegaScout), none for the others.
/// [`SearchSettings::programs`](crate::search::SearchSettings::programs) and the catalog's
/// `programs` field both read it.
pub fn programs_aspiration(algorithm: Algorithm) -> Option<i32> {
    matches!(algorithm, Algorithm::NegaScout | Algorithm::NegaScoutTt).then_some(DEFAULT_ASPIRATION)
}

/// Seed 001 §4.1's step schedule: 100, then after the first overshoot 50, 25, 12, 0.
pub const SEED_001_SCHEDULE: [i32; 5] = [100, 50, 25, 12, 0];

/// How seed 001's schedule follows from its first step: step / 1, / 2, / 4, / 8, then 0.
pub const SCHEDULE_DIVISORS: [i32; 4] = [1, 2, 4, 8];

/// The schedule that starts at `step` and halves like seed 001's (100, 50, 25, 12, 0).
pub fn schedule_from(step: i32) -> Vec<i32> {
    let mut out: Vec<i32> = SCHEDULE_DIVISORS.iter().map(|d| step / d).collect();
    out.push(0);
    out
}
