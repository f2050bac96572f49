// Which load of <mtd-lab> counts: every load gets a token, the newest is the only one
// whose run or error is shown, a newer load cancels the search of an older one (its worker
// is terminated), and `cancel()` or the element's removal makes the load under way reject
// with a CancelledError. The loading itself is lab-loader.js's (run-loader.js opens runs).
import { CancelledError } from '../engine/client.js';

export class LoadQueue {
  constructor() {
    this.token = 0; // the newest load's
    this._busy = null; // the token of the load under way
    this._session = null; // { engine, id }: the session that load searches in
    this._cancelled = null; // a load cancelled: its load() rejects
    this._promise = null; // the newest load's promise
    this._leave = null; // gives up the wait of the load under way for a worker
  }

  /** `{ engine, id }`: the session the load under way searches in (null: none yet). */
  get session() {
    return this._session;
  }

  /** True while the newest load searches. */
  get busy() {
    return this._busy !== null && this._busy === this.token;
  }

  /** Starts load `run(token)` (a promise), the newest; returns its promise. */
  start(run) {
    const p = run();
    this._promise = p;
    p.catch(() => {});
    return p;
  }

  /** Inside a load: leaves the older one and takes a token for this one. */
  begin() {
    this.abandon();
    this._busy = this.token;
    return this.token;
  }

  /** True once a newer load than `token`'s has begun. */
  stale(token) {
    return token !== this.token;
  }

  /** The load of `token` waits for a worker (the page's cap): `leave()` gives the wait up
   * when the load is left. */
  waiting(token, leave) {
    if (!this.stale(token)) this._leave = leave;
  }

  /** The load of `token` searches in session `id` of `engine` (to cancel it). */
  searching(token, engine, id) {
    if (!this.stale(token)) this._session = { engine, id };
  }

  /** The load of `token` is over (its search, at least). */
  finished(token) {
    if (this._session && !this.stale(token)) this._session = null;
    if (!this.stale(token)) this._leave = null;
    if (this._busy === token) this._busy = null;
  }

  /** Leaves the load under way: its search stops at once and it settles quietly (or,
   * `cancelled`, its load() rejects with a CancelledError). */
  abandon(cancelled = false) {
    if (cancelled && this.busy) this._cancelled = this.token;
    const session = this._session;
    const leave = this._leave;
    this._session = null;
    this._leave = null;
    this.token++;
    leave?.();
    session?.engine.cancel(session.id);
  }

  /** What a load left for a newer one settles with: `value`, or a CancelledError thrown
   * when it was cancelled. */
  superseded(token, value) {
    if (token === this._cancelled) throw new CancelledError();
    return value;
  }

  /** True when a load has been started. */
  get started() {
    return this._promise !== null;
  }

  /** Waits until no newer load is under way (failures of superseded loads are ignored). */
  async latest() {
    for (let p; p !== this._promise;) {
      p = this._promise;
      await p?.catch(() => {});
    }
  }
}
