// The Experiments tab's reading of small reports written by hand, one per kind (issue 18,
// item 6: mutation testing). The engine-made reports of experiment-report.test.js are
// random-tree ones; Stryker found that nothing checked a minimal-tree, steps or Kalah
// table's columns, a seed figure missing or 0, a Kalah row without root searches, or the
// Kalah charts. Each expected value is read off the hand-made report.
import { describe, expect, it } from 'vitest';
import {
  COLUMNS,
  chartSeries,
  negascoutExcess,
  rowDetail,
  tableRows,
} from './experiment-report.js';

const RANDOM = {
  rows: [
    {
      depth: 3,
      algorithm: 'alphabeta-tt',
      trees: 2,
      nodes: 40,
      leaf_evals: 20,
      tests_mean: 1,
      tests_max: 1,
      ms: 1,
    },
    {
      depth: 3,
      algorithm: 'mtdf',
      trees: 2,
      nodes: 30,
      leaf_evals: 15,
      tests_mean: 0,
      tests_max: 0,
      ms: 1,
    },
    {
      depth: 4,
      algorithm: 'mtdf',
      trees: 2,
      nodes: 90,
      leaf_evals: 45,
      tests_mean: 3,
      tests_max: 4,
      ms: 2,
    },
    {
      depth: 4,
      algorithm: 'minimax',
      trees: 2,
      nodes: 200,
      leaf_evals: 81,
      tests_mean: 1,
      tests_max: 1,
      ms: 2,
    },
    {
      depth: 4,
      algorithm: 'negascout-tt',
      trees: 2,
      nodes: 95,
      leaf_evals: 50,
      tests_mean: 1,
      tests_max: 1,
      ms: 2,
    },
    {
      depth: 4,
      algorithm: 'alphabeta',
      trees: 2,
      nodes: 100,
      leaf_evals: 60,
      tests_mean: 1,
      tests_max: 1,
      ms: 2,
    },
  ],
  per_tree: [
    {
      depth: 4,
      tree: 0,
      seed: 11,
      value: 5,
      guess: 0,
      runs: [{ algorithm: 'alphabeta', nodes: 50, leaf_evals: 30, tests: 1, ms: 1 }],
    },
    {
      depth: 4,
      tree: 1,
      seed: 12,
      value: 7,
      guess: 0,
      runs: [{ algorithm: 'mtdf', nodes: 45, leaf_evals: 20, tests: 3, ms: 1 }],
    },
  ],
};

const side = (nodes) => ({ nodes, leaf_evals: nodes / 2, tests_mean: 2, ms: 1 });
const MINIMAL = {
  rows: [
    {
      depth: 3,
      trees: 1,
      minimal_nodes: 10,
      mtdf: side(11),
      negascout: side(12),
      seed: { mtd_nodes: 10, negascout_nodes: 12 },
    },
    { depth: 4, trees: 1, minimal_nodes: 20, mtdf: side(21), negascout: side(22) },
    {
      depth: 5,
      trees: 1,
      minimal_nodes: 30,
      mtdf: side(31),
      negascout: side(32),
      seed: { mtd_nodes: 0, negascout_nodes: null },
    },
  ],
};

const STEPS = {
  guesses: [{ depth: 3, trees: 7 }],
  rows: [
    {
      depth: 3,
      algorithm: 'mtd-f-step:25',
      nodes: 50,
      nodes_vs_negascout: 1.1,
      leaf_evals_vs_negascout: 1.2,
      time_vs_negascout: 1.3,
      tests_mean: 4,
      tests_max: 6,
      seed: { nodes_vs_negascout: 1.1, time_vs_negascout: 0.9, tests_mean: 3.5 },
    },
    {
      depth: 4,
      algorithm: 'negascout',
      nodes: 80,
      nodes_vs_negascout: 1,
      leaf_evals_vs_negascout: 1,
      time_vs_negascout: 1,
      tests_mean: 1,
      tests_max: 1,
    },
  ],
};

const KALAH = {
  rows: [
    {
      algo: 'ab',
      d1: 2,
      d2: 2,
      evals: 40,
      printed_evals: 40,
      tt_hits: 0,
      printed_tt_hits: 0,
      verdict: 'agrees',
      nodes: 60,
      searches: 3,
      root_searches: [
        { number: 1, first_player: 'south', depth: 2, evals: 13, tt_hits: 0, nodes: 20, tests: 1 },
      ],
    },
    {
      algo: 'ab',
      d1: 2,
      d2: 3,
      evals: 70,
      printed_evals: 71,
      tt_hits: 0,
      printed_tt_hits: 0,
      verdict: 'differs',
      reason: 'ties',
      nodes: 90,
      searches: 3,
      ms: 4,
    },
    {
      algo: 'mtd',
      d1: 3,
      d2: 3,
      evals: 50,
      printed_evals: null,
      tt_hits: 9,
      printed_tt_hits: null,
      verdict: 'unprinted',
      nodes: 70,
      searches: 3,
    },
  ],
};

describe('tableRows: a cell for every column, of every kind', () => {
  it.each([
    ['random', RANDOM],
    ['minimal', MINIMAL],
    ['steps', STEPS],
    ['kalah', KALAH],
  ])('%s', (kind, report) => {
    for (const row of tableRows(report, kind)) {
      expect(Object.keys(row.cells)).toEqual(COLUMNS[kind]);
    }
  });
});

