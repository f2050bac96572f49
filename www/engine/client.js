// The Engine of docs/engine-api.md: the front end's only door to the search core. It runs a
// small pool of module workers (www/engine/worker.js, each loading the wasm package): one
// worker per session, so that a long search blocks only its own session; a warm spare,
// started ahead, so that open() does not wait for a wasm start; and one utility worker for
// the quick session-less calls (solve, kalahBoard, kalahPlay). The rest of the page imports
// neither the worker nor the wasm.
//
// cancel(id) while the session's worker is busy terminates that worker (the search stops at
// once, inside a root search too): its pending calls reject with a CancelledError and the
// session is gone. close(id) frees the worker. A panic in the core costs only the session of
// that worker.
import { ENGINE_OPS, SESSION_OPS, request, transferables, wireToError } from './protocol.js';
import { applicable } from './algorithms.js';
import { ExperimentPool, poolSize } from './experiment-pool.js';
import { compileWasm, sendWasm } from './wasm-modules.js';

/** The module worker, written so that Vite bundles it (a separate chunk, wasm included). A
 * worker of another site than the page's cannot be constructed: an EngineStartError. */
export function defaultWorker() {
  try {
    // this very form (URL inline) is what Vite recognises and bundles
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    // first of all its messages: the page's compiled .wasm files (www/engine/wasm-modules.js),
    // once the core's compile settles (the worker's script loads meanwhile); the worker loads
    // nothing before, and the requests posted meanwhile wait in its mailbox
    sendWasm(worker);
    return worker;
  } catch (err) {
    // the worker's URL is in the message ("Script at '…' cannot be accessed from origin …")
    const script = /'(https?:[^']+)'/.exec(err?.message ?? '')?.[1] ?? import.meta.url;
    throw new EngineStartError(err?.message ?? String(err), script);
  }
}

/**
 * The engine's worker could not start: constructed from another site than the page's (the
 * element's script pasted from the app's site into a course page), or its script failed to
 * load. `script` is the worker's URL when known; `page` the page's origin; `crossOrigin`
 * true when the worker's site is not the page's (the element says what to do about both).
 */
export class EngineStartError extends Error {
  constructor(message, script = null) {
    super(`the engine could not start: ${message}`);
    this.name = 'EngineStartError';
    this.script = script;
    this.page = globalThis.location?.origin ?? null;
    const origin = script ? new URL(script).origin : null;
    this.crossOrigin = Boolean(origin && this.page && origin !== this.page);
  }
}

/** True for the rejection of an engine whose worker could not start. */
export function isStartError(err) {
  return err?.name === 'EngineStartError';
}

/** What the pending calls of a cancelled (or closed) session reject with. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/** True for the rejection of a call whose session was cancelled or closed meanwhile. */
export function isCancelled(err) {
  return err?.name === 'CancelledError';
}

/** What the pending and later calls of a session reject with when its worker died (a wasm
 * panic, an out-of-memory abort, a worker killed): `reason` says how it died. A page shows
 * the run again in a new session (www/element/mtd-lab.js does). */
export class SessionLostError extends Error {
  constructor(message, reason) {
    super(message);
    this.name = 'SessionLostError';
    this.reason = reason;
  }
}

/** True for the rejection of a call whose session's worker died. */
export function isLost(err) {
  return err?.name === 'SessionLostError';
}

/** Why a session's worker is gone when it ended without an event of its own (killed from
 * outside, its context torn down): seen by its life lock (Lane._watchLife). */
export const WORKER_VANISHED = 'its worker ended without a word: killed, or out of memory';

/** One worker: its start, its pending calls, its end (the Engine's, and the experiments'
 * pool's, www/engine/experiment-pool.js). */
export class Lane {
  /** `hooks`: `{ onReset(lost, message), onDeath(err) }`. */
  constructor(createWorker, hooks) {
    this.hooks = hooks;
    this.pending = new Map(); // rid → { resolve, reject, onProgress }
    this.rid = 0;
    this.session = null; // the session id it holds, if any
    this.dead = null; // the Error it ended with
    this.ready = new Promise((resolve, reject) => {
      this._ready = { resolve, reject };
    });
    // a failed start must not leave an unhandled rejection behind when nobody waits
    this.ready.catch(() => {});
    this.started = false; // its wasm said 'ready'
    const worker = createWorker();
    this.worker = worker;
    worker.addEventListener('message', (event) => this._onMessage(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      const message = event.message || 'the engine worker failed';
      // before 'ready' the worker's script itself did not load (its site, a 404, a CSP)
      this.kill(this.started ? new Error(message) : new EngineStartError(message));
    });
  }

