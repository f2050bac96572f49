import { describe, expect, it } from 'vitest';
import { clearGuessPlot, renderGuessPlot } from './guess-plot.js';

/** The little of an element the empty plot touches (Vitest runs without a DOM). */
function fakeRoot(attributes) {
  const attrs = new Map(Object.entries(attributes));
  return {
    children: ['a bar'],
    replaceChildren(...c) {
      this.children = c;
    },
    getAttribute: (k) => attrs.get(k) ?? null,
    setAttribute: (k, v) => attrs.set(k, String(v)),
    removeAttribute: (k) => attrs.delete(k),
  };
}

describe('the guess plot is an image only while it shows bars', () => {
  it('with no counts yet it is no image: an unlabelled image fails axe (svg-img-alt)', () => {
    const root = fakeRoot({ role: 'img', 'aria-label': 'Tests for every first guess f: 0:3' });
    renderGuessPlot(root, { counts: new Map(), guess: 0, t: {} });
    expect(root.children).toEqual([]);
    expect(root.getAttribute('role')).toBe(null);
    expect(root.getAttribute('aria-label')).toBe(null);
  });

  it('cleared (a tree too large to count), likewise', () => {
    const root = fakeRoot({ role: 'img', 'aria-label': 'x' });
    clearGuessPlot(root);
    expect([root.children, root.getAttribute('role')]).toEqual([[], null]);
  });
});
