// Compare mode: two to four algorithms on the same tree, side by side, stepped together
// one null-window test or one event at a time (buttons, or keys while the view has the
// focus), with a table of what each has done so far. The table and the steps are shared
// with the element's compare mode (www/element/compare-panes.js).
import { ALGORITHMS } from '../element/config.js';
import { STEP_ALL, renderCompareTable } from '../element/compare-panes.js';
import { keyAction, ownsKeys } from '../controls/keys.js';
import { algorithmName } from '../i18n/narrate.js';
import { html } from '../render/svg.js';

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
    renderCompareTable(table, rows, labels);
  };
  let ready = Promise.resolve();
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
    ready = all((l) => l.ready.catch(() => null)).then(refresh);
    return ready;
  };
  /** Picks the algorithms of the panes (a shared link's); build() shows them. */
  const setAlgorithms = (list) => picks.forEach((sel, i) => (sel.value = list[i] ?? ''));
  for (const sel of picks) sel.addEventListener('change', build);
  // every pane takes the same step; the table follows
  const STEPS = STEP_ALL;
  const stepAll = (type) => all(STEPS[type]).then(refresh);
  const button = (id, text, fn) => html('button', { type: 'button', id, onclick: fn }, [text]);
  const controls = html(
    'div',
    { class: 'compare-controls', role: 'toolbar', 'aria-label': labels.compare },
    [
      button('compare-reset', labels.start, () => stepAll('start')),
      button('compare-back', labels.backTest, () => stepAll('backTest')),
      button('compare-back-event', labels.backEvent, () => stepAll('back')),
      button('compare-step-event', labels.stepEvent, () => stepAll('step')),
      button('compare-step', labels.stepTest, () => stepAll('stepTest')),
      button('compare-end', labels.end, () => stepAll('end')),
      button('compare-load', labels.reload, build),
    ],
  );
  const hint = html('p', { class: 'keys', text: labels.compareKeys });
  const root = html('div', { class: 'compare', tabindex: 0, 'aria-label': labels.compare }, [
    pickers,
    controls,
    hint,
    status,
    table,
    labs,
  ]);
  // keys anywhere in the view step all panes, a pane with the focus too (caught on the way
  // down, before the pane's own keys); text fields and menus keep theirs
  root.addEventListener(
    'keydown',
    (e) => {
      if (ownsKeys(e.composedPath()[0])) return;
      const type = keyAction(e)?.type;
      if (!STEPS[type]) return;
      e.preventDefault();
      e.stopPropagation();
      stepAll(type);
    },
    { capture: true },
  );
  return {
    root,
    build,
    refresh,
    setAlgorithms,
    panes: () => [...labs.children],
    get ready() {
      return ready;
    },
  };
}
