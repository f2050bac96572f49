// Pseudocode with the current line lit: which listing an algorithm runs, and which line the
// event just applied stands for (derived from its kind and facts).
import {
  ALPHABETA,
  ID_MTDF,
  MINIMAX,
  MT,
  MTDF,
  MT_LITERAL,
  NEGASCOUT,
  mtdDriver,
  rootDriver,
  underCut,
} from './listings.js';
import { html } from './svg.js';

/** `{ driver, search, kind, caller }`: the two listings of `algorithm` (`settings`: the
 * run's `step` and `schedule`, written into the MTD drivers, and `cut`, the cut convention
 * written into the search's conditions), and the driver line that
 * calls the search (marked, not lit, while the search runs). */
export function listingsFor(algorithm, settings = {}) {
  const listings = listingsUnder(algorithm, settings);
  return { ...listings, search: underCut(listings.search, settings.cut) };
}

function listingsUnder(algorithm, settings) {
  const root = (name, search, kind, window) => ({
    driver: rootDriver(name, { window }),
    search,
    kind,
    caller: 'test',
  });
  switch (algorithm) {
    case 'minimax':
      return root('Minimax', MINIMAX, 'minimax', false);
    case 'alphabeta':
      return root('AlphaBeta', ALPHABETA, 'alphabeta', true);
    case 'alphabeta-tt':
      return root('MT', MT, 'mt', true);
    case 'negascout':
    case 'negascout-tt':
      return root('NegaScout', NEGASCOUT, 'negascout', true);
    case 'mtdf':
      return { driver: MTDF, search: MT, kind: 'mt', caller: 'call' };
    case 'mtdf-literal':
      return { driver: MTDF, search: MT_LITERAL, kind: 'literal', caller: 'call' };
    case 'id-mtdf':
      return { driver: ID_MTDF, search: MT, kind: 'mt', caller: 'call' };
    default:
      // MTD-f-αβ's last step is an alpha-beta search with MT's TT and a wide window: MT
      // covers it
      return { driver: mtdDriver(algorithm, settings), search: MT, kind: 'mt', caller: 'call' };
  }
}

/**
 * The line lit for `facts` under `algorithm` — one line per event: `{ driver, search }`
 * line ids, one of them null. While the search runs, `caller` names the driver line that
 * called it (shown as the place the driver waits at, not lit).
 */
export function codeLine(facts, algorithm) {
  const { kind, caller } = listingsFor(algorithm);
  const line = driverOrSearch(facts, kind);
  return line.search ? { driver: null, search: line.search, caller } : line;
}

function driverOrSearch(facts, kind) {
  const side = (n) => (n?.isMax ? 'max' : 'min');
  switch (facts.type) {
    case 'start':
      return { driver: 'loop', search: null };
    case 'testBegin':
      return { driver: 'test', search: null };
    case 'testEnd':
      return { driver: facts.final ? 'done' : 'bounds', search: null };
    case 'enter':
      // NegaScout's scout: a later child searched with a null window, before any re-search;
      // later in the order searched, which is not 0..n with the TT's move first or history
      if (
        kind === 'negascout' &&
        facts.firstSearched === false &&
        facts.nullWindow &&
        !facts.afterResearch
      ) {
        return { driver: 'call', search: `scout-${facts.parentIsMax ? 'max' : 'min'}` };
      }
      return { driver: 'call', search: 'enter' };
    case 'probe': {
      let line = 'probe';
      if (kind === 'negascout' || kind === 'minimax' || kind === 'alphabeta') line = 'probe';
      else if (facts.cutoff)
        line = facts.answer?.side === 'lower' ? 'probe-cut-lower' : 'probe-cut-upper';
      else if (facts.found) line = 'probe-narrow';
      return { driver: 'call', search: line };
    }
    case 'leaf':
      return { driver: 'call', search: 'leaf' };
    case 'cut': {
      const s = side(facts.node);
      const line = kind === 'mt' ? `loop-${s}` : `cut-${s}`;
      return { driver: 'call', search: line };
    }
    case 'store':
      return { driver: 'call', search: storeLine(facts, kind) };
    case 'evict':
      // the eviction makes room for the Store that follows: that store's line
      return { driver: 'call', search: facts.store ? storeLine(facts.store, kind) : null };
    case 'return':
      return { driver: 'call', search: 'return' };
    case 'research':
      return { driver: 'call', search: `research-${side(facts.node)}` };
    case 'order':
      // the children's order, out of the given one (the TT's move, the history heuristic):
      // the loop over them
      return { driver: 'call', search: `loop-${side(facts.node)}` };
    default:
      return { driver: null, search: null };
  }
}

/** The line of a Store, read from what it wrote: MT's three-way store (`store-upper`,
 * `store-lower`, `store-both`); seed 000's literal code stores one bound at a cut and both
 * at the end; NegaScout's one store line. */
function storeLine(facts, kind) {
  if (kind === 'negascout') return 'store';
  if (kind === 'literal') {
    if (facts.stored === 'both') return 'store-both';
    return facts.stored === 'lower' ? 'cut-max' : 'cut-min';
  }
  // a window the TT narrowed to one value (α = β = g): both of MT's bound stores ran, the
  // g ≤ α one and then the g ≥ β one
  if (facts.stored === 'both' && facts.alpha >= facts.beta) return 'store-lower';
  return facts.stored ? `store-${facts.stored}` : null;
}

/** The id of the one line lit for `facts` (the search's, else the driver's), or null. */
export function litLine(facts, algorithm) {
  if (facts.type === 'start') return null;
  const line = codeLine(facts, algorithm);
  return line.search ?? line.driver ?? null;
}

/** Draws one listing into `pre` with the line `active` lit and the line `caller` marked. */
export function renderListing(pre, lines, active, label, caller = null) {
  pre.replaceChildren();
  pre.setAttribute('aria-label', label);
  for (const [id, text] of lines) {
    const on = id && id === active;
    const waits = !on && id && id === caller;
    const line = html('span', {
      class: `line${on ? ' active' : ''}${waits ? ' caller' : ''}`,
      'data-line': id || null,
      'aria-current': on ? 'step' : null,
    });
    line.textContent = text;
    pre.append(line, '\n');
  }
}
