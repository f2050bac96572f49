// The real search core for unit tests: the wasm package (www/pkg, built by
// scripts/build-wasm.sh) instantiated in Node in-process, behind the methods of
// www/engine/client.js that the tests use (open, nextTest, runToEnd, seek, tree, events,
// tt, summary, cancel, close). No second copy of the algorithms: what the tests check is
// what the page runs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applicable } from '../engine/algorithms.js';

const PKG = new URL('../pkg/', import.meta.url);

/** name → the loaded package of www/pkg */
const loaded = new Map();

/** The wasm package `name` (mtdlab.js and mtdlab_bg.wasm) in `dir`, loaded once when `dir`
 * is www/pkg; a missing build fails with one line saying what to run. */
async function load(dir, name) {
  if (dir === PKG && loaded.has(name)) return loaded.get(name);
  const js = fileURLToPath(new URL(`${name}.js`, dir));
  const wasm = fileURLToPath(new URL(`${name}_bg.wasm`, dir));
  if (!existsSync(js) || !existsSync(wasm)) {
    throw new Error('www/pkg is missing: run `bash scripts/build-wasm.sh` first');
  }
  const pkg = await import(/* @vite-ignore */ js);
  pkg.initSync({ module: readFileSync(wasm) });
  if (dir === PKG) loaded.set(name, pkg);
  return pkg;
}

/** The page's wasm package (in `dir`, www/pkg by default): Session, solve, …. */
export function loadCore(dir = PKG) {
  return load(dir, 'mtdlab');
}

/** The Experiments tab's wasm package (www/pkg/mtdlab_experiments.js): Experiment. */
export function loadExperiments(dir = PKG) {
  return load(dir, 'mtdlab_experiments');
}

export class WasmEngine {
  static async create() {
    const engine = new WasmEngine(await loadCore());
    engine.version = engine._core.version();
    return engine;
  }

  constructor(pkg) {
    this._core = pkg;
    /** id → the wasm Session (open ones) */
    this.sessions = new Map();
    /** the id the next open gets */
    this.nextId = 1;
  }

  _session(id) {
    const s = this.sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  }

  async open(config) {
    // as client.js: only the settings the algorithm takes
    const session = new this._core.Session(applicable(config));
    const id = this.nextId++;
    this.sessions.set(id, session);
    return { id, summary: session.summary() };
  }

  async nextTest(id) {
    const s = this._session(id);
    const record = s.nextTest();
    return { record, summary: s.summary() };
  }

  async runToEnd(id, { onProgress } = {}) {
    const s = this._session(id);
    while (!s.runSome(1)) onProgress?.(s.summary());
    return s.summary();
  }

  /** A whole search without a session left open (client.js's `solve`, from its utility
   * worker). */
  async solve(config) {
    return this._core.solve(applicable(config));
  }

  async seek(id, k, reuse = undefined) {
    return this._session(id).seek(k, reuse);
  }

  async tree(id) {
    return this._session(id).tree();
  }

  async events(id, from = 0, to) {
    const s = this._session(id);
    return s.events(Math.max(0, from), Math.max(0, to ?? s.eventCount));
  }

  async tt(id) {
    return this._session(id).tt();
  }

  async proofs(id, k) {
    return this._session(id).proofs(k);
  }

  async critical(id) {
    return this._session(id).critical();
  }

  async treeOrder(text, order) {
    return this._core.treeOrder(text, order);
  }

  async summary(id) {
    return this._session(id).summary();
  }

  cancel() {}

  close(id) {
    this.sessions.get(id)?.free();
    this.sessions.delete(id);
  }
}

/** Runs `config` to its end: `{ summary, events, tree, seek(k) }` for a test to read. */
export async function wholeRun(engine, config) {
  const { id } = await engine.open(config);
  const summary = await engine.runToEnd(id);
  const events = await engine.events(id, 0, summary.eventCount);
  const tree = await engine.tree(id);
  return { id, summary, events, tree, seek: (k, reuse) => engine.seek(id, k, reuse) };
}
