import { describe, expect, it } from 'vitest';
import { layoutChart, MARGIN } from './log-chart.js';

const SERIES = [
  {
    name: 'mtdf',
    points: [
      { x: 3, y: 1880 },
      { x: 4, y: 10816 },
      { x: 5, y: 111319 },
    ],
  },
  {
    name: 'alphabeta',
    points: [
      { x: 3, y: 3386 },
      { x: 4, y: 26777 },
      { x: 5, y: 326664 },
    ],
  },
];

describe('layoutChart', () => {
  it('puts y on a log10 scale between whole decades, x on whole depths', () => {
    const l = layoutChart(SERIES, { width: 400, height: 200, log: true });
    expect(l.yTicks.map((t) => t.value)).toEqual([1000, 10000, 100000, 1000000]);
    expect(l.xTicks.map((t) => t.value)).toEqual([3, 4, 5]);
    expect(l.yTicks[0].py).toBe(200 - MARGIN.bottom);
    expect(l.yTicks.at(-1).py).toBe(MARGIN.top);
    // equal ratios are equal distances: 10^4 lies a third of the way up
    const h = 200 - MARGIN.bottom - MARGIN.top;
    expect(l.yTicks[1].py).toBeCloseTo(200 - MARGIN.bottom - h / 3);
    const [mtdf, ab] = l.series;
    expect(mtdf.points.map((p) => p.x)).toEqual([3, 4, 5]);
    // more nodes is higher up, at every depth
    for (let i = 0; i < 3; i++) expect(ab.points[i].py).toBeLessThan(mtdf.points[i].py);
    // a quarter depth of room at either end: 0.25 of the 2.5 depths drawn
    const w = 400 - MARGIN.right - MARGIN.left;
    expect(mtdf.points[0].px).toBeCloseTo(MARGIN.left + w / 10);
    expect(mtdf.points[2].px).toBeCloseTo(400 - MARGIN.right - w / 10);
  });

  it('leaves out what a log scale cannot draw, and is empty when nothing is left', () => {
    const l = layoutChart([{ name: 'a', points: [{ x: 1, y: 0 }] }], {
      width: 300,
      height: 200,
      log: true,
    });
    expect(l.series).toEqual([]);
    expect(l.yTicks).toEqual([]);
  });

  it('gives a linear scale from 0 with round ticks; one depth sits in the middle', () => {
    const l = layoutChart([{ name: 'a', points: [{ x: 6, y: 3.29 }] }], {
      width: 300,
      height: 200,
      log: false,
    });
    expect(l.yTicks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    expect(l.series[0].points[0].px).toBeCloseTo((MARGIN.left + 300 - MARGIN.right) / 2);
  });
});
