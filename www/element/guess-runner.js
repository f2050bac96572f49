// The tests-for-every-f plot beside the first-guess slider: the search run once from every
// guess over the slider's range, on the page's engine (solve: the utility worker, nothing
// recorded, no session or worker of its own), and how many tests each took drawn
// (www/render/guess-plot.js); a click on a guess picks it. The counts are kept per config,
// so that moving the slider searches nothing again.
import { GUESSING } from './config.js';
import { guessRange } from '../state/guesses.js';
import { clearGuessPlot, renderGuessPlot } from '../render/guess-plot.js';

/** Trees with more explored nodes are not searched once per guess (the plot stays empty). */
const MAX_NODES = 3000;

/** How many tests the search of `config` takes from each first guess of `guesses`: a Map
 * f → count, or null when `stale()` turns true or a search fails. */
export async function testsPerGuess(engine, config, guesses, stale) {
  const counts = new Map();
  for (const f of guesses) {
    if (stale()) return null;
    try {
      const solved = await engine.solve({ ...config, guess: f });
      counts.set(f, solved.tests.length);
    } catch {
      return null;
    }
  }
  return counts;
}

export class GuessRunner {
  /** Draws into `plot` (an <svg>); `engine()` resolves with the engine to search on. */
  constructor(plot, engine) {
    this._plot = plot;
    this._engine = engine;
    this._cache = new Map();
  }

  /**
   * Plots the tests for every f of `config` (an algorithm that takes a guess; others leave
   * the plot as it is) over `range` (`[lo, hi]`), for the explored `tree` just loaded.
   * `stale()`: true once a newer load has begun (nothing is drawn then); `messages()`: the
   * texts; `onPick(f)`: a guess clicked.
   */
  async plot({ config, tree, range, stale, messages, onPick }) {
    if (!GUESSING.has(config.algorithm)) return;
    if (!tree || tree.parent.length > MAX_NODES) {
      clearGuessPlot(this._plot);
      return;
    }
    const [lo, hi] = range;
    const key = JSON.stringify({ ...config, guess: null, lo, hi });
    let counts = this._cache.get(key);
    if (!counts) {
      const engine = await this._engine();
      counts = await testsPerGuess(engine, config, guessRange(lo, hi), stale);
      if (!counts) return;
      this._cache.set(key, counts);
    }
    if (stale()) return;
    renderGuessPlot(this._plot, { counts, guess: config.guess, t: messages(), onPick });
  }
}
