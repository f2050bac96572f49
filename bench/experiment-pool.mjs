// The Experiments tab on every core (issue 23, item 4): how much faster an experiment runs on
// a pool of workers than on one. Builds dist/ (npm run build), serves it on 127.0.0.1, opens
// the app in Debian's headless Chromium with navigator.hardwareConcurrency set to each pool
// size in turn (the tab's pool is that many workers), runs one random-tree experiment and one
// Kalah experiment, and takes the time the tab reports when it is done ("Done: … s": from Run
// to the report shown, the workers' start and the merge included). The sizes alternate run by
// run (1, 2, 1, 2, …) so that a busy spell on a shared machine falls on both. Each pooled
// report is checked against the one worker's (times left out). Around each round it
// measures the machine's ceiling: busy loops in as many plain workers at once against one
// alone, for a second (on a machine shared with other jobs, the most any pool could gain
// then; 2.0 on two idle cores). A round whose two ceilings are both at least --quiet (1.7) is
// a quiet round; the speed-up is given over every round and over the quiet ones.
//
//   node bench/experiment-pool.mjs                     # npm run build first
//   node bench/experiment-pool.mjs --no-build --runs 5 --sizes 1,2
//   node bench/experiment-pool.mjs --only kalah --quiet 1.8
//   node bench/experiment-pool.mjs --dist /tmp/dist-copy   # a built copy of dist/
/* global document, Worker -- page.evaluate callbacks run in the browser */
import { resolve } from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { DIST, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';
import { timeless } from '../www/testing/timeless.js';
import { median } from './lib/median.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const runs = Number(opt('--runs', 3));
const sizes = opt('--sizes', '1,2').split(',').map(Number);
const only = opt('--only', null);
const quietAt = Number(opt('--quiet', 1.7)); // a round's ceiling at least this: a quiet round
const dist = resolve(opt('--dist', DIST)); // a copy of dist/, so that a build meanwhile is no matter

/** The experiments: the tab's fields as typed. */
const EXPERIMENTS = {
  random: {
    what: 'random trees: 100 trees, b = 50, depths 3–5, MTD(f), NegaScout, alpha-beta',
    fields: { 'exp-trees': '100', 'exp-branching': '50', 'exp-depth-from': '3', 'exp-depth-to': '5' },
  },
  kalah: {
    what: "seed 003's Kalah table: alpha-beta, NegaScout (each with and without the TT) and MTD(f), depths 2–7 (every pair)",
    kind: 'kalah',
    fields: { 'exp-depth-from': '2', 'exp-depth-to': '7' },
    programs: ['alphabeta', 'alphabeta-tt', 'negascout', 'negascout-tt', 'mtdf'],
  },
};

deadline(30 * 60_000, 'experiment-pool');
buildDist(argv.includes('--no-build') || dist !== DIST);
const server = await serveStatic(dist, { lifetimeMs: 30 * 60_000 });
// tagged, so that its processes are found among the machine's (its workers' CPU time)
const TAG = `--mtdlab-bench-pool=${process.pid}`;
const browser = await launchChromium([TAG]);

/** Reads a /proc file, '' when it is gone. */
const proc = (path) => {
  try {
    return readFileSync(`/proc/${path}`, 'utf8');
  } catch {
    return '';
  }
};

/** CPU time (clock ticks: user + system) of every dedicated worker thread of our Chromium,
 * by thread id. */
function workerTicks() {
  const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  const parent = (p) => proc(`${p}/stat`).split(') ')[1]?.split(' ')[1];
  const root = pids.find((p) => proc(`${p}/cmdline`).includes(TAG) && !/--type=/.test(proc(`${p}/cmdline`)));
  const ours = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of pids)
      if (!ours.has(p) && ours.has(parent(p))) {
        ours.add(p);
        grew = true;
      }
  }
  const ticks = new Map();
  for (const p of ours) {
    const tasks = (() => {
      try {
        return readdirSync(`/proc/${p}/task`);
      } catch {
        return []; // gone meanwhile
      }
    })();
    for (const t of tasks) {
      if (!proc(`${p}/task/${t}/comm`).startsWith('DedicatedWorker')) continue;
      const f = proc(`${p}/task/${t}/stat`).split(') ')[1]?.split(' ');
      if (f) ticks.set(t, Number(f[11]) + Number(f[12]));
    }
  }
  return ticks;
}

/** Samples the workers' CPU time until `stop()`: → `{ max, sum }`, the busiest worker's
 * and all of them together, in seconds (10 ms steps; a thread's last 50 ms may be missed). */
function cpuSampler() {
  const start = workerTicks();
  const last = new Map(start);
  const timer = setInterval(() => {
    for (const [t, v] of workerTicks()) last.set(t, v);
  }, 50);
  return () => {
    clearInterval(timer);
    for (const [t, v] of workerTicks()) last.set(t, v);
    const used = [...last].map(([t, v]) => (v - (start.get(t) ?? 0)) / 100);
    return { max: Math.max(0, ...used), sum: used.reduce((a, b) => a + b, 0) };
  };
}

