// Memory of the element (issue 19, item 4; not in CI): the renderer process's RSS (it holds
// the page and its dedicated workers; read from /proc/PID/status, VmRSS, of the Chromium
// processes started with --type=renderer under this benchmark's browser) and the page's JS
// heap (CDP Runtime.getHeapUsage). Scenarios: `one` — a lab at the event limit (the doubling
// DAG of 20 levels under minimax: about 2^21 visits, past the 2,000,000 events kept); `twenty` — a page of 20 labs.
// Usage: node bench/memory.mjs [--no-build]
import { readFileSync, readdirSync } from 'node:fs';
import { DIST, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';

deadline(10 * 60_000, 'memory');
buildDist(process.argv.includes('--no-build'));
const server = await serveStatic(DIST);

/** Sum of VmRSS (MB) of the renderer processes now alive. */
function rendererRss() {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium') || !cmd.includes('--type=renderer')) continue;
      if (!cmd.includes(`--user-data-dir=${dataDir}`)) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    } catch {
      // gone meanwhile
    }
  }
  return +(kb / 1024).toFixed(1);
}
let dataDir = '';

async function scenario(name, body) {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  dataDir = readFileSync(`/proc/${browser.process?.()?.pid ?? 'self'}/cmdline`, 'utf8')
    .split('\0')
    .find((a) => a.startsWith('--user-data-dir='))
    ?.slice('--user-data-dir='.length) ?? '';
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return +((await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20).toFixed(1);
  };
  const out = await body(page, heap);
  out.workers = page.workers().length;
  out.rendererRssMb = rendererRss();
  out.heapMb = await heap();
  console.log(name, JSON.stringify(out));
  await browser.close();
}

let dag = 'a0:(1 2)';
for (let k = 1; k <= 20; k++) dag = `a${k}:(${dag} a${k - 1})`;

await scenario('one', async (page) => {
  await page.goto(`${server.url}/`);
  await page.waitForSelector('#status[data-state=ready]', { timeout: 60_000 });
  const before = rendererRss();
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
      Array.from({ length: 20 }, () => `<mtd-lab tree='${AIMA}' style="display:block;height:300px"></mtd-lab>`).join(''),
  );
  await page.evaluate(async () => {
    await globalThis.customElements.whenDefined('mtd-lab');
    await Promise.all([...globalThis.document.querySelectorAll('mtd-lab')].map((l) => l.ready));
  });
  return {};
});
await server.close();
