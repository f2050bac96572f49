import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../testing/fake-engine.js';
import { AIMA } from '../element/config.js';
import { autoCollapse, childrenOf, depthsOf, layoutTree } from './tree-layout.js';

async function tree(algorithm) {
  const engine = await FakeEngine.create();
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

  it('keeps a slot for children alpha-beta never searched, as ghosts', async () => {
    const t = await tree('alphabeta');
    const { nodes } = layoutTree(t);
    const ghosts = nodes.filter((n) => n.ghost);
    expect(ghosts.map((g) => g.move)).toEqual([1, 2]);
    expect(ghosts.every((g) => g.isMax)).toBe(true);
    expect(layoutTree(t, { ghosts: false }).nodes.some((n) => n.ghost)).toBe(false);
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
    // MTD(f) explores 1 + 3 + 7 nodes (leaves 4 and 5 are never reached)
    expect(Array.from(depthsOf(t)).filter((d) => d === 2)).toHaveLength(7);
    const fold = autoCollapse(t, 5);
    expect([...fold].sort()).toEqual([...childrenOf(t)[0]].sort());
    expect(layoutTree(t, { collapsed: fold }).nodes).toHaveLength(4);
  });
});
