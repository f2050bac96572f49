// The Experiments tab: seed 001's random-tree experiment, its Table 1 and Table 2, and seed
// 003's Kalah table, run by the core's runner (src/experiment/runner.rs) in a worker of its
// own, with a progress bar and Cancel (which terminates that worker: the page and the other
// tabs go on). The report is shown as a table (the seed's figures beside ours, differences
// flagged) and charts; a row lists its trees or root searches, and each opens in the Explore
// tab with the counts of its row. No search here: every number is the core's.
import { isCancelled } from '../engine/client.js';
import { showWorkers } from './experiment-workers.js';
import { algorithmName } from '../i18n/narrate.js';
import { experimentLabels } from '../i18n/experiments.js';
import { fixed } from '../i18n/values.js';
import { fieldMessages } from '../i18n/field-messages.js';
import { layoutChart } from '../layout/log-chart.js';
import { renderExperimentChart } from '../render/experiment-chart.js';
import { html } from '../render/svg.js';
import {
  COLUMNS,
  chartSeries,
  exploreConfig,
  negascoutExcess,
  rowDetail,
  tableRows,
  variantFields,
} from '../state/experiment-report.js';
import {
  EXPERIMENT_DEFAULTS,
  EXPERIMENT_KINDS,
  EXPERIMENT_RANGES,
  KALAH_DEPTH_RANGE,
  KALAH_PROGRAMS,
  NUMBER_FIELDS,
  RANDOM_ALGORITHMS,
  readExperimentFields,
} from './experiment-settings.js';
import { programsLabels } from '../i18n/programs-experiment.js';
import { programsReportView } from './programs-view.js';

const FIELD_IDS = {
  trees: 'exp-trees',
  branching: 'exp-branching',
  depthFrom: 'exp-depth-from',
  depthTo: 'exp-depth-to',
  seed: 'exp-seed',
  positions: 'exp-positions',
  depth: 'exp-depth',
};

/** An experiment's algorithm as the page names it (`mtd-f-step:25` → "MTD-f-step 25"). */
export function variantName(variant) {
  const { algorithm, step } = variantFields(variant);
  const name = algorithmName(algorithm);
  return step === undefined ? name : `${name} ${step}`;
}

/** A cell's text in `lang` (null: "—", none, e.g. the tests of a wide-window search). */
export function cellText(key, value, lang, t) {
  if (value === null || value === undefined) return '—';
  const n = (v, digits) => fixed(v, digits, lang);
  switch (key) {
    case 'algorithm':
      return variantName(value);
    case 'verdict':
      return t.verdicts[value] ?? value;
    case 'testsMean':
    case 'seedTests':
      return n(value, 2);
    case 'nodesRatio':
    case 'leavesRatio':
    case 'timeRatio':
    case 'seedNodesRatio':
    case 'seedTimeRatio':
      return n(value, 3);
    case 'ms':
      return n(value, 1);
    case 'nodesPerS':
      // 0: the search took less than the browser's clock resolves (no rate measured)
      return value > 0 ? n(value / 1e6, 1) : '—';
    case 'difference':
      return `${value > 0 ? '+' : ''}${n(100 * value, 3)}%`;
    default:
      return typeof value === 'number' ? value.toLocaleString(lang) : String(value);
  }
}

/** Builds the tab; `engine()` resolves with the page's engine; `openInExplore({ config,
 * note })` shows a tree or root search in the Explore tab. */
