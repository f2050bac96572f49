// The true minimax value of a run's game, from the core: seed 000's literal pseudocode
// (`mtdf-literal`) can answer wrong, and the element says so with the value a correct
// algorithm (alpha-beta, no TT) finds on the same game — never a number typed by hand.
import { ALGORITHMS, algorithm } from '../engine/algorithms.js';

/** The algorithms whose answer is checked against a reference search. */
export const CHECKED = new Set(ALGORITHMS.filter((a) => algorithm(a).literal));

/** The reference value for `config` (null when the search fails or `stale()` turns true):
 * one `solve` (the engine's utility worker; no session, nothing recorded). */
export async function referenceValue(engine, config, stale) {
  try {
    const solution = await engine.solve({ ...config, algorithm: 'alphabeta' });
    return stale() ? null : solution.value;
  } catch {
    return null;
  }
}
