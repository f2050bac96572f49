// Facts about the step just taken (event k − 1), pure: everything the narration and the
// pseudocode highlight need, read from the events, the explored tree and the test records.
import { INF } from '../format.js';
import {
  Bound,
  EVENT_INTS,
  Kind,
  ORDER_HISTORY,
  ORDER_TT,
  OUTCOMES,
  eventAt,
  eventCount,
  finite,
  storeParts,
} from './events.js';

/** How far back to look for a node's Enter (a window narrowed by the TT). */
const SCAN_LIMIT = 2_000_000;

/** A node as the narration names it: its label, or its path of move labels from the root. */
export function nodeRef(tree, id) {
  if (!tree || id < 0 || id >= tree.parent.length) return { id, root: id === 0, path: String(id) };
  const label = tree.label?.[id] ?? null;
  const moves = [];
  for (let n = id; n > 0 && tree.parent[n] >= 0 && moves.length < 64; n = tree.parent[n]) {
    moves.push(tree.moveLabel?.[n] ?? String(tree.child[n]));
  }
  return {
    id,
    root: tree.parent[id] < 0,
    label,
    path: moves.reverse().join('.'),
    isMax: Boolean(tree.isMax[id]),
  };
}

/** The window node `node` is searched with at event `i`: its Enter's (alpha, beta),
 * narrowed by a TT entry found right after (MT's probe). Values are raw trace ints. */
export function windowAt(events, i, node) {
  const stop = Math.max(0, i - SCAN_LIMIT);
  for (let j = i; j >= stop; j--) {
    const o = j * EVENT_INTS;
    if (events[o] === Kind.Enter && events[o + 1] === node) {
      let alpha = events[o + 2];
      let beta = events[o + 3];
      const entry = { alpha, beta };
      const p = eventAt(events, j + 1);
      if (p && p.kind === Kind.Probe && p.node === node && p.c & 1 && !(p.c & 2) && j + 1 <= i) {
        alpha = Math.max(alpha, p.a);
        beta = Math.min(beta, p.b);
      }
      return { alpha, beta, entry, enter: j };
    }
  }
  return { alpha: -INF, beta: INF, entry: { alpha: -INF, beta: INF }, enter: -1 };
}

/** The value node `node` returns after event `i` (its next Return). */
function returnAfter(events, i, node) {
  const n = eventCount(events);
  for (let j = i + 1; j < n && j < i + 64; j++) {
    const o = j * EVENT_INTS;
    if (events[o] === Kind.Return && events[o + 1] === node) return events[o + 2];
  }
  return null;
}

/**
 * Whether the Enter at event `i` is the first child its parent's visit entered: walking
 * back over the parent's own events (its Probe, Order, a Research), the parent's Enter comes
 * first for its first child, a sibling's Return (the end of its subtree) for any other.
 */
function firstSearched(events, i) {
  for (let j = i - 1; j >= 0; j--) {
    const kind = eventAt(events, j).kind;
    if (kind === Kind.Return) return false; // a sibling's
    if (kind === Kind.Enter || kind === Kind.TestBegin) return true; // the parent's, the root's
  }
  return true;
}

/**
 * The facts of step k (the event k − 1 just applied). `summary` gives the test records and
 * the final value; `tree` the names; `truth` the minimax value from a reference run (for
 * seed 000's literal code, whose answer can be wrong), or null. Returns `{ type: 'start' }` before the first event.
 */
