// The engine's module worker (docs/engine-api.md): loads the wasm core and holds sessions by
// id (the client gives each session a worker of its own, and keeps one worker for the
// session-less calls), answering www/engine/protocol.js requests so that the page never
// blocks. runToEnd searches in slices of about SLICE_MS and posts progress between tests; a
// cancel is the client terminating this worker. After a panic (a wasm trap) it starts a
// fresh wasm instance, drops the sessions it held and tells the client. The Experiments tab's
// core is a second, separate .wasm (www/pkg/mtdlab_experiments.js, scripts/build-wasm.sh),
// loaded here only when the first experiment is opened, so the page never fetches it. The
// page compiles each .wasm once and sends the Modules as its first message, which the worker
// waits for (a Module the page could not compile comes as null: then it compiles its own).
import init, * as core from '../pkg/mtdlab.js';
import {
  SLICE_MS,
  alive,
  failure,
  fatal,
  isRequest,
  isTrap,
  progress,
  ready,
  reply,
  reset,
  transferables,
} from './protocol.js';

/** id → { session } or { experiment } */
const sessions = new Map();

/** The Experiments tab's core: its loading (a promise), and the module once instantiated. */
let experimentsLoading = null;
let experimentsModule = null;

/** The page's compiled modules (its first message, www/engine/wasm-modules.js): `core`,
 * `experiments`, each a WebAssembly.Module or null (then this worker fetches and compiles
 * that file itself). */
let given = { core: null, experiments: null };

/** wasm-bindgen's init argument: the page's Module, else nothing (the glue fetches its own). */
const initWith = (module) => (module ? { module_or_path: module } : undefined);

/** Loads and instantiates the experiments' core, once (a failed load is tried again). */
function experimentsCore() {
  experimentsLoading ??= import('../pkg/mtdlab_experiments.js')
    .then(async (module) => {
      await module.default(initWith(given.experiments));
      experimentsModule = module;
      return module;
    })
    .catch((err) => {
      experimentsLoading = null;
      throw new Error(`the experiments' wasm core failed to load: ${err?.message ?? err}`);
    });
  return experimentsLoading;
}

function post(msg) {
  self.postMessage(msg, transferables(msg));
}

/** A macrotask boundary without setTimeout's 4 ms clamp: lets queued messages in. */
function yieldToMailbox() {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(null);
  });
}

function entry(id) {
  const e = sessions.get(id);
  if (!e) throw new Error(`no session ${id} (closed, or lost when the engine restarted)`);
  return e;
}

async function runToEnd(rid, id) {
  const e = entry(id);
  let last = performance.now();
  for (;;) {
    const start = performance.now();
    let done = e.session.done;
    while (!done && performance.now() - start < SLICE_MS) {
      done = e.session.runSome(1);
    }
    if (done) break;
    const now = performance.now();
    if (now - last >= SLICE_MS) {
      post(progress(rid, id, e.session.summary()));
      last = now;
    }
    await yieldToMailbox();
    if (sessions.get(id) !== e) throw new Error(`session ${id} was closed during runToEnd`);
  }
  return e.session.summary();
}

/** Holds the experiment `make(Experiment)` builds as session `id` (checked free before and
 * after the experiments' core loads) → `{ id, progress }`. */
async function openExperiment(id, make) {
  if (sessions.has(id)) throw new Error(`session ${id} exists already`);
  const { Experiment } = await experimentsCore();
  if (sessions.has(id)) throw new Error(`session ${id} exists already`);
  const experiment = make(Experiment);
  sessions.set(id, { experiment });
  return { id, progress: experiment.progress() };
}

/** Runs the experiment's units to the end, posting its progress about every SLICE_MS and
 * looking at the mailbox between units; → `{ report, progress }` (the report: the CLI's JSON). */
async function experimentRun(rid, id) {
  const e = sessions.get(id);
  if (!e?.experiment) throw new Error(`no experiment ${id}`);
  let last = performance.now();
  while (!e.experiment.done) {
    const p = e.experiment.step();
    const now = performance.now();
    if (now - last >= SLICE_MS) {
      post(progress(rid, id, p));
      last = now;
      await yieldToMailbox();
      if (sessions.get(id) !== e) throw new Error(`experiment ${id} was closed while it ran`);
    }
  }
  return { report: e.experiment.report(), progress: e.experiment.progress() };
}