  /** True while a call waits for its reply (a search under way). */
  get busy() {
    return this.pending.size > 0;
  }

  send(op, session, args = {}, onProgress = undefined) {
    if (this.dead) return Promise.reject(this.dead);
    const rid = ++this.rid;
    return new Promise((resolve, reject) => {
      this.pending.set(rid, { resolve, reject, onProgress });
      try {
        // typed arrays in the arguments (a seek's `reuse`) move to the worker, not copied
        this.worker.postMessage(request(rid, op, session, args), transferables(args));
      } catch (err) {
        this.pending.delete(rid);
        reject(err);
      }
    });
  }

  /** Terminates the worker: the start and every pending call reject with `err`. */
  kill(err, { quiet = false } = {}) {
    if (this.dead) return;
    // told first: the engine ends the session it holds, its calls rejecting as lost
    if (!quiet) this.hooks.onDeath(err);
    if (this.dead) return;
    this.dead = err;
    try {
      this.worker.terminate();
    } catch {
      // already gone
    }
    this._ready.reject(err);
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  /**
   * Asks for the worker's life lock (worker.js holds it from its start until it ends): the
   * request is granted only once the worker is gone, however it went — closed from inside,
   * terminated from outside, its context torn down — which fires no 'error' event. A busy
   * worker (a long wasm search) still holds it, so no search is taken for a death. Where the
   * page has no Web Locks (not a secure context), nothing is watched.
   */
  _watchLife(name) {
    const locks = globalThis.navigator?.locks;
    if (!locks || typeof name !== 'string' || this._life) return;
    this._life = locks
      .request(name, () => {
        if (!this.dead) this.kill(new Error(WORKER_VANISHED));
      })
      .catch(() => {});
  }

  _onMessage(msg) {
    if (this.dead || !msg || typeof msg !== 'object') return;
    switch (msg.type) {
      case 'ready':
        this.started = true;
        this._ready.resolve(msg.version);
        break;
      case 'reply': {
        const p = this.pending.get(msg.rid);
        if (!p) return;
        this.pending.delete(msg.rid);
        if (msg.ok) p.resolve(msg.result);
        else p.reject(wireToError(msg.error));
        break;
      }
      case 'progress': {
        try {
          this.pending.get(msg.rid)?.onProgress?.(msg.summary);
        } catch (err) {
          console.error(err);
        }
        break;
      }
      case 'alive':
        this._watchLife(msg.lock);
        break;
      case 'reset':
        // the worker lives on with a fresh wasm instance; the sessions it held are gone
        this.hooks.onReset(msg.lost ?? [], msg.message);
        break;
      case 'fatal':
        this.kill(new Error(msg.message));
        break;
    }
  }
}

export class Engine {
  /**
   * Starts the utility worker, waits for the wasm core to load, and starts a spare.
   * `createWorker` (tests) returns an object with postMessage, terminate and
   * addEventListener('message' | 'error', …).
   */
  static async create({ createWorker = defaultWorker } = {}) {
    const engine = new Engine(createWorker);
    await engine._start();
    return engine;
  }

  constructor(createWorker = defaultWorker) {
    this._createWorker = createWorker;
    this._utility = null;
    this._spare = null;
    this._nextSession = 1;
    /** session id → its Lane */
    this._sessions = new Map();
    /** session id → why it is gone (lost in a crash, cancelled) */
    this._gone = new Map();
    this._terminated = false;
    /** Who is told `(id, reason)` when a session is lost because its worker died. */
    this._lostWatchers = new Set();
    /** The wasm core's version, once loaded. */
    this.version = null;
  }

  /** Opens a session in a worker of its own: `{ id, summary }`. A bad config rejects with an
   * Error naming the field. */
  async open(config) {
    // the element keeps every setting across algorithm switches; the core takes only those
    // that apply to the algorithm (it refuses the others, src/search/catalog/)
    return this._open('create', applicable(config));
  }

  /** Opens one of the seeds' experiments in a worker of its own (docs/engine-api.md): `{ id,
   * progress }`. A bad config rejects with an Error naming the field; cancel(id) stops it. */
  async openExperiment(config) {
    return this._open('experimentCreate', config);
  }

  /** Runs experiment `id` to its end; `onProgress(progress)` about every 50 ms, between
   * units (a tree, or a root search of a Kalah game). → `{ report, progress }`, the report
   * in the shape of `mtdlab experiment KIND --json`. */
  async runExperiment(id, { onProgress } = {}) {
    return this._call('experimentRun', id, {}, onProgress);
  }