export function buildExperiments({ lang, engine, openInExplore }) {
  const t = experimentLabels(lang);
  const messages = fieldMessages(lang);
  const kind = html('select', { id: 'exp-kind', 'aria-label': t.experiment });
  for (const k of EXPERIMENT_KINDS) kind.append(html('option', { value: k, text: t.kinds[k] }));
  const about = html('p', { class: 'exp-about', id: 'exp-about' });
  const fieldsBox = html('div', { class: 'exp-fields', id: 'exp-fields' });
  const error = html('p', { class: 'error', id: 'exp-error', role: 'alert' });
  const runButton = html('button', { type: 'button', id: 'exp-run', class: 'primary' }, [t.run]);
  const cancelButton = html('button', { type: 'button', id: 'exp-cancel', hidden: true }, [
    t.cancel,
  ]);
  const meter = html('progress', { id: 'exp-progress', max: 1, value: 0, hidden: true });
  const status = html('p', { class: 'exp-status', id: 'exp-status', 'aria-live': 'polite' });
  const workersBox = html('p', { class: 'exp-workers', id: 'exp-workers' });
  const results = html('div', { class: 'exp-results', id: 'exp-results' });
  const detail = html('div', { class: 'exp-detail', id: 'exp-detail' });

  // what was typed, per experiment, so that switching experiments loses nothing
  const typed = Object.fromEntries(
    EXPERIMENT_KINDS.map((k) => [k, structuredClone(EXPERIMENT_DEFAULTS[k])]),
  );
  let inputs = {};
  let running = null; // { id } while an experiment runs
  let shown = null; // { kind, report } shown

  const numberField = (name, value) => {
    const [min, max] =
      kind.value === 'kalah' && name.startsWith('depth')
        ? KALAH_DEPTH_RANGE
        : EXPERIMENT_RANGES[name];
    const input = html('input', { id: FIELD_IDS[name], type: 'number', value, min, max, step: 1 });
    input.addEventListener('input', () => {
      typed[kind.value][name] = input.value;
    });
    inputs[name] = input;
    return html('label', { for: FIELD_IDS[name] }, [t[name], ' ', input]);
  };
  const selectField = (name, id, options, words) => {
    const select = html('select', { id });
    for (const o of options) select.append(html('option', { value: o, text: words[o] }));
    select.value = typed[kind.value][name];
    select.addEventListener('change', () => {
      typed[kind.value][name] = select.value;
    });
    inputs[name] = select;
    return html('label', { for: id }, [t[name], ' ', select]);
  };
  const boxes = (name, id, options, word) => {
    const group = html('fieldset', { class: 'exp-boxes', id }, [html('legend', { text: t[name] })]);
    for (const o of options) {
      const box = html('input', { type: 'checkbox', value: o });
      box.checked = typed[kind.value][name].includes(o);
      box.addEventListener('change', () => {
        typed[kind.value][name] = options.filter(
          (v) => group.querySelector(`input[value="${v}"]`).checked,
        );
      });
      group.append(html('label', {}, [box, ' ', word(o)]));
    }
    inputs[name] = group;
    return group;
  };

  function paintFields() {
    const k = kind.value;
    const v = typed[k];
    inputs = {};
    about.textContent = t.about[k];
    const parts = NUMBER_FIELDS[k].map((n) => numberField(n, v[n]));
    if (k === 'random') {
      parts.push(
        selectField('order', 'exp-order', ['random', 'best', 'worst'], t.orders),
        selectField('values', 'exp-values', ['incremental', 'independent'], t.valueModels),
      );
    }
    // the programs' experiment has no choice but its numbers
    if (k === 'random' || k === 'minimal' || k === 'steps') {
      parts.push(selectField('guess', 'exp-guess', ['shallow', 'exact'], t.guesses));
    } else if (k === 'kalah') {
      parts.push(selectField('negascoutEnd', 'exp-negascout-end', ['in-move', 'at-node'], t.ends));
    }
    if (k === 'random')
      parts.push(boxes('algorithms', 'exp-algorithms', RANDOM_ALGORITHMS, variantName));
    if (k === 'kalah') parts.push(boxes('programs', 'exp-programs', KALAH_PROGRAMS, (p) => p));
    fieldsBox.replaceChildren(...parts);
    error.textContent = '';
  }
  kind.addEventListener('change', paintFields);

  const busy = (on) => {
    runButton.disabled = on;
    kind.disabled = on;
    cancelButton.hidden = !on;
    meter.hidden = !on;
    for (const el of fieldsBox.querySelectorAll('input, select')) el.disabled = on;
  };

  async function run() {
    if (running) return;
    const k = kind.value;
    const r = readExperimentFields(k, typed[k], { labels: t, messages });
    for (const [name, el] of Object.entries(inputs)) {
      if (r.field === name) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
    }
    error.textContent = r.error ?? '';
    if (r.error) return;
    const e = await engine();
    busy(true);
    meter.max = 1;
    meter.value = 0;
    status.textContent = '';
    const started = performance.now();
    // every core: the units shared out among a pool of workers (www/engine/experiment-pool.js)
    const pool = e.experimentPool();
    running = { pool };
    const words = k === 'programs' ? programsLabels(lang) : t;
    const shown = (p) => {
      meter.max = Math.max(1, p.total);
      meter.value = p.done;
      status.textContent = words.running(p);
      showWorkers(workersBox, p.workers, lang);
    };
    try {
      const { report, progress } = await pool.run(r.config, { onOpen: shown, onProgress: shown });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      status.textContent = words.finished(progress, seconds);
      showReport(k, report);
    } catch (err) {
      error.textContent = isCancelled(err) ? t.cancelled : `${t.failed} ${err?.message ?? err}`;
      status.textContent = '';
    } finally {
      running = null;
      workersBox.replaceChildren();
      busy(false);
    }
  }
  runButton.addEventListener('click', run);
  cancelButton.addEventListener('click', () => running?.pool.cancel());

  function table(k, report) {
    const rows = tableRows(report, k);
    const columns = COLUMNS[k];
    const head = html(
      'tr',
      {},
      columns.map((c) => html('th', { scope: 'col', text: t.columns[c] })),
    );
    const body = html('tbody');
    const notes = [];
    for (const row of rows) {
      const tr = html('tr', { 'data-key': row.key, class: row.flag ? 'flagged' : null });
      for (const c of columns) {
        const value = row.cells[c];
        let content = cellText(c, value, lang, t);
        if (c === 'algorithm') {
          const b = html(
            'button',
            { type: 'button', class: 'link open-row', 'aria-expanded': 'false' },
            [content],
          );
          b.addEventListener('click', () => {
            for (const x of body.querySelectorAll('.open-row'))
              x.setAttribute('aria-expanded', 'false');
            b.setAttribute('aria-expanded', 'true');
            showDetail(k, report, row);
          });
          tr.append(html('td', { 'data-col': c }, [b]));
          continue;
        }
        if ((c === 'verdict' || c === 'difference') && row.flag) {
          let mark = '';
          if (row.reason) {
            let i = notes.indexOf(row.reason);
            if (i < 0) i = notes.push(row.reason) - 1;
            mark = ` [${i + 1}]`;
          } else if (k === 'kalah') mark = ` (${t.noReason})`;
          content = `⚑ ${content}${mark}`;
        }
        tr.append(
          html('td', {
            'data-col': c,
            // "—" (none) lines up with the numbers of its column
            class: typeof value === 'number' || value === null ? 'num' : null,
            title: c === 'difference' && row.flag ? t.differs : null,
            text: content,
          }),
        );
      }
      body.append(tr);
    }
    const parts = [
      html('p', { class: 'exp-help', text: t.rowHelp }),
      html('div', { class: 'exp-scroll' }, [
        html('table', { class: 'exp-table', id: 'exp-table' }, [html('thead', {}, [head]), body]),
      ]),
    ];
    if (notes.length)
      parts.push(
        html(
          'ol',
          { class: 'exp-notes' },
          notes.map((n) => html('li', { text: t.note(n) })),
        ),
      );
    return parts;
  }

  function guessTable(report) {
    if (!Array.isArray(report.guesses) || report.guesses.length === 0) return [];
    const cols = ['depth', 'trees', 'nodes', 'errorMean', 'errorSd', 'exact'];
    const value = (g, c) =>
      ({
        depth: g.depth,
        trees: g.trees,
        nodes: g.nodes.toLocaleString(lang),
        errorMean: g.error_mean.toFixed(2),
        errorSd: g.error_sd.toFixed(2),
        exact: g.exact,
      })[c];
    return [
      html('h3', { text: t.guessesHead }),
      html('table', { class: 'exp-table small', id: 'exp-guesses' }, [
        html('thead', {}, [
          html(
            'tr',
            {},
            cols.map((c) => html('th', { scope: 'col', text: t.guessColumns[c] })),
          ),
        ]),
        html(
          'tbody',
          {},
          report.guesses.map((g) =>
            html(
              'tr',
              {},
              cols.map((c) => html('td', { class: 'num', text: String(value(g, c)) })),
            ),
          ),
        ),
      ]),
    ];
  }

  function charts(k, report) {
    const series = chartSeries(report, k);
    const width = 420;
    const height = 240;
    const out = [];
    const nodes = layoutChart(series.nodes, { width, height, log: true });
    if (nodes.series.length)
      out.push(
        renderExperimentChart(nodes, {
          id: 'exp-chart-nodes',
          width,
          height,
          title: k === 'kalah' ? t.chartEvals : t.chartNodes,
          xLabel: t.depthAxis,
          yLabel: k === 'kalah' ? t.evalsAxis : t.nodesAxis,
          tick: (v) => v.toLocaleString(lang),
          name: k === 'kalah' ? (n) => n : variantName,
        }),
      );
    const tests = layoutChart(series.tests, { width, height, log: false });
    if (tests.series.length)
      out.push(
        renderExperimentChart(tests, {
          id: 'exp-chart-tests',
          width,
          height,
          title: t.chartTests,
          xLabel: t.depthAxis,
          yLabel: t.testsAxis,
          tick: (v) => v.toLocaleString(lang, { maximumFractionDigits: 2 }),
          name: variantName,
        }),
      );
    return out.length ? [html('div', { class: 'exp-charts', id: 'exp-charts' }, out)] : [];
  }

  function showReport(k, report) {
    shown = { kind: k, report };
    results.report = report; // the numbers shown, whole (devtools, and the tests compare them)
    if (k === 'programs') {
      results.replaceChildren(...programsReportView(report, lang));
      detail.replaceChildren();
      return;
    }
    const skipped = (report.skipped ?? []).map((s) =>
      html('p', { class: 'exp-skipped', text: t.skipped(s.depth, s.predicted_work) }),
    );
    // why NegaScout can lose to alpha-beta on random trees, with the run's re-searches
    const excess = negascoutExcess(report, k);
    const why = excess.length
      ? [html('p', { class: 'exp-why', id: 'exp-negascout-why', text: t.negascoutWhy(excess) })]
      : [];
    results.replaceChildren(
      ...table(k, report),
      ...why,
      ...skipped,
      ...(k === 'random' || k === 'steps' ? guessTable(report) : []),
      ...charts(k, report),
    );
    detail.replaceChildren();
  }

  function showDetail(k, report, row) {
    const d = rowDetail(report, k, row.open);
    const cols =
      d.kind === 'trees'
        ? ['tree', 'seed', 'value', 'guess', 'nodes', 'leafEvals', 'tests', 'ms', 'open']
        : ['number', 'player', 'depth', 'evals', 'ttHits', 'nodes', 'tests', 'open'];
    const kalahRow = k === 'kalah' ? report.rows[row.open.row] : null;
    const heading =
      d.kind === 'trees'
        ? t.treesOf(row.open.depth, variantName(row.open.algorithm))
        : t.searchesOf(kalahRow.algo, kalahRow.d1, kalahRow.d2);
    const body = html('tbody');
    for (const item of d.rows) {
      const tr = html('tr', { 'data-item': d.kind === 'trees' ? item.tree : item.number });
      for (const c of cols) {
        if (c === 'open') {
          const b = html('button', { type: 'button', class: 'open-explore' }, [t.open]);
          b.addEventListener('click', () => openItem(k, report, row, item));
          tr.append(html('td', {}, [b]));
          continue;
        }
        const v = c === 'player' ? (item.firstPlayer ? t.first : t.second) : item[c];
        tr.append(
          html('td', {
            'data-col': c,
            class: typeof v === 'number' ? 'num' : null,
            text:
              c === 'ms'
                ? cellText('ms', v, lang, t)
                : typeof v === 'number'
                  ? v.toLocaleString(lang)
                  : String(v),
          }),
        );
      }
      body.append(tr);
    }
    detail.replaceChildren(
      html('h3', { id: 'exp-detail-head', text: heading }),
      html('div', { class: 'exp-scroll short' }, [
        html('table', { class: 'exp-table', id: 'exp-detail-table' }, [
          html('thead', {}, [
            html(
              'tr',
              {},
              cols.map((c) => html('th', { scope: 'col', text: t.treeColumns[c] })),
            ),
          ]),
          body,
        ]),
      ]),
    );
    detail.scrollIntoView?.({ block: 'nearest' });
  }

  function openItem(k, report, row, item) {
    const config = exploreConfig(report, k, row.open, item);
    const kalahRow = k === 'kalah' ? report.rows[row.open.row] : null;
    const what =
      k === 'kalah'
        ? t.searchWhat(kalahRow.algo, kalahRow.d1, kalahRow.d2, item.number)
        : t.treeWhat(
            item,
            report.search_settings.branching,
            row.open.depth,
            variantName(row.open.algorithm),
          );
    const counts = {
      nodes: item.nodes,
      evals: k === 'kalah' ? item.evals : item.leafEvals,
      tests: k === 'kalah' ? null : item.tests,
      kalah: k === 'kalah',
    };
    openInExplore({ config, note: t.exploreNote(what, counts), expected: counts });
  }

  const form = html('div', { class: 'exp-form' }, [
    html('label', { for: 'exp-kind' }, [t.experiment, ' ', kind]),
    about,
    fieldsBox,
    html('div', { class: 'exp-actions' }, [runButton, cancelButton, meter, status]),
    workersBox,
    error,
  ]);
  const root = html('div', { class: 'experiments' }, [form, results, detail]);
  paintFields();
  return { root, shown: () => shown };
}
