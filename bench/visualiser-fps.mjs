// Frames per second of the visualiser (issue 4: "50 or more while stepping and playing on an
// explored tree of 10,000 nodes in headless Chromium"). Builds dist/ (npm run build), serves it
// on 127.0.0.1, opens the app page in Debian's Chromium, loads <mtd-lab> with a random tree
// whose explored tree has about 10,000 nodes, and records requestAnimationFrame timestamps
// while (a) stepping one event per frame and (b) playing at the fastest speed. Prints a table.
//
//   node bench/visualiser-fps.mjs                 # npm run build first
//   node bench/visualiser-fps.mjs --no-build      # use dist/ as built
//   node bench/visualiser-fps.mjs --seconds 5     # per scenario (default 4)
//   node bench/visualiser-fps.mjs --algo alphabeta --branching 5 --depth 8 --seed 1
//   node bench/visualiser-fps.mjs --screenshot /tmp/tree-10k.png   # the tree view, mid-run
//   node bench/visualiser-fps.mjs --profile /tmp/step.cpuprofile    # CPU profile of stepping
//
// Defaults: minimax on a random tree, branching 3, depth 8 (9,841 explored nodes, 26,245
// events). The viewport is 1280 × 900. Frame times come from rAF timestamps (the 60 Hz
// display of headless Chromium caps the rate at 60). "step ms" is the time of one awaited
// `lab.step()`: the engine's seek in the worker plus the element's repaint.
/* global document, window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { writeFileSync } from 'node:fs';
import { DIST, buildDist, deadline, launchChromium, serveStatic } from './lib/browser.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const seconds = Number(opt('--seconds', 4));
const game = {
  kind: 'random',
  branching: Number(opt('--branching', 3)),
  depth: Number(opt('--depth', 8)),
  min: -50,
  max: 50,
  seed: Number(opt('--seed', 1)),
};
const algorithm = opt('--algo', 'minimax');
const screenshot = opt('--screenshot', null);
const profile = opt('--profile', null);

deadline(5 * 60_000, 'visualiser-fps');
buildDist(argv.includes('--no-build'));
const server = await serveStatic(DIST, { lifetimeMs: 5 * 60_000 });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(`${server.url}/`);
  await page.waitForSelector('#status[data-state=ready]', { timeout: 30_000 });

  const loaded = await page.evaluate(
    async ({ game, algorithm }) => {
      const lab = document.querySelector('#lab');
      await lab.ready;
      const t0 = performance.now();
      const s = await lab.load({ game, algorithm });
      const loadMs = performance.now() - t0;
      return { loadMs, events: s.events, nodes: lab.result.counters.nodes };
    },
    { game, algorithm },
  );
  // the explored tree as the element holds it (the engine's Tree arrays)
  const explored = await page.evaluate(
    () => document.querySelector('#lab')._run.tree.parent.length,
  );

  // In the page: rAF timestamps for `ms`, calling `perFrame()` in every frame; long tasks.
  await page.evaluate(() => {
    window.__frames = (ms, perFrame) =>
      new Promise((resolve) => {
        const stamps = [];
        const longTasks = [];
        const obs = new PerformanceObserver((l) => {
          for (const e of l.getEntries()) longTasks.push(e.duration);
        });
        obs.observe({ entryTypes: ['longtask'] });
        let start = null;
        const frame = (t) => {
          stamps.push(t);
          start ??= t;
          if (t - start < ms) {
            perFrame?.();
            requestAnimationFrame(frame);
          } else {
            obs.disconnect();
            resolve({ stamps, longTasks });
          }
        };
        requestAnimationFrame(frame);
      });
  });

  const summarise = (name, { stamps, longTasks }, extra = {}) => {
    const d = stamps.slice(1).map((t, i) => t - stamps[i]);
    const sorted = [...d].sort((a, b) => a - b);
    const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    const span = stamps.at(-1) - stamps[0];
    return {
      scenario: name,
      fps: (d.length / span) * 1000,
      medianMs: q(0.5),
      p95Ms: q(0.95),
      maxMs: sorted.at(-1),
      longTasks: longTasks.length,
      ...extra,
    };
  };

  const stepping = async (name, from) => {
    const r = await page.evaluate(
      async ({ from, ms }) => {
        const lab = document.querySelector('#lab');
        await lab.seek(from);
        let pending = false;
        let steps = 0;
        const out = await window.__frames(ms, () => {
          if (pending) return; // one step per frame, never queued behind a slow one
          pending = true;
          lab.step().then(() => {
            steps++;
            pending = false;
          });
        });
        while (pending) await new Promise((r) => setTimeout(r, 5));
        return { ...out, steps, drawn: lab.shadowRoot.querySelectorAll('.node').length };
      },
      { from, ms: seconds * 1000 },
    );
    return summarise(name, r, { events: r.steps, drawn: r.drawn });
  };

  const playing = async (name, from) => {
    const r = await page.evaluate(
      async ({ from, ms }) => {
        const lab = document.querySelector('#lab');
        await lab.seek(from);
        lab.dispatch({ type: 'speed', speed: 64 });
        const before = lab.state.event;
        await lab.play();
        const out = await window.__frames(ms);
        await lab.pause();
        return {
          ...out,
          advanced: lab.state.event - before,
          speed: lab.shadowRoot.querySelector('select.speed').value,
          drawn: lab.shadowRoot.querySelectorAll('.node').length,
        };
      },
      { from, ms: seconds * 1000 },
    );
    return summarise(`${name} (speed ${r.speed}/s)`, r, { events: r.advanced, drawn: r.drawn });
  };

  const rows = [];
  const mid = Math.floor(loaded.events / 2);
  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  rows.push(await stepping('step, from the start', 0));
  rows.push(await stepping('step, from the middle', mid));
  if (cdp) {
    const { profile: p } = await cdp.send('Profiler.stop');
    writeFileSync(profile, JSON.stringify(p));
    printProfile(p);
  }
  rows.push(await playing('play, from the start', 0));
  rows.push(await playing('play, from the middle', mid));

  // one awaited step() at a time (worker seek + repaint), 60 steps from the middle
  const stepMs = await page.evaluate(async (from) => {
    const lab = document.querySelector('#lab');
    await lab.seek(from);
    const times = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await lab.step();
      times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  }, mid);

  if (screenshot) {
    await page.evaluate((k) => document.querySelector('#lab').seek(k), mid + 60);
    await page.waitForTimeout(400); // the follow animation
    await page.locator('#lab').screenshot({ path: screenshot });
  }

  const f = (x, d = 1) => x.toFixed(d);
  console.log(
    `visualiser FPS: ${algorithm} on random b=${game.branching} d=${game.depth} seed ${game.seed}: ` +
      `${explored} explored nodes (${loaded.nodes} node visits), ${loaded.events} events ` +
      `(load ${f(loaded.loadMs, 0)} ms); ` +
      `${seconds} s per scenario, viewport 1280x900`,
  );
  console.log(
    '| scenario | FPS | median frame ms | p95 frame ms | max frame ms | long tasks | events shown | nodes drawn |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.scenario} | ${f(r.fps)} | ${f(r.medianMs)} | ${f(r.p95Ms)} | ${f(r.maxMs)} | ` +
        `${r.longTasks} | ${r.events} | ${r.drawn} |`,
    );
  }
  const q = (p) => stepMs[Math.min(stepMs.length - 1, Math.floor(p * stepMs.length))];
  console.log(
    `one step() from the middle (60 awaited): median ${f(q(0.5))} ms, p95 ${f(q(0.95))} ms, ` +
      `max ${f(stepMs.at(-1))} ms`,
  );
  if (screenshot) console.log(`screenshot: ${screenshot}`);
  if (errors.length) {
    console.error('page errors:', errors.map(String));
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.close();
}

/** The functions with the most self time in a V8 CPU profile. */
function printProfile(p) {
  const dt = new Map();
  for (let i = 0; i < p.samples.length; i++) {
    dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
  }
  const self = new Map();
  for (const n of p.nodes) {
    const c = n.callFrame;
    const key = `${c.functionName || '(anonymous)'} ${c.url.split('/').pop()}:${c.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`CPU profile (main thread, ${total.toFixed(0)} ms): top self time`);
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
  }
}
