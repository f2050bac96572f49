// Playwright for the release checks (release-checks/*.spec.js): what scripts/release.sh
// wrote into release/, installed and opened as its users would, in Debian's Chromium (flags:
// e2e/chromium.js). Each spec serves what it checks itself; no server here.
//
//   bash scripts/release.sh && npx playwright test -c release.config.js
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium.js';

export default defineConfig({
  testDir: 'release-checks',
  testMatch: '*.spec.js',
  outputDir: 'test-results/release',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 120_000,
  use: {
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
