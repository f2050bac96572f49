import { afterEach, describe, expect, it, vi } from 'vitest';
import { Engine, WORKER_VANISHED, isCancelled, isLost, isStartError } from './client.js';
import { alive, fatal, failure, isRequest, progress, ready, reply, reset } from './protocol.js';

/**
 * A stand-in for the module worker: answers protocol requests from a small in-memory
 * table of sessions, asynchronously like a real worker. `script` may override an
 * operation: `(msg, worker) => result`, throwing for a failed reply.
 */
class FakeWorker {
  constructor(script = {}, { autoReady = true } = {}) {
    this.script = script;
    this.listeners = { message: [], error: [] };
    this.sent = [];
    this.terminated = false;
    this.sessions = new Map();
    if (autoReady) this.later(ready('9.9.9'));
  }

  addEventListener(type, fn) {
    this.listeners[type].push(fn);
  }

  later(msg) {
    setTimeout(() => this.emit(msg), 0);
  }

  emit(msg) {
    if (this.terminated) return;
    for (const fn of this.listeners.message) fn({ data: msg });
  }

  fail(message) {
    for (const fn of this.listeners.error) fn({ message, preventDefault() {} });
  }

  terminate() {
    this.terminated = true;
  }

  postMessage(msg) {
    if (this.terminated) throw new Error('posted to a terminated worker');
    expect(isRequest(msg)).toBe(true);
    this.sent.push(msg);
    const op = this.script[msg.op] ?? ((m, w) => w.default(m));
    let out;
    try {
      out = reply(msg.rid, op(msg, this));
    } catch (err) {
      out = failure(msg.rid, err);
    }
    if (out.result !== HOLD) this.later(out);
  }

  default(msg) {
    const { op, session: id, args } = msg;
    if (op === 'create') {
      if (args.config?.algorithm === 'nope') throw new Error("algorithm: unknown algorithm 'nope'");
      this.sessions.set(id, { tests: 0 });
      return { id, summary: { done: false, tests: [] } };
    }
    const s = this.sessions.get(id);
    if (!s && !['close', 'solve', 'kalahBoard', 'kalahPlay'].includes(op))
      throw new Error(`no session ${id}`);
    switch (op) {
      case 'nextTest':
        s.tests++;
        return { record: { g: s.tests }, summary: { done: false } };
      case 'runToEnd':
        return { done: true, value: 3 };
      case 'solve':
        return { value: 3, bestMove: 0 };
      case 'kalahBoard':
        return { places: [2, 2, 0, 2, 2, 0], position: args.position ?? 'opening' };
      case 'seek':
        return { event: args.k, nodes: { alpha: new Int32Array(2) } };
      case 'events':
        return { from: args.from, to: args.to };
      case 'close':
        this.sessions.delete(id);
        return null;
      default:
        return null;
    }
  }
}

const HOLD = Symbol('no reply');

function engineWith(script, options) {
  const workers = [];
  const createWorker = () => {
    const w = new FakeWorker(script, options);
    workers.push(w);
    return w;
  };
  return { workers, create: () => Engine.create({ createWorker }) };
}

const CONFIG = { game: { kind: 'tree', text: '[[3,12,8],[2,4,6],[14,5,2]]' }, algorithm: 'mtdf' };

