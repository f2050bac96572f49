// A stand-in for www/engine/client.js (docs/engine-api.md) for unit tests: it searches
// nested-array trees in plain JS with MT (Plaat's three-way store) under seed 000's MTD(f)
// driver, or with fail-soft alpha-beta, records the trace in the contract's encoding and
// folds it into ViewStates as src/replay.rs does. On the AIMA tree with guess 0 it gives
// the run of CONVENTIONS.md §6: beta 0 → g 3 high, beta 4 → g 3 low, value 3.
import { INF } from '../format.js';
import { EVENT_INTS, Flag, Kind } from '../state/events.js';
import { ttColumns } from '../state/tt.js';

function record(rec, kind, node, a = 0, b = 0, c = 0) {
  rec.events.push(kind, node, a, b, c);
}

/** Builds the explored-tree arrays lazily: node ids in order of first entry. */
function nodeFor(rec, parent, child, isMax, depth, data) {
  const k = `${parent}:${child}`;
  if (rec.ids.has(k)) return rec.ids.get(k);
  const id = rec.nodes.length;
  rec.nodes.push({ parent, child, isMax, depth, data });
  rec.ids.set(k, id);
  return id;
}

function mt(rec, data, parent, child, isMax, depth, alpha, beta) {
  const id = nodeFor(rec, parent, child, isMax, depth, data);
  rec.counters.nodes++;
  record(rec, Kind.Enter, id, alpha, beta, 0);
  const e = rec.tt.get(id);
  if (e) {
    rec.counters.ttHits++;
    if (e.lower >= beta || e.upper <= alpha) {
      rec.counters.ttCutoffs++;
      record(rec, Kind.Probe, id, e.lower, e.upper, 3);
      const g = e.lower >= beta ? e.lower : e.upper;
      record(rec, Kind.Return, id, g, e.lower >= beta ? 1 : 2);
      return g;
    }
    record(rec, Kind.Probe, id, e.lower, e.upper, 1);
    alpha = Math.max(alpha, e.lower);
    beta = Math.min(beta, e.upper);
  } else {
    record(rec, Kind.Probe, id, -INF, INF, 0);
  }
  let g;
  const leaf = !Array.isArray(data);
  if (leaf) {
    g = data;
    rec.counters.leafEvals++;
    record(rec, Kind.Leaf, id, g);
  } else {
    g = isMax ? -INF : INF;
    let a = alpha;
    let b = beta;
    let i = 0;
    while ((isMax ? g < beta : g > alpha) && i < data.length) {
      const v = mt(rec, data[i], id, i, !isMax, depth + 1, a, b);
      g = isMax ? Math.max(g, v) : Math.min(g, v);
      if (isMax) a = Math.max(a, g);
      else b = Math.min(b, g);
      i++;
    }
    if (i < data.length) record(rec, Kind.Cut, id, i, data.length - i);
  }
  const lower = g >= beta || (g > alpha && g < beta) ? g : -INF;
  const upper = g <= alpha || (g > alpha && g < beta) ? g : INF;
  const old = rec.tt.get(id) ?? { lower: -INF, upper: INF };
  const entry = {
    lower: lower > -INF ? lower : old.lower,
    upper: upper < INF ? upper : old.upper,
  };
  rec.tt.set(id, entry);
  rec.counters.ttStores++;
  record(rec, Kind.Store, id, entry.lower, entry.upper, 0);
  const kind = leaf ? 0 : g <= alpha ? 2 : g >= beta ? 1 : 0;
  record(rec, Kind.Return, id, g, kind);
  return g;
}

function alphabeta(rec, data, parent, child, isMax, depth, alpha, beta) {
  const id = nodeFor(rec, parent, child, isMax, depth, data);
  rec.counters.nodes++;
  record(rec, Kind.Enter, id, alpha, beta, 0);
  if (!Array.isArray(data)) {
    rec.counters.leafEvals++;
    record(rec, Kind.Leaf, id, data);
    record(rec, Kind.Return, id, data, 0);
    return data;
  }
  let g = isMax ? -INF : INF;
  let a = alpha;
  let b = beta;
  for (let i = 0; i < data.length; i++) {
    const v = alphabeta(rec, data[i], id, i, !isMax, depth + 1, a, b);
    g = isMax ? Math.max(g, v) : Math.min(g, v);
    if (isMax) a = Math.max(a, g);
    else b = Math.min(b, g);
    if (isMax ? g >= beta : g <= alpha) {
      if (i + 1 < data.length) record(rec, Kind.Cut, id, i + 1, data.length - i - 1);
      break;
    }
  }
  record(rec, Kind.Return, id, g, g <= alpha ? 2 : g >= beta ? 1 : 0);
  return g;
}

