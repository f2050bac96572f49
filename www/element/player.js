// The playback of <mtd-lab>: where the reader is in the run shown (www/state/playback.js,
// pure), the timer that plays it, and the engine's view brought to that event, one seek at
// a time (the latest wins, also across a new run loaded while a seek was under way). It
// paints nothing: it says when a view is ready to paint and when the view has caught up
// with playback (the step to announce).
import { initialPlayback, reducePlayback } from '../state/playback.js';
import { nextNodeStop, previousNodeStop, stepOutStop, stepOverStop } from '../state/step-over.js';
import { holdPlayback } from './hold.js';

/** The moves that go to where the trace says (www/state/step-over.js): by action type. */
const STOPS = {
  stepNode: nextNodeStop,
  backNode: previousNodeStop,
  stepOver: stepOverStop,
  stepOut: stepOutStop,
};

export class Player {
  /**
   * `run()`: the run shown (`{ id, events, … }` or null); `seek(run, k, reuse)`: resolves
   * with the engine's view of `run` after `k` events (`reuse`: the node columns of a view no
   * longer shown, or null, for the engine to refill and hand back); `onView()`: a view to
   * paint; `onArrived()`: the view shown is the playback event; `onError(err)`: a seek
   * failed; `onChange()`: the playback state changed (the toolbar follows); `onHeld()`: a
   * move forward was stopped at `hold` (hold.js).
   */
  constructor({ run, seek, onView, onArrived, onError, onChange, onHeld = () => {} }) {
    this._run = run;
    this._seek = seek;
    this._onView = onView;
    this._onArrived = onArrived;
    this._onError = onError;
    this._onChange = onChange;
    this._onHeld = onHeld;
    /** The event playback does not go past (the element's `hold`), or null. */
    this.hold = null;
    /** The playback state: `{ event, total, tests, playing, speed }`. */
    this.pb = initialPlayback();
    /** The engine's view shown, and the event it is at (−1: none yet for this run). */
    this.view = null;
    this.viewEvent = -1;
    this._seeking = false;
    this._waiters = [];
    this._timer = null;
    // the `nodes` of the view last replaced: only the player held it (everything paints and
    // reads `view`), so the next seek hands its arrays to the engine to be refilled
    this._spare = null;
  }

  /** A new run of `total` events and `tests`, shown from event `event`. */
  load({ total, tests, event }) {
    this.stopTimer();
    this.pb = reducePlayback(this.pb, { type: 'load', total, tests, event });
    this.viewEvent = -1;
  }

  /** The run was freed: nothing is shown. */
  clear() {
    this.view = null;
    this.viewEvent = -1;
  }

  /** True when playback stands at the run's last event. */
  get atEnd() {
    return this.pb.total > 0 && this.pb.event >= this.pb.total;
  }

  /** Applies a playback action (buttons, keys, scrubber and the script API all end here).
   * Stepping to the next or previous node entered, or over or out of a node, is a seek to
   * where the trace says that is. */
  dispatch(action) {
    const before = this.pb;
    const stop = STOPS[action.type];
    if (stop) {
      const events = this._run()?.events;
      if (!events) return;
      action = { type: 'seek', event: Math.min(before.total, stop(events, before.event)) };
    }
    const held = holdPlayback(before, reducePlayback(this.pb, action), this.hold);
    this.pb = held.pb;
    if (held.held) this._onHeld();
    if (this.pb.playing && !before.playing) this._startTimer();
    if (!this.pb.playing) this.stopTimer();
    if (this.pb.playing && this.pb.speed !== before.speed) this._startTimer();
    if (this.pb.event !== before.event) this.sync();
    this._onChange();
  }

  /** Resolves once no seek is under way. */
  settled() {
    if (!this._seeking) return Promise.resolve();
    return new Promise((resolve) => this._waiters.push(resolve));
  }

  /** Brings the view to the playback event. */
  async sync() {
    if (this._seeking) return this.settled();
    this._seeking = true;
    try {
      for (;;) {
        const run = this._run();
        if (!run || this.viewEvent === this.pb.event) break;
        const k = this.pb.event;
        let view;
        const reuse = this._spare;
        this._spare = null; // moved to the engine: empty from here on
        try {
          view = await this._seek(run, k, reuse);
        } catch (err) {
          if (this._run() !== run) continue;
          this._onError(err);
          break;
        }
        if (this._run() !== run) {
          this._spare = view?.nodes ?? null; // never shown
          continue; // a new run came in meanwhile: seek in that one
        }
        const first = this.viewEvent === -1;
        this._spare = this.view?.nodes ?? null;
        this.view = view;
        this.viewEvent = k;
        if (this.pb.event === k || first) this._onView();
      }
    } finally {
      this._seeking = false;
      const waiters = this._waiters.splice(0);
      for (const w of waiters) w();
    }
    if (this._run() && this.viewEvent === this.pb.event) this._onArrived();
  }

  _startTimer() {
    this.stopTimer();
    const perSecond = this.pb.speed;
    const interval = Math.max(33, 1000 / perSecond);
    const events = Math.max(1, Math.round((perSecond * interval) / 1000));
    this._timer = setInterval(() => {
      if (this._seeking) return; // let the view catch up
      this.dispatch({ type: 'tick', events });
    }, interval);
  }

  /** Stops the timer (playback keeps its `playing` flag: an element removed stops). */
  stopTimer() {
    if (this._timer) clearInterval(this._timer);
    this._timer = null;
  }
}
