// The engine runs behind the Learn tab: a whole recorded run (summary, events, explored
// tree) of one config, and whole searches without a trace (`solve`). Works with the page's
// Engine (www/engine/client.js) and with the wasm core in Node (www/testing/wasm-engine.js),
// which have the same methods. The config is complete (every default filled in) so that
// the element, loaded with the same object, records the same trace.
import { configFromAttributes, mergeConfig } from '../element/config.js';

/** `partial` (engine config fields: game, algorithm, guess, step, schedule, tt…) with every
 * other field at the element's default. */
export function fullConfig(partial) {
  return mergeConfig(
    configFromAttributes(() => null),
    partial,
  );
}

/** Records `config` to its end: `{ config, summary, events, tree }`. */
export async function recordRun(engine, partial) {
  const config = fullConfig(partial);
  const { id } = await engine.open(config);
  try {
    const summary = await engine.runToEnd(id);
    const events = await engine.events(id, 0, summary.eventCount);
    const tree = await engine.tree(id);
    return { config, summary, events, tree };
  } finally {
    engine.close(id);
  }
}

/** Whole searches of `base` with each of `configs` (`{ name: fields | (run) => fields }`,
 * a function reading the recorded `run`) over it: `{ name: solve() result }`. */
export async function solveAll(engine, base, configs = {}, run = null) {
  const out = {};
  for (const [name, c] of Object.entries(configs)) {
    const fields = typeof c === 'function' ? c(run) : c;
    out[name] = await engine.solve(fullConfig({ ...base, ...fields }));
  }
  return out;
}
