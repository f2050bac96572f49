//! The table of the limits: each limit's default and maximum in every context where it
//! differs (docs/cli.md, "Limits").

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
