// The page-wide cap on live session workers (issue 19, item 4). Each <mtd-lab> with a run
// holds one worker (www/engine/client.js); twenty labs on one page would hold twenty wasm
// heaps. The pool only counts and orders: the labs register their runs, say when they are
// used, and when more than WORKER_CAP are live the least recently used idle one is told to
// release its worker (it loads its run again, and seeks back, when it is used next).
// Pure: no DOM, no workers — the element supplies `release`.

/** The most session workers a page keeps alive at once (the one place it is defined). */
export const WORKER_CAP = 8;

export class WorkerPool {
  constructor(cap = WORKER_CAP) {
    if (!Number.isInteger(cap) || cap < 1)
      throw new RangeError(`cap must be a whole number ≥ 1, not ${cap}`);
    this.cap = cap;
    /** holder → { busy, release }, in least-recently-used-first order (Map keeps insertion order) */
    this._live = new Map();
  }

  /** How many workers are held now. */
  get size() {
    return this._live.size;
  }

  /** `holder` holds a worker now (or still does, and was just used): it becomes the most
   * recently used. `release()` is called when the pool needs its worker back. Returns the
   * holders released to keep within the cap. */
  use(holder, release, { busy = false } = {}) {
    this._live.delete(holder);
    this._live.set(holder, { busy, release });
    return this._trim(holder);
  }

  /** `holder` is searching (busy: never released) or done (idle). */
  setBusy(holder, busy) {
    const e = this._live.get(holder);
    if (e) e.busy = busy;
  }

  /** `holder` gave its worker up (closed, freed, removed). */
  drop(holder) {
    this._live.delete(holder);
  }

  /** Over the cap: releases the least recently used idle holders (never `keep`, never a busy
   * one — a search under way is not stopped by another lab's load). */
  _trim(keep) {
    const released = [];
    for (const [holder, e] of this._live) {
      if (this._live.size <= this.cap) break;
      if (holder === keep || e.busy) continue;
      this._live.delete(holder);
      released.push(holder);
      e.release();
    }
    return released;
  }
}

/** The page's one pool. */
export const pagePool = new WorkerPool();