export function factsAt({ events, k, tree, summary, truth = null }) {
  const tests = summary?.tests ?? [];
  const total = eventCount(events);
  if (k <= 0 || total === 0) return { type: 'start', algorithm: summary?.algorithm };
  const e = eventAt(events, Math.min(k, total) - 1);
  const base = { index: e.index, algorithm: summary?.algorithm };
  const node = () => nodeRef(tree, e.node);
  switch (e.kind) {
    case Kind.TestBegin: {
      const t = tests[e.node];
      return {
        ...base,
        type: 'testBegin',
        test: e.node,
        alpha: e.a,
        beta: e.b,
        nullWindow: t ? t.nullWindow : e.b - e.a === 1,
        depth: t?.depth,
      };
    }
    case Kind.TestEnd: {
      const t = tests[e.node] ?? {};
      const last = e.index === total - 1 && Boolean(summary?.done);
      // the window comes from the test's TestBegin: raw ints keep the sign of an infinity
      const begin = t.firstEvent !== undefined ? eventAt(events, t.firstEvent) : null;
      const opened = begin?.kind === Kind.TestBegin ? begin : { a: -INF, b: INF };
      return {
        ...base,
        type: 'testEnd',
        test: e.node,
        g: e.a,
        outcome: OUTCOMES[e.b] ?? 'exact',
        alpha: opened.a,
        beta: opened.b,
        nullWindow: Boolean(t.nullWindow),
        lower: t.lower ?? -INF,
        upper: t.upper ?? INF,
        // a wide-window root search with lower = upper after it found the exact value
        exact: !t.nullWindow && t.lower !== null && t.lower !== undefined && t.lower === t.upper,
        final: last
          ? {
              value: summary.value,
              tests: tests.filter((r) => r.nullWindow).length,
              searches: tests.length,
              truth,
            }
          : null,
      };
    }
    case Kind.Enter: {
      const parent = tree && e.node < tree.parent.length ? tree.parent[e.node] : -1;
      const before = eventAt(events, e.index - 1);
      return {
        ...base,
        type: 'enter',
        node: node(),
        alpha: e.a,
        beta: e.b,
        depth: e.c,
        // the move that led here (0: the first child), and who made it
        move: parent >= 0 ? tree.child[e.node] : null,
        parentIsMax: parent >= 0 ? Boolean(tree.isMax[parent]) : null,
        nullWindow: e.b - e.a === 1,
        // a re-search follows NegaScout's Research event at once
        afterResearch: before?.kind === Kind.Research,
        // the first child its parent's visit searched: move 0 only in the order 0..n (the
        // TT's move first and the history heuristic search another first)
        firstSearched: parent >= 0 ? firstSearched(events, e.index) : null,
      };
    }
    case Kind.Probe: {
      const w = windowAt(events, e.index, e.node);
      const found = Boolean(e.c & 1);
      const cutoff = Boolean(e.c & 2);
      const lower = e.a;
      const upper = e.b;
      let answer = null;
      if (cutoff) {
        const fromLower = lower >= w.entry.beta;
        answer = fromLower ? { side: 'lower', g: lower } : { side: 'upper', g: upper };
      }
      return {
        ...base,
        type: 'probe',
        node: node(),
        found,
        cutoff,
        lower,
        upper,
        entry: w.entry,
        narrowed: { alpha: w.alpha, beta: w.beta },
        answer,
      };
    }
    case Kind.Leaf: {
      const w = windowAt(events, e.index, e.node);
      return { ...base, type: 'leaf', node: node(), value: e.a, alpha: w.alpha, beta: w.beta };
    }
    case Kind.Cut: {
      const w = windowAt(events, e.index, e.node);
      const n = node();
      return {
        ...base,
        type: 'cut',
        node: n,
        first: e.a,
        count: e.b,
        g: returnAfter(events, e.index, e.node),
        alpha: w.alpha,
        beta: w.beta,
        cutKind: n.isMax ? 'beta' : 'alpha',
      };
    }
    case Kind.Store:
      return storeFacts(events, e, base, node());
    case Kind.Evict: {
      // a full TT set lost this node's entry to make room for the Store that follows
      const next = eventAt(events, e.index + 1);
      const store =
        next?.kind === Kind.Store ? storeFacts(events, next, base, nodeRef(tree, next.node)) : null;
      return { ...base, type: 'evict', node: node(), store };
    }
    case Kind.Return: {
      const n = node();
      const parent =
        tree && n.id >= 0 && tree.parent[n.id] >= 0 ? nodeRef(tree, tree.parent[n.id]) : null;
      const kind = e.b === Bound.Lower ? 'lower' : e.b === Bound.Upper ? 'upper' : 'exact';
      const w = windowAt(events, e.index, e.node);
      return {
        ...base,
        type: 'return',
        node: n,
        g: e.a,
        kind,
        parent,
        alpha: w.alpha,
        beta: w.beta,
      };
    }
    case Kind.Research: {
      const n = node();
      return { ...base, type: 'research', node: n, child: e.b, v: e.a };
    }
    case Kind.Order: {
      // the node's children out of their given order: the child searched first is the
      // next node entered
      const next = eventAt(events, e.index + 1);
      const child = next?.kind === Kind.Enter ? nodeRef(tree, next.node) : null;
      return {
        ...base,
        type: 'order',
        node: node(),
        first: e.a,
        child,
        tt: (e.b & ORDER_TT) !== 0,
        history: (e.b & ORDER_HISTORY) !== 0,
        moved: e.c,
      };
    }
    default:
      return { ...base, type: 'unknown', kind: e.kind };
  }
}

/** The facts of Store event `e`: the entry after it (`lower`, `upper`), what this store
 * wrote (`stored`: lower, upper or both), the value g it stored, and the window the node
 * ended with (after the TT narrowed it), which MT's three-way rule reads. */
function storeFacts(events, e, base, node) {
  const { depth, stored } = storeParts(e.c);
  const w = windowAt(events, e.index, e.node);
  const lower = e.a;
  const upper = e.b;
  // the bound just written holds g; the other one is what the entry kept
  const g = stored === 'upper' ? upper : lower;
  const kept =
    stored === 'lower' && finite(upper) !== null
      ? 'upper'
      : stored === 'upper' && finite(lower) !== null
        ? 'lower'
        : null;
  return {
    ...base,
    type: 'store',
    node,
    lower,
    upper,
    stored,
    kept,
    depth,
    g,
    alpha: w.alpha,
    beta: w.beta,
  };
}
