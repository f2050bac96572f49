// The weight of a first load (issue 4: "wasm and JS together, gzipped; aim: under 250 KB").
// Builds dist/ (npm run build), serves it on 127.0.0.1, loads the app page in Debian's
// Chromium and records every response the static server sends until the page is ready (the
// wasm core loaded and the first search shown) and the network is idle; then the same for a
// plain page holding only the element (dist/mtd-lab.js, e2e/fixtures/embed.html). Each file
// is weighed raw and gzipped at level 9 (node:zlib, as `gzip -9`). Prints two tables.
//
//   node bench/page-weight.mjs               # npm run build first
//   node bench/page-weight.mjs --no-build    # weigh dist/ as built
//
// The wasm comes from www/pkg/ as scripts/build-wasm.sh left it (npm run build copies it).
/* global document, customElements -- page.evaluate callbacks run in the browser */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, ROOT, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';

const AIM = 250_000; // bytes, gzipped

deadline(3 * 60_000, 'page-weight');
buildDist(process.argv.includes('--no-build'));
const embed = readFileSync(join(ROOT, 'e2e/fixtures/embed.html'), 'utf8');
const server = await serveStatic(DIST, {
  extra: { '/embed.html': { body: embed, type: 'text/html; charset=utf-8' } },
  lifetimeMs: 3 * 60_000,
});
const browser = await launchChromium();

/** Loads `path` in a fresh context; returns the responses served meanwhile. */
async function firstLoad(path, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const start = server.served.length;
  await page.goto(`${server.url}${path}`);
  await page.evaluate(ready);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const served = server.served.slice(start);
  await context.close();
  if (errors.length) throw new Error(`${path}: page errors: ${errors.join('; ')}`);
  return served;
}

const weigh = (served) => {
  const seen = new Set();
  const rows = [];
  for (const { path, file, bytes } of served) {
    if (seen.has(path)) continue; // a file fetched twice (a cache miss) weighs once
    seen.add(path);
    const body = file ? readFileSync(file) : Buffer.from(embed);
    rows.push({ path, raw: bytes, gz: gzipSync(body, { level: 9 }).length });
  }
  return rows;
};

const kindOf = (path) => {
  if (path.endsWith('.wasm')) return 'wasm';
  if (path.endsWith('.css')) return 'CSS';
  if (path.endsWith('.html')) return 'HTML';
  if (/worker/.test(path)) return 'JS (worker)';
  if (path.endsWith('.js')) return 'JS';
  return 'other';
};

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
function table(title, rows, { exclude = () => false } = {}) {
  console.log(`\n${title}`);
  console.log('| file | kind | bytes | gzip -9 bytes |');
  console.log('| --- | --- | ---: | ---: |');
  let raw = 0;
  let gz = 0;
  for (const r of rows) {
    const out = exclude(r.path);
    if (!out) {
      raw += r.raw;
      gz += r.gz;
    }
    const name = out ? `${r.path} (host page, not counted)` : r.path;
    console.log(`| ${name} | ${kindOf(r.path)} | ${r.raw} | ${r.gz} |`);
  }
  const verdict = gz < AIM ? 'under' : 'OVER';
  console.log(`| **total** | | **${raw}** | **${gz}** (${kb(gz)}, ${verdict} the 250 KB aim) |`);
  const part = (k) => rows.filter((r) => !exclude(r.path) && k(r.path));
  const sum = (rs) => rs.reduce((a, r) => a + r.gz, 0);
  const wasm = sum(part((p) => p.endsWith('.wasm')));
  const js = sum(part((p) => p.endsWith('.js')));
  console.log(`wasm ${kb(wasm)} + JS ${kb(js)} + the rest ${kb(gz - wasm - js)}, gzipped`);
  return gz;
}

try {
  const app = weigh(
    await firstLoad('/', async () => {
      const status = document.querySelector('#status');
      while (status?.dataset.state !== 'ready') await new Promise((r) => setTimeout(r, 20));
      await document.querySelector('#lab').ready;
    }),
  );
  const element = weigh(
    await firstLoad('/embed.html', async () => {
      await customElements.whenDefined('mtd-lab');
      await document.querySelector('mtd-lab').ready;
    }),
  );
  console.log('page weight: first load of dist/ from a cold cache, served files recorded');
  const a = table('the app page (index.html)', app);
  const e = table('the element alone (a plain page + dist/mtd-lab.js)', element, {
    exclude: (p) => p === '/embed.html',
  });
  if (a >= AIM || e >= AIM) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