async function handle(msg) {
  const { op, session: id, args = {} } = msg;
  switch (op) {
    case 'create': {
      if (sessions.has(id)) throw new Error(`session ${id} exists already`);
      const session = new core.Session(args.config);
      sessions.set(id, { session });
      return { id, summary: session.summary() };
    }
    case 'experimentCreate':
      return openExperiment(id, (Experiment) => new Experiment(args.config));
    case 'experimentRun':
      return experimentRun(msg.rid, id);
    // a pool of workers shares an experiment out (www/engine/experiment-pool.js): how it is
    // cut, one shard of it held like an experiment, the shard's answer, the merged report
    case 'experimentUnits': {
      const { Experiment } = await experimentsCore();
      const whole = new Experiment(args.config);
      try {
        return { ...Experiment.units(args.config), progress: whole.progress() };
      } finally {
        whole.free();
      }
    }
    case 'experimentShard':
      return openExperiment(id, (Experiment) =>
        Experiment.shard(args.config, args.index, args.count),
      );
    case 'experimentPart': {
      const e = sessions.get(id);
      if (!e?.experiment) throw new Error(`no experiment ${id}`);
      return e.experiment.part();
    }
    case 'experimentMerge': {
      const { Experiment } = await experimentsCore();
      const merged = Experiment.merge(args.parts);
      try {
        return { report: merged.report(), progress: merged.progress() };
      } finally {
        merged.free();
      }
    }
    case 'nextTest': {
      const { session } = entry(id);
      const record = session.nextTest();
      return { record, summary: session.summary() };
    }
    case 'runToEnd':
      return runToEnd(msg.rid, id);
    case 'seek':
      // typed arrays only where a view is large (nodes, TT columns): `post` moves them
      // `reuse`: the page's last view's node columns, refilled where their length fits
      return entry(id).session.seek(args.k, args.reuse ?? undefined);
    case 'tree':
      return entry(id).session.tree();
    case 'events': {
      const { session } = entry(id);
      const to = args.to ?? session.eventCount;
      return session.events(Math.max(0, args.from ?? 0), Math.max(0, to));
    }
    case 'tt':
      return entry(id).session.tt();
    case 'proofs':
      return entry(id).session.proofs(args.k);
    case 'critical':
      return entry(id).session.critical();
    case 'summary':
      return entry(id).session.summary();
    case 'close': {
      const e = sessions.get(id);
      if (e) {
        sessions.delete(id);
        (e.session ?? e.experiment).free();
      }
      return null;
    }
    case 'solve':
      return core.solve(args.config);
    case 'kalahBoard':
      return core.kalahBoard(args.pits, args.seeds, args.position ?? undefined);
    case 'treeOrder':
      return core.treeOrder(args.text, args.order);
    case 'kalahPlay':
      return core.kalahPlay(args.pits, args.seeds, args.position, args.pit);
    case 'panicForTests':
      core.panicForTests();
      return null;
    default:
      throw new Error(`unknown engine operation '${op}'`);
  }
}

/** After a trap: a fresh wasm instance; the sessions of the old one are dropped unfreed. */
function recover(err) {
  const message = globalThis.__mtdlabPanic ?? String(err?.message ?? err);
  globalThis.__mtdlabPanic = undefined;
  const lost = [...sessions.keys()];
  sessions.clear();
  try {
    core.__wbg_reset_state();
    experimentsModule?.__wbg_reset_state();
  } catch (resetErr) {
    post(fatal(`the wasm core panicked (${message}) and could not restart: ${resetErr}`));
    self.close();
    return message;
  }
  post(reset(lost, message));
  return message;
}

async function onMessage(event) {
  const msg = event.data;
  if (!isRequest(msg)) return;
  try {
    const result = await handle(msg);
    post(reply(msg.rid, result));
  } catch (err) {
    if (isTrap(err)) {
      const message = recover(err);
      post(failure(msg.rid, new Error(`internal error in the wasm core: ${message}`)));
    } else {
      post(failure(msg.rid, err));
    }
  }
}

// Its life lock (issue 19): a Web Lock of a name of its own, taken at once and never given
// back. A lock is released when the context holding it ends, however it ends — terminate(),
// close(), a crash — and not while its thread is busy, so the client, which asks for the
// same lock once told its name, is granted it exactly when this worker is gone (a long wasm
// search blocks the thread, but it holds the lock all the while: no false alarm).
if (self.navigator?.locks) {
  const id = self.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace('.', '');
  const name = `mtdlab-worker-${id}`;
  self.navigator.locks
    .request(name, () => {
      post(alive(name));
      return new Promise(() => {}); // held for the worker's whole life
    })
    .catch(() => {});
}

// the ids of the sessions it holds, for devtools (and the tests, which find a lab's worker
// among page.workers() by it)
self.mtdlabSessions = () => [...sessions.keys()];

// The client's first message is the page's compiled modules (client.js's defaultWorker
// sends it as soon as the page's compile settles); the wasm loads then, and requests that
// arrive before, or while it loads, wait for it.
let modulesGiven;
const loading = new Promise((resolve) => {
  modulesGiven = resolve;
})
  .then(() => init(initWith(given.core)))
  .then(() => post(ready(core.version())))
  .catch((err) => {
    post(fatal(`the wasm core failed to load: ${err?.message ?? err}`));
    throw err;
  });

self.onmessage = (event) => {
  const msg = event.data;
  if (msg?.type === 'wasm') {
    given = { core: msg.core ?? null, experiments: msg.experiments ?? null };
    modulesGiven();
    return;
  }
  loading.then(() => onMessage(event)).catch(() => {});
};
