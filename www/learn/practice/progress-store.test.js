import { describe, expect, it } from 'vitest';
import {
  loadPractice,
  MAX_PRACTICE_CHARS,
  PRACTICE_KEY,
  PRACTICE_VERSION,
  savePractice,
} from './progress-store.js';

function memoryStorage() {
  const items = new Map();
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => items.set(k, String(v)),
    removeItem: (k) => items.delete(k),
  };
}

const EX = { branching: 3, depth: 3, seed: 7 };
// a round's questions as practiceRound gives them (only their kinds are read here)
const ROUND = [{ kind: 'leaves' }, { kind: 'child' }, { kind: 'return' }, { kind: 'tt' }];
const ANSWERS = [{ leaves: [0, 2] }, { choice: 'beta-cut' }];

describe('practice progress store', () => {
  it('gives back the question reached and the answers given', () => {
    const storage = memoryStorage();
    expect(savePractice(storage, { exercise: EX, at: 2, answers: ANSWERS })).toEqual({ ok: true });
    expect(loadPractice(storage, { ...EX }, ROUND)).toEqual({ at: 2, answers: ANSWERS });
    expect(JSON.parse(storage.items.get(PRACTICE_KEY)).version).toBe(PRACTICE_VERSION);
  });

  it('leaves another exercise’s progress alone', () => {
    const storage = memoryStorage();
    savePractice(storage, { exercise: EX, at: 1, answers: ANSWERS });
    expect(loadPractice(storage, { ...EX, seed: 8 }, ROUND)).toEqual({});
    expect(storage.items.has(PRACTICE_KEY)).toBe(true);
  });

  it('drops a record of another version', () => {
    const storage = memoryStorage();
    storage.setItem(PRACTICE_KEY, JSON.stringify({ version: 0, exercise: EX, at: 0, answers: [] }));
    expect(loadPractice(storage, EX, ROUND)).toEqual({ dropped: 'version' });
    expect(storage.items.has(PRACTICE_KEY)).toBe(false);
  });

  it('drops a damaged record, or one that does not fit the round', () => {
    const bad = [
      '{"version":1',
      'null',
      JSON.stringify({ version: 1, exercise: EX, at: 9, answers: [] }), // past the round
      JSON.stringify({ version: 1, exercise: EX, at: 3, answers: ANSWERS }), // answers missing
      JSON.stringify({ version: 1, exercise: EX, at: 1, answers: [{ choice: 'x' }] }), // wrong shape
      JSON.stringify({ version: 1, exercise: EX, at: 0, answers: [{ leaves: ['a'] }] }),
      'x'.repeat(MAX_PRACTICE_CHARS + 1),
    ];
    for (const raw of bad) {
      const storage = memoryStorage();
      storage.setItem(PRACTICE_KEY, raw);
      expect(loadPractice(storage, EX, ROUND), raw.slice(0, 60)).toEqual({ dropped: 'corrupt' });
      expect(storage.items.has(PRACTICE_KEY)).toBe(false);
    }
  });

  it('refuses a record over the bound and keeps the one before', () => {
    const storage = memoryStorage();
    savePractice(storage, { exercise: EX, at: 1, answers: ANSWERS });
    const huge = [{ leaves: Array.from({ length: MAX_PRACTICE_CHARS }, (_, i) => i) }];
    expect(savePractice(storage, { exercise: EX, at: 0, answers: huge })).toEqual({
      ok: false,
      why: 'too-large',
    });
    expect(loadPractice(storage, EX, ROUND)).toEqual({ at: 1, answers: ANSWERS });
  });
});
