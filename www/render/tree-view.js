// The game tree as SVG: `buildTree` once per layout, `cullTree` whenever the view moves,
// `paintTree` for every step (from the ViewState). Only the nodes and edges in and near the
// view are in the DOM (www/layout/cull.js): Chromium repaints a whole <svg> when one of its
// nodes changes, so a tree of thousands of nodes would cost a full repaint per step.
import { Flag, finite } from '../state/events.js';
import { cutMoves as cutMovesOf, cutNodes, nodeMarks } from '../state/node-marks.js';
import { showValue, showWindow } from '../i18n/values.js';
import { edgeInRect, nodeInRect } from '../layout/cull.js';
import { setAttr, setText, svg } from './svg.js';

const R = 13;
/** The room a node's window takes left of its centre (layout units): it reads leftwards
 * from the node, and "(−99, −98)" is about 66 wide at its 12px. */
export const WINDOW_ROOM = R + 4 + 66;
const BOUND_SIGN = { exact: '=', lower: '≥', upper: '≤' };
const EVERYTHING = { minX: -Infinity, maxX: Infinity, minY: -Infinity, maxY: Infinity };

function shapePath(isMax, leaf) {
  if (leaf) return `M${-R * 0.8},${-R * 0.8}h${R * 1.6}v${R * 1.6}h${-R * 1.6}z`;
  return isMax
    ? `M0,${-R}L${R * 1.1},${R * 0.8}L${-R * 1.1},${R * 0.8}z`
    : `M0,${R}L${R * 1.1},${-R * 0.8}L${-R * 1.1},${-R * 0.8}z`;
}

/**
 * Prepares the SVG of `layout` inside `group` (a <g>), replacing what was there, and draws
 * the part in `rect` (a layout rectangle; everything when left out). Returns the handles
 * `cullTree` and `paintTree` take. `onNode(node)` (a layout node) is called when an inner
 * node is clicked; with `pickable` every node, unsearched ones too, can be clicked, and
 * reached with Tab and picked with Enter or Space (`nameOf(node)` names it for readers).
 */
export function buildTree(
  group,
  layout,
  tree,
  { onNode, pickable = false, nameOf = null, rect = EVERYTHING } = {},
) {
  group.replaceChildren();
  const linksG = svg('g', { class: 'links' });
  const nodesG = svg('g', { class: 'nodes' });
  group.append(linksG, nodesG);
  const byKey = new Map(layout.nodes.map((n) => [n.key, n]));
  const handles = {
    layout,
    tree,
    onNode,
    pickable,
    nameOf,
    linksG,
    nodesG,
    byKey,
    /** key → the drawn node's elements (only the nodes in `rect`) */
    nodes: new Map(),
    /** key → the drawn edge's elements */
    links: new Map(),
    rect: null,
    paint: null, // the last paintTree's data, for nodes drawn later
  };
  cullTree(handles, rect);
  return handles;
}

/**
 * Draws the nodes and edges that reach into `rect` and removes the others. New elements
 * are painted with the last `paintTree` data. Returns how many elements were added.
 */
