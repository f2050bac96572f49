// The practice questions on many seeded trees with the real wasm core: each question's
// answer is what the trace says (checked against the trace's own records and MT's rules,
// and against whole searches by `solve`), a right answer scores and a wrong one is
// explained with the deciding numbers; the link codec is strict.
import { beforeAll, describe, expect, it } from 'vitest';

// whole runs of the real core on a shared machine: room to finish (no time is asserted)
const SLOW = 60_000;
import { WasmEngine } from '../../testing/wasm-engine.js';
import { recordRun } from '../runs.js';
import { stepAt } from '../trace-steps.js';
import { ROUND, allQuestions, evaluatedLeaves, practiceRound, treeLeaves } from './questions.js';
import { checkAnswer, readWhole, scoreAfter } from './check.js';
import { explain, prompt } from './explain.js';
import { formatPractice, parsePractice, practiceGame, practiceHash } from './permalink.js';
import { learnText } from '../../i18n/learn.js';
import { Kind, eventAt } from '../../state/events.js';

let engine;
beforeAll(async () => {
  engine = await WasmEngine.create();
});

async function runsOf(ex) {
  const game = practiceGame(ex);
  const ab = await recordRun(engine, { game, algorithm: 'alphabeta' });
  const mtdf = await recordRun(engine, { game, algorithm: 'mtdf', guess: 0 });
  return { ab, mtdf };
}

const EXERCISES = [];
for (const [branching, depth] of [
  [2, 3],
  [3, 3],
  [3, 4],
  [4, 2],
]) {
  for (let seed = 1; seed <= 8; seed++) EXERCISES.push({ branching, depth, seed });
}

/** A wrong answer of the same kind. */
function wrongAnswer(q) {
  const a = q.answer;
  switch (q.kind) {
    case 'leaves':
      return { leaves: a.leaves.slice(1) };
    case 'child':
      return { choice: a.choice === 'searched' ? 'alpha-cut' : 'searched' };
    case 'return':
      return { g: a.g + 1, bound: a.bound };
    case 'tt':
      return { cutoff: !a.cutoff };
    case 'next-beta':
      return { beta: a.beta - 1 };
  }
}

