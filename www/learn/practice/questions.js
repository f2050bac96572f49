// The practice mode's questions (issue 10, item 2), read from two recorded runs of the
// same generated tree: alpha-beta's and MTD(f)'s. Each question pauses the run at a
// decision point (`k`: the element is seeked there) and carries its answer and the numbers
// that decide it, all read from the trace: nothing here searches. Pure.
//
// Kinds: `leaves` (which leaves will alpha-beta evaluate), `child` (will this child be
// searched or cut, and which cut), `return` (what does this node return, ≥ ≤ or =), `tt`
// (is the TT entry enough to answer this probe), `next-beta` (MTD(f)'s next test value).
import { EVENT_INTS, Kind, eventAt, eventCount } from '../../state/events.js';
import { nodeRef } from '../../state/facts.js';
import { movePath } from '../../state/step.js';
import { stepAt } from '../trace-steps.js';

/** How many questions of each kind a round asks at most, in this order. */
export const ROUND = { leaves: 1, child: 3, return: 2, tt: 2, 'next-beta': 2 };

/** The leaves of the whole tree, left to right: `[{ leaf, value, node, path }]`. */
export function treeLeaves(tree) {
  const out = [];
  for (let n = 0; n < tree.leafIndex.length; n++) {
    if (tree.leafIndex[n] >= 0 && tree.hasValue[n]) {
      out.push({ leaf: tree.leafIndex[n], value: tree.value[n], node: n, path: movePath(tree, n) });
    }
  }
  return out.sort((a, b) => a.leaf - b.leaf);
}

/** The leaf indices a run evaluated, in order (repeats included). */
export function evaluatedLeaves(run) {
  const out = [];
  const n = eventCount(run.events);
  for (let i = 0; i < n; i++) {
    const o = i * EVENT_INTS;
    if (run.events[o] === Kind.Leaf) out.push(run.tree.leafIndex[run.events[o + 1]]);
  }
  return out;
}

const isAncestor = (tree, a, n) => {
  for (let x = n; x >= 0; x = tree.parent[x]) if (x === a) return true;
  return false;
};

/** The Cut event that left leaf node `n` unsearched (its subtree skipped), or null. */
export function cutAbove(run, n) {
  const { tree, events } = run;
  for (let i = 0; i < eventCount(events); i++) {
    const e = eventAt(events, i);
    if (e.kind !== Kind.Cut || !isAncestor(tree, e.node, n) || e.node === n) continue;
    // the child of the cut node on the way to n
    let c = n;
    while (tree.parent[c] !== e.node) c = tree.parent[c];
    // skipped: one of its first + count moves that this visit did not enter (a Cut's
    // first..first + count are positions in the order searched, not moves)
    if (tree.child[c] < e.a + e.b && !enteredInVisit(events, i).has(c)) return stepAt(run, i);
  }
  return null;
}

/** The children the node cutting at event `i` entered during that visit: walking back, a
 * child's subtree reads as its Return … its Enter, until the node's own Enter. */
function enteredInVisit(events, i) {
  const out = new Set();
  let depth = 0;
  for (let j = i - 1; j >= 0; j--) {
    const e = eventAt(events, j);
    if (e.kind === Kind.Return) depth++;
    else if (e.kind === Kind.Enter) {
      if (depth === 0) break; // the node's own Enter
      if (--depth === 0) out.add(e.node);
    }
  }
  return out;
}

/** The children of node `p` that returned in the visit of `p` entered at event `enter`,
 * up to event `upto` (inclusive): `[{ move, g }]`. */
function returnedSoFar(run, p, enter, upto) {
  const { tree, events } = run;
  const out = [];
  for (let i = enter + 1; i <= upto; i++) {
    const e = eventAt(events, i);
    if (e.kind === Kind.Return && tree.parent[e.node] === p) {
      out.push({ move: tree.child[e.node], g: e.a });
    }
  }
  return out;
}

/** The last Enter of node `p` at or before event `i`. */
function enterOf(events, p, i) {
  for (let j = i; j >= 0; j--) {
    const e = eventAt(events, j);
    if (e.kind === Kind.Enter && e.node === p) return e;
  }
  return null;
}

