// The Experiments tab on every core (issue 23, item 4): one experiment shared out among a
// pool of engine workers (www/engine/worker.js). The core cuts an experiment into shards
// (src/experiment/shard.rs: shard j of C holds unit i — tree i at every depth, or game i —
// when i mod C = j, as the CLI's `--shard` does); each worker takes the next shard as it
// finishes one, so that a long shard does not hold the others up; and the core merges the
// shards' answers (their units whole, not their means) with the code of the unsharded run,
// so that the report is the one worker's, number for number, in its order (times aside).
//
// The work budget is the whole run's: the pool adds up every worker's node visits and stops
// them all once the sum passes the budget, as one worker stops. Cancel terminates every
// worker. The pool starts its workers for one run and ends them with it: an experiment's
// TT and trees do not outlive it. This is not www/engine/worker-pool.js, the page-wide cap
// on the labs' session workers, which this pool neither counts nor is counted by.
import { CancelledError, Lane } from './client.js';

/** The most workers an experiment runs on, whatever the machine says: each holds a wasm
 * heap (the experiment's TT and tree, a few MB to tens of MB). */
export const POOL_CAP = 8;

/** Shards per worker, at most: enough that the workers finish together (a Kalah table's
 * games differ a hundredfold in cost), few enough that a million trees do not make a
 * million messages. */
const SHARDS_PER_WORKER = 64;

/** The pool's size on a machine with `cores` logical cores (navigator.hardwareConcurrency,
 * which may be missing): 1 to POOL_CAP. */
export function poolSize(cores = globalThis.navigator?.hardwareConcurrency) {
  const n = Math.floor(Number(cores));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, POOL_CAP) : 1;
}

/** How many shards `units` units are cut into for `workers` workers. */
export function shardCount(units, workers) {
  return Math.max(1, Math.min(units, workers * SHARDS_PER_WORKER));
}

/** The error of a run whose workers together passed its budget (the core's words, the
 * whole run's sum). */
export function overBudget(work, maxWork) {
  return new Error(
    `work budget: the experiment visited ${work} nodes, more than its budget of ${maxWork}; ` +
      'raise it, or run fewer trees, depths, algorithms or programs',
  );
}

