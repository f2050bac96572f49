//! The one table of the algorithms (CONVENTIONS.md §2) and the one table of the limits: what
//! each algorithm takes (a first guess, a step, a schedule, a TT switch), with the defaults
//! and ranges of its settings, and each limit's default and maximum in every context where
//! it differs. The CLI, the session and the run read them from here; the wasm exports them
//! as JSON ([`catalog_json`]), from which scripts/build-wasm.sh writes the page's copy
//! (www/engine/catalog.js), and docs/cli.md and docs/element.md list them.
//!
//! **The rule for a setting that does not apply** (issue 20): a setting *given* (a flag on
//! the command line, a field present in a session's config) for an algorithm that does not
//! take it is refused with an error naming the flag or field and the algorithm — never
//! silently ignored. A setting left out takes its default, which is then never looked at.

use super::run::Algorithm;
use crate::game::InputError;

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
/// first guess, the TT and the algorithm by rules of its own (src/session/config.rs), so only
/// these are refused when its program does not take them (none of seed 003's does).
pub const KALAH_MATCH_CHECKED: [Setting; 2] = [Setting::Step, Setting::Schedule];

/// The settings a `kalah-match` game refuses whatever its program: the programs'
/// enhancements, which seed 003's programs do not have (src/session/config.rs).
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
/// ([`SearchSettings::programs`](super::SearchSettings::programs)): a window of three values
/// around the previous depth's (Kalah's values are stones).
pub const DEFAULT_ASPIRATION: i32 = 2;
pub const ASPIRATION_RANGE: (i64, i64) = (1, crate::game::INF as i64);

/// The aspiration window of `algorithm`'s programs' setting: [`DEFAULT_ASPIRATION`] for
/// NegaScout (Plaat et al. compare MTD(f) with aspiration NegaScout), none for the others.
/// [`SearchSettings::programs`](super::SearchSettings::programs) and the catalog's
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

/// Where a limit is read, each with its own default and maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Context {
    /// `cli` (mtdlab search), `session` (the wasm session: the element, the app, docs/engine-api.md),
    /// `experiment` (mtdlab experiment; `experiment-minimal` its Table 1), `experiments-tab`
    /// (the page's Experiments tab), `kalah-match` (mtdlab kalah-match and a kalah-match
    /// session game), `kalah` (a Kalah game's depth), `kalah-programs` (the app's Kalah tab,
    /// its engine searching as programs do), `leaves-table` (the app's table of evaluated
    /// leaves, each search).
    pub name: &'static str,
    /// `None`: no default (the depth: a tree is searched to its leaves, Kalah needs one).
    pub default: Option<u64>,
    pub max: u64,
}

/// One row of the limits table: a limit under its config field, CLI flag and attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub field: &'static str,
    pub flag: Option<&'static str>,
    pub attribute: Option<&'static str>,
    pub min: u64,
    pub contexts: &'static [Context],
}

const fn at(name: &'static str, default: u64, max: u64) -> Context {
    Context {
        name,
        default: Some(default),
        max,
    }
}

const fn no_default(name: &'static str, max: u64) -> Context {
    Context {
        name,
        default: None,
        max,
    }
}

/// The work budget (node visits): natively about a second by default, in the browser about
/// five (a recorded search runs at about a million visits a second); an experiment's
/// searches are larger.
pub const VISITS: Limit = Limit {
    field: "maxVisits",
    flag: Some("--max-visits"),
    attribute: Some("max-visits"),
    min: 1,
    contexts: &[
        at("cli", 10_000_000, 10_000_000_000),
        at("session", 5_000_000, 10_000_000_000),
        at("experiment", 1_000_000_000, 10_000_000_000),
        at("experiments-tab", 100_000_000, 10_000_000_000),
        at("kalah-match", 1_000_000_000, 10_000_000_000),
        at("leaves-table", 1_000_000, 1_000_000),
    ],
};

/// The most null-window tests an MTD run may make at one depth.
pub const TESTS: Limit = Limit {
    field: "maxTests",
    flag: Some("--max-tests"),
    attribute: None,
    min: 1,
    contexts: &[
        at("cli", 10_000, 1_000_000),
        at("session", 10_000, 1_000_000),
    ],
};

