import { describe, expect, it } from 'vitest';
import { openRun, sharedEngine } from './run-loader.js';
import { AIMA } from './config.js';
import { WasmEngine } from '../testing/wasm-engine.js';
import { eventCount } from '../state/events.js';

const mtdf = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 };
const fresh = () => false;

describe('openRun', () => {
  it('fetches the whole run: summary, explored tree, events, first entries, total', async () => {
    const engine = await WasmEngine.create();
    const run = await openRun(engine, mtdf, fresh);
    expect(run.summary.value).toBe(3);
    expect(run.summary.done).toBe(true);
    expect(run.tree.parent[0]).toBe(-1);
    expect(run.total).toBe(run.summary.eventCount);
    expect(eventCount(run.events)).toBe(run.total);
    expect(run.first.length).toBe(run.tree.parent.length);
    expect(run.first[0]).toBe(1); // the root is entered right after the first test begins
    expect(engine.sessions.has(run.id)).toBe(true); // open for seeking
  });

  it('closes the session and gives null when a newer load superseded it', async () => {
    const engine = await WasmEngine.create();
    expect(await openRun(engine, mtdf, () => true)).toBeNull();
    expect(engine.sessions.size).toBe(0);
  });

  it('closes the session of a run that fails to load, and passes the error on', async () => {
    const engine = await WasmEngine.create();
    engine.tree = async () => {
      throw new Error('lost');
    };
    await expect(openRun(engine, mtdf, fresh)).rejects.toThrow('lost');
    expect(engine.sessions.size).toBe(0);
  });
});

describe('sharedEngine', () => {
  it('makes the page’s engine once, whoever asks', async () => {
    let made = 0;
    const factory = () => {
      made++;
      return WasmEngine.create();
    };
    const a = sharedEngine(factory);
    const b = sharedEngine(factory);
    expect(a).toBe(b);
    expect(made).toBe(1);
    expect(await a).toBeInstanceOf(WasmEngine);
  });
});

describe('openRun, cancellable', () => {
  it('tells the session id once open, and passes progress on', async () => {
    const engine = await WasmEngine.create();
    const seen = [];
    const run = await openRun(engine, mtdf, fresh, {
      onOpen: (id) => seen.push(['open', id]),
      onProgress: () => seen.push(['progress']),
    });
    expect(seen[0]).toEqual(['open', run.id]);
  });

  it('closes a session that went stale while it opened, before searching', async () => {
    const engine = await WasmEngine.create();
    let stale = false;
    let searched = false;
    const runToEnd = engine.runToEnd.bind(engine);
    engine.runToEnd = (...a) => {
      searched = true;
      return runToEnd(...a);
    };
    const run = await openRun(engine, mtdf, () => stale, { onOpen: () => (stale = true) });
    expect(run).toBeNull();
    expect(searched).toBe(false);
    expect(engine.sessions.size).toBe(0);
  });
});
