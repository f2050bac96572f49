import { describe, expect, it } from 'vitest';
import { fitTransform, keepInView, zoomAt } from './zoom.js';

describe('fitting and following the tree', () => {
  it('fits a small tree whole and keeps a large one at a readable scale', () => {
    const small = fitTransform({ minX: -100, maxX: 100, minY: 0, maxY: 156 }, 600, 400);
    expect(small.k).toBeGreaterThan(1);
    const large = fitTransform({ minX: -20000, maxX: 20000, minY: 0, maxY: 624 }, 600, 400);
    expect(large.k).toBe(0.6);
    // centred on the root, top-aligned
    expect(large.x).toBe(300);
    expect(large.y).toBeGreaterThan(0);
  });

  it('leaves the view alone while the point is in sight', () => {
    const t = { x: 300, y: 40, k: 0.6 };
    expect(keepInView(t, 100, 200, 600, 400)).toBe(t);
  });

  it('moves only the axis the point left', () => {
    const t = { x: 300, y: 40, k: 1 };
    const next = keepInView(t, 1000, 100, 600, 400);
    expect(next.y).toBe(40);
    expect(next.x).toBe(300 - 1000); // centred: 1000 + x = 300
  });

  it('stops at the edges of the tree instead of showing empty space', () => {
    const bounds = { minX: -2000, maxX: 2000, minY: 0, maxY: 600 };
    const t = { x: 300, y: 40, k: 1 };
    // the rightmost node: the tree's right edge ends 50 px from the view's right side
    const right = keepInView(t, 2000, 100, 600, 400, 50, bounds);
    expect(2000 + right.x).toBe(550);
    const left = keepInView(t, -1990, 100, 600, 400, 50, bounds);
    expect(-2000 + left.x).toBe(50);
    // a point deep down a tall tree: centred, since there is tree above and below
    const tall = { ...bounds, maxY: 5000 };
    const down = keepInView(t, 0, 2500, 600, 400, 50, tall);
    expect(2500 + down.y).toBe(200);
    // a tree as tall as the view: top-aligned
    const fits = keepInView({ x: 300, y: -500, k: 0.5 }, 0, 300, 600, 400, 50, bounds);
    expect(fits.y).toBe(50);
  });

  it('keeps a tree that fits the view with its texts whole, centred as fitted', () => {
    // 510 wide in a 600 view: with 40 of room for the texts at each end it fits (as fitted,
    // centred); between 50 px pads it would not
    const bounds = { minX: -255, maxX: 255, minY: 0, maxY: 156 };
    // a leaf at the left end, out of the padded view: the tree moves back to where it fits
    const next = keepInView({ x: 40, y: 40, k: 1 }, -250, 156, 600, 400, 50, bounds);
    expect(next.x).toBe(300);
    // a wider tree, which does not fit with its room, still stops at the pads
    const wide = { minX: -270, maxX: 270, minY: 0, maxY: 156 };
    expect(keepInView({ x: 40, y: 40, k: 1 }, -265, 156, 600, 400, 50, wide).x).toBe(320);
  });

  it('zooms about a point, within limits', () => {
    const t = zoomAt({ x: 0, y: 0, k: 1 }, 2, 100, 100);
    expect(t).toEqual({ k: 2, x: -100, y: -100 });
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 1000, 0, 0).k).toBe(6);
  });
});
