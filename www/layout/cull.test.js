import { describe, expect, it } from 'vitest';
import { containsRect, edgeInRect, needsCull, nodeInRect, unionRect, viewRect } from './cull.js';

describe('drawing only what the view needs', () => {
  it('maps the view back to layout units, with a margin', () => {
    const r = viewRect({ x: 100, y: 50, k: 2 }, 600, 400);
    expect(r).toEqual({ minX: -50, maxX: 250, minY: -25, maxY: 175 });
    const m = viewRect({ x: 100, y: 50, k: 2 }, 600, 400, 0.5);
    expect(m).toEqual({ minX: -200, maxX: 400, minY: -125, maxY: 275 });
    expect(containsRect(m, r)).toBe(true);
    expect(containsRect(r, m)).toBe(false);
  });

  it('recomputes when the view leaves what is drawn, or is far smaller than it', () => {
    const drawn = { minX: 0, maxX: 1000, minY: 0, maxY: 1000 };
    expect(needsCull(null, drawn)).toBe(true);
    expect(needsCull(drawn, { minX: 100, maxX: 600, minY: 100, maxY: 600 })).toBe(false);
    expect(needsCull(drawn, { minX: 600, maxX: 1100, minY: 100, maxY: 600 })).toBe(true);
    // zoomed in to a hundredth of the area: shed what cannot be seen
    expect(needsCull(drawn, { minX: 100, maxX: 200, minY: 100, maxY: 200 })).toBe(true);
  });

  it('keeps a node whose drawing reaches into the view, and an edge crossing it', () => {
    const view = { minX: 0, maxX: 100, minY: 0, maxY: 100 };
    expect(nodeInRect(50, 50, view)).toBe(true);
    expect(nodeInRect(150, 50, view)).toBe(true); // its value text reaches in
    expect(nodeInRect(400, 50, view)).toBe(false);
    expect(nodeInRect(50, 300, view)).toBe(false);
    // a long edge from far left to far right passes over the view
    expect(edgeInRect(-5000, 0, 5000, 78, view)).toBe(true);
    expect(edgeInRect(-5000, 0, -4000, 78, view)).toBe(false);
    expect(unionRect(view, { minX: -10, maxX: 50, minY: 20, maxY: 300 })).toEqual({
      minX: -10,
      maxX: 100,
      minY: 0,
      maxY: 300,
    });
  });
});
