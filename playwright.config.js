// Playwright end-to-end tests (e2e/*.spec.js) against the production build in
// dist/ (run `npm run build` first; scripts/test.sh does), served by
// `vite preview` on a free localhost port. The browser is Debian's Chromium
// (`command -v chromium`, or CHROMIUM_PATH); Playwright never downloads one.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium.js';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// The config is loaded again in each worker process; they inherit the port
// chosen by the main process through the environment.
if (!process.env.MTDLAB_E2E_PORT) process.env.MTDLAB_E2E_PORT = String(await freePort());
const port = Number(process.env.MTDLAB_E2E_PORT);

if (!existsSync('dist/index.html')) {
  throw new Error('dist/index.html is missing: run `npm run build` before the e2e tests');
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.js',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `npx --no-install vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
