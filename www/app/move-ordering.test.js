// Move ordering on the tree text (issue 10): a child moved among its siblings, and the
// core's best-first / worst-first orders applied to the text — spacing, JSON and labels
// kept, the values searched unchanged, the core's own text for the same order.
import { describe, expect, it } from 'vitest';
import { applyTreeEdit, describeNode, parseTreeText, reorderTree } from './tree-edit.js';
import { WasmEngine } from '../testing/wasm-engine.js';
import { randomTreeText } from './random-tree.js';

const AIMA = '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]';

/** The tree as nested arrays of values, references followed (what the engine searches). */
function shape(text) {
  const doc = parseTreeText(text);
  const walk = (n) => {
    const m = n.type === 'ref' ? doc.labels.get(n.name) : n;
    return m.type === 'leaf' ? m.value : m.items.map((i) => walk(i.node));
  };
  return walk(doc.root);
}

describe('move-child', () => {
  it('moves a child to another place, keeping the separators where they stand', () => {
    const r = applyTreeEdit(AIMA, { op: 'move-child', path: [1], index: 2, to: 0 });
    expect(r.text).toBe('[[3, 12, 8], [6, 2, 4], [14, 5, 2]]');
  });

  it('moves a labelled definition after its use: the first use becomes the definition', () => {
    const r = applyTreeEdit('((a:(3 5) 4) (a 6))', { op: 'move-child', path: [], index: 1, to: 0 });
    expect(r.text).toBe('((a:(3 5) 6) (a 4))');
    expect(shape(r.text)).toEqual([
      [[3, 5], 6],
      [[3, 5], 4],
    ]);
  });

  it('refuses a place that is not there', () => {
    expect(applyTreeEdit(AIMA, { op: 'move-child', path: [], index: 0, to: 3 }).error.code).toBe(
      'path',
    );
  });

  it('describes where a node stands among its siblings', () => {
    expect(describeNode(AIMA, [2, 1])).toMatchObject({ index: 1, siblings: 3 });
    expect(describeNode(AIMA, [])).toMatchObject({ index: -1, siblings: 0, root: true });
  });
});

describe('the core orders the tree best or worst first', () => {
  it('puts the AIMA tree best first, then worst first, as the core prints it', async () => {
    const engine = await WasmEngine.create();
    const best = reorderTree(AIMA, await engine.treeOrder(AIMA, 'best')).text;
    // MAX takes min 3 first; each MIN node its lowest leaf first
    expect(best).toBe('[[3, 8, 12], [2, 4, 6], [2, 5, 14]]');
    const worst = reorderTree(AIMA, await engine.treeOrder(AIMA, 'worst')).text;
    expect(worst).toBe('[[6, 4, 2], [14, 5, 2], [12, 8, 3]]');
    await expect(engine.treeOrder('[[1,2]', 'best')).rejects.toThrow(/^text: tree text, line 1/);
  });

  it('keeps the values searched on labelled random trees, and alpha-beta counts fall', async () => {
    const engine = await WasmEngine.create();
    const text = '((a:(3 5 1) 4 b:(2 9)) (a 6 b) (b:(7) a))'.replace('b:(7)', 'c:(7)');
    const r = reorderTree(text, await engine.treeOrder(text, 'best'));
    expect(r.error).toBeUndefined();
    const value = async (t) =>
      (await engine.solve({ game: { kind: 'tree', text: t }, algorithm: 'minimax' })).value;
    expect(await value(r.text)).toBe(await value(text));
    for (let seed = 1; seed <= 5; seed++) {
      const t = randomTreeText({ branching: 3, depth: 3, seed, min: -9, max: 9 });
      const sorted = reorderTree(t, await engine.treeOrder(t, 'best')).text;
      const leaves = async (x) =>
        (await engine.solve({ game: { kind: 'tree', text: x }, algorithm: 'alphabeta' })).counters
          .leafEvals;
      expect(await value(sorted)).toBe(await value(t));
      expect(await leaves(sorted)).toBeLessThanOrEqual(await leaves(t));
    }
  });
});