export function cullTree(handles, rect) {
  const { layout, byKey } = handles;
  handles.rect = rect;
  const wantNodes = new Set();
  for (const n of layout.nodes) if (nodeInRect(n.x, n.y, rect)) wantNodes.add(n.key);
  const wantLinks = new Set();
  for (const l of layout.links) {
    const s = byKey.get(l.source);
    const t = byKey.get(l.target);
    if (edgeInRect(s.x, s.y, t.x, t.y, rect)) wantLinks.add(l.key);
  }
  for (const [key, h] of handles.nodes) {
    if (!wantNodes.has(key)) {
      h.g.remove();
      handles.nodes.delete(key);
    }
  }
  for (const [key, h] of handles.links) {
    if (!wantLinks.has(key)) {
      h.g.remove();
      handles.links.delete(key);
    }
  }
  const added = { nodes: [], links: [] };
  const linkFrag = document.createDocumentFragment();
  for (const l of layout.links) {
    if (wantLinks.has(l.key) && !handles.links.has(l.key)) {
      const h = drawLink(handles, l);
      linkFrag.append(h.g);
      added.links.push(h);
    }
  }
  const nodeFrag = document.createDocumentFragment();
  for (const n of layout.nodes) {
    if (wantNodes.has(n.key) && !handles.nodes.has(n.key)) {
      const h = drawNode(handles, n);
      nodeFrag.append(h.g);
      added.nodes.push(h);
    }
  }
  const ctx = handles.paint;
  if (ctx) {
    for (const h of added.nodes) paintNode(h, ctx);
    for (const h of added.links) paintLink(h, handles, ctx);
  }
  handles.linksG.append(linkFrag);
  handles.nodesG.append(nodeFrag);
  return added.nodes.length + added.links.length;
}

function drawLink(handles, l) {
  const s = handles.byKey.get(l.source);
  const t = handles.byKey.get(l.target);
  const mx = s.x + (t.x - s.x) * 0.62;
  const my = s.y + (t.y - s.y) * 0.62;
  const path = svg('path', {
    d: `M${s.x},${s.y + R * 0.8}C${s.x},${my} ${t.x},${my} ${t.x},${t.y - R}`,
    class: 'edge',
  });
  const cross = svg('text', { x: mx + 6, y: my + 5, class: 'cross', 'text-anchor': 'end' });
  cross.textContent = '✕';
  const title = svg('title');
  const g = svg('g', { class: 'link', 'data-key': l.key }, [path, cross, title]);
  const h = { g, path, cross, title, link: l, source: s, target: t };
  handles.links.set(l.key, h);
  return h;
}

function drawNode(handles, n) {
  const { tree, onNode, pickable, nameOf } = handles;
  const leaf = n.leaf;
  const shape = svg('path', { d: shapePath(n.isMax, leaf), class: 'shape' });
  const value = svg('text', {
    class: 'value',
    x: leaf ? 0 : R + 4,
    y: 4,
    'text-anchor': leaf ? 'middle' : 'start',
  });
  // a cut leaf's value is struck through: a slash over it, in the cut's colour (CSS shows it)
  const strike = leaf
    ? svg('line', { class: 'strike', x1: -R * 0.75, y1: R * 0.45, x2: R * 0.75, y2: -R * 0.45 })
    : null;
  const win = svg('text', { class: 'window', x: -R - 4, y: -R + 2, 'text-anchor': 'end' });
  const badge = svg('text', { class: 'badge', x: 0, y: R + 14, 'text-anchor': 'middle' });
  const title = svg('title');
  const fold = n.folded
    ? svg('text', { class: 'fold', x: 0, y: R + 26, 'text-anchor': 'middle' })
    : null;
  if (fold) fold.textContent = `+${n.hidden}`;
  const label =
    n.id >= 0 && tree.label?.[n.id]
      ? svg('text', { class: 'label', x: 0, y: -R - 5, 'text-anchor': 'middle' })
      : null;
  if (label) label.textContent = tree.label[n.id];
  const g = svg(
    'g',
    {
      class: `node ${n.isMax ? 'max' : 'min'}${leaf ? ' leaf' : ''}${n.ghost ? ' ghost' : ''}`,
      transform: `translate(${n.x},${n.y})`,
      'data-key': n.key,
      'data-id': n.id,
    },
    [shape, value, strike, win, badge, fold, label, title],
  );
  if (onNode && pickable) {
    g.addEventListener('click', () => onNode(n));
    g.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'ContextMenu') {
        e.preventDefault();
        e.stopPropagation();
        onNode(n);
      }
    });
    g.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      onNode(n);
    });
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'button');
    g.classList.add('pickable');
  } else if (onNode && n.id >= 0 && !leaf) {
    g.addEventListener('click', () => onNode(n));
    g.classList.add('foldable');
  }
  const name = onNode && pickable && nameOf ? nameOf(n) : null;
  const h = { g, shape, value, win, badge, fold, label, title, node: n, leaf, name };
  nameNode(h);
  handles.nodes.set(n.key, h);
  return h;
}

