// Soak test (issue 19, item 5; not in CI): drives the app in Debian's Chromium for
// `--minutes N` (default 30) — random tabs, trees, algorithms, steps, seeks, cancelled long
// searches, reloads, presenter on/off — and prints page errors, console errors, the
// workers started and terminated, the page's JS heap (CDP Runtime.getHeapUsage, after a GC)
// and the renderer's resident memory (VmRSS of this run's Chromium renderer processes, which
// hold the page and its workers: bench/lib/rss.mjs) at the start, at the end of the page's
// life (before a last reload) and after that reload. Exit 1 when a page error was seen, the
// heap grew more than BOUND_MB or the renderer's RSS more than RSS_BOUND_MB.
// Usage: nice -n 10 node bench/soak.mjs [--minutes N] [--no-build] [--seed S]
import { DIST, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';
import { chromiumRss } from './lib/rss.mjs';

const { argv } = process;
const opt = (name, def) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : def);
const minutes = Number(opt('--minutes', '30'));
let seed = Number(opt('--seed', '1'));
/** The heap may end at most this much above where it started (after a GC each time). */
const BOUND_MB = 32;
/** The renderer's RSS may end at most this much above where it started, both before and
 * after the last reload. Its start is one page with its engine (utility worker, spare, the
 * lab's worker: about 3 wasm instances); the bound is a little over one more of the largest
 * labs the soak loads (a 2^62-node DAG searched for 0.3 s, then cancelled) — growth past it is
 * memory that the page keeps across actions, not a search under way. */
const RSS_BOUND_MB = 150;
const ALGOS = ['minimax', 'alphabeta', 'alphabeta-tt', 'negascout', 'negascout-tt', 'mtdf', 'mtd-plus', 'mtd-bi'];
const TABS = ['explore', 'compare', 'kalah', 'experiments', 'learn'];
const rnd = (n) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31; // a seeded LCG: a run can be repeated
  return Math.floor(seed / 65536) % n;
};
const randomTree = () => {
  const leaf = () => rnd(41) - 20;
  const node = (d) => (d === 0 ? leaf() : `[${[0, 1, 2].slice(0, 2 + rnd(2)).map(() => node(d - 1)).join(',')}]`);
  return node(2 + rnd(3));
};
let dag = 'a0:(1 2)';
for (let k = 1; k <= 62; k++) dag = `a${k}:(${dag} a${k - 1})`;

deadline((minutes + 10) * 60_000, 'soak');
buildDist(argv.includes('--no-build'));
const server = await serveStatic(DIST, { lifetimeMs: (minutes + 10) * 60_000 });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const pageErrors = [];
const consoleErrors = [];
let started = 0;
let ended = 0;
page.on('pageerror', (e) => pageErrors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
page.on('worker', (w) => {
  started++;
  w.on('close', () => ended++);
});
const cdp = await page.context().newCDPSession(page);
const heapMb = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
};
const open = async () => {
  await page.goto(`${server.url}/`);
  await page.waitForSelector('#status[data-state=ready]', { timeout: 60_000 });
};

/** The renderer's RSS (MB) once things are quiet: a GC first, then a moment for the workers
 * ended to be gone. */
const rssMb = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(1_000);
  return chromiumRss().rendererMb;
};

await open();
const startMb = await heapMb();
const rssStartMb = await rssMb();
const actions = { tab: 0, load: 0, seek: 0, step: 0, cancel: 0, reload: 0, presenter: 0 };
const end = Date.now() + minutes * 60_000;
while (Date.now() < end) {
  const what = rnd(20);
  try {
    if (what < 4) {
      actions.tab++;
      await page.click(`#tab-${TABS[rnd(TABS.length)]}`);
    } else if (what < 8) {
      actions.load++;
      await page.click('#tab-explore');
      const tree = randomTree();
      const algorithm = ALGOS[rnd(ALGOS.length)];
      await page.evaluate(({ tree, algorithm }) => globalThis.document.querySelector('#lab').load({ tree, algorithm }), {
        tree,
        algorithm,
      });
    } else if (what < 12) {
      actions.seek++;
      const k = rnd(60);
      await page.evaluate((k) => globalThis.document.querySelector('#lab')?.seek(k), k);
    } else if (what < 15) {
      actions.step++;
      await page.click('#tab-explore');
      await page.locator('#lab').focus();
      for (let i = rnd(10); i >= 0; i--) await page.keyboard.press('ArrowRight');
    } else if (what < 17) {
      actions.cancel++;
      await page.click('#tab-explore');
      await page.evaluate(async (dag) => {
        const lab = globalThis.document.querySelector('#lab');
        const p = lab.load({ tree: dag, algorithm: 'minimax' }).catch((e) => e.name);
        await new Promise((r) => setTimeout(r, 300));
        lab.cancel();
        await p;
      }, dag);
    } else if (what < 18) {
      actions.reload++;
      await open();
    } else {
      actions.presenter++;
      await page.keyboard.press('Escape');
      await page.locator('body').press('p');
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
    }
  } catch (err) {
    // a driver failure (a selector not there on that tab) is not a page error: say it
    consoleErrors.push(`driver: ${String(err).split('\n')[0]}`);
  }
}
// the end of the page's life (it may not have been reloaded for minutes), then the page as a
// student finds it after a reload
await page.keyboard.press('Escape').catch(() => {});
const lifeEndMb = await heapMb();
const rssLifeEndMb = await rssMb();
await open();
const endMb = await heapMb();
const rssEndMb = await rssMb();
await browser.close();
await server.close();
const summary = {
  minutes,
  actions,
  pageErrors: pageErrors.length,
  consoleErrors: consoleErrors.length,
  workersStarted: started,
  workersEnded: ended,
  heapStartMb: +startMb.toFixed(1),
  heapBeforeReloadMb: +lifeEndMb.toFixed(1),
  heapEndMb: +endMb.toFixed(1),
  boundMb: BOUND_MB,
  rendererRssStartMb: rssStartMb,
  rendererRssBeforeReloadMb: rssLifeEndMb,
  rendererRssEndMb: rssEndMb,
  rssBoundMb: RSS_BOUND_MB,
};
console.log(JSON.stringify(summary, null, 2));
for (const e of [...pageErrors, ...consoleErrors].slice(0, 20)) console.log(`  ${e}`);
const heapOk = Math.max(endMb, lifeEndMb) - startMb <= BOUND_MB;
const rssOk = Math.max(rssEndMb, rssLifeEndMb) - rssStartMb <= RSS_BOUND_MB;
process.exit(pageErrors.length === 0 && heapOk && rssOk ? 0 : 1);
