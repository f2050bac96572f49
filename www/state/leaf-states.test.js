// The leaf overview's states and geometry (issue 17, item 5): at every event of whole runs
// of the real core, each leaf's state is what a replay of the trace says (the replay here
// reads the events alone: this test's Enters, TT cutoffs, Cuts and Leaf evaluations, and
// every test's evaluations), and every leaf gets a cell of its own, in the game's order,
// at an x that depends only on the tree and the width.
import { describe, expect, it } from 'vitest';
import { WasmEngine, wholeRun } from '../testing/wasm-engine.js';
import { randomArrayTree } from '../testing/random-trees.js';
import { EVENT_INTS } from './events.js';
import { LEAF_STATES, firstEvaluated, leafSpans, nodeStates } from './leaf-states.js';
import { MIN_CELL, overviewLayout, tooLarge } from '../layout/overview-layout.js';

const ENTER = 0;
const PROBE = 1;
const LEAF = 2;
const CUT = 3;
const TEST_BEGIN = 7;

/** Replays `events` up to `k` and returns the state of leaf `id` of `tree`. */
function replayer(tree, events) {
  let k = 0;
  let visited;
  let answered;
  let evaluatedNow;
  let cutMoves;
  const reset = () => {
    visited = new Set();
    answered = new Set();
    evaluatedNow = new Set();
    cutMoves = new Map();
  };
  reset();
  const evaluatedEver = new Set();
  return {
    advance(to) {
      for (; k < to; k++) {
        const [kind, node, a, b, c] = events.slice(k * EVENT_INTS, (k + 1) * EVENT_INTS);
        if (kind === TEST_BEGIN) reset();
        else if (kind === ENTER) {
          visited.add(node);
          answered.delete(node);
          evaluatedNow.delete(node);
        } else if (kind === PROBE && c & 2) answered.add(node);
        else if (kind === LEAF) {
          evaluatedNow.add(node);
          evaluatedEver.add(node);
        } else if (kind === CUT) {
          const s = cutMoves.get(node) ?? new Set();
          for (let m = a; m < a + b; m++) s.add(m);
          cutMoves.set(node, s);
        }
      }
    },
    state(leaf) {
      if (evaluatedNow.has(leaf)) return 'evaluated';
      let n = leaf;
      while (n >= 0 && !visited.has(n)) {
        const p = tree.parent[n];
        if (p >= 0 && cutMoves.get(p)?.has(tree.child[n])) return 'cut';
        n = p;
      }
      if (n >= 0 && answered.has(n)) return 'tt';
      return evaluatedEver.has(leaf) ? 'evaluated' : 'unreached';
    },
  };
}

describe('the leaf overview: each leaf’s state at every event (issue 17, item 5)', () => {
  const algorithms = ['alphabeta', 'negascout-tt', 'mtdf', 'mtd-plus', 'mtd-minus', 'mtd-bi'];
  for (const algorithm of algorithms) {
    it(`${algorithm}: random trees, the states replayed from the trace`, async () => {
      const engine = await WasmEngine.create();
      const seen = new Set();
      for (let i = 0; i < 6; i++) {
        const text = randomArrayTree(500 + i, { depth: 3 + (i % 2), branching: 4 });
        const config = { game: { kind: 'tree', text }, algorithm, guess: i - 2, ttSize: 65536 };
        if (i === 5) config.ttSize = 4; // evictions: the table forgets, the states do not lie
        const run = await wholeRun(engine, config);
        const { tree, events, summary } = run;
        const spans = leafSpans(tree);
        const evaluatedAt = firstEvaluated(events, tree.parent.length);
        const replay = replayer(tree, events);
        let out;
        for (let k = 0; k <= summary.eventCount; k++) {
          const view = await run.seek(k);
          replay.advance(k);
          out = nodeStates(tree, view, evaluatedAt, k, out);
          for (const id of spans.leaves) {
            const got = LEAF_STATES[out[id]];
            seen.add(got);
            expect(got, `${algorithm} ${text} at ${k}: leaf ${id}`).toBe(replay.state(id));
          }
        }
        engine.close(run.id);
      }
      // every state shows up in these runs (alpha-beta answers nothing from a TT)
      const want = algorithm === 'alphabeta' ? ['cut', 'evaluated', 'unreached'] : LEAF_STATES;
      expect([...seen].sort()).toEqual([...want].sort());
    }, 120_000);
  }
});

describe('the leaf overview’s geometry', () => {
  it('the leaves in the game’s order: the engine’s leaf index', async () => {
    const engine = await WasmEngine.create();
    const text = randomArrayTree(77, { depth: 4, branching: 4 });
    const run = await wholeRun(engine, { game: { kind: 'tree', text }, algorithm: 'mtdf' });
    const spans = leafSpans(run.tree);
    expect(Array.from(spans.leaves, (id) => run.tree.leafIndex[id])).toEqual(
      Array.from(spans.leaves, (_, i) => i),
    );
    // a node's span holds exactly the leaves below it
    for (let id = 0; id < run.tree.parent.length; id++) {
      for (let i = spans.start[id]; i < spans.end[id]; i++) {
        let n = spans.leaves[i];
        while (n >= 0 && n !== id) n = run.tree.parent[n];
        expect(n).toBe(id);
      }
    }
  });

  it('b = 4, d = 5 in a 590 × 250 pane: 1,024 cells, each ≥ 1 px, inside, x by leaf only', async () => {
    const engine = await WasmEngine.create();
    const text = JSON.stringify(uniform(4, 5));
    const run = await wholeRun(engine, { game: { kind: 'tree', text }, algorithm: 'alphabeta' });
    const spans = leafSpans(run.tree);
    expect(spans.leaves.length).toBe(1024);
    expect(tooLarge(1024, 590)).toBe(true);
    expect(tooLarge(9, 590)).toBe(false); // AIMA's nine leaves are drawn
    const a = overviewLayout(run.tree, spans, 0, 590, 250);
    expect(a.cells).toHaveLength(1024);
    expect(new Set(a.cells.map((c) => c.leaf)).size).toBe(1024);
    for (const c of a.cells) {
      expect(c.width).toBeGreaterThanOrEqual(1);
      expect(c.x >= 0 && c.x + c.width <= 590 + 1e-9).toBe(true);
      expect(c.y + c.height).toBeLessThanOrEqual(250);
    }
    // one row per subtree: the same leaf's x is its place in its row, whatever the run
    const other = await wholeRun(engine, { game: { kind: 'tree', text }, algorithm: 'mtd-plus' });
    const b = overviewLayout(other.tree, leafSpans(other.tree), 0, 590, 250);
    const xOf = (layout, tree) =>
      new Map(layout.cells.map((c) => [tree.leafIndex[c.id], [c.x, c.y]]));
    expect(xOf(b, other.tree)).toEqual(xOf(a, run.tree));
    // wider panes: cells of MIN_CELL
    const wide = overviewLayout(run.tree, spans, 0, 1800, 600);
    expect(wide.cell).toBeGreaterThanOrEqual(MIN_CELL);
  });
});

/** A uniform tree of `b` children and `d` levels, leaves numbered. */
function uniform(b, d) {
  let next = 0;
  const build = (level) =>
    level === 0 ? (next++ % 19) - 9 : Array.from({ length: b }, () => build(level - 1));
  return build(d);
}
