// The side panels of <mtd-lab> and the lines of its head that follow the search: the
// narration (a sentence per step), the bounds chart, the counters, the pseudocode (the line
// each event lights), the TT panel, the algorithm's name and the result line. Painted for
// every step shown; each panel is redrawn only when what it shows changes (most steps
// change only the narration, the counters and one pseudocode line).
import { testIndexAt, testsDone } from '../state/playback.js';
import { depthMarks, renderBoundsChart } from '../render/bounds-chart.js';
import { renderTtPanel, ttActivity, ttFingerprint } from '../render/tt-panel.js';
import { codeLine, listingsFor, renderListing } from '../render/pseudocode.js';
import { html, setText, svg } from '../render/svg.js';
import { algorithmName, narrate } from '../i18n/narrate.js';
import { showValue } from '../i18n/values.js';

/** The counters shown, in order (keys of the public state and of the messages' `ui`). */
const COUNTERS = ['leafEvals', 'nodes', 'ttHits', 'ttCutoffs'];

export class SidePanels {
  /** Set by a page with a glossary: `(text, lang) => nodes`, the narration with its terms
   * linked (www/learn/glossary-view.js). Null: plain text. */
  static linkTerms = null;

  constructor() {
    /** The head's algorithm name and result line (the skeleton places them). */
    this.title = html('span', { class: 'title' });
    this.result = html('span', { class: 'result', 'data-testid': 'value' });
    this._narration = html('p', {
      class: 'narration',
      'aria-live': 'polite',
      'aria-atomic': 'true',
    });
    this._narrationHead = html('h3');
    this._chart = svg('svg', { class: 'bounds' });
    this._chartHead = html('h3');
    this._chartLegend = html('div', { class: 'chart-legend' });
    this._chartNote = html('p', { class: 'chart-note' });
    this._countersHead = html('h3');
    this._counters = html('dl', { class: 'counters' });
    this._codeHead = html('h3');
    // the scrolling boxes take the focus (tabindex 0), so that they scroll from the keyboard
    // too: a listing wider than its panel, the table of entries, the column of panels, and
    // the pseudocode panel (which scrolls in presenter mode)
    this._driverCode = html('pre', { class: 'code driver', tabindex: 0 });
    this._searchCode = html('pre', { class: 'code search', tabindex: 0 });
    this._ttHead = html('h3');
    this._tt = html('div', { class: 'tt-scroll', tabindex: 0 });
    /** The panels by their names in a `controls` attribute (www/element/panels.js), in the
     * column's order: the pseudocode next to the narration, so that what happens and the
     * line that does it are seen together (a laptop's screen shows no more, issue 17). */
    this.sections = {
      narration: html('section', { class: 'panel narration-wrap' }, [
        this._narrationHead,
        this._narration,
      ]),
      code: html('section', { class: 'panel code-wrap', tabindex: 0 }, [
        this._codeHead,
        this._driverCode,
        this._searchCode,
      ]),
      chart: html('section', { class: 'panel chart-wrap' }, [
        this._chartHead,
        this._chart,
        this._chartLegend,
        this._chartNote,
      ]),
      counters: html('section', { class: 'panel counters-wrap' }, [
        this._countersHead,
        this._counters,
      ]),
      tt: html('section', { class: 'panel tt-wrap' }, [this._ttHead, this._tt]),
    };
    /** The column of panels beside the tree. */
    this.root = html('div', { class: 'side', tabindex: 0 }, Object.values(this.sections));
    this._painted = {}; // what each panel shows, so that it is redrawn only on a change
    this._counterCells = {};
  }

  /** The bounds chart's <svg>. */
  get chart() {
    return this._chart;
  }

  /** Writes the panels' headings and the chart's key in the language of `t`. */
  paintLabels(t) {
    this._narrationHead.textContent = t.ui.narration;
    this._chartHead.textContent = t.ui.bounds;
    this._countersHead.textContent = t.ui.counters;
    this._codeHead.textContent = t.ui.code;
    this._ttHead.textContent = t.ui.ttPanel;
    this._chartLegend.replaceChildren(
      html('span', { class: 'k-lower', text: `━ ${t.ui.lower}` }),
      html('span', { class: 'k-upper', text: `╍ ${t.ui.upper}` }),
      html('span', { text: `━ β` }),
      html('span', { class: 'k-value', text: `┈ ${t.ui.value}` }),
    );
  }

