// The tree pane of <mtd-lab>: the explored tree drawn (www/render/tree-view.js) in an <svg>
// that zooms and pans (www/controls/zoom.js), with its zoom buttons and its legend. It keeps
// the view's transform and the pane's size (from a ResizeObserver: no forced layout per
// step), draws only the part in and near the view (www/layout/cull.js), follows the node
// being searched, and folds: the deep levels of a large tree start folded and unfold along
// the search, and a click on a node folds or unfolds it, or opens its actions when the tree
// may be edited (node-actions.js). A tree too large to draw with readable leaves shows the
// leaf overview instead (www/render/leaf-overview.js): every leaf a cell coloured by its
// state; a click zooms into a subtree, drawn normally once it fits, and Esc or Back returns.
import { LEVEL_HEIGHT, autoCollapse, layoutTree } from '../layout/tree-layout.js';
import { needsCull, unionRect, viewRect } from '../layout/cull.js';
import { WINDOW_ROOM, buildTree, cullTree, paintTree } from '../render/tree-view.js';
import { html, setAttr, svg } from '../render/svg.js';
import { attachZoom, fitTransform, keepInView, toCss, zoomAt } from '../controls/zoom.js';
import { NodeActions } from './node-actions.js';
import { LeafPick, leafName } from './leaf-pick.js';
import { nodeTitle } from './node-names.js';
import { LeafOverview } from '../render/leaf-overview.js';
import { leafSpans } from '../state/leaf-states.js';
import { tooLarge } from '../layout/overview-layout.js';
import { overviewMessages } from '../i18n/overview-messages.js';

/** Views of margin drawn around the tree view (www/layout/cull.js), so that a pan or a
 * follow rarely has to draw more. */
const CULL_MARGIN = 0.35;
/** Below this zoom the tree's texts are too small to read: they are not drawn. */
const FAR_ZOOM = 0.38;
/** A tree larger than this starts with its deep levels folded. */
const SHOWN_NODES = 700;
/** The largest zoom a fit gives: in the page, and filling a projector (presenter mode). */
const FIT_ZOOM = 2;
const FILL_ZOOM = 4;
/** Filling the pane, the levels are spread at most this much further apart. */
const MAX_SPREAD = 2.2;
/** The room fitted left of the leftmost node for its window, over fitTransform's margin of
 * 40 (10 of them kept as space). */
