// <mtd-lab>: the visualiser as a custom element (issue 4). Per-instance state, styles in
// a Shadow DOM. It wires the engine (www/engine/client.js), the pure state modules, the
// layout, the render functions and the controls; it computes nothing itself.
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
// with the state once it is shown), `state` = `{ value, done, event, events, tests: [{
// beta, g, outcome, lower, upper }], leafEvals, nodes, ttHits, ttCutoffs }` (`event`:
// events shown so far, `events`: in the whole run; null for infinite bounds and for a value
// not yet known), `result` (the whole run) and `treeEditor` (set by a page that lets the
// reader edit a hand-built tree on its drawing). DOM events `mtd-step`, `mtd-test`,
// `mtd-done` carry that state; `mtd-error` carries `{ message, line, column }` when the
// engine rejects a config or a tree text.
import { Engine } from '../engine/client.js';
import { LAB_CSS } from '../styles/lab-css.js';
import {
  ALGORITHMS,
  GUESSING,
  SCHEDULED,
  STEPPING,
  configFromAttributes,
  errorPosition,
  isDefaultSchedule,
  mergeConfig,
  parseSchedule,
  showSchedule,
} from './config.js';
import { eventCount, finite, firstEntered } from '../state/events.js';
import { factsAt } from '../state/facts.js';
import { initialPlayback, reducePlayback, testIndexAt, testsDone } from '../state/playback.js';
import { stepOutStop, stepOverStop } from '../state/step-over.js';
import { publicState } from '../state/public-state.js';
import { guessRange } from '../state/guesses.js';
import { autoCollapse, layoutTree } from '../layout/tree-layout.js';
import { buildTree, cullTree, paintTree, pickNode } from '../render/tree-view.js';
import { needsCull, unionRect, viewRect } from '../layout/cull.js';
import { renderBoundsChart } from '../render/bounds-chart.js';
import { renderTtPanel, ttActivity, ttFingerprint } from '../render/tt-panel.js';
import { codeLine, listingsFor, renderListing } from '../render/pseudocode.js';
import { renderGuessPlot } from '../render/guess-plot.js';
import { html, setAttr, setText, svg } from '../render/svg.js';
import { buildToolbar, paintToolbar } from '../controls/toolbar.js';
import { buildNodeBar } from '../controls/node-bar.js';
import { keyAction, ownsKeys } from '../controls/keys.js';
import { attachZoom, fitTransform, keepInView, toCss, zoomAt } from '../controls/zoom.js';
import { messages } from '../i18n/index.js';
import { algorithmName, narrate } from '../i18n/narrate.js';
import { showValue } from '../i18n/values.js';

let sharedEngine = null;

/** The one engine of the page (one worker, many sessions). */
export function pageEngine() {
  sharedEngine ??= (MtdLab.engineFactory ?? (() => Engine.create()))();
  return sharedEngine;
}

/** Views of margin drawn around the tree view (www/layout/cull.js), so that a pan or a
 * follow rarely has to draw more. */
