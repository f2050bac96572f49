// <mtd-lab>'s life cycle and its attributes (issue 7, items 7, 10, 11): every promise
// settles, every failure fires mtd-error and leaves the last good run shown, removal
// cancels the search under way, a move or a quick re-add searches nothing again, and one
// lab's long search (a 2^62-node DAG) blocks no other lab.
import { expect, test } from '@playwright/test';
import { countWorkers, doublingDag } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const DAG = doublingDag(62);

test.beforeEach(async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  page.errors = errors;
  // count the workers the page starts and ends
  await countWorkers(page);
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  // a lab of the test's own, with its errors and progress recorded
  await page.evaluate(() => {
    globalThis.makeLab = (attrs) => {
      const el = globalThis.document.createElement('mtd-lab');
      el.setAttribute('compact', '');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      el.errors = [];
      el.addEventListener('mtd-error', (e) => el.errors.push(e.detail));
      globalThis.document.body.append(el);
      return el;
    };
    globalThis.settle = (p) =>
      p.then(
        (v) => ({ ok: true, value: v?.value ?? null }),
        (err) => ({ ok: false, name: err.name, message: err.message }),
      );
    globalThis.statusOf = (el) => el.shadowRoot.querySelector('.status');
  });
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

test('one lab searching the 2^62-node DAG blocks no other: the other steps meanwhile; the budget error names max-visits and keeps the last run', async ({
  page,
}) => {
  const r = await page.evaluate(
    async ({ AIMA, DAG }) => {
      const slow = globalThis.makeLab({ tree: AIMA, algorithm: 'minimax' });
      await slow.ready;
      // 4·10^7 visits: seconds of work on any machine, so the other lab steps meanwhile
      const searching = globalThis.settle(slow.load({ tree: DAG, maxVisits: 4e7 }));
      // the page's own lab steps while the other searches
      const lab = globalThis.document.querySelector('#lab');
      await lab.reset();
      const stepped = (await lab.step()).event;
      const test = (await lab.stepTest()).tests.length;
      const busy = globalThis.statusOf(slow).dataset.state;
      const outcome = await searching;
      return {
        stepped,
        test,
        busy,
        outcome,
        status: globalThis.statusOf(slow).textContent,
        state: globalThis.statusOf(slow).dataset.state,
        tree: slow.getAttribute('tree'),
        value: slow.result.value,
        errors: slow.errors,
      };
    },
    { AIMA, DAG },
  );
  expect(r.stepped).toBe(1);
  expect(r.test).toBe(1);
  expect(r.busy).toBe('loading');
  expect(r.outcome.ok).toBe(false);
  expect(r.outcome.message).toMatch(/^work budget: minimax visited 40000000 nodes/);
  expect(r.state).toBe('error');
  expect(r.status).toMatch(
    /^Error: work budget: minimax visited 40000000 nodes without finishing\. Raise the limit with the max-visits attribute \(or maxVisits in load\(\)\)/,
  );
  expect(r.status).toMatch(/The last search stays shown\.$/);
  expect(r.tree).toBe(AIMA); // the attributes went back to the run shown
  expect(r.value).toBe(3);
  expect(r.errors).toHaveLength(1);
  expect(r.errors[0].message).toMatch(/^work budget: .*max-visits attribute/);
  await page.screenshot({ path: 'e2e/screenshots/lab-budget-error.png', fullPage: true });
});

test('a failed first load: ready, step() and runToEnd() reject with a clear Error; mtd-error names the field', async ({
  page,
}) => {
  const r = await page.evaluate(async () => {
    const el = globalThis.makeLab({ tree: '[[1,2],[3,' });
    const ready = await globalThis.settle(el.ready);
    const step = await globalThis.settle(el.step());
    const end = await globalThis.settle(el.runToEnd());
    const bad = globalThis.makeLab({ game: '{bad json' });
    const badReady = await globalThis.settle(bad.ready);
    const badStep = await globalThis.settle(bad.step());
    return { ready, step, end, errors: el.errors, badReady, badStep, badErrors: bad.errors };
  });
  expect(r.ready).toMatchObject({
    ok: false,
    message: /^no run to show: game\.text: tree text, line 1, column \d+/,
  });
  expect(r.step.message).toBe(r.ready.message);
  expect(r.end.message).toBe(r.ready.message);
  expect(r.errors).toHaveLength(1);
  expect(r.errors[0]).toMatchObject({ line: 1, field: 'game.text' });
  expect(r.badReady.message).toMatch(/^no run to show: game: not valid JSON/);
  expect(r.badStep.ok).toBe(false);
  expect(r.badErrors).toEqual([
    expect.objectContaining({
      field: 'game',
      message: expect.stringMatching(/expected tree, random, kalah or a JSON game object/),
    }),
  ]);
});

test('bad loads reject, each with mtd-error, and leave the last good run and its attributes; good loads still work', async ({
  page,
}) => {
  const r = await page.evaluate(async (AIMA) => {
    const el = globalThis.makeLab({ tree: AIMA, algorithm: 'mtdf' });
    await el.ready;
    const outcomes = [];
    for (const c of ['mtdf', { frobnicate: 1 }, { tree: '[[1,2],[3,' }, { guess: 'abc' }])
      outcomes.push(await globalThis.settle(el.load(c)));
    const attrs = { tree: el.getAttribute('tree'), guess: el.getAttribute('guess') };
    const shown = el.result.value;
    const off = await globalThis.settle(el.load({ tt: 'off' }));
    off.value = el.result.value;
    const ab = await globalThis.settle(el.load({ algorithm: 'alphabeta' }));
    ab.value = el.result.value;
    const step = (await el.step()).event;
    return { outcomes, attrs, shown, off, ab, step, tt: el.getAttribute('tt'), errors: el.errors };
  }, AIMA);
  expect(r.outcomes.map((o) => o.ok)).toEqual([false, false, false, false]);
  expect(r.outcomes[0].message).toMatch(/^load: expected an object such as/);
  expect(r.outcomes[1].message).toMatch(/^frobnicate: unknown field/);
  expect(r.outcomes[2].message).toMatch(/^game\.text: tree text, line 1/);
  expect(r.outcomes[3].message).toMatch(/^guess: 'abc' is not a whole number/);
  expect(r.errors.map((e) => e.field)).toEqual(['load', 'frobnicate', 'game.text', 'guess']);
  expect(r.attrs).toEqual({ tree: AIMA, guess: '0' });
  expect(r.shown).toBe(3);
  expect(r.off).toEqual({ ok: true, value: 3 });
  expect(r.ab).toEqual({ ok: true, value: 3 });
  expect(r.tt).toBe('off');
  expect(r.step).toBe(1);
});

test('bad attributes: an error naming the field and its values, the attribute back to the run shown', async ({
  page,
}) => {
  const r = await page.evaluate(async (AIMA) => {
    const el = globalThis.makeLab({ tree: AIMA, algorithm: 'mtdf', guess: '0' });
    await el.ready;
    const tries = [
      ['guess', 'abc'],
      ['tt-size', '1e9'],
      ['algorithm', 'mtd-f'],
      ['game', 'chess'],
      ['depth', '2.5'],
      ['max-visits', '0'],
      ['lang', 'xx'],
      ['theme', 'blue'],
      ['tree', '[[1,'],
    ];
    const seen = [];
    for (const [name, value] of tries) {
      const before = el.getAttribute(name);
      el.setAttribute(name, value);
      await el.ready.catch(() => null);
      await new Promise((r) => setTimeout(r, 0));
      seen.push({
        name,
        before,
        after: el.getAttribute(name),
        status: globalThis.statusOf(el).textContent,
      });
    }
    // the lab's own TT-size field: a value refused goes back to the one searched
    el.removeAttribute('compact');
    await new Promise((r) => setTimeout(r, 0));
    await el.ready;
    const field = el.shadowRoot.querySelector('input.tt-size');
    field.value = '1e9';
    field.dispatchEvent(new Event('change'));
    await new Promise((r) => setTimeout(r, 0));
    await el.ready;
    return {
      seen,
      errors: el.errors,
      value: el.result.value,
      tree: el.getAttribute('tree'),
      field: field.value,
    };
  }, AIMA);
  expect(r.errors.map((e) => e.field)).toEqual([
    'guess',
    'tt-size',
    'algorithm',
    'game',
    'depth',
    'max-visits',
    'lang',
    'theme',
    'game.text',
    'tt-size', // typed in the lab's own field
  ]);
  // each attribute goes back to the run shown (written out when it was given)
  expect(r.seen.map((s) => [s.name, s.after])).toEqual([
    ['guess', '0'],
    ['tt-size', '65536'],
    ['algorithm', 'mtdf'],
    ['game', null],
    ['depth', null],
    ['max-visits', '5000000'],
    ['lang', null],
    ['theme', null],
    ['tree', AIMA],
  ]);
  expect(r.errors[0].message).toBe(
    "guess: 'abc' is not a whole number from -1000000000 to 1000000000",
  );
  expect(r.errors[1].message).toBe(
    "tt-size: 'ie9' is not a whole number from 1 to 1048576".replace('ie9', '1e9'),
  );
  expect(r.errors[6].message).toBe("lang: 'xx' is not a language (one of en, ja)");
  expect(r.seen[0].status).toMatch(/^Error: guess: 'abc' is not a whole number/);
  expect(r.value).toBe(3);
  expect(r.tree).toBe(AIMA);
  expect(r.errors.at(-1).field).toBe('tt-size');
  expect(r.field).toBe('65536');
});

test('removal cancels the search under way; a move or a quick re-add keeps the run without searching again', async ({
  page,
}) => {
  const r = await page.evaluate(
    async ({ AIMA, DAG }) => {
      const workers = () => globalThis.__workers.length;
      const ended = () => globalThis.__workers.filter((w) => w.ended).length;
      // a search removed while it runs: its worker ends, its load() rejects as cancelled
      const slow = globalThis.makeLab({ tree: AIMA, algorithm: 'minimax' });
      await slow.ready;
      const endedBefore = ended();
      // a budget no machine reaches in this test: only the removal can end the search
      const loading = globalThis.settle(slow.load({ tree: DAG, maxVisits: 1e10 }));
      while (!slow._loading) await new Promise((r) => setTimeout(r, 20));
      slow.remove();
      const removed = await loading;
      const endedAfter = ended();
      // a lab moved, or removed and added again: nothing searched again
      const el = globalThis.makeLab({ tree: AIMA, algorithm: 'mtdf' });
      await el.ready;
      await el.runToEnd();
      const started = workers();
      const box = globalThis.document.createElement('div');
      globalThis.document.body.append(box);
      box.append(el); // a move
      el.remove();
      await new Promise((r) => setTimeout(r, 50));
      globalThis.document.body.append(el); // re-added
      const state = await el.ready;
      return {
        removed,
        endedMore: endedAfter - endedBefore,
        startedAgain: workers() - started,
        event: state.event,
        events: state.events,
        status: globalThis.statusOf(el).dataset.state,
      };
    },
    { AIMA, DAG },
  );
  expect(r.removed).toEqual({ ok: false, name: 'CancelledError', message: 'cancelled' });
  expect(r.endedMore).toBeGreaterThanOrEqual(1);
  expect(r.startedAgain).toBe(0);
  expect(r.event).toBe(r.events); // still at the end it was shown at
  expect(r.status).toBe('ready');
});

test('a newer load cancels the search of an older one instead of waiting for it', async ({
  page,
}) => {
  const r = await page.evaluate(
    async ({ AIMA, DAG }) => {
      const el = globalThis.makeLab({ tree: AIMA, algorithm: 'minimax' });
      await el.ready;
      const ended = globalThis.__workers.filter((w) => w.ended).length;
      const first = globalThis.settle(el.load({ tree: DAG, maxVisits: 1e10 }));
      // wait until the DAG's search is under way in its worker (its session is open)
      while (!el._loading) await new Promise((r) => setTimeout(r, 20));
      const second = await globalThis.settle(el.load({ tree: '[[1,2],[3,4]]' }));
      second.value = el.result.value;
      return {
        first: { ...(await first), value: el.result.value },
        second,
        ended: globalThis.__workers.filter((w) => w.ended).length - ended,
        errors: el.errors.length,
      };
    },
    { AIMA, DAG },
  );
  expect(r.second).toEqual({ ok: true, value: 3 });
  expect(r.first).toEqual({ ok: true, value: 3 }); // superseded: it shows the newer run
  expect(r.ended).toBeGreaterThanOrEqual(1);
  expect(r.errors).toBe(0);
});

test('an element left out longer than detachedMs frees its worker and searches again when re-added', async ({
  page,
}) => {
  const r = await page.evaluate(async (AIMA) => {
    const Lab = globalThis.customElements.get('mtd-lab');
    Lab.detachedMs = 0;
    const el = globalThis.makeLab({ tree: AIMA, algorithm: 'mtdf' });
    await el.ready;
    const ended = globalThis.__workers.filter((w) => w.ended).length;
    const started = globalThis.__workers.length;
    el.remove();
    await new Promise((r) => setTimeout(r, 50)); // past detachedMs
    const freed = globalThis.__workers.filter((w) => w.ended).length - ended;
    const shownWhileOut = el.result;
    globalThis.document.body.append(el);
    const state = await el.ready;
    return {
      freed,
      shownWhileOut,
      startedAgain: globalThis.__workers.length - started,
      value: el.result.value,
      event: state.event,
    };
  }, AIMA);
  expect(r.freed).toBe(1);
  expect(r.shownWhileOut).toBeNull();
  expect(r.startedAgain).toBeGreaterThanOrEqual(1);
  expect(r.value).toBe(3);
  expect(r.event).toBe(0);
});
