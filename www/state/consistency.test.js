// The screen is a claim (issue 7): over whole runs of every algorithm on seeded trees, at
// every event, what the element says agrees with the trace of the real core — the lit
// pseudocode line's condition holds for the event's numbers, the narration carries the
// event's numbers (and never a window whose ends look equal), the tree's bound marks are
// the bounds returned or just stored, unreached nodes all look alike, and `state.step` is
// the event. The element paints and publishes exactly these pure functions.
// Every line id of every listing has a claim (rawLineClaim) checked from the raw events and
// the tree alone, and every narrated window is read back and compared with the event's.
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
import * as LISTINGS from '../render/listings.js';
import { layoutTree } from '../layout/tree-layout.js';
// CONVENTIONS.md §2, plus mtdf-literal
import { ALGORITHMS, STEPPING } from '../element/config.js';

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
  'order',
];
const BOUND_OF = ['exact', 'lower', 'upper'];

/** The runs: random nested arrays and labelled DAGs, several guesses, steps and TT sizes
 * (a 4-entry TT loses entries: evictions). */
function configs(algorithm, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const seed = 1000 * ALGORITHMS.indexOf(algorithm) + i;
    // (the stepping drivers get wide values too, so that a step, not a bound, sets β)
    const wide = STEPPING.has(algorithm) && i % 4 >= 2;
    const span = wide ? [60, 500][i % 2] : 9;
    const text =
      i % 2
        ? randomDag(seed, { depth: 3 + (i % 3), span })
        : randomArrayTree(seed, { depth: 2 + (i % 3), span });
    out.push({
      game: { kind: 'tree', text },
      algorithm,
      guess: wide ? [-400, 300][i % 2] : [0, -4, 3, 12][i % 4],
      step: [1, 3, 100][i % 3],
      ...(i % 4 === 3 && { schedule: [64, 32, 16, 8, 4, 2, 1, 0] }),
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

/** Every line id of every listing the element can show, read from listings.js itself, so a
 * line added there without a claim below fails the test. */
function allLineIds() {
  const ids = new Set();
  const take = (listing) => listing.forEach(([id]) => id && ids.add(id));
  for (const value of Object.values(LISTINGS)) {
    if (Array.isArray(value)) take(value);
  }
  for (const algorithm of ALGORITHMS) {
    const l = listingsFor(algorithm, {});
    take(l.driver);
    take(l.search);
  }
  take(LISTINGS.rootDriver('X'));
  take(LISTINGS.rootDriver('X', { window: false }));
  return ids;
}

/** What the trace itself says so far, kept by the test from the raw events (not from
 * facts.js): each node's window at its last Enter, narrowed by a TT entry that did not cut,
 * the last root search's window, and the driver written out (`driverModel`, absent for
 * the claims checked without a run). */
function rawTracker(driver = null) {
  return {
    window: new Map(), // node → { alpha, beta, entry: { alpha, beta }, depth }
    test: null, // the last TestBegin: { alpha, beta }
    driver,
    want: null, // the search the driver asked for at the last TestBegin
    before: null, // the event before this one
  };
}

function trackRaw(raw, e) {
  if (e.kind === Kind.Enter) {
    raw.window.set(e.node, { alpha: e.a, beta: e.b, entry: { alpha: e.a, beta: e.b }, depth: e.c });
  } else if (e.kind === Kind.Probe && e.c & 1 && !(e.c & 2)) {
    const w = raw.window.get(e.node);
    w.alpha = Math.max(w.alpha, e.a);
    w.beta = Math.min(w.beta, e.b);
  } else if (e.kind === Kind.TestBegin) {
    raw.test = { alpha: e.a, beta: e.b };
    raw.driver.begin(e.a, e.b);
  } else if (e.kind === Kind.TestEnd) {
    raw.driver.after(e.a);
  }
}

/** algorithm → the parts of its driver's rule (`driverModel`) the runs went through. */
const BRANCHES = new Map();

/** The parts of each driver's rule that the seeded runs must go through (so that every
 * one is checked against the core at least once). */
const BOTH = ['a test failing high', 'a test failing low'];
const TAKEN = {
  minimax: ['one wide search'],
  alphabeta: ['one wide search'],
  'alphabeta-tt': ['one wide search'],
  negascout: ['one wide search'],
  'negascout-tt': ['one wide search'],
  mtdf: [...BOTH, 'β = g + 1'],
  'mtdf-literal': [...BOTH, 'β = g + 1'],
  'id-mtdf': [...BOTH, 'β = g + 1', 'a deeper depth'],
  'mtd-plus': BOTH,
  'mtd-minus': BOTH,
  'mtd-bi': BOTH,
  'mtd-step': [...BOTH, 'a step down', 'after high'],
  'mtd-f-step': [
    ...BOTH,
    'a step of place 0, high',
    'a step of place 0, low',
    'a step of place 1, low',
    'a step of place 2, high',
  ],
  'mtd-f-ab': [
    ...BOTH,
    'a step of place 0, high',
    'a step of place 0, low',
    'a wide search after tests',
  ],
};

/** Seed 001's halving schedule from a step S (docs/engine-api.md: a step without a
 * schedule): S, S/2, S/4, S/8, 0. */
const halving = (s) => [s, Math.floor(s / 2), Math.floor(s / 4), Math.floor(s / 8), 0];

/** The smallest and largest leaf value of the tree text `text` (MTD-bi's first
 * interval): its numbers, nested arrays or the labelled format alike. (Not the tree's
 * columns: they hold only the nodes the search reached.) */
function leafRange(text) {
  const values = text.match(/[A-Za-z_]\w*|-?\d+/g).filter((t) => /^-?\d+$/.test(t));
  return [Math.min(...values.map(Number)), Math.max(...values.map(Number))];
}

/** The number of plies from the root to the deepest leaf of the tree text `text` (nested
 * arrays, or the labelled format of randomDag: a label defined once, reused by name). */
function heightOf(text) {
  if (text.trim().startsWith('[')) {
    const height = (n) => (Array.isArray(n) ? 1 + Math.max(...n.map(height)) : 0);
    return height(JSON.parse(text));
  }
  const tokens = text.match(/\(|\)|[A-Za-z_]\w*:|[A-Za-z_]\w*|-?\d+/g);
  const labels = new Map();
  let i = 0;
  const node = () => {
    const t = tokens[i++];
    if (t === '(') {
      let h = 0;
      while (tokens[i] !== ')') h = Math.max(h, node() + 1);
      i++;
      return h;
    }
    if (t.endsWith(':')) {
      const h = node();
      labels.set(t.slice(0, -1), h);
      return h;
    }
    return labels.get(t) ?? 0; // a label used again, or a leaf's value
  };
  return node();
}

/**
 * Every root search's driver, written out here from CONVENTIONS.md §2 and the README's
 * "Where CONVENTIONS.md is silent" (not from src/search/mtd.rs): `next()` is the search it
 * asks for next — `{ alpha, beta }`, a null window (β − 1, β) for a test — or null when it
 * is done; `after(g)` takes the search's g. `lower` and `upper` are its bounds.
 */
function driverModel(algorithm, config) {
  const d = { lower: -INF, upper: INF, tests: 0, searches: 0, current: null, last: null };
  d.depths = 1; // id-mtdf's depths searched
  const nullWindow = (beta) => ({ alpha: beta - 1, beta });
  const guess = config.guess ?? 0;
  const step = config.step ?? 100;
  const schedule = config.schedule ?? halving(step);
  let g = guess;
  let wideDone = false; // the one search of the full-window algorithms, MTD-f-αβ's last
  let first = null; // the first test's outcome (MTD-f-step, MTD-f-αβ: the overshoot)
  let since = -1; // tests since the overshoot (-1: none yet)
  let planned = null; // MTD-step's, MTD-f-step's and MTD-f-αβ's next β
  if (algorithm === 'mtd-bi') [d.lower, d.upper] = leafRange(config.game.text);
  const closed = () => d.lower >= d.upper;
  d.next = () => {
    switch (algorithm) {
      case 'minimax':
      case 'alphabeta':
      case 'alphabeta-tt':
      case 'negascout':
      case 'negascout-tt':
        return wideDone ? null : { alpha: -INF, beta: INF };
      case 'mtdf':
      case 'mtdf-literal':
        // seed 000: β := (g = lower) ? g + 1 : g
        if (closed()) return null;
        if (g === d.lower) d.branch('β = g + 1');
        return nullWindow(g === d.lower ? g + 1 : g);
      case 'id-mtdf':
        // each depth's MTD(f) from the last depth's value, its bounds afresh
        if (closed()) {
          if (d.depths >= (config.depth ?? heightOf(config.game.text))) return null;
          d.depths++;
          d.branch('a deeper depth');
          d.lower = -INF;
          d.upper = INF;
        }
        if (g === d.lower) d.branch('β = g + 1');
        return nullWindow(g === d.lower ? g + 1 : g);
      case 'mtd-plus':
        return closed() ? null : nullWindow(d.upper);
      case 'mtd-minus':
        return closed() ? null : nullWindow(d.lower + 1);
      case 'mtd-bi':
        return closed() ? null : nullWindow(d.lower + Math.ceil((d.upper - d.lower) / 2));
      case 'mtd-step':
        return closed() ? null : nullWindow(planned ?? INF);
      case 'mtd-f-step':
        return closed() ? null : nullWindow(planned ?? guess);
      case 'mtd-f-ab':
        if (closed() || wideDone) return null;
        // after the first overshoot, one alpha-beta search with (lower, upper)
        return since >= 0 ? { alpha: d.lower, beta: d.upper } : nullWindow(planned ?? guess);
      default:
        throw new Error(`no driver written out for ${algorithm}`);
    }
  };
  /** The parts of the rule a run took, tallied over every run of the algorithm. */
  d.branch = (what) => BRANCHES.get(algorithm)?.add(what);
  d.begin = (alpha, beta) => {
    d.searches++;
    d.current = { alpha, beta, nullWindow: beta === alpha + 1 };
  };
  d.after = (gotten) => {
    const { alpha, beta } = d.current;
    g = gotten;
    d.last = { beta, g, high: g >= beta };
    if (!d.current.nullWindow) {
      // a wide search: exact inside its window, fail-soft outside it
      wideDone = true;
      d.branch(d.tests ? 'a wide search after tests' : 'one wide search');
      if (g <= alpha) d.upper = g;
      else if (g >= beta) d.lower = g;
      else d.lower = d.upper = g;
      if (algorithm === 'mtd-f-ab') d.lower = d.upper = g; // (lower, upper) held the value
      return;
    }
    d.tests++;
    d.branch(`a test failing ${g >= beta ? 'high' : 'low'}`);
    if (g >= beta) d.lower = g;
    else d.upper = g;
    const outcome = g >= beta ? 'high' : 'low';
    first ??= outcome;
    if (since >= 0) since++;
    else if (outcome !== first) since = 0;
    if (algorithm === 'mtd-step') {
      planned = outcome === 'low' ? Math.max(d.lower + 1, g - step) : d.lower + 1;
      d.branch(outcome === 'low' && g - step > d.lower + 1 ? 'a step down' : `after ${outcome}`);
    } else if (algorithm === 'mtd-f-step' || algorithm === 'mtd-f-ab') {
      // the step stays at the schedule's first until the overshoot, then one place down at
      // each test (MTD-f-αβ: its fixed step)
      const place = algorithm === 'mtd-f-ab' ? 0 : Math.min(since + 1, schedule.length - 1);
      const s = algorithm === 'mtd-f-ab' ? step : schedule[place];
      const by = outcome === 'low' ? g - s : g + 1 + s;
      planned = outcome === 'low' ? Math.max(d.lower + 1, by) : Math.min(d.upper, by);
      // (a step that decided β, not the bound it was clipped to)
      if (s > 0 && by === planned) d.branch(`a step of place ${place}, ${outcome}`);
    }
  };
  return d;
}

const KIDS = new WeakMap(); // tree → each node's children

/** The minimax value of `node` searched to `depth`, from the tree's own columns. */
function minimaxOf(tree, node, depth) {
  if (!KIDS.has(tree)) {
    const kids = Array.from(tree.parent, () => []);
    tree.parent.forEach((p, id) => p >= 0 && kids[p].push(id));
    KIDS.set(tree, kids);
  }
  const kids = KIDS.get(tree)[node];
  if (!kids.length || depth === 0) return tree.hasValue?.[node] ? tree.value[node] : null;
  const values = kids.map((c) => minimaxOf(tree, c, depth - 1));
  if (values.includes(null)) return null;
  return tree.isMax[node] ? Math.max(...values) : Math.min(...values);
}

/** A window edge as narrate prints it (values.js's notation, parsed here by hand). */
function parseEdge(s) {
  const table = { '+∞': INF, '−∞': -INF, '+∞−1': INF - 1, '−∞+1': -(INF - 1) };
  if (s in table) return table[s];
  const n = Number(s.replace('−', '-'));
  if (!Number.isInteger(n)) throw new Error(`not an edge: ${s}`);
  return n;
}

/** The condition or effect line `line` claims, checked against the raw event `e`, the raw
 * state before it and the tree: a message when it does not hold, else null. Total over the
 * listings' ids; a line no event lights claims that none does. */
function rawLineClaim(line, e, ctx) {
  const { raw, events, tree, leafOf, algorithm, nextReturn } = ctx;
  const none = { alpha: -INF, beta: INF, entry: { alpha: -INF, beta: INF }, depth: -1 };
  const w = raw.window.get(e.node) ?? none;
  const isMax = () => Boolean(tree.isMax[e.node]);
  const parentIsMax = () => Boolean(tree.isMax[tree.parent[e.node]]);
  const is = (kind) => (e.kind === kind ? null : `${line} lit by a ${KIND_NAMES[e.kind]} event`);
  const all = (...checks) => checks.find((c) => c !== null) ?? null;
  switch (line) {
    case 'enter':
      return is(Kind.Enter);
    case 'scout-max':
    case 'scout-min':
      // a later child searched with the null window next to the parent's bound
      return all(
        is(Kind.Enter),
        e.b === e.a + 1 && !firstChildEntered(events, e.index)
          ? null
          : 'a scout is a later child (in the order searched), null window',
        parentIsMax() === (line === 'scout-max') ? null : 'scout on the wrong side',
      );
    case 'research-max':
    case 'research-min':
      return all(
        is(Kind.Research),
        isMax() === (line === 'research-max') ? null : 're-search on the wrong side',
      );
    case 'probe':
      return is(Kind.Probe);
    case 'probe-cut-lower':
      return all(is(Kind.Probe), e.c & 2 && e.a >= w.entry.beta ? null : 'needs lower ≥ β');
    case 'probe-cut-upper':
      return all(is(Kind.Probe), e.c & 2 && e.b <= w.entry.alpha ? null : 'needs upper ≤ α');
    case 'probe-narrow':
      return all(
        is(Kind.Probe),
        e.c & 1 && !(e.c & 2) && e.a < w.entry.beta && e.b > w.entry.alpha
          ? null
          : 'needs an entry that decides nothing',
      );
    case 'leaf': {
      // evaluate(n): a leaf of the tree (or the depth limit), valued as the tree says
      const atLeaf = leafOf.get(e.node) || w?.depth === 0;
      const given = tree.hasValue?.[e.node] ? tree.value[e.node] : undefined;
      return all(
        is(Kind.Leaf),
        atLeaf ? null : 'evaluate at an inner node above the depth limit',
        given === undefined || e.a === given ? null : `evaluate gave ${e.a}, the tree ${given}`,
      );
    }
    case 'cut-max':
    case 'cut-min':
    case 'loop-max':
    case 'loop-min': {
      const max = line.endsWith('max');
      // the loop over the children, in the order an Order event says (issue 23)
      if (e.kind === Kind.Order && line.startsWith('loop')) {
        return isMax() === max ? null : 'order on the wrong side';
      }
      if (e.kind === Kind.Store) {
        // the literal code's store at a cut: one bound, on the side that cut
        const g = nextReturn(e.node);
        const stored = STORED[e.c >> 16];
        return max
          ? stored === 'lower' && g >= w.beta
            ? null
            : 'cut store (MAX)'
          : stored === 'upper' && g <= w.alpha
            ? null
            : 'cut store (MIN)';
      }
      const g = nextReturn(e.node);
      return all(
        is(Kind.Cut),
        isMax() === max ? null : 'cut on the wrong side',
        max ? (g >= w.beta ? null : 'a MAX cut needs g ≥ β') : g <= w.alpha ? null : 'g ≤ α',
      );
    }
    case 'store':
    case 'store-upper':
    case 'store-lower':
    case 'store-both': {
      if (e.kind !== Kind.Store) return is(Kind.Store);
      const g = nextReturn(e.node);
      const stored = STORED[e.c >> 16];
      if (line === 'store') return stored ? null : 'a store stores a bound';
      if (line === 'store-upper') return stored === 'upper' && g <= w.alpha ? null : 'g ≤ α';
      if (line === 'store-lower') {
        if (stored === 'both') return w.alpha >= w.beta && g >= w.beta ? null : 'narrowed store';
        return stored === 'lower' && g >= w.beta ? null : 'g ≥ β';
      }
      if (algorithm === 'mtdf-literal') return stored === 'both' ? null : 'literal end store';
      return stored === 'both' && w.alpha < g && g < w.beta ? null : 'α < g < β';
    }
    case 'return': {
      // return g: fail-soft, g is a lower bound when ≥ β, an upper bound when ≤ α; exact
      // inside the window, or when nothing bounded the search (a leaf, minimax)
      const g = e.a;
      const b = BOUND_OF[e.b];
      if (e.kind !== Kind.Return) return is(Kind.Return);
      if (b === 'lower') return g >= w.beta ? null : `lower bound ${g} < β ${w.beta}`;
      if (b === 'upper') return g <= w.alpha ? null : `upper bound ${g} > α ${w.alpha}`;
      // (outside the window an exact g must be the node's minimax value: nothing was cut)
      const evaluated = raw.before?.kind === Kind.Leaf && raw.before.node === e.node;
      // (seed 000's literal code returns g as exact whatever it is: the flaw its listing marks)
      const literal = algorithm === 'mtdf-literal';
      return (w.alpha < g && g < w.beta) ||
        evaluated ||
        literal ||
        g === minimaxOf(tree, e.node, w.depth)
        ? null
        : `exact ${g} outside (${w.alpha}, ${w.beta})`;
    }
    case 'test': {
      if (e.kind !== Kind.TestBegin) return is(Kind.TestBegin);
      // every root search is the one the driver's rule asks for next, window and all
      const want = raw.want;
      if (!want) return `a search (${e.a}, ${e.b}) after the driver is done`;
      return e.a === want.alpha && e.b === want.beta
        ? null
        : `window (${e.a}, ${e.b}), the rule says (${want.alpha}, ${want.beta})`;
    }
    case 'bounds':
    case 'done': {
      if (e.kind !== Kind.TestEnd) return is(Kind.TestEnd);
      // (the driver is already past this TestEnd: its bounds are the ones the line sets)
      const closed = raw.driver.lower >= raw.driver.upper;
      const last = !ctx.laterTest(e.index);
      if (line === 'done') return last && closed ? null : 'done before the last test';
      return last ? 'bounds lit at the last test' : null;
    }
    case 'loop':
    case 'call':
    case 'call-max':
    case 'call-min':
      // the driver's loop and the calls are lit before the first event or marked as the
      // caller, never by an event
      return `${line} lit by an event`;
    default:
      return `no claim for the line ${line}`;
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
  const raw = rawTracker(driverModel(algorithm, config));
  const nextReturn = (node, from) => {
    for (let j = from; j < total; j++) {
      const r = eventAt(events, j);
      if (r.kind === Kind.Return && r.node === node) return r.a;
    }
    return null;
  };
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
    // ... and, for every line id, from the raw events and the tree alone (an eviction's
    // line is the line of the Store after it)
    if (e.kind === Kind.TestBegin) {
      // the root search is the one the driver's rule asks for, whatever line is lit
      raw.want = raw.driver.next();
      expect(raw.want, `${at}: a search after the driver is done`).not.toBeNull();
      expect([e.a, e.b], `${at}: the driver's rule`).toEqual([raw.want.alpha, raw.want.beta]);
    }
    const lit = e.kind === Kind.Evict ? eventAt(events, k) : e;
    const early = [Kind.Enter, Kind.Probe, Kind.TestEnd].includes(lit.kind);
    if (early && lit === e) trackRaw(raw, e);
    const ctx = {
      raw,
      events,
      tree,
      leafOf,
      algorithm,
      nextReturn: (node) => nextReturn(node, lit.index + 1),
      laterTest: (i) => {
        for (let j = i + 1; j < total; j++)
          if (eventAt(events, j).kind === Kind.TestBegin) return true;
        return false;
      },
    };
    expect(rawLineClaim(line, lit, ctx), `${at}: ${line} (raw)`).toBeNull();
    if (!early || lit !== e) trackRaw(raw, e);
    raw.before = e;
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
    // every window narrated is the event's own, read back number by number
    const windowWant = {
      enter: [e.a, e.b],
      testBegin: raw.want && [raw.want.alpha, raw.want.beta], // (= the event's, above)
      probe: raw.window.has(e.node) && [raw.window.get(e.node).alpha, raw.window.get(e.node).beta],
      testEnd: raw.test && [raw.test.alpha, raw.test.beta],
    }[f.type];
    const narrated = [...said.matchAll(/window (?:narrows to )?\(([^(),]+), ([^(),]+)\)/g)];
    if (f.type === 'enter' || f.type === 'testBegin') expect(narrated.length, said).toBe(1);
    for (const m of narrated) {
      expect(windowWant, `${at}: ${said}`).toBeTruthy();
      expect([parseEdge(m[1]), parseEdge(m[2])], `${at}: ${said}`).toEqual(windowWant);
    }
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
    // a test's number and β, its outcome and the bounds it leaves, as the driver has them
    if (f.type === 'testBegin' && f.nullWindow) {
      const m = said.match(/^Test (\d+): β = ([^;]+);/);
      expect(m, `${at}: ${said}`).not.toBeNull();
      expect([Number(m[1]), parseEdge(m[2])], `${at}: ${said}`).toEqual([
        raw.driver.searches,
        raw.want.beta,
      ]);
    }
    if (f.type === 'testEnd' && f.nullWindow) {
      const { beta, high } = raw.driver.last;
      const m = said.match(/^Test β = (\S+) failed (high|low)/);
      expect(m, `${at}: ${said}`).not.toBeNull();
      expect([parseEdge(m[1]), m[2]], `${at}: ${said}`).toEqual([beta, high ? 'high' : 'low']);
      const bounds = said.match(/Now (\S+) ≤ value ≤ (\S+)\./);
      expect(Boolean(bounds), `${at}: ${said}`).toBe(!f.final); // (the last says the value)
      if (bounds) {
        const { lower, upper } = raw.driver;
        expect([parseEdge(bounds[1]), parseEdge(bounds[2])], `${at}: ${said}`).toEqual([
          lower,
          upper,
        ]);
      }
    }
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
  // the driver stops where its rule says (id-mtdf: after the tree's last depth)
  expect(raw.driver.next(), `${where(total)}: the driver's rule goes on`).toBeNull();
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
      BRANCHES.set(algorithm, new Set());
      for (const config of configs(algorithm, 24)) checked += await checkRun(engine, config);
      // the runs went through every part of the driver's rule
      expect([...BRANCHES.get(algorithm)]).toEqual(expect.arrayContaining(TAKEN[algorithm]));
      expect(checked).toBeGreaterThan(500);
      expect(marksChecked - marksBefore).toBeGreaterThan(checked); // every node, every event
    }, 120_000);
  }

  it('every line of every listing has a claim the test checks', () => {
    const ids = allLineIds();
    expect(ids.size).toBeGreaterThan(20);
    const probe = { kind: -1, node: 0, a: 0, b: 0, c: 0, index: 0 };
    for (const id of ids) {
      const tree = { isMax: [], parent: [], child: [] };
      const ctx = { raw: rawTracker(), tree, leafOf: new Map(), nextReturn: () => null };
      expect(rawLineClaim(id, probe, ctx), id).not.toMatch(/^no claim/);
    }
    expect(rawLineClaim('a-new-line', probe, { raw: rawTracker(), tree: {} })).toMatch(/^no claim/);
  });

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

/** Whether the Enter at event `i` is the first child its parent's visit entered (read from
 * the raw events: no sibling's Enter since the parent's). */
function firstChildEntered(events, i) {
  const stack = [];
  for (let j = 0; j < i; j++) {
    const e = eventAt(events, j);
    if (e.kind === Kind.TestBegin) stack.length = 0;
    else if (e.kind === Kind.Enter) {
      if (stack.length) stack.at(-1).children++;
      stack.push({ children: 0 });
    } else if (e.kind === Kind.Return) stack.pop();
  }
  return (stack.at(-1)?.children ?? 0) === 0;
}