describe('Engine', () => {
  it('waits for the utility worker to load the wasm core, and starts a spare', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    expect(engine.version).toBe('9.9.9');
    expect(workers).toHaveLength(2);
  });

  it('fails to start when the worker reports a fatal error', async () => {
    const { workers, create } = engineWith({}, { autoReady: false });
    const starting = create();
    workers[0].later(fatal('the wasm core failed to load: 404'));
    await expect(starting).rejects.toThrow('the wasm core failed to load: 404');
    expect(workers[0].terminated).toBe(true);
  });

  // issue 17, item 8a: the element says why and what to do when its worker cannot start
  it('fails to start with an EngineStartError when the worker’s script does not load', async () => {
    const { workers, create } = engineWith({}, { autoReady: false });
    const starting = create();
    workers[0].fail('');
    const err = await starting.catch((e) => e);
    expect(isStartError(err)).toBe(true);
    expect(err.message).toBe('the engine could not start: the engine worker failed');
    expect(err.crossOrigin).toBe(false);
  });

  it('opens each session in a worker of its own (the spare), and warms a new spare', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    const a = await engine.open(CONFIG);
    const b = await engine.open(CONFIG);
    expect(a.id).not.toBe(b.id);
    expect(workers).toHaveLength(4); // utility, a, b, and the next spare
    expect(workers[1].sent.map((m) => [m.op, m.session])).toEqual([['create', a.id]]);
    expect(workers[2].sent.map((m) => [m.op, m.session])).toEqual([['create', b.id]]);
    expect(workers[3].sent).toEqual([]);
  });

  it('turns each method into one request with its arguments, in the session’s worker', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    expect(await engine.nextTest(id)).toEqual({ record: { g: 1 }, summary: { done: false } });
    const view = await engine.seek(id, 5.7);
    expect(view.event).toBe(5);
    expect(view.nodes.alpha).toBeInstanceOf(Int32Array);
    expect(await engine.events(id, 2)).toEqual({ from: 2, to: undefined });
    expect(await engine.events(id, 0, 9)).toEqual({ from: 0, to: 9 });
    await engine.tree(id);
    await engine.tt(id);
    await engine.summary(id);
    const sent = workers[1].sent.map((m) => [m.op, m.session, m.args]);
    expect(sent).toEqual([
      ['create', id, { config: CONFIG }],
      ['nextTest', id, {}],
      ['seek', id, { k: 5 }],
      ['events', id, { from: 2, to: undefined }],
      ['events', id, { from: 0, to: 9 }],
      ['tree', id, {}],
      ['tt', id, {}],
      ['summary', id, {}],
    ]);
    expect(new Set(workers[1].sent.map((m) => m.rid)).size).toBe(sent.length);
  });

  it('sends the session-less calls to the utility worker', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    expect(await engine.solve(CONFIG)).toEqual({ value: 3, bestMove: 0 });
    expect((await engine.kalahBoard(2, 2)).position).toBe('opening');
    await engine.kalahPlay(2, 2, '2,2,0,2,2,0;1', 0);
    expect(workers[0].sent.map((m) => [m.op, m.session, m.args])).toEqual([
      ['solve', null, { config: CONFIG }],
      ['kalahBoard', null, { pits: 2, seeds: 2, position: null }],
      ['kalahPlay', null, { pits: 2, seeds: 2, position: '2,2,0,2,2,0;1', pit: 0 }],
    ]);
  });

  it('a long search blocks only its own session', async () => {
    const { workers, create } = engineWith({ runToEnd: () => HOLD });
    const engine = await create();
    const slow = await engine.open(CONFIG);
    const other = await engine.open(CONFIG);
    const pending = engine.runToEnd(slow.id);
    pending.catch(() => {});
    await expect(engine.nextTest(other.id)).resolves.toMatchObject({ record: { g: 1 } });
    await expect(engine.solve(CONFIG)).resolves.toMatchObject({ value: 3 });
    expect(workers[1].sent.at(-1).op).toBe('runToEnd');
  });

  it('a refused config rejects with the Error the worker sent, and frees its worker', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    const err = await engine.open({ ...CONFIG, algorithm: 'nope' }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe("algorithm: unknown algorithm 'nope'");
    expect(workers[1].terminated).toBe(true); // a new spare is there already
    const { id } = await engine.open(CONFIG);
    expect(workers[2].sent.map((m) => [m.op, m.session])).toEqual([['create', id]]);
  });

  it('refuses bad indices and unknown sessions without asking the worker', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    await expect(engine.seek(id, -1)).rejects.toThrow(RangeError);
    await expect(engine.seek(id, Number.NaN)).rejects.toThrow(/k must be/);
    await expect(engine.nextTest(99)).rejects.toThrow(/no session 99/);
    expect(workers[1].sent.map((m) => m.op)).toEqual(['create']);
  });

  it('passes progress messages of runToEnd to onProgress', async () => {
    const { create } = engineWith({
      runToEnd: (msg, w) => {
        w.later(progress(msg.rid, msg.session, { tests: [1] }));
        w.later(progress(msg.rid, msg.session, { tests: [1, 2] }));
        w.later(reply(msg.rid, { done: true, tests: [1, 2, 3] }));
        return HOLD;
      },
    });
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    const seen = [];
    const summary = await engine.runToEnd(id, { onProgress: (s) => seen.push(s.tests.length) });
    expect(seen).toEqual([1, 2]);
    expect(summary.tests).toHaveLength(3);
  });

  it('cancel during a search terminates the worker: calls reject with CancelledError, the session is gone', async () => {
    const { workers, create } = engineWith({ runToEnd: () => HOLD });
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    const other = await engine.open(CONFIG);
    const pending = engine.runToEnd(id);
    await expect(engine.cancel(id)).resolves.toBeUndefined();
    const err = await pending.catch((e) => e);
    expect(err.name).toBe('CancelledError');
    expect(err.message).toBe('cancelled');
    expect(isCancelled(err)).toBe(true);
    expect(workers[1].terminated).toBe(true);
    await expect(engine.summary(id)).rejects.toThrow(`session ${id} was cancelled`);
    await expect(engine.nextTest(other.id)).resolves.toMatchObject({ record: { g: 1 } });
  });

  it('cancel of an idle session leaves it as it is; close frees its worker; neither rejects', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    await expect(engine.cancel(id)).resolves.toBeUndefined();
    await expect(engine.nextTest(id)).resolves.toMatchObject({ record: { g: 1 } });
    await expect(engine.close(id)).resolves.toBeUndefined();
    expect(workers[1].terminated).toBe(true);
    await expect(engine.close(id)).resolves.toBeUndefined();
    await expect(engine.cancel(12345)).resolves.toBeUndefined();
    await expect(engine.summary(id)).rejects.toThrow(/no session/);
  });

  it('a panic (reset) costs only the session of that worker', async () => {
    const { workers, create } = engineWith();
    const engine = await create();
    const a = await engine.open(CONFIG);
    const b = await engine.open(CONFIG);
    workers[1].emit(reset([a.id], 'panicked at src/x.rs:1:1: oops'));
    await expect(engine.nextTest(a.id)).rejects.toThrow(/session \d+ was lost.*oops/);
    await expect(engine.nextTest(b.id)).resolves.toMatchObject({ record: { g: 1 } });
    const c = await engine.open(CONFIG);
    await expect(engine.nextTest(c.id)).resolves.toMatchObject({ record: { g: 1 } });
  });

  it('after a fatal error in a session’s worker, its pending calls and the session reject', async () => {
    const { workers, create } = engineWith({ runToEnd: () => HOLD });
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    const pending = engine.runToEnd(id);
    workers[1].emit(fatal('could not restart'));
    await expect(pending).rejects.toThrow('could not restart');
    expect(workers[1].terminated).toBe(true);
    await expect(engine.nextTest(id)).rejects.toThrow(/was lost/);
    const again = await engine.open(CONFIG);
    await expect(engine.nextTest(again.id)).resolves.toMatchObject({ record: { g: 1 } });
    await expect(engine.close(id)).resolves.toBeUndefined();
  });

  it('a dead utility worker is started again for the next session-less call', async () => {
    const { workers, create } = engineWith({ solve: () => HOLD });
    const engine = await create();
    const pending = engine.solve(CONFIG);
    await new Promise((r) => setTimeout(r, 0));
    workers[0].fail('Uncaught RangeError: out of memory');
    await expect(pending).rejects.toThrow('out of memory');
    engine.kalahBoard(2, 2).catch(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(workers.at(-1).sent.map((m) => m.op)).toEqual(['kalahBoard']);
  });

  it('terminate stops every worker and rejects what is pending', async () => {
    const { workers, create } = engineWith({ nextTest: () => HOLD });
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    const pending = engine.nextTest(id);
    engine.terminate();
    await expect(pending).rejects.toThrow(/terminated/);
    expect(workers.every((w) => w.terminated)).toBe(true);
    await expect(engine.open(CONFIG)).rejects.toThrow(/terminated/);
    await expect(engine.close(id)).resolves.toBeUndefined();
  });
});

