// The Kalah panel's fields read and checked (pure): pits and seeds 1…6, the core's board
// sizes; depth 1…20, the core's Kalah depths; the work budget, the nodes one search may
// visit, 1…MAX_VISITS (the element's max-visits, default DEFAULT_VISITS). The UI offers the
// core's whole depth range because the search runs in a worker under the work budget: a
// deep search either finishes or stops with the budget's error in the panel (which names
// the budget field, so that it can be raised where it ran out), and it can be cancelled at
// any moment, so no depth can freeze or hang the page.
import { DEFAULT_VISITS, MAX_VISITS } from '../element/config.js';
import { readNumberFields } from './number-fields.js';

/** Each field's range, as the core allows it (docs/engine-api.md). */
export const KALAH_RANGES = Object.freeze({
  pits: [1, 6],
  seeds: [1, 6],
  depth: [1, 20],
  budget: [1, MAX_VISITS],
});

/** What the fields show at first (the budget: the element's default work budget). */
export const KALAH_DEFAULTS = Object.freeze({
  pits: 3,
  seeds: 2,
  depth: 4,
  budget: DEFAULT_VISITS,
});

/**
 * The fields `names` of `values` (text as typed) read as whole numbers in their ranges:
 * `{ settings }`, or `{ error, field }` for the first that is not, `error` said by
 * `range(label, value, lo, hi)` with the field's label from `labels`.
 */
export function readKalahFields(values, names, { labels, range }) {
  const ranges = Object.fromEntries(names.map((n) => [n, KALAH_RANGES[n]]));
  return readNumberFields(values, ranges, { labels, range });
}
