// Memory of the element and the app (issue 19; not in CI): the renderer processes' RSS (they
// hold the page and its dedicated workers, wasm memories included; VmRSS from /proc of this
// benchmark's own Chromium, bench/lib/rss.mjs) and the page's JS heap (CDP
// Runtime.getHeapUsage after a GC). Scenarios:
//   one — a lab at the event limit (the doubling DAG of 20 levels under minimax);
//   twenty — a page of 20 labs;
//   exp-random — the Experiments tab's largest random-tree run allowed (500 trees, branching
//     50, depths 1…9, all eight algorithms; stopped by its work budget, 10^9 visits);
//   exp-kalah — its largest Kalah run (depths 1…10, all seven programs, TT 2^20 entries).
// The experiments are sampled every 2 s (the peak RSS is reported) for at most --seconds
// (default 180) or until they end, then cancelled, and the RSS read again.
// Usage: nice -n 10 node bench/memory.mjs [--no-build] [--only NAME[,NAME]] [--seconds S]
import { DIST, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';
import { chromiumRss } from './lib/rss.mjs';

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

/** Runs the Experiments tab with its fields set by `fill(page)`; samples the RSS while it
 * runs: `{ peakRendererMb, peakChromiumMb, samples, status, ... }`. */
async function experiment(page, heap, fill) {
  await openApp(page);
  await page.click('#tab-experiments');
  await page.waitForSelector('#exp-run:not([disabled])');
  await fill(page);
  const before = chromiumRss();
  const heapBefore = await heap();
  await page.click('#exp-run');
  const t0 = Date.now();
  let peak = { rendererMb: 0, allMb: 0 };
  let samples = 0;
  let done = false;
  while (Date.now() - t0 < seconds * 1000) {
    await page.waitForTimeout(2_000);
    const r = chromiumRss();
    samples++;
    if (r.rendererMb > peak.rendererMb) peak = { ...peak, rendererMb: r.rendererMb };
    if (r.allMb > peak.allMb) peak = { ...peak, allMb: r.allMb };
    done = await page.locator('#exp-cancel').isHidden();
    if (done) break;
  }
  const status = (await page.locator('#exp-status').textContent()).slice(0, 160);
  const progress = await page.locator('#exp-progress').getAttribute('value');
  if (!done) await page.click('#exp-cancel');
  await page.waitForTimeout(2_000);
  return {
    rendererRssBeforeMb: before.rendererMb,
    heapBeforeMb: heapBefore,
    peakRendererMb: peak.rendererMb,
    peakChromiumMb: peak.allMb,
    ranSeconds: Math.round((Date.now() - t0) / 1000),
    samples,
    finished: done,
    progress,
    status,
  };
}

await scenario('exp-random', (page, heap) =>
  experiment(page, heap, async (p) => {
    await p.selectOption('#exp-kind', 'random');
    await p.fill('#exp-trees', '500');
    await p.fill('#exp-branching', '50');
    await p.fill('#exp-depth-from', '1');
    await p.fill('#exp-depth-to', '9');
    await p.fill('#exp-seed', '1');
    for (const box of await p.locator('#exp-algorithms input[type=checkbox]').all())
      await box.check();
  }),
);

await scenario('exp-kalah', (page, heap) =>
  experiment(page, heap, async (p) => {
    await p.selectOption('#exp-kind', 'kalah');
    await p.fill('#exp-depth-from', '1');
    await p.fill('#exp-depth-to', '10');
    for (const box of await p.locator('#exp-programs input[type=checkbox]').all()) await box.check();
  }),
);
await server.close();
