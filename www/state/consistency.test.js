// The screen is a claim (issue 7): over whole runs of every algorithm on seeded trees, at
// every event, what the element says agrees with the trace of the real core — the lit
// pseudocode line's condition holds for the event's numbers, the narration carries the
// event's numbers (and never a window whose ends look equal), the tree's bound marks are
// the bounds returned or just stored, unreached nodes all look alike, and `state.step` is
// the event. The element paints and publishes exactly these pure functions.
import { describe, expect, it } from 'vitest';
import { WasmEngine, wholeRun } from '../testing/wasm-engine.js';
import { randomArrayTree, randomDag } from '../testing/random-trees.js';
import { INF } from '../format.js';
import { Kind, STORED, eventAt, firstEntered } from './events.js';
import { factsAt } from './facts.js';
import { publicState } from './public-state.js';
import { movePath } from './step.js';
import { cutNodes, nodeMarks } from './node-marks.js';
import { narrate } from '../i18n/narrate.js';
import { showEdge, showValue, showWindow } from '../i18n/values.js';
import { listingsFor } from '../render/pseudocode.js';
import { layoutTree } from '../layout/tree-layout.js';
import { ALGORITHMS } from '../element/config.js'; // CONVENTIONS.md §2, plus mtdf-literal

const KIND_NAMES = [
  'enter',
  'probe',
  'leaf',
  'cut',
  'store',
  'return',
  'research',
  'test-begin',
  'test-end',
  'evict',
];
const BOUND_OF = ['exact', 'lower', 'upper'];

/** The runs: random nested arrays and labelled DAGs, several guesses, steps and TT sizes
 * (a 4-entry TT loses entries: evictions). */
function configs(algorithm, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const seed = 1000 * ALGORITHMS.indexOf(algorithm) + i;
    const text =
      i % 2
        ? randomDag(seed, { depth: 3 + (i % 3) })
        : randomArrayTree(seed, { depth: 2 + (i % 3) });
    out.push({
      game: { kind: 'tree', text },
      algorithm,
      guess: [0, -4, 3, 12][i % 4],
      step: [1, 3, 100][i % 3],
      ttSize: i % 3 === 0 ? 4 : 65536,
      tt: i % 7 !== 6,
    });
  }
  return out;
}

const lineIds = (listing) => new Set(listing.map(([id]) => id).filter(Boolean));

/** Every window "(a, b)" written in `text`: its ends must read differently. */
function windowsIn(text) {
  return [...text.matchAll(/\(([^(),]+), ([^(),]+)\)/g)].map((m) => [m[1], m[2]]);
}

/** The condition a lit line claims, checked against the facts' numbers (a message when it
 * does not hold, else null). */
function lineClaim(line, f, listingKind) {
  const { g, alpha, beta } = f;
  switch (line) {
    case 'store-upper':
      return f.stored === 'upper' && g <= alpha ? null : 'store-upper needs g ≤ α';
    case 'store-lower':
      // (a window narrowed to one value: g ≤ α and g ≥ β, both bounds stored)
      if (f.stored === 'both') return alpha >= beta && g >= beta ? null : 'narrowed store';
      return f.stored === 'lower' && g >= beta ? null : 'store-lower needs g ≥ β';
    case 'store-both':
      if (listingKind === 'literal') return f.stored === 'both' ? null : 'literal end store';
      return f.stored === 'both' && alpha < g && g < beta ? null : 'store-both needs α < g < β';
    case 'probe-cut-lower':
      return f.cutoff && f.lower >= f.entry.beta ? null : 'probe-cut-lower needs lower ≥ β';
    case 'probe-cut-upper':
      return f.cutoff && f.upper <= f.entry.alpha ? null : 'probe-cut-upper needs upper ≤ α';
    case 'probe-narrow':
      return f.found && !f.cutoff ? null : 'probe-narrow needs an entry that does not cut';
    case 'loop-max':
    case 'cut-max':
      if (f.type === 'store') return f.stored === 'lower' && g >= beta ? null : 'cut store (MAX)';
      if (f.type !== 'cut') return null;
      return f.node.isMax && g >= beta ? null : 'a MAX cut needs g ≥ β';
    case 'loop-min':
    case 'cut-min':
      if (f.type === 'store') return f.stored === 'upper' && g <= alpha ? null : 'cut store (MIN)';
      if (f.type !== 'cut') return null;
      return !f.node.isMax && g <= alpha ? null : 'a MIN cut needs g ≤ α';
    default:
      return null;
  }
}

let marksChecked = 0;

/** What is known of node `id` after event `e`: `{ bound, lower, upper }`, from `ret` (its
 * last Return, or undefined) and row `row` of the TT columns `tt` (or undefined). At a
 * Store of the node, the entry as it now stands; else the Return's bound narrowed by it. */
