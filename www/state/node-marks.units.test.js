// The tree's marks read from hand-built data (issue 18, item 6: mutation testing). The
// engine-driven tests (node-marks.test.js, consistency.test.js) check whole runs; Stryker
// found rules they never meet: a node not yet entered, a bound on one side only, the TT
// entry and the last Return each tighter on a different side, a Store of the node, a
// horizon position in Kalah. Each expected value below is worked by hand from the rules in
// node-marks.js's comment.
import { describe, expect, it } from 'vitest';
import { INF } from '../format.js';
import { Flag } from './events.js';
import { cutMoves, cutNodes, nodeMarks, ttRowOf } from './node-marks.js';

// A MAX root with two MIN children: 1 has the leaves 3 and 4, 2 has the leaves 5, 6, 7.
//        0
//     1     2
//    3 4  5 6 7
const SHAPE = {
  parent: [-1, 0, 0, 1, 1, 2, 2, 2],
  child: [0, 0, 1, 0, 1, 0, 1, 2],
  moveCount: [2, 2, 3, 0, 0, 0, 0, 0],
  isMax: [1, 0, 0, 1, 1, 1, 1, 1],
};
const N = SHAPE.parent.length;
/** A tree given as text: every leaf's value is known from the start. */
const GIVEN = {
  ...SHAPE,
  valuesGiven: true,
  hasValue: [0, 0, 0, 1, 1, 1, 1, 1],
  value: [0, 0, 0, 3, 12, 2, 4, 6],
};
/** Kalah-like: values only where the search evaluated; node 1 is a horizon position. */
const KALAH = {
  ...SHAPE,
  valuesGiven: false,
  hasValue: [0, 1, 0, 1, 0, 0, 0, 0],
  value: [0, 6, 0, 3, 0, 0, 0, 0],
};

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/** A ViewState: `returned` maps a node to [kind, g]; `tt` maps a node to [lower, upper]. */
function view({ returned = {}, tt = {}, cuts = [], flags = null } = {}) {
  const kind = new Int8Array(N).fill(-1);
  const g = new Int32Array(N);
  for (const [id, [k, v]] of Object.entries(returned)) {
    kind[id] = k;
    g[id] = v;
  }
  const rows = Object.keys(tt)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    nodes: { kind, g, flags: flags ?? new Uint8Array(N) },
    tt: {
      node: Int32Array.from(rows),
      depth: Int32Array.from(rows, () => 0),
      lower: Int32Array.from(rows, (id) => tt[id][0]),
      upper: Int32Array.from(rows, (id) => tt[id][1]),
    },
    cuts,
  };
}

/** The marks of node `id`, every node entered at event 0 and k = 10 unless said. */
function marks(id, data = {}, leaf = undefined) {
  const full = {
    tree: GIVEN,
    view: view(),
    first: new Float64Array(N).fill(0),
    k: 10,
    facts: null,
    cut: new Uint8Array(N),
    ...data,
  };
  return leaf === undefined ? nodeMarks(full, id) : nodeMarks(full, id, leaf);
}

describe('nodeMarks: what is known of a node', () => {
  it('nothing before the node is entered (first entry at event k or later)', () => {
    const v = view({ returned: { 1: [EXACT, 3] }, tt: { 1: [3, 3] } });
    const first = new Float64Array(N).fill(0);
    first[1] = 5;
    expect(marks(1, { view: v, first, k: 5 })).toMatchObject({ seen: false, bound: null });
    expect(marks(1, { view: v, first, k: 6 })).toMatchObject({ seen: true, bound: 'exact', g: 3 });
  });

  it('nothing from a node that has not returned yet (kind −1)', () => {
    const v = view();
    v.nodes.g[1] = 7;
    expect(marks(1, { view: v })).toMatchObject({ bound: null, lower: null, upper: null });
  });

  it('a lower or an upper bound alone is one-sided', () => {
    const v = view({ returned: { 1: [LOWER, 4], 2: [UPPER, 9] } });
    expect(marks(1, { view: v })).toMatchObject({ bound: 'lower', g: 4, lower: 4, upper: null });
    expect(marks(2, { view: v })).toMatchObject({ bound: 'upper', g: 9, lower: null, upper: 9 });
  });

  it('the TT entry and the last Return: the tighter bound on each side', () => {
    const v = view({
      returned: { 1: [LOWER, 7], 2: [UPPER, 2], 3: [LOWER, -3], 4: [UPPER, 9] },
      tt: { 1: [3, INF], 2: [-INF, 9], 3: [-INF, 9], 4: [-5, INF], 5: [-4, INF] },
    });
    expect(marks(1, { view: v })).toMatchObject({ bound: 'lower', lower: 7, upper: null });
    expect(marks(2, { view: v })).toMatchObject({ bound: 'upper', lower: null, upper: 2 });
    expect(marks(3, { view: v })).toMatchObject({ bound: 'range', g: null, lower: -3, upper: 9 });
    expect(marks(4, { view: v })).toMatchObject({ bound: 'range', lower: -5, upper: 9 });
    // no Return yet: the entry alone
    expect(marks(5, { view: v })).toMatchObject({ bound: 'lower', g: -4, lower: -4 });
  });

  it('at a Store of the node, the entry alone, as this store left it', () => {
    const v = view({ returned: { 1: [UPPER, 9] }, tt: { 1: [3, INF] } });
    const store = (id) => ({ type: 'store', node: { id } });
    expect(marks(1, { view: v, facts: store(1) })).toMatchObject({
      bound: 'lower',
      lower: 3,
      upper: null,
    });
    const range = { bound: 'range', lower: 3, upper: 9 };
    expect(marks(1, { view: v, facts: store(2) })).toMatchObject(range);
    expect(marks(1, { view: v, facts: { type: 'leaf', node: { id: 1 } } })).toMatchObject(range);
    expect(marks(1, { view: v, facts: null })).toMatchObject(range);
  });

  it('an entry not yet entered is not read from another row of the TT', () => {
    const v = view({ tt: { 0: [1, 1], 3: [2, 2] } });
    const first = new Float64Array(N).fill(0);
    first[5] = Infinity;
    expect(marks(5, { view: v, first })).toMatchObject({ seen: false, bound: null, lower: null });
  });

  it('without a view (nothing run yet) only the given leaf values show', () => {
    expect(marks(3, { view: null })).toMatchObject({ seen: true, bound: null, value: 3 });
    expect(marks(1, { view: null })).toMatchObject({ bound: null, value: null });
  });
});