function leavesQuestion(run) {
  const all = treeLeaves(run.tree);
  const evaluated = [...new Set(evaluatedLeaves(run))].sort((a, b) => a - b);
  const cuts = {};
  for (const l of all) {
    if (evaluated.includes(l.leaf)) continue;
    const c = cutAbove(run, l.node);
    if (c) {
      const { node } = c.facts;
      cuts[l.leaf] = { node, isMax: node.isMax, ...pickWindow(c.step), g: c.step.g };
    }
  }
  return {
    kind: 'leaves',
    algorithm: 'alphabeta',
    k: 0,
    reveal: eventCount(run.events),
    leaves: all.map(({ leaf, value }) => ({ leaf, value })),
    answer: { leaves: evaluated },
    why: { cuts },
  };
}

const pickWindow = (step) => ({ alpha: step.alpha, beta: step.beta });

/** Decision points of `child`: after a child of p returned while p has children left. */
function childQuestions(run) {
  const { tree, events } = run;
  const out = [];
  for (let i = 0; i < eventCount(events) - 1; i++) {
    const e = eventAt(events, i);
    if (e.kind !== Kind.Return) continue;
    const p = tree.parent[e.node];
    if (p < 0) continue;
    const move = tree.child[e.node];
    if (move + 1 >= tree.moveCount[p]) continue; // no child left to decide about
    const next = eventAt(events, i + 1);
    const enter = enterOf(events, p, i);
    const isMax = Boolean(tree.isMax[p]);
    const so = returnedSoFar(run, p, enter.index, i).map((r) => r.g);
    const g = isMax ? Math.max(...so) : Math.min(...so);
    let answer;
    if (next.kind === Kind.Cut && next.node === p) answer = isMax ? 'beta-cut' : 'alpha-cut';
    else if (next.kind === Kind.Enter && tree.parent[next.node] === p) answer = 'searched';
    else continue;
    out.push({
      kind: 'child',
      algorithm: 'alphabeta',
      k: i + 1,
      reveal: i + 2,
      node: nodeRef(tree, p),
      path: movePath(tree, p),
      child: move + 1,
      isMax,
      answer: { choice: answer },
      why: { g, alpha: enter.a, beta: enter.b, isMax, children: so },
    });
  }
  return out;
}

/** The test (`{ test, beta }`, `test` counted from 1) event `i` of an MTD(f) run is in;
 * null outside every test or for alpha-beta (the prompt names it). */
function testOf(run, i) {
  const tests = run.summary.tests ?? [];
  const t = tests.findIndex((x) => x.firstEvent <= i && i < x.endEvent);
  return t < 0 ? null : { test: t + 1, beta: tests[t].beta };
}

/** The decision point of the Return at event `i`: the event after its node's last child
 * returned, before the node's own Cut and Store (which already say what it returns); −1
 * when no child returned just before (a TT cutoff answered the node). */
export function returnDecision(run, i) {
  const { tree, events } = run;
  const node = eventAt(events, i).node;
  let j = i;
  for (; j > 0; j--) {
    const e = eventAt(events, j - 1);
    if (e.node !== node || (e.kind !== Kind.Cut && e.kind !== Kind.Store)) break;
  }
  const prev = j > 0 ? eventAt(events, j - 1) : null;
  return prev && prev.kind === Kind.Return && tree.parent[prev.node] === node ? j : -1;
}

/** The node's last Return before event `i`, as its mark still shows it: `{ g, bound }`. */
function shownBefore(run, node, i) {
  for (let j = i - 1; j >= 0; j--) {
    const e = eventAt(run.events, j);
    if (e.kind === Kind.Return && e.node === node) {
      const { step } = stepAt(run, j);
      return { g: step.g, bound: step.bound };
    }
  }
  return null;
}

/** Returns of inner nodes: what g, and which kind of bound. Asked where the node's last
 * child has returned (the node's own cut and store not yet shown), never when the node's
 * mark already shows the same bound from an earlier test. */
function returnQuestions(run, algorithm) {
  const { tree, events } = run;
  const out = [];
  for (let i = 1; i < eventCount(events); i++) {
    const e = eventAt(events, i);
    if (e.kind !== Kind.Return || tree.moveCount[e.node] === 0) continue;
    const k = returnDecision(run, i);
    if (k < 0) continue;
    const { step, facts } = stepAt(run, i);
    const old = shownBefore(run, e.node, k);
    if (old && old.g === step.g && old.bound === step.bound) continue;
    out.push({
      kind: 'return',
      algorithm,
      k,
      reveal: i + 1,
      context: algorithm === 'mtdf' ? testOf(run, i) : null,
      node: facts.node,
      path: step.node,
      answer: { g: step.g, bound: step.bound },
      why: { g: step.g, alpha: step.alpha, beta: step.beta, bound: step.bound },
    });
  }
  return out;
}

