// Which questions a practice round asks, and where a Return's question pauses (issue 18,
// item 6: mutation testing). practice.test.js checks every question's answer against
// reference searches; Stryker found that nothing checked the round's choice and order, or
// returnDecision on a trace where a node's own Cut and Store come between its last child's
// Return and its own. The rules checked are those of questions.js's comments; the trace
// below is written by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { WasmEngine } from '../../testing/wasm-engine.js';
import { recordRun } from '../runs.js';
import { Kind, eventAt, eventCount } from '../../state/events.js';
import { INF } from '../../format.js';
import { allQuestions, practiceRound, returnDecision } from './questions.js';
import { practiceGame } from './permalink.js';

// whole runs of the real core on a shared machine: room to finish (no time is asserted)
const SLOW = 60_000;

const ev = (kind, node, a = 0, b = 0, c = 0) => [kind, node, a, b, c];
// MT at β = 5 on a MAX root: child 1 (leaves 3, 4) returns after its own Cut and Store;
// child 2 is answered by its TT entry.
const RUN = {
  tree: { parent: [-1, 0, 0, 1, 1] },
  events: Int32Array.from(
    [
      ev(Kind.TestBegin, 0, 4, 5), // 0
      ev(Kind.Enter, 0, 4, 5, 2), // 1
      ev(Kind.Enter, 1, 4, 5, 1), // 2
      ev(Kind.Enter, 3, 4, 5, 0), // 3
      ev(Kind.Leaf, 3, 3), // 4
      ev(Kind.Store, 3, -INF, 3, 2 << 16), // 5
      ev(Kind.Return, 3, 3, 2), // 6
      ev(Kind.Cut, 1, 1, 1), // 7
      ev(Kind.Store, 1, -INF, 3, 1 + (2 << 16)), // 8
      ev(Kind.Return, 1, 3, 2), // 9
      ev(Kind.Enter, 2, 4, 5, 1), // 10
      ev(Kind.Probe, 2, 5, INF, 3), // 11
      ev(Kind.Return, 2, 5, 1), // 12
    ].flat(),
  ),
};

describe('returnDecision', () => {
  it('pauses just after the last child’s Return, before the node’s own Cut and Store', () => {
    expect(returnDecision(RUN, 9)).toBe(7);
  });

  it('has no pause for a node answered by the TT, or a leaf (no child returned)', () => {
    expect(returnDecision(RUN, 12)).toBe(-1);
    expect(returnDecision(RUN, 6)).toBe(-1);
  });
});

// Two MTD(f) tests written by hand (β = 5, then β = 4) on a MAX root 0 with one MIN child 1
// over the leaves 2 (value 3) and 3: each test cuts leaf 3 and proves node 1 ≤ 3 and the
// root ≤ 3, so the second test's Returns repeat what the marks already show.
const UPPER = 2 << 16;
const testAt = (test, beta) => [
  ev(Kind.TestBegin, test, beta - 1, beta),
  ev(Kind.Enter, 0, beta - 1, beta, 2),
  ev(Kind.Enter, 1, beta - 1, beta, 1),
  ev(Kind.Enter, 2, beta - 1, beta, 0),
  ev(Kind.Leaf, 2, 3),
  ev(Kind.Store, 2, -INF, 3, UPPER),
  ev(Kind.Return, 2, 3, 2),
  ev(Kind.Cut, 1, 1, 1),
  ev(Kind.Store, 1, -INF, 3, 1 + UPPER),
  ev(Kind.Return, 1, 3, 2),
  ev(Kind.Store, 0, -INF, 3, 2 + UPPER),
  ev(Kind.Return, 0, 3, 2),
  ev(Kind.TestEnd, test, 3, 1),
];
// A third test at β = 3 searches both leaves and proves node 1 ≥ 3 and the root ≥ 3: the
// same g as the marks show, another bound, so both are asked.
const LOWER = 1 << 16;
const highAt = (test, beta) => [
  ev(Kind.TestBegin, test, beta - 1, beta),
  ev(Kind.Enter, 0, beta - 1, beta, 2),
  ev(Kind.Enter, 1, beta - 1, beta, 1),
  ev(Kind.Enter, 2, beta - 1, beta, 0),
  ev(Kind.Leaf, 2, 3),
  ev(Kind.Store, 2, 3, INF, LOWER),
  ev(Kind.Return, 2, 3, 1),
  ev(Kind.Enter, 3, beta - 1, beta, 0),
  ev(Kind.Leaf, 3, 5),
  ev(Kind.Store, 3, 5, INF, LOWER),
  ev(Kind.Return, 3, 5, 1),
  ev(Kind.Store, 1, 3, INF, 1 + LOWER),
  ev(Kind.Return, 1, 3, 1),
  ev(Kind.Store, 0, 3, INF, 2 + LOWER),
  ev(Kind.Return, 0, 3, 1),
  ev(Kind.TestEnd, test, 3, 0),
];
const TWO_TESTS = {
  tree: {
    parent: [-1, 0, 1, 1],
    child: [0, 0, 0, 1],
    moveCount: [1, 2, 0, 0],
    isMax: [1, 0, 1, 1],
    leafIndex: [-1, -1, 0, 1],
    hasValue: [0, 0, 1, 1],
    value: [0, 0, 3, 5],
  },
  events: Int32Array.from([...testAt(0, 5), ...testAt(1, 4), ...highAt(2, 3)].flat()),
  summary: {
    algorithm: 'mtdf',
    tests: [
      { firstEvent: 0, endEvent: 13, beta: 5, g: 3, outcome: 'low', nullWindow: true },
      { firstEvent: 13, endEvent: 26, beta: 4, g: 3, outcome: 'low', nullWindow: true },
      { firstEvent: 26, endEvent: 42, beta: 3, g: 3, outcome: 'high', nullWindow: true },
    ],
  },
};