const finiteOrNull = (v) => (Math.abs(v) >= INF - 1 ? null : v);

/** Runs the whole search and returns the recorder. */
export function fakeRun(config) {
  const data = JSON.parse(config.game.text);
  const rec = {
    events: [],
    nodes: [],
    ids: new Map(),
    tt: new Map(),
    tests: [],
    counters: { leafEvals: 0, nodes: 0, ttHits: 0, ttCutoffs: 0, ttStores: 0 },
  };
  let lower = -INF;
  let upper = INF;
  let value;
  const begin = (alpha, beta) => {
    const first = rec.events.length / EVENT_INTS;
    record(rec, Kind.TestBegin, rec.tests.length, alpha, beta);
    return { first, before: { ...rec.counters } };
  };
  const end = (t, alpha, beta, g, outcome) => {
    record(rec, Kind.TestEnd, rec.tests.length, g, ['high', 'low', 'exact'].indexOf(outcome));
    const c = rec.counters;
    rec.tests.push({
      alpha: finiteOrNull(alpha),
      beta: finiteOrNull(beta),
      g,
      outcome,
      lower: finiteOrNull(lower),
      upper: finiteOrNull(upper),
      leafEvals: c.leafEvals - t.before.leafEvals,
      nodes: c.nodes - t.before.nodes,
      ttHits: c.ttHits - t.before.ttHits,
      ttCutoffs: c.ttCutoffs - t.before.ttCutoffs,
      depth: 0,
      nullWindow: beta - alpha === 1,
      firstEvent: t.first,
      endEvent: rec.events.length / EVENT_INTS,
    });
  };
  if (config.algorithm === 'mtdf') {
    let g = config.guess ?? 0;
    while (lower < upper) {
      const beta = g === lower ? g + 1 : g;
      const t = begin(beta - 1, beta);
      g = mt(rec, data, -1, -1, true, 0, beta - 1, beta);
      if (g < beta) upper = g;
      else lower = g;
      end(t, beta - 1, beta, g, g < beta ? 'low' : 'high');
    }
    value = g;
  } else if (config.algorithm === 'alphabeta') {
    const t = begin(-INF, INF);
    value = alphabeta(rec, data, -1, -1, true, 0, -INF, INF);
    lower = upper = value;
    end(t, -INF, INF, value, 'exact');
  } else {
    throw new Error(`algorithm: the fake engine knows only mtdf and alphabeta`);
  }
  rec.value = value;
  return rec;
}

/** Folds events 0..k into a ViewState (src/replay.rs `ViewState::apply`). */
export function fakeSeek(rec, k) {
  const n = rec.nodes.length;
  const st = {
    event: 0,
    nodes: {
      alpha: new Int32Array(n).fill(-INF),
      beta: new Int32Array(n).fill(INF),
      g: new Int32Array(n),
      kind: new Int8Array(n).fill(-1),
      flags: new Uint8Array(n),
    },
    path: [],
    tt: new Map(),
    cuts: [],
    counters: { leafEvals: 0, nodes: 0, ttHits: 0, ttCutoffs: 0, ttStores: 0 },
    test: null,
    testsDone: 0,
    rootG: null,
  };
  const f = st.nodes.flags;
  const total = rec.events.length / EVENT_INTS;
  k = Math.max(0, Math.min(k, total));
  for (let i = 0; i < k; i++) {
    const [kind, node, a, b, c] = rec.events.slice(i * 5, i * 5 + 5);
    switch (kind) {
      case Kind.TestBegin:
        f.fill(0);
        st.cuts = [];
        st.path = [];
        st.test = node;
        break;
      case Kind.TestEnd:
        st.testsDone = node + 1;
        st.path = [];
        break;
      case Kind.Enter:
        if (st.path.length) f[st.path.at(-1)] &= ~Flag.Current;
        st.counters.nodes++;
        st.nodes.alpha[node] = a;
        st.nodes.beta[node] = b;
        f[node] =
          (f[node] & ~(Flag.Fresh | Flag.Cut | Flag.TtAnswered | Flag.Evaluated)) |
          Flag.Visited |
          Flag.OnPath |
          Flag.Current;
        st.path.push(node);
        break;
      case Kind.Probe:
        if (c & 1) st.counters.ttHits++;
        if (c & 2) {
          st.counters.ttCutoffs++;
          f[node] |= Flag.TtAnswered;
        }
        break;
      case Kind.Leaf:
        st.counters.leafEvals++;
        f[node] |= Flag.Evaluated;
        break;
      case Kind.Cut:
        st.cuts.push({ node, first: a, count: b });
        break;
      case Kind.Store:
        st.counters.ttStores++;
        st.tt.set(node, { lower: a, upper: b, depth: c, node });
        break;
      case Kind.Return:
        st.nodes.g[node] = a;
        st.nodes.kind[node] = b;
        f[node] = (f[node] & ~(Flag.OnPath | Flag.Current)) | Flag.Fresh;
        st.path.pop();
        if (st.path.length) f[st.path.at(-1)] |= Flag.Current;
        else st.rootG = a;
        break;
    }
    st.event++;
  }
  for (const cut of st.cuts) {
    for (let i = cut.first; i < cut.first + cut.count; i++) {
      const id = rec.ids.get(`${cut.node}:${i}`);
      if (id !== undefined) f[id] |= Flag.Cut;
    }
  }
  return { ...st, tt: ttColumns([...st.tt.values()]) };
}

