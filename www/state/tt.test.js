import { describe, expect, it } from 'vitest';
import { ttColumns, ttEntry, ttSize } from './tt.js';

describe('the TT columns of a ViewState', () => {
  const entries = [
    { node: 7, depth: 0, lower: 5, upper: 2147483646, key: '123' },
    { node: 2, depth: 3, lower: -2147483646, upper: -4 },
    { node: 4, depth: 1, lower: 1, upper: 1 },
  ];

  it('are Int32Arrays ordered by node, made from entry objects in any order', () => {
    const tt = ttColumns(entries);
    for (const f of ['node', 'depth', 'lower', 'upper']) expect(tt[f]).toBeInstanceOf(Int32Array);
    expect(Array.from(tt.node)).toEqual([2, 4, 7]);
    expect(Array.from(tt.depth)).toEqual([3, 1, 0]);
    expect(Array.from(tt.lower)).toEqual([-2147483646, 1, 5]);
    expect(Array.from(tt.upper)).toEqual([-4, 1, 2147483646]);
    expect(Object.keys(tt).sort()).toEqual(['depth', 'lower', 'node', 'upper']);
  });

  it('give entry objects back, one row at a time', () => {
    const tt = ttColumns(entries);
    expect(ttSize(tt)).toBe(3);
    expect(ttEntry(tt, 0)).toEqual({ node: 2, depth: 3, lower: -2147483646, upper: -4 });
    expect(ttEntry(tt, 2)).toEqual({ node: 7, depth: 0, lower: 5, upper: 2147483646 });
    expect([0, 1, 2].map((i) => ttEntry(tt, i))).toEqual(
      [...entries].sort((a, b) => a.node - b.node).map(({ key: _key, ...e }) => e),
    );
  });

  it('are empty for no entries, and a missing TT has no entries', () => {
    expect(ttSize(ttColumns([]))).toBe(0);
    expect(ttSize(ttColumns(undefined))).toBe(0);
    expect(ttSize(undefined)).toBe(0);
    expect(ttSize(null)).toBe(0);
  });
});

describe('ttSize (found by mutation testing)', () => {
  it('is 0 for a TT without columns', () => {
    expect(ttSize({})).toBe(0);
    expect(ttSize(undefined)).toBe(0);
  });
});
