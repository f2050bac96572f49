// The Kalah panel's fields read and checked (pure): pits and seeds 1…6, the core's board
// sizes; depth 1…20, the core's Kalah depths; the work budget, the nodes one search may
// visit, 1…MAX_VISITS (the element's max-visits, default DEFAULT_VISITS). The UI offers the
// core's whole depth range because the search runs in a worker under the work budget: a
// deep search either finishes or stops with the budget's error in the panel (which names
// the budget field, so that it can be raised where it ran out), and it can be cancelled at
// any moment, so no depth can freeze or hang the page.
//
// How the engine searches (issue 23): by default with the programs' setting, as game-playing
// programs search (Plaat et al. 1996 measured MTD(f) so): iterative deepening, the TT's best
// move searched first and the history heuristic (for NegaScout also an aspiration window),
// so that it reaches deeper in the same time; one choice away, the plain search of the
// literature's pseudocode, whose one pass at the depth asked is the one to step through.
import { DEFAULT_VISITS, MAX_VISITS } from '../element/config.js';
import { algorithm as algorithmRow, limit } from '../engine/algorithms.js';
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
  search: 'programs',
});

/** The engine's ways to search: the programs' setting, the plain search. */
export const KALAH_SEARCHES = Object.freeze(['programs', 'plain']);

/**
 * The enhancements as config fields (docs/engine-api.md) and their values in each way to
 * search for `algorithm`. The programs' setting is the core's (SearchSettings::with_programs):
 * iterative deepening, the TT's move first, the history heuristic, and for NegaScout an
 * aspiration window (its δ from the catalog, which gives none to the others). The
 * plain search turns each off explicitly, since a load() is merged over the lab's config,
 * which kept the last search's. The engine client gives an algorithm only those it takes
 * (www/engine/algorithms.js's applicable).
 */
export function searchFields(search, algorithm) {
  const programs = search === 'programs';
  // the δ of the algorithm's programs' setting, as the core's catalog gives it (none: null)
  const aspiration = programs
    ? (algorithmRow(algorithm)?.settings.aspiration?.programs ?? null)
    : null;
  return { iterativeDeepening: programs, ttMoveFirst: programs, history: programs, aspiration };
}

/**
 * The limits each way to search has (config fields), the catalog's: the programs' setting
 * those of `kalah-programs`, a TT of 2^17 entries and a tenth of the session's trace (its
 * deep searches are for playing, and loading a whole trace into the lab cost about 0.3 s a
 * move at 6×6); the plain search the session's own, to step through as the element does.
 * Each given, since a load() is merged over the last config.
 */
export function limitFields(search) {
  const context = search === 'programs' ? 'kalah-programs' : 'session';
  const at = (field) => limit(field, context).default;
  return { ttSize: at('ttSize'), maxEvents: at('maxEvents'), maxNodes: at('maxNodes') };
}

/** A way to search as a saved state holds it (`kalah-search`): itself, or the default for
 * anything else (a state saved before the choice existed holds none). */
export function readKalahSearch(v) {
  return KALAH_SEARCHES.includes(v) ? v : KALAH_DEFAULTS.search;
}

/**
 * The config the tab gives its lab to search game `g` (`{ pits, seeds, board }`, the board
 * as kalahBoard gives it) at `depth` with `algorithm` under the work budget `budget`, the
 * way `search` (one of KALAH_SEARCHES).
 */
export function kalahSearchConfig(g, { depth, budget, algorithm, search }) {
  if (!KALAH_SEARCHES.includes(search))
    throw new Error(`search: ${JSON.stringify(search)} is not one of ${KALAH_SEARCHES}`);
  return {
    game: { kind: 'kalah', pits: g.pits, seeds: g.seeds, position: g.board.position, depth },
    algorithm,
    maxVisits: budget,
    ...limitFields(search),
    ...searchFields(search, algorithm),
  };
}

/**
 * The fields `names` of `values` (text as typed) read as whole numbers in their ranges:
 * `{ settings }`, or `{ error, field }` for the first that is not, `error` said by
 * `range(label, value, lo, hi)` with the field's label from `labels`.
 */
export function readKalahFields(values, names, { labels, range }) {
  const ranges = Object.fromEntries(names.map((n) => [n, KALAH_RANGES[n]]));
  return readNumberFields(values, ranges, { labels, range });
}
