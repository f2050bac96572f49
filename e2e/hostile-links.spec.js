// A link with a malformed % escape (issue 19's probe: `#s=%%%garbage`, `#practice=%%%`,
// `#lesson=%E0%A4%A`) opens the page with one line saying what is wrong with it, never an
// uncaught URIError and a page that stops.
import { expect, test } from '@playwright/test';

test('a malformed % escape in a link is named, and the page works', async ({ page, baseURL }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${baseURL}/#s=%%%garbage`);
  await expect(page.locator('#link-error')).toBeVisible();
  await expect(page.locator('#link-error')).toContainText('does not start with a version');
  await expect(page.locator('#lab [data-testid=value]')).not.toBeEmpty();

  await page.goto(`${baseURL}/#practice=%%%`);
  await expect(page.locator('#learn-error')).toBeVisible();
  await expect(page.locator('#learn-error')).toContainText('%%%');

  await page.goto(`${baseURL}/#lesson=%E0%A4%A`);
  await expect(page.locator('#learn-error')).toContainText('%E0%A4%A');
  expect(errors).toEqual([]);
});
