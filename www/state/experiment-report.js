// An experiment's report (the core's, the shape of `mtdlab experiment KIND --json`) read for
// the Experiments tab (pure): the table's rows with the seed's printed figures beside ours and
// each difference flagged, a row's trees or root searches, the series of the charts, and the
// config that opens one tree or root search in the Explore visualiser. Nothing is computed
// here that the core did not: rows are picked, paired with the seed's, and compared.

import { ALGORITHMS, algorithm, applicable } from '../engine/algorithms.js';

/** The table's columns per experiment (keys of a row's `cells`; labels in www/i18n). */
export const COLUMNS = Object.freeze({
  random: [
    'depth',
    'algorithm',
    'trees',
    'nodes',
    'leafEvals',
    'testsMean',
    'testsMax',
    'ms',
    'nodesPerS',
  ],
  minimal: [
    'depth',
    'algorithm',
    'trees',
    'minimalNodes',
    'nodes',
    'leafEvals',
    'testsMean',
    'ms',
    'nodesPerS',
    'seedNodes',
    'difference',
  ],
  steps: [
    'depth',
    'algorithm',
    'trees',
    'nodes',
    'nodesRatio',
    'leavesRatio',
    'timeRatio',
    'nodesPerS',
    'testsMean',
    'testsMax',
    'seedNodesRatio',
    'seedTimeRatio',
    'seedTests',
    'difference',
  ],
  kalah: [
    'algorithm',
    'd1',
    'd2',
    'evals',
    'printedEvals',
    'ttHits',
    'printedTtHits',
    'verdict',
    'nodes',
    'searches',
    'ms',
    'nodesPerS',
  ],
});

/** The algorithms that search one wide window and make no null-window tests of their own:
 * their tests are "none", not 0 per search. */
const WIDE_WINDOW = new Set(ALGORITHMS.filter((a) => !algorithm(a).nullWindow));

/** A tests figure of `variant` (`name` or `name:step`): null ("none") for a wide-window
 * algorithm. */
function testsOf(variant, value) {
  return WIDE_WINDOW.has(variantFields(variant).algorithm) ? null : value;
}

/** (ours − seed) / seed, or null when the seed printed nothing (or 0). */
function relative(ours, seed) {
  if (seed === null || seed === undefined || seed === 0) return null;
  return (ours - seed) / seed;
}

/** The trees searched at `depth` (the report's `per_tree`). */
function treesAt(report, depth) {
  return (report.per_tree ?? []).filter((t) => t.depth === depth);
}

/**
 * The table of `report` (experiment `kind`): `[{ key, cells, flag, open }]`, `cells` keyed
 * by COLUMNS[kind] (numbers, strings or null for "none"), `flag` `'differs'` where the seed
 * printed other figures (with `reason` when the core knows why) else null, and `open` what the
 * row opens: `{ depth, algorithm }` (its trees) or `{ row }` (a Kalah game's root searches).
 */
export function tableRows(report, kind) {
  if (kind === 'kalah') {
    return report.rows.map((r, i) => ({
      key: `${r.algo} ${r.d1} ${r.d2}`,
      cells: {
        algorithm: r.algo,
        d1: r.d1,
        d2: r.d2,
        evals: r.evals,
        printedEvals: r.printed_evals,
        ttHits: r.tt_hits,
        printedTtHits: r.printed_tt_hits,
        verdict: r.verdict,
        nodes: r.nodes,
        searches: r.searches,
        ms: r.ms ?? null,
        nodesPerS: r.nodes_per_s ?? null,
      },
      flag: r.verdict === 'differs' ? 'differs' : null,
      reason: r.reason ?? null,
      open: { row: i },
    }));
  }
  if (kind === 'minimal') {
    return report.rows.flatMap((r) =>
      [
        ['mtdf', r.mtdf, r.seed?.mtd_nodes],
        ['negascout', r.negascout, r.seed?.negascout_nodes],
      ].map(([algorithm, side, seed]) => {
        const difference = relative(side.nodes, seed);
        return {
          key: `${r.depth} ${algorithm}`,
          cells: {
            depth: r.depth,
            algorithm,
            trees: r.trees,
            minimalNodes: r.minimal_nodes,
            nodes: side.nodes,
            leafEvals: side.leaf_evals,
            testsMean: testsOf(algorithm, side.tests_mean),
            ms: side.ms,
            nodesPerS: side.nodes_per_s ?? null,
            seedNodes: seed ?? null,
            difference,
          },
          flag: difference !== null && difference !== 0 ? 'differs' : null,
          reason: null,
          open: { depth: r.depth, algorithm },
        };
      }),
    );
  }
  if (kind === 'steps') {
    const trees = Object.fromEntries((report.guesses ?? []).map((g) => [g.depth, g.trees]));
    return report.rows.map((r) => {
      const difference = relative(r.nodes_vs_negascout, r.seed?.nodes_vs_negascout);
      return {
        key: `${r.depth} ${r.algorithm}`,
        cells: {
          depth: r.depth,
          algorithm: r.algorithm,
          trees: trees[r.depth] ?? null,
          nodes: r.nodes,
          nodesRatio: r.nodes_vs_negascout,
          leavesRatio: r.leaf_evals_vs_negascout,
          timeRatio: r.time_vs_negascout,
          nodesPerS: r.nodes_per_s ?? null,
          testsMean: testsOf(r.algorithm, r.tests_mean),
          testsMax: testsOf(r.algorithm, r.tests_max),
          seedNodesRatio: r.seed?.nodes_vs_negascout ?? null,
          seedTimeRatio: r.seed?.time_vs_negascout ?? null,
          seedTests: r.seed?.tests_mean ?? null,
          difference,
        },
        flag: difference !== null && difference !== 0 ? 'differs' : null,
        reason: null,
        open: { depth: r.depth, algorithm: r.algorithm },
      };
    });
  }
  return report.rows.map((r) => ({
    key: `${r.depth} ${r.algorithm}`,
    cells: {
      depth: r.depth,
      algorithm: r.algorithm,
      trees: r.trees,
      nodes: r.nodes,
      leafEvals: r.leaf_evals,
      testsMean: testsOf(r.algorithm, r.tests_mean),
      testsMax: testsOf(r.algorithm, r.tests_max),
      ms: r.ms,
      nodesPerS: r.nodes_per_s ?? null,
    },
    flag: null,
    reason: null,
    open: { depth: r.depth, algorithm: r.algorithm },
  }));
}

