// The leaves of a tree in order, and the state of each after k events, pure: what the leaf
// overview (www/render/leaf-overview.js) colours. A leaf is `evaluated` (the search
// evaluated it in this test, or in an earlier one and this test has not pruned it), `cut`
// (it, or a subtree above it, was cut in this test), `tt` (a node above it, or the leaf,
// was answered by the TT in this test) or `unreached`. The test-scoped states win over an
// older evaluation, so that each test's pruning shows, and what earlier tests evaluated
// stays in sight wherever this test has not said otherwise.
import { EVENT_INTS, Flag, Kind, eventCount } from './events.js';
import { cutNodes } from './node-marks.js';
import { childrenOf } from '../layout/tree-layout.js';

export const LEAF_STATES = ['unreached', 'evaluated', 'cut', 'tt'];
export const UNREACHED = 0;
export const EVALUATED = 1;
export const CUT = 2;
export const TT = 3;

/**
 * The leaves of `tree` in the game's order (depth first, moves in order) and the span of
 * every node over them: `{ leaves (ids, Int32Array), start, end (per node: its leaves are
 * leaves[start..end)), depth (per node, from the root), maxDepth, kids (per node, its
 * children in move order) }`. A node without
 * children in the Tree is a leaf (a tree given as text is there whole, up to the engine's
 * 20,000 unexplored nodes). Linear in the nodes.
 */
export function leafSpans(tree) {
  const n = tree.parent.length;
  const kids = childrenOf(tree);
  const start = new Int32Array(n);
  const end = new Int32Array(n);
  const depth = new Int32Array(n);
  const leaves = [];
  let maxDepth = 0;
  const compact = kids.map((k) => k.filter((c) => c !== undefined));
  if (n === 0) return { leaves: new Int32Array(0), start, end, depth, maxDepth, kids: compact };
  // iterative depth-first walk: a deep chain must not overflow the stack
  const stack = [[0, 0]];
  start[0] = 0;
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [id, i] = top;
    const children = kids[id];
    // the next explored child in move order
    let next = i;
    while (next < children.length && children[next] === undefined) next++;
    if (next < children.length) {
      top[1] = next + 1;
      const c = children[next];
      depth[c] = depth[id] + 1;
      start[c] = leaves.length;
      stack.push([c, 0]);
      continue;
    }
    stack.pop();
    if (!children.some((c) => c !== undefined)) {
      leaves.push(id);
      if (depth[id] > maxDepth) maxDepth = depth[id];
    }
    end[id] = leaves.length;
  }
  return { leaves: Int32Array.from(leaves), start, end, depth, maxDepth, kids: compact };
}

/** The event at which each node was first evaluated as a leaf (Infinity: never). */
export function firstEvaluated(events, nodeCount) {
  const first = new Float64Array(nodeCount).fill(Infinity);
  const count = eventCount(events);
  for (let i = 0; i < count; i++) {
    const o = i * EVENT_INTS;
    if (events[o] === Kind.Leaf) {
      const id = events[o + 1];
      if (id < nodeCount && first[id] === Infinity) first[id] = i;
    }
  }
  return first;
}

/**
 * The state of every node after `k` events (one of the constants above; only the leaves'
 * are drawn), into `out` (a Uint8Array as long as the tree, reused between steps).
 * `view`: the ViewState after k events (null before the first); `evaluatedAt`: from
 * firstEvaluated. One pass over the nodes, parents before children (the Tree's order).
 */
export function nodeStates(tree, view, evaluatedAt, k, out = new Uint8Array(tree.parent.length)) {
  const n = tree.parent.length;
  const flags = view?.nodes?.flags;
  const explored = flags ? flags.length : 0;
  const cut = cutNodes(tree, view);
  // answered by the TT in this test: the node, or an ancestor this test did not search below
  const tt = new Uint8Array(n);
  for (let id = 0; id < n; id++) {
    const f = id < explored ? flags[id] : 0;
    const p = tree.parent[id];
    if (f & Flag.TtAnswered) tt[id] = 1;
    else if (p >= 0 && tt[p] && !(f & Flag.Visited)) tt[id] = 1;
  }
  for (let id = 0; id < n; id++) {
    const f = id < explored ? flags[id] : 0;
    if (f & Flag.Evaluated) out[id] = EVALUATED;
    else if (cut[id]) out[id] = CUT;
    else if (tt[id]) out[id] = TT;
    else if (evaluatedAt[id] < k) out[id] = EVALUATED;
    else out[id] = UNREACHED;
  }
  return out;
}
