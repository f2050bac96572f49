// Playwright for the Jupyter check (jupyter-checks/*.spec.js): mtdlab.Lab, the widget, in a
// real JupyterLab started on localhost by the spec from .venv (scripts/setup.sh installs it
// with the wheel), driven in Debian's Chromium (flags: e2e/chromium.js).
//
//   bash scripts/setup.sh && npx playwright test -c jupyter.config.js
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium.js';

export default defineConfig({
  testDir: 'jupyter-checks',
  testMatch: '*.spec.js',
  outputDir: 'test-results/jupyter',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    viewport: { width: 1366, height: 768 },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