const CULL_MARGIN = 0.35;
/** Below this zoom the tree's texts are too small to read: they are not drawn. */
const FAR_ZOOM = 0.38;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

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
  ];

  /** Replace to run the element on another engine (tests): `() => Promise<Engine>`. */
  static engineFactory = null;

  constructor() {
    super();
    this._root = this.attachShadow({ mode: 'open' });
    this._pb = initialPlayback();
    this._run = null; // { id, summary, tree, events, first }
    this._view = null;
    this._viewEvent = -1;
    this._config = null;
    this._collapsed = null;
    this._transform = { x: 0, y: 0, k: 1 };
    this._loadToken = 0;
    this._waiters = [];
    this._plotCache = new Map();
    this._paneSize = null; // the tree pane's size, kept by a ResizeObserver (no forced layouts)
    this._painted = {}; // what each side panel shows, so that it is redrawn only on a change
    this._treeEditor = null;
    this._picked = null; // { node (layout), path, info, bar } while a node's actions are open
    this._newReady();
    this._build();
  }

  /** A fresh `ready` promise (after a failed load, `ready` waits for the next success). */
  _newReady() {
    this._ready = new Promise((resolve, reject) => {
      this._readyResolve = resolve;
      this._readyReject = reject;
    });
    this._ready.catch(() => {});
  }

  // ---- the script API ------------------------------------------------------------------

  /** Resolves when the engine is loaded and the first search is set up. */
  get ready() {
    return this._ready;
  }

  /** `{ value, done, event, events, tests, leafEvals, nodes, ttHits, ttCutoffs }`. */
  get state() {
    return publicState(this._run?.summary, Math.max(0, this._viewEvent), this._view);
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
    this._closeNodeBar();
    if (this._run) {
      this._layout();
      this._paint();
    }
    this._paintLegend();
  }

  /** The whole run, wherever playback is: `{ value, done, tests, counters }` (null before). */
  get result() {
    const s = this._run?.summary;
    if (!s) return null;
    return {
      value: finite(s.value),
      done: Boolean(s.done),
      tests: s.tests.length,
      counters: s.counters,
    };
  }

  /** Loads a new search: an engine config, or attribute-style keys over the current one.
   * The attributes are updated to match. Resolves with the state at the first event. */
  async load(config = {}) {
    this._config = mergeConfig(
      this._config ?? configFromAttributes((n) => this.getAttribute(n)),
      config,
    );
    this._reflect(this._config);
    this._loadPromise = this._load(this._config);
    await this._loadPromise;
    // a load started meanwhile (an attribute set) supersedes this one: its run is the one shown
    await this._latestLoad();
    return this.state;
  }

  /** Waits until no newer load is under way (failures of superseded loads are ignored). */
  async _latestLoad() {
    for (let p; p !== this._loadPromise;) {
      p = this._loadPromise;
      await p?.catch(() => {});
    }
  }

  _reflect(c) {
    this._reflecting = true;
    try {
      if (c.game?.kind === 'tree') {
        this.setAttribute('tree', c.game.text);
        this.removeAttribute('game');
      } else {
        this.setAttribute('game', JSON.stringify(c.game));
        this.removeAttribute('tree');
      }
      this.setAttribute('algorithm', c.algorithm);
      this.setAttribute('guess', String(c.guess));
      if (this.hasAttribute('step') || c.step !== 100) this.setAttribute('step', String(c.step));
      if (this.hasAttribute('schedule') || !isDefaultSchedule(c.schedule, c.step))
        this.setAttribute('schedule', showSchedule(c.schedule));
      if (this.hasAttribute('tt') || c.tt === false)
        this.setAttribute('tt', c.tt === false ? 'off' : 'on');
      if (this.hasAttribute('tt-size') || c.ttSize !== 65536)
        this.setAttribute('tt-size', String(c.ttSize));
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
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    if (!this._keys) {
      // on the host: keys reach it whether the host itself or a control inside has focus
      this._keys = (e) => this._onKey(e);
      this.addEventListener('keydown', this._keys);
    }
    this._connected = true;
    this._paintLabels();
    if (!this._config) this._scheduleLoad();
    this._resize = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.contentRect;
      if (box?.width > 0 && box?.height > 0)
        this._paneSize = { width: box.width, height: box.height };
      this._fitIfUntouched();
      this._cull();
    });
    this._resize.observe(this._svg);
  }

  disconnectedCallback() {
    this._connected = false;
    this._stopTimer();
    this._resize?.disconnect();
    const run = this._run;
    if (run)
      pageEngine()
        .then((e) => e.close(run.id))
        .catch(() => {});
    this._run = null;
    this._config = null;
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === 'lang') {
      this._paintLabels();
      this._paint();
      return;
    }
    if (this._connected && !this._reflecting) this._scheduleLoad();
  }

  _scheduleLoad() {
    if (this._loadScheduled) return;
    this._loadScheduled = true;
    queueMicrotask(() => {
      this._loadScheduled = false;
      if (!this._connected) return;
      const atEnd = this._run && this._pb.event >= this._pb.total && this._pb.total > 0;
      this._config = configFromAttributes((n) => this.getAttribute(n));
      this._loadPromise = this._load(this._config, { atEnd });
      this._loadPromise.catch(() => {});
    });
  }

  get _t() {
    return messages(this.getAttribute('lang') || 'en');
  }

  get _lang() {
    return this._t.lang;
  }

  // ---- loading a run ----------------------------------------------------------------------

  async _load(config, { atEnd = false } = {}) {
    const token = ++this._loadToken;
    this._stopTimer();
    this._setStatus('loading', this._t.ui.loading);
    let engine;
    try {
      engine = await pageEngine();
    } catch (err) {
      this._fail(err, token);
      throw err;
    }
    const old = this._run;
    let id = null;
    try {
      const opened = await engine.open(config);
      id = opened.id;
      const summary = await engine.runToEnd(id);
      const tree = await engine.tree(id);
      const events = await engine.events(id, 0, summary.eventCount);
      if (token !== this._loadToken) {
        engine.close(id);
        return this.state;
      }
      if (old) engine.close(old.id);
      const total = Math.min(summary.eventCount, eventCount(events));
      this._run = {
        id,
        summary,
        tree,
        events,
        first: firstEntered(events, tree.parent.length),
        config,
        serial: token, // tells runs apart for the panels' repaint keys
      };
      this._closeNodeBar({ focus: false }); // its path was into the tree replaced
      this._collapsed = autoCollapse(tree, 700);
      this._layout();
      this._paintLegend();
      this._pb = reducePlayback(this._pb, {
        type: 'load',
        total,
        tests: summary.tests,
        event: atEnd ? total : 0,
      });
      this._viewEvent = -1;
      this._transformTouched = false;
      this._fit();
      this._paintSettings();
      this._setStatus('ready', summary.truncated ? this._t.ui.truncated : '');
      await this._sync();
      this._readyResolve?.(this.state);
      this._plotGuesses(config, token);
      return this.state;
    } catch (err) {
      if (id !== null && id !== this._run?.id) engine.close(id);
      this._fail(err, token);
      throw err;
    }
  }

  _fail(err, token) {
    if (token !== this._loadToken) return;
    const message = String(err?.message ?? err);
    this._setStatus('error', `${this._t.ui.error}: ${message}`);
    const where = errorPosition(message);
    this.dispatchEvent(
      new CustomEvent('mtd-error', {
        detail: { message, ...where },
        bubbles: true,
        composed: true,
      }),
    );
    if (!this._run) {
      this._readyReject?.(err);
      this._newReady();
    }
  }

  _layout() {
    const run = this._run;
    if (!run) return;
    this._layoutData = layoutTree(run.tree, { collapsed: this._collapsed });
    const { width, height } = this._size();
    const editable = this._editable();
    this._handles = buildTree(this._viewport, this._layoutData, run.tree, {
      onNode: (n) => (editable ? this._pickNode(n) : this._toggleFold(n.id)),
      pickable: editable,
      nameOf: (n) => this._t.ui.editNode(this._nodeName(n)),
      rect: viewRect(this._transform, width, height, CULL_MARGIN),
    });
    // the node whose actions are open keeps them across a fold elsewhere
    const picked =
      this._picked && this._layoutData.nodes.find((n) => n.key === this._picked.node.key);
    if (picked) {
      this._picked.node = picked;
      pickNode(this._handles, picked.key);
      this._placeNodeBar();
    } else this._closeNodeBar({ focus: false });
  }

  /** True when the reader may edit the tree drawn: a tree given as text, and a page that
   * set a `treeEditor`. */
  _editable() {
    return Boolean(
      this._treeEditor && this._run?.config?.game?.kind === 'tree' && !this.hasAttribute('compact'),
    );
  }

  // ---- editing a hand-built tree from the drawing -------------------------------------------

  /** The move indices from the root to a layout node (an unsearched one too). */
  _pathOf(n) {
    const tree = this._run.tree;
    const path = [];
    let id = n.id;
    if (id < 0) {
      path.push(n.move);
      id = n.parentId;
    }
    for (; id >= 0 && tree.parent[id] >= 0; id = tree.parent[id]) path.push(tree.child[id]);
    return path.reverse();
  }

  /** How the narration names a layout node. */
  _nodeName(n) {
    const t = this._t;
    const path = this._run ? this._pathOf(n) : [];
    const label = n.id >= 0 ? this._run?.tree.label?.[n.id] : null;
    if (label) return t.node.named(label);
    if (!path.length) return t.node.root;
    return t.node.path(path.join('.'));
  }

  /** Opens the actions of node `n` (or closes them when they are open already). */
  _pickNode(n) {
    if (this._picked?.node.key === n.key) {
      this._closeNodeBar();
      return;
    }
    this._closeNodeBar({ focus: false });
    const path = this._pathOf(n);
    const info = this._treeEditor?.describe(path);
    if (!info || info.error) {
      if (n.id >= 0 && !n.leaf) this._toggleFold(n.id);
      return;
    }
    const canFold =
      n.id >= 0 && (n.folded || this._layoutData.links.some((l) => l.source === n.key));
    const bar = buildNodeBar({
      info,
      name: this._nodeName(n),
      fold: canFold ? n.folded : null,
      t: this._t,
      onAction: (a) => this._nodeAction(a),
      onClose: () => this._closeNodeBar(),
    });
    this._picked = { node: n, path, info, bar };
    this._treePane.append(bar.root);
    pickNode(this._handles, n.key);
    this._placeNodeBar();
    bar.focus();
  }

  _nodeAction(action) {
    const picked = this._picked;
    if (!picked) return;
    const { path, info, bar } = picked;
    if (action.op === 'fold') {
      this._toggleFold(picked.node.id);
      this._closeNodeBar();
      return;
    }
    let edit;
    if (action.op === 'set-value') edit = { op: 'set-value', path, value: action.value };
    else if (action.op === 'add-child') edit = { op: 'add-child', path, value: 0 };
    else if (action.op === 'remove-last') {
      edit = { op: 'remove-child', path, index: info.children - 1 };
    } else edit = { op: 'remove', path };
    let refused;
    try {
      refused = this._treeEditor?.apply(edit) ?? null;
    } catch (err) {
      refused = String(err?.message ?? err);
    }
    if (refused) bar.showMessage(refused);
    else {
      // the page reloads the tree: the keyboard stays with the element
      this._closeNodeBar({ focus: false });
      this.focus({ preventScroll: true });
    }
  }

  /** Closes a node's actions; the keyboard goes back to the node (or the element). */
  _closeNodeBar({ focus = true } = {}) {
    const picked = this._picked;
    if (!picked) return;
    this._picked = null;
    picked.bar.root.remove();
    if (this._handles) pickNode(this._handles, null);
    if (focus) {
      const g = this._handles?.nodes.get(picked.node.key)?.g;
      if (g?.isConnected) g.focus({ preventScroll: true });
      else this.focus({ preventScroll: true });
    }
  }

  /** Puts the open actions beside their node: a leaf's below it (above it near the
   * bottom), an inner node's to its side, clear of its children. */
  _placeNodeBar() {
    const picked = this._picked;
    if (!picked) return;
    const { width, height } = this._size();
    const t = this._transform;
    const x = picked.node.x * t.k + t.x;
    const y = picked.node.y * t.k + t.y;
    const root = picked.bar.root;
    const w = root.offsetWidth || 240;
    const h = root.offsetHeight || 90;
    const reach = 22 * t.k + 6; // past the node's shape and its value
    const fits = {
      right: x + reach + 24 + w < width - 4,
      left: x - reach - w > 4,
      below: y + reach + h < height - 4,
    };
    let side;
    if (picked.info.kind === 'inner' && (fits.right || fits.left)) {
      side = fits.right ? 'right' : 'left';
    } else side = fits.below ? 'below' : 'above';
    const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
    let left;
    let top;
    if (side === 'below' || side === 'above') {
      left = clamp(x - w / 2, 4, width - w - 4);
      top = side === 'below' ? y + reach : y - reach - h;
    } else {
      left = side === 'right' ? x + reach + 24 : x - reach - w;
      top = y - h / 2;
    }
    root.style.left = `${clamp(left, 4, Math.max(4, width - w - 4))}px`;
    root.style.top = `${clamp(top, 4, Math.max(4, height - h - 4))}px`;
    root.dataset.side = side;
    root.hidden = x < -40 || x > width + 40 || y < -40 || y > height + 40;
  }

  /** Draws what the view (or, while it moves from `from`, its whole way) needs, when what
   * is drawn does not cover it. */
  _cull(from = null) {
    const handles = this._handles;
    if (!handles) return;
    const { width, height } = this._size();
    let view = viewRect(this._transform, width, height);
    if (from) view = unionRect(view, viewRect(from, width, height));
    if (!needsCull(handles.rect, view)) return;
    cullTree(handles, unionRect(view, viewRect(this._transform, width, height, CULL_MARGIN)));
  }

  /** Unfolds the ancestors of `id` so that the node being searched is always drawn. */
  _unfoldTo(id) {
    if (id === undefined || !this._collapsed?.size || this._handles?.byKey.has(`n${id}`)) return;
    const tree = this._run.tree;
    let changed = false;
    for (let n = tree.parent[id]; n >= 0; n = tree.parent[n]) {
      if (this._collapsed.delete(n)) changed = true;
    }
    if (changed) this._layout();
  }

  _toggleFold(id) {
    if (this._collapsed.has(id)) this._collapsed.delete(id);
    else this._collapsed.add(id);
    this._keepFolds = true; // the reader's fold stands until the next step
    this._layout();
    this._paint();
  }

  // ---- playback ---------------------------------------------------------------------------

  async _act(action) {
    await this._ready;
    // act on the run the page asked for last: wait for loads still under way
    for (let p; p !== this._loadPromise;) {
      p = this._loadPromise;
      await p?.catch(() => {});
    }
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

  _announce() {
    const facts = this._facts;
    if (!facts) return;
    const detail = this.state;
    this.dispatchEvent(new CustomEvent('mtd-step', { detail, bubbles: true, composed: true }));
    if (facts.type === 'testEnd') {
      this.dispatchEvent(new CustomEvent('mtd-test', { detail, bubbles: true, composed: true }));
    }
    if (detail.done && this._announcedDone !== this._run) {
      this._announcedDone = this._run;
      this.dispatchEvent(new CustomEvent('mtd-done', { detail, bubbles: true, composed: true }));
    }
    if (!detail.done) this._announcedDone = null;
  }

  // ---- the DOM ----------------------------------------------------------------------------

  _build() {
    const style = html('style');
    style.textContent = LAB_CSS;
    const lab = html('div', { class: 'lab', part: 'lab' });
    this._title = html('span', { class: 'title' });
    this._result = html('span', { class: 'result', 'data-testid': 'value' });
    this._status = html('span', { class: 'status', role: 'status' });
    const head = html('div', { class: 'head' }, [this._title, this._result, this._status]);
    this._settings = this._buildSettings();
    this._toolbar = buildToolbar((a) => this.dispatch(a), this._t);
    // tree
    this._viewport = svg('g', { class: 'viewport' });
    this._svg = svg('svg', { class: 'tree', role: 'img' }, [this._viewport]);
    this._zoomIn = html(
      'button',
      { type: 'button', class: 'btn', onclick: () => this._zoomBy(1.25) },
      ['+'],
    );
    this._zoomOut = html(
      'button',
      { type: 'button', class: 'btn', onclick: () => this._zoomBy(0.8) },
      ['−'],
    );
    this._fitBtn = html('button', { type: 'button', class: 'btn', onclick: () => this._fit() }, [
      '⤢',
    ]);
    this._legend = html('div', { class: 'legend' });
    this._treePane = html('div', { class: 'tree-pane' }, [
      this._svg,
      html('div', { class: 'zoom' }, [this._zoomIn, this._zoomOut, this._fitBtn]),
      this._legend,
    ]);
    // a click on the tree's background closes a node's actions
    this._svg.addEventListener('click', (e) => {
      if (!e.target.closest?.('.node')) this._closeNodeBar({ focus: false });
    });
    attachZoom(
      this._svg,
      () => this._transform,
      (t) => {
        this._transformTouched = true;
        this._setTransform(t);
      },
    );
    // side panels
    this._narration = html('p', {
      class: 'narration',
      'aria-live': 'polite',
      'aria-atomic': 'true',
    });
    this._narrationHead = html('h3');
    this._chart = svg('svg', { class: 'bounds' });
    this._chartHead = html('h3');
    this._chartLegend = html('div', { class: 'chart-legend' });
    this._countersHead = html('h3');
    this._counters = html('dl', { class: 'counters' });
    this._codeHead = html('h3');
    this._driverCode = html('pre', { class: 'code driver' });
    this._searchCode = html('pre', { class: 'code search' });
    this._ttHead = html('h3');
    this._tt = html('div', { class: 'tt-scroll' });
    const side = html('div', { class: 'side' }, [
      html('section', { class: 'panel' }, [this._narrationHead, this._narration]),
      html('section', { class: 'panel chart-wrap' }, [
        this._chartHead,
        this._chart,
        this._chartLegend,
      ]),
      html('section', { class: 'panel' }, [this._countersHead, this._counters]),
      html('section', { class: 'panel code-wrap' }, [
        this._codeHead,
        this._driverCode,
        this._searchCode,
      ]),
      html('section', { class: 'panel tt-wrap' }, [this._ttHead, this._tt]),
    ]);
    const main = html('div', { class: 'main' }, [this._treePane, side]);
    lab.append(head, this._settings.root, this._toolbar.bar, main);
    this._root.append(style, lab);
  }

  _buildSettings() {
    const algorithm = html('select', {
      class: 'algorithm',
      onchange: (e) => this.setAttribute('algorithm', e.target.value),
    });
    for (const a of ALGORITHMS)
      algorithm.append(html('option', { value: a, text: `${algorithmName(a)} (${a})` }));
    const guessOut = html('output', { class: 'guess-out' });
    const guess = html('input', {
      type: 'range',
      class: 'guess',
      min: -20,
      max: 20,
      step: 1,
      oninput: (e) => {
        guessOut.textContent = showValue(Number(e.target.value));
        this.setAttribute('guess', e.target.value);
      },
    });
    const step = html('input', {
      type: 'number',
      class: 'step-size',
      min: 0,
      step: 1,
      onchange: (e) => {
        // a new step size starts the schedule again from it (seed 001's halving)
        this.removeAttribute('schedule');
        this.setAttribute('step', e.target.value);
      },
    });
    const scheduleError = html('span', {
      class: 'field-error',
      id: 'schedule-error',
      role: 'alert',
    });
    const checkSchedule = (input) => {
      const parsed = parseSchedule(input.value);
      const message = parsed.error ? this._t.ui.scheduleError(parsed.error) : '';
      scheduleError.textContent = message;
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      return parsed.schedule ?? null;
    };
    const schedule = html('input', {
      type: 'text',
      class: 'schedule',
      inputmode: 'numeric',
      spellcheck: 'false',
      autocomplete: 'off',
      size: 18,
      'aria-describedby': 'schedule-error',
      oninput: (e) => checkSchedule(e.target),
      onchange: (e) => {
        const steps = checkSchedule(e.target);
        if (!steps) return;
        e.target.value = showSchedule(steps);
        this.setAttribute('schedule', showSchedule(steps));
      },
    });
    const tt = html('input', {
      type: 'checkbox',
      class: 'tt-on',
      onchange: (e) => this.setAttribute('tt', e.target.checked ? 'on' : 'off'),
    });
    const ttSize = html('input', {
      type: 'number',
      class: 'tt-size',
      min: 1,
      step: 1,
      onchange: (e) => this.setAttribute('tt-size', e.target.value),
    });
    const lang = html(
      'select',
      {
        class: 'lang',
        onchange: (e) => this.setAttribute('lang', e.target.value),
      },
      [
        html('option', { value: 'en', text: 'English' }),
        html('option', { value: 'ja', text: '日本語' }),
      ],
    );
    const labels = {
      algorithm: html('span'),
      guess: html('span'),
      step: html('span'),
      schedule: html('span'),
      tt: html('span'),
      ttSize: html('span'),
      lang: html('span'),
    };
    const guessLabel = html('label', { class: 'guess-label' }, [labels.guess, guess, guessOut]);
    const stepLabel = html('label', { class: 'step-label' }, [labels.step, step]);
    const scheduleField = html('span', { class: 'schedule-field' }, [
      html('label', { class: 'schedule-label' }, [labels.schedule, schedule]),
      scheduleError,
    ]);
    const plot = svg('svg', { class: 'guess-plot', viewBox: '0 0 300 70', role: 'img' });
    const plotTitle = html('div', { class: 'plot-title' });
    const plotWrap = html('div', { class: 'plot-wrap' }, [plotTitle, plot]);
    const root = html('div', { class: 'settings' }, [
      html('label', {}, [labels.algorithm, algorithm]),
      guessLabel,
      stepLabel,
      scheduleField,
      html('label', {}, [tt, labels.tt]),
      html('label', {}, [labels.ttSize, ttSize]),
      html('label', {}, [labels.lang, lang]),
      plotWrap,
    ]);
    return {
      root,
      algorithm,
      guess,
      guessOut,
      guessLabel,
      step,
      stepLabel,
      schedule,
      scheduleError,
      scheduleField,
      tt,
      ttSize,
      lang,
      labels,
      plot,
      plotTitle,
      plotWrap,
    };
  }

  _paintLabels() {
    const t = this._t;
    const s = this._settings;
    s.labels.algorithm.textContent = t.ui.algorithm;
    s.labels.guess.textContent = t.ui.guess;
    s.labels.step.textContent = t.ui.stepSize;
    s.labels.schedule.textContent = t.ui.schedule;
    s.schedule.title = t.ui.scheduleHelp;
    const bad = parseSchedule(s.schedule.value).error;
    if (s.schedule.hasAttribute('aria-invalid') && bad) {
      s.scheduleError.textContent = t.ui.scheduleError(bad);
    }
    s.labels.tt.textContent = t.ui.tt;
    s.labels.ttSize.textContent = t.ui.ttSize;
    s.labels.lang.textContent = t.ui.language;
    s.plotTitle.textContent = t.ui.testsPerGuess;
    s.lang.value = t.lang;
    this._narrationHead.textContent = t.ui.narration;
    this._chartHead.textContent = t.ui.bounds;
    this._countersHead.textContent = t.ui.counters;
    this._codeHead.textContent = t.ui.code;
    this._ttHead.textContent = t.ui.ttPanel;
    this._paintLegend();
    this._zoomIn.title = t.ui.zoomIn;
    this._zoomIn.setAttribute('aria-label', t.ui.zoomIn);
    this._zoomOut.title = t.ui.zoomOut;
    this._zoomOut.setAttribute('aria-label', t.ui.zoomOut);
    this._fitBtn.title = t.ui.fit;
    this._fitBtn.setAttribute('aria-label', t.ui.fit);
    this._chartLegend.replaceChildren(
      html('span', { class: 'k-lower', text: `━ ${t.ui.lower}` }),
      html('span', { class: 'k-upper', text: `╍ ${t.ui.upper}` }),
      html('span', { text: `━ β` }),
      html('span', { class: 'k-value', text: `┈ ${t.ui.value}` }),
    );
    this._paintToolbar();
  }

  _paintLegend() {
    const t = this._t;
    this._legend.textContent = `${t.ui.legend}. ${this._editable() ? t.ui.editHint : t.ui.collapseHint}`;
  }

  _paintSettings() {
    const c = this._config;
    const s = this._settings;
    if (!c) return;
    s.algorithm.value = c.algorithm;
    const [lo, hi] = this._valueRange();
    s.guess.min = String(lo);
    s.guess.max = String(hi);
    s.guess.value = String(c.guess);
    s.guessOut.textContent = showValue(c.guess);
    s.guessLabel.hidden = !GUESSING.has(c.algorithm);
    s.plotWrap.hidden = !GUESSING.has(c.algorithm);
    s.step.value = String(c.step);
    s.stepLabel.hidden = !STEPPING.has(c.algorithm);
    s.scheduleField.hidden = !SCHEDULED.has(c.algorithm);
    // what the reader is typing stays until it is valid and applied
    if (this._root.activeElement !== s.schedule) {
      s.schedule.value = showSchedule(c.schedule);
      s.schedule.removeAttribute('aria-invalid');
      s.scheduleError.textContent = '';
    }
    s.tt.checked = c.tt !== false;
    s.ttSize.value = String(c.ttSize);
  }

  /** The slider's range: the leaf values seen, widened a little, and the guess itself. */
  _valueRange() {
    const tree = this._run?.tree;
    let lo = Infinity;
    let hi = -Infinity;
    if (tree) {
      for (let i = 0; i < tree.parent.length; i++) {
        if (tree.hasValue[i]) {
          lo = Math.min(lo, tree.value[i]);
          hi = Math.max(hi, tree.value[i]);
        }
      }
    }
    if (!Number.isFinite(lo)) [lo, hi] = [-20, 20];
    const g = this._config?.guess ?? 0;
    return [Math.min(lo - 5, g), Math.max(hi + 5, g)];
  }

  _setStatus(state, text) {
    this._status.dataset.state = state;
    this._status.textContent = text;
  }

  _paintToolbar() {
    paintToolbar(this._toolbar, this._pb, this._t);
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

  // ---- painting ---------------------------------------------------------------------------

  _paint() {
    const run = this._run;
    if (!run || !this._handles) return;
    const t = this._t;
    const lang = this._lang;
    const k = Math.max(0, this._viewEvent);
    const facts = factsAt({ events: run.events, k, tree: run.tree, summary: run.summary });
    this._facts = facts;
    if (!this._keepFolds) this._unfoldTo(this._view?.path?.at(-1));
    this._keepFolds = false;
    const current = paintTree(this._handles, {
      tree: run.tree,
      view: this._view,
      first: run.first,
      k,
      t,
      picked: this._picked?.node.key ?? null,
    });
    if (current) this._follow(current);
    const tests = run.summary.tests;
    const done = testsDone(tests, k).length;
    const running = testIndexAt(tests, k);
    const state = this.state;
    const value = state.done ? state.value : null;
    // the side panels are redrawn only when what they show changes (most steps change
    // only the narration, the counters and one pseudocode line)
    this._repaint('chart', [run.serial, lang, done, running, value], () =>
      renderBoundsChart(this._chart, {
        tests,
        done,
        running,
        value,
        t,
        onPick: (i) => this.dispatch({ type: 'seekTest', test: i }),
      }),
    );
    setText(this._narration, narrate(facts, lang));
    const algorithm = run.config.algorithm;
    const lines = codeLine(facts, run.summary.algorithm ?? algorithm);
    const { step, schedule } = run.config;
    const listings = listingsFor(algorithm, { step, schedule });
    this._repaint('driver', [algorithm, step, schedule, lang, lines.driver, lines.caller], () =>
      renderListing(this._driverCode, listings.driver, lines.driver, t.ui.code, lines.caller),
    );
    this._repaint('search', [algorithm, lang, lines.search], () =>
      renderListing(this._searchCode, listings.search, lines.search, t.ui.code),
    );
    const activity = ttActivity(facts);
    this._repaint(
      'tt',
      [run.serial, lang, activity?.node, activity?.what, ttFingerprint(this._view?.tt)],
      () =>
        renderTtPanel(this._tt, {
          view: this._view,
          tree: run.tree,
          facts,
          t,
          lang,
          enabled: run.config.tt,
        }),
    );
    this._paintCounters(state, t);
    setText(this._title, algorithmName(algorithm));
    const shown = state.value === null ? t.ui.unknown : showValue(state.value);
    this._repaint('result', [lang, shown, state.tests.length], () =>
      this._result.replaceChildren(
        `${t.ui.value}: `,
        html('b', { text: shown }),
        ` · ${t.ui.tests}: ${state.tests.length}`,
      ),
    );
    setAttr(this._svg, 'aria-label', `${algorithmName(algorithm)}: ${this._narration.textContent}`);
    this._paintToolbar();
  }

  /** Calls `draw()` unless `key` (a list of plain values) is what `slot` last drew. */
  _repaint(slot, key, draw) {
    const k = JSON.stringify(key);
    if (this._painted[slot] === k) return;
    this._painted[slot] = k;
    draw();
  }

  _paintCounters(state, t) {
    const keys = ['leafEvals', 'nodes', 'ttHits', 'ttCutoffs'];
    this._repaint('counters', [t.lang], () => {
      this._counterCells = {};
      this._counters.replaceChildren(
        ...keys.map((key) => {
          const dd = html('dd');
          this._counterCells[key] = dd;
          return html('div', { 'data-counter': key }, [html('dt', { text: t.ui[key] }), dd]);
        }),
      );
    });
    for (const key of keys) setText(this._counterCells[key], String(state[key]));
  }

  // ---- zoom and pan -----------------------------------------------------------------------

  _setTransform(t, { animated = false } = {}) {
    const from = this._transform;
    this._transform = t;
    this._viewport.setAttribute('transform', toCss(t));
    this._svg.classList.toggle('far', t.k < FAR_ZOOM);
    this._cull(animated ? from : null);
    this._placeNodeBar();
  }

  /** The tree view's size: from the ResizeObserver; measured (a layout) only before it
   * has reported, never on every step. */
  _size() {
    if (!this._paneSize) {
      const r = this._svg.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) this._paneSize = { width: r.width, height: r.height };
    }
    return this._paneSize ?? { width: 600, height: 360 };
  }

  _fit() {
    if (!this._layoutData) return;
    const { width, height } = this._size();
    this._transformTouched = false;
    this._setTransform(fitTransform(this._layoutData.bounds, width, height));
  }

  _fitIfUntouched() {
    if (!this._transformTouched) this._fit();
  }

  _zoomBy(f) {
    const { width, height } = this._size();
    this._transformTouched = true;
    this._setTransform(zoomAt(this._transform, f, width / 2, height / 2));
  }

  _follow(node) {
    const { width, height } = this._size();
    const next = keepInView(
      this._transform,
      node.x,
      node.y,
      width,
      height,
      50,
      this._layoutData?.bounds,
    );
    if (next !== this._transform) {
      // glide a short way; a jump (a seek) is instant, and draws only where it lands
      const far = Math.hypot(next.x - this._transform.x, next.y - this._transform.y);
      const animated = !reducedMotion() && far < 1.5 * Math.max(width, height);
      this._viewport.classList.toggle('animate', animated);
      this._setTransform(next, { animated });
    }
  }

  // ---- the tests-for-every-f plot -------------------------------------------------------------

  async _plotGuesses(config, token) {
    const s = this._settings;
    if (!GUESSING.has(config.algorithm) || this.hasAttribute('compact')) return;
    const run = this._run;
    if (!run || run.tree.parent.length > 3000) {
      s.plot.replaceChildren();
      return;
    }
    const [lo, hi] = this._valueRange();
    const key = JSON.stringify({ ...config, guess: null, lo, hi });
    let counts = this._plotCache.get(key);
    if (!counts) {
      counts = new Map();
      const engine = await pageEngine();
      for (const f of guessRange(lo, hi)) {
        if (token !== this._loadToken) return;
        try {
          const { id } = await engine.open({ ...config, guess: f });
          const summary = await engine.runToEnd(id);
          engine.close(id);
          counts.set(f, summary.tests.length);
        } catch {
          return;
        }
      }
      this._plotCache.set(key, counts);
    }
    if (token !== this._loadToken) return;
    renderGuessPlot(s.plot, {
      counts,
      guess: config.guess,
      t: this._t,
      onPick: (f) => this.setAttribute('guess', String(f)),
    });
  }
}

if (!customElements.get('mtd-lab')) customElements.define('mtd-lab', MtdLab);
