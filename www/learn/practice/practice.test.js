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
import { ROUND, allQuestions, practiceRound } from './questions.js';
import {
  alphaBeta,
  minimax,
  mtdf as referenceMtdf,
  referenceTree,
} from './reference.test-helper.js';
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

/** The reference searches of an exercise's tree (the engine's tree read only for its
 * shape and leaf values). */
function references(runs) {
  const tree = referenceTree(runs.ab.tree);
  return { tree, ab: alphaBeta(tree), mtdf: referenceMtdf(tree, 0) };
}

/** The answer to `q` by the reference searches' own records, found by the question's node
 * and test. */
function referenceAnswer(q, ref) {
  const call = () => ref.mtdf.tests[q.context.test - 1].calls[q.node.path];
  switch (q.kind) {
    case 'leaves':
      return { leaves: [...new Set(ref.ab.evaluated)].sort((a, b) => a - b) };
    case 'child': {
      const rec = ref.ab.nodes[q.node.path];
      return { choice: rec.searched.includes(q.child) ? 'searched' : rec.cut };
    }
    case 'return': {
      const rec = q.algorithm === 'alphabeta' ? ref.ab.nodes[q.node.path] : call();
      return { g: rec.g, bound: rec.bound };
    }
    case 'tt':
      return { cutoff: call().cutoff };
    case 'next-beta':
      return { beta: ref.mtdf.tests[q.test].beta };
  }
}

/** Wrong answers of the same kind, built from the right one: `[answer, wrong parts]`. */
function wrongAnswers(q, right, leafCount) {
  switch (q.kind) {
    case 'leaves': {
      const extra = Array.from({ length: leafCount }, (_, l) => l).find(
        (l) => !right.leaves.includes(l),
      );
      const out = [[{ leaves: right.leaves.slice(1) }, ['leaves']]];
      if (extra !== undefined) out.push([{ leaves: [...right.leaves, extra] }, ['leaves']]);
      return out;
    }
    case 'child':
      return ['searched', 'alpha-cut', 'beta-cut']
        .filter((c) => c !== right.choice)
        .map((choice) => [{ choice }, ['choice']]);
    case 'return': {
      const other = ['upper', 'lower', 'exact'].filter((b) => b !== right.bound);
      return [
        [{ g: right.g + 1, bound: right.bound }, ['g']],
        [{ g: right.g - 1, bound: right.bound }, ['g']],
        ...other.map((bound) => [{ g: right.g, bound }, ['bound']]),
        [{ g: right.g + 1, bound: other[0] }, ['g', 'bound']],
      ];
    }
    case 'tt':
      return [[{ cutoff: !right.cutoff }, ['cutoff']]];
    case 'next-beta':
      return [
        [{ beta: right.beta - 1 }, ['beta']],
        [{ beta: right.beta + 1 }, ['beta']],
      ];
  }
}

