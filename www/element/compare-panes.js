// Compare mode: two to four algorithms on the same tree, side by side, each in a compact
// <mtd-lab> of its own (one session each: every number is its own run's), stepped together
// one event or one null-window test at a time, with a table of what each has done so far.
// Shared by the app's Compare tab (www/app/compare.js) and by an <mtd-lab> given an
// `algorithms` attribute (its panes live in its shadow root). For the latter ComparePanes
// answers for the element while panes are shown, through the same small interface as the
// element's own run (own-run.js): state(), result(), states(), settle(state),
// act(action), dispatch(action), moment(), paintToolbar(parts, t), paintTitle(el), ownRun.
import { algorithmName } from '../i18n/narrate.js';
import { html } from '../render/svg.js';
import { paintToolbar } from '../controls/toolbar.js';

/** An element's playback state, `{ event, total, playing, speed }`, read by the element
 * around its panes to paint its toolbar as the first pane's (a key only they share). */
export const PLAYBACK = Symbol('mtd-lab playback');

/** How a pane takes each playback action the element's methods apply: its own method. */
const TAKE = {
  step: (l) => l.step(),
  back: (l) => l.back(),
  stepNode: (l) => l.stepNode(),
  backNode: (l) => l.backNode(),
  stepOver: (l) => l.stepOver(),
  stepOut: (l) => l.stepOut(),
  stepTest: (l) => l.stepTest(),
  backTest: (l) => l.backTest(),
  seek: (l, a) => l.seek(a.event),
  start: (l) => l.reset(),
  end: (l) => l.runToEnd(),
  play: (l) => l.play(),
  pause: (l) => l.pause(),
};

/** Every pane takes the same step: the playback actions the app's Compare tab steps its
 * panes by (its buttons and keys). */
export const STEP_ALL = Object.fromEntries(
  ['start', 'backTest', 'back', 'step', 'stepTest', 'end'].map((type) => [type, TAKE[type]]),
);

/** The table's columns: a label key and the value from a pane's state. */
export const COLUMNS = [
  ['tests', (s) => s.tests.length],
  ['leafEvals', (s) => s.leafEvals],
  ['nodes', (s) => s.nodes],
  ['ttHits', (s) => s.ttHits],
  ['value', (s) => (s.value === null ? '…' : String(s.value))],
];

/** Writes the compare table into `table`: a row per `[algorithm, state]` of `rows`, with the
 * headers of `labels` (`algorithm` and the COLUMNS keys). */
export function renderCompareTable(table, rows, labels) {
  table.replaceChildren(
    html('thead', {}, [
      html('tr', {}, [
        html('th', { scope: 'col', text: labels.algorithm }),
        ...COLUMNS.map(([k]) => html('th', { scope: 'col', text: labels[k] })),
      ]),
    ]),
    html(
      'tbody',
      {},
      rows.map(([a, s]) =>
        html('tr', { 'data-algorithm': a }, [
          html('th', { scope: 'row', text: algorithmName(a) }),
          ...COLUMNS.map(([k, f]) => html('td', { 'data-col': k, text: String(f(s)) })),
        ]),
      ),
    ),
  );
}

/** The attributes of the element that its panes share (all but the algorithm). */
export const SHARED_ATTRIBUTES = [
  'tree',
  'game',
  'guess',
  'step',
  'schedule',
  'tt',
  'tt-size',
  'depth',
  'max-visits',
  'lang',
  'theme',
];

/** The panes of an <mtd-lab> in compare mode, with their table. */
export class ComparePanes {
  /** `relay(type, detail)`: fires a pane's event out of the element (`detail.algorithm`
   * names the pane); `labels()`: the table's headers. */
  constructor({ relay, labels }) {
    this._relay = relay;
    this._labels = labels;
    this._algorithms = [];
    this.table = html('table', { class: 'compare-table' });
    this.grid = html('div', { class: 'compare-panes' });
    this.root = html('div', { class: 'compare', hidden: true }, [this.table, this.grid]);
  }

  /** The panes' elements, in the order of the algorithms. */
  get labs() {
    return [...this.grid.children];
  }

