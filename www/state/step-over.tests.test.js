// Stepping by nodes across two null-window tests, and in a trace that starts with an Enter
// (issue 18, item 6: mutation testing). Stryker found that no test stepped out of the root
// with a second test after it, or looked back to an Enter at event 0 (alpha-beta's trace has
// no TestBegin). The expected stops are counted by hand on the traces below.
import { describe, expect, it } from 'vitest';
import { Kind } from './events.js';
import { openCall, previousNodeStop, stepOutStop } from './step-over.js';

const trace = (rows) => Int32Array.from(rows.flatMap(([kind, node]) => [kind, node, 0, 0, 0]));

// Two tests, each entering the root 0 and its child 1.
const TWO_TESTS = trace([
  [Kind.TestBegin, 0], // 0
  [Kind.Enter, 0], // 1
  [Kind.Enter, 1], // 2
  [Kind.Leaf, 1], // 3
  [Kind.Return, 1], // 4
  [Kind.Return, 0], // 5
  [Kind.TestEnd, 0], // 6
  [Kind.TestBegin, 1], // 7
  [Kind.Enter, 0], // 8
  [Kind.Enter, 1], // 9
  [Kind.Leaf, 1], // 10
  [Kind.Return, 1], // 11
  [Kind.Return, 0], // 12
  [Kind.TestEnd, 1], // 13
]);

// Alpha-beta: no TestBegin, the root entered at event 0; children 1 and 2.
const ALPHA_BETA = trace([
  [Kind.Enter, 0], // 0
  [Kind.Enter, 1], // 1
  [Kind.Leaf, 1], // 2
  [Kind.Return, 1], // 3
  [Kind.Enter, 2], // 4
  [Kind.Leaf, 2], // 5
  [Kind.Return, 2], // 6
  [Kind.Return, 0], // 7
]);

describe('step out across tests', () => {
  it('out of the root (or before it is entered) goes to the end of this test, not the run', () => {
    expect(stepOutStop(TWO_TESTS, 1)).toBe(7);
    expect(stepOutStop(TWO_TESTS, 0)).toBe(7);
  });

  it('out of a child goes to just after the root’s Return, out of a leaf to its Return', () => {
    expect(stepOutStop(TWO_TESTS, 3)).toBe(6);
    expect(stepOutStop(TWO_TESTS, 4)).toBe(5);
    expect(stepOutStop(TWO_TESTS, 11)).toBe(12);
  });
});

describe('a trace that starts with an Enter', () => {
  it('the root entered at event 0 is the call still open', () => {
    expect(openCall(ALPHA_BETA, 3)).toBe(0);
    expect(openCall(ALPHA_BETA, 2)).toBe(1);
    expect(openCall(ALPHA_BETA, 7)).toBe(-1); // after the root's Return none is open
  });

  it('out of the root just entered goes to the end of the search', () => {
    expect(stepOutStop(ALPHA_BETA, 1)).toBe(8);
  });

  it('back a node from the first child goes to just after the root’s Enter', () => {
    expect(previousNodeStop(ALPHA_BETA, 2)).toBe(1);
    expect(previousNodeStop(ALPHA_BETA, 5)).toBe(2);
  });
});
