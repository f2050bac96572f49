// What the tree says about each node after k events, pure — the painter
// (www/render/tree-view.js) draws exactly this, and the consistency test checks it against
// the trace: whether the node has been reached, the bound it shows (the kind its last Return
// proved, or at a Store the bound just stored), whether the current test cut it (or a
// subtree above it), and a leaf's value, which a tree given as text (or a random tree)
// shows from the start, at every leaf alike, and Kalah only once the search evaluated it.
import { Flag } from './events.js';

const BOUNDS = ['exact', 'lower', 'upper'];
const STORED_BOUND = { lower: 'lower', upper: 'upper', both: 'exact' };

/**
 * For every node of `tree`: 0 not cut, 1 cut in the current test (its parent skipped the
 * move: the ViewState's `cuts`), 2 inside a subtree cut in the current test. Parents come
 * before their children in the Tree's order (docs/engine-api.md).
 */
export function cutNodes(tree, view) {
  const n = tree.parent.length;
  const cut = new Uint8Array(n);
  const cuts = view?.cuts ?? [];
  if (!cuts.length) return cut;
  const moves = new Map();
  for (const c of cuts) {
    const s = moves.get(c.node) ?? new Set();
    for (let i = c.first; i < c.first + c.count; i++) s.add(i);
    moves.set(c.node, s);
  }
  const flags = view?.nodes?.flags;
  for (let id = 1; id < n; id++) {
    const p = tree.parent[id];
    if (p < 0) continue;
    // a node searched in this test was not cut in it, whatever an earlier cut said
    if (flags && id < flags.length && flags[id] & Flag.Visited) continue;
    if (moves.get(p)?.has(tree.child[id])) cut[id] = 1;
    else if (cut[p]) cut[id] = 2;
  }
  return cut;
}

/**
 * The marks of node `id`: `{ seen, bound, g, value, cut, struck }`. `data`: `{ tree, view
 * (ViewState or null), first (each node's first-entry event), k, facts (of the step shown,
 * or null), cut (from cutNodes) }`. `bound` is `exact` / `lower` / `upper` or null and `g`
 * its value (raw trace int); `value` the leaf value shown (null: none); `cut` 0/1/2 as in
 * cutNodes; `struck` a cut leaf whose given value is shown struck through. `leaf`: whether
 * the drawing shows the node as a leaf (the layout's word; by default, a node without moves).
 */
export function nodeMarks(data, id, leaf = isLeaf(data.tree, id)) {
  const { tree, view, first, k, facts, cut } = data;
  const seen = first[id] < k;
  const explored = view ? id < view.nodes.kind.length : false;
  let bound = null;
  let g = null;
  if (seen && explored && view.nodes.kind[id] >= 0) {
    bound = BOUNDS[view.nodes.kind[id]] ?? null;
    g = view.nodes.g[id];
  }
  // at a Store the node shows what this store wrote, not an older bound
  if (facts?.type === 'store' && facts.node?.id === id && facts.stored) {
    bound = STORED_BOUND[facts.stored];
    g = facts.g;
  }
  let value = null;
  if (leaf) {
    if (tree.valuesGiven && tree.hasValue?.[id]) value = tree.value[id];
    else if (bound !== null) value = g;
  }
  const c = cut?.[id] ?? 0;
  return { seen, bound, g, value, cut: c, struck: leaf && c > 0 && value !== null };
}

/** A leaf of the game tree (no moves), or a horizon position the search evaluated. */
function isLeaf(tree, id) {
  return (tree.moveCount?.[id] ?? 0) === 0 || Boolean(tree.hasValue?.[id] && !tree.valuesGiven);
}
