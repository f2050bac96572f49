// <mtd-lab>: the visualiser as a custom element (issue 4). Per-instance state, styles in
// a Shadow DOM. It keeps the public API, the lifecycle, the loading of runs and the
// playback, and wires its parts, each in a module of its own: the engine's runs
// (run-loader.js), the settings row (settings-panel.js), the tree pane (tree-pane.js, with
// node-actions.js), the side panels (side-panels.js), the tests-for-every-f plot
// (guess-runner.js) and the DOM skeleton (skeleton.js). It computes nothing itself.
//
// Attributes: `tree` (tree text), `game` (a JSON game object of docs/engine-api.md, or
// `kalah` / `random`), `algorithm` (CONVENTIONS.md §2 names, plus `mtdf-literal`),
// `guess`, `step`, `schedule` (MTD-f-step's steps, `100, 50, 25, 12, 0`), `lang` (`en` |
// `ja`), `tt` (`on` | `off`), `tt-size`, `depth`, `theme` (`light` | `dark`), `compact`
// (player, tree, narration, chart and counters only).
//
// Script API: `ready` (resolves when the engine is loaded and the first search is set up),
// `load(config)`, `step()`, `back()`, `stepOver()`, `stepOut()`, `stepTest()`,
// `backTest()`, `runToEnd()`, `reset()`, `seek(k)`, `play()`, `pause()` (each resolves
// with the state once it is shown, and rejects with an Error saying why when no run can be
// shown), `cancel()` (stops the load under way), `state` = `{ value, done, event, events,
// tests: [{ beta, g, outcome, lower, upper }], leafEvals, nodes, ttHits, ttCutoffs, step,
// line }` (`event`: events shown so far, `events`: in the whole run; `tests`: the
// null-window tests only; `step`: the current event, `line`: the lit pseudocode line's id —
// README, the element's API; null for infinite bounds and for a value not yet known),
// `result` (the whole run) and `treeEditor` (set by a page that lets the reader edit a
// hand-built tree on its drawing). DOM events `mtd-step`, `mtd-test` (one per null-window
// test a forward move completed, with `test`), `mtd-done` (once per run) carry that state;
// `mtd-progress` `{ nodes, tests }` while a search runs; `mtd-error` carries `{ message,
// line, column, field }` for every failure (an attribute or load() field that cannot be
// read, a config or tree text the engine rejects, a limit hit).
//
// Life cycle (www/element/config.js reads the attributes): a failed load leaves the last
// good run shown and the attributes restored to it; a newer load cancels the search of an
// older one; removing the element cancels its search under way, and an element moved or
// re-added keeps its run without searching again, unless it was left out of the document
// for more than DETACHED_MS (its worker is then freed, and it searches again when re-added).
import {
  configAttributes,
  configFromAttributes,
  errorDetail,
  mergeConfig,
  readLang,
  readTheme,
} from './config.js';
import { CancelledError } from '../engine/client.js';
import { engineMessages, explainEngineError } from '../i18n/engine-messages.js';
import { openRun, sharedEngine } from './run-loader.js';
import { buildSettings, paintSettings, paintSettingsLabels } from './settings-panel.js';
import { TreePane } from './tree-pane.js';
import { SidePanels } from './side-panels.js';
import { GuessRunner } from './guess-runner.js';
import { ProofView } from './proof-view.js';
import { CHECKED, referenceValue } from './reference-value.js';
import { buildSkeleton, showStatus } from './skeleton.js';
import { finite } from '../state/events.js';
import { factsAt } from '../state/facts.js';
import { initialPlayback, reducePlayback } from '../state/playback.js';
import { stepOutStop, stepOverStop } from '../state/step-over.js';
import { publicState, publicTest, testsCompleted } from '../state/public-state.js';
import { guessSpan } from '../state/guesses.js';
import { buildToolbar, paintToolbar } from '../controls/toolbar.js';
import { keyAction, ownsKeys } from '../controls/keys.js';
import { messages } from '../i18n/index.js';
import { algorithmName } from '../i18n/narrate.js';

/** How long a removed element keeps its run (and its worker) for being added again (ms). */
export const DETACHED_MS = 10_000;

/** The one engine of the page (a worker per session). */
export function pageEngine() {
  return sharedEngine(MtdLab.engineFactory);
}

