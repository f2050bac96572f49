// leafSpans and nodeStates on hand-built trees (issue 18, item 6: mutation testing).
// Stryker found that no test met a tree with a move not yet explored between two that are,
// leaves at different depths, an empty tree, or a TT answer at the root. Expected values
// are worked by hand from the rules in leaf-states.js's comment.
import { describe, expect, it } from 'vitest';
import { Flag } from './events.js';
import { CUT, EVALUATED, TT, UNREACHED, leafSpans, nodeStates } from './leaf-states.js';

// Root 0 with moves 0 → 1 and 2 → 2 explored, move 1 not (yet); node 1 has the leaves
// 3 and 4; node 2 is a leaf. In the game's order the leaves are 3, 4, 2.
//        0
//     1  ·  2
//    3 4
const TREE = { parent: [-1, 0, 0, 1, 1], child: [0, 0, 2, 0, 1] };

describe('leafSpans', () => {
  it('skips a move not explored, and spans each node over its leaves', () => {
    const s = leafSpans(TREE);
    expect(Array.from(s.leaves)).toEqual([3, 4, 2]);
    expect(Array.from(s.start)).toEqual([0, 0, 2, 0, 1]);
    expect(Array.from(s.end)).toEqual([3, 2, 3, 1, 2]);
    expect(Array.from(s.depth)).toEqual([0, 1, 1, 2, 2]);
    expect(s.maxDepth).toBe(2); // the deepest leaf's, though the last leaf, 2, is at depth 1
    expect(s.kids).toEqual([[1, 2], [3, 4], [], [], []]);
  });

  it('an empty tree has no leaves', () => {
    const s = leafSpans({ parent: [], child: [] });
    expect(Array.from(s.leaves)).toEqual([]);
    expect(s.maxDepth).toBe(0);
    expect(s.kids).toEqual([]);
  });
});

describe('nodeStates', () => {
  const never = new Float64Array(5).fill(Infinity);
  const flagsOf = (byNode) => {
    const f = new Uint8Array(5);
    for (const [id, v] of Object.entries(byNode)) f[id] = v;
    return f;
  };

  it('before the first event (no view) every node is unreached', () => {
    expect(Array.from(nodeStates(TREE, null, never, 0))).toEqual([0, 0, 0, 0, 0]);
    expect(UNREACHED).toBe(0);
  });

  it('a node this test evaluated is evaluated, its flag alone says so', () => {
    const view = { nodes: { flags: flagsOf({ 3: Flag.Visited | Flag.Evaluated }) }, cuts: [] };
    expect(Array.from(nodeStates(TREE, view, never, 10))).toEqual([
      UNREACHED,
      UNREACHED,
      UNREACHED,
      EVALUATED,
      UNREACHED,
    ]);
  });

  it('a TT answer at the root covers every node this test did not search below it', () => {
    const view = { nodes: { flags: flagsOf({ 0: Flag.Visited | Flag.TtAnswered }) }, cuts: [] };
    expect(Array.from(nodeStates(TREE, view, never, 10))).toEqual([TT, TT, TT, TT, TT]);
  });

  it('a cut in this test wins over an evaluation in an earlier one', () => {
    const view = {
      // node 1 entered its move 0 (node 3, the TT answering) and cut its move 1
      nodes: { flags: flagsOf({ 0: Flag.Visited, 1: Flag.Visited, 3: Flag.Visited }) },
      cuts: [{ node: 1, first: 1, count: 1 }],
    };
    const earlier = Float64Array.from([Infinity, Infinity, 2, 3, 4]);
    expect(Array.from(nodeStates(TREE, view, earlier, 10))).toEqual([
      UNREACHED,
      UNREACHED,
      EVALUATED,
      EVALUATED,
      CUT,
    ]);
  });
});
