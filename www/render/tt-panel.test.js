import { describe, expect, it } from 'vitest';
import { ttColumns } from '../state/tt.js';
import { rowWindow, ttFingerprint, ttRows } from './tt-panel.js';

const entry = (node, lower, upper, depth = 2) => ({ node, lower, upper, depth });

describe('the TT panel fingerprint', () => {
  const fp = (entries) => ttFingerprint(ttColumns(entries));

  it('is equal for equal tables and differs when an entry changes', () => {
    const a = [entry(1, -3, 5), entry(4, 2, 2)];
    expect(fp(a)).toBe(fp(a.map((e) => ({ ...e }))));
    expect(ttFingerprint(ttColumns(a))).toBe(ttFingerprint(ttColumns(a)));
    expect(fp([entry(1, -3, 5), entry(4, 2, 3)])).not.toBe(fp(a));
    expect(fp([entry(1, -3, 5), entry(4, 2, 2, 3)])).not.toBe(fp(a));
    expect(fp([entry(1, -3, 5)])).not.toBe(fp(a));
    expect(fp([entry(1, -3, 5), entry(5, 2, 2)])).not.toBe(fp(a));
  });

  it('takes an empty or missing table', () => {
    expect(ttFingerprint(ttColumns([]))).toBe(ttFingerprint(undefined));
    expect(ttFingerprint(null)).toBe(ttFingerprint(ttColumns([])));
  });
});

describe('the TT panel rows', () => {
  // nodes 0..4; 1 and 3 are the same position (label "b")
  const tree = {
    parent: Int32Array.of(-1, 0, 0, 2, 0),
    child: Int32Array.of(0, 0, 1, 0, 2),
    isMax: Uint8Array.of(1, 0, 0, 1, 0),
    moveLabel: ['', '0', '1', '0', '2'],
    label: [null, 'b', null, 'b', null],
  };
  const tt = ttColumns([entry(3, 1, 1, 0), entry(0, 2, 9, 2), entry(1, 1, 4, 1), entry(4, 0, 0)]);

  it('are the entries in node order, objects only for the rows asked for', () => {
    const { touched, rows } = ttRows(tt, tree, null, 'en', 1, 3);
    expect(touched).toEqual([]);
    expect(rows.map((r) => r.entry)).toEqual([entry(1, 1, 4, 1), entry(3, 1, 1, 0)]);
    const mid = ttRows(tt, tree, { node: 1, what: 'hit' }, 'en', 1, 2);
    expect(mid.rows.map((r) => r.entry.node)).toEqual([4]);
    expect(rows.every((r) => r.lit === null && typeof r.name === 'string')).toBe(true);
    expect(ttRows(tt, tree, null, 'en').rows.map((r) => r.entry.node)).toEqual([0, 1, 3, 4]);
    expect(ttRows(tt, tree, null, 'en', 3, 99).rows.map((r) => r.entry.node)).toEqual([4]);
  });

  it('show the entries an event touched first, its transpositions included, lit', () => {
    const { touched, rows } = ttRows(tt, tree, { node: 1, what: 'hit' }, 'en', 0, 2);
    expect(touched.map((r) => [r.entry.node, r.lit])).toEqual([
      [1, 'hit'],
      [3, 'hit'],
    ]);
    // listed once: the touched entries are not repeated among the others (issue 7, item 6)
    expect(rows.map((r) => [r.entry.node, r.lit])).toEqual([
      [0, null],
      [4, null],
    ]);
    const store = ttRows(tt, tree, { node: 4, what: 'store' }, 'en', 0, 0);
    expect(store.touched.map((r) => [r.entry.node, r.lit])).toEqual([[4, 'store']]);
    expect(store.rest).toBe(3);
    expect(ttRows(ttColumns([]), tree, { node: 4, what: 'probe' }, 'en')).toEqual({
      touched: [],
      rows: [],
      rest: 0,
    });
  });

  it('are drawn in a window around the scroll position', () => {
    expect(rowWindow(0, 5000)).toEqual({ from: 0, to: 36 });
    expect(rowWindow(22 * 100, 5000)).toEqual({ from: 88, to: 124 });
    expect(rowWindow(22 * 100, 90)).toEqual({ from: 88, to: 90 });
  });
});
