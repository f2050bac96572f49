//! Seed 001 §5.3, Table 2's shape on random trees: MTD(+∞), MTD(−∞), MTD(f), MTD-f-step
//! (§4.1) and MTD-f-αβ (§4.2) at steps 100, 50 and 25, each against NegaScout (= 1), on
//! incremental trees (where a step means something: a shallower search estimates the value).
//! The seed measured its shogi program; its printed rows stand beside ours.

use super::random::{self, Report as RandomReport};
use super::Variant;
use crate::game::{Depth, InputError};
use crate::search::Algorithm;
use serde::Serialize;

/// The variants of Table 2 in its order, NegaScout (the baseline) first.
pub fn table_2_variants() -> Vec<Variant> {
    use Algorithm::*;
    let mut v = vec![
        Variant::new(NegaScout),
        Variant::new(MtdPlus),
        Variant::new(MtdMinus),
        Variant::new(MtdF),
    ];
    for algorithm in [MtdFStep, MtdFAb] {
        for step in [100, 50, 25] {
            v.push(Variant::with_step(algorithm, step));
        }
    }
    v
}

/// Table 2's default trees: 100 incremental random trees of branching 20 searched to depth 6,
/// deltas in −50..50 (the first guess's error then spreads about as seed 001's shogi
/// evaluations did: σ ≈ 94; the table: docs/experiments.md).
pub fn default_settings() -> random::Settings {
    random::Settings {
        trees: 100,
        branching: 20,
        depths: vec![6],
        algorithms: table_2_variants(),
        ..random::Settings::default()
    }
}

/// One row of seed 001's Table 2 as printed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SeedRow {
    /// The seed's name for the row (mtd_s_100 is MTD-f-step from step 100).
    pub label: &'static str,
    pub nodes_vs_negascout: f64,
    pub time_vs_negascout: f64,
    pub negascout_nodes_per_s: f64,
    pub nodes_per_s: f64,
    pub best_move_mismatches: u32,
    pub tests_mean: f64,
}

/// Seed 001's Table 2 (NegaScout = 1), with the variant each row is.
pub fn seed_001_table_2() -> Vec<(Variant, SeedRow)> {
    use Algorithm::*;
    let row = |label, n, t, ns, mtd, mis, calls| SeedRow {
        label,
        nodes_vs_negascout: n,
        time_vs_negascout: t,
        negascout_nodes_per_s: ns,
        nodes_per_s: mtd,
        best_move_mismatches: mis,
        tests_mean: calls,
    };
    vec![
        (
            Variant::new(MtdPlus),
            row("mtd+∞", 1.482, 0.849, 84165.0, 146990.0, 40, 43.32),
        ),
        (
            Variant::new(MtdMinus),
            row("mtd-∞", 1.274, 0.806, 86487.0, 136761.0, 42, 32.97),
        ),
        (
            Variant::new(MtdF),
            row("mtd_f", 0.900, 0.646, 85161.0, 118700.0, 43, 12.00),
        ),
        (
            Variant::with_step(MtdFStep, 100),
            row("mtd_s_100", 0.914, 0.662, 84720.0, 117008.0, 33, 6.98),
        ),
        (
            Variant::with_step(MtdFStep, 50),
            row("mtd_s_50", 0.878, 0.634, 83069.0, 114937.0, 40, 6.50),
        ),
        (
            Variant::with_step(MtdFAb, 100),
            row("mtd_a_100", 0.911, 0.670, 85753.0, 116658.0, 30, 2.11),
        ),
        (
            Variant::with_step(MtdFAb, 50),
            row("mtd_a_50", 0.872, 0.637, 83441.0, 114166.0, 48, 2.35),
        ),
        (
            Variant::with_step(MtdFAb, 25),
            row("mtd_a_25", 0.852, 0.629, 84135.0, 113983.0, 42, 2.81),
        ),
    ]
}

/// One variant at one depth, against NegaScout on the same trees.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Row {
    pub depth: Depth,
    pub algorithm: Variant,
    pub nodes: u64,
    pub nodes_vs_negascout: f64,
    pub leaf_evals_vs_negascout: f64,
    pub time_vs_negascout: f64,
    pub nodes_per_s: f64,
    pub negascout_nodes_per_s: f64,
    pub tests_mean: f64,
    pub tests_max: u32,
    /// Seed 001's row for this variant, if Table 2 has one.
    pub seed: Option<SeedRow>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub settings: random::Settings,
    pub rows: Vec<Row>,
    pub guesses: Vec<random::GuessRow>,
    /// The browser's runner: every tree (when asked for) and the random-tree settings
    /// they were searched with; the CLI leaves both out.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub per_tree: Vec<random::TreeRun>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search_settings: Option<random::Settings>,
}

/// NegaScout must be among the algorithms: every row is measured against it.
pub fn validate(settings: &random::Settings) -> Result<(), InputError> {
    if !settings
        .algorithms
        .contains(&Variant::new(Algorithm::NegaScout))
    {
        return Err(InputError::new(
            "algos: negascout must be one of them (Table 2 measures against it)",
        ));
    }
    settings.validate()
}

impl Report {
    /// Table 2's rows from a random-tree report whose algorithms include NegaScout.
    pub fn new(report: &RandomReport) -> Report {
        let seed = seed_001_table_2();
        let ns = Variant::new(Algorithm::NegaScout);
        let ratio = |a: f64, b: f64| if b > 0.0 { a / b } else { 0.0 };
        let mut rows = Vec::new();
        for &depth in &report.settings.depths {
            let Some(base) = report.row(depth, &ns) else {
                continue;
            };
            for v in report.settings.algorithms.iter().filter(|v| **v != ns) {
                let r = report.row(depth, v).expect("the report has every row");
                rows.push(Row {
                    depth,
                    algorithm: *v,
                    nodes: r.nodes,
                    nodes_vs_negascout: ratio(r.nodes as f64, base.nodes as f64),
                    leaf_evals_vs_negascout: ratio(r.leaf_evals as f64, base.leaf_evals as f64),
                    time_vs_negascout: ratio(r.ms, base.ms),
                    nodes_per_s: super::per_second(r.nodes, r.ms),
                    negascout_nodes_per_s: super::per_second(base.nodes, base.ms),
                    tests_mean: r.tests_mean,
                    tests_max: r.tests_max,
                    seed: seed.iter().find(|(s, _)| s == v).map(|(_, row)| *row),
                });
            }
        }
        Report {
            settings: report.settings.clone(),
            rows,
            guesses: report.guesses.clone(),
            per_tree: Vec::new(),
            search_settings: None,
        }
    }
}
