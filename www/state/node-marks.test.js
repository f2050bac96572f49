import { describe, expect, it } from 'vitest';
import { WasmEngine, wholeRun } from '../testing/wasm-engine.js';
import { AIMA } from '../element/config.js';
import { firstEntered } from './events.js';
import { factsAt } from './facts.js';
import { cutNodes, nodeMarks } from './node-marks.js';

async function marksAt(config, k) {
  const engine = await WasmEngine.create();
  const run = await wholeRun(engine, config);
  const at = k ?? run.summary.eventCount;
  const view = await run.seek(at);
  const { tree, events, summary } = run;
  const data = {
    tree,
    view,
    first: firstEntered(events, tree.parent.length),
    k: at,
    facts: factsAt({ events, k: at, tree, summary }),
    cut: cutNodes(tree, view),
  };
  const marks = Array.from(tree.parent, (_, id) => nodeMarks(data, id));
  return { tree, marks };
}

describe('the tree’s marks (issue 7, item 4)', () => {
  it('alpha-beta on AIMA: the cut leaves keep their values, struck through', async () => {
    const { tree, marks } = await marksAt({
      game: { kind: 'tree', text: AIMA },
      algorithm: 'alphabeta',
    });
    const struck = marks.flatMap((m, id) => (m.struck ? [tree.value[id]] : []));
    expect(struck).toEqual([4, 6]);
    // they lie past `explored`: never entered, cut directly by their MIN parent
    const ids = marks.flatMap((m, id) => (m.struck ? [id] : []));
    expect(ids.every((id) => id >= tree.explored && marks[id].cut === 1)).toBe(true);
  });

  it('a cut subtree is greyed below the cut', async () => {
    const text = '[[[3,5],[6,9]],[[1,2],[0,-1]]]';
    const { tree, marks } = await marksAt({ game: { kind: 'tree', text }, algorithm: 'alphabeta' });
    const under = marks.flatMap((m, id) => (m.cut === 2 ? [tree.value[id]] : []));
    expect(under).toEqual([0, -1]);
  });

  it('Kalah: a leaf shows its value only once the search evaluated it', async () => {
    const config = { game: { kind: 'kalah', pits: 2, seeds: 2, depth: 3 }, algorithm: 'alphabeta' };
    const start = await marksAt(config, 0);
    expect(start.tree.valuesGiven).toBe(false);
    expect(start.marks.every((m) => m.value === null && m.bound === null)).toBe(true);
    const end = await marksAt(config);
    const shown = end.marks.filter((m) => m.value !== null);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((m) => m.seen)).toBe(true);
  });
});
