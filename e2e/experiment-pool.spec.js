// The Experiments tab on every core (issue 23, item 4): an experiment run on a pool of
// workers gives the one worker's report, number for number and in its order (times aside),
// for seed 001's random trees and seed 003's Kalah table; Cancel ends every worker of the
// pool. The pool's size is navigator.hardwareConcurrency (capped), which each page here
// says is 1, 2 or 3.
import { expect, test } from '@playwright/test';
import { timeless } from '../www/testing/timeless.js';

/** Opens the Experiments tab on a page whose machine has `cores` cores. */
async function open(page, cores) {
  await page.addInitScript((n) => {
    localStorage.clear();
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
  }, cores);
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: 'Experiments' }).click();
  await expect(page.locator('#exp-run')).toBeEnabled();
}

/** Runs the experiment filled in by `fill`, and returns its report with the times left out
 * (every `ms`, and what is worked out from them). */
async function report(page, fill) {
  await fill(page);
  await page.locator('#exp-run').click();
  await expect(page.locator('#exp-status')).toContainText('Done:', { timeout: 60_000 });
  await expect(page.locator('#exp-error')).toHaveText('');
  const r = await page.locator('#exp-results').evaluate((el) => el.report);
  return timeless(r);
}

const random = async (page) => {
  await page.locator('#exp-trees').fill('9');
  await page.locator('#exp-branching').fill('6');
  await page.locator('#exp-depth-from').fill('3');
  await page.locator('#exp-depth-to').fill('5');
  await page.locator('#exp-seed').fill('7');
};

const kalah = async (page) => {
  await page.locator('#exp-kind').selectOption('kalah');
  await page.locator('#exp-depth-from').fill('2');
  await page.locator('#exp-depth-to').fill('3');
};

for (const [name, fill, units] of [
  ['random trees', random, 9],
  ['Kalah', kalah, 4],
]) {
  test(`${name}: the report on 2 and 3 workers is the one worker's, field by field`, async ({
    browser,
  }) => {
    const reports = {};
    for (const cores of [1, 2, 3]) {
      const page = await browser.newPage();
      await open(page, cores);
      reports[cores] = await report(page, fill);
      await page.close();
    }
    const one = reports[1];
    expect(one.rows.length).toBeGreaterThan(0);
    if (name === 'random trees') expect(one.per_tree).toHaveLength(3 * units);
    else expect(one.rows).toHaveLength(units);
    for (const cores of [2, 3]) {
      // field by field first, so that a difference is named where it is
      for (const [key, value] of Object.entries(one))
        expect(reports[cores][key], `${cores} workers: ${key}`).toEqual(value);
      expect(Object.keys(reports[cores])).toEqual(Object.keys(one));
    }
  });
}

test('a pooled experiment shows its workers, and Cancel ends every one of them', async ({
  page,
}) => {
  await open(page, 2);
  const before = page.workers().length;
  await page.locator('#exp-trees').fill('400');
  await page.locator('#exp-branching').fill('50');
  await page.locator('#exp-depth-from').fill('5');
  await page.locator('#exp-depth-to').fill('6');
  await page.locator('#exp-run').click();
  await expect(page.locator('#exp-workers')).toContainText('On 2 workers:');
  await expect(page.locator('#exp-workers progress')).toHaveCount(2);
  await expect.poll(() => page.workers().length).toBe(before + 2);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'e2e/screenshots/experiments-pool.png' });
  await page.locator('#exp-cancel').click();
  await expect(page.locator('#exp-error')).toHaveText(/^Cancelled\./);
  await expect(page.locator('#exp-workers')).toBeEmpty();
  // the pool's two workers are gone; the page's own (the utility worker, the spare) remain
  await expect.poll(() => page.workers().length).toBe(before);
});