/**
 * Paints the state after `k` events. `data`: `{ tree, view (ViewState or null), first
 * (first-entry event of each node), k, facts (of the step shown), t (messages), picked (the
 * key of the node whose actions are open, or null) }`; what a node shows is
 * www/state/node-marks.js's. Returns the current node's layout
 * entry (or null), drawn or not, so that the caller can keep it in sight.
 */
export function paintTree(handles, data) {
  const flags = data.view?.nodes?.flags;
  // node id → Set of moves cut in the current test (not searched, whatever the order)
  const cutMoves = cutMovesOf(data.tree, data.view);
  const firstCut = new Map(); // node id → the first move cut (its edge carries the α/β label)
  for (const [node, s] of cutMoves) if (s.size) firstCut.set(node, Math.min(...s));
  const ctx = { ...data, flags, cutMoves, firstCut, cut: cutNodes(data.tree, data.view, cutMoves) };
  handles.paint = ctx;
  for (const h of handles.nodes.values()) paintNode(h, ctx);
  for (const h of handles.links.values()) paintLink(h, handles, ctx);
  return currentNode(handles, ctx);
}

/** The layout entry of the node flagged current (searched now), or null. */
function currentNode(handles, { view, flags, first, k }) {
  if (!flags) return null;
  // the current node is the end of the path, or failing that wherever the flag is
  const end = view.path?.at(-1);
  if (end !== undefined && flags[end] & Flag.Current && first[end] < k) {
    const n = handles.byKey.get(`n${end}`);
    if (n) return n;
  }
  for (const n of handles.layout.nodes) {
    if (n.id >= 0 && flags[n.id] & Flag.Current && first[n.id] < k) return n;
  }
  return null;
}

/** A pickable node's name for readers: what it does, then the words it shows in the order
 * drawn (its value, window, TT badge, folded count, label), so that the name holds what is
 * seen (WCAG 2.5.3, label in name) and a reader hears the node's value too. */
function nameNode(h) {
  if (!h.name) return;
  const shown = [h.value, h.win, h.badge, h.fold, h.label]
    .map((t) => t?.textContent)
    .filter(Boolean)
    .join(' ');
  const name = shown ? `${h.name}: ${shown}` : h.name;
  if (h.g.getAttribute('aria-label') !== name) h.g.setAttribute('aria-label', name);
}

function paintNode(h, ctx) {
  const { view, flags, cutMoves } = ctx;
  const n = h.node;
  const cls = h.g.classList;
  cls.toggle('picked', n.key === ctx.picked);
  cls.toggle('proof', n.id >= 0 && Boolean(ctx.proof?.nodes.has(n.id)));
  if (n.id < 0) {
    const cut = cutMoves.get(n.parentId)?.has(n.move) ?? false;
    cls.toggle('cut', cut);
    cls.toggle('unseen', !(ctx.first[n.parentId] < ctx.k));
    return;
  }
  const m = nodeMarks(ctx, n.id, h.leaf);
  const f = flags && m.seen && n.id < flags.length ? flags[n.id] : 0;
  cls.toggle('unseen', !m.seen && !m.cut);
  cls.toggle('visited', Boolean(f & Flag.Visited));
  cls.toggle('path', Boolean(f & Flag.OnPath));
  cls.toggle('current', Boolean(f & Flag.Current));
  cls.toggle('cut', m.cut === 1);
  cls.toggle('under-cut', m.cut === 2);
  cls.toggle('struck', m.struck);
  cls.toggle('tt', Boolean(f & Flag.TtAnswered));
  cls.toggle('evaluated', Boolean(f & Flag.Evaluated));
  cls.toggle('fresh', Boolean(f & Flag.Fresh));
  const mark = markText(m, '');
  setText(h.value, h.leaf ? (m.value !== null ? showValue(m.value) : '') : mark);
  h.g.dataset.bound = m.bound ?? '';
  const onPath = Boolean(f & Flag.OnPath);
  setText(h.win, onPath && view ? showWindow(view.nodes.alpha[n.id], view.nodes.beta[n.id]) : '');
  setText(h.badge, f & Flag.TtAnswered ? 'TT' : '');
  const bits = [];
  if (m.bound) bits.push(markText(m, ' '));
  if (view && m.seen && n.id < flags.length) {
    bits.push(showWindow(view.nodes.alpha[n.id], view.nodes.beta[n.id]));
  }
  if (m.cut) bits.push(ctx.t.ui.prunedNode);
  setText(h.title, bits.join('  '));
  nameNode(h);
}

