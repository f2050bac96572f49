// The facts of each kind of event, read from traces written out by hand (issue 18, item 6:
// mutation testing). The engine-driven tests check facts on whole runs; Stryker found
// rules none of the fast suites met: a probe whose entry narrows the window or answers from
// its upper bound, a cut at a MAX node, NegaScout's re-search, an Evict at the end of a
// trace cut short, facts without a summary or a tree. Every expected value below is worked
// by hand from docs/engine-api.md's event encoding and MT's rules (CONVENTIONS.md §2).
import { describe, expect, it } from 'vitest';
import { INF } from '../format.js';
import { Kind } from './events.js';
import { factsAt, nodeRef, windowAt } from './facts.js';
import { movePath, publicStep } from './step.js';

const trace = (rows) => Int32Array.from(rows.flat());
const ev = (kind, node, a = 0, b = 0, c = 0) => [kind, node, a, b, c];
const STORED_LOWER = 1 << 16;
const STORED_UPPER = 2 << 16;
const STORED_BOTH = 3 << 16;

// Trace A: MT's null-window test at β = 5 on a MAX root with three children: 1 (MIN, the
// leaves 3 and 4), 2 (MIN, answered by its TT entry) and 7 (never searched).
//          0
//     1    2    7
//    3 4  5 6
const TREE_A = {
  parent: [-1, 0, 0, 1, 1, 2, 2, 0],
  child: [0, 0, 1, 0, 1, 0, 1, 2],
  isMax: [1, 0, 0, 1, 1, 1, 1, 1],
};
const A = trace([
  ev(Kind.TestBegin, 0, 4, 5), // 0
  ev(Kind.Enter, 0, 4, 5, 2), // 1
  ev(Kind.Enter, 1, 4, 5, 1), // 2
  ev(Kind.Enter, 3, 4, 5, 0), // 3
  ev(Kind.Leaf, 3, 3), // 4
  ev(Kind.Store, 3, -INF, 3, STORED_UPPER), // 5: 3 ≤ α = 4, an upper bound
  ev(Kind.Return, 3, 3, 2), // 6
  ev(Kind.Cut, 1, 1, 1), // 7: MIN node 1 skips leaf 4 (3 ≤ α)
  ev(Kind.Store, 1, -INF, 3, 1 + STORED_UPPER), // 8
  ev(Kind.Return, 1, 3, 2), // 9
  ev(Kind.Enter, 2, 4, 5, 1), // 10
  ev(Kind.Probe, 2, 5, INF, 3), // 11: found, cutoff: lower 5 ≥ β
  ev(Kind.Return, 2, 5, 1), // 12
  ev(Kind.Cut, 0, 2, 1), // 13: MAX root skips child 7 (5 ≥ β)
  ev(Kind.Evict, 1), // 14: node 1's entry makes room for the root's
  ev(Kind.Store, 0, 5, INF, 2 + STORED_LOWER), // 15
  ev(Kind.Return, 0, 5, 1), // 16
  ev(Kind.TestEnd, 0, 5, 0), // 17: high
]);
const SUMMARY_A = {
  algorithm: 'mtdf',
  done: true,
  value: 5,
  tests: [{ firstEvent: 0, endEvent: 18, nullWindow: true, depth: 2, lower: 5, upper: null }],
};
const factsA = (k, more = {}) =>
  factsAt({ events: A, k, tree: TREE_A, summary: SUMMARY_A, ...more });

// Trace B: a wide-window search (NegaScout with a TT) on a MAX root with two leaves' worth
// of children: the root's entry narrows (−∞, +∞) to (2, 9); child 1's entry answers ≤ 1;
// child 2 is searched again after NegaScout's re-search.
const TREE_B = { parent: [-1, 0, 0], child: [0, 0, 1], isMax: [1, 0, 0] };
const B = trace([
  ev(Kind.TestBegin, 0, -INF, INF), // 0
  ev(Kind.Enter, 0, -INF, INF, 2), // 1
  ev(Kind.Probe, 0, 2, 9, 1), // 2: found, no cutoff: the window narrows to (2, 9)
  ev(Kind.Enter, 1, 2, 9, 1), // 3
  ev(Kind.Probe, 1, -INF, 1, 3), // 4: found, cutoff: upper 1 ≤ α
  ev(Kind.Return, 1, 1, 2), // 5
  ev(Kind.Research, 0, 3, 1), // 6: v = 3, child 1
  ev(Kind.Enter, 2, 3, 9, 1), // 7
  ev(Kind.Leaf, 2, 3), // 8
  ev(Kind.Store, 2, 3, 3, 1 + STORED_BOTH), // 9
  ev(Kind.Return, 2, 3, 0), // 10
  ev(Kind.Store, 0, 3, 9, 2 + STORED_LOWER), // 11: the entry keeps its upper bound 9
  ev(Kind.Return, 0, 3, 0), // 12
  ev(Kind.TestEnd, 0, 3, 2), // 13: exact
]);
const wide = (lower, upper) => ({
  algorithm: 'negascout-tt',
  done: true,
  value: 3,
  tests: [{ firstEvent: 0, endEvent: 14, nullWindow: false, depth: 2, lower, upper }],
});
const factsB = (k, summary = wide(3, 3), more = {}) =>
  factsAt({ events: B, k, tree: TREE_B, summary, ...more });