/** Probes that found an entry: does it answer the call? */
function ttQuestions(run) {
  const out = [];
  for (let i = 0; i < eventCount(run.events); i++) {
    const e = eventAt(run.events, i);
    if (e.kind !== Kind.Probe || !(e.c & 1)) continue;
    const { step, facts } = stepAt(run, i);
    out.push({
      kind: 'tt',
      algorithm: 'mtdf',
      k: i,
      reveal: i + 1,
      context: testOf(run, i),
      node: facts.node,
      path: step.node,
      entry: { lower: facts.lower, upper: facts.upper },
      window: { alpha: facts.entry.alpha, beta: facts.entry.beta },
      answer: { cutoff: facts.cutoff },
      why: {
        lower: facts.lower,
        upper: facts.upper,
        alpha: facts.entry.alpha,
        beta: facts.entry.beta,
        g: facts.answer?.g ?? null,
        side: facts.answer?.side ?? null,
        narrowed: facts.cutoff ? null : facts.narrowed,
      },
    });
  }
  return out;
}

/** After each test but the last: MTD(f)'s next β. */
function nextBetaQuestions(run) {
  const tests = run.summary.tests;
  const out = [];
  for (let t = 0; t + 1 < tests.length; t++) {
    const end = tests[t].endEvent; // the TestEnd is event end − 1
    out.push({
      kind: 'next-beta',
      algorithm: 'mtdf',
      k: end,
      reveal: tests[t + 1].firstEvent + 1,
      test: t + 1,
      context: { test: t + 1, beta: tests[t].beta },
      answer: { beta: tests[t + 1].beta },
      why: {
        beta: tests[t].beta,
        g: tests[t].g,
        outcome: tests[t].outcome,
        lower: tests[t].lower,
        upper: tests[t].upper,
      },
    });
  }
  return out;
}

/** Spread `n` picks over `list`, keeping order (the first and the last included). */
function spread(list, n) {
  if (list.length <= n) return list;
  if (n === 1) return [list[0]];
  return Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]);
}

/** Up to `n` of `list`, those `pref` accepts first (each group spread), in trace order:
 * half of the picks (rounded up) are preferred ones, or more when the others are too few to
 * fill the rest, so a round asks fewer than `n` only when `list` has fewer. */
function choose(list, n, pref) {
  const good = list.filter(pref);
  const rest = list.filter((q) => !pref(q));
  const take = Math.min(good.length, Math.max(Math.ceil(n / 2), n - rest.length));
  const picked = [...spread(good, take), ...spread(rest, n).slice(0, n - take)];
  return picked.sort((a, b) => a.k - b.k);
}

/**
 * Every question the two runs offer, by kind: `{ leaves, child, return, tt, 'next-beta' }`
 * (`ab`: alpha-beta's recorded run, `mtdf`: MTD(f)'s; each `{ summary, events, tree }`).
 */
export function allQuestions({ ab, mtdf }) {
  return {
    leaves: [leavesQuestion(ab)],
    child: childQuestions(ab),
    return: [...returnQuestions(ab, 'alphabeta'), ...returnQuestions(mtdf, 'mtdf')],
    tt: ttQuestions(mtdf),
    'next-beta': nextBetaQuestions(mtdf),
  };
}

/**
 * A round: the questions asked, in the order the runs reach them (alpha-beta's first, then
 * MTD(f)'s), at most ROUND[kind] of each kind; cuts, bounds outside the window and TT
 * cutoffs are preferred, so a round asks about what is worth understanding. The same runs
 * give the same round (no randomness: a link reproduces it).
 */
export function practiceRound(runs) {
  const all = allQuestions(runs);
  const picked = [
    ...all.leaves,
    ...choose(all.child, ROUND.child, (q) => q.answer.choice !== 'searched'),
    ...choose(
      all.return.filter((q) => q.algorithm === 'alphabeta'),
      1,
      (q) => q.answer.bound !== 'exact',
    ),
    ...choose(
      all.return.filter((q) => q.algorithm === 'mtdf'),
      ROUND.return - 1,
      (q) => q.path.length > 0,
    ),
    ...choose(all.tt, ROUND.tt, (q) => q.answer.cutoff),
    ...choose(all['next-beta'], ROUND['next-beta'], () => true),
  ];
  const order = { alphabeta: 0, mtdf: 1 };
  picked.sort((a, b) => order[a.algorithm] - order[b.algorithm] || a.k - b.k);
  return picked.map((q, i) => ({ ...q, index: i }));
}
