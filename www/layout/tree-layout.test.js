import { describe, expect, it } from 'vitest';
import { WasmEngine } from '../testing/wasm-engine.js';
import { AIMA } from '../element/config.js';
import { autoCollapse, childrenOf, depthsOf, layoutTree } from './tree-layout.js';

async function tree(algorithm) {
  const engine = await WasmEngine.create();
  const { id } = await engine.open({ game: { kind: 'tree', text: AIMA }, algorithm, guess: 0 });
  await engine.runToEnd(id);
  return engine.tree(id);
}

describe('the tidy tree layout', () => {
  it('places the AIMA tree in three levels, parents above children, left to right', async () => {
    const t = await tree('mtdf');
    const { nodes, links } = layoutTree(t);
    expect(nodes).toHaveLength(13);
    expect(links).toHaveLength(12);
    const byKey = new Map(nodes.map((n) => [n.key, n]));
    for (const l of links) expect(byKey.get(l.source).y).toBeLessThan(byKey.get(l.target).y);
    const leaves = nodes.filter((n) => n.depth === 2).sort((a, b) => a.x - b.x);
    expect(leaves.map((n) => n.id)).toEqual(
      [...leaves].sort((a, b) => a.parentId - b.parentId || a.move - b.move).map((n) => n.id),
    );
    expect(nodes.find((n) => n.id === 0)).toMatchObject({ isMax: true, depth: 0, x: 0 });
  });

  it('root: lays out one subtree only, its node on top (the leaf overview zooms into it)', async () => {
    const t = await tree('mtdf');
    const b = Array.from(t.parent).findIndex((p, id) => p === 0 && t.child[id] === 1);
    const { nodes, links } = layoutTree(t, { root: b });
    expect(nodes).toHaveLength(4); // the second MIN node and its three leaves
    expect(links).toHaveLength(3);
    expect(nodes[0]).toMatchObject({ key: `n${b}`, id: b, depth: 0, parent: null });
    expect(nodes.slice(1).every((n) => n.parentId === b && n.leaf)).toBe(true);
  });

  it('draws the children alpha-beta never searched as nodes of the tree, not ghosts', async () => {
    const t = await tree('alphabeta');
    const { nodes } = layoutTree(t);
    expect(nodes.some((n) => n.ghost)).toBe(false);
    // leaves 4 and 6 (values) are cut: nodes past `explored`, drawn in their place
    const cut = nodes.filter((n) => n.id >= t.explored);
    expect(cut.map((n) => t.value[n.id])).toEqual([4, 6]);
  });

  it('keeps a slot, as a ghost, for a move the tree has no node for', async () => {
    const t = await tree('alphabeta');
    const root = { ...t, moveCount: Int32Array.from(t.moveCount, (m, i) => (i === 0 ? 4 : m)) };
    const ghosts = layoutTree(root).nodes.filter((n) => n.ghost);
    expect(ghosts.map((g) => [g.move, g.isMax])).toEqual([[3, false]]);
    expect(layoutTree(root, { ghosts: false }).nodes.some((n) => n.ghost)).toBe(false);
  });

  it('folds a collapsed node and counts what it hides', async () => {
    const t = await tree('mtdf');
    const { nodes } = layoutTree(t, { collapsed: new Set([1]) });
    expect(nodes).toHaveLength(10);
    expect(nodes.find((n) => n.id === 1)).toMatchObject({ folded: true, hidden: 3 });
  });

  it('folds deep levels of a large tree so that about `limit` nodes are drawn', async () => {
    const t = await tree('mtdf');
    expect(autoCollapse(t, 100).size).toBe(0);
    // the tree holds every node: 1 + 3 + 9, explored or not
    expect(Array.from(depthsOf(t)).filter((d) => d === 2)).toHaveLength(9);
    const fold = autoCollapse(t, 5);
    expect([...fold].sort()).toEqual([...childrenOf(t)[0]].sort());
    expect(layoutTree(t, { collapsed: fold }).nodes).toHaveLength(4);
  });
});
