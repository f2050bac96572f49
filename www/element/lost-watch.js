// A lab's subscription to the engine's lost sessions (Engine.watchLost, www/engine/client.js):
// taken while the lab is in the page, so that a worker that dies with the run shown brings
// the run back at once; given up when the lab leaves the page, so that a removed lab is not
// kept alive by the page's engine (one subscription per lab ever added would leak: each
// holds its lab, with its run's events). Pure: the engine and the lab's reaction are given.

export class LostWatch {
  /** `onLost(id, why)`: a session of the engine was lost (the lab looks whether it is its). */
  constructor(onLost) {
    this._onLost = onLost;
    this._engine = null;
    this._stop = null;
  }

  /** True while subscribed. */
  get watching() {
    return this._stop !== null;
  }

  /** Subscribes to `engine` (once: again is a no-op; another engine replaces the first). */
  attach(engine) {
    if (this._stop && this._engine === engine) return;
    this.detach();
    this._engine = engine;
    this._stop = engine.watchLost((id, why) => this._onLost(id, why));
  }

  /** Gives the subscription up (the lab left the page). */
  detach() {
    this._stop?.();
    this._stop = null;
    this._engine = null;
  }
}
