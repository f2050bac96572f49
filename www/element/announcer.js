// The DOM events of the steps <mtd-lab> shows: `mtd-step` for every step; one `mtd-test`
// per null-window test completed since the last step announced, in order, on a forward
// move (none on a backward one), each with that test's record as `test` (its index
// `testIndex`) beside the state; `mtd-done` once per run.
import { publicTest, testsCompleted } from '../state/public-state.js';

export class Announcer {
  /** Fires on `target` (the element). */
  constructor(target) {
    this._target = target;
    this._announced = null; // { run, event }: the last step announced
    this._done = null; // the run whose mtd-done was fired
  }

  /** Fires `type` with `detail`, out of the shadow root. */
  fire(type, detail) {
    this._target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Announces the step after `k` events of `run` (with `summary.tests`), `state` the
   * public state shown. */
  announce(run, k, state) {
    this.fire('mtd-step', state);
    const from = this._announced?.run === run ? this._announced.event : 0;
    this._announced = { run, event: k };
    for (const { test, index } of testsCompleted(run.summary.tests, from, k)) {
      this.fire('mtd-test', { ...state, test: publicTest(test), testIndex: index });
    }
    if (state.done && this._done !== run) {
      this._done = run;
      this.fire('mtd-done', state);
    }
  }
}
