// The Experiments tab's reading of a report, on reports made by the real core (the wasm
// `Experiment` in Node) and on the CLI's own JSON (e2e/fixtures/experiment-random.json).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, loadExperiments } from '../testing/wasm-engine.js';
import {
  chartSeries,
  exploreConfig,
  negascoutExcess,
  rowDetail,
  tableRows,
} from './experiment-report.js';
import { cellText } from '../app/experiments.js';
import { experimentLabels } from '../i18n/experiments.js';

const FIXTURE = JSON.parse(
  readFileSync(new URL('../../e2e/fixtures/experiment-random.json', import.meta.url), 'utf8'),
);
/** The fixture's CLI flags as the runner's config. */
const FIXTURE_CONFIG = {
  kind: 'random',
  trees: 4,
  branching: 6,
  depths: [3, 4],
  seed: 1,
  per_tree: true,
};

/** The Experiments tab's core (Experiment) and the page's (Session), as in the browser. */
let core;
beforeAll(async () => {
  core = { ...(await loadCore()), ...(await loadExperiments()) };
});

/** The core's report on `config`, every unit stepped. */
function run(config) {
  const e = new core.Experiment(config);
  let steps = 0;
  while (!e.done) {
    const p = e.step();
    expect(p.done).toBeLessThanOrEqual(p.total);
    steps++;
  }
  expect(steps).toBeGreaterThanOrEqual(e.progress().total);
  const report = e.report();
  e.free();
  return report;
}

/** A session of `config` run to its end: its summary. */
function solveInSession(config) {
  const s = new core.Session(config);
  while (!s.runSome(100));
  const summary = s.summary();
  s.free();
  return summary;
}

// the times, and the rates worked out from them, differ between any two runs
const untimed = (rows) =>
  rows.map(
    // eslint-disable-next-line no-unused-vars
    ({ ms, nodes_per_s, ...r }) => (expect(ms).toBeTypeOf('number'), r),
  );

describe('the Experiment of the wasm core', () => {
  it("gives the CLI's rows on the CLI's config (the e2e fixture)", () => {
    const report = run(FIXTURE_CONFIG);
    expect(untimed(report.rows)).toEqual(untimed(FIXTURE.json.rows));
    expect(report.per_tree.map((t) => [t.depth, t.tree, t.value, t.guess])).toEqual(
      FIXTURE.json.per_tree.map((t) => [t.depth, t.tree, t.value, t.guess]),
    );
    expect(report.search_settings).toEqual(FIXTURE.json.settings);
  });

  it('refuses a bad config with an Error naming the field', () => {
    expect(() => new core.Experiment({ kind: 'random', trees: 0 })).toThrow(
      'trees: 0 is out of range',
    );
    expect(() => new core.Experiment({ kind: 'chess' })).toThrow('kind: "chess"');
    expect(() => new core.Experiment({ kind: 'random', max_work: 1000 })).toThrow(
      /^max-work: these searches visit at least/,
    );
  });
});

