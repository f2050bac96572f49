// The transposition-table panel: one row per entry (position, depth, lower, upper), the
// entry the current event probes or stores lit by what happened to it.
import { showValue } from '../i18n/values.js';
import { nodeName } from '../i18n/narrate.js';
import { nodeRef } from '../state/facts.js';
import { html } from './svg.js';

const MAX_ROWS = 200;

/** What the current event did to the TT: `{ node, what }`, what ∈ probe, hit, cutoff, store. */
export function ttActivity(facts) {
  if (facts.type === 'probe') {
    return { node: facts.node.id, what: facts.cutoff ? 'cutoff' : facts.found ? 'hit' : 'probe' };
  }
  if (facts.type === 'store') return { node: facts.node.id, what: 'store' };
  return null;
}

/** Rows of the table, the touched entry first: `[{ entry, name, lit }]`. */
export function ttRows(view, tree, activity, lang) {
  const entries = view?.tt ?? [];
  const touched = (e) =>
    activity &&
    (e.node === activity.node ||
      (tree?.label?.[e.node] && tree.label[e.node] === tree.label[activity.node]));
  const rows = entries.map((entry) => ({
    entry,
    name: nodeName(nodeRef(tree, entry.node), lang),
    lit: touched(entry) ? activity.what : null,
  }));
  rows.sort((a, b) => (b.lit ? 1 : 0) - (a.lit ? 1 : 0) || a.entry.node - b.entry.node);
  return rows;
}

/** Fills `root` (a container) with the TT table. */
export function renderTtPanel(root, { view, tree, facts, t, lang, enabled }) {
  root.replaceChildren();
  const activity = ttActivity(facts);
  const status = html('p', { class: 'tt-status' });
  if (activity && activity.what !== 'store') {
    const lit = { probe: 'probe: miss', hit: 'probe: hit', cutoff: 'probe: hit + cutoff' };
    status.textContent = lit[activity.what];
    status.dataset.what = activity.what;
  } else if (activity) {
    status.textContent = 'store';
    status.dataset.what = 'store';
  } else {
    status.textContent = enabled === false ? '—' : '\u00a0';
  }
  root.append(status);
  const rows = ttRows(view, tree, activity, lang);
  if (!rows.length) {
    root.append(html('p', { class: 'empty', text: t.ui.ttEmpty }));
    return;
  }
  const body = html('tbody');
  for (const { entry, name, lit } of rows.slice(0, MAX_ROWS)) {
    body.append(
      html('tr', { class: lit ? `lit ${lit}` : null }, [
        html('td', { text: name }),
        html('td', { class: 'num', text: String(entry.depth) }),
        html('td', { class: 'num', text: showValue(entry.lower) }),
        html('td', { class: 'num', text: showValue(entry.upper) }),
      ]),
    );
  }
  const table = html('table', { class: 'tt' }, [
    html('thead', {}, [
      html('tr', {}, [
        html('th', { scope: 'col', text: t.ui.position }),
        html('th', { scope: 'col', text: t.ui.depth }),
        html('th', { scope: 'col', text: t.ui.lower }),
        html('th', { scope: 'col', text: t.ui.upper }),
      ]),
    ]),
    body,
  ]);
  root.append(table);
  if (rows.length > MAX_ROWS) root.append(html('p', { text: t.ui.ttMore(rows.length - MAX_ROWS) }));
}
