// <mtd-lab>: the visualiser as a custom element (issue 4). Per-instance state, styles in
// a Shadow DOM. It keeps the public API and the lifecycle, and wires its parts, each in a
// module of its own: loading a run (lab-loader.js), the worker that holds it
// (lab-worker.js), being in or out of the page (lab-presence.js), the attributes that
// change only the look (look-attributes.js), the playback and its seeks (player.js), the
// own run or the compare panes answering for it (own-run.js, compare-panes.js), the parts
// shown and their painting (lab-painter.js), the DOM events (announcer.js) and the searches
// beside the run (side-searches.js). It computes nothing itself.
//
// Attributes: `tree` (tree text), `game` (a JSON game object of docs/engine-api.md, or
// `kalah` / `random`), `algorithm` (CONVENTIONS.md §2 names, plus `mtdf-literal`),
// `guess`, `step`, `schedule` (MTD-f-step's steps, `100, 50, 25, 12, 0`), `lang` (`en` |
// `ja`), `tt` (`on` | `off`), `tt-size`, `depth`, `theme` (`light` | `dark` | `auto`),
// `compact` (player, tree, narration, chart and counters only), `controls` (the panels shown,
// panels.js), `height`, `event` (where every run starts), `speed`, `autoplay`, and
// `algorithms` (compare mode: a pane per algorithm, stepped together; compare-panes.js),
// `hold` (an event playback does not go past until it is removed; hold.js) and `pick`
// (`leaves`: the drawing's leaves are picked by click or Enter; leaf-pick.js).
//
// Script API: `ready` (resolves when the engine is loaded and the first search is set up),
// `load(config)`, `step()`, `back()`, `stepNode()`, `backNode()` (the next or previous
// node entered), `stepOver()`, `stepOut()`, `stepTest()`,
// `backTest()`, `runToEnd()`, `reset()`, `seek(k)`, `play()`, `pause()` (each resolves
// with the state once it is shown, and rejects with an Error saying why when no run can be
// shown), `cancel()` (stops the load under way), `state` = `{ value, done, event, events,
// tests: [{ beta, g, outcome, lower, upper }], leafEvals, nodes, ttHits, ttCutoffs, step,
// line }` (`event`: events shown so far, `events`: in the whole run; `tests`: the
// null-window tests only; `step`: the current event, `line`: the lit pseudocode line's id —
// docs/element.md, "State"; null for infinite bounds and for a value not yet known),
// `result` (the whole run), `states` (compare mode: every pane's), `exportSVG(part)` and
// `exportPNG(part)` (the tree or the bounds chart as a standalone SVG, or a PNG Blob:
// export.js) and `treeEditor` (set by a page that lets the reader edit a hand-built tree on
// its drawing). DOM events `mtd-step`, `mtd-test` (one per null-window
// test a forward move completed, with `test`), `mtd-done` (once per run) carry that state;
// `mtd-progress` `{ nodes, tests }` while a search runs; `mtd-held` `{ event }` when a move
// forward is refused at `hold`; `mtd-pick` `{ leaf, node, path }` when a leaf is picked
// (`pick`); `mtd-error` carries `{ message,
// line, column, field }` for every failure (an attribute or load() field that cannot be
// read, a config or tree text the engine rejects, a limit hit).
//
// Life cycle (www/element/config.js reads the attributes): a failed load leaves the last
// good run shown and the attributes restored to it; a newer load cancels the search of an
// older one (lab-loader.js); removing the element cancels its search under way, and an
// element moved or re-added keeps its run without searching again, unless it was left out of
// the document for more than DETACHED_MS (its worker is then freed, and it searches again
// when re-added: lab-presence.js).
import { sharedEngine } from './run-loader.js';
import { GuessRunner } from './guess-runner.js';
import { Player } from './player.js';
import { Announcer } from './announcer.js';
import { LookAttributes } from './look-attributes.js';
import { exportPart, pngOf } from './export.js';
import { ComparePanes, PLAYBACK } from './compare-panes.js';
import { isLost } from '../engine/client.js';
import { guessSpan } from '../state/guesses.js';
import { keyAction, ownsKeys } from '../controls/keys.js';
import { messages } from '../i18n/index.js';
import { readState, stateString } from '../state/permalink.js';
import { seekState } from './lab-state.js';
import { algorithmName } from '../i18n/narrate.js';
import { LabPresence } from './lab-presence.js';
import { LabWorker } from './lab-worker.js';
import { LabLoader } from './lab-loader.js';
import { OwnRun } from './own-run.js';
import { LabPainter } from './lab-painter.js';
import { SideSearches } from './side-searches.js';
import { VERSION } from '../version.js';

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
    'iterative-deepening',
    'aspiration',
    'history',
    'tt-move-first',
    'theme',
    'controls',
    'height',
    'autoplay',
    'speed',
    'event',
    'algorithms',
    'hold',
    'pick',
  ];

  /** mtdlab's version (Cargo.toml's): `customElements.get('mtd-lab').version`. */
  static get version() {
    return VERSION;
  }

  /** Replace to run the element on another engine (tests): `() => Promise<Engine>`. */
  static engineFactory = null;

  /** How long a removed element keeps its run for being added again (ms; tests shorten it). */
  static detachedMs = DETACHED_MS;

  constructor() {
    super();
    this._treeEditor = null;
    this._build();
  }

  /** Makes the element's parts, each in a module of its own, and wires them together. */
  _build() {
    this._announcer = new Announcer(this);
    this._player = new Player({
      run: () => this._run,
      seek: (run, k, reuse) => this._worker.seek(run, k, reuse),
      onView: () => this._painter.paint(),
      onArrived: () => this._announce(),
      onError: (err) =>
        isLost(err)
          ? this._loader.recover(err.reason)
          : this._painter.setStatus('error', `${this._t.ui.error}: ${err?.message ?? err}`),
      onChange: () => this._painter.paintToolbar(),
      onHeld: () => this._announcer.fire('mtd-held', { event: this._player.hold }),
    });
    this._worker = new LabWorker({ run: () => this._run, engine: pageEngine });
    this._compare = new ComparePanes({
      relay: (type, detail) => {
        this._announcer.fire(type, detail);
        if (type === 'mtd-step') this._painter.paintToolbar();
      },
      labels: () => this._t.ui,
    });
    // in compare mode the keys step every pane (caught before a pane's own)
    this._compare.root.addEventListener('keydown', (e) => this._onKey(e, true), {
      capture: true,
    });
    this._own = new OwnRun({ run: () => this._run, player: this._player });
    this._painter = new LabPainter(this, this.attachShadow({ mode: 'open' }), {
      compare: this._compare,
      player: this._player,
      engine: pageEngine,
      lang: () => this._looks.lang,
      run: () => this._run,
      mode: () => this._mode,
      facts: (k) => this._own.factsAt(k),
      state: () => this.state,
      dispatch: (action) => this.dispatch(action),
      editable: () => this._editable(),
      editor: () => this._treeEditor,
      fire: (type, detail) => this._announcer.fire(type, detail),
    });
    this._tree = this._painter.tree; // (the e2e specs read its tree)
    this._looks = new LookAttributes({
      painter: this._painter,
      player: this._player,
      compare: this._compare,
      attribute: (n) => this.getAttribute(n),
      hasRun: () => Boolean(this._run),
      relabel: () => this._painter.paintLabels(),
      repaint: () => this._painter.paint(),
      paintToolbar: () => this._painter.paintToolbar(),
      sharePanes: () => this._sharePanes(),
      dispatch: (action) => this.dispatch(action),
    });
    this._guesses = new GuessRunner(this._painter.settings.plot, pageEngine);
    this._searches = new SideSearches({
      guesses: this._guesses,
      engine: pageEngine,
      run: () => this._run,
      stale: (token) => this._loader.stale(token),
      plotted: () => !this.hasAttribute('compact') && this._mode.ownRun,
      range: () => this._guessSpan(),
      messages: () => this._t,
      onPick: (f) => this.setAttribute('guess', String(f)),
      repaint: () => this._painter.paint(),
    });
    this._loader = new LabLoader(this, {
      worker: this._worker,
      player: this._player,
      engine: pageEngine,
      box: this._painter.box,
      lang: () => this._looks.lang,
      connected: () => this._presence.connected,
      state: () => this.state,
      status: (state, text) => this._painter.setStatus(state, text),
      fire: (type, detail) => this._announcer.fire(type, detail),
      onEngine: (engine) => this._presence.watchLost(engine),
      settings: (c) => this._painter.paintSettings(c, this._guessSpan()),
      show: (run, event) => {
        this._tree.show(run.tree);
        // playback from `event`, else from the `event` attribute's
        this._player.load({
          total: run.total,
          tests: run.summary.tests,
          event: event ?? this._looks.startEvent ?? 0,
        });
      },
      shown: (config, token) => {
        this._sharePanes();
        if (this._looks.autoplay && !this._player.atEnd) this.dispatch({ type: 'play' });
        this._searches.start(config, token);
      },
    });
    this._presence = new LabPresence(this, {
      loader: this._loader,
      worker: this._worker,
      player: this._player,
      engine: pageEngine,
      detachedMs: () => MtdLab.detachedMs,
    });
  }

  /** The run shown: `{ id, summary, tree, events, first, total, config, serial }` or null
   * (lab-loader.js). */
  get _run() {
    return this._loader.run;
  }

  /** What answers for the element: its own run (`_own`, own-run.js), or in compare mode its
   * panes (compare-panes.js), through the same small interface. */
  get _mode() {
    return this._compare.active ? this._compare : this._own;
  }

  /** Where playback is (compare-panes.js paints the element's toolbar from its first pane's). */
  get [PLAYBACK]() {
    return this._player.pb;
  }

  /** Compare mode: the panes take the element's shared attributes (those of its run). */
  _sharePanes() {
    this._compare.share((n) => this.getAttribute(n));
  }

  // ---- the script API ------------------------------------------------------------------

  /** Resolves with the state once the search asked for last is set up; rejects with an
   * Error saying why when no run can be shown. (Before the element is connected or given a
   * load(), it waits for that.) */
  get ready() {
    return this._loader.started.then(async () => this._mode.settle(await this._loader.shown()));
  }

  /** `{ value, done, event, events, tests, leafEvals, nodes, ttHits, ttCutoffs, step,
   * line }` (www/state/public-state.js). */
  get state() {
    return this._mode.state();
  }

  /** Compare mode (`algorithms`): every pane's state, `[{ algorithm, ...state }]`; else
   * null. */
  get states() {
    return this._mode.states();
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
      this._painter.paint();
    }
    this._tree.paintLegend();
  }

  /** The leaves drawn pressed while `pick="leaves"` (leaf indices, left to right from 0). */
  get pickedLeaves() {
    return this._tree.pickedLeaves;
  }

  set pickedLeaves(list) {
    this._tree.pickedLeaves = list;
  }

  /** The whole run, wherever playback is: `{ value, done, tests, counters, bestMove,
   * bestMoveLabel }` (null before; `bestMove`: the root move that leads to the value, and
   * its label, Kalah's pit). */
  get result() {
    return this._mode.result();
  }

  /** Loads a new search: an engine config, or attribute-style keys over the current one.
   * The attributes are updated to match. Resolves with the state at the first event. */
  load(config = {}) {
    return this._loader.load(config);
  }

  /** Stops the load under way at once (its worker is terminated): the last good run stays
   * shown, the attributes go back to it, and that load's `load()` rejects with an Error
   * named CancelledError. Resolves with the state shown. */
  cancel() {
    this._loader.cancel();
    return Promise.resolve(this.state);
  }

  step() {
    return this._act({ type: 'step' });
  }

  back() {
    return this._act({ type: 'back' });
  }

  /** On to the next node entered (into the subtree): shows its Enter. */
  stepNode() {
    return this._act({ type: 'stepNode' });
  }

  /** Back to the node entered before the current one (or to where it was entered). */
  backNode() {
    return this._act({ type: 'backNode' });
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

  /** A standalone SVG document (text) of the `part` shown, `tree` or `chart` (the bounds
   * chart): the step shown, its styles written in, on the theme's background. Throws an
   * Error when no run is shown or the part is not one of these. */
  exportSVG(part = 'tree') {
    if (!this._run) throw this._loader.noRun();
    const k = Math.max(0, this._player.viewEvent);
    return exportPart(part, {
      tree: this._tree.drawing,
      chart: this._painter.panels.chart,
      background: getComputedStyle(this._painter.box).backgroundColor,
      title: `${algorithmName(this._run.config.algorithm)}: ${k}/${this._player.pb.total}`,
    });
  }

  /** A PNG (a Blob) of what exportSVG(part) gives, `scale` pixels per unit (default 2). */
  async exportPNG(part = 'tree', { scale = 2 } = {}) {
    return pngOf(this.exportSVG(part), { scale });
  }

  pause() {
    return this._act({ type: 'pause' });
  }

  /** The moment shown as a compact, versioned string (www/state/permalink.js): the tree,
   * algorithm, options, event, `lang`/`theme` when set; in compare mode the panes'
   * algorithms and each pane's event. */
  getState() {
    const look = {
      lang: this.getAttribute('lang') || null,
      theme: this.getAttribute('theme') || null,
    };
    const c = this._run?.config ?? this._loader.config ?? this._loader.attributeConfig();
    return stateString(c, { ...look, ...this._mode.moment() });
  }

  /** Shows the moment of a getState() string. A bad one fires `mtd-error` naming what is
   * wrong, keeps the last good run, and rejects; else resolves with the state shown. */
  async setState(s) {
    let read;
    try {
      read = readState(s);
    } catch (err) {
      this._loader.fail(err);
      throw err;
    }
    return seekState(this, read, {
      panes: this._compare,
      fail: (err) => this._loader.fail(err),
      repaint: () => this._painter.paintToolbar(),
    });
  }

  // ---- lifecycle -------------------------------------------------------------------------

  connectedCallback() {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this._keys) {
      // on the host: keys reach it whether the host itself or a control inside has focus
      this._keys = (e) => this._onKey(e);
      this.addEventListener('keydown', this._keys);
    }
    this._painter.paintLabels();
    this._tree.observe();
    this._presence.enter(); // the run kept, or loaded (lab-presence.js)
  }

  disconnectedCallback() {
    this._presence.leave(); // the run kept a while (lab-presence.js)
    this._player.stopTimer();
    this._tree.unobserve();
  }

  attributeChangedCallback(name, old, value) {
    if (old === value || this._loader.reflecting) return;
    if (this._looks.has(name)) {
      this._readLook(name, old, value);
      return;
    }
    if (this._presence.connected) this._loader.schedule();
  }

  /** A new `lang` (repaints in it), `theme`, `controls` or `height`; one that cannot be read
   * goes back to the one shown, with an error. */
  _readLook(name, old, value) {
    try {
      this._looks.apply(name, value);
    } catch (err) {
      this._loader.reflect([[name, old]]);
      this._loader.fail(err);
    }
  }

  get _t() {
    return messages(this._looks.lang);
  }

  // ---- what the parts ask of the element -------------------------------------------------

  /** True when the reader may edit the tree drawn: a tree given as text, and a page that
   * set a `treeEditor`. */
  _editable() {
    return Boolean(
      this._treeEditor && this._run?.config?.game?.kind === 'tree' && !this.hasAttribute('compact'),
    );
  }

  /** The first guesses the slider offers, from the run shown and the guess loaded. */
  _guessSpan() {
    return guessSpan(this._run?.tree, this._loader.config?.guess);
  }

  // ---- playback ---------------------------------------------------------------------------

  async _act(action) {
    // act on the run the page asked for last: wait for loads still under way
    await this._loader.settled();
    // in compare mode every pane takes the step, and each resolves once it shows it
    await this._mode.act(action);
    return this.state;
  }

  /** Applies a playback action (buttons, keys, scrubber and the script API all end here). */
  dispatch(action) {
    this._mode.dispatch(action);
    this._painter.paintToolbar();
  }

  /** Fires the DOM events of the step shown (announcer.js). */
  _announce() {
    // compare mode: the panes' events are fired instead (ComparePanes relays them)
    if (!this._run || !this._painter.facts || !this._mode.ownRun) return;
    this._announcer.announce(this._run, this._player.viewEvent, this.state);
  }

  /** A key: its playback action, if any (`panes`: caught on its way to a compare pane,
   * which does not see it then). */
  _onKey(e, panes = false) {
    const target = e.composedPath()[0];
    if (ownsKeys(target)) return;
    if ((e.key === ' ' || e.key === 'Enter') && target?.tagName?.toLowerCase() === 'button') return;
    const action = keyAction(e);
    if (!action || !this._run) return;
    e.preventDefault();
    if (panes) e.stopPropagation();
    this.dispatch(action);
  }

  // ---- test hooks (the e2e specs also read _run, _tree and _player) ------------------------

  /** The session the load under way searches in (tests wait for it to open). */
  get _loading() {
    return this._loader.session;
  }

  /** The engine's view shown (tests read the TT from it). */
  get _view() {
    return this._player.view;
  }

  /** Tests only: the worker of the lab's run (or of its search under way) dies as a crashed
   * worker does (client.js crashForTests). → false when there is none. */
  _crashForTests(reason) {
    return this._loader.crashForTests(reason);
  }
}

if (!customElements.get('mtd-lab')) customElements.define('mtd-lab', MtdLab);