describe('tableRows, rowDetail, exploreConfig, chartSeries', () => {
  it('reads the random experiment per depth and algorithm, as the CLI prints it', () => {
    const rows = tableRows(FIXTURE.json, 'random');
    expect(rows.map((r) => r.key)).toEqual(
      FIXTURE.json.rows.map((r) => `${r.depth} ${r.algorithm}`),
    );
    const first = FIXTURE.json.rows[0];
    expect(rows[0].cells).toEqual({
      depth: first.depth,
      algorithm: first.algorithm,
      trees: 4,
      nodes: first.nodes,
      leafEvals: first.leaf_evals,
      testsMean: first.tests_mean,
      testsMax: first.tests_max,
      ms: first.ms,
      nodesPerS: first.nodes_per_s,
    });
    expect(rows.every((r) => r.flag === null)).toBe(true);
  });

  it('opens every tree of a row in a session whose counters are the row’s', () => {
    const report = run({ ...FIXTURE_CONFIG, algorithms: ['mtdf', 'mtd-f-step:25', 'negascout'] });
    for (const row of tableRows(report, 'random')) {
      const detail = rowDetail(report, 'random', row.open);
      expect(detail.rows).toHaveLength(4);
      expect(detail.rows.reduce((s, t) => s + t.nodes, 0)).toBe(row.cells.nodes);
      const tree = detail.rows[1];
      const s = solveInSession(exploreConfig(report, 'random', row.open, tree));
      expect([s.counters.nodes, s.counters.leafEvals, s.value]).toEqual([
        tree.nodes,
        tree.leafEvals,
        tree.value,
      ]);
      expect(s.tests.filter((t) => t.nullWindow).length).toBe(tree.tests);
    }
  });

  it("flags Table 1's rows that differ from the seed's, with the difference", () => {
    const report = run({ kind: 'minimal', branching: 50, depths: [5] });
    const rows = tableRows(report, 'minimal');
    expect(rows.map((r) => r.key)).toEqual(['5 mtdf', '5 negascout']);
    const [mtdf, ns] = rows;
    expect(mtdf.cells.seedNodes).toBe(135201);
    expect(ns.cells.seedNodes).toBe(135196);
    // NegaScout searches exactly the minimal tree; the seed's trees are not ours
    expect(ns.cells.nodes).toBe(ns.cells.minimalNodes);
    expect(ns.cells.difference).toBeCloseTo((ns.cells.nodes - 135196) / 135196);
    expect(mtdf.flag).toBe(mtdf.cells.nodes === 135201 ? null : 'differs');
  });

  it("puts Table 2's printed ratios beside ours", () => {
    const report = run({ kind: 'steps', trees: 3, branching: 6, depths: [4] });
    const rows = tableRows(report, 'steps');
    expect(rows).toHaveLength(9);
    const plus = rows.find((r) => r.cells.algorithm === 'mtd-plus');
    expect(plus.cells.seedNodesRatio).toBe(1.482);
    expect(plus.flag).toBe('differs');
    const step25 = rows.find((r) => r.cells.algorithm === 'mtd-f-step:25');
    expect(step25.cells.seedNodesRatio).toBeNull(); // the seed printed no MTD-f-step 25
    expect(step25.flag).toBeNull();
  });

  it('lists a Kalah game’s root searches, each opening with its counts', () => {
    const report = run({ kind: 'kalah', algos: ['mtdf'], depths: [3, 2], per_tree: true });
    const rows = tableRows(report, 'kalah');
    const row = rows.find((r) => r.key === 'mtdf 3 2');
    expect(row.cells.printedEvals).toBe(row.cells.evals);
    expect(row.flag).toBe('differs'); // the printed hits have two digits swapped
    expect(row.reason).toMatch(/transposed/);
    const detail = rowDetail(report, 'kalah', row.open);
    expect(detail.rows.reduce((s, r) => s + r.evals, 0)).toBe(row.cells.evals);
    expect(detail.rows.reduce((s, r) => s + r.ttHits, 0)).toBe(row.cells.ttHits);
    const search = detail.rows[2];
    const s = solveInSession(exploreConfig(report, 'kalah', row.open, search));
    expect([s.counters.leafEvals, s.counters.ttHits, s.counters.nodes]).toEqual([
      search.evals,
      search.ttHits,
      search.nodes,
    ]);
  });

  it('draws nodes and tests against depth per algorithm', () => {
    const series = chartSeries(FIXTURE.json, 'random');
    expect(series.nodes.map((s) => s.name)).toEqual([
      'mtdf',
      'negascout',
      'alphabeta',
      'negascout-tt',
    ]);
    const mtdf = FIXTURE.json.rows.filter((r) => r.algorithm === 'mtdf');
    expect(series.nodes[0].points).toEqual(mtdf.map((r) => ({ x: r.depth, y: r.nodes })));
    expect(series.tests[0].points).toEqual(mtdf.map((r) => ({ x: r.depth, y: r.tests_mean })));
    // NegaScout and alpha-beta make no null-window tests of their own: no line
    expect(series.tests.map((s) => s.name)).toEqual(['mtdf']);
  });
});

