import { describe, expect, it } from 'vitest';
import { encodeState } from '../state/permalink.js';
import {
  loadSession,
  MAX_KALAH_MOVES,
  MAX_SESSION_CHARS,
  saveSession,
  SESSION_KEY,
  SESSION_VERSION,
} from './session-store.js';

/** A Storage of a test's own (localStorage's methods), full past `quota` characters. */
function memoryStorage(quota = Infinity) {
  const items = new Map();
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem(k, v) {
      if (String(v).length > quota) throw new Error('QuotaExceededError');
      items.set(k, String(v));
    },
    removeItem: (k) => items.delete(k),
  };
}

const S = encodeState({ tree: '[[3,12,8],[2,4,6],[14,5,2]]', algorithm: 'mtdf', event: 5 });

describe('session store', () => {
  it('gives back the state stored', () => {
    const storage = memoryStorage();
    expect(saveSession(storage, S)).toEqual({ ok: true });
    const got = loadSession(storage);
    expect(got.s).toBe(S);
    expect(got.state.tree).toBe('[[3,12,8],[2,4,6],[14,5,2]]');
    expect(got.state.event).toBe(5);
    expect(JSON.parse(storage.items.get(SESSION_KEY)).version).toBe(SESSION_VERSION);
  });

  it('is empty when nothing is stored', () => {
    expect(loadSession(memoryStorage())).toEqual({});
  });

  it('drops a corrupt record and says so', () => {
    for (const raw of ['{not json', 'null', '{"version":1,"s":42}', '{"version":1,"s":"%%%"}']) {
      const storage = memoryStorage();
      storage.setItem(SESSION_KEY, raw);
      expect(loadSession(storage)).toEqual({ dropped: 'corrupt' });
      expect(storage.items.has(SESSION_KEY)).toBe(false);
    }
  });

  it('drops a record of another version', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_KEY, JSON.stringify({ version: 99, s: S }));
    expect(loadSession(storage)).toEqual({ dropped: 'version' });
    expect(storage.items.has(SESSION_KEY)).toBe(false);
  });

  it('refuses a 10 MB tree without evicting the last good state', () => {
    const storage = memoryStorage();
    saveSession(storage, S);
    const huge = encodeState({ tree: `[${'1,'.repeat(5_000_000)}1]` });
    expect(huge.length).toBeGreaterThan(MAX_SESSION_CHARS);
    expect(saveSession(storage, huge)).toEqual({ ok: false, why: 'too-large' });
    expect(loadSession(storage).s).toBe(S);
  }, 60_000); // 10 MB encoded: seconds on a loaded machine (7 s seen at load 15)

  it('keeps the last good state when the storage is full', () => {
    const storage = memoryStorage(S.length + 40);
    saveSession(storage, S);
    const bigger = encodeState({ tree: `[${'1,'.repeat(200)}1]` });
    expect(saveSession(storage, bigger)).toEqual({ ok: false, why: 'full' });
    expect(loadSession(storage).s).toBe(S);
  });
});

describe('session store: the Kalah game’s moves', () => {
  const KALAH = {
    start: null,
    moves: [
      { who: 'you', pit: 0 },
      { who: 'engine', pit: 4, value: 2 },
    ],
  };

  it('keeps them beside the state and gives them back', () => {
    const storage = memoryStorage();
    expect(saveSession(storage, S, { kalah: KALAH })).toEqual({ ok: true });
    expect(loadSession(storage).kalah).toEqual(KALAH);
  });

  it('a record without them is read as before', () => {
    const storage = memoryStorage();
    saveSession(storage, S);
    expect('kalah' in loadSession(storage)).toBe(false);
  });

  it('drops a record whose moves are damaged', () => {
    for (const kalah of [
      { start: 3, moves: [] },
      { start: null, moves: [{ who: 'them', pit: 0 }] },
      { start: null, moves: [{ who: 'you', pit: -1 }] },
      { start: null, moves: [{ who: 'you', pit: 1, value: 'x' }] },
      { start: null, moves: Array(MAX_KALAH_MOVES + 1).fill({ who: 'you', pit: 0 }) },
    ]) {
      const storage = memoryStorage();
      storage.setItem(SESSION_KEY, JSON.stringify({ version: SESSION_VERSION, s: S, kalah }));
      expect(loadSession(storage)).toEqual({ dropped: 'corrupt' });
    }
  });
});
