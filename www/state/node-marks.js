// What the tree says about each node after k events, pure — the painter
// (www/render/tree-view.js) draws exactly this, and the consistency test checks it against
// the trace: whether the node has been reached, what is known of its value (issue 17: the
// bound its last Return proved together with its TT entry, which holds what every test so
// far stored; at a Store the entry as that store left it), whether the current test cut it
// (or a subtree above it), and a leaf's value, which a tree given as text (or a random
// tree) shows from the start, at every leaf alike, and Kalah only once the search
// evaluated it.
import { Flag, finite } from './events.js';

const BOUNDS = ['exact', 'lower', 'upper'];

/**
 * For each node that cut in the current test, the moves its cuts skipped (a Map of node id
 * to a Set of moves). A Cut's `first..first + count` are search positions, not moves: with
 * the TT's move first or the history heuristic the node's moves were searched in another
 * order. The moves skipped are those not searched: of the node's `first + count` moves,
 * those whose child this test has not entered (not `Visited`) or the core flags `Cut`
 * (`ViewState::mark_cut_children`: entered before the cut's visit, not during it nor since).
 */
export function cutMoves(tree, view) {
  const out = new Map();
  const cuts = view?.cuts ?? [];
  if (!cuts.length) return out;
  for (const c of cuts) out.set(c.node, Math.max(out.get(c.node) ?? 0, c.first + c.count));
  const searched = new Map(); // node id → moves whose child was searched, not cut since
  const flags = view?.nodes?.flags;
  for (let id = 1; flags && id < tree.parent.length && id < flags.length; id++) {
    const p = tree.parent[id];
    if (!out.has(p) || !(flags[id] & Flag.Visited) || flags[id] & Flag.Cut) continue;
    const s = searched.get(p) ?? new Set();
    s.add(tree.child[id]);
    searched.set(p, s);
  }
  for (const [node, count] of out) {
    const s = new Set();
    for (let i = 0; i < count; i++) if (!searched.get(node)?.has(i)) s.add(i);
    out.set(node, s);
  }
  return out;
}

/**
 * For every node of `tree`: 0 not cut, 1 cut in the current test (its parent skipped the
 * move: `cutMoves`), 2 inside a subtree cut in the current test. Parents come before their
 * children in the Tree's order (docs/engine-api.md). `moves`: `cutMoves(tree, view)`, if
 * the caller has it.
 */
export function cutNodes(tree, view, moves = cutMoves(tree, view)) {
  const n = tree.parent.length;
  const cut = new Uint8Array(n);
  if (!moves.size) return cut;
  for (let id = 1; id < n; id++) {
    const p = tree.parent[id];
    if (p < 0) continue;
    if (moves.get(p)?.has(tree.child[id])) cut[id] = 1;
    else if (cut[p]) cut[id] = 2;
  }
  return cut;
}

/** The row of `tt` (a ViewState's TT columns, ordered by node) that node `id` wrote, or
 * -1: a binary search, as the painter asks for every node drawn at every step. */
export function ttRowOf(tt, id) {
  const nodes = tt?.node;
  let lo = 0;
  let hi = (nodes?.length ?? 0) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nodes[mid] === id) return mid;
    if (nodes[mid] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The marks of node `id`: `{ seen, bound, g, lower, upper, value, cut, struck }`. `data`:
 * `{ tree, view (ViewState or null), first (each node's first-entry event), k, facts (of
 * the step shown, or null), cut (from cutNodes) }`. `lower` and `upper` are what is known
 * of the node's value (raw trace ints, null when unknown): the bound of its last Return
 * met with its TT entry (MT's entry keeps the bounds of every test so far, so after
 * MTD(f)'s last test the root is known exactly); at a Store of the node, the entry alone,
 * as this store left it (a deeper iteration's store replaces an older depth's entry, and
 * its Return follows at once). `bound` is `exact` (the bounds met), `lower`, `upper`,
 * `range` (both known, apart) or null, and `g` the value of a one-sided or exact bound
 * (null for a range). Without a TT (alpha-beta, minimax) this is the last Return's bound.
 * `value` is the leaf value shown (null: none); `cut` 0/1/2 as in cutNodes; `struck` a cut
 * leaf whose given value is shown struck through. `leaf`: whether the drawing shows the
 * node as a leaf (the layout's word; by default, a node without moves).
 */
export function nodeMarks(data, id, leaf = isLeaf(data.tree, id)) {
  const { tree, view, first, k, facts, cut } = data;
  const seen = first[id] < k;
  const explored = view ? id < view.nodes.kind.length : false;
  let lower = null;
  let upper = null;
  if (seen && explored && view.nodes.kind[id] >= 0) {
    const kind = BOUNDS[view.nodes.kind[id]];
    const g = view.nodes.g[id];
    if (kind !== 'upper') lower = g;
    if (kind !== 'lower') upper = g;
  }
  const row = seen ? ttRowOf(view?.tt, id) : -1;
  if (row >= 0) {
    const lo = finite(view.tt.lower[row]);
    const hi = finite(view.tt.upper[row]);
    if (facts?.type === 'store' && facts.node?.id === id) {
      lower = lo;
      upper = hi;
    } else {
      if (lo !== null) lower = lower === null ? lo : Math.max(lower, lo);
      if (hi !== null) upper = upper === null ? hi : Math.min(upper, hi);
    }
  }
  const { bound, g } = boundOf(lower, upper);
  let value = null;
  if (leaf) {
    if (tree.valuesGiven && tree.hasValue?.[id]) value = tree.value[id];
    else if (bound !== null) value = g ?? lower;
  }
  const c = cut?.[id] ?? 0;
  return { seen, bound, g, lower, upper, value, cut: c, struck: leaf && c > 0 && value !== null };
}

/** The kind of what is known from `lower` and `upper` (null: unknown), and its one value. */
function boundOf(lower, upper) {
  if (lower !== null && upper !== null) {
    return lower === upper ? { bound: 'exact', g: lower } : { bound: 'range', g: null };
  }
  if (lower !== null) return { bound: 'lower', g: lower };
  if (upper !== null) return { bound: 'upper', g: upper };
  return { bound: null, g: null };
}

/** A leaf of the game tree (no moves), or a horizon position the search evaluated. */
function isLeaf(tree, id) {
  return (tree.moveCount?.[id] ?? 0) === 0 || Boolean(tree.hasValue?.[id] && !tree.valuesGiven);
}
