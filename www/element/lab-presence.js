// <mtd-lab> in and out of the page. Removed, a lab stops the search under way (its worker is
// terminated) and keeps its run for `detachedMs()`: a move (removed and added again at once)
// or a quick re-add changes nothing and searches nothing again; left out longer, its run is
// let go (its worker freed) and it searches again when it comes back. While in the page it
// listens for its worker's death (lost-watch.js: the run comes back at once) and gives its
// worker back when it is far out of view (far-release.js). Separate from the element's
// callbacks, which also paint and take the keys: this is only what being in the page means
// for the run and its worker.
import { LostWatch } from './lost-watch.js';
import { watchFar } from './far-release.js';

export class LabPresence {
  /** `host`: the element (watched for being far out of view); `loader`: its LabLoader;
   * `worker`: its LabWorker; `player`: its Player; `engine()`: resolves with the page's
   * engine; `detachedMs()`: how long a removed element keeps its run (ms). */
  constructor(host, { loader, worker, player, engine, detachedMs }) {
    this._host = host;
    this._loader = loader;
    this._worker = worker;
    this._player = player;
    this._engine = engine;
    this._detachedMs = detachedMs;
    /** True while the element is in the page (between its connected and disconnected
     * callbacks). */
    this.connected = false;
    this._interrupted = false; // removed while loading: added again, it loads again
    this._freeTimer = null;
    this._far = null;
    // a worker that dies with the run shown: the run comes back at once (while in the page)
    this._lostWatch = new LostWatch((id, why) => {
      if (id === loader.run?.id) loader.recover(why);
    });
  }

  /** The element was added to the page (or moved, or added back). */
  enter() {
    clearTimeout(this._freeTimer);
    this.connected = true;
    const loader = this._loader;
    // a run shown (moved, or re-added soon) is kept; a load under way carries on
    if ((!loader.run && !loader.busy) || this._interrupted) loader.schedule();
    this._interrupted = false;
    this._far ??= watchFar(this._host, () => this._worker.release());
    // added back with its run: listens for its worker's death again
    if (loader.run)
      this._engine()
        .then((e) => this.watchLost(e))
        .catch(() => {});
  }

  /** The element was removed from the page (perhaps only to be moved). */
  leave() {
    this.connected = false;
    // a move (removed and added again at once) changes nothing: look once the move is over
    queueMicrotask(() => {
      if (!this.connected) this._detach();
    });
  }

  /** Listens for the death of `engine`'s sessions while the element is in the page. */
  watchLost(engine) {
    return this.connected && this._lostWatch.attach(engine);
  }

  /** Removed: the search under way stops (its worker is terminated), and the run shown is
   * freed if the element is not added again within detachedMs(). */
  _detach() {
    this._lostWatch.detach(); // the page's engine keeps no hold on a removed lab
    // added again, it loads what its attributes say
    if (this._loader.interrupt()) this._interrupted = true;
    clearTimeout(this._freeTimer);
    this._freeTimer = setTimeout(() => this._free(), this._detachedMs());
  }

  _free() {
    if (this.connected || !this._loader.run) return;
    const run = this._loader.forget();
    this._player.clear();
    this._worker.free(run);
  }
}
