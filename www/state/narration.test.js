import { describe, expect, it } from 'vitest';
import { WasmEngine } from '../testing/wasm-engine.js';
import { AIMA } from '../element/config.js';
import { factsAt } from './facts.js';
import { publicState, testsCompleted } from './public-state.js';
import { narrate } from '../i18n/narrate.js';
import { codeLine } from '../render/pseudocode.js';
import { Kind, eventAt } from './events.js';
import { publicStep } from './step.js';
import { referenceValue } from '../element/reference-value.js';

async function aimaRun(algorithm = 'mtdf', text = AIMA, guess = 0, extra = {}) {
  const engine = await WasmEngine.create();
  const { id } = await engine.open({ game: { kind: 'tree', text }, algorithm, guess, ...extra });
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
      'Test β = 4 failed low: the value is at most 3. Done: the minimax value is 3, found with 2 null-window tests.',
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
    expect(store.stored).toBe('lower');
    expect(narrate(store, 'en')).toBe(
      'Store in the TT: node 0.0 ≥ 3, a lower bound (g = 3 ≥ β = 0).',
    );
    expect(codeLine(store, 'mtdf').search).toBe('store-lower');
    const ret = factsAt({ ...run, k: kFor(run, (e) => e.kind === Kind.Return && e.node === 1) });
    expect(narrate(ret, 'en')).toBe('Node 0 returns 3, a lower bound (≥ 3): it failed high.');
  });

  it('explains a cut with its reason', async () => {
    const run = await aimaRun('alphabeta');
    const cut = factsAt({ ...run, k: kFor(run, (e) => e.kind === Kind.Cut) });
    expect(cut).toMatchObject({ type: 'cut', cutKind: 'alpha', g: 2, alpha: 3, count: 2 });
    expect(narrate(cut, 'en')).toBe(
      'α-cut at node 1 (MIN): g = 2 ≤ α = 3, so its remaining 2 children are not searched.',
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

describe('what the screen says at a store (issue 7, item 1)', () => {
  it('AIMA, MTD(f) from 0, step 38: the upper-bound store ran, and every part says so', async () => {
    const run = await aimaRun();
    const f = factsAt({ ...run, k: 38 });
    // window (3, 4), g = 3 ≤ α: an upper bound; the entry kept its lower bound 3
    expect(f).toMatchObject({
      type: 'store',
      stored: 'upper',
      g: 3,
      alpha: 3,
      beta: 4,
      kept: 'lower',
    });
    expect(codeLine(f, 'mtdf').search).toBe('store-upper');
    expect(narrate(f, 'en')).toBe(
      'Store in the TT: node 0 ≤ 3, an upper bound (g = 3 ≤ α = 3). The entry keeps its other bound: now 3 ≤ node 0 ≤ 3.',
    );
    expect(narrate(f, 'ja')).toContain('上限値: g = 3 ≤ α = 3');
    const step = publicStep(f, run.tree);
    expect(step).toEqual({
      kind: 'store',
      node: [0],
      alpha: 3,
      beta: 4,
      g: 3,
      bound: null,
      stored: 'upper',
    });
    for (const k of [35, 69]) {
      const s = factsAt({ ...run, k });
      expect([s.type, s.stored, codeLine(s, 'mtdf').search], `step ${k}`).toEqual([
        'store',
        'upper',
        'store-upper',
      ]);
      expect(narrate(s, 'en')).toMatch(/an upper bound \(g = \S+ ≤ α = 3\)/);
    }
  });

  it('seed 000 literally: both bounds stored at the end (called wrong outside the window), one at a cut', async () => {
    const run = await aimaRun('mtdf-literal', '[[6,9,-7],[6,-1]]', 8);
    const stores = [];
    for (let k = 1; k <= run.summary.eventCount; k++) {
      const f = factsAt({ ...run, k });
      if (f.type === 'store')
        stores.push([f.node.id, f.stored, codeLine(f, 'mtdf-literal').search, narrate(f, 'en')]);
    }
    expect(stores.map((s) => s.slice(0, 3))).toEqual([
      [2, 'both', 'store-both'],
      [1, 'upper', 'cut-min'],
      [4, 'both', 'store-both'],
      [3, 'upper', 'cut-min'],
      [0, 'both', 'store-both'],
    ]);
    // the root's g = 6 ≤ α = 7 stored as exact: the sentence says it is wrong
    expect(stores[4][3]).toBe(
      'Store in the TT: the root = 6 as exact, as Wikipedia’s pseudocode does at the end — wrong: g = 6 ≤ α = 7, so 6 is only an upper bound.',
    );
  });
});

describe('a probe that closes the window on an exact entry', () => {
  it('says why MT searches on with the window (v, v)', async () => {
    const text = '(p2:(p0:(1) p1:((p0) -5) ((-1))) p4:(p3:((p0 p0))))';
    const run = await aimaRun('alphabeta-tt', text, 12, { step: 3 });
    const f = factsAt({ ...run, k: 49 });
    expect(f).toMatchObject({ type: 'probe', narrowed: { alpha: 1, beta: 1 } });
    expect(narrate(f, 'en')).toBe(
      "The TT knows p0 = 1 exactly, inside the window: MT's probe answers only from a bound outside the window, so the window closes to (1, 1) and the search goes on.",
    );
  });
});

describe('an eviction (event kind 9)', () => {
  it('is narrated, lights the store it makes room for, and names both nodes', async () => {
    const run = await aimaRun('mtdf', AIMA, 0, { ttSize: 4 });
    const k = kFor(run, (e) => e.kind === Kind.Evict);
    const f = factsAt({ ...run, k });
    expect(f.type).toBe('evict');
    expect(f.store.type).toBe('store');
    expect(codeLine(f, 'mtdf').search).toBe(`store-${f.store.stored}`);
    expect(narrate(f, 'en')).toMatch(
      /^The TT's set for .+ is full: the entry of .+, the shallowest, is dropped to make room\.$/,
    );
    expect(narrate(f, 'ja')).toContain('置換表のセットが満杯');
    expect(publicStep(f, run.tree)).toMatchObject({ kind: 'evict', g: null, stored: null });
  });
});

describe('tests at an infinity (issue 7, item 2)', () => {
  it('MTD(−∞) opens at β = −∞+1: a window whose ends differ, and what it means', async () => {
    const run = await aimaRun('mtd-minus');
    const f = factsAt({ ...run, k: 1 });
    expect(narrate(f, 'en')).toBe(
      'Test 1: β = −∞+1; MT searches the root with the null window (−∞, −∞+1). β = −∞+1: every value passes, so g is a lower bound.',
    );
    expect(narrate(f, 'ja')).toContain('(−∞, −∞+1)');
    const end = factsAt({ ...run, k: run.summary.tests[0].endEvent });
    expect(narrate(end, 'en')).toBe(
      'Test β = −∞+1 failed high: the value is at least 3. Now 3 ≤ value ≤ +∞.',
    );
  });

  it('MTD(+∞) opens at β = +∞: every value fails', async () => {
    const run = await aimaRun('mtd-plus');
    expect(narrate(factsAt({ ...run, k: 1 }), 'en')).toBe(
      'Test 1: β = +∞; MT searches the root with the null window (+∞−1, +∞). β = +∞: every value fails, so g is an upper bound.',
    );
  });
});

describe('MTD-f-αβ’s last search is not a test (issue 7, item 3)', () => {
  it('counts null-window tests only, and calls the last search exact', async () => {
    const run = await aimaRun('mtd-f-ab', AIMA, 0, { step: 2 });
    const n = run.summary.eventCount;
    expect(run.summary.tests.map((t) => t.nullWindow)).toEqual([true, true, false]);
    const end = publicState(run.summary, n, await run.engine.seek(run.id, n));
    expect(end.tests.map((t) => t.beta)).toEqual([0, 6]);
    expect(narrate(factsAt({ ...run, k: n }), 'en')).toBe(
      'The alpha-beta search with the window (3, 5) returned 3: the value lies in [3, 5], so 3 is exact. Done: the minimax value is 3, found with 2 null-window tests and one alpha-beta search.',
    );
  });

  it('alpha-beta and NegaScout make no test', async () => {
    for (const algorithm of ['alphabeta', 'negascout']) {
      const run = await aimaRun(algorithm);
      const n = run.summary.eventCount;
      expect(publicState(run.summary, n, await run.engine.seek(run.id, n)).tests).toEqual([]);
    }
  });
});

describe('seed 000 taken literally (issue 7, item 6)', () => {
  it('says the answer is wrong, with the true value from a reference search', async () => {
    const text = '[[6,9,-7],[6,-1]]';
    const run = await aimaRun('mtdf-literal', text, 8);
    const truth = await referenceValue(
      run.engine,
      { game: { kind: 'tree', text }, algorithm: 'mtdf-literal', guess: 8 },
      () => false,
    );
    expect(truth).toBe(-1);
    const last = factsAt({ ...run, k: run.summary.eventCount, truth });
    expect(narrate(last, 'en')).toContain(
      'Done: the pseudocode of Wikipedia’s MTD-f article, taken literally, answers 6 — wrong: the minimax value is −1',
    );
    expect(narrate(last, 'ja')).toContain('誤り');
  });
});

describe('the tests a forward move completed (mtd-test, issue 7, item 5)', () => {
  it('are the null-window tests ending in (from, to], in order, none going back', async () => {
    const run = await aimaRun('mtd-f-ab', AIMA, 0, { step: 2 });
    const [t0, t1, last] = run.summary.tests;
    const ends = (from, to) =>
      testsCompleted(run.summary.tests, from, to).map(({ test, index }) => [index, test.beta]);
    expect(ends(0, run.summary.eventCount)).toEqual([
      [0, t0.beta],
      [1, t1.beta],
    ]); // the last alpha-beta search is not a test
    expect(ends(t0.endEvent - 1, t0.endEvent)).toEqual([[0, t0.beta]]);
    expect(ends(t0.endEvent, t1.endEvent - 1)).toEqual([]);
    expect(ends(last.endEvent, 0)).toEqual([]);
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