function treeOf(rec) {
  const n = rec.nodes.length;
  const t = {
    parent: new Int32Array(n),
    child: new Int32Array(n),
    isMax: new Uint8Array(n),
    value: new Int32Array(n),
    hasValue: new Uint8Array(n),
    depth: new Uint16Array(n),
    moveCount: new Int32Array(n),
    moveLabel: [],
    label: [],
  };
  rec.nodes.forEach((node, i) => {
    t.parent[i] = node.parent;
    t.child[i] = Math.max(0, node.child);
    t.isMax[i] = node.isMax ? 1 : 0;
    const leaf = !Array.isArray(node.data);
    t.value[i] = leaf ? node.data : 0;
    t.hasValue[i] = leaf ? 1 : 0;
    t.depth[i] = node.depth;
    t.moveCount[i] = leaf ? 0 : node.data.length;
    t.moveLabel.push(String(Math.max(0, node.child)));
    t.label.push(null);
  });
  return t;
}

/** The fake Engine: the same methods and result shapes as www/engine/client.js. */
export class FakeEngine {
  static async create() {
    return new FakeEngine();
  }

  constructor() {
    this.sessions = new Map();
    this.nextId = 1;
  }

  summary(s) {
    const c = s.rec.counters;
    const tests = s.rec.tests.slice(0, s.testsShown);
    const done = s.testsShown === s.rec.tests.length;
    const endEvent = tests.length ? tests.at(-1).endEvent : 0;
    return {
      algorithm: s.config.algorithm,
      settings: s.config,
      done,
      value: done ? s.rec.value : null,
      eventCount: done ? s.rec.events.length / EVENT_INTS : endEvent,
      truncated: false,
      tests,
      counters: { ...c },
    };
  }

  async open(config) {
    if (config.game?.kind !== 'tree') throw new Error('game: the fake engine knows only trees');
    let rec;
    try {
      rec = fakeRun(config);
    } catch (err) {
      throw new Error(`tree text, line 1, column 1: ${err.message}`, { cause: err });
    }
    const id = this.nextId++;
    const s = { config, rec, testsShown: 0 };
    this.sessions.set(id, s);
    return { id, summary: this.summary(s) };
  }

  session(id) {
    const s = this.sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  }

  async nextTest(id) {
    const s = this.session(id);
    if (s.testsShown >= s.rec.tests.length) return { record: null, summary: this.summary(s) };
    s.testsShown++;
    return { record: s.rec.tests[s.testsShown - 1], summary: this.summary(s) };
  }

  async runToEnd(id, { onProgress } = {}) {
    const s = this.session(id);
    while (s.testsShown < s.rec.tests.length) {
      s.testsShown++;
      onProgress?.(this.summary(s));
    }
    return this.summary(s);
  }

  async seek(id, k) {
    const s = this.session(id);
    return fakeSeek(s.rec, Math.min(k, this.summary(s).eventCount));
  }

  async tree(id) {
    return treeOf(this.session(id).rec);
  }

  async events(id, from, to) {
    const s = this.session(id);
    const n = this.summary(s).eventCount;
    const a = Math.max(0, from);
    const b = Math.min(n, to ?? n);
    return Int32Array.from(s.rec.events.slice(a * EVENT_INTS, Math.max(a, b) * EVENT_INTS));
  }

  cancel() {}

  close(id) {
    this.sessions.delete(id);
  }
}
