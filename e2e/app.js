// Shared by the specs: opens the app page with a clean localStorage and waits until its lab
// is ready; collects the page's uncaught errors (returned, for a test to check).
import { expect } from '@playwright/test';

export async function openApp(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.addInitScript(() => localStorage.clear());
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  return errors;
}
