// Practice's "which leaves are never evaluated" answers name the cut that skipped each
// leaf (issue 23): a Cut's first..first + count are positions in the order searched, so
// under reordering the cut skipped the moves its visit did not enter, not that range.
import { describe, expect, it } from 'vitest';
import { cutAbove } from './questions.js';
import { Kind } from '../../state/events.js';
import { INF } from '../../format.js';

// a MAX root 0 with three leaves: 1 (move 0), 2 (move 1), 3 (move 2)
const tree = {
  parent: Int32Array.from([-1, 0, 0, 0]),
  child: Int32Array.from([0, 0, 1, 2]),
  isMax: Uint8Array.from([1, 0, 0, 0]),
  label: [null, null, null, null],
  moveLabel: ['', '0', '1', '2'],
};
const events = Int32Array.from(
  [
    [Kind.TestBegin, 0, -INF, INF, 0], // 0
    [Kind.Enter, 0, 4, 5, 1], //          1
    [Kind.Order, 0, 2, 2, 2], //          2  the history heuristic: move 2 first
    [Kind.Enter, 3, 4, 5, 0], //          3  move 2
    [Kind.Leaf, 3, 9, 0, 0], //           4
    [Kind.Return, 3, 9, 0, 0], //         5
    [Kind.Cut, 0, 1, 2, 0], //            6  g = 9 ≥ β: positions 1 and 2 skipped
    [Kind.Return, 0, 9, 1, 0], //         7
    [Kind.TestEnd, 0, 9, 1, 0], //        8
  ].flat(),
);
const run = { events, tree, summary: { algorithm: 'mtdf', tests: [], done: true, value: 9 } };

describe('cutAbove under reordering', () => {
  it('names the cut for the moves its visit did not enter, 0 and 1', () => {
    expect(cutAbove(run, 1)?.k).toBe(7);
    expect(cutAbove(run, 2)?.k).toBe(7);
  });

  it('names no cut for the move searched first, 2', () => {
    expect(cutAbove(run, 3)).toBeNull();
  });
});