/// MT's TT, in entries (natively 16 bytes each; a session's is capped at about 40 MB; a
/// kalah-match game's table is seed 003's dictionary). The Kalah tab's engine searching as
/// programs do (`kalah-programs`) has 2^17 entries, a table of 16-byte slots (2 MB): at 6×6
/// and depth 13 it visits 13% fewer nodes than with the session's 65,536 and takes about 6%
/// less time (bench/kalah-depth.mjs).
pub const TT_SIZE: Limit = Limit {
    field: "ttSize",
    flag: Some("--tt-size"),
    attribute: Some("tt-size"),
    min: 1,
    contexts: &[
        at("cli", 1 << 18, 1 << 24),
        at("session", 65_536, 1 << 20),
        at("kalah-programs", 1 << 17, 1 << 20),
        at("kalah-match", 7 << 20, 1 << 24),
        at("experiments-tab", 1 << 20, 1 << 24),
    ],
};

/// The work budget of a whole experiment (node visits summed over its searches): natively
/// 10^11 (about an hour on two cores), seed 001's Table 1 and the page's Experiments tab 10^9.
pub const WORK: Limit = Limit {
    field: "maxWork",
    flag: Some("--max-work"),
    attribute: None,
    min: 1,
    contexts: &[
        at("experiment", 100_000_000_000, 10_000_000_000_000),
        at("experiment-minimal", 1_000_000_000, 10_000_000_000_000),
        at("experiments-tab", 1_000_000_000, 10_000_000_000_000),
    ],
};

/// The search depth (a tree is searched to its leaves when none is given; Kalah needs one).
pub const DEPTH: Limit = Limit {
    field: "depth",
    flag: Some("--depth"),
    attribute: Some("depth"),
    min: 1,
    contexts: &[
        no_default("cli", 64),
        no_default("session", 64),
        no_default("kalah", 20),
    ],
};

/// The most events a session records (20 bytes each); the Kalah tab's engine searching as
/// programs do (`kalah-programs`) records a tenth: its deep searches are for playing, and
/// their trace's first events (the first iterations) are as many as a reader steps through,
/// while loading a full trace into the lab added about 0.3 s to every move at 6×6.
pub const EVENTS: Limit = Limit {
    field: "maxEvents",
    flag: None,
    attribute: None,
    min: 1,
    contexts: &[
        at("session", 2_000_000, 10_000_000),
        at("kalah-programs", 200_000, 10_000_000),
    ],
};

/// The most explored nodes a session records (a tenth for `kalah-programs`, as the events).
pub const NODES: Limit = Limit {
    field: "maxNodes",
    flag: None,
    attribute: None,
    min: 1,
    contexts: &[
        at("session", 200_000, 2_000_000),
        at("kalah-programs", 20_000, 2_000_000),
    ],
};

pub const LIMITS: [Limit; 7] = [VISITS, TESTS, TT_SIZE, DEPTH, EVENTS, NODES, WORK];

impl Limit {
    /// The context called `name` (a const fn: the constants of the core are read from here).
    pub const fn context(&self, name: &str) -> Context {
        let mut i = 0;
        while i < self.contexts.len() {
            if const_eq(self.contexts[i].name, name) {
                return self.contexts[i];
            }
            i += 1;
        }
        panic!("no such context")
    }

    /// The default in context `name` (a const fn, for the core's constants).
    pub const fn default_in(&self, name: &str) -> u64 {
        match self.context(name).default {
            Some(v) => v,
            None => panic!("no default"),
        }
    }

    /// The maximum in context `name`.
    pub const fn max_in(&self, name: &str) -> u64 {
        self.context(name).max
    }
}

const fn const_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The catalog's JSON, written by hand into one `String`: `format!` with its many arguments
/// cost the page's wasm about 12 KB of code here, these few pushes a fraction of that.
struct Out(String);

