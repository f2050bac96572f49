// Decoding the trace and the element's public state at their edges (issue 18, item 6:
// mutation testing). Stryker found that no fast suite checked the infinities' edges, an
// event index past the end, a node entered twice, or the state before a run is loaded.
// Expected values are worked by hand from docs/engine-api.md (INF = 2147483646, the window
// edges ±(INF − 1) shown as infinite; 5 ints per event).
import { describe, expect, it } from 'vitest';
import { INF } from '../format.js';
import { Kind, OUTCOMES, STORED, eventAt, finite, firstEntered, infSign } from './events.js';
import { publicState, publicTest, testsCompleted } from './public-state.js';

describe('finite and infSign', () => {
  it('null for the infinities, the window edges and a missing value; else the value', () => {
    for (const v of [null, undefined, INF, -INF, INF - 1, -(INF - 1), Infinity])
      expect(finite(v)).toBeNull();
    for (const v of [0, -7, INF - 2, -(INF - 2)]) expect(finite(v)).toBe(v);
  });

  it('the sign of an infinite value, from the window edges on', () => {
    expect([INF, INF - 1, -INF, -(INF - 1), INF - 2, -(INF - 2), 0].map(infSign)).toEqual([
      1, 1, -1, -1, 0, 0, 0,
    ]);
    expect(infSign(null)).toBe(0);
    expect(infSign(String(INF))).toBe(0);
  });
});

describe('the encoding tables', () => {
  it('TestEnd.b and Store.c >> 16 as docs/engine-api.md numbers them', () => {
    expect(OUTCOMES).toEqual(['high', 'low', 'exact']);
    expect(STORED).toEqual([null, 'lower', 'upper', 'both']);
  });
});

describe('eventAt', () => {
  const events = Int32Array.from([Kind.Enter, 0, 1, 2, 3, Kind.Leaf, 4, 5, 6, 7, 9, 9]);

  it('reads event i, and null outside the whole events (a partial one included)', () => {
    expect(eventAt(events, 1)).toEqual({ index: 1, kind: Kind.Leaf, node: 4, a: 5, b: 6, c: 7 });
    expect(eventAt(events, 2)).toBeNull(); // only 2 of its 5 ints
    expect(eventAt(events, -1)).toBeNull();
    expect(eventAt(null, 0)).toBeNull();
  });
});

describe('firstEntered', () => {
  it('the first Enter of each node; a node never entered, or past nodeCount, is left out', () => {
    const ev = (kind, node) => [kind, node, 0, 0, 0];
    const events = Int32Array.from(
      [
        ev(Kind.Enter, 0),
        ev(Kind.Leaf, 2),
        ev(Kind.Enter, 2),
        ev(Kind.Return, 2),
        ev(Kind.Enter, 2),
        ev(Kind.Enter, 3),
      ].flat(),
    );
    expect(Array.from(firstEntered(events, 3))).toEqual([0, Infinity, 2]);
    expect(Array.from(firstEntered(events, 4))).toEqual([0, Infinity, 2, 5]);
  });
});

describe('publicState', () => {
  it('before a run is loaded: nothing, zero counters', () => {
    expect(publicState(null, 5, null)).toEqual({
      value: null,
      done: false,
      event: 0,
      events: 0,
      tests: [],
      leafEvals: 0,
      nodes: 0,
      ttHits: 0,
      ttCutoffs: 0,
      algorithm: null,
      truncated: false,
      step: null,
      line: null,
    });
  });

  const summary = {
    algorithm: 'mtdf',
    eventCount: 20,
    done: true,
    value: 3,
    truncated: false,
    tests: [{ endEvent: 9, beta: 4, g: 3, outcome: 'low', lower: null, upper: 3 }],
  };
  const leaf = { type: 'leaf', node: { id: 1 }, value: 3, alpha: 2, beta: 4 };
  const tree = { parent: [-1, 0], child: [0, 0] };

  it('without a view its counters are zero; step and line only after event 0', () => {
    const s = publicState(summary, 10, null, leaf, tree);
    expect(s).toMatchObject({ leafEvals: 0, nodes: 0, ttHits: 0, ttCutoffs: 0 });
    expect(s.step).toEqual({
      kind: 'leaf',
      node: [0],
      alpha: 2,
      beta: 4,
      g: 3,
      bound: null,
      stored: null,
    });
    expect(typeof s.line).toBe('string');
    const start = publicState(summary, 0, null, leaf, tree);
    expect(start).toMatchObject({ step: null, line: null });
    expect(publicState(summary, 10, null, null, tree)).toMatchObject({ step: null, line: null });
  });

  it('a test shows its bounds, null for an infinite one', () => {
    expect(publicTest({ beta: INF, g: 3, outcome: 'low', lower: -INF, upper: 3 })).toEqual({
      beta: null,
      g: 3,
      outcome: 'low',
      lower: null,
      upper: 3,
    });
  });

  it('testsCompleted: none without records', () => {
    expect(testsCompleted(undefined, 0, 10)).toEqual([]);
  });
});
