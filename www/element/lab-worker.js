// The worker that holds the run <mtd-lab> shows, as the page's pool of workers sees it
// (www/engine/worker-pool.js: a cap on live workers per page). The run's worker is held in
// use while a call into it is under way (a seek is not cut off by another lab's load), given
// back when the pool needs it or the lab is far out of view (far-release.js), and the run is
// searched again in a new worker when it is next used: the same config gives the same
// events, so what the reader sees does not change. Separate from the loading (lab-loader.js):
// a run once shown lives on here, whatever loads come after it.
import { pagePool } from '../engine/worker-pool.js';

export class LabWorker {
  /** `run()`: the run shown (`{ id, config, released, … }` or null); `engine()`: resolves
   * with the page's engine. The pool counts this object as the lab's holder. */
  constructor({ run, engine }) {
    this._run = run;
    this._engine = engine;
    this._uses = 0; // calls under way in the run's worker
  }

  /** The search of `slot` has ended with the run now shown: its worker becomes the lab's
   * (`busy`: held in use, not released to let another search in). */
  handOver(slot, { busy }) {
    pagePool.handOver(slot, this, () => this.release(), { busy });
  }

  /** The run's session id; a released run is searched again first (the same config gives the
   * same events), so seeking back to its event is transparent. */
  async session(run) {
    if (run.released) {
      run.reopening ??= (async () => {
        const slot = {}; // its search counted within the page's cap of workers
        await pagePool.acquire(slot);
        try {
          const engine = await this._engine();
          const { id } = await engine.open(run.config);
          await engine.runToEnd(id);
          run.id = id;
          run.released = false;
          if (this._run() === run) this.handOver(slot, { busy: this._uses > 0 });
        } finally {
          pagePool.drop(slot);
          run.reopening = null;
        }
      })();
      await run.reopening;
    }
    if (this._run() === run) pagePool.use(this, () => this.release(), { busy: this._uses > 0 });
    return run.id;
  }

  /** Marks the lab's worker in use (the page's pool does not release it meanwhile): → the
   * function that ends this use. */
  hold() {
    this._uses++;
    pagePool.setBusy(this, true);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      if (--this._uses === 0) pagePool.setBusy(this, false);
    };
  }

  /** `fn(id)` on the session of `run` (searched again first if released), the worker held
   * in use until it settles. */
  async using(run, fn) {
    const id = await this.session(run);
    const done = this.hold();
    try {
      return await fn(id);
    } finally {
      done();
    }
  }

  /** The engine's view of `run` after `k` events (player.js: `reuse`, the node columns of a
   * view no longer shown, or null). */
  seek(run, k, reuse) {
    return this.using(run, async (id) => (await this._engine()).seek(id, k, reuse));
  }

  /** Gives the run's worker back (the page's cap, or the lab far out of view): the run's
   * events stay in the page, so what is shown does not change; the next seek opens it again. */
  release() {
    const run = this._run();
    pagePool.drop(this);
    if (!run || run.released) return;
    run.released = true;
    this._close(run);
  }

  /** `run` is let go for good (the lab was removed): its session, if it has one, closed. */
  free(run) {
    pagePool.drop(this);
    if (run.released) return;
    this._close(run);
  }

  _close(run) {
    this._engine()
      .then((e) => e.close(run.id))
      .catch(() => {});
  }
}