export class MtdLab extends HTMLElement {
  static observedAttributes = [
    'tree',
    'game',
    'algorithm',
    'guess',
    'step',
    'schedule',
    'lang',
    'tt',
    'tt-size',
    'depth',
    'max-visits',
    'cut',
    'theme',
  ];

  /** Replace to run the element on another engine (tests): `() => Promise<Engine>`. */
  static engineFactory = null;

  /** How long a removed element keeps its run for being added again (ms; tests shorten it). */
  static detachedMs = DETACHED_MS;

  constructor() {
    super();
    this._root = this.attachShadow({ mode: 'open' });
    this._pb = initialPlayback();
    this._run = null; // { id, summary, tree, events, first, total, config, serial }
    this._view = null;
    this._viewEvent = -1;
    this._config = null;
    this._loadToken = 0;
    this._busyToken = null; // the token of the load under way
    this._loading = null; // { engine, id }: the session that load searches in
    this._cancelledToken = null; // a load cancelled (cancel(), removal): its load() rejects
    this._lastError = null;
    this._lang = 'en';
    this._waiters = [];
    this._treeEditor = null;
    this._started = new Promise((resolve) => {
      this._startedResolve = resolve;
    });
    this._build();
  }

  _build() {
    this._settings = buildSettings(this, () => this._t);
    this._toolbar = buildToolbar((a) => this.dispatch(a), this._t);
    this._tree = new TreePane({
      messages: () => this._t,
      editable: () => this._editable(),
      editor: () => this._treeEditor,
      repaint: () => this._paint(),
      focusHost: () => this.focus({ preventScroll: true }),
    });
    this._panels = new SidePanels();
    this._guesses = new GuessRunner(this._settings.plot, pageEngine);
    this._proof = new ProofView({
      engine: pageEngine,
      lang: () => this._lang,
      repaint: () => this._paint(),
    });
    this._settings.root.append(this._proof.control);
    this._tree.note.append(this._proof.legend);
    const { status } = buildSkeleton(this._root, {
      title: this._panels.title,
      result: this._panels.result,
      settings: this._settings.root,
      toolbar: this._toolbar.bar,
      tree: this._tree.root,
      side: this._panels.root,
    });
    this._status = status;
  }

  // ---- the script API ------------------------------------------------------------------

  /** Resolves with the state once the search asked for last is set up; rejects with an
   * Error saying why when no run can be shown. (Before the element is connected or given a
   * load(), it waits for that.) */
  get ready() {
    return this._started.then(() => this._shown());
  }

  /** After the loads under way: the state shown, or an Error saying why none can be. */
  async _shown() {
    await this._latestLoad();
    if (this._run) return this.state;
    const why = this._lastError?.message ?? 'no search has been loaded';
    throw new Error(`no run to show: ${why}`);
  }

  /** `{ value, done, event, events, tests, leafEvals, nodes, ttHits, ttCutoffs, step,
   * line }` (www/state/public-state.js). */
  get state() {
    const k = Math.max(0, this._viewEvent);
    return publicState(this._run?.summary, k, this._view, this._factsAt(k), this._run?.tree);
  }

  /** The facts of the step after `k` events of the run shown (kept for the last `k`). */
  _factsAt(k) {
    const run = this._run;
    if (!run) return null;
    const c = this._factsCache;
    if (c && c.run === run && c.k === k && c.truth === run.truth) return c.facts;
    const facts = factsAt({
      events: run.events,
      k,
      tree: run.tree,
      summary: run.summary,
      truth: run.truth ?? null,
    });
    this._factsCache = { run, k, truth: run.truth, facts };
    return facts;
  }

  /**
   * The page's editor of hand-built trees, or null: `{ describe(path), apply(edit) }`.
   * With one set, clicking a node of a tree given as text opens its actions (a leaf's value,
   * a child added or removed, the node removed). `describe(path)` (move indices from the
   * root) says what the node is: `{ kind: 'leaf' | 'inner', value, children, label, shared,
   * root }`, or `{ error }`; `apply({ op, path, value, index })` makes the edit (`op`:
   * `set-value`, `add-child`, `remove-child`, `remove`) and returns null, or a message
   * saying why it cannot (shown in the bar). The page reloads the element with the new text.
   */
  get treeEditor() {
    return this._treeEditor;
  }

  set treeEditor(editor) {
    this._treeEditor = editor ?? null;
    this._tree.closeActions();
    if (this._run) {
      this._tree.layout();
      this._paint();
    }
    this._tree.paintLegend();
  }