/**
 * The depths of a random-tree report (seed 001) where NegaScout visited more nodes than
 * alpha-beta: `[{ depth, negascout, alphabeta, researches }]` (nodes summed over the trees;
 * `researches`, NegaScout's re-searches there, null when the report does not count them).
 * Empty for other reports, or where NegaScout did as well.
 */
export function negascoutExcess(report, kind) {
  if (kind !== 'random') return [];
  const row = (depth, algorithm) =>
    report.rows.find((r) => r.depth === depth && r.algorithm === algorithm);
  const depths = [...new Set(report.rows.map((r) => r.depth))];
  return depths.flatMap((depth) => {
    const ns = row(depth, 'negascout');
    const ab = row(depth, 'alphabeta');
    if (!ns || !ab || ns.nodes <= ab.nodes) return [];
    // the core leaves the count out where it is 0 (then the sentence gives no count)
    return [{ depth, negascout: ns.nodes, alphabeta: ab.nodes, researches: ns.researches ?? null }];
  });
}

/**
 * What a row opens: for seed 001, `{ kind: 'trees', rows: [{ tree, seed, value, guess, nodes,
 * leafEvals, tests, ms }] }` (the row's algorithm on each of its trees); for a Kalah game,
 * `{ kind: 'searches', rows: [{ number, firstPlayer, depth, evals, ttHits, nodes, tests }] }`.
 */
export function rowDetail(report, kind, open) {
  if (kind === 'kalah') {
    const row = report.rows[open.row];
    return {
      kind: 'searches',
      rows: (row?.root_searches ?? []).map((s) => ({
        number: s.number,
        firstPlayer: s.first_player,
        depth: s.depth,
        evals: s.evals,
        ttHits: s.tt_hits,
        nodes: s.nodes,
        tests: s.tests,
      })),
    };
  }
  return {
    kind: 'trees',
    rows: treesAt(report, open.depth).flatMap((t) => {
      const run = t.runs.find((r) => r.algorithm === open.algorithm);
      if (!run) return [];
      return [
        {
          tree: t.tree,
          seed: t.seed,
          value: t.value,
          guess: t.guess,
          nodes: run.nodes,
          leafEvals: run.leaf_evals,
          tests: run.tests,
          ms: run.ms,
        },
      ];
    }),
  };
}

/** `name` or `name:step` (an experiment's algorithm) as the engine config's fields. */
export function variantFields(variant) {
  const [algorithm, step] = String(variant).split(':');
  return step === undefined ? { algorithm } : { algorithm, step: Number(step) };
}

/**
 * The engine config (docs/engine-api.md) that opens one of a row's trees or root searches
 * in the visualiser, searched as the experiment searched it: its counters at the end are the
 * detail row's. `open` is the table row's, `item` the detail row.
 */
export function exploreConfig(report, kind, open, item) {
  if (kind === 'kalah') {
    const row = report.rows[open.row];
    return {
      game: {
        kind: 'kalah-match',
        program: row.algo,
        depths: [row.d1, row.d2],
        search: item.number,
        negascoutEnd: report.negascout_end,
      },
    };
  }
  const s = report.search_settings;
  // only the settings the algorithm takes: the core refuses the others
  return applicable({
    game: {
      kind: 'random',
      branching: s.branching,
      depth: open.depth,
      seed: item.seed,
      order: s.order,
      values: s.values,
      min: s.min,
      max: s.max,
    },
    ...variantFields(open.algorithm),
    guess: item.guess,
    ttSize: s.tt_size,
    maxVisits: s.max_visits,
  });
}

/**
 * The charts' series: `nodes` (total nodes against depth per algorithm, as seed 001's
 * Figure 1; Kalah: evaluations against depth for the games with d1 = d2) and `tests` (mean
 * tests per search against depth, for the algorithms that make null-window tests). Each
 * series `{ name, points: [{ x, y }] }`.
 */
export function chartSeries(report, kind) {
  const byName = (rows, name, x, y) => {
    const series = new Map();
    for (const r of rows) {
      const n = name(r);
      if (!series.has(n)) series.set(n, []);
      series.get(n).push({ x: x(r), y: y(r) });
    }
    return [...series].map(([n, points]) => ({ name: n, points }));
  };
  if (kind === 'kalah') {
    const same = report.rows.filter((r) => r.d1 === r.d2);
    return {
      nodes: byName(
        same,
        (r) => r.algo,
        (r) => r.d1,
        (r) => r.evals,
      ),
      tests: [],
    };
  }
  const rows = tableRows(report, kind);
  return {
    nodes: byName(
      rows,
      (r) => r.cells.algorithm,
      (r) => r.cells.depth,
      (r) => r.cells.nodes,
    ),
    // an algorithm without null-window tests of its own (NegaScout, alpha-beta) has no line
    tests: byName(
      rows,
      (r) => r.cells.algorithm,
      (r) => r.cells.depth,
      (r) => r.cells.testsMean,
    ).filter((s) => s.points.some((p) => p.y > 0)),
  };
}
