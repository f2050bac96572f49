// Measures the wasm core against native code on the same work: searches with and without
// a recorded trace, handing a million trace events to JavaScript, seeking. Prints a table.
//
//   node bench/wasm-vs-native.mjs              # builds www/pkg and the native half first
//   node bench/wasm-vs-native.mjs --no-build   # uses what is built
//   node bench/wasm-vs-native.mjs --quick      # shorter time budget per workload
//   node bench/wasm-vs-native.mjs --pkg DIR    # another build of the bindings (--target web)
//
// The wasm side is the shipped build (www/pkg from scripts/build-wasm.sh: the page's
// `--target web` bindings, instantiated here with initSync) on Node's V8, Chromium's engine.
// The native side is bench/wasm-vs-native.rs (`cargo build --release --example
// wasm-vs-native`). Both run the same configs through mtdlab::session and time them the
// same way (median of repeated runs, in CPU time: the process's here, the thread's natively).
// The machine may be busy: native and wasm take turns for a few rounds and each keeps its
// best median.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const pkgDir = args.has('--pkg') ? argv[argv.indexOf('--pkg') + 1] : join(root, 'www/pkg');
const budgetMs = args.has('--quick') ? 200 : 700;
const rounds = args.has('--quick') ? 2 : 3;
const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');

if (!args.has('--no-build')) {
  const run = (cmd, a) => execFileSync(cmd, a, { cwd: root, stdio: 'inherit' });
  run('bash', ['scripts/build-wasm.sh']);
  run('cargo', ['build', '--release', '--quiet', '--example', 'wasm-vs-native']);
}

const random = (algorithm, extra = {}) => ({
  game: { kind: 'random', branching: 8, depth: 6, min: -1000, max: 1000, seed: 1 },
  algorithm,
  ...extra,
});
const kalah = (algorithm) => ({ game: { kind: 'kalah', pits: 6, seeds: 6, depth: 8 }, algorithm });
const big = { maxEvents: 10_000_000, maxNodes: 2_000_000 };
// minimax on b=6 d=8 records far more than a million events; the limit cuts it there
const MILLION = 1_000_000;
const million = {
  game: { kind: 'random', branching: 6, depth: 8, min: -1000, max: 1000, seed: 1 },
  algorithm: 'minimax',
  maxEvents: MILLION,
  maxNodes: 2_000_000,
};
const workloads = [
  { name: 'random b8 d6  mtdf       no trace', mode: 'solve', config: random('mtdf') },
  { name: 'random b8 d6  alphabeta  no trace', mode: 'solve', config: random('alphabeta') },
  { name: 'random b8 d6  negascout  no trace', mode: 'solve', config: random('negascout') },
  { name: 'random b8 d6  id-mtdf    no trace', mode: 'solve', config: random('id-mtdf') },
  { name: 'random b8 d6  minimax    no trace', mode: 'solve', config: random('minimax') },
  { name: 'kalah 6x6 d8  mtdf       no trace', mode: 'solve', config: kalah('mtdf') },
  { name: 'kalah 6x6 d8  alphabeta  no trace', mode: 'solve', config: kalah('alphabeta') },
  { name: 'random b8 d6  mtdf       recorded', mode: 'record', config: random('mtdf', big) },
  { name: 'random b8 d6  alphabeta  recorded', mode: 'record', config: random('alphabeta', big) },
  { name: 'random b8 d6  minimax    recorded', mode: 'record', config: random('minimax', big) },
  { name: 'events(0, 1e6) to Int32Array', mode: 'events', config: million },
  { name: 'seek(k) in 1e6 events', mode: 'seek', config: million },
  { name: 'record 1e6 events + seek(end)', mode: 'first-seek', config: million },
];

