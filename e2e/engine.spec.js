// The engine end to end (docs/engine-api.md): the built self-test page loads the Engine,
// whose module worker loads the wasm core; whole sessions run through the worker.
import { expect, test } from '@playwright/test';
import { doublingDag } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
// Kalah(3 pits, 2 seeds) searched 6 plies deep: the native minimax value (tests/session.rs,
// `kalah_3_by_2_at_depth_6_is_a_first_player_win`, checks the same number natively).
const KALAH_3x2_DEPTH_6 = 99;

test.beforeEach(async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  page.errors = errors;
  await page.goto('/www/engine/selftest.html');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#status')).toHaveText(
    /^engine \d+\.\d+\.\d+: mtdf on AIMA gives 3 in 2 tests$/,
  );
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

/**
 * In the page: opens `config`, steps with nextTest to the end, seeks every k forward and
 * then back, and returns what the test checks.
 */
async function runSession(page, config) {
  return page.evaluate(async (config) => {
    const plain = (view) =>
      JSON.stringify(view, (_k, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v));
    const engine = await globalThis.mtdlabEngine.create();
    const { id, summary: opened } = await engine.open(config);
    const records = [];
    for (;;) {
      const { record, summary } = await engine.nextTest(id);
      if (record === null) {
        const n = summary.eventCount;
        const stride = Math.max(1, Math.floor(n / 150));
        const ks = [];
        for (let k = 0; k <= n; k += stride) ks.push(k);
        if (ks.at(-1) !== n) ks.push(n);
        const forward = [];
        for (const k of ks) forward.push(plain(await engine.seek(id, k)));
        let backEqual = true;
        for (let i = ks.length - 1; i >= 0; i--) {
          if (plain(await engine.seek(id, ks[i])) !== forward[i]) backEqual = false;
        }
        const end = await engine.seek(id, n);
        const events = await engine.events(id, 0, n);
        const tree = await engine.tree(id);
        const tt = await engine.tt(id);
        await engine.close(id);
        engine.terminate();
        return {
          openedDone: opened.done,
          records,
          summary,
          backEqual,
          seeks: ks.length,
          end: {
            event: end.event,
            rootG: end.rootG,
            testsDone: end.testsDone,
            counters: end.counters,
            alphaIsInt32: end.nodes.alpha instanceof Int32Array,
            kindIsInt8: end.nodes.kind instanceof Int8Array,
            ttColumnsInt32: ['node', 'depth', 'lower', 'upper'].every(
              (f) => end.tt[f] instanceof Int32Array && end.tt[f].length === end.tt.node.length,
            ),
            ttByNode: Array.from(end.tt.node).every((v, i, a) => i === 0 || a[i - 1] < v),
            ttRoot: Array.from(end.tt.node).includes(0)
              ? ['lower', 'upper'].map((f) => end.tt[f][end.tt.node.indexOf(0)])
              : null,
            ttSize: end.tt.node.length,
          },
          eventsIsInt32: events instanceof Int32Array,
          eventsLength: events.length,
          firstKind: events[0],
          treeNodes: tree.parent.length,
          treeRootParent: tree.parent[0],
          treeParentIsInt32: tree.parent instanceof Int32Array,
          treeMoveLabels: tree.moveLabel.slice(0, 4),
          ttEntries: tt.length,
        };
      }
      records.push(record);
      if (records.length > 1000) throw new Error('no end in sight');
    }
  }, config);
}