const TEXT_ROOM = WINDOW_ROOM - 30;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export class TreePane {
  /**
   * `messages()`: the texts of the element's language; `editable()`: whether the reader
   * may edit the tree drawn; `editor()`: the page's tree editor (or null); `repaint()`:
   * paints the step again (after a fold); `focusHost()`: gives the keyboard back to the
   * element; `fill()`: whether the tree should fill the pane (presenter mode: zoomed in
   * further, the levels spread to the pane's height); `fire(type, detail)`: a DOM event out
   * of the element; `lang()`: its language.
   */
  constructor({
    messages,
    editable,
    editor,
    repaint,
    focusHost,
    fill = () => false,
    fire = () => {},
    lang = () => 'en',
  }) {
    this._messages = messages;
    this._fill = fill;
    this._filled = false; // whether the layout drawn fills the pane
    this._editable = editable;
    this._repaint = repaint;
    this._tree = null; // the explored tree (docs/engine-api.md)
    this._collapsed = null; // ids of the nodes folded
    this._layoutData = null;
    this._handles = null;
    this._transform = { x: 0, y: 0, k: 1 };
    this._touched = false; // the reader zoomed or panned: the pane no longer fits the tree
    this._currentId = null; // the node being searched at the event painted
    this._paneSize = null;
    this._keepFolds = false;
    this._actions = new NodeActions(this, { messages, editor, focusHost });
    // the leaf overview: the subtrees zoomed into (a stack of ids), whether the reader
    // asked for the drawing instead, the tree's leaf spans (a tree given with its leaves)
    this._focus = [];
    this._forceTree = false;
    this._spans = null;
    this._mode = 'tree';
    this._lastPaint = null;
    this._overview = new LeafOverview({
      onZoom: (id) => this.zoomInto(id),
      onBack: () => this.zoomOut(),
    });
    this._build();
    this._pick = new LeafPick(this, this._viewport, {
      fire,
      nameOf: (leaf, value) => leafName(lang(), leaf, value),
    });
  }

  /** Leaves picked on the drawing (`mode` `leaves`) or not (null): leaf-pick.js. */
  setPick(mode) {
    this._pick.mode = mode;
    this._pick.decorate();
    this._setRole();
  }

  /** A drawing with buttons in it (nodes to edit, leaves to pick) is a group: an image's
   * children are hidden from screen readers. */
  _setRole() {
    this._svg.setAttribute('role', this._editable() || this._pick?.mode ? 'group' : 'img');
  }

  /** The leaf indices drawn pressed while leaves are picked. */
  get pickedLeaves() {
    return [...this._pick.picked];
  }

  set pickedLeaves(list) {
    this._pick.picked = new Set(list ?? []);
    this._pick.decorate();
  }

  _build() {
    this._viewport = svg('g', { class: 'viewport' });
    this._svg = svg('svg', { class: 'tree', role: 'img' }, [this._viewport]);
    this._zoomIn = html(
      'button',
      { type: 'button', class: 'btn', onclick: () => this._zoomBy(1.25) },
      ['+'],
    );
    this._zoomOut = html(
      'button',
      { type: 'button', class: 'btn', onclick: () => this._zoomBy(0.8) },
      ['−'],
    );
    this._fitBtn = html('button', { type: 'button', class: 'btn', onclick: () => this.fit() }, [
      '⤢',
    ]);
    this._legend = html('div', { class: 'legend' });
    this._backBtn = html('button', {
      type: 'button',
      class: 'btn zoom-back',
      hidden: true,
      onclick: () => this.zoomOut(),
    });
    this._modeBtn = html('button', {
      type: 'button',
      class: 'btn zoom-mode',
      hidden: true,
      onclick: () => this.toggleOverview(),
    });
    /** Room under the drawing for the line that says what a highlighted proof proves. */
    this.note = html('div', { class: 'tree-note' });
    /** The pane's element. */
    this.root = html('div', { class: 'tree-pane' }, [
      this._svg,
      this._overview.root,
      html('div', { class: 'zoom' }, [
        this._zoomIn,
        this._zoomOut,
        this._fitBtn,
        this._backBtn,
        this._modeBtn,
      ]),
      // the note on a proof highlighted sits over the legend, under the drawing
      html('div', { class: 'tree-foot' }, [this.note, this._legend]),
    ]);
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this._focus.length && this._mode === 'tree') {
        e.preventDefault();
        e.stopPropagation();
        this.zoomOut();
      }
    });
    // a click on the tree's background closes a node's actions
    this._svg.addEventListener('click', (e) => {
      if (!e.target.closest?.('.node')) this._actions.close({ focus: false });
    });
    attachZoom(
      this._svg,
      () => this._transform,
      (t) => {
        this._touched = true;
        this._setTransform(t);
      },
    );
  }

  /** The explored tree shown (null before the first). */
  get tree() {
    return this._tree;
  }

  /** The layout drawn (www/layout/tree-layout.js). */
  get layoutData() {
    return this._layoutData;
  }

  /** The drawing's handles (www/render/tree-view.js), null before the first layout. */
  get handles() {
    return this._handles;
  }

  /** The group the tree is drawn in (inside the view's transform), and the layout's bounds
   * (`{ x, y, width, height }`; the drawing's box when it is not rendered). */
  get drawing() {
    const b = this._layoutData?.bounds ?? { minX: 0, maxX: 0, minY: 0, maxY: 0 };
    return {
      g: this._viewport,
      bounds: { x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY },
    };
  }

  /** The view's transform `{ x, y, k }`. */
  get transform() {
    return this._transform;
  }

  /** Follows the pane's size while the element is in the page. */
  observe() {
    this._resize = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.contentRect;
      if (box?.width > 0 && box?.height > 0)
        this._paneSize = { width: box.width, height: box.height };
      this._applyMode();
      // filling the pane (or no longer): laid out again for its shape, and fitted
      const refill = this._fill() || this._filled;
      if (refill) this.layout();
      if (!this._touched || refill) this.fit();
      this._cull();
    });
    this._resize.observe(this._svg);
  }

  unobserve() {
    this._resize?.disconnect();
  }

  /** Shows a new explored tree: the actions open closed, the deep levels of a large tree
   * folded, laid out and fitted to the pane. */
  show(tree) {
    this._actions.close({ focus: false }); // its path was into the tree replaced
    this._tree = tree;
    this._focus = [];
    this._forceTree = false;
    this._spans = tree.valuesGiven ? leafSpans(tree) : null;
    this._lastPaint = null;
    this._collapsed = autoCollapse(tree, SHOWN_NODES);
    this.layout();
    this.paintLegend();
    this.fit();
    this._applyMode();
  }

  /** Lays the tree out again (after a fold, or when it becomes editable or not). */
  layout() {
    const tree = this._tree;
    if (!tree) return;
    const { width, height } = this.size();
    this._filled = this._fill();
    const root = this._focusRoot();
    this._layoutData = layoutTree(tree, { collapsed: this._collapsed, root });
    if (this._filled) {
      const levelHeight = spreadLevels(this._layoutData.bounds, width, height);
      if (levelHeight > LEVEL_HEIGHT)
        this._layoutData = layoutTree(tree, { collapsed: this._collapsed, levelHeight, root });
    }
    const editable = this._editable();
    this._handles = buildTree(this._viewport, this._layoutData, tree, {
      onNode: (n) => (editable ? this._actions.toggle(n) : this.toggleFold(n.id)),
      pickable: editable,
      nameOf: (n) => this._messages().ui.editNode(this.nodeName(n)),
      rect: viewRect(this._transform, width, height, CULL_MARGIN),
    });
    this._setRole();
    this._actions.keep();
  }

  /** Paints the tree after `k` events: `view` (the ViewState), `first` (each node's
   * first-entry event), `facts` (of the step shown), `t` (the messages), `proof` (the nodes and edges
   * of the proof highlighted, or null; www/element/proof-view.js), `cutRule` (`ge` or `gt`). The node being searched is unfolded to (unless
   * the reader just folded) and kept in sight. */
  paint(data) {
    this._lastPaint = data;
    const { view, first, k, facts, t, proof = null, cutRule = 'ge' } = data;
    if (this._mode === 'overview') {
      this._overview.paint({ view, k, events: data.events });
      return;
    }
    if (!this._keepFolds) this._unfoldTo(view?.path?.at(-1));
    this._keepFolds = false;
    const current = paintTree(this._handles, {
      tree: this._tree,
      view,
      first,
      k,
      facts,
      t,
      proof,
      cutRule,
      picked: this._actions.key,
    });
    this._currentId = current?.id ?? null;
    if (current) this._follow(current);
    this._pick.decorate();
  }

  // ---- the leaf overview -------------------------------------------------------------------

  /** The node whose subtree is shown (the root unless the reader zoomed in). */
  _focusRoot() {
    return this._focus.at(-1) ?? 0;
  }

  _leafCount(id) {
    return this._spans.end[id] - this._spans.start[id];
  }

  /** Whether the subtree at `id` is too large to draw with readable leaves in the pane. */
  _tooLarge(id) {
    return Boolean(this._spans) && tooLarge(this._leafCount(id), this.size().width);
  }

  /** Shows the overview or the drawing, whichever the subtree shown and the pane's width
   * call for (the reader may ask for the drawing); repaints when that changes. */
  _applyMode() {
    if (!this._tree) return;
    const root = this._focusRoot();
    const big = this._tooLarge(root);
    const mode = big && !this._forceTree ? 'overview' : 'tree';
    const changed = mode !== this._mode;
    this._mode = mode;
    this.root.dataset.view = mode;
    this._overview.root.hidden = mode !== 'overview';
    const w = overviewMessages(this._messages());
    this._modeBtn.hidden = !big;
    this._modeBtn.textContent = mode === 'overview' ? '△' : '▦';
    this._modeBtn.title = mode === 'overview' ? w.toTree : w.toOverview;
    this._modeBtn.setAttribute('aria-label', this._modeBtn.title);
    this._backBtn.hidden = !(this._focus.length && mode === 'tree');
    this._backBtn.textContent = '⤺';
    this._backBtn.title = w.backTitle;
    this._backBtn.setAttribute('aria-label', w.backTitle);
    if (mode === 'overview') {
      const { width, height } = this.size();
      this._overview.show({
        tree: this._tree,
        spans: this._spans,
        root,
        width,
        height: Math.max(60, height - 64),
        nested: this._focus.length > 0,
        fits: (id) => !this._tooLarge(id),
        t: this._messages(),
      });
    }
    if (changed && this._lastPaint) this._repaint();
  }

  /** Zooms into the subtree at `id`: its overview, or its drawing when it fits. */
  zoomInto(id) {
    if (!this._tree || id === this._focusRoot()) return;
    this._focus.push(id);
    this._refocus();
  }

  /** Back out of the subtree zoomed into. */
  zoomOut() {
    if (!this._focus.length) return;
    const from = this._focus.pop();
    this._refocus(from);
  }

  /** Between the leaf overview and the drawing of the subtree shown. */
  toggleOverview() {
    this._forceTree = !this._forceTree;
    this._applyMode();
    if (this._mode === 'tree') {
      // fitted, then painted again, so that the drawing follows the node being searched
      this.fit();
      this._repaint();
    }
    this._modeBtn.focus();
  }

  _refocus(from = null) {
    this._actions.close({ focus: false });
    this._forceTree = false;
    this._collapsed = this._focus.length ? new Set() : autoCollapse(this._tree, SHOWN_NODES);
    this.layout();
    const mode = this._mode;
    this._applyMode();
    this.fit();
    if (mode === this._mode) this._repaint();
    // the keyboard stays in the pane: on the row come back from, the first row, or Back
    if (this._mode === 'overview') {
      const rows = this._overview.root.querySelectorAll('.ov-row');
      const back = [...rows].find((r) => Number(r.dataset.id) === from);
      (back ?? rows[0])?.focus();
    } else this._backBtn.focus();
  }

  /** The tree's text for screen readers. */
  describe(text) {
    setAttr(this._svg, 'aria-label', text);
  }

  /** Writes the legend and the zoom buttons' names in the element's language. */
  paintLabels() {
    const t = this._messages();
    this.paintLegend();
    this._zoomIn.title = t.ui.zoomIn;
    this._zoomIn.setAttribute('aria-label', t.ui.zoomIn);
    this._zoomOut.title = t.ui.zoomOut;
    this._zoomOut.setAttribute('aria-label', t.ui.zoomOut);
    this._fitBtn.title = t.ui.fit;
    this._fitBtn.setAttribute('aria-label', t.ui.fit);
  }

  /** The legend, with the hint of what a click on a node does. */
  paintLegend() {
    const t = this._messages();
    this._legend.textContent = `${t.ui.legend}. ${this._editable() ? t.ui.editHint : t.ui.collapseHint}`;
  }

  /** Closes a node's actions (www/element/node-actions.js). */
  closeActions(options) {
    this._actions.close(options);
  }

  /** How the narration names the layout node `n`. */
  nodeName(n) {
    return nodeTitle(this._tree, n, this._messages());
  }

  // ---- folds --------------------------------------------------------------------------------

  toggleFold(id) {
    if (this._collapsed.has(id)) this._collapsed.delete(id);
    else this._collapsed.add(id);
    this._keepFolds = true; // the reader's fold stands until the next step
    this.layout();
    this._repaint();
  }

  /** Unfolds the ancestors of `id` so that the node being searched is always drawn. */
  _unfoldTo(id) {
    if (id === undefined || !this._collapsed?.size || this._handles?.byKey.has(`n${id}`)) return;
    const tree = this._tree;
    let changed = false;
    for (let n = tree.parent[id]; n >= 0; n = tree.parent[n]) {
      if (this._collapsed.delete(n)) changed = true;
    }
    if (changed) this.layout();
  }

  // ---- zoom, pan and what is drawn ----------------------------------------------------------

  /** The tree view's size: from the ResizeObserver; measured (a layout) only before it
   * has reported, never on every step. */
  size() {
    if (!this._paneSize) {
      const r = this._svg.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) this._paneSize = { width: r.width, height: r.height };
    }
    return this._paneSize ?? { width: 600, height: 360 };
  }

  /** Fits the whole tree into the pane (zoomed no further out than where it reads). */
  fit() {
    if (!this._layoutData) return;
    const { width, height } = this.size();
    this._touched = false;
    const maxK = this._filled ? FILL_ZOOM : FIT_ZOOM;
    this._setTransform(fitTransform(this._textBounds(), width, height, { maxK }));
    // a tree too large to fit whole: the node being searched stays in sight (a resize, or
    // the drawing chosen over the leaf overview, fits again)
    const current = this._layoutData.nodes.find((n) => n.id === this._currentId);
    if (current) this._follow(current);
  }

  /** The layout's bounds with room for what is written beside the nodes: the windows read
   * leftwards from the nodes (render/tree-view.js), so the leftmost one is not cut off. */
  _textBounds() {
    const b = this._layoutData?.bounds;
    return b && { ...b, minX: b.minX - TEXT_ROOM };
  }

  _zoomBy(f) {
    const { width, height } = this.size();
    this._touched = true;
    this._setTransform(zoomAt(this._transform, f, width / 2, height / 2));
  }

  _setTransform(t, { animated = false } = {}) {
    const from = this._transform;
    this._transform = t;
    this._viewport.setAttribute('transform', toCss(t));
    this._svg.classList.toggle('far', t.k < FAR_ZOOM);
    this._cull(animated ? from : null);
    this._actions.place();
  }

  /** Keeps `node` (a layout node) in sight. */
  _follow(node) {
    const { width, height } = this.size();
    const next = keepInView(this._transform, node.x, node.y, width, height, 50, this._textBounds());
    if (next !== this._transform) {
      // glide a short way; a jump (a seek) is instant, and draws only where it lands
      const far = Math.hypot(next.x - this._transform.x, next.y - this._transform.y);
      const animated = !reducedMotion() && far < 1.5 * Math.max(width, height);
      this._viewport.classList.toggle('animate', animated);
      this._setTransform(next, { animated });
    }
  }

  /** Draws what the view (or, while it moves from `from`, its whole way) needs, when what
   * is drawn does not cover it. */
  _cull(from = null) {
    const handles = this._handles;
    if (!handles) return;
    const { width, height } = this.size();
    let view = viewRect(this._transform, width, height);
    if (from) view = unionRect(view, viewRect(from, width, height));
    if (!needsCull(handles.rect, view)) return;
    cullTree(handles, unionRect(view, viewRect(this._transform, width, height, CULL_MARGIN)));
    this._pick?.decorate();
  }
}

/** The level height that makes a tree of `bounds` (laid out with LEVEL_HEIGHT), at the zoom
 * that fits its width to a `width` × `height` pane, as tall as the pane: a wide, shallow
 * tree then fills a projector's screen instead of its top. LEVEL_HEIGHT when the tree is
 * as tall already, or too wide to be fitted (it is panned). */
export function spreadLevels(bounds, width, height) {
  const levels = Math.round((bounds.maxY - bounds.minY) / LEVEL_HEIGHT);
  const margin = 40; // fitTransform's
  const k = Math.min(FILL_ZOOM, width / (bounds.maxX - bounds.minX + TEXT_ROOM + 2 * margin));
  if (levels < 1 || k < 0.6) return LEVEL_HEIGHT;
  const tall = height / k - 2 * margin - 30; // the layout height the pane shows at that zoom
  return Math.max(LEVEL_HEIGHT, Math.min(MAX_SPREAD * LEVEL_HEIGHT, Math.floor(tall / levels)));
}