// ---- native ---------------------------------------------------------------------------------
const nativeBin = join(targetDir, 'release', 'examples', 'wasm-vs-native');
function runNative() {
  const out = spawnSync(nativeBin, [], {
    input: JSON.stringify({ budgetMs, workloads }),
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (out.status !== 0) throw new Error(`${nativeBin} failed: ${out.stderr || out.error}`);
  return out.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

// ---- wasm -----------------------------------------------------------------------------------
const pkg = await import(join(pkgDir, 'mtdlab.js'));
const wasmBytes = readFileSync(join(pkgDir, 'mtdlab_bg.wasm'));
pkg.initSync({ module: wasmBytes });

/** The CPU time of this process in ms (user + system): on a shared machine the time other
 * work takes from it counts less than on the wall clock (the native half uses its thread's). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e3;
};

/** Runs `f` until the budget has passed (at least 5 times): the median in ms, the last value. */
function time(f) {
  let value = f(); // warm-up
  const samples = [];
  const start = cpuMs();
  while (samples.length < 5 || cpuMs() - start < budgetMs) {
    const t = cpuMs();
    value = f();
    samples.push(cpuMs() - t);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[samples.length >> 1], samples: samples.length, value };
}

function finished(config) {
  const s = new pkg.Session(config);
  s.runSome(0xffffffff);
  return s;
}

function runWasm({ name, mode, config }) {
  let r;
  if (mode === 'solve') {
    r = time(() => pkg.solve(config).value);
  } else if (mode === 'record') {
    r = time(() => {
      const s = finished(config);
      const value = s.summary().value;
      s.free();
      return value;
    });
  } else if (mode === 'events') {
    const s = finished(config);
    r = time(() => s.events(0, s.eventCount).length);
    s.free();
  } else if (mode === 'seek') {
    const s = finished(config);
    const n = s.eventCount;
    let k = 0;
    s.seek(n); // the checkpoints
    // as the page does (www/element/player.js): each seek hands back the node columns of the
    // view it replaces, to be refilled rather than allocated anew
    let reuse;
    r = time(() => {
      k = (k + 387_403) % n; // positions spread over the trace
      const view = s.seek(k, reuse);
      reuse = view.nodes;
      return view.event;
    });
    s.free();
  } else {
    r = time(() => {
      const s = finished(config);
      const event = s.seek(s.eventCount).event;
      s.free();
      return event;
    });
  }
  return { name, ...r };
}

// ---- rounds -----------------------------------------------------------------------------------
const best = { native: new Map(), wasm: new Map() };
const keep = (side, r) => {
  const old = best[side].get(r.name);
  if (!old || r.ms < old.ms) best[side].set(r.name, r);
};
const load = loadavg()[0];
for (let round = 0; round < rounds; round++) {
  for (const r of runNative()) keep('native', r);
  for (const w of workloads) keep('wasm', runWasm(w));
}

const pad = (s, n) => String(s).padEnd(n);
const num = (v, n, d = 2) => v.toFixed(d).padStart(n);
console.log(`mtdlab ${pkg.version()}: wasm (${pkgDir}, ${wasmBytes.length} bytes) vs native`);
console.log(
  `Node ${process.version}; best of ${rounds} rounds of medians over ${budgetMs} ms of CPU time; ` +
    `load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}\n`,
);
console.log(
  `${pad('workload', 36)} ${'native ms'.padStart(10)} ${'wasm ms'.padStart(10)}  wasm speed`,
);
const ratios = [];
for (const w of workloads) {
  const n = best.native.get(w.name);
  const m = best.wasm.get(w.name);
  // the same answer on both sides (seek's last k depends on how many runs fitted)
  if (w.mode !== 'seek' && n.value !== m.value) {
    throw new Error(`${w.name}: native gives ${n.value}, wasm ${m.value}`);
  }
  const ratio = n.ms / m.ms;
  if (w.mode === 'solve' || w.mode === 'record') ratios.push(ratio);
  console.log(`${pad(w.name, 36)} ${num(n.ms, 10)} ${num(m.ms, 10)}  ${num(ratio, 6)} x native`);
}
const geo = Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length);
console.log(`${pad('geometric mean of the searches', 36)} ${' '.repeat(21)}  ${num(geo, 6)} x native`);
