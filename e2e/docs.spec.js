// The docs page (issue 9): every attribute, method and event of <mtd-lab> live beside its
// snippet; all load, run and report under the strict CSP (with blob: images, which
// exportPNG needs), with no console error.
import { expect, test } from '@playwright/test';
import { STRICT_CSP, collectViolations, enforceCsp } from './host-page.js';

test('every example of the docs page loads and runs, with no console error', async ({ page }) => {
  test.setTimeout(240_000); // some forty labs, each its worker
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const violations = await collectViolations(page);
  // the strict line, and blob: images for exportPNG() (as the docs page says)
  await enforceCsp(page, `${STRICT_CSP}; img-src 'self' blob:`);
  await page.goto('/docs.html');
  await expect(page).toHaveTitle(/mtd-lab/);
  const cards = page.locator('.docs-card');
  const n = await cards.count();
  expect(n).toBeGreaterThanOrEqual(35);
  for (const kind of ['attribute', 'method', 'event']) {
    expect(await page.locator(`.docs-card[data-kind=${kind}]`).count()).toBeGreaterThan(4);
  }
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-live', 'yes');
    const kind = await card.getAttribute('data-kind');
    const lab = card.locator('.docs-live > mtd-lab');
    // every example shows a run (the value line of its first search)
    await expect(lab.locator('[data-testid=value]').first()).not.toBeEmpty();
    const name = await card.locator(':scope > h3').textContent();
    const out = card.locator('output.docs-out');
    if (kind === 'method') {
      await card.locator('.docs-run').click();
      await expect(out, name).not.toBeEmpty();
      await expect(out, name).not.toContainText('Error');
    }
    if (kind === 'event') {
      await expect(card).toHaveAttribute('data-ran', 'yes');
      if (name !== 'mtd-progress') await expect(out, name).not.toBeEmpty();
    }
  }
  // a few outputs that only the real core can give
  await expect(page.locator('#method-runToEnd output.docs-out')).toHaveText('3');
  await expect(page.locator('#event-mtd-done output.docs-out')).toHaveText('3');
  await expect(page.locator('#event-mtd-error output.docs-out')).toContainText('"field":"guess"');
  await expect(page.locator('#method-getState output.docs-out')).toHaveText(
    /^1\.[\w-]+\.[\w-]{6}$/,
  );
  await expect(page.locator('#method-exportSVGpart output.docs-out')).toHaveText(/^<svg/);
  await expect(page.locator('#method-exportPNGpart output.docs-out')).toHaveText('image/png, true');
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
  await page.locator('#attributes').scrollIntoViewIfNeeded();
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await expect(cards.first().locator('mtd-lab [data-testid=value]')).not.toBeEmpty();
  await page.screenshot({ path: 'e2e/screenshots/docs.png' });
});

test('the app links to the docs page, and the docs page back', async ({ page }) => {
  await page.goto('/');
  await page.locator('#docs-link').click();
  await expect(page).toHaveURL(/docs\.html$/);
  await page.locator('#back-to-app').click();
  await expect(page.locator('#lab')).toBeVisible();
});