export class ExperimentPool {
  /** `createWorker()` makes one engine worker (client.js's, or a test's fake); `size`
   * workers at most (fewer when the experiment has fewer shards); `prepare()`, when given,
   * is awaited before the first worker starts (the page compiling the experiments' core). */
  constructor({ createWorker, size = poolSize(), prepare = null }) {
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`size must be a whole number ≥ 1, not ${size}`);
    this.size = size;
    this._createWorker = createWorker;
    this._prepare = prepare; // resolves before the workers start (the page's compile)
    this._lanes = [];
    this._failed = null; // why the run stopped (a Cancel, the budget, a worker's death)
    this._stop = null; // rejects the run
  }

  /**
   * Runs the experiment of `config` (what Engine.openExperiment takes) to its end on the
   * pool's workers. `onOpen(progress)` once it is checked and cut (a bad config rejects
   * with the core's Error naming the field, as openExperiment does); `onProgress(progress)`
   * as the workers go: the one worker's fields (done, total, work; the unit done last) and
   * `workers`, each worker's `{ shard, done, total }` (null when idle). → `{ report,
   * progress }` as Engine.runExperiment resolves. Rejects with a CancelledError on cancel().
   */
  async run(config, { onOpen, onProgress } = {}) {
    if (this._lanes.length) throw new Error('this pool runs one experiment at a time');
    this._failed = null;
    const stopped = new Promise((_, reject) => {
      this._stop = reject;
    });
    stopped.catch(() => {});
    const guard = (p) => Promise.race([p, stopped]);
    try {
      await guard(Promise.resolve(this._prepare?.()));
      const first = this._lane();
      await guard(first.ready);
      const cut = await guard(first.send('experimentUnits', null, { config }));
      const count = shardCount(cut.units, this.size);
      const workers = Math.min(this.size, count);
      // one worker runs the experiment whole, unsharded, as the engine always did
      if (workers === 1) return await guard(this._whole(first, config, { onOpen, onProgress }));
      for (let w = 1; w < workers; w++) this._lane();
      const state = {
        config,
        count,
        next: 0,
        parts: new Array(count),
        doneWork: 0, // node visits of the shards finished
        doneUnits: 0,
        live: new Array(workers).fill(null), // each worker's shard under way
        last: { ...cut.progress },
        total: cut.progress.total,
        maxWork: cut.maxWork,
      };
      const tell = () => onProgress?.(this._progress(state));
      onOpen?.(this._progress(state));
      await guard(Promise.all(this._lanes.map((lane, w) => this._work(lane, w, state, tell))));
      // the shards' answers in shard order; the core puts their units in the run's order
      const merged = await guard(first.send('experimentMerge', null, { parts: state.parts }));
      // the merged run's counts, with the unit done last as the workers saw it
      const { done, total, work, finished } = merged.progress;
      const progress = { ...state.last, done, total, work, finished, workers: state.live };
      return { report: merged.report, progress };
    } catch (err) {
      throw this._failed ?? err;
    } finally {
      this._end();
    }
  }

  /** Stops the run: every worker terminated, the run rejecting with a CancelledError. */
  cancel() {
    this._fail(new CancelledError());
  }

  /** How many workers run now. */
  get workers() {
    return this._lanes.length;
  }

  // ---- internals ---------------------------------------------------------------------------

  _lane() {
    const lane = new Lane(this._createWorker, {
      // a panic in a shard: its worker lives on, but the run is short of that shard
      onReset: (_lost, message) =>
        this._fail(new Error(`internal error in the wasm core: ${message}`)),
      onDeath: (err) => this._fail(err),
    });
    this._lanes.push(lane);
    return lane;
  }

  /** The experiment run whole on `lane` (Engine.openExperiment's and runExperiment's way). */
  async _whole(lane, config, { onOpen, onProgress }) {
    const shown = (p) => ({
      ...p,
      workers: [p.finished ? null : { shard: 0, done: p.done, total: p.total }],
    });
    const opened = await lane.send('experimentCreate', 1, { config });
    onOpen?.(shown(opened.progress));
    const { report, progress } = await lane.send('experimentRun', 1, {}, (p) =>
      onProgress?.(shown(p)),
    );
    return { report, progress: { ...progress, workers: [null] } };
  }

  /** Worker `w` takes shards until none is left. */
  async _work(lane, w, state, tell) {
    while (state.next < state.count && !this._failed) {
      // the last shard first: a Kalah table's later games are its deeper ones, the longest,
      // and a long shard started last would keep the others waiting at the end
      const index = state.count - 1 - state.next++;
      const id = index + 1;
      const opened = await lane.send('experimentShard', id, {
        config: state.config,
        index,
        count: state.count,
      });
      state.live[w] = { shard: index, ...opened.progress };
      const { progress } = await lane.send('experimentRun', id, {}, (p) => {
        state.live[w] = { shard: index, ...p };
        state.last = p;
        this._count(state);
        tell();
      });
      state.parts[index] = await lane.send('experimentPart', id);
      await lane.send('close', id);
      state.doneWork += progress.work;
      state.doneUnits += progress.done;
      state.live[w] = null;
      if (progress.done > 0) state.last = progress;
      this._count(state);
      tell();
    }
  }

  /** The budget of the whole run: every worker's visits together. */
  _count(state) {
    const work = this._visits(state);
    if (work > state.maxWork) this._fail(overBudget(work, state.maxWork));
  }

  /** Node visits so far: the shards finished and those under way. */
  _visits(state) {
    return state.live.reduce((sum, l) => sum + (l?.work ?? 0), state.doneWork);
  }

  _progress(state) {
    const done = state.live.reduce((sum, l) => sum + (l?.done ?? 0), state.doneUnits);
    return {
      ...state.last,
      done,
      total: state.total,
      work: this._visits(state),
      finished: done === state.total,
      workers: state.live.map((l) => (l ? { shard: l.shard, done: l.done, total: l.total } : null)),
    };
  }

  _fail(err) {
    if (this._failed) return;
    this._failed = err;
    this._stop?.(err);
    this._end();
  }

  /** Terminates every worker of the run. */
  _end() {
    const lanes = this._lanes;
    this._lanes = [];
    const err = this._failed ?? new CancelledError();
    for (const lane of lanes) lane.kill(err, { quiet: true });
  }
}