  /**
   * Paints the step after `k` events of `run` (the element's: `summary`, `tree`, `config`,
   * `serial`): `view` (the ViewState), `facts` (www/state/facts.js), `state` (the public
   * state), `t` (the messages); `onPickTest(i)` when a test is clicked on the chart.
   * Returns the narration's sentence.
   */
  paint({ run, view, facts, k, state, t, onPickTest }) {
    const lang = t.lang;
    const tests = run.summary.tests;
    const done = testsDone(tests, k).length;
    const running = testIndexAt(tests, k);
    const value = state.done ? state.value : null;
    this._repaint('chart', [run.serial, lang, done, running, value], () => {
      renderBoundsChart(this._chart, { tests, done, running, value, t, onPick: onPickTest });
      // iterative deepening: why the bounds start again at each new depth
      const deeper = depthMarks(tests.slice(0, Math.max(done, running + 1)));
      setText(this._chartNote, deeper.length ? t.ui.depthNote : '');
    });
    const { step, schedule, cut = 'ge' } = run.config;
    const said = narrate({ ...facts, cut }, lang);
    if (!SidePanels.linkTerms) setText(this._narration, said);
    else
      this._repaint('narration', [lang, said], () =>
        this._narration.replaceChildren(...SidePanels.linkTerms(said, lang)),
      );
    const algorithm = run.config.algorithm;
    const lines = codeLine(facts, run.summary.algorithm ?? algorithm);
    const listings = listingsFor(algorithm, { step, schedule, cut });
    this._repaint('driver', [algorithm, step, schedule, lang, lines.driver, lines.caller], () => {
      renderListing(this._driverCode, listings.driver, lines.driver, t.ui.code, lines.caller);
      presentLit(this._driverCode);
    });
    this._repaint('search', [algorithm, cut, lang, lines.search], () => {
      renderListing(this._searchCode, listings.search, lines.search, t.ui.code);
      presentLit(this._searchCode);
    });
    const activity = ttActivity(facts);
    this._repaint(
      'tt',
      [run.serial, lang, activity?.node, activity?.what, ttFingerprint(view?.tt)],
      () =>
        renderTtPanel(this._tt, {
          view,
          tree: run.tree,
          facts,
          t,
          lang,
          enabled: run.config.tt,
        }),
    );
    this._paintCounters(state, t);
    setText(this.title, algorithmName(algorithm));
    const shown = state.value === null ? t.ui.unknown : showValue(state.value);
    // seed 000's literal answer, once the reference search disagrees with it
    const truth = run.truth ?? null;
    const wrong = state.value !== null && truth !== null && truth !== state.value;
    this._repaint('result', [lang, shown, state.tests.length, wrong, truth], () =>
      this.result.replaceChildren(
        `${t.ui.value}: `,
        html('b', { text: shown }),
        ...(wrong
          ? [' ', html('span', { class: 'wrong', text: `(${t.ui.wrongValue(showValue(truth))})` })]
          : []),
        ` · ${t.ui.tests}: ${state.tests.length}`,
      ),
    );
    return this._narration.textContent;
  }

  /** Calls `draw()` unless `key` (a list of plain values) is what `slot` last drew. */
  _repaint(slot, key, draw) {
    const k = JSON.stringify(key);
    if (this._painted[slot] === k) return;
    this._painted[slot] = k;
    draw();
  }

  _paintCounters(state, t) {
    this._repaint('counters', [t.lang], () => {
      this._counterCells = {};
      this._counters.replaceChildren(
        ...COUNTERS.map((key) => {
          const dd = html('dd');
          this._counterCells[key] = dd;
          return html('div', { 'data-counter': key }, [html('dt', { text: t.ui[key] }), dd]);
        }),
      );
    });
    for (const key of COUNTERS) setText(this._counterCells[key], String(state[key]));
  }
}

/**
 * The lit line of listing `pre` is scrolled into its panel's view when it lies outside it,
 * when the pseudocode panel scrolls by itself (the wide layout, lab-css.js, and presenter
 * mode): the line that runs is always in sight beside the narration. In presenter mode (the
 * host's `presenter` attribute) the side column is scrolled otherwise, so that what the
 * screen points at can be seen from the back of the room; elsewhere the reader scrolls it.
 */
function presentLit(pre) {
  const line = pre.querySelector('.line.active');
  if (!line) return;
  const presenting = pre.getRootNode().host?.hasAttribute('presenter');
  const box = [pre.closest('.code-wrap'), presenting && pre.closest('.side')].find(
    (b) => b && b.scrollHeight > b.clientHeight,
  );
  if (!box) return;
  const l = line.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const margin = l.height * 2;
  if (l.top < b.top) box.scrollTop -= b.top - l.top + margin;
  else if (l.bottom > b.bottom) box.scrollTop += l.bottom - b.bottom + margin;
}