  /** True when panes are shown. */
  get active() {
    return this._algorithms.length > 0;
  }

  /** Shows a pane per algorithm of `algorithms` (null: none), each with the attributes
   * `get(name)` gives for SHARED_ATTRIBUTES. */
  show(algorithms, get) {
    const names = algorithms ?? [];
    if (names.join(' ') !== this._algorithms.join(' ')) {
      this._algorithms = names;
      this.grid.replaceChildren(...names.map((a) => this._pane(a)));
    }
    this.root.hidden = names.length === 0;
    this.share(get);
  }

  /** Gives every pane the shared attributes `get(name)` now has. */
  share(get) {
    for (const lab of this.labs) {
      for (const name of SHARED_ATTRIBUTES) {
        const v = get(name);
        if (v === null) lab.removeAttribute(name);
        else if (lab.getAttribute(name) !== v) lab.setAttribute(name, v);
      }
    }
  }

  _pane(algorithm) {
    const lab = document.createElement('mtd-lab');
    lab.setAttribute('compact', '');
    lab.setAttribute('controls', 'tree narration chart counters');
    lab.setAttribute('algorithm', algorithm);
    lab.setAttribute('tabindex', '-1'); // the element around takes the keys
    for (const type of ['mtd-step', 'mtd-test', 'mtd-done', 'mtd-error', 'mtd-progress']) {
      lab.addEventListener(type, (e) => {
        e.stopPropagation(); // fired again by the element, naming the pane
        if (type === 'mtd-step') this.refresh();
        this._relay(type, { ...e.detail, algorithm });
      });
    }
    return lab;
  }

  /** Resolves once every pane has shown its run (or failed to). */
  ready() {
    return Promise.all(this.labs.map((l) => l.ready.catch(() => null))).then(() => this.refresh());
  }

  /** The panes' algorithms, in order, as configured. */
  get algorithms() {
    return [...this._algorithms];
  }

  /** Rewrites the table from the panes' states. */
  refresh() {
    const rows = this.labs.map((l, i) => [this._algorithms[i], l.state]);
    renderCompareTable(this.table, rows, this._labels());
  }

  // ---- the element's part while the panes are shown ---------------------------------------

  /** The panes fire the events and show the runs: the element's own run is not shown. */
  get ownRun() {
    return false;
  }

  /** The element's state: the first pane's. */
  state() {
    return this.labs[0]?.state ?? null;
  }

  /** The element's result: the first pane's. */
  result() {
    return this.labs[0]?.result ?? null;
  }

  /** `[{ algorithm, ...state }]`: every pane's state. */
  states() {
    return this.labs.map((l, i) => ({ algorithm: this._algorithms[i], ...l.state }));
  }

  /** Once every pane shows its run: the element's state. */
  async settle() {
    await this.ready();
    return this.state();
  }

  /** Every pane takes playback action `action` (the same step for all), by its own method;
   * resolves once each shows it. */
  async act(action) {
    await this.ready();
    await Promise.all(this.labs.map((l) => TAKE[action.type](l, action)));
    this.refresh();
  }

  /** Applies a playback action (buttons, keys) to every pane. */
  dispatch(action) {
    for (const lab of this.labs) lab.dispatch(action);
  }

  /** The moment getState() names: the panes' algorithms and each pane's event. */
  moment() {
    return { algorithms: this.algorithms, events: this.labs.map((p) => p.state?.event ?? 0) };
  }

  /** Seeks pane i to event `eventOf(i)`: resolves with `[[k, shown]]`, a pane's state. */
  seekEach(eventOf) {
    return Promise.all(
      this.labs.map(async (pane, i) => {
        const k = eventOf(i);
        return [k, await pane.seek(k)];
      }),
    );
  }

  /** The toolbar shows where the first pane is. */
  paintToolbar(parts, t) {
    paintToolbar(parts, this.labs[0][PLAYBACK], t);
  }

  /** The element's title: the panes' algorithms as configured (a pane still loading has no
   * state to name it yet). */
  paintTitle(title) {
    title.textContent = this._algorithms.map((a) => algorithmName(a)).join(' · ');
  }
}
