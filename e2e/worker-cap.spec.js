// Issue 19, item 4: a page of 20 <mtd-lab> elements keeps at most WORKER_CAP (8) session
// workers once loaded (plus the engine's utility worker and its warm spare); a lab scrolled
// far out of view gives its worker back, and scrolled back it shows the same event and
// steps on (its run searched again).
import { expect, test } from '@playwright/test';
import { countWorkers } from './app.js';
import { labsReady, openHost } from './host-page.js';

const CAP = 8; // www/engine/worker-pool.js, WORKER_CAP — written here, not imported
const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

test('20 labs: at most the cap of workers; far away releases; back shows the same event', async ({
  page,
}) => {
  await countWorkers(page);
  const labs = Array.from(
    { length: 20 },
    (_, i) =>
      `<mtd-lab id="l${i}" tree='${AIMA}' event="${i % 5}" style="display:block;height:500px"></mtd-lab>`,
  ).join('');
  const errors = await openHost(page, { body: labs });
  await labsReady(page);
  const live = () => page.evaluate(() => globalThis.__workers.filter((w) => !w.ended).length);
  // session workers ≤ cap, + the utility worker + the warm spare
  await expect.poll(live).toBeLessThanOrEqual(CAP + 2);
  const before = await page.locator('#l0').evaluate((l) => l.state.event);
  expect(before).toBe(0);
  await page.locator('#l0').evaluate((l) => l.seek(3));
  const idle = await live();
  // far away (the bottom of a page 20 × 500 px tall): lab 0 releases its worker
  await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
  await expect.poll(live, { timeout: 20_000 }).toBeLessThan(idle);
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await expect.poll(() => page.locator('#l0').evaluate((l) => l.state.event)).toBe(3);
  // and it steps on: its run is searched again behind the scenes
  await page.locator('#l0').evaluate((l) => l.seek(4));
  await expect.poll(() => page.locator('#l0').evaluate((l) => l.state.event)).toBe(4);
  await expect.poll(live).toBeLessThanOrEqual(CAP + 2);
  expect(errors).toEqual([]);
});

test('20 labs loading at once never hold more than the cap of workers, at any moment', async ({
  page,
}) => {
  test.setTimeout(120_000); // twenty searches, eight at a time, on a shared machine
  await countWorkers(page);
  // the most live workers at any moment: the count can only rise when a worker is made
  await page.addInitScript(() => {
    const Counted = globalThis.Worker;
    globalThis.__most = 0;
    globalThis.Worker = class extends Counted {
      constructor(...args) {
        super(...args);
        const live = globalThis.__workers.filter((w) => !w.ended).length;
        globalThis.__most = Math.max(globalThis.__most, live);
      }
    };
  });
  // a search of some size each, so that they are all under way together
  const labs = Array.from(
    { length: 20 },
    (_, i) =>
      `<mtd-lab id="l${i}" game='{"kind":"random","branching":3,"depth":7,"seed":${i + 1}}' algorithm="minimax" style="display:block;height:300px"></mtd-lab>`,
  ).join('');
  const errors = await openHost(page, { body: labs });
  // all twenty loaded (eight searching at a time on a shared machine: no short poll)
  await page.evaluate(async () => {
    await globalThis.customElements.whenDefined('mtd-lab');
    await Promise.all([...globalThis.document.querySelectorAll('mtd-lab')].map((l) => l.ready));
  });
  // every lab shows its run
  const shown = await page.evaluate(() =>
    [...globalThis.document.querySelectorAll('mtd-lab')].map((l) => l.state.events > 0),
  );
  expect(shown).toEqual(Array(20).fill(true));
  // session workers ≤ cap, + the utility worker + the warm spare
  expect(await page.evaluate(() => globalThis.__most)).toBeLessThanOrEqual(CAP + 2);
  expect(errors).toEqual([]);
});

test('a lab removed from the page leaves no subscription in the page’s engine', async ({
  page,
}) => {
  const errors = await openHost(page, {
    body: `<mtd-lab id="a" tree='${AIMA}' style="display:block;height:300px"></mtd-lab>`,
  });
  await labsReady(page);
  const counts = await page.evaluate(async (AIMA) => {
    const first = globalThis.document.querySelector('#a');
    const engine = await first._guesses._engine();
    const before = engine._lostWatchers.size;
    for (let i = 0; i < 10; i++) {
      const lab = globalThis.document.createElement('mtd-lab');
      lab.setAttribute('tree', AIMA);
      globalThis.document.body.append(lab);
      await lab.ready;
      lab.remove();
    }
    await new Promise((r) => setTimeout(r, 0));
    return { before, after: engine._lostWatchers.size };
  }, AIMA);
  expect(counts).toEqual({ before: 1, after: 1 });
  expect(errors).toEqual([]);
});