describe('return questions', () => {
  it('are not asked again where the node’s mark already shows the same bound', () => {
    const { return: returns } = allQuestions({ ab: TWO_TESTS, mtdf: TWO_TESTS });
    const mtdf = returns.filter((q) => q.algorithm === 'mtdf');
    // test 1: node 1 at its Cut (event 7) and the root at its Store (event 10); test 2 none;
    // test 3: node 1 and the root again at their Stores (events 37 and 39), now ≥ 3
    expect(mtdf.map((q) => [q.k, q.node.id, q.answer.g, q.answer.bound])).toEqual([
      [7, 1, 3, 'upper'],
      [10, 0, 3, 'upper'],
      [37, 1, 3, 'lower'],
      [39, 0, 3, 'lower'],
    ]);
    expect(mtdf.map((q) => q.context)).toEqual([
      { test: 1, beta: 5 },
      { test: 1, beta: 5 },
      { test: 3, beta: 3 },
      { test: 3, beta: 3 },
    ]);
  });
});

describe('a practice round', () => {
  let engine;
  beforeAll(async () => {
    engine = await WasmEngine.create();
  });

  const ROUND = { leaves: 1, child: 3, return: 2, tt: 2 };

  it(
    'asks up to 1, 3, 2 and 2 questions of each kind, preferring what is worth asking',
    { timeout: SLOW },
    async () => {
      for (const [branching, depth, seed] of [
        [3, 3, 1],
        [3, 4, 2],
        [4, 2, 4],
      ]) {
        const game = practiceGame({ branching, depth, seed });
        const runs = {
          ab: await recordRun(engine, { game, algorithm: 'alphabeta' }),
          mtdf: await recordRun(engine, { game, algorithm: 'mtdf', guess: 0 }),
        };
        const all = allQuestions(runs);
        const round = practiceRound(runs);
        const of = (kind) => round.filter((q) => q.kind === kind);
        for (const [kind, n] of Object.entries(ROUND))
          expect(of(kind), kind).toHaveLength(Math.min(n, all[kind].length));
        // alpha-beta's questions first, then MTD(f)'s, each in the order the run reaches them
        const order = round.map((q) => [q.algorithm === 'alphabeta' ? 0 : 1, q.k]);
        const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        expect(order).toEqual(sorted);
        expect(round.map((q) => q.index)).toEqual(round.map((_, i) => i));
        expect(round[0].kind).toBe('leaves');
        // cuts first: the first and the last cut of the run when there are two or more
        const cuts = all.child.filter((q) => q.answer.choice !== 'searched');
        const asked = of('child').filter((q) => q.answer.choice !== 'searched');
        if (cuts.length >= 2) {
          expect(asked.map((q) => q.k)).toEqual(expect.arrayContaining([cuts[0].k, cuts.at(-1).k]));
        }
        // one return of each run: alpha-beta's a bound, MTD(f)'s below the root
        const [abReturn, mtdfReturn] = of('return');
        expect([abReturn.algorithm, mtdfReturn.algorithm]).toEqual(['alphabeta', 'mtdf']);
        if (all.return.some((q) => q.algorithm === 'alphabeta' && q.answer.bound !== 'exact'))
          expect(abReturn.answer.bound).not.toBe('exact');
        if (all.return.some((q) => q.algorithm === 'mtdf' && q.path.length > 0))
          expect(mtdfReturn.path.length).toBeGreaterThan(0);
        // a TT cutoff among the TT questions when the run has one
        if (all.tt.some((q) => q.answer.cutoff))
          expect(of('tt').some((q) => q.answer.cutoff)).toBe(true);
        // MTD(f)'s next β, asked after a test that is not the last
        expect(of('next-beta').length).toBeGreaterThan(0);
        expect(of('next-beta').length).toBeLessThanOrEqual(all['next-beta'].length);
      }
    },
  );

  // The exercises of the repo's tests and e2e specs (3×3 seeds 1–8 and 42; 2×3, 3×4, 4×2
  // seeds 1–8). The next-β questions a run offers are counted from its trace: one after
  // each TestEnd but the last.
  const EXAMPLES = [];
  for (const [branching, depth] of [
    [2, 3],
    [3, 3],
    [3, 4],
    [4, 2],
  ]) {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 42]) EXAMPLES.push({ branching, depth, seed });
  }
  const testEnds = (events) => {
    let n = 0;
    for (let i = 0; i < eventCount(events); i++) if (eventAt(events, i).kind === Kind.TestEnd) n++;
    return n;
  };

  it(
    'asks two next-β questions whenever the MTD(f) run offers two or more',
    { timeout: SLOW },
    async () => {
      let offering = 0;
      for (const ex of EXAMPLES) {
        const game = practiceGame(ex);
        const runs = {
          ab: await recordRun(engine, { game, algorithm: 'alphabeta' }),
          mtdf: await recordRun(engine, { game, algorithm: 'mtdf', guess: 0 }),
        };
        const available = testEnds(runs.mtdf.events) - 1;
        expect(available).toBe(runs.mtdf.summary.tests.length - 1);
        if (available < 2) continue;
        offering++;
        const asked = practiceRound(runs).filter((q) => q.kind === 'next-beta');
        expect(asked, JSON.stringify(ex)).toHaveLength(2);
        // questions after different tests, in the order the run reaches them
        expect(asked[0].test).toBeLessThan(asked[1].test);
      }
      expect(offering).toBeGreaterThan(0);
    },
  );
});