describe('practice questions come from the trace', () => {
  it(
    'on every seeded tree, each answer is what independent reference searches find',
    { timeout: SLOW },
    async () => {
      const seen = { leaves: 0, child: 0, return: 0, tt: 0, 'next-beta': 0, cut: 0, ttCutoff: 0 };
      for (const ex of EXERCISES) {
        const runs = await runsOf(ex);
        const { ab, mtdf } = runs;
        const all = allQuestions(runs);
        const ref = references(runs);
        const { tree, ab: refAb, mtdf: refMtdf } = ref;
        // the references agree with each other, with minimax and with the core
        expect(refAb.value).toBe(minimax(tree));
        expect(refMtdf.value).toBe(refAb.value);
        expect(mtdf.summary.value).toBe(refAb.value);
        // leaves: the set the reference evaluated; every other leaf lies under a cut
        const [lq] = all.leaves;
        const evaluated = [...new Set(refAb.evaluated)].sort((a, b) => a - b);
        expect(lq.answer.leaves).toEqual(evaluated);
        expect(ab.summary.counters.leafEvals).toBe(refAb.evaluated.length);
        const unevaluated = Array.from({ length: ex.branching ** ex.depth }, (_, l) => l).filter(
          (l) => !evaluated.includes(l),
        );
        expect(Object.keys(lq.why.cuts).map(Number)).toEqual(unevaluated);
        seen.leaves++;
        for (const q of all.child) {
          const rec = refAb.nodes[q.node.path];
          const want = rec.searched.includes(q.child) ? 'searched' : rec.cut;
          expect(q.answer.choice, `${ex.seed} ${q.node.path}/${q.child}`).toBe(want);
          if (want !== 'searched') {
            expect(rec.cutAfter + 1).toBe(q.child);
            seen.cut++;
          }
          seen.child++;
        }
        // every cut the reference made is asked about
        const cutNodes = Object.entries(refAb.nodes).filter(([, r]) => r.cut);
        expect(all.child.filter((q) => q.answer.choice !== 'searched').length).toBe(
          cutNodes.length,
        );
        for (const q of all.return) {
          const rec =
            q.algorithm === 'alphabeta'
              ? refAb.nodes[q.node.path]
              : refMtdf.tests[q.context.test - 1].calls[q.node.path];
          expect(q.answer, `${q.algorithm} ${q.node.path}`).toEqual({ g: rec.g, bound: rec.bound });
          seen.return++;
        }
        const hits = refMtdf.tests.flatMap((t, i) =>
          Object.entries(t.calls)
            .filter(([, c]) => c.entry)
            .map(([path, c]) => ({ test: i + 1, path, ...c })),
        );
        expect(all.tt.length).toBe(hits.length);
        for (const q of all.tt) {
          const rec = refMtdf.tests[q.context.test - 1].calls[q.node.path];
          expect(rec.entry, `${q.context.test} ${q.node.path}`).not.toBeNull();
          expect(q.answer.cutoff).toBe(rec.cutoff);
          if (rec.cutoff) seen.ttCutoff++;
          seen.tt++;
        }
        expect(all['next-beta'].map((q) => q.test)).toEqual(
          refMtdf.tests.slice(1).map((_, i) => i + 1),
        );
        for (const q of all['next-beta']) {
          expect(q.answer.beta).toBe(refMtdf.tests[q.test].beta);
          seen['next-beta']++;
        }
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
      const ref = references(runs);
      const round = practiceRound(runs);
      let score = { right: 0, answered: 0 };
      for (const q of round) {
        const answer = referenceAnswer(q, ref);
        const right = checkAnswer(q, answer);
        expect(right, `${q.kind} ${q.node?.path}`).toMatchObject({ correct: true, wrong: [] });
        score = scoreAfter(score, right);
        const wrongs = wrongAnswers(q, answer, 27);
        expect(wrongs.length).toBeGreaterThan(0);
        for (const [bad, parts] of wrongs) {
          expect(checkAnswer(q, bad), JSON.stringify(bad)).toMatchObject({
            correct: false,
            wrong: parts,
          });
        }
        if (q.kind === 'leaves') {
          // the leaf left out is missed, the leaf added is extra
          const [[less], [more]] = wrongs;
          expect(checkAnswer(q, less)).toMatchObject({ missed: [answer.leaves[0]], extra: [] });
          expect(checkAnswer(q, more)).toMatchObject({ missed: [], extra: [more.leaves.at(-1)] });
        }
        const [[firstWrong]] = wrongs;
        const wrong = checkAnswer(q, firstWrong);
        for (const lang of ['en', 'ja']) {
          const L = learnText(lang);
          expect(prompt(q, L, lang)).not.toMatch(/undefined|NaN/);
          const why = explain(q, wrong, L, lang).join(' ');
          expect(why).not.toMatch(/undefined|NaN/);
          // the deciding numbers are in the explanation
          if (q.kind === 'next-beta')
            expect(why).toContain(`= ${String(answer.beta).replace('-', '−')}`);
          if (q.kind === 'return') expect(why).toContain(String(Math.abs(answer.g)));
          if (q.kind === 'leaves') expect(why).toContain(String(answer.leaves[0]));
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