  /** The whole run, wherever playback is: `{ value, done, tests, counters, bestMove,
   * bestMoveLabel }` (null before; `bestMove`: the root move that leads to the value, and
   * its label, Kalah's pit). */
  get result() {
    const s = this._run?.summary;
    if (!s) return null;
    return {
      value: finite(s.value),
      done: Boolean(s.done),
      tests: s.tests.length,
      counters: s.counters,
      bestMove: s.bestMove ?? null,
      bestMoveLabel: s.bestMoveLabel ?? null,
    };
  }

  /** Loads a new search: an engine config, or attribute-style keys over the current one.
   * The attributes are updated to match. Resolves with the state at the first event. */
  async load(config = {}) {
    let next;
    try {
      next = mergeConfig(this._config ?? this._attributeConfig(), config);
    } catch (err) {
      this._fail(err, this._loadToken);
      throw err;
    }
    this._reflect(next);
    await this._startLoad(next);
    // a load started meanwhile (an attribute set) supersedes this one: its run is the one shown
    return this._shown();
  }

  /** Stops the load under way at once (its worker is terminated): the last good run stays
   * shown, the attributes go back to it, and that load's `load()` rejects with an Error
   * named CancelledError. Resolves with the state shown. */
  cancel() {
    if (this._busyToken !== null && this._busyToken === this._loadToken) {
      this._abandonLoad(true);
      this._restore(this._run?.config ?? null);
      this._setStatus('ready', engineMessages(this._lang).cancelled);
    }
    return Promise.resolve(this.state);
  }

  /** The config of the attributes, or the defaults when they cannot be read. */
  _attributeConfig() {
    try {
      return configFromAttributes((n) => this.getAttribute(n));
    } catch {
      return configFromAttributes(() => null);
    }
  }

  /** Starts loading `config`: the latest load, the one `ready` and the methods wait for. */
  _startLoad(config, options = {}) {
    this._config = config;
    this._startedResolve();
    const p = this._load(config, options);
    this._loadPromise = p;
    p.catch(() => {});
    return p;
  }

  /** Leaves the load under way: its search stops at once (its worker is terminated) and it
   * settles quietly (or, `cancelled`, its load() rejects with a CancelledError). */
  _abandonLoad(cancelled = false) {
    if (this._busyToken === this._loadToken && this._busyToken !== null && cancelled)
      this._cancelledToken = this._loadToken;
    const loading = this._loading;
    this._loading = null;
    this._loadToken++;
    loading?.engine.cancel(loading.id);
  }

  /** Config `c` (the last good run's) becomes the one shown in the attributes again. */
  _restore(c) {
    this._config = c;
    if (!c) return;
    this._reflect(c);
    paintSettings(this._settings, c, this._guessSpan()); // the fields show it again too
  }

  /** Waits until no newer load is under way (failures of superseded loads are ignored). */
  async _latestLoad() {
    for (let p; p !== this._loadPromise;) {
      p = this._loadPromise;
      await p?.catch(() => {});
    }
  }

  /** Writes config `c` (or `[name, value]` pairs) back to the attributes, without loading
   * again. */
  _reflect(c) {
    this._reflecting = true;
    try {
      const pairs = Array.isArray(c) ? c : configAttributes(c, (n) => this.hasAttribute(n));
      for (const [name, value] of pairs) {
        if (value === null) this.removeAttribute(name);
        else this.setAttribute(name, value);
      }
    } finally {
      this._reflecting = false;
    }
  }

  step() {
    return this._act({ type: 'step' });
  }

  back() {
    return this._act({ type: 'back' });
  }

  /** Skips the subtree of the node just entered (or about to be): shows its Return. */
  stepOver() {
    return this._act({ type: 'stepOver' });
  }

  /** Runs on until the node being searched (or, just entered, its parent) returns. */
  stepOut() {
    return this._act({ type: 'stepOut' });
  }

  stepTest() {
    return this._act({ type: 'stepTest' });
  }

  backTest() {
    return this._act({ type: 'backTest' });
  }

  seek(k) {
    return this._act({ type: 'seek', event: k });
  }

  reset() {
    return this._act({ type: 'start' });
  }

  /** Shows the whole run; resolves with the final state. */
  runToEnd() {
    return this._act({ type: 'end' });
  }

