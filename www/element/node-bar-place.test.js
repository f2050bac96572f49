import { describe, expect, it } from 'vitest';
import { placeNodeBar } from './node-bar-place.js';

const pane = { width: 600, height: 400 };
const bar = { w: 240, h: 90 };
const at = (x, y, inner, transform = { x: 0, y: 0, k: 1 }) =>
  placeNodeBar({ node: { x, y }, transform, pane, bar, inner });

describe('placeNodeBar', () => {
  it('puts a leaf’s bar below it, centred, past its shape', () => {
    expect(at(300, 100, false)).toEqual({ left: 180, top: 128, side: 'below', hidden: false });
  });

  it('puts a leaf’s bar above it near the bottom of the pane', () => {
    expect(at(300, 350, false)).toMatchObject({ side: 'above', top: 350 - 28 - 90 });
  });

  it('puts an inner node’s bar to its right, or to its left near the right edge', () => {
    expect(at(100, 100, true)).toEqual({ left: 152, top: 55, side: 'right', hidden: false });
    expect(at(500, 100, true)).toMatchObject({ side: 'left', left: 500 - 28 - 240 });
  });

  it('falls back to below for an inner node with no room at either side', () => {
    const narrow = placeNodeBar({
      node: { x: 150, y: 50 },
      transform: { x: 0, y: 0, k: 1 },
      pane: { width: 300, height: 400 },
      bar,
      inner: true,
    });
    expect(narrow.side).toBe('below');
  });

  it('keeps the bar inside the pane and applies the view’s transform', () => {
    const p = at(10, 10, false, { x: -5, y: -5, k: 2 });
    expect(p.left).toBe(4);
    expect(p.top).toBe(15 + 2 * 22 + 6);
  });

  it('hides the bar when its node is scrolled out of sight', () => {
    expect(at(-100, 100, false).hidden).toBe(true);
    expect(at(300, 500, false).hidden).toBe(true);
  });
});
