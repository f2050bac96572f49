// The transposition-table panel: one row per entry (position, depth, lower, upper), the
// entries the current event probes or stores shown first and lit by what happened to them.
// A TT may hold thousands of entries and the panel is repainted on every step, so its rows
// are kept in a stable order and only those in (and near) the scroll box are in the DOM.
import { showValue } from '../i18n/values.js';
import { nodeName } from '../i18n/narrate.js';
import { nodeRef } from '../state/facts.js';
import { ttEntry, ttSize } from '../state/tt.js';
import { html, setAttr, setText } from './svg.js';

/** A row's height in px (lab-css.js `table.tt tr`), and the rows drawn past either end of
 * the scroll box (`.tt-scroll`, at most 220 px high). */
export const ROW_HEIGHT = 22;
const WINDOW_ROWS = 12;
const OVERSCAN = 12;

/** What the current event did to the TT: `{ node, what }`, what ∈ probe, hit, cutoff, store
 * (an eviction: the store it makes room for; the entry lost is gone from the table). */
export function ttActivity(facts) {
  if (facts.type === 'evict' && facts.store) return { node: facts.store.node.id, what: 'store' };
  if (facts.type === 'probe') {
    return { node: facts.node.id, what: facts.cutoff ? 'cutoff' : facts.found ? 'hit' : 'probe' };
  }
  if (facts.type === 'store') return { node: facts.node.id, what: 'store' };
  return null;
}

/** Whether the entry stored by `node` is what `activity` touched (the node itself, or its
 * transposition: the same label). */
export function touches(activity, tree, node) {
  if (!activity) return false;
  if (node === activity.node) return true;
  const label = tree?.label?.[activity.node];
  return Boolean(label) && tree.label[node] === label;
}

/** The touched entries shown first (the node an event probed, stored or evicted for, and
 * its transpositions: the same label), lit, and the rows `from` ≤ j < `to` of the other
 * entries in their order (by node, stable from step to step): each entry is listed once.
 * Returns `{ touched, rows, rest }` (`rest`: how many other entries there are), each row
 * `{ entry, name, lit }`. Only these rows become objects. */
export function ttRows(tt, tree, activity, lang, from = 0, to = ttSize(tt)) {
  const row = (i) => {
    const entry = ttEntry(tt, i);
    return {
      entry,
      name: nodeName(nodeRef(tree, entry.node), lang),
      lit: touches(activity, tree, entry.node) ? activity.what : null,
    };
  };
  const n = ttSize(tt);
  const touchedAt = [];
  if (activity) {
    for (let i = 0; i < n; i++) if (touches(activity, tree, tt.node[i])) touchedAt.push(i);
  }
  const rest = n - touchedAt.length;
  const rows = [];
  for (let j = Math.max(0, from); j < Math.min(to, rest); j++) {
    // the j-th entry that is not among the touched ones
    let i = j;
    for (const t of touchedAt) if (t <= i) i++;
    rows.push(row(i));
  }
  return { touched: touchedAt.map(row), rows, rest };
}

/** The first and last-plus-one rows to draw for a scroll position `scrollTop` (px). */
export function rowWindow(scrollTop, total) {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  return { from: first, to: Math.min(total, first + WINDOW_ROWS + 2 * OVERSCAN) };
}

/** Fills `root` (the scroll box) with the TT table; cheap to call on every step. */
export function renderTtPanel(root, { view, tree, facts, t, lang, enabled }) {
  const parts = tablePartsOf(root, t);
  const activity = ttActivity(facts);
  const { status } = parts;
  if (activity && activity.what !== 'store') {
    const lit = { probe: 'probe: miss', hit: 'probe: hit', cutoff: 'probe: hit + cutoff' };
    setText(status, lit[activity.what]);
    status.dataset.what = activity.what;
  } else if (activity) {
    setText(status, 'store');
    status.dataset.what = 'store';
  } else {
    setText(status, enabled === false ? '—' : '\u00a0');
    delete status.dataset.what;
  }
  parts.tt = view?.tt ?? null;
  parts.args = { tree, activity, lang };
  const size = ttSize(parts.tt);
  parts.empty.hidden = size > 0;
  parts.table.hidden = size === 0;
  drawRows(parts);
}