describe('tableRows: what each kind reads', () => {
  it('random: a wide-window algorithm makes no tests of its own (none, not 1)', () => {
    const tests = tableRows(RANDOM, 'random').map((r) => [r.cells.algorithm, r.cells.testsMean]);
    expect(tests).toEqual([
      ['alphabeta-tt', null],
      ['mtdf', 0],
      ['mtdf', 3],
      ['minimax', null],
      ['negascout-tt', null],
      ['alphabeta', null],
    ]);
  });

  it('minimal: the seed’s nodes beside ours, flagged only where both are there and differ', () => {
    const rows = tableRows(MINIMAL, 'minimal');
    expect(rows.map((r) => [r.key, r.cells.seedNodes, r.cells.difference, r.flag])).toEqual([
      ['3 mtdf', 10, 0.1, 'differs'],
      ['3 negascout', 12, 0, null],
      ['4 mtdf', null, null, null],
      ['4 negascout', null, null, null],
      ['5 mtdf', 0, null, null],
      ['5 negascout', null, null, null],
    ]);
    expect(rows[0].open).toEqual({ depth: 3, algorithm: 'mtdf' });
  });

  it('steps: the trees per depth from the guesses, the seed’s ratios, no flag when equal', () => {
    const [first, second] = tableRows(STEPS, 'steps');
    expect(first.key).toBe('3 mtd-f-step:25');
    expect(first.cells).toMatchObject({
      trees: 7,
      seedNodesRatio: 1.1,
      seedTimeRatio: 0.9,
      seedTests: 3.5,
      difference: 0,
    });
    expect(first.flag).toBeNull();
    expect(first.open).toEqual({ depth: 3, algorithm: 'mtd-f-step:25' });
    expect(second.cells).toMatchObject({ trees: null, seedTimeRatio: null, seedTests: null });
    expect(tableRows({ rows: STEPS.rows }, 'steps')[0].cells.trees).toBeNull();
  });

  it('kalah: the time when measured, a flag only where the seed printed otherwise', () => {
    const rows = tableRows(KALAH, 'kalah');
    expect(rows.map((r) => [r.key, r.cells.ms, r.flag, r.reason])).toEqual([
      ['ab 2 2', null, null, null],
      ['ab 2 3', 4, 'differs', 'ties'],
      ['mtd 3 3', null, null, null],
    ]);
  });
});

describe('negascoutExcess', () => {
  it('only for random trees, only at depths with both rows, only where NegaScout did worse', () => {
    const report = {
      rows: [
        { depth: 3, algorithm: 'negascout', nodes: 50, researches: 2 },
        { depth: 4, algorithm: 'negascout', nodes: 90 },
        { depth: 4, algorithm: 'alphabeta', nodes: 80 },
        { depth: 5, algorithm: 'alphabeta', nodes: 10 },
      ],
    };
    expect(negascoutExcess(report, 'random')).toEqual([
      { depth: 4, negascout: 90, alphabeta: 80, researches: null },
    ]);
    expect(negascoutExcess(report, 'steps')).toEqual([]);
  });
});

describe('rowDetail', () => {
  it('a Kalah row’s root searches, none when the report has none', () => {
    expect(rowDetail(KALAH, 'kalah', { row: 0 })).toEqual({
      kind: 'searches',
      rows: [
        { number: 1, firstPlayer: 'south', depth: 2, evals: 13, ttHits: 0, nodes: 20, tests: 1 },
      ],
    });
    expect(rowDetail(KALAH, 'kalah', { row: 1 })).toEqual({ kind: 'searches', rows: [] });
  });

  it('a random row’s trees: only those the row’s algorithm ran on', () => {
    expect(rowDetail(RANDOM, 'random', { depth: 4, algorithm: 'mtdf' })).toEqual({
      kind: 'trees',
      rows: [{ tree: 1, seed: 12, value: 7, guess: 0, nodes: 45, leafEvals: 20, tests: 3, ms: 1 }],
    });
  });
});

describe('chartSeries', () => {
  it('Kalah: evaluations against depth for the games with d1 = d2, no tests chart', () => {
    expect(chartSeries(KALAH, 'kalah')).toEqual({
      nodes: [
        { name: 'ab', points: [{ x: 2, y: 40 }] },
        { name: 'mtd', points: [{ x: 3, y: 50 }] },
      ],
      tests: [],
    });
  });

  it('a tests line is kept where some of its points are above 0', () => {
    const { tests } = chartSeries(RANDOM, 'random');
    expect(tests).toEqual([
      {
        name: 'mtdf',
        points: [
          { x: 3, y: 0 },
          { x: 4, y: 3 },
        ],
      },
    ]);
  });
});

describe('tableRows: nodes per second, as the core gave it (issue 23)', () => {
  it('reads each kind’s nodes_per_s, null where the core gave none', () => {
    const rate = (report, kind) => tableRows(report, kind).map((r) => r.cells.nodesPerS);
    const random = {
      rows: RANDOM.rows.slice(0, 2).map((r, i) => ({ ...r, nodes_per_s: i + 0.5 })),
    };
    expect(rate(random, 'random')).toEqual([0.5, 1.5]);
    const minimal = {
      rows: [
        {
          ...MINIMAL.rows[1],
          mtdf: { ...side(21), nodes_per_s: 7e6 },
          negascout: { ...side(22), nodes_per_s: 9e6 },
        },
      ],
    };
    expect(rate(minimal, 'minimal')).toEqual([7e6, 9e6]);
    const steps = { ...STEPS, rows: [{ ...STEPS.rows[0], nodes_per_s: 3e6 }, STEPS.rows[1]] };
    expect(rate(steps, 'steps')).toEqual([3e6, null]);
    const kalah = { rows: [KALAH.rows[0], { ...KALAH.rows[1], nodes_per_s: 2e6 }] };
    expect(rate(kalah, 'kalah')).toEqual([null, 2e6]);
  });
});