  /** A pool of `size` workers of this engine's kind (default: the machine's cores, capped)
   * to run one experiment on every core: `pool.run(config, { onOpen, onProgress })` →
   * `{ report, progress }`, the one worker's report; `pool.cancel()` stops every worker. */
  experimentPool(size = poolSize()) {
    // its workers are given the experiments' core compiled once, in the page
    const prepare = this._createWorker === defaultWorker ? () => compileWasm('experiments') : null;
    return new ExperimentPool({ createWorker: this._createWorker, size, prepare });
  }

  /** Opens a session (`create`) or an experiment (`experimentCreate`) in a worker of its own. */
  async _open(op, config) {
    await this._start();
    const lane = this._spare ?? this._lane();
    this._spare = null;
    this._warm();
    const id = this._nextSession++;
    lane.session = id;
    let result;
    try {
      await lane.ready;
      result = await lane.send(op, id, { config });
    } catch (err) {
      lane.session = null;
      // a refused config leaves the worker as it was: it becomes the spare
      if (!lane.dead && !this._spare && !this._terminated) this._spare = lane;
      else lane.kill(err, { quiet: true });
      throw err;
    }
    this._sessions.set(id, lane);
    return result;
  }

  /** One null-window test (or the one root search): `{ record | null, summary }`. */
  async nextTest(id) {
    return this._call('nextTest', id);
  }

  /** Runs to the end; `onProgress(summary)` about every 50 ms between tests. → summary */
  async runToEnd(id, { onProgress } = {}) {
    return this._call('runToEnd', id, {}, onProgress);
  }

  /** The ViewState after the first k events (its node and TT columns are typed arrays,
   * moved from the worker, not copied; www/state/tt.js reads the TT's rows). `reuse`, when
   * given, is an earlier view's `nodes` that nothing reads any more: its arrays move to the
   * worker (they are empty here afterwards) and come back refilled as the new view's columns
   * of the same length, so that a seek need not allocate, zero and collect megabytes. */
  async seek(id, k, reuse = undefined) {
    return this._call('seek', id, { k: toIndex(k, 'k'), reuse: reuse ?? undefined });
  }

  /** The explored tree so far. */
  async tree(id) {
    return this._call('tree', id);
  }

  /** Events from..to (to defaults to the end) as an Int32Array, 5 ints per event. */
  async events(id, from = 0, to = undefined) {
    return this._call('events', id, {
      from: toIndex(from, 'from'),
      to: to === undefined || to === null ? undefined : toIndex(to, 'to'),
    });
  }

  /** The TT's entries now. */
  async tt(id) {
    return this._call('tt', id);
  }

  /** The solution trees proving the root's lower and upper bound after the first k events:
   * `{ event, lower, upper }`, each `{ bound, nodes, edges, via }` (src/search/solution.rs). */
  async proofs(id, k) {
    return this._call('proofs', id, { k: toIndex(k, 'k') });
  }

  /** The critical tree of the whole game tree on the tree's node ids: `{ value, lower, upper,
   * nodes, edges, missing, visits }` (an Error naming the work budget for a large game). */
  async critical(id) {
    return this._call('critical', id);
  }

  /** The session's summary. */
  async summary(id) {
    return this._call('summary', id);
  }

  /** A whole search without recording (utility worker): `{ algorithm, value, counters,
   * tests, bestMove }`. */
  async solve(config) {
    return this._utilityCall('solve', { config: applicable(config) });
  }

  /** Move ordering of a tree text (utility worker): `[{ path, order }]`, `order` being
   * `best` or `worst`. */
  async treeOrder(text, order) {
    return this._utilityCall('treeOrder', { text, order });
  }

  /** A Kalah board by the core's rules (utility worker). */
  async kalahBoard(pits, seeds, position = null) {
    return this._utilityCall('kalahBoard', { pits, seeds, position });
  }

  /** The Kalah board after the player to move sows `pit` (utility worker); a move that
   * cannot be made rejects with an Error saying why. */
  async kalahPlay(pits, seeds, position, pit) {
    return this._utilityCall('kalahPlay', { pits, seeds, position, pit });
  }

  /**
   * Cancels what session `id` is doing: when its worker is busy (a search under way), the
   * worker is terminated, the pending calls reject with a CancelledError and the session is
   * gone; an idle session is left as it is. Never rejects.
   */
  cancel(id) {
    const lane = this._sessions.get(id);
    if (lane?.busy) this._end(id, lane, `session ${id} was cancelled`);
    return Promise.resolve();
  }

