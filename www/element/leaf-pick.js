// The `pick` attribute of <mtd-lab> (`leaves`): the leaves of the drawing become buttons a
// reader picks by clicking, or with Tab and Enter (or Space), each firing `mtd-pick`
// `{ leaf, node, path }` (`leaf`: the leaf's index left to right, `node`: its id, `path`: its
// moves from the root). The page keeps what is picked and shows it with the element's
// `pickedLeaves` (each such leaf is drawn pressed). Learn's practice asks "which leaves will
// alpha-beta evaluate?" on the drawing itself this way. Only the leaves drawn (in and near
// the view, www/layout/cull.js) are in the DOM: they are marked after every paint and cull.
import { ConfigError } from './config.js';
import { pathOf } from './node-names.js';
import { showValue } from '../i18n/values.js';

/** A leaf's accessible name in `lang`. */
export function leafName(lang, leaf, value) {
  const v = value === null ? '?' : showValue(value);
  return lang === 'ja' ? `葉 ${leaf}: ${v}` : `Leaf ${leaf}: ${v}`;
}

/** The `pick` attribute read: `leaves`, or null (absent or empty); else a ConfigError. */
export function readPick(v) {
  if (v === null || v === undefined || String(v).trim() === '') return null;
  if (String(v).trim() === 'leaves') return 'leaves';
  throw new ConfigError('pick', `'${v}' is not what can be picked (leaves)`);
}

export class LeafPick {
  /** `pane`: the tree pane (its tree, handles, layout and svg); `fire(type, detail)`: sends
   * a DOM event out of the element; `nameOf(leaf, value)`: a leaf's accessible name. */
  constructor(pane, group, { fire, nameOf }) {
    this._pane = pane;
    this._group = group;
    this._fire = fire;
    this._nameOf = nameOf;
    this.mode = null;
    this.picked = new Set();
    group.addEventListener('click', (e) => this._onPick(e));
    group.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      if (this._onPick(e)) e.stopPropagation();
    });
  }

  /** The leaf `g` an event is on (when leaves are picked), or null. */
  _leafOf(e) {
    if (this.mode !== 'leaves') return null;
    const g = e.target.closest?.('.node.leaf');
    return g && this._group.contains(g) && Number(g.dataset.id) >= 0 ? g : null;
  }

  _onPick(e) {
    const g = this._leafOf(e);
    const tree = this._pane.tree;
    if (!g || !tree) return false;
    e.preventDefault();
    const node = Number(g.dataset.id);
    const n = this._pane.handles?.byKey.get(g.dataset.key);
    this._fire('mtd-pick', {
      leaf: tree.leafIndex?.[node] ?? -1,
      node,
      path: n ? pathOf(tree, n) : [],
    });
    return true;
  }

  /** Puts the leaves drawn in the DOM left to right, so that Tab reaches them in that order
   * (a cull adds the nodes coming into view after the others); the focus stays. */
  _order(handles) {
    const tree = this._pane.tree;
    const leaves = [...handles.nodes.values()]
      .filter((h) => h.leaf && h.node.id >= 0)
      .map((h) => ({ g: h.g, leaf: tree.leafIndex?.[h.node.id] ?? -1 }))
      .sort((a, b) => a.leaf - b.leaf);
    const inOrder = leaves.every(
      (x, i) =>
        i === 0 ||
        Boolean(leaves[i - 1].g.compareDocumentPosition(x.g) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    if (inOrder) return;
    const focused = this._group.getRootNode().activeElement;
    for (const { g } of leaves) g.parentNode.append(g);
    if (focused && this._group.contains(focused)) focused.focus({ preventScroll: true });
  }

  /** Marks the leaves drawn: buttons (pressed when picked) while leaves are picked, plain
   * drawing otherwise. */
  decorate() {
    const tree = this._pane.tree;
    const handles = this._pane.handles;
    if (!tree || !handles) return;
    const on = this.mode === 'leaves';
    // never picked in: nothing to mark or unmark (no walk over the nodes on every step)
    if (!on && !this._marked) return;
    this._marked = on;
    if (on) this._order(handles);
    for (const h of handles.nodes.values()) {
      if (!h.leaf || h.node.id < 0) continue;
      const g = h.g;
      if (!on) {
        if (g.hasAttribute('data-pick')) {
          for (const a of ['data-pick', 'tabindex', 'role', 'aria-pressed', 'aria-label']) {
            g.removeAttribute(a);
          }
        }
        continue;
      }
      const id = h.node.id;
      const leaf = tree.leafIndex?.[id] ?? -1;
      g.setAttribute('data-pick', 'leaf');
      g.setAttribute('data-leaf', String(leaf));
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      g.setAttribute('aria-pressed', String(this.picked.has(leaf)));
      g.setAttribute('aria-label', this._nameOf(leaf, tree.hasValue?.[id] ? tree.value[id] : null));
    }
  }
}
