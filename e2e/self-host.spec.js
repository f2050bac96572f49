// Self-hosting (issue 9): dist/ copied under another path (/course/mtd/) of a temporary
// folder and served by a plain static server (python3 -m http.server) works: the app, a
// permalink, embed.html and the docs page, with every request outside that origin aborted
// (offline).
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

let root;
let server;
let origin;

test.beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mtdlab-host-'));
  await cp('dist', join(root, 'course', 'mtd'), { recursive: true });
  const port = await freePort();
  server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1'], {
    cwd: root,
    stdio: 'ignore',
  });
  origin = `http://127.0.0.1:${port}`;
  // ready once it answers
  await expect
    .poll(() =>
      fetch(`${origin}/course/mtd/index.html`)
        .then((r) => r.status)
        .catch(() => 0),
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Aborts every request that leaves the static server's origin; returns those aborted. */
async function offline(page) {
  const outside = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith('blob:') || url.startsWith('data:'))
      return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}

test('dist/ under /course/mtd/ of a plain static server works offline', async ({ page }) => {
  const outside = await offline(page);
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  // the app
  await page.goto(`${origin}/course/mtd/`);
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  const lab = page.locator('#lab');
  const end = await lab.evaluate((el) => el.runToEnd());
  expect(end).toMatchObject({ value: 3, done: true });
  expect(end.tests.map((t) => [t.beta, t.g, t.outcome])).toEqual([
    [0, 3, 'high'],
    [4, 3, 'low'],
  ]);
  await lab.evaluate((el) => el.seek(9));

  // its permalink and iframe, under the same path
  await page.locator('#share').click();
  const permalink = await page.locator('#share-link').inputValue();
  const iframe = await page.locator('#share-iframe').inputValue();
  expect(permalink.startsWith(`${origin}/course/mtd/`)).toBe(true);
  expect(iframe).toContain(`src="${origin}/course/mtd/embed.html#s=`);
  await page.goto(permalink);
  await expect.poll(() => page.locator('#lab').evaluate((el) => el.state.event)).toBe(9);

  // embed.html alone
  const src = /src="([^"]+)"/.exec(iframe)[1];
  await page.goto(src);
  await expect.poll(() => page.locator('mtd-lab').evaluate((el) => el.state.event)).toBe(9);
  await expect(page).toHaveTitle(/mtdlab/);

  // the docs page: its first example runs
  await page.goto(`${origin}/course/mtd/docs.html`);
  const first = page.locator('.docs-card').first().locator('mtd-lab');
  await expect(first.locator('[data-testid=value]')).toContainText('not yet known');
  expect(await first.evaluate((el) => el.runToEnd().then((s) => s.value))).toBe(3);

  // the element alone from its folder, in a page of the same site
  await page.route(`${origin}/course/page.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>course</title><script type="module" src="mtd/mtd-lab.js"></script><mtd-lab tree="[[1,5],[2,9]]" algorithm="mtd-minus"></mtd-lab>',
    }),
  );
  await page.goto(`${origin}/course/page.html`);
  const own = page.locator('mtd-lab');
  await expect.poll(() => own.evaluate((el) => el.ready.then((s) => s.events))).toBeGreaterThan(0);
  expect(await own.evaluate((el) => el.runToEnd().then((s) => s.value))).toBe(2);

  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
