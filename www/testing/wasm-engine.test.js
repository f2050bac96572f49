import { describe, expect, it } from 'vitest';
import { WasmEngine, loadCore } from './wasm-engine.js';
import { AIMA } from '../element/config.js';

describe('the wasm engine (the real core in Node)', () => {
  it('runs the MTD(f) run of CONVENTIONS.md §6 on the AIMA tree', async () => {
    const engine = await WasmEngine.create();
    const { id } = await engine.open({
      game: { kind: 'tree', text: AIMA },
      algorithm: 'mtdf',
      guess: 0,
    });
    const summary = await engine.runToEnd(id);
    expect(summary.value).toBe(3);
    expect(summary.tests.map((t) => [t.beta, t.g, t.outcome])).toEqual([
      [0, 3, 'high'],
      [4, 3, 'low'],
    ]);
    expect(summary.tests[1]).toMatchObject({ lower: 3, upper: 3 });
    const view = await engine.seek(id, summary.eventCount);
    expect(view.rootG).toBe(3);
    expect(view.testsDone).toBe(2);
    // the TT as Int32Array columns in node order; the root's entry holds the value
    expect(view.tt.node).toBeInstanceOf(Int32Array);
    expect(Array.from(view.tt.node)).toEqual([...view.tt.node].sort((a, b) => a - b));
    const root = view.tt.node.indexOf(0);
    expect([view.tt.lower[root], view.tt.upper[root]]).toEqual([3, 3]);
  });

  it('cuts leaves 4 and 5 with alpha-beta', async () => {
    const engine = await WasmEngine.create();
    const { id } = await engine.open({
      game: { kind: 'tree', text: AIMA },
      algorithm: 'alphabeta',
    });
    const summary = await engine.runToEnd(id);
    expect(summary.value).toBe(3);
    expect(summary.counters.leafEvals).toBe(7);
    const tree = await engine.tree(id);
    expect(Array.from(tree.moveCount.slice(0, 1))).toEqual([3]);
  });

  it('fails with one line saying what to run when the wasm is not built', async () => {
    const missing = new URL('../no-such-pkg/', import.meta.url);
    await expect(loadCore(missing)).rejects.toThrow(
      'www/pkg is missing: run `bash scripts/build-wasm.sh` first',
    );
  });
});
