// The trace's event encoding (docs/engine-api.md): 5 ints per event, kind, node, a, b, c.
// Decoding only; nothing here knows about the page.
import { INF, isInfinite } from '../format.js';

/** Event kinds, as src/trace.rs `EventKind` numbers them. */
export const Kind = Object.freeze({
  Enter: 0,
  Probe: 1,
  Leaf: 2,
  Cut: 3,
  Store: 4,
  Return: 5,
  Research: 6,
  TestBegin: 7,
  TestEnd: 8,
  Evict: 9,
  Order: 10,
});

/** Why an Order event's node searches its children out of their given order (`Order.b`,
 * bits): the TT's best move first, the history heuristic's order. */
export const ORDER_TT = 1;
export const ORDER_HISTORY = 2;

/** What a Store wrote (`Store.c >> 16`, docs/engine-api.md): 1 lower, 2 upper, 3 both. */
export const STORED = [null, 'lower', 'upper', 'both'];

/** A Store's `c`: `{ depth, stored }`. */
export function storeParts(c) {
  return { depth: c & 0xffff, stored: STORED[c >> 16] ?? null };
}

/** What a returned value proves: 0 exact, 1 lower bound, 2 upper bound (`Return.b`). */
export const Bound = Object.freeze({ Exact: 0, Lower: 1, Upper: 2 });

/** `TestEnd.b`: 0 high, 1 low, 2 exact. */
export const OUTCOMES = ['high', 'low', 'exact'];

/** Node flags of the ViewState (src/replay.rs). */
export const Flag = Object.freeze({
  Visited: 1,
  OnPath: 2,
  Current: 4,
  Cut: 8,
  TtAnswered: 16,
  Evaluated: 32,
  Fresh: 64,
});

export const EVENT_INTS = 5;

/** A trace value as the front end keeps it: null for ±INF and the window edges ±(INF − 1). */
export function finite(v) {
  return v === null || v === undefined || isInfinite(v) || Math.abs(v) >= INF - 1 ? null : v;
}

/** The sign of an infinite trace value (+1, −1), 0 when finite. */
export function infSign(v) {
  if (typeof v !== 'number') return 0;
  if (v >= INF - 1) return 1;
  if (v <= -(INF - 1)) return -1;
  return 0;
}

/** Event `i` of a flat Int32Array, or null when out of range. */
export function eventAt(events, i) {
  if (!events || i < 0 || (i + 1) * EVENT_INTS > events.length) return null;
  const o = i * EVENT_INTS;
  return {
    index: i,
    kind: events[o],
    node: events[o + 1],
    a: events[o + 2],
    b: events[o + 3],
    c: events[o + 4],
  };
}

/** The number of events in a flat array. */
export function eventCount(events) {
  return events ? Math.floor(events.length / EVENT_INTS) : 0;
}

/** For every node, the index of the first event that entered it (Infinity if never). */
export function firstEntered(events, nodeCount) {
  const first = new Float64Array(nodeCount).fill(Infinity);
  const n = eventCount(events);
  for (let i = 0; i < n; i++) {
    const o = i * EVENT_INTS;
    if (events[o] === Kind.Enter) {
      const id = events[o + 1];
      if (id < nodeCount && first[id] === Infinity) first[id] = i;
    }
  }
  return first;
}