/** A node's mark: `=3`, `≥3`, `≤5`, or `3..5` when both bounds are known but apart. */
export function markText(m, gap = '') {
  if (!m.bound) return '';
  if (m.bound === 'range') return `${showValue(m.lower)}..${showValue(m.upper)}`;
  return `${BOUND_SIGN[m.bound]}${gap}${showValue(m.g)}`;
}

function paintLink(h, handles, ctx) {
  const { view, first, k, t, flags, cutMoves, firstCut } = ctx;
  const l = h.link;
  const { source, target } = h;
  const parentId = source.id;
  // an edge the current test cut: the parent skipped that move (the ViewState's `cuts`)
  const cut = cutMoves.get(parentId)?.has(l.move) ?? false;
  const seen = target.id >= 0 && first[target.id] < k;
  const onPath =
    seen && flags && target.id < flags.length ? Boolean(flags[target.id] & Flag.OnPath) : false;
  const cls = h.g.classList;
  cls.toggle('proof', target.id >= 0 && Boolean(ctx.proof?.edges.has(target.id)));
  cls.toggle('cut', cut);
  cls.toggle('path', onPath);
  cls.toggle('unseen', !seen && !cut);
  cls.toggle('under-cut', target.id >= 0 && ctx.cut[target.id] === 2);
  cls.toggle('ghost', target.id < 0);
  const kind = source.isMax ? 'beta' : 'alpha';
  setText(
    h.title,
    cut ? `${t.ui.pruned(kind)}: ${cutReason(source, view, ctx.cutRule === 'gt')}` : '',
  );
  setAttr(h.cross, 'visibility', cut ? 'visible' : 'hidden');
  const labelled = firstCut.get(parentId) === l.move;
  // the label reads leftwards from the first cut edge, clear of the cut siblings
  setText(h.cross, labelled ? `${t.ui.pruned(kind)} ✕` : '✕');
}

/** Why a node cut its remaining children: MAX g ≥ β, MIN g ≤ α (`strict`, the α > β
 * convention: g > β, g < α). */
function cutReason(source, view, strict) {
  if (!view || source.id < 0) return '';
  const [ge, le] = strict ? ['>', '<'] : ['≥', '≤'];
  const g = finite(view.nodes.g[source.id]);
  const a = view.nodes.alpha[source.id];
  const b = view.nodes.beta[source.id];
  if (view.nodes.kind[source.id] < 0) return source.isMax ? `g ${ge} β` : `g ${le} α`;
  return source.isMax
    ? `g = ${showValue(g)} ${ge} β = ${showValue(b)}`
    : `g = ${showValue(g)} ${le} α = ${showValue(a)}`;
}

/** Marks the node `key` as picked (its actions are open), or none for null. */
export function pickNode(handles, key) {
  if (handles.paint) handles.paint.picked = key;
  for (const h of handles.nodes.values()) h.g.classList.toggle('picked', h.node.key === key);
}