  play() {
    return this._act({ type: 'play' });
  }

  pause() {
    return this._act({ type: 'pause' });
  }

  // ---- lifecycle -------------------------------------------------------------------------

  connectedCallback() {
    clearTimeout(this._freeTimer);
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this._keys) {
      // on the host: keys reach it whether the host itself or a control inside has focus
      this._keys = (e) => this._onKey(e);
      this.addEventListener('keydown', this._keys);
    }
    this._connected = true;
    this._paintLabels();
    // a run shown (moved, or re-added soon) is kept; a load under way carries on
    const loading = this._busyToken !== null && this._busyToken === this._loadToken;
    if ((!this._run && !loading) || this._interrupted) this._scheduleLoad();
    this._interrupted = false;
    this._tree.observe();
  }

  disconnectedCallback() {
    this._connected = false;
    this._stopTimer();
    this._tree.unobserve();
    // a move (removed and added again at once) changes nothing: look once the move is over
    queueMicrotask(() => {
      if (!this._connected) this._detach();
    });
  }

  /** Removed: the search under way stops (its worker is terminated), and the run shown is
   * freed if the element is not added again within DETACHED_MS. */
  _detach() {
    if (this._busyToken !== null && this._busyToken === this._loadToken) {
      this._abandonLoad(true);
      this._interrupted = true; // added again, it loads what its attributes say
    }
    clearTimeout(this._freeTimer);
    this._freeTimer = setTimeout(() => this._free(), MtdLab.detachedMs);
  }

  _free() {
    const run = this._run;
    if (this._connected || !run) return;
    this._run = null;
    this._config = null;
    this._view = null;
    this._viewEvent = -1;
    pageEngine()
      .then((e) => e.close(run.id))
      .catch(() => {});
  }

  attributeChangedCallback(name, old, value) {
    if (old === value || this._reflecting) return;
    if (name === 'lang' || name === 'theme') {
      this._readLook(name, old, value);
      return;
    }
    if (this._connected) this._scheduleLoad();
  }

  /** A new `lang` (repaints in it) or `theme`; one that cannot be read goes back to the one
   * shown, with an error. */
  _readLook(name, old, value) {
    try {
      if (name === 'theme') readTheme(value);
      else {
        this._lang = readLang(value);
        this._paintLabels();
        this._paint();
      }
    } catch (err) {
      this._reflect([[name, old]]);
      this._fail(err, this._loadToken);
    }
  }

  _scheduleLoad() {
    if (this._loadScheduled) return;
    this._loadScheduled = true;
    queueMicrotask(() => {
      this._loadScheduled = false;
      if (!this._connected) return this._startedResolve();
      const atEnd = this._run && this._pb.event >= this._pb.total && this._pb.total > 0;
      let config;
      try {
        config = configFromAttributes((n) => this.getAttribute(n));
      } catch (err) {
        // the attributes go back to the run asked for last (a bad one changes nothing)
        this._startedResolve();
        this._fail(err, this._loadToken);
        this._restore(this._config ?? this._run?.config ?? null);
        return;
      }
      this._startLoad(config, { atEnd });
    });
  }

  get _t() {
    return messages(this._lang);
  }

  // ---- loading a run ----------------------------------------------------------------------

  async _load(config, { atEnd = false } = {}) {
    this._abandonLoad(); // a newer load cancels the search of an older one
    const token = this._loadToken;
    this._busyToken = token;
    this._stopTimer();
    this._setStatus('loading', this._t.ui.loading);
    let engine;
    let run = null;
    try {
      engine = await pageEngine();
      const stale = () => token !== this._loadToken;
      const old = this._run;
      run = await openRun(engine, config, stale, {
        onOpen: (id) => {
          if (stale()) return;
          this._loading = { engine, id };
          this._setStatus('loading', engineMessages(this._lang).started);
        },
        onProgress: (s) => this._progress(s, token),
      });
      if (!run) return this._superseded(token);
      this._loading = null;
      if (old) engine.close(old.id);
      this._run = { ...run, config, serial: token }; // serial: tells runs apart for repaints
      this._lastError = null;
      this._tree.show(run.tree);
      this._pb = reducePlayback(this._pb, {
        type: 'load',
        total: run.total,
        tests: run.summary.tests,
        event: atEnd ? run.total : 0,
      });
      this._viewEvent = -1;
      paintSettings(this._settings, this._config, this._guessSpan());
      this._setStatus('ready', run.summary.truncated ? this._t.ui.truncated : '');
      await this._sync();
      this._plotGuesses(config, token);
      this._checkAnswer(config, token);
      return this.state;
    } catch (err) {
      if (run && run.id !== this._run?.id) engine.close(run.id);
      if (token !== this._loadToken) return this._superseded(token);
      this._loading = null;
      this._fail(err, token);
      // the last good run stays shown, and the attributes go back to it
      this._restore(this._run?.config ?? null);
      throw err;
    } finally {
      if (this._busyToken === token) this._busyToken = null;
    }
  }

  /** A load left for a newer one settles quietly; one cancelled rejects. */
  _superseded(token) {
    if (token === this._cancelledToken) throw new CancelledError();
    return this.state;
  }

  /** How the search under way goes: in the status line, and as `mtd-progress`. */
  _progress(summary, token) {
    if (token !== this._loadToken) return;
    const nodes = summary?.counters?.nodes ?? 0;
    const tests = summary?.tests?.length ?? 0;
    this._setStatus('loading', engineMessages(this._lang).searching(nodes, tests));
    const detail = { nodes, tests };
    this.dispatchEvent(new CustomEvent('mtd-progress', { detail, bubbles: true, composed: true }));
  }

  /** Shows a failure (the error explained, in the status line) and fires `mtd-error`. */
  _fail(err, token) {
    if (token !== this._loadToken) return;
    const detail = errorDetail(err);
    detail.message = explainEngineError(detail.message, this._lang);
    this._lastError = new Error(detail.message);
    const kept = this._run ? ` ${engineMessages(this._lang).kept}` : '';
    this._setStatus('error', `${this._t.ui.error}: ${detail.message}${kept}`);
    this.dispatchEvent(new CustomEvent('mtd-error', { detail, bubbles: true, composed: true }));
  }

  /** True when the reader may edit the tree drawn: a tree given as text, and a page that
   * set a `treeEditor`. */
  _editable() {
    return Boolean(
      this._treeEditor && this._run?.config?.game?.kind === 'tree' && !this.hasAttribute('compact'),
    );
  }

  /** The first guesses the slider offers, from the run shown and the guess loaded. */
  _guessSpan() {
    return guessSpan(this._run?.tree, this._config?.guess);
  }

  /** Plots the tests for every first guess (not in a compact element). */
  _plotGuesses(config, token) {
    if (this.hasAttribute('compact')) return;
    return this._guesses.plot({
      config,
      tree: this._run?.tree,
      range: this._guessSpan(),
      stale: () => token !== this._loadToken,
      messages: () => this._t,
      onPick: (f) => this.setAttribute('guess', String(f)),
    });
  }

  /** For seed 000's literal code: the true value from a correct search, then a repaint
   * (the last step and the result line say whether the answer is wrong). */
  async _checkAnswer(config, token) {
    const run = this._run;
    if (!CHECKED.has(config.algorithm) || !run) return;
    const stale = () => token !== this._loadToken || this._run !== run;
    const truth = await referenceValue(await pageEngine(), config, stale);
    if (stale() || truth === null) return;
    run.truth = truth;
    this._paint();
  }

  // ---- playback ---------------------------------------------------------------------------

  async _act(action) {
    if (this._loadScheduled || this._loadPromise) await this._started;
    // act on the run the page asked for last: wait for loads still under way
    await this._shown();
    this.dispatch(action);
    await this._settled();
    return this.state;
  }

  /** Applies a playback action (buttons, keys, scrubber and the script API all end here).
   * Stepping over or out of a node is a seek to where the trace says it returns. */
  dispatch(action) {
    const before = this._pb;
    if (action.type === 'stepOver' || action.type === 'stepOut') {
      const events = this._run?.events;
      if (!events) return;
      const stop = action.type === 'stepOver' ? stepOverStop : stepOutStop;
      action = { type: 'seek', event: Math.min(before.total, stop(events, before.event)) };
    }
    this._pb = reducePlayback(this._pb, action);
    if (this._pb.playing && !before.playing) this._startTimer();
    if (!this._pb.playing) this._stopTimer();
    if (this._pb.playing && this._pb.speed !== before.speed) this._startTimer();
    if (this._pb.event !== before.event) this._sync();
    this._paintToolbar();
  }

  _settled() {
    if (!this._seeking) return Promise.resolve();
    return new Promise((resolve) => this._waiters.push(resolve));
  }

  /** Brings the view to the playback event: one seek at a time, the latest wins (also
   * across a new run loaded while a seek was under way). */
  async _sync() {
    if (this._seeking) return this._settled();
    this._seeking = true;
    try {
      for (;;) {
        const run = this._run;
        if (!run || this._viewEvent === this._pb.event) break;
        const k = this._pb.event;
        const engine = await pageEngine();
        let view;
        try {
          view = await engine.seek(run.id, k);
        } catch (err) {
          if (this._run !== run) continue;
          this._setStatus('error', `${this._t.ui.error}: ${err?.message ?? err}`);
          break;
        }
        if (this._run !== run) continue; // a new run came in meanwhile: seek in that one
        const first = this._viewEvent === -1;
        this._view = view;
        this._viewEvent = k;
        if (this._pb.event === k || first) this._paint();
      }
    } finally {
      this._seeking = false;
      const waiters = this._waiters.splice(0);
      for (const w of waiters) w();
    }
    if (this._run && this._viewEvent === this._pb.event) this._announce();
  }

  _startTimer() {
    this._stopTimer();
    const perSecond = this._pb.speed;
    const interval = Math.max(33, 1000 / perSecond);
    const events = Math.max(1, Math.round((perSecond * interval) / 1000));
    this._timer = setInterval(() => {
      if (this._seeking) return; // let the view catch up
      this.dispatch({ type: 'tick', events });
    }, interval);
  }

  _stopTimer() {
    if (this._timer) clearInterval(this._timer);
    this._timer = null;
  }

  /** Fires the DOM events of the step shown: `mtd-step`; one `mtd-test` per null-window
   * test completed since the last step announced, in order, on a forward move (none on a
   * backward one), each with that test's record as `test` (its index `testIndex`) beside
   * the state; `mtd-done` once per run. */
  _announce() {
    const run = this._run;
    if (!run || !this._facts) return;
    const detail = this.state;
    const fire = (type, d) =>
      this.dispatchEvent(new CustomEvent(type, { detail: d, bubbles: true, composed: true }));
    fire('mtd-step', detail);
    const k = this._viewEvent;
    const from = this._announced?.run === run ? this._announced.event : 0;
    this._announced = { run, event: k };
    for (const { test, index } of testsCompleted(run.summary.tests, from, k)) {
      fire('mtd-test', { ...detail, test: publicTest(test), testIndex: index });
    }
    if (detail.done && this._announcedDone !== run) {
      this._announcedDone = run;
      fire('mtd-done', detail);
    }
  }

  // ---- painting ---------------------------------------------------------------------------

  _paintLabels() {
    const t = this._t;
    paintSettingsLabels(this._settings, t);
    this._panels.paintLabels(t);
    this._tree.paintLabels();
    this._proof.paintLabels();
    this._paintToolbar();
  }

  _setStatus(state, text) {
    showStatus(this._status, state, text);
  }

  _paintToolbar() {
    paintToolbar(this._toolbar, this._pb, this._t);
  }

  /** Paints the step shown: the tree, then the side panels, then the toolbar. */
  _paint() {
    const run = this._run;
    if (!run || !this._tree.handles) return;
    const t = this._t;
    const k = Math.max(0, this._viewEvent);
    const facts = this._factsAt(k);
    this._facts = facts;
    const proof = this._proof.marks(run, k);
    const cutRule = run.config.cut ?? 'ge';
    this._tree.paint({ view: this._view, first: run.first, k, facts, t, proof, cutRule });
    const said = this._panels.paint({
      run,
      view: this._view,
      facts,
      k,
      state: this.state,
      t,
      onPickTest: (i) => this.dispatch({ type: 'seekTest', test: i }),
    });
    this._tree.describe(`${algorithmName(run.config.algorithm)}: ${said}`);
    this._paintToolbar();
  }

  _onKey(e) {
    const target = e.composedPath()[0];
    if (ownsKeys(target)) return;
    if ((e.key === ' ' || e.key === 'Enter') && target?.tagName?.toLowerCase() === 'button') return;
    const action = keyAction(e);
    if (!action || !this._run) return;
    e.preventDefault();
    this.dispatch(action);
  }
}

if (!customElements.get('mtd-lab')) customElements.define('mtd-lab', MtdLab);
