// Small computations the lessons' `checks` use to prove what their text says on their own
// run (issue 18, item 2), independent of the engine: a plain minimax over the JSON tree
// text, and readings of the raw trace (which events follow a step). Pure.
import { Kind, eventAt, eventCount } from '../../state/events.js';

/** Plain minimax of a nested-array tree (a number is a leaf), MAX at the top. */
export function minimaxOf(tree, isMax = true) {
  if (typeof tree === 'number') return tree;
  const vs = tree.map((c) => minimaxOf(c, !isMax));
  return isMax ? Math.max(...vs) : Math.min(...vs);
}

/** The leaves of a nested-array tree, left to right. */
export function leavesOf(tree) {
  return typeof tree === 'number' ? [tree] : tree.flatMap(leavesOf);
}

/** The value of a window edge as a number (null is infinite on that side). */
export const edge = (v, side) => v ?? (side === 'lower' ? -Infinity : Infinity);

/** The bound kind fail-soft gives g in the window (alpha, beta). */
export function boundOf(g, alpha, beta) {
  return g <= edge(alpha, 'lower') ? 'upper' : g >= edge(beta, 'upper') ? 'lower' : 'exact';
}

/** The events of `run` from the step seeked at `k` until node `node` returns (inclusive). */
export function eventsUntilReturn(run, k, node) {
  const out = [];
  for (let i = k; i < eventCount(run.events); i++) {
    const e = eventAt(run.events, i);
    out.push(e);
    if (e.kind === Kind.Return && e.node === node) break;
  }
  return out;
}

/** Whether node `node` has a Cut event in `run`. */
export function hasCut(run, node) {
  for (let i = 0; i < eventCount(run.events); i++) {
    const e = eventAt(run.events, i);
    if (e.kind === Kind.Cut && e.node === node) return true;
  }
  return false;
}

export { Kind };

/** The children entered under each node between events `from` and `to` (exclusive):
 * Map node → Set of child nodes. */
export function childrenEntered(run, from, to) {
  const out = new Map();
  for (let i = from; i < to; i++) {
    const e = eventAt(run.events, i);
    if (e.kind !== Kind.Enter) continue;
    const p = run.tree.parent[e.node];
    if (p < 0) continue;
    if (!out.has(p)) out.set(p, new Set());
    out.get(p).add(e.node);
  }
  return out;
}
