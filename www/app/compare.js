// Compare mode: two to four algorithms on the same tree, side by side, stepped together
// one null-window test at a time, with a table of what each has done so far.
import { ALGORITHMS } from '../element/config.js';
import { algorithmName } from '../i18n/narrate.js';
import { html } from '../render/svg.js';

const COLUMNS = [
  ['tests', (s) => s.tests.length],
  ['leafEvals', (s) => s.leafEvals],
  ['nodes', (s) => s.nodes],
  ['ttHits', (s) => s.ttHits],
  ['value', (s) => (s.value === null ? '…' : String(s.value))],
];

/** Builds the compare view. `source()` gives `{ tree, guess, lang }` of the explore tab. */
export function buildCompare({
  source,
  labels,
  initial = ['alphabeta', 'negascout', 'mtdf', 'mtd-plus'],
}) {
  const picks = [];
  const pickers = html('div', { class: 'compare-picks' });
  for (let i = 0; i < 4; i++) {
    const sel = html('select', { 'aria-label': `${labels.algorithm} ${i + 1}`, 'data-slot': i });
    sel.append(html('option', { value: '', text: '—' }));
    for (const a of ALGORITHMS) sel.append(html('option', { value: a, text: algorithmName(a) }));
    sel.value = initial[i] ?? '';
    picks.push(sel);
    pickers.append(sel);
  }
  const labs = html('div', { class: 'compare-labs' });
  const table = html('table', { class: 'compare-table', id: 'compare-table' });
  const status = html('p', { class: 'compare-status', 'aria-live': 'polite' });
  const all = (fn) => Promise.all([...labs.children].map(fn));
  const refresh = () => {
    const rows = [...labs.children].map((lab) => [lab.getAttribute('algorithm'), lab.state]);
    table.replaceChildren(
      html('thead', {}, [
        html('tr', {}, [
          html('th', { scope: 'col', text: labels.algorithm }),
          ...COLUMNS.map(([k]) => html('th', { scope: 'col', text: labels[k] })),
        ]),
      ]),
      html(
        'tbody',
        {},
        rows.map(([a, s]) =>
          html('tr', { 'data-algorithm': a }, [
            html('th', { scope: 'row', text: algorithmName(a) }),
            ...COLUMNS.map(([k, f]) => html('td', { 'data-col': k, text: String(f(s)) })),
          ]),
        ),
      ),
    );
  };
  const build = () => {
    const { tree, guess, lang } = source();
    labs.replaceChildren();
    for (const sel of picks) {
      if (!sel.value) continue;
      const lab = document.createElement('mtd-lab');
      lab.setAttribute('compact', '');
      lab.setAttribute('tree', tree);
      lab.setAttribute('algorithm', sel.value);
      lab.setAttribute('guess', String(guess));
      lab.setAttribute('lang', lang);
      lab.addEventListener('mtd-step', refresh);
      labs.append(lab);
    }
    status.textContent = '';
    return all((l) => l.ready.catch(() => null)).then(refresh);
  };
  for (const sel of picks) sel.addEventListener('change', build);
  const button = (id, text, fn) => html('button', { type: 'button', id, onclick: fn }, [text]);
  const controls = html('div', { class: 'compare-controls', role: 'toolbar' }, [
    button('compare-reset', labels.start, () => all((l) => l.reset()).then(refresh)),
    button('compare-back', labels.backTest, () => all((l) => l.backTest()).then(refresh)),
    button('compare-step', labels.stepTest, () => all((l) => l.stepTest()).then(refresh)),
    button('compare-end', labels.end, () => all((l) => l.runToEnd()).then(refresh)),
    button('compare-load', labels.reload, build),
  ]);
  const root = html('div', { class: 'compare' }, [pickers, controls, status, table, labs]);
  return { root, build, refresh };
}
