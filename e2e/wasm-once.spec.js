// Issue 23, item 4: the page fetches and compiles each .wasm once and hands the compiled
// module to every worker (www/engine/wasm-modules.js); before, each worker fetched and
// compiled the core itself — three times at start-up (the utility worker, the spare, the
// first lab's). A compile needs the file's bytes, so a file fetched once (the page's
// requests and its workers' counted together) is a file compiled once.
import { expect, test } from '@playwright/test';
import { STRICT_CSP, collectViolations, enforceCsp, labsReady, openHost } from './host-page.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

/** Counts the requests for each .wasm file (by its name without the hash), workers' too. */
function countWasm(page) {
  const counts = {};
  page.context().on('request', (r) => {
    const m = /\/(mtdlab(?:_experiments)?_bg)[^/]*\.wasm(\?|$)/.exec(r.url());
    if (m) counts[m[1]] = (counts[m[1]] ?? 0) + 1;
  });
  return counts;
}

test('the app fetches each .wasm once, whatever its workers: the core at start-up, the experiments’ core for a pool', async ({
  page,
}) => {
  const counts = countWasm(page);
  await page.addInitScript(() => {
    localStorage.clear();
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 2 });
  });
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  await labsReady(page);
  // the utility worker, the spare and the lab's: three workers, their cores all loaded
  await expect.poll(() => page.workers().length).toBeGreaterThanOrEqual(3);
  await page.locator('#lab').evaluate((lab) => lab.runToEnd());
  // an experiment on a pool of two more workers
  await page.getByRole('tab', { name: 'Experiments' }).click();
  await page.locator('#exp-trees').fill('4');
  await page.locator('#exp-branching').fill('4');
  await page.locator('#exp-run').click();
  await expect(page.locator('#exp-status')).toContainText('Done:');
  await expect(page.locator('#exp-workers')).toBeEmpty();
  // a second experiment: the page compiled that core already
  await page.locator('#exp-run').click();
  await expect(page.locator('#exp-status')).toContainText('Done:');
  expect(counts).toEqual({ mtdlab_bg: 1, mtdlab_experiments_bg: 1 });
});

test('several labs on a strict page share one compiled core, with no CSP violation', async ({
  page,
}) => {
  const counts = countWasm(page);
  const violations = await collectViolations(page);
  await enforceCsp(page);
  const errors = await openHost(page, {
    csp: STRICT_CSP,
    body: ['a', 'b', 'c']
      .map((id) => `<mtd-lab id="${id}" tree="${AIMA}" algorithm="mtdf"></mtd-lab>`)
      .join('\n'),
  });
  await labsReady(page);
  // three labs' workers, the utility worker and the spare
  await expect.poll(() => page.workers().length).toBeGreaterThanOrEqual(5);
  const values = await page.evaluate(() =>
    Promise.all(
      [...globalThis.document.querySelectorAll('mtd-lab')].map((l) =>
        l.runToEnd().then((s) => s.value),
      ),
    ),
  );
  expect(values).toEqual([3, 3, 3]);
  expect(counts).toEqual({ mtdlab_bg: 1 });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page whose own policy refuses wasm still runs its labs: each worker compiles its own', async ({
  page,
}) => {
  const counts = countWasm(page);
  const violations = await collectViolations(page);
  // the worker's script and the .wasm are served with the strict policy, the page without
  // 'wasm-unsafe-eval': the page cannot compile, its workers can
  await enforceCsp(page);
  const errors = await openHost(page, {
    csp: STRICT_CSP.replace(" 'wasm-unsafe-eval'", ''),
    body: ['a', 'b']
      .map((id) => `<mtd-lab id="${id}" tree="${AIMA}" algorithm="mtdf"></mtd-lab>`)
      .join('\n'),
  });
  await labsReady(page);
  const values = await page.evaluate(() =>
    Promise.all(
      [...globalThis.document.querySelectorAll('mtd-lab')].map((l) =>
        l.runToEnd().then((s) => s.value),
      ),
    ),
  );
  expect(values).toEqual([3, 3]);
  // the page's one try, then one per worker that loaded the core (the utility worker, the
  // spare, the labs')
  expect(counts.mtdlab_bg).toBeGreaterThanOrEqual(4);
  // what the policy refused is the page's compile alone
  expect(violations.length).toBeGreaterThan(0);
  for (const v of violations) expect(v).toMatch(/wasm|WebAssembly/i);
  expect(errors).toEqual([]);
});
