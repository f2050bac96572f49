import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../testing/fake-engine.js';
import { AIMA } from '../element/config.js';
import { factsAt } from './facts.js';
import { publicState } from './public-state.js';
import { narrate } from '../i18n/narrate.js';
import { codeLine } from '../render/pseudocode.js';
import { Kind, eventAt } from './events.js';

async function aimaRun(algorithm = 'mtdf', text = AIMA, guess = 0) {
  const engine = await FakeEngine.create();
  const { id } = await engine.open({ game: { kind: 'tree', text }, algorithm, guess });
  const summary = await engine.runToEnd(id);
  const events = await engine.events(id, 0, summary.eventCount);
  const tree = await engine.tree(id);
  return { engine, id, summary, events, tree };
}

const kFor = (run, pred) => {
  for (let i = 0; i < run.summary.eventCount; i++) if (pred(eventAt(run.events, i))) return i + 1;
  throw new Error('no such event');
};

describe('facts and narration of an MTD(f) run', () => {
  it('says what each null-window test proved, in English and Japanese', async () => {
    const run = await aimaRun();
    const end1 = run.summary.tests[0].endEvent;
    const f = factsAt({ ...run, k: end1 });
    expect(f).toMatchObject({ type: 'testEnd', outcome: 'high', g: 3, beta: 0 });
    expect(narrate(f, 'en')).toBe(
      'Test β = 0 failed high: the value is at least 3. Now 3 ≤ value ≤ +∞.',
    );
    expect(narrate(f, 'ja')).toBe(
      'テスト β = 0 は fail high: 値は 3 以上です。 現在 3 ≤ 値 ≤ +∞。',
    );
    const last = factsAt({ ...run, k: run.summary.eventCount });
    expect(narrate(last, 'en')).toBe(
      'Test β = 4 failed low: the value is at most 3. Done: the minimax value is 3, found with 2 searches.',
    );
  });

  it('opens each test with its null window', async () => {
    const run = await aimaRun();
    const f = factsAt({ ...run, k: run.summary.tests[1].firstEvent + 1 });
    expect(narrate(f, 'en')).toBe(
      'Test 2: β = 4; MT searches the root with the null window (3, 4).',
    );
    expect(codeLine(f, 'mtdf')).toEqual({ driver: 'test', search: null });
  });

  it('names leaves, stores and returns, and lights the matching MT line', async () => {
    const run = await aimaRun();
    const leaf = factsAt({ ...run, k: kFor(run, (e) => e.kind === Kind.Leaf) });
    expect(narrate(leaf, 'en')).toBe('Leaf node 0.0 evaluates to 3.');
    expect(codeLine(leaf, 'mtdf').search).toBe('leaf');
    const store = factsAt({ ...run, k: kFor(run, (e) => e.kind === Kind.Store) });
    // test 1 searches with (−1, 0): the leaf's 3 lies above, so only a lower bound is stored
    expect(store.bound).toBe('lower');
    expect(narrate(store, 'en')).toBe('Store in the TT: node 0.0 ≥ 3 (a lower bound).');
    expect(codeLine(store, 'mtdf').search).toBe('store-lower');
    const ret = factsAt({ ...run, k: kFor(run, (e) => e.kind === Kind.Return && e.node === 1) });
    expect(narrate(ret, 'en')).toBe('Node 0 returns 3, a lower bound (≥ 3): it failed high.');
  });

  it('explains a cut with its reason', async () => {
    const run = await aimaRun('alphabeta');
    const cut = factsAt({ ...run, k: kFor(run, (e) => e.kind === Kind.Cut) });
    expect(cut).toMatchObject({ type: 'cut', cutKind: 'alpha', g: 2, alpha: 3, count: 2 });
    expect(narrate(cut, 'en')).toBe(
      'α-cut at node 1 (MIN): g = 2 ≤ α = 3, so its last 2 children are not searched.',
    );
    expect(narrate(cut, 'ja')).toContain('αカット');
    expect(codeLine(cut, 'alphabeta').search).toBe('cut-min');
  });

  it('narrates a TT cutoff in the second test', async () => {
    const run = await aimaRun('mtdf', AIMA, 10);
    const k = kFor(run, (e) => e.kind === Kind.Probe && (e.c & 2) !== 0);
    const f = factsAt({ ...run, k });
    expect(f.type).toBe('probe');
    expect(narrate(f, 'en')).toMatch(/^TT cutoff: node .*returns .* without searching\.$/);
    expect(codeLine(f, 'mtdf').search).toMatch(/^probe-cut-/);
  });

  it('starts with a prompt', async () => {
    const run = await aimaRun();
    expect(narrate(factsAt({ ...run, k: 0 }), 'en')).toBe(
      'Ready: MTD(f). Press → to take the first step.',
    );
  });
});

describe('the public state', () => {
  it('shows no value until the end, then the value and both tests', async () => {
    const run = await aimaRun();
    const mid = publicState(run.summary, 5, await run.engine.seek(run.id, 5));
    expect(mid).toMatchObject({ value: null, done: false, event: 5, tests: [] });
    const n = run.summary.eventCount;
    const end = publicState(run.summary, n, await run.engine.seek(run.id, n));
    expect(end.value).toBe(3);
    expect(end.done).toBe(true);
    expect(end.tests).toEqual([
      { beta: 0, g: 3, outcome: 'high', lower: 3, upper: null },
      { beta: 4, g: 3, outcome: 'low', lower: 3, upper: 3 },
    ]);
    expect(end.leafEvals).toBe(run.summary.counters.leafEvals);
  });
});
