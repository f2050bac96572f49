// The page-wide cap on live session workers (issue 19, item 4). Each <mtd-lab> with a run
// holds one worker (www/engine/client.js); twenty labs on one page would hold twenty wasm
// heaps. The pool only counts and orders: the labs register their runs, say when they are
// used, and when more than WORKER_CAP are live the least recently used idle one is told to
// release its worker (it loads its run again, and seeks back, when it is used next). A
// search about to start asks for a worker first (acquire) and waits while the cap is reached
// by searches under way, so labs still loading never take the page over the cap.
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
    /** searches waiting for a worker, first come first served: `{ holder, resolve }` */
    this._waiting = [];
  }

  /** How many searches wait for a worker. */
  get waiting() {
    return this._waiting.length;
  }

  /**
   * A worker for a search about to start (a lab's load, or a released run searched again):
   * resolves with true once `holder` is counted, busy, within the cap — at once when there is
   * room or an idle holder to release (the least recently used), else when a search ends.
   * Resolves with false when `holder` is dropped first (the load given up). Loads thus never
   * take the page over the cap: twenty labs loading at once search eight at a time.
   */
  acquire(holder) {
    return new Promise((resolve) => {
      this._waiting.push({ holder, resolve });
      this._admit();
    });
  }

  /** The search of `from` has ended with a run that `to` now shows: one worker, handed over
   * (no other search is let in between). */
  handOver(from, to, release, { busy = false } = {}) {
    this._live.delete(from);
    return this.use(to, release, { busy });
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
    const released = this._trim(holder);
    this._admit();
    return released;
  }

  /** `holder` is searching (busy: never released) or done (idle). */
  setBusy(holder, busy) {
    const e = this._live.get(holder);
    if (e) e.busy = busy;
    if (!busy) this._admit();
  }

  /** `holder` gave its worker up (closed, freed, removed). */
  drop(holder) {
    this._live.delete(holder);
    const i = this._waiting.findIndex((w) => w.holder === holder);
    if (i >= 0) this._waiting.splice(i, 1)[0].resolve(false);
    this._admit();
  }

  /** Lets waiting searches in while there is room, or an idle holder to release for one. */
  _admit() {
    // a release() calls back into drop(): the loop below goes on with what it leaves
    if (this._admitting) return;
    this._admitting = true;
    try {
      while (this._waiting.length) {
        if (this._live.size >= this.cap) {
          if (!this._releaseIdle()) return;
          continue; // looked at again: the release may have let another search in
        }
        const { holder, resolve } = this._waiting.shift();
        this._live.set(holder, { busy: true, release: () => {} });
        resolve(true);
      }
    } finally {
      this._admitting = false;
    }
  }

  /** Releases the least recently used idle holder: false when every holder is busy. */
  _releaseIdle() {
    for (const [holder, e] of this._live) {
      if (e.busy) continue;
      this._live.delete(holder);
      e.release();
      return true;
    }
    return false;
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
