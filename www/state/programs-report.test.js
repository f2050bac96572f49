// The programs' experiment in the Experiments tab: the tab's core (the wasm `Experiment` in
// Node) gives the CLI's numbers (e2e/fixtures/experiment-programs.json, which a Rust test
// keeps equal to what `mtdlab experiment programs … --json` prints), and the tab's tables
// and figures are read from that report: cells, series, the line at 1, the ablation matrix,
// the first guesses, in English and Japanese.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadExperiments } from '../testing/wasm-engine.js';
import { readExperimentFields } from '../app/experiment-settings.js';
import { programsCell } from '../app/programs-view.js';
import { experimentLabels } from '../i18n/experiments.js';
import { fieldMessages } from '../i18n/field-messages.js';
import { lineName, programsLabels } from '../i18n/programs-experiment.js';
import { layoutRatioChart } from '../layout/ratio-chart.js';
import {
  PROGRAM_LINES,
  ablationMatrix,
  deepest,
  guessTable,
  programRows,
  ratioSeries,
} from './programs-report.js';

const FIXTURE = JSON.parse(
  readFileSync(new URL('../../e2e/fixtures/experiment-programs.json', import.meta.url), 'utf8'),
);
const CLI = FIXTURE.json;
const flag = (name) => Number(FIXTURE.cli[FIXTURE.cli.indexOf(name) + 1]);

/** `v` without its times (they differ run by run). */
const TIMES = ['ms', 'wall_ms', 'threads', 'nodes_per_s', 'time_ratio'];
function untimed(v) {
  if (Array.isArray(v)) return v.map(untimed);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !TIMES.includes(k))
        .map(([k, x]) => [k, untimed(x)]),
    );
  return v;
}

let core;
beforeAll(async () => {
  core = await loadExperiments();
});

describe("the tab's programs experiment", () => {
  it("gives the CLI's numbers for the fixture's flags, as the tab's fields make the config", () => {
    const t = experimentLabels('en');
    const { config, error } = readExperimentFields(
      'programs',
      { positions: String(flag('--positions')), depth: String(flag('--depth')), seed: '1' },
      { labels: t, messages: fieldMessages('en') },
    );
    expect(error).toBeUndefined();
    const e = new core.Experiment(config);
    let steps = 0;
    while (!e.done) {
      const p = e.step();
      expect(p.done).toBeLessThanOrEqual(p.total);
      steps++;
    }
    const report = e.report();
    e.free();
    // a unit is one position by one line: the programs, each with each of four
    // enhancements off, three first guesses
    expect(steps).toBe(flag('--positions') * (4 + 4 * 4 + 3));
    expect(untimed(report)).toEqual(untimed(CLI));
    // the wasm's times are measured: every row has a time
    expect(report.rows.every((r) => typeof r.ms === 'number')).toBe(true);
  });

  it('refuses a depth out of range, naming the field', () => {
    const t = experimentLabels('en');
    const r = readExperimentFields(
      'programs',
      { positions: '3', depth: '11', seed: '1' },
      { labels: t, messages: fieldMessages('en') },
    );
    expect(r.field).toBe('depth');
    expect(r.error).toContain(t.depth);
  });
});

