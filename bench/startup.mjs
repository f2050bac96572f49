// Start-up time of the app page (issue 23, item 4): from navigation to the first step, over
// many cold loads, for two builds side by side (before and after a change), in Debian's
// headless Chromium. Each load is a fresh browser context (an empty HTTP cache, so the .wasm
// is fetched and compiled anew; no code cache), served from 127.0.0.1 without throttling.
//
// "The first step": the Explore tab's lab (#lab, the preset shown at start) has loaded its
// run and shows its first step, ready to be stepped — the first animation frame after the
// element's `ready` resolves. Timed by performance.now() in the page, which counts from the
// navigation's start (performance.timeOrigin). The builds alternate load by load so that a
// busy spell of a shared machine falls on both. Prints each load, the median and the range.
//
//   npm run build && cp -r dist /tmp/dist-after
//   (git checkout OLD -- www vite.config.js && npm run build && cp -r dist /tmp/dist-before)
//   node bench/startup.mjs --before /tmp/dist-before --after /tmp/dist-after --loads 15
//   node bench/startup.mjs --after dist             # one build alone
/* global document, requestAnimationFrame, customElements -- in the page */
import { resolve } from 'node:path';
import { deadline, launchChromium, serveStatic } from './lib/browser.mjs';
import { median } from './lib/median.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const loads = Number(opt('--loads', 12));
const builds = Object.fromEntries(
  ['before', 'after']
    .map((name) => [name, opt(`--${name}`, null)])
    .filter(([, dir]) => dir !== null)
    .map(([name, dir]) => [name, resolve(dir)]),
);
if (Object.keys(builds).length === 0) throw new Error('give --before DIR and/or --after DIR');

deadline(20 * 60_000, 'startup');
const servers = {};
for (const [name, dir] of Object.entries(builds))
  servers[name] = await serveStatic(dir, { lifetimeMs: 20 * 60_000 });
const browser = await launchChromium();

/** One cold load of `url`: milliseconds from navigation to the first step shown. */
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      globalThis.localStorage.clear();
      customElements.whenDefined('mtd-lab').then(async () => {
        let lab;
        while (!(lab = document.querySelector('#lab')))
          await new Promise((r) => setTimeout(r, 1));
        await lab.ready;
        requestAnimationFrame(() => {
          globalThis.__firstStep = performance.now();
        });
      });
    });
    await page.goto(url);
    const handle = await page.waitForFunction(() => globalThis.__firstStep, null, {
      timeout: 60_000,
      polling: 20,
    });
    return handle.jsonValue();
  } finally {
    await context.close();
  }
}

const times = Object.fromEntries(Object.keys(builds).map((n) => [n, []]));
try {
  // one load of each first, not counted: the OS's file cache and Chromium's start
  for (const name of Object.keys(builds)) await load(`${servers[name].url}/`);
  for (let i = 0; i < loads; i++) {
    for (const name of Object.keys(builds)) {
      const ms = await load(`${servers[name].url}/`);
      times[name].push(ms);
      console.log(`load ${i + 1}, ${name}: ${ms.toFixed(0)} ms`);
    }
  }
  console.log('\nbuild | loads | median ms | range ms');
  for (const [name, xs] of Object.entries(times)) {
    const lo = Math.min(...xs).toFixed(0);
    const hi = Math.max(...xs).toFixed(0);
    console.log(`${name} | ${xs.length} | ${median(xs).toFixed(0)} | ${lo}–${hi}`);
  }
} finally {
  await browser.close();
  for (const s of Object.values(servers)) await s.close();
}