describe('practice questions come from the trace', () => {
  it(
    'on every seeded tree, each kind of answer agrees with the trace and with MT',
    { timeout: SLOW },
    async () => {
      const seen = { leaves: 0, child: 0, return: 0, tt: 0, 'next-beta': 0, cut: 0, ttCutoff: 0 };
      for (const ex of EXERCISES) {
        const runs = await runsOf(ex);
        const { ab, mtdf } = runs;
        const all = allQuestions(runs);
        // leaves: what the trace evaluated, the same count as the counters; every other leaf
        // of the tree lies under a cut
        const [lq] = all.leaves;
        const evaluated = evaluatedLeaves(ab);
        expect(lq.answer.leaves).toEqual([...new Set(evaluated)].sort((a, b) => a - b));
        expect(evaluated.length).toBe(ab.summary.counters.leafEvals);
        const leaves = treeLeaves(ab.tree);
        expect(leaves.length).toBe(ex.branching ** ex.depth);
        for (const l of leaves) {
          if (!lq.answer.leaves.includes(l.leaf))
            expect(lq.why.cuts[l.leaf], `leaf ${l.leaf}`).toBeDefined();
        }
        seen.leaves++;
        for (const q of all.child) {
          // the step shown at the pause is the child's return; the next event decides
          const shown = stepAt(ab, q.k - 1).step;
          expect(shown.kind).toBe('return');
          const next = stepAt(ab, q.k).step;
          const { g, alpha, beta, isMax } = q.why;
          if (q.answer.choice === 'searched') {
            expect(next.kind).toBe('enter');
            expect(isMax ? g < beta : g > alpha).toBe(true);
          } else {
            expect(next.kind).toBe('cut');
            expect(next.g).toBe(g); // the value the cut node returns
            expect(q.answer.choice).toBe(isMax ? 'beta-cut' : 'alpha-cut');
            expect(isMax ? g >= beta : g <= alpha).toBe(true);
            seen.cut++;
          }
          seen.child++;
        }
        for (const q of all.return) {
          const run = q.algorithm === 'alphabeta' ? ab : mtdf;
          const { step } = stepAt(run, q.reveal - 1);
          expect(step.kind).toBe('return');
          expect(q.answer).toEqual({ g: step.g, bound: step.bound });
          const { g, alpha, beta } = q.why;
          // fail-soft: the bound kind is where g lies against the node's window
          const want = g <= alpha ? 'upper' : g >= beta ? 'lower' : 'exact';
          if (q.algorithm === 'alphabeta') expect(q.answer.bound).toBe(want);
          seen.return++;
        }
        for (const q of all.tt) {
          const e = eventAt(mtdf.events, q.k);
          expect(Boolean(e.c & 2)).toBe(q.answer.cutoff);
          // MT's rule: a stored lower bound ≥ β or upper bound ≤ α answers the call
          const { lower, upper, alpha, beta } = q.why;
          expect(lower >= beta || upper <= alpha).toBe(q.answer.cutoff);
          if (q.answer.cutoff) {
            const ret = stepAt(mtdf, q.k + 1).step;
            expect(ret.kind).toBe('return');
            expect(ret.g).toBe(q.why.g);
            seen.ttCutoff++;
          }
          seen.tt++;
        }
        for (const q of all['next-beta']) {
          const t = q.test - 1;
          const rec = mtdf.summary.tests;
          expect(q.answer.beta).toBe(rec[t + 1].beta);
          expect(q.answer.beta).toBe(rec[t].outcome === 'high' ? rec[t].g + 1 : rec[t].g);
          expect(stepAt(mtdf, q.reveal - 1).step.kind).toBe('test-begin');
          seen['next-beta']++;
        }
        // MTD(f)'s value equals a whole alpha-beta search's (the runs are of the same tree)
        const solved = await engine.solve({ game: practiceGame(ex), algorithm: 'alphabeta' });
        expect(mtdf.summary.value).toBe(solved.value);
        expect(ab.summary.counters.leafEvals).toBe(solved.counters.leafEvals);
      }
      for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(0);
    },
  );

  it(
    'at each question’s pause the trace shown stops before what decides it (issue 17)',
    { timeout: SLOW },
    async () => {
      const L = learnText('en');
      for (const ex of EXERCISES) {
        const runs = await runsOf(ex);
        const all = allQuestions(runs);
        for (const q of Object.values(all).flat()) {
          const run = q.algorithm === 'alphabeta' ? runs.ab : runs.mtdf;
          const shown = q.k > 0 ? eventAt(run.events, q.k - 1) : null;
          const node = q.node?.id;
          const ofNode = (kind) => (e) => e.kind === kind && e.node === node;
          const since = (from) => {
            const out = [];
            for (let i = from; i < q.k; i++) out.push(eventAt(run.events, i));
            return out;
          };
          if (q.kind === 'child') {
            // the child's Return shown; the cut (or the next Enter) not yet
            expect(shown.kind).toBe(Kind.Return);
            expect(run.tree.parent[shown.node]).toBe(node);
          } else if (q.kind === 'return') {
            // the node's last child has returned; the node's own Cut, Store and Return not yet
            expect(shown.kind).toBe(Kind.Return);
            expect(run.tree.parent[shown.node]).toBe(node);
            const rest = [];
            for (let i = q.k; i < q.reveal; i++) rest.push(eventAt(run.events, i));
            expect(rest.at(-1).kind).toBe(Kind.Return);
            expect(rest.at(-1).node).toBe(node);
            for (const e of rest) expect([Kind.Cut, Kind.Store, Kind.Return]).toContain(e.kind);
            // and the node's mark (its last Return before) does not already say the answer
            const before = since(0).filter(ofNode(Kind.Return));
            if (before.length) {
              const last = stepAt(run, before.at(-1).index).step;
              expect({ g: last.g, bound: last.bound }).not.toEqual(q.answer);
            }
          } else if (q.kind === 'tt') {
            // entered, not yet probed
            expect(shown.kind).toBe(Kind.Enter);
            expect(shown.node).toBe(node);
          } else if (q.kind === 'next-beta') {
            // the test has ended; the next has not begun
            expect(shown.kind).toBe(Kind.TestEnd);
          } else {
            expect(q.k).toBe(0);
          }
          // the prompt names the search, and for MTD(f) the test and its β
          const text = prompt(q, L, 'en');
          if (q.algorithm === 'alphabeta') expect(text.startsWith('Alpha-beta: ')).toBe(true);
          else {
            const tests = run.summary.tests;
            const t = tests.findIndex((x) => x.firstEvent <= q.k - 1 && q.k - 1 < x.endEvent);
            const beta = String(tests[t].beta).replace('-', '−');
            expect(text.startsWith(`MTD(f), test ${t + 1}, β = ${beta}: `)).toBe(true);
          }
        }
      }
    },
  );

  it(
    'a round asks at most ROUND of each kind, in the order the runs reach them',
    { timeout: SLOW },
    async () => {
      for (const ex of EXERCISES.slice(0, 12)) {
        const round = practiceRound(await runsOf(ex));
        expect(round[0].kind).toBe('leaves');
        for (const [kind, n] of Object.entries(ROUND)) {
          expect(round.filter((q) => q.kind === kind).length).toBeLessThanOrEqual(n);
        }
        const ab = round.filter((q) => q.algorithm === 'alphabeta');
        expect(round.slice(0, ab.length)).toEqual(ab);
        for (let i = 1; i < ab.length; i++) expect(ab[i].k).toBeGreaterThanOrEqual(ab[i - 1].k);
        expect(round.map((q) => q.index)).toEqual(round.map((_, i) => i));
      }
    },
  );

  it(
    'the same exercise gives the same round (a link reproduces it)',
    { timeout: SLOW },
    async () => {
      const ex = { branching: 3, depth: 3, seed: 42 };
      const a = practiceRound(await runsOf(ex));
      const b = practiceRound(await runsOf(parsePractice(practiceHash(ex)).exercise));
      expect(b).toEqual(a);
    },
  );

  it(
    'checks answers, keeps the score and explains a wrong one with its numbers',
    { timeout: SLOW },
    async () => {
      const runs = await runsOf({ branching: 3, depth: 3, seed: 5 });
      const round = practiceRound(runs);
      let score = { right: 0, answered: 0 };
      for (const q of round) {
        const right = checkAnswer(q, q.answer);
        expect(right.correct).toBe(true);
        score = scoreAfter(score, right);
        const wrong = checkAnswer(q, wrongAnswer(q));
        expect(wrong.correct).toBe(false);
        for (const lang of ['en', 'ja']) {
          const L = learnText(lang);
          expect(prompt(q, L, lang)).not.toMatch(/undefined|NaN/);
          const why = explain(q, wrong, L, lang).join(' ');
          expect(why).not.toMatch(/undefined|NaN/);
          // the deciding numbers are in the explanation
          if (q.kind === 'next-beta')
            expect(why).toContain(`= ${String(q.answer.beta).replace('-', '−')}`);
          if (q.kind === 'return') expect(why).toContain(String(Math.abs(q.answer.g)));
          if (q.kind === 'leaves' && wrong.missed.length) {
            expect(why).toContain(String(wrong.missed[0]));
          }
        }
        score = scoreAfter(score, wrong);
      }
      expect(score).toEqual({ right: round.length, answered: round.length * 2 });
    },
  );

  it('reads typed whole numbers', () => {
    expect(readWhole(' 4 ')).toBe(4);
    expect(readWhole('−3')).toBe(-3);
    expect(readWhole('-3')).toBe(-3);
    expect(readWhole('3.5')).toBeNull();
    expect(readWhole('')).toBeNull();
    expect(readWhole('abc')).toBeNull();
  });
});

