// The Engine of docs/engine-api.md: the front end's only door to the search core. It starts
// the module worker (www/engine/worker.js, which loads the wasm package) and turns method
// calls into protocol requests; the rest of the page imports neither the worker nor the wasm.
//
// A panic in the core costs the sessions open at the time (their calls reject) and nothing
// else: the worker starts a fresh wasm instance, or, if it cannot, the Engine starts a fresh
// worker for the next call.
import { SESSION_OPS, request, wireToError } from './protocol.js';

/** The module worker, written so that Vite bundles it (a separate chunk, wasm included). */
function defaultWorker() {
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

export class Engine {
  /**
   * Starts the worker and waits for the wasm core to load.
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
    this._worker = null;
    this._ready = null;
    this._rid = 0;
    this._nextSession = 1;
    /** rid → { resolve, reject, session, onProgress } */
    this._pending = new Map();
    /** session id → the worker generation that holds it */
    this._sessions = new Map();
    this._generation = 0;
    this._lost = new Map();
    this._terminated = false;
    /** The wasm core's version, once loaded. */
    this.version = null;
  }

  /** Opens a session: `{ id, summary }`. A bad config rejects with an Error naming the field. */
  async open(config) {
    await this._start();
    const id = this._nextSession++;
    const generation = this._generation;
    const result = await this._send('create', id, { config });
    if (generation === this._generation) this._sessions.set(id, generation);
    return result;
  }

  /** One null-window test (or the one root search): `{ record | null, summary }`. */
  async nextTest(id) {
    return this._call('nextTest', id);
  }

  /** Runs to the end (or until cancel(id)); `onProgress(summary)` now and then. → summary */
  async runToEnd(id, { onProgress } = {}) {
    return this._call('runToEnd', id, {}, onProgress);
  }

  /** The ViewState after the first k events (its node and TT columns are typed arrays,
   * moved from the worker, not copied; www/state/tt.js reads the TT's rows). */
  async seek(id, k) {
    return this._call('seek', id, { k: toIndex(k, 'k') });
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

  /** The session's summary. */
  async summary(id) {
    return this._call('summary', id);
  }

  /** Stops a runToEnd of session `id` after the test in progress. Never rejects. */
  cancel(id) {
    return this._quiet('cancel', id);
  }

  /** Frees session `id`. Never rejects. */
  close(id) {
    const p = this._quiet('close', id);
    this._sessions.delete(id);
    this._lost.delete(id);
    return p;
  }

  /** Tests only: makes the core panic (the call rejects; open sessions are lost). */
  async panicForTests() {
    await this._start();
    return this._send('panicForTests', null);
  }

  /** Stops the worker for good: pending and later calls reject (cancel and close resolve). */
  terminate() {
    this._terminated = true;
    this._restart(new Error('the engine was terminated'), false);
  }

  // ---- internals ---------------------------------------------------------------------------

  _start() {
    if (this._terminated) return Promise.reject(new Error('the engine was terminated'));
    if (this._ready) return this._ready;
    const worker = this._createWorker();
    this._worker = worker;
    const generation = this._generation;
    this._ready = new Promise((resolve, reject) => {
      this._readyWaiter = { resolve, reject, generation };
    });
    // a failed start must not leave an unhandled rejection behind when nobody waits
    this._ready.catch(() => {});
    worker.addEventListener('message', (event) => {
      if (this._worker === worker) this._onMessage(event.data);
    });
    worker.addEventListener('error', (event) => {
      if (this._worker !== worker) return;
      event.preventDefault?.();
      const message = event.message || 'the engine worker failed';
      this._restart(new Error(message), true);
    });
    return this._ready;
  }

  _onMessage(msg) {
    if (!msg || typeof msg !== 'object') return;
    switch (msg.type) {
      case 'ready':
        this.version = msg.version;
        this._readyWaiter?.resolve();
        this._readyWaiter = null;
        break;
      case 'reply': {
        const p = this._pending.get(msg.rid);
        if (!p) return;
        this._pending.delete(msg.rid);
        if (msg.ok) p.resolve(msg.result);
        else p.reject(wireToError(msg.error));
        break;
      }
      case 'progress': {
        const p = this._pending.get(msg.rid);
        try {
          p?.onProgress?.(msg.summary);
        } catch (err) {
          console.error(err);
        }
        break;
      }
      case 'reset':
        // the worker lives on with a fresh wasm instance; these sessions are gone
        for (const id of msg.lost ?? []) this._forget(id, msg.message);
        break;
      case 'fatal':
        this._restart(new Error(msg.message), true);
        break;
    }
  }

  _forget(id, message) {
    if (!this._sessions.has(id)) return;
    this._sessions.delete(id);
    this._lost.set(id, `session ${id} was lost: the engine crashed (${message}) and restarted`);
  }

  /** Drops the worker; the next call starts a fresh one (when `again`). */
  _restart(err, again) {
    const worker = this._worker;
    this._worker = null;
    this._ready = null;
    this._generation++;
    try {
      worker?.terminate();
    } catch {
      // already gone
    }
    this._readyWaiter?.reject(err);
    this._readyWaiter = null;
    for (const p of this._pending.values()) p.reject(err);
    this._pending.clear();
    for (const id of [...this._sessions.keys()]) this._forget(id, err.message);
    if (!again) this._lost.clear();
  }

  _send(op, session, args = {}, onProgress = undefined) {
    const rid = ++this._rid;
    return new Promise((resolve, reject) => {
      this._pending.set(rid, { resolve, reject, session, onProgress });
      try {
        this._worker.postMessage(request(rid, op, session, args));
      } catch (err) {
        this._pending.delete(rid);
        reject(err);
      }
    });
  }

  async _call(op, id, args = {}, onProgress = undefined) {
    if (!SESSION_OPS.includes(op)) throw new TypeError(`not a session operation: ${op}`);
    if (this._lost.has(id)) throw new Error(this._lost.get(id));
    if (!this._sessions.has(id)) throw new Error(`no session ${id} (closed, or never opened)`);
    await this._start();
    if (this._terminated) throw new Error('the engine was terminated');
    if (this._sessions.get(id) !== this._generation) {
      this._forget(id, 'the worker restarted');
      throw new Error(this._lost.get(id) ?? `no session ${id} (closed, or never opened)`);
    }
    return this._send(op, id, args, onProgress);
  }

  async _quiet(op, id) {
    try {
      if (this._worker && this._sessions.get(id) === this._generation) {
        await this._send(op, id);
      }
    } catch {
      // cancel and close are best effort: a session that is gone is closed
    }
  }
}

function toIndex(v, name) {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number`);
  return Math.min(Math.floor(n), 0xffffffff);
}