  /** Frees session `id` and its worker (pending calls reject with a CancelledError). Never
   * rejects. */
  close(id) {
    const lane = this._sessions.get(id);
    if (lane) this._end(id, lane, null);
    this._gone.delete(id);
    return Promise.resolve();
  }

  /** Tests only: makes the core panic in session `id`'s worker (or the utility worker):
   * the call rejects and only that worker's session is lost. */
  async panicForTests(id = null) {
    if (id === null) return this._utilityCall('panicForTests', {});
    return this._call('panicForTests', id);
  }

  /** Calls `fn(id, reason)` whenever session `id` is lost because its worker died (even
   * while no call of it waits, so that a page can show its run again at once). → a function
   * that stops the calls. */
  watchLost(fn) {
    this._lostWatchers.add(fn);
    return () => this._lostWatchers.delete(fn);
  }

  /** Tests only: session `id`'s worker dies as a crashed one does (terminated, then its
   * death reported as a worker's 'error' event reports it): a `terminate()` from outside
   * fires no event, so a test kills a worker through here. */
  crashForTests(id, reason = 'the worker was killed') {
    const lane = this._sessions.get(id);
    if (!lane) return false;
    lane.worker.terminate();
    lane.kill(new Error(reason));
    return true;
  }

  /** Stops every worker for good: pending and later calls reject (cancel and close
   * resolve). */
  terminate() {
    this._terminated = true;
    const err = new Error('the engine was terminated');
    const lanes = [this._utility, this._spare, ...this._sessions.values()];
    this._utility = null;
    this._spare = null;
    this._sessions.clear();
    this._gone.clear();
    for (const lane of lanes) lane?.kill(err, { quiet: true });
  }

  // ---- internals ---------------------------------------------------------------------------

  /** A new worker; its death forgets it (a session it held is lost). */
  _lane() {
    const lane = new Lane(this._createWorker, {
      onReset: (lost, message) => {
        if (lane.session !== null && lost.includes(lane.session)) this._lost(lane, message);
      },
      onDeath: (err) => this._lost(lane, err.message),
    });
    return lane;
  }

  _lost(lane, message) {
    if (this._utility === lane) this._utility = null;
    if (this._spare === lane) this._spare = null;
    const id = lane.session;
    if (id === null || this._sessions.get(id) !== lane) return;
    this._end(id, lane, `session ${id} was lost: the engine crashed (${message}) and restarted`);
    this._gone.set(id, { reason: message, why: this._gone.get(id) });
    for (const fn of this._lostWatchers) {
      try {
        fn(id, message);
      } catch (err) {
        console.error(err);
      }
    }
  }

  /** Ends session `id`: its worker terminated; pending calls reject (with `why` as an Error,
   * or a CancelledError when `why` is null or a cancel). */
  _end(id, lane, why) {
    this._sessions.delete(id);
    lane.session = null;
    const lost = why !== null && !why.endsWith('was cancelled');
    if (why !== null) this._gone.set(id, why);
    const reason = /crashed \((.*)\) and restarted$/s.exec(why ?? '')?.[1] ?? why;
    lane.kill(lost ? new SessionLostError(why, reason) : new CancelledError(), { quiet: true });
  }

  /** The utility worker, started if needed; resolves once its wasm has loaded. */
  async _start() {
    if (this._terminated) throw new Error('the engine was terminated');
    if (!this._utility) this._utility = this._lane();
    const lane = this._utility;
    this.version = await lane.ready;
    this._warm();
  }

  /** Starts a spare worker ahead, so that the next open() finds its wasm loaded. */
  _warm() {
    if (!this._spare && !this._terminated) this._spare = this._lane();
  }

  async _utilityCall(op, args) {
    if (!ENGINE_OPS.includes(op)) throw new TypeError(`not an engine operation: ${op}`);
    await this._start();
    return this._utility.send(op, null, args);
  }

  async _call(op, id, args = {}, onProgress = undefined) {
    if (!SESSION_OPS.includes(op) && op !== 'panicForTests')
      throw new TypeError(`not a session operation: ${op}`);
    if (this._terminated) throw new Error('the engine was terminated');
    const lane = this._sessions.get(id);
    if (!lane) {
      const gone = this._gone.get(id);
      if (gone?.reason) throw new SessionLostError(gone.why, gone.reason);
      throw new Error(gone ?? `no session ${id} (closed, or never opened)`);
    }
    return lane.send(op, id, args, onProgress);
  }
}

function toIndex(v, name) {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number`);
  return Math.min(Math.floor(n), 0xffffffff);
}