/** Draws the rows the scroll position needs, with spacers standing for the others. */
function drawRows(parts) {
  const { tt, args } = parts;
  const size = ttSize(tt);
  const { from, to } = rowWindow(parts.scrollTop, size);
  const { touched, rows, rest } = ttRows(tt, args.tree, args.activity, args.lang, from, to);
  fillRows(parts.touched, parts.touchedRows, touched);
  parts.before.style.height = `${Math.min(from, rest) * ROW_HEIGHT}px`;
  parts.after.style.height = `${Math.max(0, rest - to) * ROW_HEIGHT}px`;
  fillRows(parts.body, parts.rows, rows, parts.after.parentElement);
}

/** Shows `rows` in `body`, reusing its <tr>s (`pool`), before `end` (or at the end). */
function fillRows(body, pool, rows, end = null) {
  while (pool.length < rows.length) {
    const cells = [html('td'), html('td', { class: 'num' }), html('td', { class: 'num' })];
    cells.push(html('td', { class: 'num' }));
    const tr = html('tr', {}, cells);
    body.insertBefore(tr, end);
    pool.push({ tr, cells });
  }
  while (pool.length > rows.length) pool.pop().tr.remove();
  rows.forEach(({ entry, name, lit }, i) => {
    const { tr, cells } = pool[i];
    setAttr(tr, 'class', lit ? `lit ${lit}` : '');
    setText(cells[0], name);
    setText(cells[1], String(entry.depth));
    setText(cells[2], showValue(entry.lower));
    setText(cells[3], showValue(entry.upper));
  });
}

/** Each panel root's fixed elements (kept beside the root, not on it). */
const PARTS = new WeakMap();
/** The panel roots whose scroll is followed. */
const SCROLLING = new WeakSet();

/** The panel's fixed elements, made on the first call (again when the language changes). */
function tablePartsOf(root, t) {
  if (PARTS.get(root)?.lang === t.lang) return PARTS.get(root);
  const status = html('p', { class: 'tt-status' });
  const empty = html('p', { class: 'empty', text: t.ui.ttEmpty });
  const touched = html('tbody', { class: 'touched' });
  const spacer = () => html('td', { colspan: 4 });
  const before = spacer();
  const after = spacer();
  const body = html('tbody', { class: 'entries' }, [
    html('tr', { class: 'spacer' }, [before]),
    html('tr', { class: 'spacer' }, [after]),
  ]);
  const table = html('table', { class: 'tt' }, [
    html('thead', {}, [
      html('tr', {}, [
        html('th', { scope: 'col', text: t.ui.position }),
        html('th', { scope: 'col', text: t.ui.depth }),
        html('th', { scope: 'col', text: t.ui.lower }),
        html('th', { scope: 'col', text: t.ui.upper }),
      ]),
    ]),
    touched,
    body,
  ]);
  root.replaceChildren(status, empty, table);
  const parts = {
    lang: t.lang,
    status,
    empty,
    table,
    touched,
    touchedRows: [],
    body,
    before,
    after,
    rows: [],
    tt: null,
    args: null,
    scrollTop: root.scrollTop,
  };
  if (!SCROLLING.has(root)) {
    SCROLLING.add(root);
    // the rows follow the scroll box (read in the scroll event: no forced layout per step)
    const follow = () => {
      const p = PARTS.get(root);
      if (!p) return;
      p.scrollTop = Math.max(0, root.scrollTop - p.table.offsetTop);
      if (p.args && !p.frame) {
        p.frame = requestAnimationFrame(() => {
          p.frame = 0;
          drawRows(p);
        });
      }
    };
    root.addEventListener('scroll', follow, { passive: true });
  }
  PARTS.set(root, parts);
  return parts;
}

/** A short fingerprint of a ViewState's TT columns (`view.tt`): equal for equal tables, so
 * that the panel is redrawn only when an entry changed. Cheap: it reads the four columns. */
export function ttFingerprint(tt) {
  let h = 0x811c9dc5;
  const mix = (v) => {
    h = Math.imul(h ^ (v | 0), 0x01000193);
  };
  const n = ttSize(tt);
  for (let i = 0; i < n; i++) {
    mix(tt.node[i]);
    mix(tt.depth[i]);
    mix(tt.lower[i]);
    mix(tt.upper[i]);
  }
  return `${n}:${(h >>> 0).toString(36)}`;
}
