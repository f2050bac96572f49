//! Seed 001 §3.2, Table 1: MTD(f) against NegaScout on minimal trees (best-first ordered
//! random trees, b = 50, depths 5–9), the seed's printed figures beside ours, and Knuth and
//! Moore's minimal tree (b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves) beside both. A depth whose predicted
//! work does not fit in the budget is skipped and listed as such.

use super::random::{self, Report as RandomReport, DEFAULT_MAX_VISITS};
use super::{Guess, Variant};
use crate::game::{Depth, InputError};
use crate::games::random::{Order, Values};
use crate::search::Algorithm;
use serde::{Deserialize, Serialize};

/// What to run: seed 001's Table 1 by default (one tree per depth, b = 50, depths 5–9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub trees: u32,
    pub branching: u32,
    pub depths: Vec<Depth>,
    pub seed: u64,
    pub min: i32,
    pub max: i32,
    pub guess: Guess,
    pub tt_size: usize,
    pub max_visits: u64,
    /// The budget of the whole table (node visits): the depths whose predicted work would
    /// pass it are skipped.
    pub max_work: u64,
}

/// The default budget of Table 1: 10^9 node visits, enough for depths 5–9 (about 7·10^8).
pub const DEFAULT_MAX_WORK: u64 = crate::search::catalog::WORK.default_in("experiment-minimal");

impl Default for Settings {
    fn default() -> Self {
        Settings {
            trees: 1,
            branching: 50,
            depths: vec![5, 6, 7, 8, 9],
            seed: 1,
            min: -1000,
            max: 1000,
            guess: Guess::Shallow,
            tt_size: random::DEFAULT_TT_ENTRIES,
            max_visits: DEFAULT_MAX_VISITS,
            max_work: DEFAULT_MAX_WORK,
        }
    }
}

/// One row of seed 001's Table 1 as printed: depth, MTD and NegaScout nodes, their seconds.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SeedRow {
    pub mtd_nodes: u64,
    pub negascout_nodes: u64,
    pub mtd_s: f64,
    pub negascout_s: f64,
}

/// Seed 001's Table 1 (最小木を探索した場合の比較), depths 5–9.
pub const SEED_001_TABLE_1: [(Depth, SeedRow); 5] = [
    (5, seed_row(135_201, 135_196, 0.11, 0.093)),
    (6, seed_row(385_189, 385_182, 0.313, 0.281)),
    (7, seed_row(6_761_030, 6_759_788, 2.532, 2.343)),
    (8, seed_row(19_280_065, 19_253_820, 12.875, 12.641)),
    (9, seed_row(338_319_068, 337_771_768, 123.813, 117.922)),
];

const fn seed_row(mtd_nodes: u64, negascout_nodes: u64, mtd_s: f64, negascout_s: f64) -> SeedRow {
    SeedRow {
        mtd_nodes,
        negascout_nodes,
        mtd_s,
        negascout_s,
    }
}

/// Knuth and Moore: the leaves of the minimal tree of branching b and depth d.
pub fn minimal_leaves(b: u64, d: Depth) -> u64 {
    b.saturating_pow(d.div_ceil(2))
        .saturating_add(b.saturating_pow(d / 2))
        - 1
}

/// The nodes of the minimal tree, the root included: its leaves at every depth 0..=d.
pub fn minimal_nodes(b: u64, d: Depth) -> u64 {
    (0..=d).fold(0u64, |n, k| n.saturating_add(minimal_leaves(b, k)))
}

/// The ones of MTD(f) and NegaScout on one depth.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Side {
    pub nodes: u64,
    pub leaf_evals: u64,
    pub tests_mean: f64,
    pub ms: f64,
    /// Nodes per second: `nodes` over `ms`.
    #[serde(default)]
    pub nodes_per_s: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub depth: Depth,
    pub trees: u32,
    /// The minimal tree's nodes and leaves, times the trees.
    pub minimal_nodes: u64,
    pub minimal_leaves: u64,
    pub mtdf: Side,
    pub negascout: Side,
    /// The first guesses' cost (a search two plies shallower by default).
    pub guess_nodes: u64,
    /// Seed 001's printed row at this depth, if it has one.
    pub seed: Option<SeedRow>,
}

/// A depth left out: its predicted work did not fit in what the budget had left.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Skipped {
    pub depth: Depth,
    pub predicted_work: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub settings: Settings,
    pub rows: Vec<Row>,
    pub skipped: Vec<Skipped>,
    /// The browser's runner: every tree (when asked for) and the random-tree settings
    /// they were searched with; the CLI leaves both out.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub per_tree: Vec<random::TreeRun>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub search_settings: Option<random::Settings>,
}

