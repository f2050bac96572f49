// The programs' experiment's report read for the Experiments tab (pure): the programs'
// rows as table cells, the series of Plaat et al.'s figures (one line per program, x the
// depth, y the ratio to aspiration NegaScout), the ablation at one depth as a matrix
// (program × enhancement off) and MTD(f)'s first guesses side by side. Every number is the
// core's (src/experiment/programs.rs); nothing is computed here but a choice of cells.

/** The four programs of the comparison, in the report's order. */
export const PROGRAM_LINES = Object.freeze([
  'id-mtdf',
  'id-aspiration-negascout',
  'id-negascout',
  'id-alphabeta',
]);

/** The base of the programs' ratios. */
export const BASE_LINE = 'id-aspiration-negascout';

/** The columns of the programs' table and of the first guesses' table. */
export const PROGRAMS_COLUMNS = Object.freeze([
  'depth',
  'line',
  'leafEvals',
  'nodes',
  'leavesRatio',
  'nodesRatio',
  'ttHitsRatio',
  'timeRatio',
  'nodesPerS',
  'testsMean',
  'ms',
]);

/** The least time (ms) of a row and of its base for its time ratio to be drawn: below it
 * the clock's tick (0.1 ms or coarser in a page) is the measurement. */
export const MIN_DRAWN_MS = 1;

/** The ratios drawn, one figure each (the paper's: leaves, total nodes, time). */
export const RATIO_FIGURES = Object.freeze(['leaves_ratio', 'nodes_ratio', 'time_ratio']);

/** The row of line `name` at `depth`, in any section of the report. */
function rowOf(report, name, depth) {
  return [...report.rows, ...(report.ablation ?? []), ...(report.guesses ?? [])].find(
    (r) => r.depth === depth && r.line === name,
  );
}

/** `r`'s time ratio to its base where both took at least [`MIN_DRAWN_MS`]; else null
 * (the clock's tick would be the measurement). */
export function timeRatioShown(report, r) {
  const base = rowOf(report, r.base, r.depth);
  return r.ms >= MIN_DRAWN_MS && base?.ms >= MIN_DRAWN_MS ? r.time_ratio : null;
}

/** A row of the report as table cells (camelCase keys; null: none). */
export function rowCells(r) {
  return {
    depth: r.depth,
    line: r.line,
    leafEvals: r.leaf_evals,
    nodes: r.nodes,
    leavesRatio: r.leaves_ratio,
    nodesRatio: r.nodes_ratio,
    ttHitsRatio: r.tt_hits_ratio,
    timeRatio: r.time_ratio,
    testsMean: r.tests_mean,
    ms: r.ms,
    nodesPerS: r.nodes_per_s,
  };
}

/** The programs' rows: `[{ key, cells }]`, depth by depth (a time ratio only where it
 * was measured, [`timeRatioShown`]). */
export function programRows(report) {
  return report.rows.map((r) => ({
    key: `${r.depth} ${r.line}`,
    cells: { ...rowCells(r), timeRatio: timeRatioShown(report, r) },
  }));
}

/** One figure's series: a line per program, a point per depth where the ratio exists (for
 * time, where the row and its base took at least [`MIN_DRAWN_MS`]). */
export function ratioSeries(report, field) {
  const timed = (r) => field !== 'time_ratio' || timeRatioShown(report, r) !== null;
  return PROGRAM_LINES.map((name) => ({
    name,
    points: report.rows
      .filter((r) => r.line === name && r.positions > 0 && typeof r[field] === 'number')
      .filter(timed)
      .map((r) => ({ x: r.depth, y: r[field] })),
  })).filter((s) => s.points.length > 0);
}

/** A line's name split: `{ program, off, guess }` (`id-mtdf -tt`, `id-mtdf guess=0`). */
export function lineParts(name) {
  const [program, ...rest] = name.split(' ');
  const off = rest.find((x) => x.startsWith('-'))?.slice(1) ?? null;
  const guess = rest.find((x) => x.startsWith('guess='))?.slice(6) ?? null;
  return { program, off, guess };
}

/** The deepest depth with rows. */
export function deepest(report) {
  return report.rows.reduce((d, r) => Math.max(d, r.positions > 0 ? r.depth : 0), 0);
}

/**
 * The ablation at `depth` as a matrix: `{ programs, enhancements, cell(program, off) }`, each
 * cell the row of `program` with `off` off (its ratios to the program with everything, the
 * time ratio as [`timeRatioShown`] gives it), or null where the line was not run.
 */
export function ablationMatrix(report, depth) {
  const at = report.ablation.filter((r) => r.depth === depth);
  const enhancements = [];
  for (const r of at) {
    const { off } = lineParts(r.line);
    if (off && !enhancements.includes(off)) enhancements.push(off);
  }
  const cell = (program, off) => {
    const r = at.find((x) => {
      const p = lineParts(x.line);
      return p.program === program && p.off === off;
    });
    return r ? { ...r, time_ratio: timeRatioShown(report, r) } : null;
  };
  return { depth, programs: PROGRAM_LINES.slice(), enhancements, cell };
}

/** The columns of the first guesses' table. */
export const GUESS_COLUMNS = Object.freeze([
  'depth',
  'guess',
  'testsMean',
  'nodes',
  'nodesRatio',
  'timeRatio',
  'nodesPerS',
]);

/**
 * The first guesses' table: `[{ key, cells }]`, per depth ID-MTD(f) from the previous
 * iteration's value (the base, ratio 1), the value two iterations back and 0, each
 * iterated one run per depth without the history heuristic (src/experiment/lines.rs).
 */
export function guessTable(report) {
  return report.guesses
    .filter((r) => r.positions > 0)
    .map((row) => {
      const guess = lineParts(row.line).guess;
      return {
        key: `${row.depth} ${guess}`,
        cells: {
          depth: row.depth,
          guess,
          testsMean: row.tests_mean,
          nodes: row.nodes,
          nodesRatio: row.nodes_ratio,
          timeRatio: timeRatioShown(report, row),
          nodesPerS: row.nodes_per_s,
        },
      };
    });
}