impl Out {
    // one call per piece, not a copy of `push_str` at each (the wasm's size)
    #[inline(never)]
    fn raw(&mut self, s: &str) -> &mut Self {
        self.0.push_str(s);
        self
    }

    /// A JSON string (the names and labels hold no quote or backslash: the tests check the
    /// text parses).
    #[inline(never)]
    fn str(&mut self, s: &str) -> &mut Self {
        self.raw("\"").raw(s).raw("\"")
    }

    /// `"key":` — every key is a plain identifier.
    #[inline(never)]
    fn key(&mut self, k: &str) -> &mut Self {
        self.str(k).raw(":")
    }

    #[inline(never)]
    fn opt(&mut self, s: Option<&str>) -> &mut Self {
        match s {
            Some(s) => self.str(s),
            None => self.raw("null"),
        }
    }

    #[inline(never)]
    fn bool(&mut self, b: bool) -> &mut Self {
        self.raw(if b { "true" } else { "false" })
    }

    fn num(&mut self, v: i64) -> &mut Self {
        let mut digits = [0u8; 20];
        let (mut n, mut i) = (v.unsigned_abs(), digits.len());
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        if v < 0 {
            self.raw("-");
        }
        for &d in &digits[i..] {
            self.0.push(d as char);
        }
        self
    }

    /// `[a,b,…]`, each item written by `f`.
    fn list<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        f: impl Fn(&mut Self, T),
    ) -> &mut Self {
        self.raw("[");
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                self.raw(",");
            }
            f(self, item);
        }
        self.raw("]")
    }

    /// `{"default":…,"min":…,"max":…}` of a setting whose default is written by `default`.
    fn range(&mut self, default: impl Fn(&mut Self), (lo, hi): (i64, i64)) -> &mut Self {
        self.raw("{").key("default");
        default(self);
        self.raw(",")
            .key("min")
            .num(lo)
            .raw(",")
            .key("max")
            .num(hi)
            .raw("}")
    }
}

/// One algorithm's settings with their defaults and ranges (only those it takes).
#[inline(never)]
fn settings_json(o: &mut Out, s: &Spec) {
    o.raw("{");
    let mut first = true;
    let mut next = |o: &mut Out, k: &str| {
        if !first {
            o.raw(",");
        }
        first = false;
        o.key(k);
    };
    if s.guess {
        next(o, "guess");
        o.range(
            |o| {
                o.num(DEFAULT_GUESS as i64);
            },
            GUESS_RANGE,
        );
    }
    if s.step {
        next(o, "step");
        o.range(
            |o| {
                o.num(DEFAULT_STEP as i64);
            },
            STEP_RANGE,
        );
    }
    if s.schedule {
        next(o, "schedule");
        o.raw("{").key("default");
        o.list(SEED_001_SCHEDULE, |o, v| {
            o.num(v as i64);
        });
        o.raw(",").key("divisors");
        o.list(SCHEDULE_DIVISORS, |o, v| {
            o.num(v as i64);
        });
        o.raw(",").key("min").num(STEP_RANGE.0);
        o.raw(",").key("max").num(STEP_RANGE.1).raw("}");
    }
    if s.tt == TtUse::Switch {
        next(o, "tt");
        o.raw("{").key("default").bool(true).raw("}");
    }
    // the enhancements: switches off by default, and the aspiration window's δ (none by
    // default; `programs`: the δ of this algorithm's programs' setting, DEFAULT_ASPIRATION
    // for NegaScout, none for alpha-beta: the page's Kalah tab reads it, not the names)
    for t in [
        Setting::IterativeDeepening,
        Setting::History,
        Setting::TtMoveFirst,
    ] {
        if s.takes(t) {
            next(o, t.field());
            o.raw("{").key("default").bool(false).raw("}");
        }
    }
    if s.takes(Setting::Aspiration) {
        next(o, "aspiration");
        let (lo, hi) = ASPIRATION_RANGE;
        o.raw("{").key("default").raw("null");
        o.raw(",").key("min").num(lo).raw(",").key("max").num(hi);
        o.raw(",").key("programs");
        match programs_aspiration(s.algorithm) {
            Some(delta) => o.num(i64::from(delta)),
            None => o.raw("null"),
        };
        o.raw("}");
    }
    o.raw("}");
}

