// Stepping by nodes, pure: where playback lands when the reader goes on to the next node
// entered (or back to the one entered before), skips a node's whole subtree (step over) or
// finishes the node being searched (step out). Read from the trace alone: every Enter is
// closed by one Return, calls nest, so the Return that matches an Enter is found by
// counting.
import { EVENT_INTS, Kind, eventCount } from './events.js';

/** The index of the Return that closes the call entered at event `enter`, or −1 when the
 * trace ends first (a trace cut short by the event limit). */
export function matchingReturn(events, enter) {
  const n = eventCount(events);
  let depth = 0;
  for (let j = enter + 1; j < n; j++) {
    const kind = events[j * EVENT_INTS];
    if (kind === Kind.Enter) depth++;
    else if (kind === Kind.Return) {
      if (depth === 0) return j;
      depth--;
    }
  }
  return -1;
}

/** The index of the Enter of the innermost call still open after the events before
 * `from` + 1 (that is, looking back from event `from`), or −1 when none is open. */
export function openCall(events, from) {
  let depth = 0;
  for (let j = Math.min(from, eventCount(events) - 1); j >= 0; j--) {
    const kind = events[j * EVENT_INTS];
    if (kind === Kind.Return) depth++;
    else if (kind === Kind.Enter) {
      if (depth === 0) return j;
      depth--;
    } else if (kind === Kind.TestBegin && depth === 0) return -1;
  }
  return -1;
}

const kindAt = (events, i) => events[i * EVENT_INTS];

/** Where the call entered at `enter` has returned (its Return shown), or the end. */
function afterReturn(events, enter) {
  const r = matchingReturn(events, enter);
  return r < 0 ? eventCount(events) : r + 1;
}

/** The first event after `k` that ends a test, shown (the end when none does). */
function afterTestEnd(events, k) {
  const n = eventCount(events);
  for (let j = k; j < n; j++) if (kindAt(events, j) === Kind.TestEnd) return j + 1;
  return n;
}

/**
 * Step over: from `k` (events shown), the position after the node's Return, skipping its
 * whole subtree. The node is the one just entered (event k − 1 is its Enter), else the one
 * about to be entered (event k is an Enter); otherwise one event forward.
 */
export function stepOverStop(events, k) {
  const n = eventCount(events);
  if (k >= n) return n;
  if (k > 0 && kindAt(events, k - 1) === Kind.Enter) return afterReturn(events, k - 1);
  if (kindAt(events, k) === Kind.Enter) return afterReturn(events, k);
  return k + 1;
}

/**
 * Step out: from `k`, the position after the Return of the call that the current node
 * returns into — the node being searched, or its parent when it was only just entered. Out
 * of the root's call, the end of the test.
 */
export function stepOutStop(events, k) {
  const n = eventCount(events);
  if (k >= n) return n;
  if (k <= 0) return afterTestEnd(events, 0);
  const last = k - 1;
  const from = kindAt(events, last) === Kind.Enter ? last - 1 : last;
  const open = from >= 0 ? openCall(events, from) : -1;
  if (open < 0) return afterTestEnd(events, k);
  return afterReturn(events, open);
}

/**
 * Next node: from `k` (events shown), the position just after the next Enter (the next
 * node entered, in the order the search enters them, shown), or the end when no node is
 * entered after `k`. Unlike step over, it goes into the node's subtree.
 */
export function nextNodeStop(events, k) {
  const n = eventCount(events);
  for (let j = Math.max(0, k); j < n; j++) if (kindAt(events, j) === Kind.Enter) return j + 1;
  return n;
}

/**
 * Previous node: from `k`, the last position before `k` that next node stops at (just
 * after an Enter), or 0 when there is none: from a node just entered, the node entered
 * before it; from inside a node, back to where it was entered.
 */
export function previousNodeStop(events, k) {
  const n = eventCount(events);
  for (let j = Math.min(k, n) - 2; j >= 0; j--) if (kindAt(events, j) === Kind.Enter) return j + 1;
  return 0;
}
