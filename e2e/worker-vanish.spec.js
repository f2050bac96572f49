// A worker that ends without any event is noticed (issue 19): closed from inside by
// Playwright (`worker.evaluate(() => close())`, as an outside kill does: no 'error' event, no
// message), with no test hook of the app's. The client holds a request for the worker's
// Web Lock, granted once the worker is gone (www/engine/client.js, Lane._watchLife); the lab
// comes back at the same run and event, or redoes the search, with one line saying so.
import { expect, test } from '@playwright/test';
import { doublingDag, openApp } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const WHY = 'its worker ended without a word: killed, or out of memory';

test.beforeEach(async ({ page }) => {
  page.errors = await openApp(page);
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

/** The page's worker that holds session `id` (each engine worker lists its sessions). */
async function workerOf(page, id) {
  for (const w of page.workers()) {
    const ids = await w.evaluate(() => globalThis.mtdlabSessions?.() ?? []).catch(() => []);
    if (ids.includes(id)) return w;
  }
  return null;
}

/** Ends `worker` from inside, as a kill from outside does: no event reaches the page. */
async function kill(worker) {
  await worker.evaluate(() => globalThis.close()).catch(() => {});
}

const status = (page) =>
  page.evaluate(() => {
    const s = globalThis.document.querySelector('#lab').shadowRoot.querySelector('.status');
    return { text: s.textContent, state: s.dataset.state };
  });

test('a worker closed with a run shown is noticed: the run comes back at the same event', async ({
  page,
}) => {
  const id = await page.evaluate(async (AIMA) => {
    const lab = globalThis.document.querySelector('#lab');
    await lab.load({ tree: AIMA, algorithm: 'alphabeta' });
    await lab.seek(7);
    return lab._run.id;
  }, AIMA);
  const worker = await workerOf(page, id);
  expect(worker).not.toBeNull();
  await kill(worker);
  // a new run (a new session id), shown at event 7, the line saying what happened
  await expect
    .poll(() => page.evaluate(() => globalThis.document.querySelector('#lab')._run?.id))
    .not.toBe(id);
  await expect
    .poll(() => status(page))
    .toEqual({
      text: `The engine stopped (${WHY}) and was restarted; the run is shown again at event 7.`,
      state: 'ready',
    });
  const r = await page.evaluate(async () => {
    const lab = globalThis.document.querySelector('#lab');
    const at = lab.state.event;
    return { at, next: (await lab.step()).event };
  });
  expect(r).toEqual({ at: 7, next: 8 });
});

/**
 * Arms the page's idle engine workers (the utility worker and the warm spare, which the next
 * session opens in): the one that comes to hold a session closes itself a moment after,
 * while the search that session was opened for runs. → the evaluations (not awaited).
 */
async function armCloseOnSession(page) {
  const idle = [];
  for (const w of page.workers()) {
    const ids = await w.evaluate(() => globalThis.mtdlabSessions?.() ?? null).catch(() => null);
    if (ids?.length === 0) idle.push(w);
  }
  return idle.map((w) =>
    w
      .evaluate(
        () =>
          new Promise((resolve) => {
            let seen = null;
            const t = setInterval(() => {
              if (!globalThis.mtdlabSessions().length) return;
              seen ??= performance.now();
              // a few of the search's slices in (runToEnd yields to the mailbox between them)
              if (performance.now() - seen < 10) return;
              clearInterval(t);
              resolve(true);
              globalThis.close();
            }, 1);
            setTimeout(() => {
              clearInterval(t);
              resolve(false);
            }, 10_000);
          }),
      )
      .catch(() => true),
  );
}

test('a worker closed in the middle of a search is noticed: the search is redone', async ({
  page,
}) => {
  test.setTimeout(120_000); // two searches of 2^15 leaves on a shared machine
  expect(await armCloseOnSession(page)).toHaveLength(2);
  const r = await page.evaluate(async (DAG) => {
    const lab = globalThis.document.querySelector('#lab');
    const old = lab._run.id;
    const state = await lab.load({ tree: DAG, algorithm: 'minimax' });
    return { old, at: state.event, value: lab._run.summary.value, id: lab._run.id };
  }, doublingDag(14));
  // "the search was redone" is said only of a search whose worker died before it ended
  expect(await status(page)).toEqual({
    text: `The engine stopped (${WHY}) and was restarted; the search was redone.`,
    state: 'ready',
  });
  // both children of each a_k are a_(k-1): the value is a0's, max(1, 2) = 2 at an even depth
  expect(r.value).toBe(2);
  expect(r.at).toBe(0);
  // the lab's first run, its next (lost) and the one redone
  expect(r.id).toBe(r.old + 2);
});

test('in Japanese the line says so in Japanese', async ({ page }) => {
  const id = await page.evaluate(async (AIMA) => {
    const lab = globalThis.document.querySelector('#lab');
    lab.setAttribute('lang', 'ja');
    await lab.load({ tree: AIMA, algorithm: 'alphabeta' });
    await lab.seek(3);
    return lab._run.id;
  }, AIMA);
  await kill(await workerOf(page, id));
  await expect
    .poll(() => status(page))
    .toEqual({
      text: 'エンジンが停止しました (ワーカーが何も告げずに終了しました。外部から止められたか、メモリ不足です)。再起動し、同じ探索をイベント 3 から表示し直しています。',
      state: 'ready',
    });
});
