import { describe, expect, it } from 'vitest';
import { preset } from './presets.js';
import { WasmEngine, wholeRun } from '../testing/wasm-engine.js';

describe('the preset notes say what the drawing shows', () => {
  it('AIMA: the leaves alpha-beta cuts are named by the values drawn on them (issue 7, item 6)', async () => {
    const p = preset('aima');
    const engine = await WasmEngine.create();
    const run = await wholeRun(engine, {
      game: { kind: 'tree', text: p.text },
      algorithm: 'alphabeta',
    });
    const { tree } = run;
    // the leaves never entered: nodes from `explored` on, each drawn with its value
    const cut = [];
    for (let id = tree.explored; id < tree.parent.length; id++) {
      if (tree.moveCount[id] === 0) cut.push(tree.value[id]);
    }
    expect(cut).toEqual([4, 6]);
    expect(p.note.en).toContain(`cuts the leaves valued ${cut[0]} and ${cut[1]}`);
    expect(p.note.ja).toContain(`値 ${cut[0]} と ${cut[1]} の葉をカット`);
  });
});
