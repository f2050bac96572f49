// The leaf overview (issue 17, item 5): a tree with too many leaves to draw readably gets
// a cell for every leaf, coloured by its state at the step shown (www/state/leaf-states.js)
// and, for readers who do not tell the colours apart, by its height (STATE_HEIGHT).
// The geometry is www/layout/overview-layout.js's. A row's label, a bar over a subtree's
// leaves or a leaf cell zooms into a subtree (the pane draws it normally when it fits);
// Esc or the Back button goes back out. Built once per tree, root and size; a step only
// rewrites the cells whose state changed, so that a step costs little on 10^4 leaves.
import {
  CUT,
  EVALUATED,
  LEAF_STATES,
  TT,
  UNREACHED,
  firstEvaluated,
  nodeStates,
} from '../state/leaf-states.js';
import { overviewLayout } from '../layout/overview-layout.js';
import { overviewMessages } from '../i18n/overview-messages.js';
import { nodeRef } from '../state/facts.js';
import { html, setText, svg } from './svg.js';

/** Each state's share of a cell's height: the cue that does not need colour. */
export const STATE_HEIGHT = { [UNREACHED]: 0.25, [CUT]: 0.5, [TT]: 0.75, [EVALUATED]: 1 };

export class LeafOverview {
  /** `onZoom(id)`: the reader asks to zoom into node `id`'s subtree; `onBack()`: out of
   * it. */
  constructor({ onZoom, onBack }) {
    this._onZoom = onZoom;
    this._onBack = onBack;
    this._svg = svg('svg', { class: 'overview', role: 'group' });
    this._title = html('p', { class: 'ov-title' });
    this._back = html('button', { type: 'button', class: 'btn ov-back', onclick: () => onBack() });
    this._legend = html('div', { class: 'ov-legend' });
    this._scroll = html('div', { class: 'ov-scroll' }, [this._svg]);
    this.root = html('div', { class: 'leaf-overview', hidden: true }, [
      html('div', { class: 'ov-head' }, [this._back, this._title]),
      this._scroll,
      this._legend,
    ]);
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !this._back.hidden) {
        e.preventDefault();
        e.stopPropagation();
        onBack();
      }
    });
    this._key = null;
    this._cells = []; // leaf index → { rect, cell, state }
    this._states = null;
  }

  /** Draws the overview of the subtree at `root` of `tree` (`spans`: leafSpans) in
   * `width` × `height` px, unless it is drawn already; `nested`: whether Back is offered;
   * `fits(id)`: whether node `id`'s subtree can be drawn normally. */
  show({ tree, spans, root, width, height, nested, fits, t }) {
    const key = `${root}:${Math.round(width)}x${Math.round(height)}:${t?.lang}`;
    this._back.hidden = !nested;
    if (this._key === key && this._tree === tree) return;
    this._key = key;
    this._tree = tree;
    this._spans = spans;
    this._fits = fits;
    this._root = root;
    const w = overviewMessages(t);
    this._back.textContent = `⤺ ${w.back}`;
    this._back.title = w.backTitle;
    const leaves = spans.end[root] - spans.start[root];
    const path = nodeRef(tree, root).path || w.root;
    this._title.textContent = root === 0 ? w.title(leaves) : w.zoomed(path, leaves);
    this._legendFor(w);
    // the room the head and the legend leave (measured once per tree, root and size)
    const box = this._scroll;
    const room = box.clientHeight > 0 ? box.clientHeight - 2 : height;
    const across = box.clientWidth > 0 ? box.clientWidth : width - 18;
    const layout = overviewLayout(tree, spans, root, across, room);
    this.layout = layout;
    setAttrs(this._svg, { width: layout.width, height: layout.height });
    this._svg.setAttribute('aria-label', this._title.textContent);
    const rowsG = svg('g', { class: 'ov-rows' });
    const barsG = svg('g', { class: 'ov-bars' });
    const cellsG = svg('g', { class: 'ov-cells' });
    for (const row of layout.rows) {
      const name = nodeRef(tree, row.id).path || w.root;
      const label = svg(
        'g',
        {
          class: 'ov-row',
          tabindex: 0,
          role: 'button',
          'data-id': row.id,
          'aria-label': w.row(name, row.count),
          transform: `translate(4,${row.y})`,
        },
        [
          svg('rect', { width: 34, height: Math.max(10, row.height), rx: 3 }),
          svg('text', { x: 17, y: Math.min(row.height, 24) / 2 + 4, 'text-anchor': 'middle' }),
        ],
      );
      label.lastChild.textContent = name;
      label.append(svg('title', {}, []));
      label.lastChild.textContent = w.row(name, row.count);
      rowsG.append(label);
    }
    this._bars = new Map(); // node id → its bar
    this._path = [];
    for (const b of layout.bars) {
      const bar = svg('rect', {
        class: 'ov-bar',
        'data-id': b.id,
        x: b.x + 0.25,
        y: b.y,
        width: Math.max(0.5, b.width - 0.5),
        height: 3,
      });
      this._bars.set(b.id, bar);
      barsG.append(bar);
    }
    const gap = layout.cell >= 5 ? 1 : layout.cell >= 3 ? 0.5 : 0;
    this._cells = layout.cells.map((c) => {
      const rect = svg('rect', {
        class: 'ov-cell',
        'data-leaf': c.leaf,
        'data-id': c.id,
        x: c.x,
        width: c.width - gap,
      });
      cellsG.append(rect);
      return { rect, cell: c, state: -1 };
    });
    this._svg.replaceChildren(rowsG, barsG, cellsG);
    this._svg.onclick = (e) => this._click(e);
    this._svg.onkeydown = (e) => {
      const row = e.target.closest?.('.ov-row');
      if (row && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        e.stopPropagation();
        this._onZoom(Number(row.dataset.id));
      }
    };
    this._states = null;
  }

  /** Colours every leaf by its state after `k` events (`view`: the ViewState, `events`:
   * the run's trace, read once per run for when each leaf was first evaluated). */
  paint({ view, k, events }) {
    if (!this._tree) return;
    const n = this._tree.parent.length;
    const known = this._evaluated;
    if (!known || known.events !== events || known.at.length !== n) {
      const at = events ? firstEvaluated(events, n) : new Float64Array(n).fill(Infinity);
      this._evaluated = { events, at };
    }
    this._states = nodeStates(this._tree, view, this._evaluated.at, k, this._states ?? undefined);
    const counts = [0, 0, 0, 0];
    for (const c of this._cells) {
      const s = this._states[c.cell.id];
      counts[s]++;
      if (s === c.state) continue;
      c.state = s;
      const h = Math.max(1, c.cell.height * STATE_HEIGHT[s]);
      c.rect.setAttribute('y', c.cell.y + c.cell.height - h);
      c.rect.setAttribute('height', h);
      c.rect.setAttribute('class', `ov-cell ${LEAF_STATES[s]}`);
      c.rect.dataset.state = LEAF_STATES[s];
    }
    for (const [s, el] of this._counts ?? []) setText(el, counts[s].toLocaleString());
    // the subtrees the search is in now: their bars darken (the path is short)
    for (const id of this._path) this._bars.get(id)?.classList.remove('path');
    this._path = view?.path ? [...view.path] : [];
    for (const id of this._path) this._bars.get(id)?.classList.add('path');
  }

  /** A click on a row, a bar or a cell: zoom into that subtree (a cell: the largest
   * subtree above it, under the overview's root, that can be drawn normally). */
  _click(e) {
    const el = e.target.closest?.('[data-id]');
    if (!el) return;
    let id = Number(el.dataset.id);
    if (el.classList.contains('ov-cell')) {
      const { parent } = this._tree;
      const root = this._root;
      while (parent[id] >= 0 && id !== root && parent[id] !== root && this._fits(parent[id])) {
        id = parent[id];
      }
    }
    this._onZoom(id);
  }

  _legendFor(w) {
    this._counts = [];
    const items = [EVALUATED, CUT, TT, UNREACHED].map((s) => {
      const count = html('span', { class: 'ov-count' });
      this._counts.push([s, count]);
      const h = 12 * STATE_HEIGHT[s];
      const swatch = svg(
        'svg',
        { class: 'ov-swatch', width: 10, height: 12, 'aria-hidden': 'true' },
        [
          svg('rect', {
            class: `ov-cell ${LEAF_STATES[s]}`,
            x: 0,
            y: 12 - h,
            width: 10,
            height: h,
          }),
        ],
      );
      return html('span', { class: 'ov-key', 'data-state': LEAF_STATES[s] }, [
        swatch,
        ` ${w.states[LEAF_STATES[s]]} `,
        count,
      ]);
    });
    this._legend.replaceChildren(...items, html('span', { class: 'ov-cue', text: w.cue }));
  }
}

function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
}
