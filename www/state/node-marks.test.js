import { describe, expect, it } from 'vitest';
import { WasmEngine, wholeRun } from '../testing/wasm-engine.js';
import { AIMA } from '../element/config.js';
import { firstEntered } from './events.js';
import { factsAt } from './facts.js';
import { cutNodes, nodeMarks } from './node-marks.js';
import { markText } from '../render/tree-view.js';

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
  return { tree, marks, view };
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

describe('what is known of a node, from every test so far (issue 17, item 4)', () => {
  /** The TT row node `id` wrote, as `[lower, upper]` (read from the columns here). */
  const ttBounds = (view, id) => {
    const i = Array.from(view.tt.node).indexOf(id);
    return i < 0 ? null : [view.tt.lower[i], view.tt.upper[i]];
  };

  it('MTD(f) on AIMA, at its end: the root reads =3, as the TT holds 3 ≤ root ≤ 3', async () => {
    const config = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 };
    const { marks, view } = await marksAt(config);
    expect(ttBounds(view, 0)).toEqual([3, 3]);
    expect(marks[0]).toMatchObject({ bound: 'exact', g: 3, lower: 3, upper: 3 });
    expect(markText(marks[0])).toBe('=3');
  });

  it('the MTD family at its end: the root is known exactly, its bounds met', async () => {
    for (const algorithm of ['mtd-plus', 'mtd-minus', 'mtd-bi', 'mtd-step']) {
      const config = { game: { kind: 'tree', text: AIMA }, algorithm, guess: 0 };
      const { marks } = await marksAt(config);
      expect(markText(marks[0]), algorithm).toBe('=3');
    }
  });

  it('MTD(step) on AIMA: with both bounds known and apart, the root shows both', async () => {
    // event 60: the first test (at 14) proved ≤ 14 and the second (at 4) ≥ 3; the third
    // test has begun
    const config = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtd-step', guess: 0 };
    const { marks, view } = await marksAt(config, 60);
    expect(ttBounds(view, 0)).toEqual([3, 14]);
    expect(marks[0]).toMatchObject({ bound: 'range', g: null, lower: 3, upper: 14 });
    expect(markText(marks[0])).toBe('3..14');
  });

  it('alpha-beta (no TT): a node shows the bound its Return proved, as before', async () => {
    const text = '[[[3,5],[6,9]],[[1,2],[0,-1]]]';
    const { tree, marks } = await marksAt({ game: { kind: 'tree', text }, algorithm: 'alphabeta' });
    expect(marks[0]).toMatchObject({ bound: 'exact', g: 5 });
    // the second MIN node stopped at its 2 ≤ α = 5: only an upper bound
    const min2 = Array.from(tree.parent).findIndex((p, id) => p === 0 && tree.child[id] === 1);
    expect(marks[min2]).toMatchObject({ bound: 'upper', g: 2, lower: null, upper: 2 });
    expect(markText(marks[min2])).toBe('≤2');
  });
});