const rootA = { id: 0, root: true, label: null, path: '', isMax: true };
const ref = (tree, id) => nodeRef(tree, id);

describe('factsAt: the start and each kind of event', () => {
  it('is the start before the first event, and for a trace with no events', () => {
    expect(factsA(0)).toEqual({ type: 'start', algorithm: 'mtdf' });
    expect(factsAt({ events: new Int32Array(0), k: 3 })).toEqual({
      type: 'start',
      algorithm: undefined,
    });
  });

  it('TestBegin: the window, the test and its depth', () => {
    expect(factsA(1)).toEqual({
      index: 0,
      algorithm: 'mtdf',
      type: 'testBegin',
      test: 0,
      alpha: 4,
      beta: 5,
      nullWindow: true,
      depth: 2,
    });
    // without the test records, a window one wide is a null window
    expect(factsAt({ events: A, k: 1 })).toMatchObject({ nullWindow: true, depth: undefined });
    expect(factsAt({ events: B, k: 1 })).toMatchObject({ nullWindow: false });
  });

  it('Enter: the window, the move that led here and who made it', () => {
    expect(factsA(2)).toEqual({
      index: 1,
      algorithm: 'mtdf',
      type: 'enter',
      node: rootA,
      alpha: 4,
      beta: 5,
      depth: 2,
      move: null,
      parentIsMax: null,
      nullWindow: true,
      afterResearch: false,
      firstSearched: null,
    });
    expect(factsA(3)).toMatchObject({ move: 0, parentIsMax: true, firstSearched: true });
    expect(factsA(4)).toMatchObject({ move: 0, parentIsMax: false });
    expect(factsB(8)).toMatchObject({ move: 1, nullWindow: false, afterResearch: true });
    expect(factsB(4)).toMatchObject({ afterResearch: false });
    // a node past the tree known so far: no move to name
    expect(factsAt({ events: A, k: 3, tree: { ...TREE_A, parent: [-1] } })).toMatchObject({
      move: null,
    });
    expect(factsAt({ events: A, k: 3, tree: null })).toMatchObject({ move: null });
  });

  it('Leaf and Store: the value, the bound written and the bound kept', () => {
    expect(factsA(5)).toMatchObject({ type: 'leaf', value: 3, alpha: 4, beta: 5 });
    expect(factsA(6)).toEqual({
      index: 5,
      algorithm: 'mtdf',
      type: 'store',
      node: ref(TREE_A, 3),
      lower: -INF,
      upper: 3,
      stored: 'upper',
      kept: null,
      depth: 0,
      g: 3,
      alpha: 4,
      beta: 5,
    });
    expect(factsB(10)).toMatchObject({ stored: 'both', kept: null, g: 3, depth: 1 });
    expect(factsB(12)).toMatchObject({ stored: 'lower', kept: 'upper', g: 3, alpha: 2, beta: 9 });
  });

  it('Return: the bound, the parent, the window narrowed by the node’s own entry', () => {
    expect(factsA(7)).toMatchObject({ type: 'return', g: 3, kind: 'upper' });
    expect(factsA(7).parent).toEqual(ref(TREE_A, 1));
    expect(factsA(10).parent).toEqual(rootA);
    expect(factsA(13)).toMatchObject({ kind: 'lower', g: 5 });
    expect(factsA(17)).toMatchObject({ kind: 'lower', parent: null });
    expect(factsB(13)).toMatchObject({ kind: 'exact', alpha: 2, beta: 9, parent: null });
    expect(factsAt({ events: A, k: 7, tree: null })).toMatchObject({ parent: null });
  });

  it('Cut: the moves skipped, the value that caused it, and which cut', () => {
    expect(factsA(8)).toMatchObject({
      type: 'cut',
      first: 1,
      count: 1,
      g: 3,
      alpha: 4,
      beta: 5,
      cutKind: 'alpha',
    });
    expect(factsA(14)).toMatchObject({ first: 2, count: 1, g: 5, cutKind: 'beta' });
  });

  it('Probe: the entry, the narrowed window, and the side that answers', () => {
    expect(factsA(12)).toMatchObject({
      type: 'probe',
      found: true,
      cutoff: true,
      lower: 5,
      upper: INF,
      entry: { alpha: 4, beta: 5 },
      narrowed: { alpha: 4, beta: 5 },
      answer: { side: 'lower', g: 5 },
    });
    expect(factsB(3)).toMatchObject({
      found: true,
      cutoff: false,
      entry: { alpha: -INF, beta: INF },
      narrowed: { alpha: 2, beta: 9 },
      answer: null,
    });
    expect(factsB(5)).toMatchObject({ cutoff: true, answer: { side: 'upper', g: 1 } });
  });

  it('Evict: the Store that follows it, or none at the end of a trace cut short', () => {
    expect(factsA(15)).toMatchObject({ type: 'evict', node: ref(TREE_A, 1) });
    expect(factsA(15).store).toMatchObject({
      type: 'store',
      node: rootA,
      stored: 'lower',
      g: 5,
      depth: 2,
    });
    const short = A.slice(0, 15 * 5);
    expect(factsAt({ events: short, k: 15, tree: TREE_A })).toMatchObject({
      type: 'evict',
      store: null,
    });
  });

  it('Research: the value v that sends NegaScout back into child b', () => {
    expect(factsB(7)).toMatchObject({ type: 'research', node: { id: 0 }, child: 1, v: 3 });
  });

  it('an event of a kind it does not know is named so', () => {
    const odd = trace([ev(42, 0)]);
    expect(factsAt({ events: odd, k: 1 })).toEqual({
      index: 0,
      algorithm: undefined,
      type: 'unknown',
      kind: 42,
    });
  });
});