fn variants() -> [Variant; 2] {
    [
        Variant::new(Algorithm::MtdF),
        Variant::new(Algorithm::NegaScout),
    ]
}

impl Settings {
    /// The work a depth will take: on a best-ordered tree NegaScout visits the minimal tree,
    /// MTD(f) from a right guess the minimal tree and the principal variation again, and the
    /// shallow guess the minimal tree two plies shallower.
    pub fn predicted_work(&self, depth: Depth) -> u64 {
        let b = self.branching as u64;
        let guess = match self.guess {
            Guess::Shallow => minimal_nodes(b, depth.saturating_sub(2)),
            Guess::Exact => minimal_nodes(b, depth),
            Guess::Fixed(_) => 0,
        };
        (2 * minimal_nodes(b, depth) + depth as u64 + 1 + guess).saturating_mul(self.trees as u64)
    }

    /// The depths that fit in the budget, in order, and those that do not.
    pub fn plan(&self) -> (Vec<Depth>, Vec<Skipped>) {
        let (mut run, mut skipped, mut used) = (Vec::new(), Vec::new(), 0u64);
        for &depth in &self.depths {
            let w = self.predicted_work(depth);
            if used.saturating_add(w) <= self.max_work {
                used += w;
                run.push(depth);
            } else {
                skipped.push(Skipped {
                    depth,
                    predicted_work: w,
                });
            }
        }
        (run, skipped)
    }

    /// The random-tree experiment that makes the table: best-ordered trees, independent
    /// values, MTD(f) and NegaScout, the depths that fit in the budget.
    pub fn random_settings(&self) -> random::Settings {
        self.random_settings_for(self.plan().0)
    }

    /// [`Settings::random_settings`] on the depths given.
    fn random_settings_for(&self, depths: Vec<Depth>) -> random::Settings {
        random::Settings {
            trees: self.trees,
            branching: self.branching,
            depths,
            algorithms: variants().to_vec(),
            seed: self.seed,
            order: Order::Best,
            values: Values::Independent,
            min: self.min,
            max: self.max,
            guess: self.guess,
            tt_size: self.tt_size,
            max_visits: self.max_visits,
            max_work: self.max_work,
            store_leaves: true,
        }
    }

    pub fn validate(&self) -> Result<(), InputError> {
        // every field's range first, on the depths asked for: the plan below costs a
        // depth's worth of work to predict, and must not blame the budget for a bad depth
        self.random_settings_for(self.depths.clone()).validate()?;
        let r = self.random_settings();
        if r.depths.is_empty() {
            return Err(InputError::new(format!(
                "max-work: {} node visits are too few for any of the depths asked for (the \
                 first needs {})",
                self.max_work,
                self.depths.first().map_or(0, |&d| self.predicted_work(d))
            )));
        }
        r.validate()
    }
}

impl Report {
    /// Table 1 from the random-tree report of [`Settings::random_settings`].
    pub fn new(settings: &Settings, report: &RandomReport) -> Report {
        let [mtdf, ns] = variants();
        let side = |depth, v: &Variant| {
            let r = report.row(depth, v).expect("the report has every row");
            Side {
                nodes: r.nodes,
                leaf_evals: r.leaf_evals,
                tests_mean: r.tests_mean,
                ms: r.ms,
                nodes_per_s: r.nodes_per_s,
            }
        };
        let b = settings.branching as u64;
        let rows = report
            .settings
            .depths
            .iter()
            .zip(&report.guesses)
            .map(|(&depth, g)| Row {
                depth,
                trees: g.trees,
                minimal_nodes: minimal_nodes(b, depth) * g.trees as u64,
                minimal_leaves: minimal_leaves(b, depth) * g.trees as u64,
                mtdf: side(depth, &mtdf),
                negascout: side(depth, &ns),
                guess_nodes: g.nodes,
                seed: SEED_001_TABLE_1
                    .iter()
                    // the seed's figures are one tree's, of branching 50
                    .find(|(d, _)| *d == depth && settings.branching == 50 && g.trees == 1)
                    .map(|(_, s)| *s),
            })
            .collect();
        Report {
            settings: settings.clone(),
            rows,
            skipped: settings.plan().1,
            per_tree: Vec::new(),
            search_settings: None,
        }
    }
}