describe('Engine experiments', () => {
  it('opens an experiment in a worker of its own, reports its progress and its report', async () => {
    const { workers, create } = engineWith({
      experimentCreate: (m) => {
        if (m.args.config.kind === 'chess') throw new Error('kind: "chess" is not one of random');
        return { id: m.session, progress: { done: 0, total: 2 } };
      },
      experimentRun: (m, w) => {
        w.later(progress(m.rid, m.session, { done: 1, total: 2 }));
        return { report: { rows: [] }, progress: { done: 2, total: 2 } };
      },
    });
    const engine = await create();
    await expect(engine.openExperiment({ kind: 'chess' })).rejects.toThrow('kind: "chess"');
    const { id, progress: first } = await engine.openExperiment({ kind: 'random' });
    expect(first).toEqual({ done: 0, total: 2 });
    const seen = [];
    const out = await engine.runExperiment(id, { onProgress: (p) => seen.push(p.done) });
    expect(out.progress.done).toBe(2);
    expect(out.report).toEqual({ rows: [] });
    // the progress came before the reply (posted first by the worker)
    expect(seen.length).toBeLessThanOrEqual(1);
    const lane = workers.find((w) => w.sent.some((m) => m.op === 'experimentRun'));
    expect(lane.sent.map((m) => m.op)).toEqual(['experimentCreate', 'experimentRun']);
  });

  it('cancels a running experiment by terminating its worker; the engine goes on', async () => {
    const { workers, create } = engineWith({
      experimentCreate: (m) => ({ id: m.session, progress: { done: 0, total: 9 } }),
      experimentRun: () => HOLD,
    });
    const engine = await create();
    const { id } = await engine.openExperiment({ kind: 'random' });
    const running = engine.runExperiment(id);
    const lane = workers.find((w) => w.sent.some((m) => m.op === 'experimentRun'));
    await engine.cancel(id);
    const err = await running.catch((e) => e);
    expect(isCancelled(err)).toBe(true);
    expect(lane.terminated).toBe(true);
    await expect(engine.runExperiment(id)).rejects.toThrow(`session ${id} was cancelled`);
    expect(await engine.solve(CONFIG)).toEqual({ value: 3, bestMove: 0 });
    const again = await engine.openExperiment({ kind: 'random' });
    expect(again.id).not.toBe(id);
  });
});

