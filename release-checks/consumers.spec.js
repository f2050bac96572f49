// The npm tarball as a course author uses it (issue 21), offline: installed into (a) a fresh
// Vite project that imports `mtdlab` and is built with `vite build`, and (b) a plain folder
// that copies node_modules/mtdlab/ and loads mtd-lab.js with a script tag. Each is served with
// the strict CSP of docs/element.md and opened in Chromium: the element draws AIMA's tree
// (its built-in example), runToEnd() gives 3, and nothing is refused or logged as an error.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectViolations } from '../e2e/host-page.js';
import { serve } from './static-server.js';
import { BIN, VERSION, installInto } from './release.js';

const AIMA_LEAVES = ['3', '12', '8', '2', '4', '6', '14', '5', '2'];

/** The page's markup: the element with no attributes shows its built-in example, AIMA. */
const page = (script) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>course</title>${script}</head>
<body><h1>A course page</h1><mtd-lab></mtd-lab></body></html>
`;

const dirs = [];
test.afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Opens `url` and checks the element as an author would see it. */
async function checkLab(browserPage, url) {
  const violations = await collectViolations(browserPage);
  const errors = [];
  browserPage.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  browserPage.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  const outside = [];
  await browserPage.context().route('**/*', (route) => {
    const u = route.request().url();
    if (u.startsWith(new URL(url).origin) || /^(blob|data):/.test(u)) return route.continue();
    outside.push(u);
    return route.abort();
  });

  await browserPage.goto(url);
  const lab = browserPage.locator('mtd-lab');
  await expect.poll(() => lab.evaluate((el) => el.ready.then((s) => s.events))).toBeGreaterThan(0);
  // AIMA Figure 5.2 drawn: thirteen nodes, its nine leaves in order
  await expect(lab.locator('g.node')).toHaveCount(13);
  await expect(lab.locator('g.node.leaf text.value')).toHaveText(AIMA_LEAVES);
  const end = await lab.evaluate((el) => el.runToEnd());
  expect(end).toMatchObject({ value: 3, done: true });
  expect(await browserPage.evaluate(() => globalThis.customElements.get('mtd-lab').version)).toBe(
    VERSION,
  );
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
}

test('a Vite project that imports mtdlab builds, and its page runs the element', async ({
  page: browserPage,
}) => {
  const dir = installInto('vite', {
    'index.html': page('<script type="module" src="./main.js"></script>'),
    'main.js': "import 'mtdlab';\n",
  });
  dirs.push(dir);
  execFileSync(join(BIN, 'vite'), ['build', '--logLevel', 'warn'], { cwd: dir, stdio: 'pipe' });
  const server = await serve(join(dir, 'dist'));
  try {
    await checkLab(browserPage, `${server.origin}/`);
  } finally {
    await server.close();
  }
});

test('a plain folder with node_modules/mtdlab/ copied in runs the element', async ({
  page: browserPage,
}) => {
  const dir = installInto('plain');
  dirs.push(dir);
  const site = join(dir, 'site');
  cpSync(join(dir, 'node_modules', 'mtdlab'), join(site, 'vendor', 'mtdlab'), {
    recursive: true,
  });
  mkdirSync(join(site, 'course'));
  writeFileSync(
    join(site, 'course', 'index.html'),
    page('<script type="module" src="../vendor/mtdlab/mtd-lab.js"></script>'),
  );
  const server = await serve(site);
  try {
    await checkLab(browserPage, `${server.origin}/course/`);
  } finally {
    await server.close();
  }
});
