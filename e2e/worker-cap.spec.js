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