function knownOf(ret, row, tt, e, id) {
  const fin = (v) => (Math.abs(v) >= INF - 1 ? null : v);
  let lower = null;
  let upper = null;
  const storeHere = e.kind === Kind.Store && e.node === id;
  if (ret && !storeHere) {
    if (ret.kind === 'exact' || ret.kind === 'lower') lower = ret.g;
    if (ret.kind === 'exact' || ret.kind === 'upper') upper = ret.g;
  }
  if (row !== undefined) {
    const lo = fin(tt.lower[row]);
    const hi = fin(tt.upper[row]);
    if (lo !== null && (lower === null || lo > lower)) lower = lo;
    if (hi !== null && (upper === null || hi < upper)) upper = hi;
  }
  let bound = null;
  if (lower !== null && upper !== null) bound = lower === upper ? 'exact' : 'range';
  else if (lower !== null) bound = 'lower';
  else if (upper !== null) bound = 'upper';
  return { bound, lower, upper };
}

/** Checks one whole run; returns how many events were checked. */
async function checkRun(engine, config) {
  const run = await wholeRun(engine, config);
  const { summary, events, tree } = run;
  const algorithm = summary.algorithm;
  const listings = listingsFor(algorithm, summary.settings);
  const ids = new Set([...lineIds(listings.driver), ...lineIds(listings.search)]);
  const first = firstEntered(events, tree.parent.length);
  const layout = layoutTree(tree);
  const leafOf = new Map(layout.nodes.filter((n) => n.id >= 0).map((n) => [n.id, n.leaf]));
  const where = (k) => `${algorithm} ${JSON.stringify(config)} at step ${k}`;
  const total = summary.eventCount;
  // at event 0 every node looks like every other unreached node of its kind
  {
    const view = await run.seek(0);
    const data = { tree, view, first, k: 0, facts: null, cut: cutNodes(tree, view) };
    for (const [id, leaf] of leafOf) {
      const m = nodeMarks(data, id, leaf);
      const given = leaf && tree.valuesGiven && tree.hasValue[id] ? tree.value[id] : null;
      expect(m, where(0)).toEqual({
        seen: false,
        bound: null,
        g: null,
        lower: null,
        upper: null,
        value: given,
        cut: 0,
        struck: false,
      });
    }
    expect(publicState(summary, 0, view, null, tree), where(0)).toMatchObject({
      step: null,
      line: null,
    });
  }
  // each seek hands back the last view's node columns to be refilled, as the element does
  let spare;
  const lastReturn = new Map(); // node → the bound of its last Return so far
  for (let k = 1; k <= total; k++) {
    const e = eventAt(events, k - 1);
    const f = factsAt({ events, k, tree, summary });
    const view = await run.seek(k, spare);
    if (spare) expect(view.nodes.alpha, where(k)).toBe(spare.alpha); // refilled, not new
    spare = view.nodes;
    const state = publicState(summary, k, view, f, tree);
    const at = where(k);
    // state.step is the event
    const step = state.step;
    expect(step.kind, at).toBe(KIND_NAMES[e.kind]);
    const isTest = e.kind === Kind.TestBegin || e.kind === Kind.TestEnd;
    expect(step.node, at).toEqual(isTest ? [] : movePath(tree, e.node));
    if (e.kind === Kind.Enter || e.kind === Kind.TestBegin) {
      expect([step.alpha, step.beta], at).toEqual([e.a, e.b]);
    }
    if (e.kind === Kind.Leaf || e.kind === Kind.Return || e.kind === Kind.TestEnd) {
      expect(step.g, at).toBe(e.a);
    }
    expect(step.bound, at).toBe(e.kind === Kind.Return ? BOUND_OF[e.b] : null);
    expect(step.stored, at).toBe(e.kind === Kind.Store ? STORED[e.c >> 16] : null);
    // the lit line exists, and what it claims holds for the event's numbers
    const line = state.line;
    expect(line === null || ids.has(line), `${at}: line ${line}`).toBe(true);
    expect(line, at).not.toBeNull();
    // an eviction lights the line of the Store it makes room for
    const claimed = f.type === 'evict' ? f.store : f;
    if (f.type === 'evict') expect(f.store, at).not.toBeNull();
    const claim = lineClaim(line, claimed, listingsFor(algorithm).kind);
    expect(claim, `${at}: ${line}`).toBeNull();
    if (f.type === 'store' && listingsFor(algorithm).kind !== 'literal') {
      // MT's three-way store on the narrowed window: the core wrote what the rule says
      const rule =
        f.g <= f.alpha && f.g >= f.beta
          ? 'both'
          : f.g <= f.alpha
            ? 'upper'
            : f.g >= f.beta
              ? 'lower'
              : 'both';
      expect(f.stored, at).toBe(rule);
    }
    if (f.type === 'return' && e.b !== 0) {
      // a bound returned is one by the node's window (a leaf's value is exact)
      expect(e.b === 1 ? f.g >= f.beta : f.g <= f.alpha, `${at}: return ${BOUND_OF[e.b]}`).toBe(
        true,
      );
    }
    // the narration carries the event's numbers, and no window looks empty
    const said = narrate(f, 'en');
    // (equal finite ends are a window MT's probe really narrowed to one value)
    for (const [a, b] of windowsIn(said)) {
      expect(a === b && a.includes('∞'), `${at}: ${said}`).toBe(false);
    }
    if (f.type === 'enter') expect(said, at).toContain(showWindow(e.a, e.b));
    if (f.type === 'leaf' || f.type === 'return') expect(said, at).toContain(showValue(e.a));
    if (f.type === 'store') {
      expect(said, at).toContain(`g = ${showValue(f.g)}`);
      if (f.stored === 'upper') expect(said, at).toContain(`α = ${showEdge(f.alpha)}`);
      if (f.stored === 'lower') expect(said, at).toContain(`β = ${showEdge(f.beta)}`);
    }
    if (f.type === 'cut') {
      const side = f.node.isMax ? `β = ${showEdge(f.beta)}` : `α = ${showEdge(f.alpha)}`;
      expect(said, at).toContain(`g = ${showValue(f.g)} ${f.node.isMax ? '≥' : '≤'} ${side}`);
    }
    if (f.type === 'testBegin') expect(said, at).toContain(showWindow(e.a, e.b));
    if (f.type === 'testEnd' && f.nullWindow) expect(said, at).toContain(`β = ${showEdge(f.beta)}`);
    // the tree's marks (issue 17): what the node's last Return proved met with the TT's
    // entry for it at this event (at a Store of the node, that entry alone); read here from
    // the trace's Returns and the TT columns, not from the ViewState's node columns
    if (e.kind === Kind.Return) lastReturn.set(e.node, { kind: BOUND_OF[e.b], g: e.a });
    const data = { tree, view, first, k, facts: f, cut: cutNodes(tree, view) };
    const rows = new Map();
    for (let i = 0; i < view.tt.node.length; i++) rows.set(view.tt.node[i], i);
    for (const [id, leaf] of leafOf) {
      const want = knownOf(lastReturn.get(id), rows.get(id), view.tt, e, id);
      if (want.lower !== null && want.upper !== null) {
        expect(want.lower <= want.upper, `${at}: node ${id} ${JSON.stringify(want)}`).toBe(true);
      }
      const m = nodeMarks(data, id, leaf);
      expect({ bound: m.bound, lower: m.lower, upper: m.upper }, `${at}: node ${id}`).toEqual(want);
      marksChecked++;
    }
    // a node not reached yet and not cut looks like every other such node
    for (const [id, leaf] of leafOf) {
      if (first[id] < k) continue;
      const m = nodeMarks(data, id, leaf);
      expect(m.bound, at).toBeNull();
      if (!m.cut) expect(m.struck, at).toBe(false);
    }
  }
  // only null-window tests are tests
  const end = publicState(summary, total, await run.seek(total), null, tree);
  expect(end.tests.length, where(total)).toBe(summary.tests.filter((t) => t.nullWindow).length);
  if (['minimax', 'alphabeta', 'alphabeta-tt', 'negascout', 'negascout-tt'].includes(algorithm)) {
    expect(end.tests, where(total)).toEqual([]);
  }
  engine.close(run.id);
  return total;
}

describe('what the element says agrees with the trace, at every event (issue 7)', () => {
  for (const algorithm of ALGORITHMS) {
    it(`${algorithm}: 24 seeded trees and DAGs`, async () => {
      const engine = await WasmEngine.create();
      let checked = 0;
      const marksBefore = marksChecked;
      for (const config of configs(algorithm, 24)) checked += await checkRun(engine, config);
      expect(checked).toBeGreaterThan(500);
      expect(marksChecked - marksBefore).toBeGreaterThan(checked); // every node, every event
    }, 120_000);
  }

  it('sees every kind of event, evictions included, and infinite test values', async () => {
    const engine = await WasmEngine.create();
    const seen = new Set();
    let infinite = 0;
    for (const algorithm of ['mtdf', 'mtd-minus', 'mtd-plus', 'negascout-tt']) {
      for (const config of configs(algorithm, 24)) {
        const run = await wholeRun(engine, config);
        for (let i = 0; i < run.summary.eventCount; i++) {
          const e = eventAt(run.events, i);
          seen.add(e.kind);
          if (e.kind === Kind.TestBegin && (e.a <= -INF || e.b >= INF)) infinite++;
        }
        engine.close(run.id);
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(infinite).toBeGreaterThan(0);
  }, 120_000);
});