describe('nodeMarks: the value shown, the cut and the strike', () => {
  it('a tree given as text shows its leaves from the start, never an inner node’s g', () => {
    const v = view({ returned: { 1: [EXACT, 3] } });
    const first = new Float64Array(N).fill(Infinity);
    expect(marks(4, { view: v, first })).toMatchObject({ seen: false, value: 12 });
    expect(marks(1, { view: v })).toMatchObject({ bound: 'exact', value: null });
  });

  it('Kalah: a leaf or horizon position once evaluated, never an inner node', () => {
    const v = view({
      returned: { 1: [EXACT, 6], 2: [EXACT, 4], 3: [EXACT, 3], 5: [LOWER, 3] },
      tt: { 5: [3, 5] },
    });
    expect(marks(4, { tree: KALAH, view: v })).toMatchObject({ value: null });
    expect(marks(3, { tree: KALAH, view: v })).toMatchObject({ value: 3 });
    expect(marks(1, { tree: KALAH, view: v })).toMatchObject({ bound: 'exact', value: 6 });
    expect(marks(2, { tree: KALAH, view: v })).toMatchObject({ bound: 'exact', value: null });
    // a leaf known only within 3..5 shows what is proved of it, its lower bound
    expect(marks(5, { tree: KALAH, view: v })).toMatchObject({ bound: 'range', value: 3 });
  });

  it('a cut leaf is struck only when it has a value to strike', () => {
    const cut = new Uint8Array(N);
    cut[4] = 1;
    expect(marks(4, { cut })).toMatchObject({ cut: 1, value: 12, struck: true });
    expect(marks(4, { tree: KALAH, cut })).toMatchObject({ cut: 1, value: null, struck: false });
    expect(marks(4, { cut: undefined })).toMatchObject({ cut: 0, struck: false });
  });
});

describe('cutNodes', () => {
  it('nothing is cut before a run or without cuts', () => {
    expect(Array.from(cutNodes(GIVEN, null))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(cutNodes(GIVEN, { cuts: [] }))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  /** A view after the cuts `cuts`: the children `visited` entered in this test, those
   * `cut` flagged cut by the core (not entered during a cut's visit, nor since). */
  function after(cuts, visited, cut = []) {
    const flags = new Uint8Array(N);
    for (const id of visited) flags[id] |= Flag.Visited;
    for (const id of cut) flags[id] |= Flag.Cut;
    return { cuts, nodes: { flags } };
  }

  it('marks the moves not searched, and everything under them', () => {
    // node 2 searched move 0 (node 5), then cut: move 1 of its 2 counted (first + count)
    const one = after([{ node: 2, first: 1, count: 1 }], [0, 2, 5], [6]);
    expect(Array.from(cutNodes(GIVEN, one))).toEqual([0, 0, 0, 0, 0, 0, 1, 0]);
    // a move never entered has no flag: cut all the same (node 2 and the subtree under it)
    const sub = after([{ node: 0, first: 1, count: 1 }], [0, 1, 3, 4]);
    expect(Array.from(cutNodes(GIVEN, sub))).toEqual([0, 0, 1, 0, 0, 2, 2, 2]);
  });

  it('under another order (move 1 searched first) the cut skips moves 0 and 2, not 1 and 2', () => {
    const v = after([{ node: 2, first: 1, count: 2 }], [0, 2, 6]);
    expect(Array.from(cutNodes(GIVEN, v))).toEqual([0, 0, 0, 0, 0, 1, 0, 1]);
    expect(cutMoves(GIVEN, v)).toEqual(new Map([[2, new Set([0, 2])]]));
  });

  it('a child searched before the cut’s visit but skipped by it is cut', () => {
    // NegaScout searched node 2 again: the re-search took move 2 first and cut
    const v = after([{ node: 2, first: 1, count: 2 }], [0, 2, 5, 6, 7], [5, 6]);
    expect(Array.from(cutNodes(GIVEN, v))).toEqual([0, 0, 0, 0, 0, 1, 1, 0]);
  });

  it('a node searched since the cut is not cut, whatever the cut said', () => {
    // NegaScout searched node 2 again: its second visit entered move 2 (node 7)
    const v = after([{ node: 2, first: 1, count: 2 }], [0, 2, 5, 7], [6]);
    expect(Array.from(cutNodes(GIVEN, v))).toEqual([0, 0, 0, 0, 0, 0, 1, 0]);
  });
});

describe('ttRowOf', () => {
  const tt = { node: Int32Array.from([1, 3, 5, 7]) };

  it('finds each node’s row, and −1 for a node without an entry', () => {
    expect([1, 3, 5, 7].map((id) => ttRowOf(tt, id))).toEqual([0, 1, 2, 3]);
    expect([0, 4, 8].map((id) => ttRowOf(tt, id))).toEqual([-1, -1, -1]);
    expect(ttRowOf(null, 1)).toBe(-1);
    expect(ttRowOf({}, 1)).toBe(-1);
  });
});
