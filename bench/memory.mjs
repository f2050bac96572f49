// Memory of the element and the app (issue 19; not in CI): the renderer processes' RSS (they
// hold the page and its dedicated workers, wasm memories included; VmRSS from /proc of this
// benchmark's own Chromium, bench/lib/rss.mjs) and the page's JS heap (CDP
// Runtime.getHeapUsage after a GC). Scenarios:
//   one — a lab at the event limit (the doubling DAG of 20 levels under minimax);
//   twenty — a page of 20 labs;
//   exp-random — the Experiments tab's largest random-tree run allowed: branching 50 (the
//     field's most), all eight algorithms, depths from 1 and the most trees and depth the core
//     accepts under the page's work budget (10^9 visits; it refuses up front a run whose
//     minimal trees alone exceed it);
//   exp-kalah — its largest Kalah run: all seven programs, depths 1 to the deepest accepted
//     (TT 2^20 entries).
// The experiments are sampled every 2 s (the peak RSS is reported) for at most --seconds
// (default 180) or until they end, then cancelled, and the RSS read again.
// Usage: nice -n 10 node bench/memory.mjs [--no-build] [--only NAME[,NAME]] [--seconds S]
import { DIST, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';
import { chromiumRss } from './lib/rss.mjs';
import { KALAH_PROGRAMS, RANDOM_ALGORITHMS } from '../www/app/experiment-settings.js';

const { argv } = process;
const opt = (name, def) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : def);
const only = opt('--only', 'one,twenty,exp-random,exp-kalah').split(',');
const seconds = Number(opt('--seconds', '180'));

deadline((only.length * (seconds + 120) + 120) * 1000, 'memory');
buildDist(argv.includes('--no-build'));
const server = await serveStatic(DIST, { lifetimeMs: (only.length * (seconds + 120) + 60) * 1000 });

async function scenario(name, body) {
  if (!only.includes(name)) return;
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return +((await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20).toFixed(1);
  };
  const out = await body(page, heap);
  out.workers = page.workers().length;
  out.rendererRssMb = chromiumRss().rendererMb;
  out.chromiumRssMb = chromiumRss().allMb;
  out.heapMb = await heap();
  console.log(name, JSON.stringify(out));
  await browser.close();
}

const openApp = async (page) => {
  await page.goto(`${server.url}/`);
  await page.waitForSelector('#status[data-state=ready]', { timeout: 60_000 });
};

let dag = 'a0:(1 2)';
for (let k = 1; k <= 20; k++) dag = `a${k}:(${dag} a${k - 1})`;

await scenario('one', async (page) => {
  await openApp(page);
  const before = chromiumRss().rendererMb;
  const s = await page.evaluate(
    (tree) => globalThis.document.querySelector('#lab').load({ tree, algorithm: 'minimax' }),
    dag,
  );
  return { events: s.events, rendererRssBeforeMb: before };
});

await scenario('twenty', async (page) => {
  await page.goto(`${server.url}/embed.html`).catch(() => {});
  const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
  await page.setContent(
    `<!doctype html><script type="module" src="${server.url}/mtd-lab.js"></script>` +
      Array.from(
        { length: 20 },
        () => `<mtd-lab tree='${AIMA}' style="display:block;height:300px"></mtd-lab>`,
      ).join(''),
  );
  await page.evaluate(async () => {
    await globalThis.customElements.whenDefined('mtd-lab');
    await Promise.all([...globalThis.document.querySelectorAll('mtd-lab')].map((l) => l.ready));
  });
  return {};
});

/** Runs the Experiments tab with the first of `candidates` (largest first) that it accepts —
 * the core refuses up front a run whose minimal trees alone exceed the work budget — and
 * samples the RSS while it runs: `{ accepted, peakRendererMb, peakChromiumMb, ... }`. */
async function experiment(page, heap, kind, candidates) {
  await openApp(page);
  await page.click('#tab-experiments');
  await page.waitForSelector('#exp-run:not([disabled])');
  await page.selectOption('#exp-kind', kind);
  const before = chromiumRss();
  const heapBefore = await heap();
  let accepted = null;
  for (const c of candidates) {
    for (const [id, v] of Object.entries(c.fields)) await page.fill(id, String(v));
    for (const box of await page.locator(`${c.boxes} input[type=checkbox]`).all()) {
      if (c.ticks.includes(await box.getAttribute('value'))) await box.check();
      else await box.uncheck();
    }
    await page.click('#exp-run');
    await page.waitForTimeout(1_500);
    const refused = ((await page.locator('#exp-error').textContent()) ?? '').trim();
    if (!refused) {
      accepted = c;
      break;
    }
  }
  if (!accepted) return { accepted: null };
  const t0 = Date.now();
  let peak = { rendererMb: 0, allMb: 0 };
  let samples = 0;
  let done = false;
  while (Date.now() - t0 < seconds * 1000) {
    const r = chromiumRss();
    samples++;
    if (r.rendererMb > peak.rendererMb) peak = { ...peak, rendererMb: r.rendererMb };
    if (r.allMb > peak.allMb) peak = { ...peak, allMb: r.allMb };
    done = await page.locator('#exp-cancel').isHidden();
    if (done) break;
    await page.waitForTimeout(2_000);
  }
  const status = ((await page.locator('#exp-status').textContent()) ?? '').slice(0, 200);
  const progress = `${await page.locator('#exp-progress').getAttribute('value')} of ${await page
    .locator('#exp-progress')
    .getAttribute('max')}`;
  const error = ((await page.locator('#exp-error').textContent()) ?? '').slice(0, 300);
  const rows = await page.locator('#exp-table tbody tr').count();
  if (!done) await page.click('#exp-cancel');
  await page.waitForTimeout(2_000);
  return {
    accepted: { fields: accepted.fields, ticks: accepted.ticks.length },
    rendererRssBeforeMb: before.rendererMb,
    heapBeforeMb: heapBefore,
    peakRendererMb: peak.rendererMb,
    peakChromiumMb: peak.allMb,
    ranSeconds: Math.round((Date.now() - t0) / 1000),
    samples,
    finished: done,
    progress,
    status,
    error,
    rows,
    rendererRssAfterCancelMb: chromiumRss().rendererMb,
  };
}

// every algorithm the tab offers ticked: the tab's own lists
const ALL_RANDOM = RANDOM_ALGORITHMS;
const ALL_KALAH = KALAH_PROGRAMS;

// the largest fields first: 500 trees of branching 50 to depth 9, then fewer trees and
// depths, all algorithms ticked; the first the core accepts is the largest run allowed
const randomCandidates = [];
for (const depthTo of [9, 8, 7, 6])
  for (const trees of [500, 100, 50, 20, 10, 8, 6, 5, 4, 3, 2, 1])
    randomCandidates.push({
      fields: {
        '#exp-trees': trees,
        '#exp-branching': 50,
        '#exp-depth-from': 1,
        '#exp-depth-to': depthTo,
        '#exp-seed': 1,
      },
      boxes: '#exp-algorithms',
      ticks: ALL_RANDOM,
    });
await scenario('exp-random', (page, heap) => experiment(page, heap, 'random', randomCandidates));

const kalahCandidates = [];
for (const depthTo of [10, 9, 8, 7, 6, 5, 4])
  kalahCandidates.push({
    fields: { '#exp-depth-from': 1, '#exp-depth-to': depthTo },
    boxes: '#exp-programs',
    ticks: ALL_KALAH,
  });
await scenario('exp-kalah', (page, heap) => experiment(page, heap, 'kalah', kalahCandidates));
await server.close();
