// The programs' experiment's report in the Experiments tab (src/experiment/programs.rs):
// the programs' table, Plaat et al.'s three figures (leaves, nodes, time as ratios to
// aspiration NegaScout against depth, with the line at 1), the ablation at the deepest
// depth as a program × enhancement matrix, and ID-MTD(f)'s first guesses. Every number is
// the report's; this file only lays it out.
import { programsLabels, lineName } from '../i18n/programs-experiment.js';
import { experimentLabels } from '../i18n/experiments.js';
import { fixed } from '../i18n/values.js';
import { layoutRatioChart } from '../layout/ratio-chart.js';
import { renderExperimentChart } from '../render/experiment-chart.js';
import { html, svg } from '../render/svg.js';
import {
  PROGRAMS_COLUMNS,
  RATIO_FIGURES,
  ablationMatrix,
  deepest,
  GUESS_COLUMNS,
  guessTable,
  programRows,
  ratioSeries,
} from '../state/programs-report.js';

/** A cell's text in `lang` (null: "—"). */
export function programsCell(key, value, lang) {
  if (value === null || value === undefined) return '—';
  const n = (v, digits) => fixed(v, digits, lang);
  switch (key) {
    case 'line':
      return lineName(value, lang);
    case 'leavesRatio':
    case 'nodesRatio':
    case 'ttHitsRatio':
    case 'timeRatio':
      return n(value, 3);
    case 'testsMean':
      return n(value, 2);
    case 'ms':
      return n(value, 1);
    case 'nodesPerS':
      return `${n(value / 1e6, 2)} M`;
    default:
      return typeof value === 'number' ? value.toLocaleString(lang) : String(value);
  }
}

const table = (id, head, rows) =>
  html('div', { class: 'exp-scroll' }, [
    html('table', { class: 'exp-table', id }, [
      html('thead', {}, [
        html(
          'tr',
          {},
          head.map((h) => html('th', { scope: 'col', text: h })),
        ),
      ]),
      html('tbody', {}, rows),
    ]),
  ]);

const td = (key, value, lang) =>
  html('td', {
    'data-col': key,
    class: typeof value === 'number' || value === null ? 'num' : null,
    text: programsCell(key, value, lang),
  });

/** A ratio figure: the paper's chart, one line per program, with the line y = 1. */
function ratioFigure(report, field, { lang, w, width, height }) {
  const series = ratioSeries(report, field);
  if (series.length === 0) return null;
  const layout = layoutRatioChart(series, { width, height, xs: [1, deepest(report)] });
  const figure = renderExperimentChart(layout, {
    id: `exp-chart-${field.replace('_ratio', '')}`,
    width,
    height,
    title: w.figures[field],
    xLabel: experimentLabels(lang).depthAxis,
    yLabel: w.ratioAxis,
    tick: (v) => v.toLocaleString(lang, { maximumFractionDigits: 2 }),
    name: (s) => lineName(s, lang),
  });
  if (layout.reference) {
    const { box } = layout;
    const y = layout.reference.py.toFixed(1);
    figure.querySelector('svg').append(
      svg('line', {
        class: 'reference',
        x1: box.left,
        x2: box.right,
        y1: y,
        y2: y,
        stroke: 'currentColor',
        'stroke-width': 1,
      }),
    );
  }
  return figure;
}

/** The report's parts, in order, as elements for the tab's results. */
export function programsReportView(report, lang) {
  const w = programsLabels(lang);
  const out = [];
  const missing = ['history', 'aspiration'].filter((k) => report[k] === false);
  if (missing.length)
    out.push(
      html('p', {
        class: 'exp-why',
        id: 'exp-programs-missing',
        text: w.missing(missing.map((k) => w.missingWords[k])),
      }),
    );
  out.push(html('h3', { text: `${w.mainHead} — ${w.positions(report.positions.length)}` }));
  out.push(
    table(
      'exp-table',
      PROGRAMS_COLUMNS.map((c) => w.columns[c]),
      programRows(report).map((row) =>
        html(
          'tr',
          { 'data-key': row.key },
          PROGRAMS_COLUMNS.map((c) => td(c, row.cells[c], lang)),
        ),
      ),
    ),
  );
  const size = { lang, w, width: 420, height: 240 };
  const figures = RATIO_FIGURES.map((f) => ratioFigure(report, f, size)).filter(Boolean);
  if (figures.length) {
    out.push(html('div', { class: 'exp-charts', id: 'exp-charts' }, figures));
    out.push(html('p', { class: 'exp-help', text: w.timeNote }));
  }
  const d = deepest(report);
  const m = ablationMatrix(report, d);
  if (m.enhancements.length) {
    out.push(html('h3', { text: w.ablationHead(d) }));
    const ratio = (v) => programsCell('nodesRatio', v, lang);
    out.push(
      table(
        'exp-ablation',
        [w.ablationProgram, ...m.enhancements.map((e) => w.enhancements[e] ?? e)],
        m.programs.map((p) =>
          html('tr', { 'data-program': p }, [
            html('th', { scope: 'row', text: lineName(p, lang) }),
            ...m.enhancements.map((e) => {
              const r = m.cell(p, e);
              return html('td', {
                'data-off': e,
                class: 'num',
                text: r
                  ? w.ablationCell(
                      ratio(r.nodes_ratio),
                      ratio(r.time_ratio),
                      programsCell('nodesPerS', r.nodes_per_s, lang),
                    )
                  : '—',
              });
            }),
          ]),
        ),
      ),
    );
  }
  const guesses = guessTable(report);
  if (guesses.length) {
    out.push(html('h3', { text: w.guessesHead }));
    out.push(
      table(
        'exp-guesses',
        GUESS_COLUMNS.map((c) => w.guessColumns[c]),
        guesses.map((row) =>
          html(
            'tr',
            { 'data-key': row.key },
            GUESS_COLUMNS.map((c) =>
              c === 'guess'
                ? html('td', { 'data-col': c, text: w.guesses[row.cells.guess] })
                : td(c, row.cells[c], lang),
            ),
          ),
        ),
      ),
    );
  }
  return out;
}