// issue 17, item 9: no "0.00" tests for the wide-window searches, and a sentence under the
// table, with the run's numbers, where NegaScout visited more nodes than alpha-beta
describe('the tests of wide-window searches, and why NegaScout can lose to alpha-beta', () => {
  const en = experimentLabels('en');

  it('shows "—" as the tests of alpha-beta and NegaScout, the MTD(f) means as numbers', () => {
    const text = (col) =>
      tableRows(FIXTURE.json, 'random').map((r) => [r.key, cellText(col, r.cells[col], 'en', en)]);
    // the CLI printed 3.0 and 3.75 for MTD(f), 0.0 for the others
    expect(text('testsMean')).toEqual([
      ['3 mtdf', '3.00'],
      ['3 negascout', '—'],
      ['3 alphabeta', '—'],
      ['3 negascout-tt', '—'],
      ['4 mtdf', '3.75'],
      ['4 negascout', '—'],
      ['4 alphabeta', '—'],
      ['4 negascout-tt', '—'],
    ]);
    expect(text('testsMax').map(([, t]) => t)).toEqual(['5', '—', '—', '—', '6', '—', '—', '—']);
  });

  it('shows nodes per second in millions, to a tenth (issue 23)', () => {
    expect(cellText('nodesPerS', 38_240_000, 'en', en)).toBe('38.2');
    expect(cellText('nodesPerS', 1_234_560_000, 'en', en)).toBe('1,234.6');
    expect(cellText('nodesPerS', null, 'en', en)).toBe('—');
    // a search shorter than the browser's clock resolves has no rate
    expect(cellText('nodesPerS', 0, 'en', en)).toBe('—');
  });

  it('says why, with the nodes and re-searches of the run, where NegaScout visits more', () => {
    const report = run(FIXTURE_CONFIG);
    // worked out here from the trees, not from the rows the sentence reads
    const sum = (depth, algorithm, field) =>
      report.per_tree
        .filter((t) => t.depth === depth)
        .map((t) => t.runs.find((r) => r.algorithm === algorithm)[field] ?? 0)
        .reduce((a, b) => a + b, 0);
    const expected = [3, 4].map((d) => ({
      depth: d,
      negascout: sum(d, 'negascout', 'nodes'),
      alphabeta: sum(d, 'alphabeta', 'nodes'),
      researches: sum(d, 'negascout', 'researches'),
    }));
    // the CLI's figures for these trees: NegaScout visits more at both depths
    expect(expected.map((x) => [x.negascout, x.alphabeta])).toEqual([
      [537, 401],
      [1878, 1312],
    ]);
    expect(expected.every((x) => x.researches > 0)).toBe(true);
    expect(negascoutExcess(report, 'random')).toEqual(expected);
    const sentence = en.negascoutWhy(negascoutExcess(report, 'random'));
    expect(sentence).toMatch(/^Why NegaScout visits more nodes than alpha-beta here: /);
    for (const x of expected)
      expect(sentence).toContain(
        `depth ${x.depth}, ${x.negascout.toLocaleString('en')} nodes against alpha-beta’s ${x.alphabeta.toLocaleString('en')}, with ${x.researches} re-searches`,
      );
    expect(experimentLabels('ja').negascoutWhy(negascoutExcess(report, 'random'))).toContain(
      `深さ 3 で 537 ノード (alpha-beta は 401 ノード)、再探索 ${expected[0].researches} 回`,
    );
  });

  it('says nothing where NegaScout visits no more than alpha-beta', () => {
    // best-first trees: NegaScout's scouts never fail high, it searches the minimal tree
    const report = run({ ...FIXTURE_CONFIG, order: 'best' });
    for (const d of [3, 4]) {
      const nodes = (a) =>
        report.per_tree
          .filter((t) => t.depth === d)
          .reduce((s, t) => s + t.runs.find((r) => r.algorithm === a).nodes, 0);
      expect(nodes('negascout')).toBeLessThanOrEqual(nodes('alphabeta'));
    }
    expect(negascoutExcess(report, 'random')).toEqual([]);
    // nor for one depth out of two, nor for the other experiments
    const rows = FIXTURE.json.rows.map((r) =>
      r.depth === 4 && r.algorithm === 'negascout' ? { ...r, nodes: 1312 } : r,
    );
    expect(negascoutExcess({ ...FIXTURE.json, rows }, 'random').map((x) => x.depth)).toEqual([3]);
    expect(negascoutExcess(run({ kind: 'minimal', branching: 4, depths: [3] }), 'minimal')).toEqual(
      [],
    );
  });
});
