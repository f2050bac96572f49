// A worker that dies comes back (issue 19, item 3): the lab's worker killed with a run shown
// is restarted and the run shown again at the same event, and one killed in the middle of a
// search is restarted and the search redone; each time one line in the status says so.
// Engine.crashForTests kills a worker as a crash does (terminated, its death reported as a
// worker's 'error' event reports it): terminate() from outside fires no event at all.
import { expect, test } from '@playwright/test';
import { doublingDag, openApp } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

test.beforeEach(async ({ page }) => {
  page.errors = await openApp(page);
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

test('a worker killed with a run shown is restarted: the run comes back at the same event and steps on', async ({
  page,
}) => {
  const r = await page.evaluate(async (AIMA) => {
    const lab = globalThis.document.querySelector('#lab');
    await lab.load({ tree: AIMA, algorithm: 'alphabeta' });
    await lab.seek(7);
    const before = lab.state;
    const oldRun = lab._run.id;
    const killed = await lab._crashForTests('out of memory');
    // the lab notices at once and loads the run again in a new worker
    await lab.ready;
    while (lab._run.id === oldRun) await new Promise((r) => setTimeout(r, 20));
    await lab.ready;
    const status = lab.shadowRoot.querySelector('.status').textContent;
    const at = lab.state.event;
    const next = (await lab.step()).event;
    return { killed, before: before.event, at, next, status, value: lab.state.value };
  }, AIMA);
  expect(r.killed).toBe(true);
  expect(r.before).toBe(7);
  expect(r.at).toBe(7);
  expect(r.next).toBe(8);
  expect(r.status).toBe(
    'The engine stopped (out of memory) and was restarted; the run is shown again at event 7.',
  );
});

test('a worker killed in the middle of a search is restarted and the search redone', async ({
  page,
}) => {
  const r = await page.evaluate(async (DAG) => {
    const lab = globalThis.document.querySelector('#lab');
    await lab.ready;
    const loading = lab.load({ tree: DAG, algorithm: 'minimax' });
    while (!lab._loading) await new Promise((r) => setTimeout(r, 0));
    const searching = lab.shadowRoot.querySelector('.status').dataset.state;
    const killed = await lab._crashForTests('a panic');
    const state = await loading;
    const status = lab.shadowRoot.querySelector('.status').textContent;
    return { searching, killed, status, value: lab._run.summary.value, at: state.event };
  }, doublingDag(14));
  expect(r.searching).toBe('loading');
  expect(r.killed).toBe(true);
  expect(r.status).toBe('The engine stopped (a panic) and was restarted; the search was redone.');
  // both children of each a_k are a_(k-1), so the value is a0's: a max node at depth 14,
  // max(1, 2) = 2 — the whole search was done
  expect(r.value).toBe(2);
  expect(r.at).toBe(0);
});
