// The version lives in Cargo.toml alone (issue 21): the app's and the docs page's footers and
// the element's static `version` say the one written there (read here from the file, not
// through vite.config.js).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const toml = readFileSync('Cargo.toml', 'utf8');
const VERSION = toml
  .slice(toml.indexOf('[package]'))
  .split('\n')
  .find((l) => l.startsWith('version = '))
  .split('"')[1];

test('the footers and the element say Cargo.toml’s version', async ({ page }) => {
  expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  for (const path of ['/', '/docs.html']) {
    await page.goto(path);
    await expect(page.locator('footer#version')).toHaveText(`mtdlab ${VERSION}`);
    const version = await page.evaluate(() =>
      globalThis.customElements.whenDefined('mtd-lab').then((c) => c.version),
    );
    expect(version).toBe(VERSION);
  }
});
