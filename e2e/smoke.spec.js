import { expect, test } from '@playwright/test';

test('the built page loads the wasm core and shows its version', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  const wasmResponse = page.waitForResponse((r) => r.url().endsWith('.wasm'));

  await page.goto('/');
  const status = page.locator('#status');
  await expect(status).toHaveText(/^mtdlab core loaded: \d+\.\d+\.\d+/);
  await expect(status).toHaveAttribute('data-state', 'ready');

  const wasm = await wasmResponse;
  expect(wasm.ok()).toBe(true);
  expect(wasm.headers()['content-type']).toContain('application/wasm');
  expect(errors).toEqual([]);

  await page.screenshot({ path: 'e2e/screenshots/smoke.png', fullPage: true });
});
