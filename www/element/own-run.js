// The element's own run as what answers for <mtd-lab> outside compare mode: its state, its
// result, its playback, through the small interface ComparePanes offers in compare mode
// (compare-panes.js: state(), result(), states(), settle(state), act(action),
// dispatch(action), moment(), paintToolbar(parts, t), paintTitle(el), ownRun). Separate so
// that the element answers through one interface, whichever mode it is in, without
// branches. It also keeps the facts of the step shown (www/state/facts.js), which the state
// and the painting both read.
import { finite } from '../state/events.js';
import { factsAt } from '../state/facts.js';
import { publicState } from '../state/public-state.js';
import { paintToolbar } from '../controls/toolbar.js';
import { paintHold } from './hold.js';

export class OwnRun {
  /** `run()`: the run shown (`{ summary, tree, events, truth, … }` or null); `player`: the
   * element's Player. */
  constructor({ run, player }) {
    this._run = run;
    this._player = player;
    this._factsCache = null;
    /** True: the element shows its own run (not panes). */
    this.ownRun = true;
  }

  /** The facts of the step after `k` events of the run shown (kept for the last `k`). */
  factsAt(k) {
    const run = this._run();
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

  state() {
    const run = this._run();
    const k = Math.max(0, this._player.viewEvent);
    const view = this._player.view;
    return publicState(run?.summary, k, view, this.factsAt(k), run?.tree);
  }

  result() {
    const s = this._run()?.summary;
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

  states() {
    return null;
  }

  settle(state) {
    return state;
  }

  async act(action) {
    this._player.dispatch(action);
    await this._player.settled();
  }

  dispatch(action) {
    this._player.dispatch(action);
  }

  moment() {
    return { event: this._run() ? this._player.pb.event : 0 };
  }

  paintToolbar(parts, t) {
    paintToolbar(parts, this._player.pb, t);
    paintHold(parts, this._player.pb, this._player.hold);
  }

  paintTitle() {} // the side panels name the run's algorithm
}
