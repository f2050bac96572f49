// The searches a run shown in <mtd-lab> sets going beside it, once it is shown: the tests
// for every first guess, plotted beside the guess slider (guess-runner.js), and for seed
// 000's literal code the true value its answer is checked against (reference-value.js).
// Both search on the page's utility worker (no session of their own) and drop out when a
// newer load begins. Separate so that the element's load says only that they start.
import { CHECKED, referenceValue } from './reference-value.js';

export class SideSearches {
  /**
   * `guesses`: the element's GuessRunner; `engine()`: resolves with the page's engine.
   * Callbacks: `run()`: the run shown; `stale(token)`: whether a newer load than `token`'s
   * has begun; `plotted()`: whether the plot is shown (not in a compact element, nor in
   * compare mode); `range()`: the first guesses the slider offers; `messages()`: the texts;
   * `onPick(f)`: a guess clicked on the plot; `repaint()`: the step painted again.
   */
  constructor({ guesses, engine, ...on }) {
    this._guesses = guesses;
    this._engine = engine;
    this._on = on;
  }

  /** Starts both for `config`, the run just shown by the load of `token`. */
  start(config, token) {
    this._plotGuesses(config, token);
    this._checkAnswer(config, token);
  }

  /** Plots the tests for every first guess (not in a compact element). */
  _plotGuesses(config, token) {
    const on = this._on;
    if (!on.plotted()) return;
    return this._guesses.plot({
      config,
      tree: on.run()?.tree,
      range: on.range(),
      stale: () => on.stale(token),
      messages: on.messages,
      onPick: on.onPick,
    });
  }

  /** For seed 000's literal code: the true value from a correct search, then a repaint
   * (the last step and the result line say whether the answer is wrong). */
  async _checkAnswer(config, token) {
    const on = this._on;
    const run = on.run();
    if (!CHECKED.has(config.algorithm) || !run) return;
    const stale = () => on.stale(token) || on.run() !== run;
    const truth = await referenceValue(await this._engine(), config, stale);
    if (stale() || truth === null) return;
    run.truth = truth;
    on.repaint();
  }
}