/** A LockManager of a test's own: a request waits until the test says the lock's holder
 * (the worker) is gone — what a browser does when the context holding a lock ends. */
function fakeLocks() {
  const waiting = new Map(); // name → [callback]
  return {
    waiting,
    request(name, cb) {
      return new Promise((resolve) => {
        waiting.set(name, [...(waiting.get(name) ?? []), () => resolve(cb())]);
      });
    },
    /** The holder of `name` is gone: the requests waiting for it are granted. */
    holderGone(name) {
      for (const grant of waiting.get(name) ?? []) grant();
      waiting.delete(name);
    },
  };
}

describe('Engine: a worker that ends without a word (issue 19)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is seen by its life lock: its session is lost, its calls reject, the watchers are told', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const { workers, create } = engineWith({ runToEnd: () => HOLD });
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    workers[1].emit(alive('life-1'));
    expect([...locks.waiting.keys()]).toEqual(['life-1']);
    const told = [];
    engine.watchLost((lost, why) => told.push([lost, why]));
    const pending = engine.runToEnd(id);
    // closed from inside or killed: no 'error' event, no message; only its lock is freed
    workers[1].terminated = true;
    locks.holderGone('life-1');
    const err = await pending.catch((e) => e);
    expect(isLost(err)).toBe(true);
    expect(err.reason).toBe(WORKER_VANISHED);
    expect(told).toEqual([[id, WORKER_VANISHED]]);
    await expect(engine.nextTest(id)).rejects.toThrow(/was lost/);
    // the next session opens in another worker
    const again = await engine.open(CONFIG);
    await expect(engine.nextTest(again.id)).resolves.toMatchObject({ record: { g: 1 } });
  });

  it('ended by the page (close, cancel): its lock freed is no loss', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const { workers, create } = engineWith();
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    workers[1].emit(alive('life-2'));
    const told = [];
    engine.watchLost((lost) => told.push(lost));
    await engine.close(id);
    locks.holderGone('life-2');
    await new Promise((r) => setTimeout(r, 0));
    expect(told).toEqual([]);
    await expect(engine.nextTest(id)).rejects.toThrow(/no session/);
  });

  it('without Web Locks (not a secure context) nothing is watched and nothing breaks', async () => {
    vi.stubGlobal('navigator', {});
    const { workers, create } = engineWith();
    const engine = await create();
    const { id } = await engine.open(CONFIG);
    workers[1].emit(alive('life-3'));
    await expect(engine.nextTest(id)).resolves.toMatchObject({ record: { g: 1 } });
  });
});