describe("the programs' tables and figures", () => {
  it('lists every row of the report with its numbers', () => {
    const rows = programRows(CLI);
    expect(rows).toHaveLength(4 * flag('--depth'));
    const r = CLI.rows[5];
    expect(rows[5].key).toBe(`${r.depth} ${r.line}`);
    expect(rows[5].cells.nodes).toBe(r.nodes);
    expect(programsCell('nodes', r.nodes, 'en')).toBe(r.nodes.toLocaleString('en'));
    expect(programsCell('nodesRatio', r.nodes_ratio, 'en')).toBe(r.nodes_ratio.toFixed(3));
    expect(programsCell('testsMean', null, 'en')).toBe('—');
    expect(programsCell('nodesPerS', 12_345_678, 'en')).toBe('12.35 M');
    expect(programsCell('line', 'id-mtdf -tt', 'en')).toBe('ID-MTD(f), no TT');
    expect(programsCell('line', 'id-mtdf guess=0', 'ja')).toBe('反復深化 MTD(f) (0)');
  });

  it('draws one line per program, a point per depth, y the ratio, with the line at 1', () => {
    for (const field of ['leaves_ratio', 'nodes_ratio']) {
      const series = ratioSeries(CLI, field);
      expect(series.map((s) => s.name)).toEqual(PROGRAM_LINES);
      for (const s of series) {
        expect(s.points.map((p) => p.x)).toEqual([1, 2, 3, 4]);
        const rows = CLI.rows.filter((r) => r.line === s.name);
        expect(s.points.map((p) => p.y)).toEqual(rows.map((r) => r[field]));
      }
      // aspiration NegaScout is the base: 1 at every depth
      expect(series[1].points.every((p) => p.y === 1)).toBe(true);
      const layout = layoutRatioChart(series, { width: 420, height: 240 });
      // the base's dots lie on the reference line
      for (const p of layout.series[1].points) expect(p.py).toBeCloseTo(layout.reference.py, 9);
      // a smaller ratio is drawn lower (a larger py)
      const mtdf = layout.series[0].points.at(-1);
      const ratio = series[0].points.at(-1).y;
      expect(mtdf.py > layout.reference.py).toBe(ratio < 1);
    }
    // time: a point only where the row and aspiration NegaScout both took 1 ms or more
    const timed = {
      rows: [
        {
          depth: 1,
          line: 'id-mtdf',
          positions: 3,
          base: 'id-aspiration-negascout',
          ms: 0.4,
          time_ratio: 4,
        },
        {
          depth: 1,
          line: 'id-aspiration-negascout',
          positions: 3,
          base: 'id-aspiration-negascout',
          ms: 0.1,
          time_ratio: 1,
        },
        {
          depth: 2,
          line: 'id-mtdf',
          positions: 3,
          base: 'id-aspiration-negascout',
          ms: 1.5,
          time_ratio: 0.5,
        },
        {
          depth: 2,
          line: 'id-aspiration-negascout',
          positions: 3,
          base: 'id-aspiration-negascout',
          ms: 3,
          time_ratio: 1,
        },
      ],
    };
    expect(ratioSeries(timed, 'time_ratio')).toEqual([
      { name: 'id-mtdf', points: [{ x: 2, y: 0.5 }] },
      { name: 'id-aspiration-negascout', points: [{ x: 2, y: 1 }] },
    ]);
    // its axis spans the report's depths all the same, as the other figures' do
    const sized = { width: 420, height: 240 };
    const timeLayout = layoutRatioChart(ratioSeries(timed, 'time_ratio'), { ...sized, xs: [1, 2] });
    expect(timeLayout.xTicks.map((t) => t.value)).toEqual([1, 2]);
    expect(timeLayout.series.map((s) => s.name)).toEqual(['id-mtdf', 'id-aspiration-negascout']);
  });

  it('puts the ablation at the deepest depth as a program × enhancement matrix', () => {
    const d = deepest(CLI);
    expect(d).toBe(flag('--depth'));
    const m = ablationMatrix(CLI, d);
    expect(m.programs).toEqual(PROGRAM_LINES);
    // this core has no history heuristic: it is not in the ablation, and the report says so
    expect(m.enhancements).toEqual(
      CLI.history ? ['tt', 'tt-move-first', 'history', 'id'] : ['tt', 'tt-move-first', 'id'],
    );
    const cell = m.cell('id-mtdf', 'tt');
    const row = CLI.ablation.find((r) => r.depth === d && r.line === 'id-mtdf -tt');
    const { time_ratio: shown, ...rest } = cell;
    const { time_ratio: measured, ...same } = row;
    expect(rest).toEqual(same);
    // a time ratio is shown only where both searches took 1 ms or more
    const base = CLI.rows.find((r) => r.depth === d && r.line === 'id-mtdf');
    expect(shown).toBe(row.ms >= 1 && base.ms >= 1 ? measured : null);
    expect(row.base).toBe('id-mtdf');
  });

  it("sets MTD(f)'s first guesses beside the previous iteration's value", () => {
    const rows = guessTable(CLI);
    expect(rows).toHaveLength(3 * flag('--depth'));
    const [prev, two, zero] = rows.slice(-3);
    expect([prev.cells.guess, two.cells.guess, zero.cells.guess]).toEqual([
      'previous',
      'two-back',
      '0',
    ]);
    const previous = CLI.guesses.find((r) => r.depth === 4 && r.line === 'id-mtdf guess=previous');
    expect(prev.cells.testsMean).toBe(previous.tests_mean);
    expect(prev.cells.nodesRatio).toBe(1);
    const zeroRow = CLI.guesses.find((r) => r.depth === 4 && r.line === 'id-mtdf guess=0');
    expect(zero.cells.nodesRatio).toBe(zeroRow.nodes_ratio);
    expect(zero.cells.nodes / previous.nodes).toBeCloseTo(zeroRow.nodes_ratio, 12);
  });

  it('has every word in English and Japanese', () => {
    const en = programsLabels('en');
    const ja = programsLabels('ja');
    const keys = (o) => Object.keys(o).sort();
    expect(keys(ja)).toEqual(keys(en));
    for (const k of ['programs', 'enhancements', 'guesses', 'columns', 'figures', 'guessColumns'])
      expect(keys(ja[k])).toEqual(keys(en[k]));
    for (const line of PROGRAM_LINES) expect(lineName(line, 'ja')).not.toBe(lineName(line, 'en'));
    const t = experimentLabels('ja');
    expect(t.kinds.programs).toBeTruthy();
    expect(t.about.programs).toBeTruthy();
  });
});
