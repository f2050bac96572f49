// Loading a run into <mtd-lab>: which run is shown (the last good one), which config was
// asked for last, and how a load goes, from the attributes or load() to the run shown or the
// failure said. A load waits for a worker within the page's cap (www/engine/worker-pool.js),
// searches on the page's engine (run-loader.js), and counts only while it is the newest
// (load-queue.js); a failed one leaves the last good run shown and the attributes restored to
// it, and a run whose worker died is loaded again in a new worker, shown at the same event.
// Separate from the element, which only says how a new run is shown (the `show` and `shown`
// callbacks) and owns the worker that holds it once shown (lab-worker.js).
import { configAttributes, configFromAttributes, errorDetail, mergeConfig } from './config.js';
import { engineMessages, explainEngineError } from '../i18n/engine-messages.js';
import { messages } from '../i18n/index.js';
import { openRun } from './run-loader.js';
import { LoadQueue } from './load-queue.js';
import { showStartNotice } from './start-notice.js';
import { isLost, isStartError } from '../engine/client.js';
import { pagePool } from '../engine/worker-pool.js';

export class LabLoader {
  /**
   * `host`: the element (its attributes are read and written back); `worker`: its
   * LabWorker; `player`: its Player; `engine()`: resolves with the page's engine; `box`: the
   * element's `.lab` (a notice when the engine cannot start). Callbacks: `lang()`;
   * `connected()`: whether the element is in the page; `state()`: the public state shown;
   * `status(state, text)`: the status line; `fire(type, detail)`: a DOM event;
   * `onEngine(engine)`: the engine a load searches on; `settings(config)`: the settings row
   * shows `config`; `show(run, event)`: a new run drawn, playback at `event` (null: where
   * the element starts a run); `shown(config, token)`: the run is shown at its event.
   */
  constructor(host, { worker, player, engine, box, ...on }) {
    this._host = host;
    this._worker = worker;
    this._player = player;
    this._engine = engine;
    this._box = box;
    this._on = on;
    this._loads = new LoadQueue();
    /** The run shown: `{ id, summary, tree, events, first, total, config, serial }`. */
    this.run = null;
    /** The config asked for last (the run shown's, or one still loading). */
    this.config = null;
    this._lastError = null;
    this._scheduled = false;
    /** True while the attributes are written from a config (they load nothing then). */
    this.reflecting = false;
    this._started = new Promise((resolve) => {
      this._startedResolve = resolve;
    });
  }

  /** Resolves once the element has been connected or given a load(). */
  get started() {
    return this._started;
  }

  /** The newest load's token (a failure outside a load is said as the newest's). */
  get token() {
    return this._loads.token;
  }

  /** True while the newest load searches. */
  get busy() {
    return this._loads.busy;
  }

  /** `{ engine, id }`: the session the load under way searches in (null: none yet). */
  get session() {
    return this._loads.session;
  }

  /** True once a newer load than `token`'s has begun. */
  stale(token) {
    return this._loads.stale(token);
  }

  /** Why no run is shown. */
  noRun() {
    return new Error(`no run to show: ${this._lastError?.message ?? 'no search has been loaded'}`);
  }

  /** After the loads under way: the state shown, or an Error saying why none can be. */
  async shown() {
    await this._loads.latest();
    if (this.run) return this._on.state();
    throw this.noRun();
  }

  /** Waits for the load asked for (if any) and the loads under way: → shown(). */
  async settled() {
    if (this._scheduled || this._loads.started) await this._started;
    // act on the run the page asked for last: wait for loads still under way
    return this.shown();
  }

  /** load(config) of the element: an engine config, or attribute-style keys over the current
   * one; the attributes are updated to match. Resolves with the state shown. */
  async load(config) {
    let next;
    try {
      next = mergeConfig(this.config ?? this.attributeConfig(), config);
    } catch (err) {
      this.fail(err);
      throw err;
    }
    this.reflect(next);
    await this.start(next);
    // a load started meanwhile (an attribute set) supersedes this one: its run is the one shown
    return this.shown();
  }

  /** cancel() of the element: the load under way stops, the last good run stays shown. */
  cancel() {
    if (!this._loads.busy) return;
    this._loads.abandon(true);
    this.restore(this.run?.config ?? null);
    this._on.status('ready', engineMessages(this._on.lang()).cancelled);
  }

  /** The element was removed: the search under way stops (its worker is terminated). → true
   * when there was one (added again, the element loads what its attributes say). */
  interrupt() {
    if (!this._loads.busy) return false;
    this._loads.abandon(true);
    return true;
  }

  /** The element was left out long: no run is shown, none asked for (→ the run let go). */
  forget() {
    const run = this.run;
    this.run = null;
    this.config = null;
    return run;
  }

  /** The attributes changed: they are loaded once the current task is over (several set at
   * once load once). */
  schedule() {
    if (this._scheduled) return;
    this._scheduled = true;
    queueMicrotask(() => {
      this._scheduled = false;
      if (!this._on.connected()) return this._startedResolve();
      const atEnd = Boolean(this.run) && this._player.atEnd;
      let config;
      try {
        config = configFromAttributes((n) => this._host.getAttribute(n));
      } catch (err) {
        // the attributes go back to the run asked for last (a bad one changes nothing)
        this._startedResolve();
        this.fail(err);
        this.restore(this.config ?? this.run?.config ?? null);
        return;
      }
      this.start(config, { atEnd });
    });
  }

  /** The config of the attributes, or the defaults when they cannot be read. */
  attributeConfig() {
    try {
      return configFromAttributes((n) => this._host.getAttribute(n));
    } catch {
      return configFromAttributes(() => null);
    }
  }