describe('the practice link', () => {
  it('round-trips an exercise', () => {
    const ex = { branching: 2, depth: 4, seed: 4294967295 };
    expect(formatPractice(ex)).toBe('branching:2,depth:4,seed:4294967295');
    expect(parsePractice(practiceHash(ex))).toEqual({ exercise: ex });
  });

  it('is not a practice link without its key, and takes defaults for missing fields', () => {
    expect(parsePractice('#lesson=tt')).toBeNull();
    expect(parsePractice('')).toBeNull();
    expect(parsePractice('#practice=seed:9')).toEqual({
      exercise: { branching: 3, depth: 3, seed: 9 },
    });
  });

  it('names the field and the values allowed for a bad link', () => {
    expect(parsePractice('#practice=depth:9')).toEqual({
      error: { field: 'depth', code: 'number', value: '9', min: 2, max: 4 },
    });
    expect(parsePractice('#practice=branching:x').error).toMatchObject({ field: 'branching' });
    expect(parsePractice('#practice=seed:-1').error).toMatchObject({
      field: 'seed',
      code: 'number',
    });
    expect(parsePractice('#practice=colour:3').error).toMatchObject({
      field: 'colour',
      code: 'unknown',
    });
    expect(parsePractice('#practice=seed:1,seed:2').error.code).toBe('repeated');
    expect(parsePractice('#practice=garbage').error.code).toBe('syntax');
    const L = learnText('en');
    expect(L.linkError(parsePractice('#practice=depth:9').error)).toBe(
      'Practice link: depth must be a whole number 2…4, not “9”.',
    );
  });
});
