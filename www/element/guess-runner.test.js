import { describe, expect, it } from 'vitest';
import { testsPerGuess } from './guess-runner.js';
import { AIMA } from './config.js';
import { FakeEngine } from '../testing/fake-engine.js';

const mtdf = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 };
const fresh = () => false;

/** The fake engine with `solve` (a whole search without a session left open). */
async function engineWithSolve() {
  const engine = await FakeEngine.create();
  engine.solve = async (config) => {
    const { id } = await engine.open(config);
    try {
      return await engine.runToEnd(id);
    } finally {
      engine.close(id);
    }
  };
  return engine;
}

describe('testsPerGuess', () => {
  it('counts the tests of a search from every guess (solve: no session left open)', async () => {
    const engine = await engineWithSolve();
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
    const engine = await engineWithSolve();
    let asked = 0;
    const stale = () => ++asked > 2;
    expect(await testsPerGuess(engine, mtdf, [0, 1, 2, 3], stale)).toBeNull();
    expect(engine.nextId - 1).toBe(2); // two searches, then no more
  });

  it('gives up (null) when a search fails', async () => {
    const engine = await engineWithSolve();
    const bad = { ...mtdf, algorithm: 'mtd-bi' }; // the fake engine refuses it
    expect(await testsPerGuess(engine, bad, [0, 1], fresh)).toBeNull();
  });
});