  /** Starts loading `config`: the latest load, the one `ready` and the methods wait for. */
  start(config, options = {}) {
    this.config = config;
    this._startedResolve();
    return this._loads.start(() => this._load(config, options));
  }

  /** The worker of the run shown died (a panic, out of memory, killed): the run is loaded
   * again in a new worker and shown at the same event, with one line saying so. */
  recover(reason) {
    const run = this.run;
    if (!run || this._loads.busy || this._recovering === run) return;
    this._recovering = run;
    const event = Math.max(0, this._player.viewEvent);
    this.start(run.config, { event, restarted: reason }).catch(() => {});
  }

  /** Tests only: the worker of the lab's run (or of its search under way) dies as a crashed
   * worker does (client.js crashForTests). → false when there is none. */
  async crashForTests(reason) {
    const id = this._loads.session?.id ?? this.run?.id;
    return id !== undefined && (await this._engine()).crashForTests(id, reason);
  }

  async _load(config, { atEnd = false, event = null, restarted = null } = {}) {
    const token = this._loads.begin(); // a newer load cancels the search of an older one
    const on = this._on;
    this._player.stopTimer();
    on.status('loading', messages(on.lang()).ui.loading);
    let engine;
    let run = null;
    // the search waits for a worker within the page's cap (www/engine/worker-pool.js)
    const slot = {};
    let done = null;
    try {
      const waited = pagePool.acquire(slot);
      this._loads.waiting(token, () => pagePool.drop(slot));
      if (!(await waited) || this._loads.stale(token))
        return this._loads.superseded(token, on.state());
      engine = await this._engine();
      on.onEngine(engine);
      const stale = () => this._loads.stale(token);
      const old = this.run;
      run = await openRun(engine, config, stale, {
        onOpen: (id) => {
          if (stale()) return;
          this._loads.searching(token, engine, id);
          on.status('loading', engineMessages(on.lang()).started);
        },
        onProgress: (s) => this._progress(s, token),
      });
      if (!run) return this._loads.superseded(token, on.state());
      this._loads.finished(token);
      if (old) engine.close(old.id);
      this.run = { ...run, config, serial: token }; // serial: tells runs apart for repaints
      // in use until it is shown (its first seek): not released to let another search in
      done = this._worker.hold();
      this._worker.handOver(slot, { busy: true });
      this._lastError = null;
      // a run shown to its end is shown at its end again
      on.show(run, event ?? (atEnd ? run.total : null));
      on.settings(this.config);
      const t = messages(on.lang());
      on.status('ready', run.summary.truncated ? t.ui.truncated : '');
      if (restarted !== null) {
        const e = engineMessages(on.lang());
        const k = Math.min(event ?? 0, run.total);
        on.status(
          'ready',
          event === null ? e.restartedSearch(restarted) : e.restarted(restarted, k),
        );
      }
      await this._player.sync();
      on.shown(config, token);
      return on.state();
    } catch (err) {
      if (run && run.id !== this.run?.id) engine.close(run.id);
      if (this._loads.stale(token)) return this._loads.superseded(token, on.state());
      // the search's worker died: searched again once in a new worker
      if (isLost(err) && restarted === null) {
        this._loads.finished(token);
        pagePool.drop(slot); // its worker is dead: the search again waits for one of its own
        return this._load(config, { atEnd, event, restarted: err.reason });
      }
      this._loads.finished(token);
      this.fail(err, token);
      // the last good run stays shown, and the attributes go back to it
      this.restore(this.run?.config ?? null);
      throw err;
    } finally {
      this._loads.finished(token);
      pagePool.drop(slot);
      done?.();
    }
  }

  /** How the search under way goes: in the status line, and as `mtd-progress`. */
  _progress(summary, token) {
    if (this._loads.stale(token)) return;
    const nodes = summary?.counters?.nodes ?? 0;
    const tests = summary?.tests?.length ?? 0;
    this._on.status('loading', engineMessages(this._on.lang()).searching(nodes, tests));
    this._on.fire('mtd-progress', { nodes, tests });
  }

  /** Shows a failure (the error explained, in the status line) and fires `mtd-error`; not
   * for a load that a newer one has superseded. */
  fail(err, token = this._loads.token) {
    if (this._loads.stale(token)) return;
    const lang = this._on.lang();
    const detail = errorDetail(err);
    detail.message = explainEngineError(detail.message, lang);
    this._lastError = new Error(detail.message);
    const kept = this.run ? ` ${engineMessages(lang).kept}` : '';
    this._on.status('error', `${messages(lang).ui.error}: ${detail.message}${kept}`);
    // no engine at all: say why and what to do in the box, not only in the status line
    if (isStartError(err)) showStartNotice(this._box, err, lang);
    this._on.fire('mtd-error', detail);
  }

  /** Config `c` (the last good run's) becomes the one shown in the attributes again. */
  restore(c) {
    this.config = c;
    if (!c) return;
    this.reflect(c);
    this._on.settings(c); // the fields show it again too
  }

  /** Writes config `c` (or `[name, value]` pairs) back to the attributes, without loading
   * again. */
  reflect(c) {
    const host = this._host;
    this.reflecting = true;
    try {
      const pairs = Array.isArray(c) ? c : configAttributes(c, (n) => host.hasAttribute(n));
      for (const [name, value] of pairs) {
        if (value === null) host.removeAttribute(name);
        else host.setAttribute(name, value);
      }
    } finally {
      this.reflecting = false;
    }
  }
}