test('MTD(f) on the AIMA tree: value 3 in two tests, seeking forward and back agree', async ({
  page,
}) => {
  const r = await runSession(page, { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf' });
  expect(r.openedDone).toBe(false);
  expect(r.records.map((t) => [t.beta, t.g, t.outcome])).toEqual([
    [0, 3, 'high'],
    [4, 3, 'low'],
  ]);
  expect(r.summary).toMatchObject({ algorithm: 'mtdf', done: true, value: 3, truncated: false });
  expect(r.summary.tests).toHaveLength(2);
  expect(r.backEqual).toBe(true);
  expect(r.end).toMatchObject({
    event: r.summary.eventCount,
    rootG: 3,
    testsDone: 2,
    counters: r.summary.counters,
    alphaIsInt32: true,
    kindIsInt8: true,
    // the view's TT: Int32Array columns by node; the root holds the exact value
    ttColumnsInt32: true,
    ttByNode: true,
    ttRoot: [3, 3],
    ttSize: 11,
  });
  expect(r.eventsIsInt32).toBe(true);
  expect(r.eventsLength).toBe(5 * r.summary.eventCount);
  expect(r.firstKind).toBe(7); // TestBegin
  expect(r.treeRootParent).toBe(-1);
  expect(r.treeParentIsInt32).toBe(true);
  expect(r.ttEntries).toBeGreaterThan(0);
});

test('MTD(f) on Kalah 3 pits x 2 seeds gives the minimax value', async ({ page }) => {
  const game = { kind: 'kalah', pits: 3, seeds: 2, depth: 6 };
  const r = await runSession(page, { game, algorithm: 'mtdf' });
  expect(r.summary).toMatchObject({ done: true, value: KALAH_3x2_DEPTH_6, truncated: false });
  expect(r.backEqual).toBe(true);
  expect(r.end.rootG).toBe(KALAH_3x2_DEPTH_6);
  expect(r.end.counters).toEqual(r.summary.counters);
  expect(r.treeMoveLabels[0]).toBe(''); // the root; children are labelled by pit
  const minimax = await runSession(page, { game, algorithm: 'minimax' });
  expect(minimax.summary.value).toBe(KALAH_3x2_DEPTH_6);
  expect(minimax.records).toHaveLength(1);
});

const DAG = doublingDag(62);

test('runToEnd reports progress; cancel inside a root search stops it at once', async ({
  page,
}) => {
  const r = await page.evaluate(async () => {
    const engine = await globalThis.mtdlabEngine.create();
    // MTD(f) without a TT from a far guess on 16.7 million leaves: seconds of tests
    const { id } = await engine.open({
      game: { kind: 'random', branching: 8, depth: 8, min: -100000, max: 100000, seed: 3 },
      algorithm: 'mtdf',
      tt: false,
    });
    let progress = 0;
    let cancelled = null;
    const run = engine.runToEnd(id, {
      onProgress: () => {
        progress++;
        if (progress === 1) engine.cancel(id);
      },
    });
    try {
      await run;
    } catch (err) {
      cancelled = `${err.name}: ${err.message}`;
    }
    let gone = null;
    try {
      await engine.summary(id);
    } catch (err) {
      gone = err.message;
    }
    engine.terminate();
    return { progress, cancelled, gone };
  });
  expect(r.progress).toBeGreaterThanOrEqual(1);
  expect(r.cancelled).toBe('CancelledError: cancelled');
  expect(r.gone).toMatch(/session \d+ was cancelled/);
});

test('a search of the 2^62-node DAG blocks only its own session, stops at the work budget or on cancel', async ({
  page,
}) => {
  const r = await page.evaluate(
    async ({ DAG, AIMA }) => {
      const engine = await globalThis.mtdlabEngine.create();
      // the largest budget, so that only the cancel below ends it (under the default budget
      // of 5 million visits a fast recorder could finish first)
      const slow = await engine.open({
        game: { kind: 'tree', text: DAG },
        algorithm: 'minimax',
        maxVisits: 1e10,
      });
      const long = engine.runToEnd(slow.id).then(
        () => 'finished',
        (err) => `${err.name}: ${err.message}`,
      );
      // meanwhile, another session searches and steps, and the utility worker answers
      const quick = await engine.open({ game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf' });
      const first = await engine.nextTest(quick.id);
      const end = await engine.runToEnd(quick.id);
      const board = await engine.kalahBoard(3, 2);
      const solved = await engine.solve({ game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf' });
      const stillRunning = await Promise.race([
        long.then(() => false),
        new Promise((r) => setTimeout(() => r(true), 0)),
      ]);
      await engine.cancel(slow.id);
      const cancelled = await long;
      // the same search under a small budget ends with the budget's error
      const small = await engine.open({
        game: { kind: 'tree', text: DAG },
        algorithm: 'alphabeta',
        maxVisits: 100000,
      });
      const budget = await engine.runToEnd(small.id).then(
        () => null,
        (err) => err.message,
      );
      const summary = await engine.summary(small.id);
      engine.terminate();
      return {
        first: first.record.g,
        value: end.value,
        places: board.places,
        solved: [solved.value, solved.bestMove],
        stillRunning,
        cancelled,
        budget,
        summaryError: summary.error,
      };
    },
    { DAG, AIMA },
  );
  expect(DAG.length).toBe(609);
  expect(r.first).toBe(3);
  expect(r.value).toBe(3);
  expect(r.places).toEqual([2, 2, 2, 0, 2, 2, 2, 0]);
  expect(r.solved).toEqual([3, 0]);
  expect(r.stillRunning).toBe(true);
  expect(r.cancelled).toBe('CancelledError: cancelled');
  expect(r.budget).toMatch(/^work budget: alphabeta visited 100000 nodes without finishing; /);
  expect(r.summaryError).toBe(r.budget);
});

test('a bad config is an Error naming the field; a panic costs only the session of its worker', async ({
  page,
}) => {
  const r = await page.evaluate(async (AIMA) => {
    const engine = await globalThis.mtdlabEngine.create();
    const message = async (promise) => {
      try {
        await promise;
        return null;
      } catch (err) {
        return `${err instanceof Error}: ${err.message}`;
      }
    };
    const badPits = await message(
      engine.open({ game: { kind: 'kalah', pits: 9, seeds: 2, depth: 3 } }),
    );
    const badText = await message(engine.open({ game: { kind: 'tree', text: '[[1,2],[3,' } }));
    const { id } = await engine.open({ game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf' });
    const other = await engine.open({ game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf' });
    const panic = await message(engine.panicForTests(id));
    const lost = await message(engine.nextTest(id));
    const untouched = (await engine.nextTest(other.id)).record.g;
    const utility = await message(engine.panicForTests());
    const board = (await engine.kalahBoard(2, 1)).places.length;
    const again = await engine.open({ game: { kind: 'tree', text: AIMA }, algorithm: 'alphabeta' });
    const summary = await engine.runToEnd(again.id);
    engine.terminate();
    return { badPits, badText, panic, lost, untouched, utility, board, value: summary.value };
  }, AIMA);
  expect(r.badPits).toBe('true: game.pits: 9 is out of range (1..=6)');
  expect(r.badText).toMatch(/^true: game\.text: tree text, line 1, column \d+: /);
  expect(r.panic).toMatch(/panicForTests: a deliberate panic/);
  expect(r.lost).toMatch(/session \d+ was lost/);
  expect(r.untouched).toBe(3);
  expect(r.utility).toMatch(/panicForTests: a deliberate panic/);
  expect(r.board).toBe(6);
  expect(r.value).toBe(3);
});
