// The last session comes back after a reload (issue 19, item 3): the tree, the algorithm and
// the event shown; a stored record that is damaged or of another version is dropped with one
// line saying so, and the page works.
import { expect, test } from '@playwright/test';

/** Opens the app with nothing stored (openApp clears the storage at every load, a reload
 * too: not here). */
async function openApp(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  return errors;
}

const TREE = '[[1,9],[4,6],[7,2]]';

test('the tree, the algorithm and the event shown are there again after a reload', async ({
  page,
}) => {
  const errors = await openApp(page);
  await page.evaluate(async (TREE) => {
    const lab = globalThis.document.querySelector('#lab');
    await lab.load({ tree: TREE, algorithm: 'alphabeta' });
    await lab.seek(4);
    lab.dispatchEvent(new CustomEvent('mtd-step')); // the page saves after a step
  }, TREE);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mtdlab.session')))
    .toContain('"version":1');
  await page.reload();
  const lab = page.locator('#lab');
  await expect(lab).toHaveAttribute('tree', TREE);
  await expect(lab).toHaveAttribute('algorithm', 'alphabeta');
  await expect
    .poll(() => page.evaluate(() => globalThis.document.querySelector('#lab').state.event))
    .toBe(4);
  await expect(page.locator('#link-error')).toBeHidden();
  expect(errors).toEqual([]);
});

for (const [what, raw, line] of [
  ['damaged', '{"version":1,"s":"%%%', 'The last session’s stored record was damaged'],
  ['of another version', '{"version":0,"s":"x"}', 'saved by another version of mtdlab'],
]) {
  test(`a stored session ${what} is dropped with one line; the page works`, async ({ page }) => {
    const errors = [];
    page.on('pageerror', (err) => errors.push(err));
    // stored before the page's scripts run (a page open saves its own at a reload)
    await page.addInitScript((raw) => localStorage.setItem('mtdlab.session', raw), raw);
    await page.goto('/');
    await expect(page.locator('#link-error')).toContainText(line);
    await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
    const event = await page.evaluate(
      async () => (await globalThis.document.querySelector('#lab').step()).event,
    );
    expect(event).toBe(1);
    expect(errors).toEqual([]);
  });
}
