import { describe, expect, it } from 'vitest';
import { boundRuns, depthMarks, infiniteEdges, testNames } from './bounds-chart.js';

// MTD(+∞) on AIMA Figure 5.2: the lower bound stays −∞ for three tests
const PLUS = [
  { beta: null, g: 14, outcome: 'low', lower: null, upper: 14 },
  { beta: 14, g: 5, outcome: 'low', lower: null, upper: 5 },
  { beta: 5, g: 3, outcome: 'low', lower: null, upper: 3 },
  { beta: 3, g: 3, outcome: 'high', lower: 3, upper: 3 },
];
// MTD(f) from 0: the upper bound is +∞ after the first test
const MTDF = [
  { beta: 0, g: 3, outcome: 'high', lower: 3, upper: null },
  { beta: 4, g: 3, outcome: 'low', lower: 3, upper: 3 },
];

describe('the bounds chart', () => {
  it('draws finite bounds as step lines and infinite ones as arrows off the edge', () => {
    expect(boundRuns(PLUS, 4, 'lower')).toEqual({ runs: [[{ i: 3, v: 3 }]], open: [0, 1, 2] });
    expect(boundRuns(PLUS, 4, 'upper')).toEqual({
      runs: [
        [
          { i: 0, v: 14 },
          { i: 1, v: 5 },
          { i: 2, v: 3 },
          { i: 3, v: 3 },
        ],
      ],
      open: [],
    });
    expect(boundRuns(MTDF, 2, 'upper')).toEqual({ runs: [[{ i: 1, v: 3 }]], open: [0] });
    // only the tests that have ended
    expect(boundRuns(PLUS, 1, 'lower')).toEqual({ runs: [], open: [0] });
    expect(boundRuns(PLUS, 0, 'upper')).toEqual({ runs: [], open: [] });
  });

  it('breaks a line where a bound becomes infinite again', () => {
    const tests = [{ lower: 1 }, { lower: null }, { lower: 2 }, { lower: 4 }];
    expect(boundRuns(tests, 4, 'lower')).toEqual({
      runs: [
        [{ i: 0, v: 1 }],
        [
          { i: 2, v: 2 },
          { i: 3, v: 4 },
        ],
      ],
      open: [1],
    });
  });

  it('keeps room at the edge where an arrow of ±∞ goes, a test at ±∞ included', () => {
    expect(infiniteEdges(PLUS, 4)).toEqual({ top: true, bottom: true }); // β = +∞, lower −∞
    expect(infiniteEdges(MTDF, 2)).toEqual({ top: true, bottom: false });
    expect(infiniteEdges(MTDF, 0)).toEqual({ top: false, bottom: false });
    const minus = [{ beta: null, g: 3, outcome: 'high', lower: 3, upper: null }];
    expect(infiniteEdges(minus, 0)).toEqual({ top: false, bottom: true }); // β = −∞
    const wide = [{ beta: null, nullWindow: false, g: 3, outcome: 'exact', lower: 3, upper: 3 }];
    expect(infiniteEdges(wide, 1)).toEqual({ top: false, bottom: false });
  });

  it('numbers null-window tests only; a wide-window search is αβ (issue 7, item 3)', () => {
    const fab = [
      { nullWindow: true },
      { nullWindow: true },
      { nullWindow: false, alpha: 3, beta: 5, g: 3, lower: 3, upper: 3 },
    ];
    expect(testNames(fab)).toEqual(['1', '2', 'αβ']);
    expect(testNames([{ nullWindow: false }])).toEqual(['αβ']);
  });

  it('marks where iterative deepening starts a deeper search (issue 7, item 6)', () => {
    const id = [1, 1, 2, 2, 2, 3].map((depth) => ({ depth }));
    expect(depthMarks(id)).toEqual([
      { i: 2, depth: 2 },
      { i: 5, depth: 3 },
    ]);
    expect(depthMarks(MTDF)).toEqual([]);
  });
});