// Each row is written by a function of its own, not inlined: the loops over the constant
// tables would otherwise be unrolled, row by row, into the wasm.
#[inline(never)]
fn algorithm_json(o: &mut Out, s: &Spec) {
    o.raw("{").key("name").str(s.name);
    o.raw(",").key("label").str(s.label());
    o.raw(",").key("guess").bool(s.guess);
    o.raw(",").key("step").bool(s.step);
    o.raw(",").key("schedule").bool(s.schedule);
    o.raw(",").key("tt").str(s.tt.name());
    o.raw(",").key("nullWindow").bool(s.null_window);
    o.raw(",").key("literal").bool(s.literal);
    o.raw(",").key("takes");
    o.list(Setting::ALL.into_iter().filter(|&t| s.takes(t)), |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("always");
    o.list(Setting::ALL.into_iter().filter(|&t| s.always(t)), |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("settings");
    settings_json(o, s);
    o.raw("}");
}

#[inline(never)]
fn setting_json(o: &mut Out, t: Setting) {
    o.raw("{").key("field").str(t.field());
    o.raw(",").key("flag").str(t.flag());
    o.raw(",").key("attribute").opt(t.attribute()).raw("}");
}

#[inline(never)]
fn limit_json(o: &mut Out, l: &Limit) {
    o.raw("{").key("field").str(l.field);
    o.raw(",").key("flag").opt(l.flag);
    o.raw(",").key("attribute").opt(l.attribute);
    o.raw(",").key("min").num(l.min as i64);
    o.raw(",").key("contexts").raw("{");
    for (i, c) in l.contexts.iter().enumerate() {
        if i > 0 {
            o.raw(",");
        }
        o.key(c.name).raw("{").key("default");
        match c.default {
            Some(v) => o.num(v as i64),
            None => o.raw("null"),
        };
        o.raw(",").key("max").num(c.max as i64).raw("}");
    }
    o.raw("}}");
}

/// Both tables as one JSON text: `{ algorithms, defaultAlgorithm, kalahMatchChecked,
/// kalahMatchRefused, settings, limits, rule }` (docs/engine-api.md). The page's wasm carries no JSON serializer.
pub fn catalog_json() -> String {
    let mut o = Out(String::with_capacity(8192));
    o.raw("{").key("algorithms");
    o.list(ALGORITHMS.iter(), algorithm_json);
    o.raw(",")
        .key("defaultAlgorithm")
        .str(DEFAULT_ALGORITHM.name());
    o.raw(",").key("kalahMatchChecked");
    o.list(KALAH_MATCH_CHECKED, |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("kalahMatchRefused");
    o.list(KALAH_MATCH_REFUSED, |o, t| {
        o.str(t.field());
    });
    o.raw(",").key("settings");
    o.list(Setting::ALL, setting_json);
    o.raw(",").key("limits");
    o.list(LIMITS.iter(), limit_json);
    o.raw(",").key("rule").str(RULE).raw("}");
    o.0
}

/// The rule, as the docs and the catalog state it.
pub const RULE: &str = "A setting given for an algorithm that does not take it is refused, naming the flag or field and the algorithm; a setting left out takes its default.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_follow_algorithm_all() {
        for (i, a) in Algorithm::ALL.into_iter().enumerate() {
            assert_eq!(ALGORITHMS[i].algorithm, a);
            assert_eq!(Spec::of(a).algorithm, a);
        }
    }

    #[test]
    fn seed_001s_schedule_follows_from_its_first_step() {
        assert_eq!(schedule_from(100), SEED_001_SCHEDULE);
        assert_eq!(schedule_from(40), [40, 20, 10, 5, 0]);
    }

    #[test]
    fn the_catalog_is_json() {
        let v: serde_json::Value = serde_json::from_str(&catalog_json()).unwrap();
        assert_eq!(v["algorithms"].as_array().unwrap().len(), 14);
        assert_eq!(v["limits"][0]["contexts"]["cli"]["default"], 10_000_000);
    }
}
