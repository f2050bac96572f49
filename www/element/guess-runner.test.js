import { describe, expect, it } from 'vitest';
import { testsPerGuess } from './guess-runner.js';
import { AIMA } from './config.js';
import { WasmEngine } from '../testing/wasm-engine.js';

const mtdf = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 };
const fresh = () => false;

describe('testsPerGuess', () => {
  it('counts the tests of a search from every guess (solve: no session left open)', async () => {
    const engine = await WasmEngine.create();
    const counts = await testsPerGuess(engine, mtdf, [-2, 0, 3, 20], fresh);
    expect([...counts.keys()]).toEqual([-2, 0, 3, 20]);
    expect(counts.get(0)).toBe(2); // CONVENTIONS.md §6: beta 0, then beta 4
    for (const [f, n] of counts) {
      const { id } = await engine.open({ ...mtdf, guess: f });
      expect((await engine.runToEnd(id)).tests.length).toBe(n);
      engine.close(id);
    }
    expect(engine.sessions.size).toBe(0);
  });

  it('gives up (null) once a newer load makes the counts stale', async () => {
    const engine = await WasmEngine.create();
    let solved = 0;
    const solve = engine.solve.bind(engine);
    engine.solve = (config) => (solved++, solve(config));
    let asked = 0;
    const stale = () => ++asked > 2;
    expect(await testsPerGuess(engine, mtdf, [0, 1, 2, 3], stale)).toBeNull();
    expect(solved).toBe(2); // two searches, then no more
  });

  it('gives up (null) when a search fails', async () => {
    const engine = await WasmEngine.create();
    const bad = { ...mtdf, algorithm: 'mtd-nope' }; // the core refuses it
    expect(await testsPerGuess(engine, bad, [0, 1], fresh)).toBeNull();
  });
});
