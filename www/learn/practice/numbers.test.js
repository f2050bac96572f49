// The numbers each practice question shows and explains with, against the independent
// reference searches (issue 18, item 6: mutation testing). practice.test.js checks every
// answer; Stryker found that nothing checked the leaves listed, the cut said to skip a leaf,
// a child question's window and children so far, a TT question's entry and window, the
// next-β question's figures, or that the answer is revealed after the pause.
import { beforeAll, describe, expect, it } from 'vitest';
import { WasmEngine } from '../../testing/wasm-engine.js';
import { recordRun } from '../runs.js';
import { INF } from '../../format.js';
import { Kind, eventAt } from '../../state/events.js';
import { allQuestions } from './questions.js';
import { practiceGame } from './permalink.js';
import { alphaBeta, mtdf, referenceTree } from './reference.test-helper.js';

// whole runs of the real core on a shared machine: room to finish (no time is asserted)
const SLOW = 60_000;

/** A raw trace value as the references write it (±Infinity for the infinities). */
const ref = (v) => (v >= INF - 1 ? Infinity : v <= -(INF - 1) ? -Infinity : v);
const BOUND = ['exact', 'lower', 'upper'];

/** The reference tree's leaves left to right: `[{ leaf, value, path }]`. */
function leavesOf(node, out = []) {
  if (!node.children.length) out.push({ leaf: node.leaf, value: node.value, path: node.path });
  for (const c of node.children) leavesOf(c, out);
  return out;
}

/** The reference tree's node at `path`. */
function at(root, path) {
  return path === '' ? root : path.split('.').reduce((n, m) => n.children[Number(m)], root);
}

let engine;
beforeAll(async () => {
  engine = await WasmEngine.create();
});

describe('the numbers behind each question', () => {
  it('are those of the reference searches on three seeded trees', { timeout: SLOW }, async () => {
    for (const [branching, depth, seed] of [
      [3, 3, 1],
      [2, 3, 3],
      [4, 2, 4],
    ]) {
      const game = practiceGame({ branching, depth, seed });
      const runs = {
        ab: await recordRun(engine, { game, algorithm: 'alphabeta' }),
        mtdf: await recordRun(engine, { game, algorithm: 'mtdf', guess: 0 }),
      };
      const all = allQuestions(runs);
      const root = referenceTree(runs.ab.tree);
      const ab = alphaBeta(root);
      const md = mtdf(root, 0);
      const leaves = leavesOf(root);

      // the leaves listed, left to right, with their values
      const [lq] = all.leaves;
      expect(lq.leaves).toEqual(leaves.map(({ leaf, value }) => ({ leaf, value })));
      // the cut said to skip a leaf: a node above it that cut before the leaf's branch
      for (const [leaf, cut] of Object.entries(lq.why.cuts)) {
        const { path } = leaves[Number(leaf)];
        const rec = ab.nodes[cut.node.path];
        expect(rec.cut, `${seed} leaf ${leaf}`).not.toBeNull();
        expect(path.startsWith(cut.node.path === '' ? '' : `${cut.node.path}.`)).toBe(true);
        const rest = cut.node.path === '' ? path : path.slice(cut.node.path.length + 1);
        expect(Number(rest.split('.')[0])).toBeGreaterThan(rec.cutAfter);
        expect(cut.isMax).toBe(at(root, cut.node.path).isMax);
        expect([ref(cut.alpha), ref(cut.beta), cut.g]).toEqual([rec.alpha, rec.beta, rec.g]);
      }

      // the root, which never cuts, is asked whether its next child is searched
      expect(all.child.some((q) => q.node.root && q.answer.choice === 'searched')).toBe(true);
      // a child question: the node's window and its children's values so far
      for (const q of all.child) {
        const rec = ab.nodes[q.node.path];
        const node = at(root, q.node.path);
        const so = node.children
          .slice(0, q.child)
          .map((c) => (c.children.length ? ab.nodes[c.path].g : c.value));
        expect(q.why.children, `${seed} ${q.node.path}`).toEqual(so);
        expect(q.why.g).toBe(q.isMax ? Math.max(...so) : Math.min(...so));
        expect([ref(q.why.alpha), ref(q.why.beta)]).toEqual([rec.alpha, rec.beta]);
      }

      // a TT question: the entry found and the window the node was entered with
      for (const q of all.tt) {
        const call = md.tests[q.context.test - 1].calls[q.node.path];
        expect([ref(q.entry.lower), ref(q.entry.upper)]).toEqual([
          call.entry.lower,
          call.entry.upper,
        ]);
        expect([ref(q.window.alpha), ref(q.window.beta)]).toEqual([call.alpha, call.beta]);
        if (call.cutoff) expect(q.why.g).toBe(call.g);
        else expect(q.why.g).toBeNull();
      }

      // the next β: the figures of the test that just ended
      for (const q of all['next-beta']) {
        const t = md.tests[q.test - 1];
        expect([q.why.beta, q.why.g, q.why.outcome]).toEqual([t.beta, t.g, t.outcome]);
      }

      // MTD(f) never asks a return its node's mark already shows (the same g and bound
      // from an earlier Return of that node)
      for (const q of all.return.filter((r) => r.algorithm === 'mtdf')) {
        for (let j = q.k - 1; j >= 0; j--) {
          const e = eventAt(runs.mtdf.events, j);
          if (e.kind !== Kind.Return || e.node !== q.node.id) continue;
          expect([e.a, BOUND[e.b]]).not.toEqual([q.answer.g, q.answer.bound]);
          break;
        }
      }

      // every answer is shown after the pause, never before it; alpha-beta's have no test
      for (const q of Object.values(all).flat()) {
        expect(q.reveal, `${q.kind} ${q.k}`).toBeGreaterThan(q.k);
        if (q.algorithm === 'alphabeta') expect(q.context ?? null).toBeNull();
      }
    }
  });
});
