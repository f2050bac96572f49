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
} from './listings.js';
import { html } from './svg.js';

/** `{ driver, search }`: the two listings of `algorithm`. */
export function listingsFor(algorithm) {
  switch (algorithm) {
    case 'minimax':
      return { driver: rootDriver('Minimax'), search: MINIMAX, kind: 'minimax' };
    case 'alphabeta':
      return { driver: rootDriver('AlphaBeta'), search: ALPHABETA, kind: 'alphabeta' };
    case 'alphabeta-tt':
      return { driver: rootDriver('MT'), search: MT, kind: 'mt' };
    case 'negascout':
    case 'negascout-tt':
      return { driver: rootDriver('NegaScout'), search: NEGASCOUT, kind: 'negascout' };
    case 'mtdf':
      return { driver: MTDF, search: MT, kind: 'mt' };
    case 'mtdf-literal':
      return { driver: MTDF, search: MT_LITERAL, kind: 'literal' };
    case 'id-mtdf':
      return { driver: ID_MTDF, search: MT, kind: 'mt' };
    case 'mtd-f-ab':
      // its last step is an alpha-beta search with MT's TT and a wide window: MT covers it
      return { driver: mtdDriver(algorithm), search: MT, kind: 'mt' };
    default:
      return { driver: mtdDriver(algorithm), search: MT, kind: 'mt' };
  }
}

/** The lines lit for `facts` under `algorithm`: `{ driver, search }` line ids (or null). */
export function codeLine(facts, algorithm) {
  const kind = listingsFor(algorithm).kind;
  const side = (n) => (n?.isMax ? 'max' : 'min');
  switch (facts.type) {
    case 'start':
      return { driver: 'loop', search: null };
    case 'testBegin':
      return { driver: 'test', search: null };
    case 'testEnd':
      return { driver: facts.final ? 'done' : 'bounds', search: null };
    case 'enter':
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
    case 'store': {
      if (kind === 'negascout') return { driver: 'call', search: 'store' };
      if (kind === 'literal') {
        const line =
          facts.bound === 'exact' ? 'store-both' : facts.node?.isMax ? 'cut-max' : 'cut-min';
        return { driver: 'call', search: line };
      }
      let line = 'store-exact';
      if (facts.g !== null && facts.g !== undefined) {
        if (facts.lower === facts.g && facts.upper === facts.g) line = 'store-exact';
        else if (facts.lower === facts.g) line = 'store-lower';
        else if (facts.upper === facts.g) line = 'store-upper';
      } else if (facts.bound === 'lower') line = 'store-lower';
      else if (facts.bound === 'upper') line = 'store-upper';
      return { driver: 'call', search: line };
    }
    case 'return':
      return { driver: 'call', search: 'return' };
    case 'research':
      return { driver: 'call', search: `research-${side(facts.node)}` };
    default:
      return { driver: null, search: null };
  }
}

/** Draws one listing into `pre` with the line `active` lit. */
export function renderListing(pre, lines, active, label) {
  pre.replaceChildren();
  pre.setAttribute('aria-label', label);
  for (const [id, text] of lines) {
    const on = id && id === active;
    const line = html('span', {
      class: `line${on ? ' active' : ''}`,
      'data-line': id || null,
      'aria-current': on ? 'step' : null,
    });
    line.textContent = text;
    pre.append(line, '\n');
  }
}
