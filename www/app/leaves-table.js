// Move ordering in the app (issue 10): the whole tree ordered best first or worst first by
// the core (the worker's `treeOrder`, src/games/tree.rs; the text rearranged by
// tree-edit.js, spacing and labels kept), and a small table of the leaves every algorithm
// evaluates on the lab's tree — each count the core's (the worker's `solve`), recomputed
// whenever the lab's search changes (a reorder, an edit, a setting).
import { ALGORITHMS, configFromAttributes } from '../element/config.js';
import { algorithm, limit } from '../engine/algorithms.js';
import { algorithmName } from '../i18n/narrate.js';
import { solutionMessages } from '../i18n/solution-messages.js';
import { html } from '../render/svg.js';
import { reorderTree } from './tree-edit.js';

/** The algorithms of the table: CONVENTIONS.md §2 (not seed 000's literal code). */
export const TABLE_ALGORITHMS = ALGORITHMS.filter((a) => !algorithm(a).literal);

/** The work budget of each count (a large tree says "over budget" instead of waiting). */
export const TABLE_VISITS = limit('maxVisits', 'leaves-table').default;

/**
 * `lab`: the <mtd-lab>; `engine()`: a promise of the page's engine; `lang`; `onText(text)`:
 * applies a reordered tree text (the editor's). Returns `{ root, refresh() }`.
 */
export function buildLeavesTable({ lab, engine, lang, onText }) {
  const m = solutionMessages(lang);
  const note = html('p', { class: 'ordering-note', role: 'status' });
  const order = (which) => async () => {
    const text = lab.getAttribute('tree');
    if (!text || lab.hasAttribute('game')) {
      note.textContent = m.treeOnly;
      return;
    }
    try {
      const orders = await (await engine()).treeOrder(text, which);
      const r = reorderTree(text, orders);
      if (r.error) throw new Error(r.error.message ?? r.error.code);
      note.textContent = '';
      if (r.text !== text) onText(r.text);
    } catch (err) {
      note.textContent = String(err?.message ?? err);
    }
  };
  const best = html('button', { type: 'button', id: 'order-best', onclick: order('best') }, [
    m.bestFirst,
  ]);
  const worst = html('button', { type: 'button', id: 'order-worst', onclick: order('worst') }, [
    m.worstFirst,
  ]);
  const body = html('tbody');
  const cells = new Map();
  for (const a of TABLE_ALGORITHMS) {
    const leaves = html('td', { class: 'num', 'data-leaves': '' });
    const nodes = html('td', { class: 'num' });
    cells.set(a, { leaves, nodes });
    body.append(
      html('tr', { 'data-algorithm': a }, [
        html('th', { scope: 'row', text: algorithmName(a) }),
        leaves,
        nodes,
      ]),
    );
  }
  const table = html('table', { class: 'leaves-table', id: 'leaves-table' }, [
    html('caption', { text: m.leavesCaption }),
    html('thead', {}, [
      html('tr', {}, [
        html('th', { scope: 'col', text: m.algorithmHead }),
        html('th', { scope: 'col', text: m.leavesHead }),
        html('th', { scope: 'col', text: m.nodesHead }),
      ]),
    ]),
    body,
  ]);
  const root = html('section', { 'aria-labelledby': 'h-ordering', class: 'ordering' }, [
    html('h2', { id: 'h-ordering', text: m.ordering }),
    html('p', { class: 'hint', text: m.orderingHelp }),
    html('div', { class: 'ordering-buttons' }, [best, worst]),
    note,
    table,
  ]);

  let token = 0;
  let shownKey = null;
  /** Counts every algorithm on the lab's search (once per config; newer calls win). */
  async function refresh() {
    let config;
    try {
      config = configFromAttributes((n) => lab.getAttribute(n));
    } catch {
      return; // the lab names a bad attribute itself and keeps its run
    }
    const key = JSON.stringify(config);
    if (key === shownKey) return;
    shownKey = key;
    const mine = ++token;
    table.dataset.state = 'computing';
    for (const { leaves, nodes } of cells.values()) {
      leaves.textContent = m.computing;
      nodes.textContent = '';
      leaves.dataset.leaves = '';
    }
    const e = await engine();
    for (const a of TABLE_ALGORITHMS) {
      if (mine !== token) return;
      const { leaves, nodes } = cells.get(a);
      try {
        const r = await e.solve({ ...config, algorithm: a, maxVisits: TABLE_VISITS });
        if (mine !== token) return;
        leaves.textContent = String(r.counters.leafEvals);
        leaves.dataset.leaves = String(r.counters.leafEvals);
        nodes.textContent = String(r.counters.nodes);
      } catch (err) {
        if (mine !== token) return;
        leaves.textContent = /^work budget/.test(err?.message) ? m.overBudget : '—';
        leaves.title = String(err?.message ?? err);
      }
    }
    if (mine === token) table.dataset.state = 'ready';
  }
  return { root, refresh };
}