/** One run of experiment `e` on `cores` workers: `{ seconds, report }`. */
async function once(e, cores) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  try {
    await page.addInitScript((n) => {
      localStorage.clear();
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
    }, cores);
    await page.goto(`${server.url}/`);
    await page.waitForSelector('#status[data-state=ready]', { timeout: 30_000 });
    await page.getByRole('tab', { name: 'Experiments' }).click();
    if (e.kind) await page.locator('#exp-kind').selectOption(e.kind);
    for (const [id, v] of Object.entries(e.fields)) await page.locator(`#${id}`).fill(v);
    for (const box of e.programs ? await page.locator('#exp-programs input').all() : [])
      await box.setChecked(e.programs.includes(await box.getAttribute('value')));
    const stop = cpuSampler();
    await page.locator('#exp-run').click();
    await page.waitForFunction(
      () =>
        /^Done:/.test(document.querySelector('#exp-status').textContent) ||
        document.querySelector('#exp-error').textContent !== '',
      null,
      { timeout: 20 * 60_000, polling: 100 },
    );
    const cpu = stop();
    const error = await page.locator('#exp-error').textContent();
    if (error) throw new Error(error);
    const status = await page.locator('#exp-status').textContent();
    const seconds = Number(/([\d.]+) s\.$/.exec(status)[1]);
    const report = await page.locator('#exp-results').evaluate((el) => el.report);
    return { seconds, report, cpu };
  } finally {
    await page.close();
  }
}

/**
 * The machine's own parallel throughput now: busy loops in `n` plain workers of a page at
 * once, for one second, against one alone (their iterations, in total). On a shared machine
 * this is the most any pool could gain at that moment: 2.0 on two idle cores.
 */
async function ceiling(n) {
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/`);
    return await page.evaluate(async (n) => {
      const src =
        'onmessage = () => { const end = performance.now() + 1000; let k = 0; ' +
        'while (performance.now() < end) k++; postMessage(k); }';
      const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
      const spin = () =>
        new Promise((resolve) => {
          const w = new Worker(url);
          w.onmessage = (e) => {
            w.terminate();
            resolve(e.data);
          };
          w.postMessage(0);
        });
      const one = await spin();
      const all = await Promise.all(Array.from({ length: n }, spin));
      return all.reduce((a, b) => a + b, 0) / one;
    }, n);
  } finally {
    await page.close();
  }
}

try {
  for (const [name, e] of Object.entries(EXPERIMENTS)) {
    if (only && only !== name) continue;
    console.log(`\n${name}: ${e.what}`);
    const times = Object.fromEntries(sizes.map((n) => [n, []]));
    let reference = null;
    // each round: the ceiling, every size, the ceiling again; a round is quiet when both
    // ceilings are at least --quiet (the machine then gave two threads nearly two cores)
    const rounds = [];
    for (let r = 0; r < runs; r++) {
      const before = await ceiling(Math.max(...sizes));
      const round = { times: {} };
      for (const n of sizes) {
        const { seconds, report, cpu } = await once(e, n);
        const t = JSON.stringify(timeless(report));
        reference ??= t;
        if (t !== reference) throw new Error(`${name}: the report on ${n} workers differs`);
        times[n].push(seconds);
        round.times[n] = seconds;
        round.cpu = { ...round.cpu, [n]: cpu };
      }
      const after = await ceiling(Math.max(...sizes));
      round.ceiling = Math.min(before, after);
      rounds.push(round);
      const ts = sizes.map((n) => `${n}: ${round.times[n].toFixed(1)} s`).join(', ');
      const up = sizes.map((n) => (round.times[sizes[0]] / round.times[n]).toFixed(2)).join(' ');
      const cpu = sizes
        .map((n) => `${n}: ${round.cpu[n].max.toFixed(2)} of ${round.cpu[n].sum.toFixed(2)} s`)
        .join(', ');
      console.log(
        `  round ${r + 1}: ${ts}; speed-up ${up}; ceiling ${before.toFixed(2)}, ${after.toFixed(2)}; ` +
          `CPU of the busiest worker, of all: ${cpu}`,
      );
    }
    console.log(
      '  workers | median s | range s | speed-up (median of rounds) | quiet rounds | ' +
        'CPU: busiest worker, all (median s) | speed-up by CPU',
    );
    const quiet = rounds.filter((r) => r.ceiling >= quietAt);
    for (const n of sizes) {
      const m = median(times[n]);
      const lo = Math.min(...times[n]);
      const hi = Math.max(...times[n]);
      const ups = (rs) => rs.map((r) => r.times[sizes[0]] / r.times[n]);
      const q = quiet.length
        ? `${median(ups(quiet)).toFixed(2)}× over ${quiet.length} (${ups(quiet)
            .map((x) => x.toFixed(2))
            .join(', ')})`
        : 'none';
      // on idle cores the run would take about its busiest worker's CPU time
      const busiest = median(rounds.map((r) => r.cpu[n].max));
      const all = median(rounds.map((r) => r.cpu[n].sum));
      const byCpu = median(rounds.map((r) => r.cpu[sizes[0]].max / r.cpu[n].max));
      console.log(
        `  ${n} | ${m.toFixed(1)} | ${lo.toFixed(1)}–${hi.toFixed(1)} | ${median(ups(rounds)).toFixed(2)}× | ${q} | ` +
          `${busiest.toFixed(2)}, ${all.toFixed(2)} | ${byCpu.toFixed(2)}×`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
