// How deep the Kalah tab's engine searches in one second (issue 23, item 5): Kalah(6, 6) from
// the opening, searched at depth 1, 2, … as the tab searches it, until a depth's median time
// passes the limit. Prints each depth's median time, nodes, root value and best pit, and the
// deepest depth within the limit.
//
//   node bench/kalah-depth.mjs                      # the tab's default (the programs' setting)
//   node bench/kalah-depth.mjs --search plain       # the tab's other choice
//   node bench/kalah-depth.mjs --search today       # the tab's search before issue 23
//   node bench/kalah-depth.mjs --runs 5 --limit 1000 --algorithm mtdf --pkg DIR
//
// "As the tab searches": the config is the one the tab gives its lab (kalahSearchConfig of
// www/app/kalah-settings.js; `today`: the tab's config before issue 23, algorithm and budget
// only), merged over the element's defaults (mergeConfig, www/element/config.js) and cut to
// the settings the algorithm takes (applicable, www/engine/algorithms.js), as the element
// and its engine client do; the page's wasm (www/pkg, the `--target web` bindings,
// instantiated with initSync on Node's V8, Chromium's engine) runs it as the page's worker
// does (www/engine/worker.js's runToEnd: a Session, runSome(1) until done, recording the
// trace the lab shows). Not timed: the lab drawing the tree afterwards. The work budget is
// the largest the tab's field takes, so that time, not the budget, ends the climb.
// Times are this process's CPU time (user + system), the median of --runs (5) runs a depth:
// on a shared machine the time other work takes from it counts less than on the wall clock.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from '../www/element/config.js';
import { applicable } from '../www/engine/algorithms.js';
import * as settings from '../www/app/kalah-settings.js';
import { median } from './lib/median.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const search = opt('--search', settings.KALAH_DEFAULTS.search ?? 'today');
const runs = Number(opt('--runs', '5'));
const limitMs = Number(opt('--limit', '1000'));
const algorithm = opt('--algorithm', 'mtdf');
const pkgDir = opt('--pkg', join(root, 'www/pkg'));
const [, MAX_BUDGET] = settings.KALAH_RANGES.budget;
const [, MAX_DEPTH] = settings.KALAH_RANGES.depth;

const pkg = await import(join(pkgDir, 'mtdlab.js'));
pkg.initSync({ module: readFileSync(join(pkgDir, 'mtdlab_bg.wasm')) });

const opening = pkg.kalahBoard(6, 6, null);
const game = { pits: 6, seeds: 6, board: opening };

/** The config the tab gives its lab at `depth`. */
function tabConfig(depth) {
  const fields = { depth, budget: MAX_BUDGET, algorithm, search };
  if (search === 'today') {
    // www/app/kalah.js before issue 23: the game, the algorithm and the budget, nothing else
    return {
      game: { kind: 'kalah', pits: 6, seeds: 6, position: opening.position, depth },
      algorithm,
      maxVisits: MAX_BUDGET,
    };
  }
  return settings.kalahSearchConfig(game, fields);
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e3;
};

/** One search as the page's worker runs it: `{ ms, summary }`. */
function once(config) {
  const t = cpuMs();
  const s = new pkg.Session(config);
  let done = s.done;
  while (!done) done = s.runSome(1);
  const summary = s.summary();
  const ms = cpuMs() - t;
  s.free();
  return { ms, summary };
}

console.log(`Kalah(6, 6) from the opening, ${algorithm}, the tab's search "${search}"`);
console.log(`median of ${runs} runs a depth (process CPU time), limit ${limitMs} ms`);
console.log(
  `config at depth 1: ${JSON.stringify(applicable(mergeConfig({}, tabConfig(1))), (k, v) => (k === 'position' ? undefined : v))}`,
);
console.log('depth        ms        nodes  value  best pit  tests');
let reached = 0;
for (let depth = 1; depth <= MAX_DEPTH; depth++) {
  const config = applicable(mergeConfig({}, tabConfig(depth)));
  once(config); // warm-up
  const samples = [];
  let summary;
  for (let r = 0; r < runs; r++) {
    const one = once(config);
    samples.push(one.ms);
    summary = one.summary;
  }
  const ms = median(samples);
  console.log(
    `${String(depth).padStart(5)} ${ms.toFixed(1).padStart(9)} ${String(summary.counters.nodes).padStart(12)} ${String(summary.value).padStart(6)} ${String(summary.bestMoveLabel).padStart(9)} ${String(summary.tests?.length ?? summary.tests).padStart(6)}`,
  );
  if (ms > limitMs) break;
  reached = depth;
}
console.log(`deepest depth within ${limitMs} ms: ${reached}`);
