// How long the Kalah tab's engine takes at a depth, in the page itself (issue 23, item 5):
// the app built into dist/, served from 127.0.0.1, in Debian's headless Chromium; Kalah(6, 6)
// from the opening (the reader moves first, so the lab searches the opening), at each depth
// asked, each way to search. The time is the one the tab prints under its board (#kalah-took:
// the wall clock from the search's start in the engine's worker to its result in the lab).
// bench/kalah-depth.mjs times the same search in Node without the page; this checks the page.
//
//   node bench/kalah-depth-page.mjs                                  # builds dist/ first
//   node bench/kalah-depth-page.mjs --no-build --depths 12,13,14 --searches programs,plain --runs 3
//   node bench/kalah-depth-page.mjs --dist /tmp/dist-before --no-build
/* global document */
import { resolve } from 'node:path';
import { DIST, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';
import { KALAH_RANGES } from '../www/app/kalah-settings.js';
import { median } from './lib/median.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const depths = opt('--depths', '12,13').split(',').map(Number);
const searches = opt('--searches', 'programs,plain').split(',');
const runs = Number(opt('--runs', 3));
// the largest budget the field takes, so that time, not the budget, ends a search
const [, MAX_BUDGET] = KALAH_RANGES.budget;
const dist = resolve(opt('--dist', DIST));
if (dist === DIST) buildDist(argv.includes('--no-build'));

deadline(30 * 60_000, 'kalah-depth-page');
const server = await serveStatic(dist, { lifetimeMs: 30 * 60_000 });
const browser = await launchChromium();

/** One search of the opening at `depth`, the way `search`: `{ ms, nodes }` as the tab says. */
async function once(page, depth, search) {
  await page.locator('#kalah-pits').fill('6');
  await page.locator('#kalah-seeds').fill('6');
  await page.locator('#kalah-depth').fill(String(depth));
  await page.locator('#kalah-budget').fill(String(MAX_BUDGET));
  await page.locator('#kalah-search').selectOption(search);
  await page.locator('#kalah-took').evaluate((e) => (e.textContent = ''));
  await page.locator('#kalah-new').click();
  const handle = await page
    .waitForFunction(
      (d) => {
        const text = document.querySelector('#kalah-took').textContent;
        return text.startsWith(`Depth ${d} `) && text;
      },
      depth,
      { timeout: 120_000, polling: 50 },
    )
    .catch(async (err) => {
      const said = async (id) => `${id}: ${await page.locator(id).textContent()}`;
      const what = await Promise.all(['#kalah-took', '#kalah-status', '#kalah-error'].map(said));
      throw new Error(`depth ${depth}, ${search}: no result (${what.join('; ')})`, { cause: err });
    });
  const text = await handle.jsonValue();
  const [, nodes, ms] = text.match(/: ([\d,]+) nodes visited in ([\d,]+) ms/);
  return { ms: Number(ms.replaceAll(',', '')), nodes: Number(nodes.replaceAll(',', '')) };
}

try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${server.url}/`);
  await page.locator('#status[data-state="ready"]').waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Kalah' }).click();
  console.log(`Kalah(6, 6) from the opening, MTD(f), median of ${runs} searches in the page`);
  console.log('search    depth        ms        nodes  (each run, ms)');
  for (const search of searches) {
    for (const depth of depths) {
      await once(page, depth, search); // warm-up
      const got = [];
      for (let r = 0; r < runs; r++) got.push(await once(page, depth, search));
      const ms = got.map((g) => g.ms);
      console.log(
        `${search.padEnd(9)} ${String(depth).padStart(5)} ${String(median(ms)).padStart(9)} ${String(got[0].nodes).padStart(12)}  (${ms.join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
