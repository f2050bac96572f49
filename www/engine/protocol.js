// The message protocol between www/engine/client.js and www/engine/worker.js
// (docs/engine-api.md): message names and shapes, and helpers to build and check them.
// Pure: nothing here touches a worker, the page or the wasm package.
//
// client → worker   { type: 'wasm', core, experiments }   the page's compiled
//                      WebAssembly.Modules (www/engine/wasm-modules.js), null where it has none:
//                      the worker loads its wasm only once it has this (requests wait)
//                   { type: 'request', rid, op, session, args }
// worker → client   { type: 'reply', rid, ok: true, result }
//                   { type: 'reply', rid, ok: false, error: { name, message } }
//                   { type: 'progress', rid, session, summary }   during runToEnd (and
//                      during experimentRun, where `summary` is the experiment's progress)
//                   { type: 'ready', version }                    once the wasm is loaded
//                   { type: 'alive', lock }                       the Web Lock the worker holds
//                      while it lives (the client waits for it: granted, the worker is gone)
//                   { type: 'reset', lost: [session ids], message } after a panic: the worker
//                      started a fresh wasm instance; the sessions it held are gone
//                   { type: 'fatal', message }                    the worker cannot go on
//
// The client runs one worker per session (a long search blocks only its own session) and
// one utility worker for the session-less operations (solve, kalahBoard, kalahPlay, treeOrder). An
// experiment (experimentCreate, then experimentRun → the report) is held like a session, in a
// worker of its own; its cancel is the client terminating that worker.

/** The operations a request may ask for, with the argument names each takes. */
export const OPS = Object.freeze({
  create: ['config'],
  // session-less: a whole search without recording; Kalah boards by the core's rules
  solve: ['config'],
  kalahBoard: ['pits', 'seeds', 'position'],
  kalahPlay: ['pits', 'seeds', 'position', 'pit'],
  // seed 001's and seed 003's experiments (src/experiment/runner.rs), held like a session
  experimentCreate: ['config'],
  experimentRun: [],
  // an experiment shared out by a pool of workers (www/engine/experiment-pool.js): its units
  // and budget; shard `index` of `count`; the shard's answer (its units whole); the merged report
  experimentUnits: ['config'],
  experimentShard: ['config', 'index', 'count'],
  experimentPart: [],
  experimentMerge: ['parts'],
  // move ordering of a tree text: the nodes whose children move (src/games/tree.rs)
  treeOrder: ['text', 'order'],
  nextTest: [],
  runToEnd: [],
  // `reuse`: an earlier view's `nodes`, handed back to be refilled (moved, not copied)
  seek: ['k', 'reuse'],
  tree: [],
  events: ['from', 'to'],
  tt: [],
  // the solution trees proving the root's bounds after k events; the critical tree
  proofs: ['k'],
  critical: [],
  summary: [],
  close: [],
  // tests only: makes the core panic, to check that the engine recovers
  panicForTests: [],
});

/** Operations that concern no existing session. */
export const ENGINE_OPS = Object.freeze([
  'create',
  'experimentCreate',
  'experimentUnits',
  'experimentShard',
  'experimentMerge',
  'solve',
  'kalahBoard',
  'kalahPlay',
  'treeOrder',
  'panicForTests',
]);

/** Operations on an existing session. */
export const SESSION_OPS = Object.freeze(Object.keys(OPS).filter((op) => !ENGINE_OPS.includes(op)));

/** How long the worker searches between progress messages and looks at its mailbox (ms). */
export const SLICE_MS = 50;

/** A request message. */
export function request(rid, op, session = null, args = {}) {
  if (!Object.hasOwn(OPS, op)) throw new TypeError(`unknown engine operation '${op}'`);
  return { type: 'request', rid, op, session, args };
}

/** A successful reply. */
export function reply(rid, result) {
  return { type: 'reply', rid, ok: true, result };
}

/** A failed reply; `err` is an Error (or anything with a message). */
export function failure(rid, err) {
  return { type: 'reply', rid, ok: false, error: errorToWire(err) };
}

export function progress(rid, session, summary) {
  return { type: 'progress', rid, session, summary };
}

export function alive(lock) {
  return { type: 'alive', lock };
}

export function ready(version) {
  return { type: 'ready', version };
}

export function reset(lost, message) {
  return { type: 'reset', lost, message };
}

export function fatal(message) {
  return { type: 'fatal', message };
}

/** An Error as it crosses postMessage (name and message, nothing else). */
export function errorToWire(err) {
  if (err && typeof err === 'object') {
    return { name: String(err.name ?? 'Error'), message: String(err.message ?? err) };
  }
  return { name: 'Error', message: String(err) };
}

/** The Error a failed reply stands for. */
export function wireToError(wire) {
  const err = new Error(wire?.message ?? 'unknown engine error');
  if (wire?.name && wire.name !== 'Error') err.name = wire.name;
  return err;
}

/** True for a well-formed request (what the worker accepts). */
export function isRequest(msg) {
  return (
    msg !== null &&
    typeof msg === 'object' &&
    msg.type === 'request' &&
    Number.isInteger(msg.rid) &&
    Object.hasOwn(OPS, msg.op) &&
    (ENGINE_OPS.includes(msg.op) || msg.session !== null) &&
    typeof (msg.args ?? {}) === 'object'
  );
}

/**
 * The ArrayBuffers of the typed arrays in `value` (searched through plain objects and
 * arrays), for postMessage's transfer list: the worker hands them over without a copy.
 */
export function transferables(value, out = []) {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer && !out.includes(value.buffer)) out.push(value.buffer);
  } else if (Array.isArray(value)) {
    for (const v of value) if (v !== null && typeof v === 'object') transferables(v, out);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value))
      if (v !== null && typeof v === 'object') transferables(v, out);
  }
  return out;
}

/** True when `err` is a WebAssembly trap (a Rust panic: the instance is unusable). */
export function isTrap(err) {
  return (
    typeof WebAssembly !== 'undefined' &&
    typeof WebAssembly.RuntimeError === 'function' &&
    err instanceof WebAssembly.RuntimeError
  );
}