describe('factsAt: TestEnd', () => {
  it('the outcome, the window from the TestBegin, and the run’s end', () => {
    expect(factsA(18)).toEqual({
      index: 17,
      algorithm: 'mtdf',
      type: 'testEnd',
      test: 0,
      g: 5,
      outcome: 'high',
      alpha: 4,
      beta: 5,
      nullWindow: true,
      lower: 5,
      upper: INF,
      exact: false,
      final: { value: 5, tests: 1, searches: 1, truth: null },
    });
    expect(factsA(18, { truth: 5 }).final.truth).toBe(5);
    expect(factsA(18, { summary: { ...SUMMARY_A, done: false } }).final).toBeNull();
  });

  it('a wide-window search is exact only when it met lower = upper', () => {
    expect(factsB(14)).toMatchObject({ outcome: 'exact', nullWindow: false, exact: true });
    expect(factsB(14).final).toEqual({ value: 3, tests: 0, searches: 1, truth: null });
    expect(factsB(14, wide(3, 9)).exact).toBe(false);
    expect(factsB(14, wide(null, null))).toMatchObject({ exact: false, lower: -INF, upper: INF });
  });

  it('without the test records: an unbounded window and no bounds', () => {
    expect(factsAt({ events: A, k: 18 })).toMatchObject({
      type: 'testEnd',
      alpha: -INF,
      beta: INF,
      nullWindow: false,
      lower: -INF,
      upper: INF,
      exact: false,
      final: null,
    });
  });
});

describe('windowAt', () => {
  it('is the Enter’s window until the probe right after it has happened', () => {
    expect(windowAt(B, 1, 0)).toMatchObject({ alpha: -INF, beta: INF, enter: 1 });
    expect(windowAt(B, 2, 0)).toMatchObject({ alpha: 2, beta: 9, enter: 1 });
  });

  it('finds an Enter at the very first event, and none before a node is entered', () => {
    const ab = A.slice(5); // the trace without its TestBegin: the root's Enter is event 0
    expect(windowAt(ab, 3, 0)).toEqual({
      alpha: 4,
      beta: 5,
      entry: { alpha: 4, beta: 5 },
      enter: 0,
    });
    expect(windowAt(A, 5, 2)).toEqual({
      alpha: -INF,
      beta: INF,
      entry: { alpha: -INF, beta: INF },
      enter: -1,
    });
    expect(factsAt({ events: ab, k: 1, tree: TREE_A })).toMatchObject({ afterResearch: false });
  });
});

describe('nodeRef', () => {
  const labelled = {
    parent: [-1, 0, 0, 2],
    child: [0, 0, 1, 0],
    isMax: [1, 0, 0, 1],
    label: ['top', null, 'x', null],
    moveLabel: [null, 'L', 'R', 'a'],
  };

  it('names a node by its label and its path of move labels, root first', () => {
    expect(nodeRef(labelled, 3)).toEqual({
      id: 3,
      root: false,
      label: null,
      path: 'R.a',
      isMax: true,
    });
    expect(nodeRef(labelled, 2)).toMatchObject({ label: 'x', path: 'R', isMax: false });
    expect(nodeRef(TREE_A, 4)).toMatchObject({ label: null, path: '0.1' });
  });

  it('a node outside the tree keeps its number', () => {
    expect(nodeRef(TREE_A, 99)).toEqual({ id: 99, root: false, path: '99' });
    expect(nodeRef(TREE_A, 8)).toEqual({ id: 8, root: false, path: '8' }); // one past the end
    expect(nodeRef(TREE_A, -1)).toEqual({ id: -1, root: false, path: '-1' });
    expect(nodeRef(null, 0)).toEqual({ id: 0, root: true, path: '0' });
  });

  it('a path stops at 64 moves (a guard against a cycle in a bad tree)', () => {
    const chain = {
      parent: Array.from({ length: 70 }, (_, i) => i - 1),
      child: Array.from({ length: 70 }, () => 0),
      isMax: Array.from({ length: 70 }, (_, i) => Number(i % 2 === 0)),
    };
    expect(nodeRef(chain, 69).path.split('.')).toHaveLength(64);
    expect(movePath(chain, 69)).toHaveLength(65);
  });
});

describe('publicStep (state.step) from the facts', () => {
  const step = (f, tree) => publicStep(f, tree);

  it('names each kind and gives its window, value and bound as raw trace ints', () => {
    expect(step(factsA(1), TREE_A)).toEqual({
      kind: 'test-begin',
      node: [],
      alpha: 4,
      beta: 5,
      g: null,
      bound: null,
      stored: null,
    });
    expect(step(factsA(18), TREE_A)).toMatchObject({ kind: 'test-end', alpha: 4, beta: 5, g: 5 });
    expect(step(factsA(4), TREE_A)).toMatchObject({ kind: 'enter', node: [0, 0], alpha: 4 });
    expect(step(factsA(5), TREE_A)).toMatchObject({ kind: 'leaf', g: 3, alpha: 4, beta: 5 });
    expect(step(factsA(8), TREE_A)).toEqual({
      kind: 'cut',
      node: [0],
      alpha: 4,
      beta: 5,
      g: 3,
      bound: null,
      stored: null,
    });
    expect(step(factsA(6), TREE_A)).toMatchObject({ kind: 'store', g: 3, stored: 'upper' });
    expect(step(factsA(7), TREE_A)).toMatchObject({ kind: 'return', g: 3, bound: 'upper' });
    expect(step(factsA(12), TREE_A)).toMatchObject({ kind: 'probe', node: [1], g: 5, beta: 5 });
    expect(step(factsA(15), TREE_A)).toMatchObject({ kind: 'evict', node: [0], g: null });
    expect(step(factsB(3), TREE_B)).toMatchObject({ kind: 'probe', alpha: 2, beta: 9, g: null });
    expect(step(factsB(7), TREE_B)).toMatchObject({ kind: 'research', node: [], g: 3 });
  });

  it('a leaf without a window shows none', () => {
    const leaf = { type: 'leaf', node: { id: 3 }, value: 7 };
    expect(step(leaf, TREE_A)).toMatchObject({ alpha: null, beta: null, g: 7 });
  });

  it('is null before the first event and for facts it does not know', () => {
    expect(step(null, TREE_A)).toBeNull();
    expect(step(factsA(0), TREE_A)).toBeNull();
    expect(step({ type: 'unknown' }, TREE_A)).toBeNull();
  });

  it('the path of a node outside the tree, or without a tree, is empty', () => {
    expect(movePath(TREE_A, 99)).toEqual([]);
    expect(movePath(TREE_A, 8)).toEqual([]);
    expect(movePath(TREE_A, -1)).toEqual([]);
    expect(movePath(null, 3)).toEqual([]);
    expect(movePath(TREE_A, 7)).toEqual([2]);
    expect(movePath(TREE_A, 4)).toEqual([0, 1]); // root first: child 0, then its child 1
  });
});
