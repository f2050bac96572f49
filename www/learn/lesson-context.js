// The values a lesson's templates read (www/learn/template.js), all from the engine: the
// lesson's recorded run (its summary, test records and the steps of its trace) and the
// whole searches `solve` made for comparison. Pure: the runs come in, a Map comes out.
//
// Keys: `value`, `leaves`, `nodes`, `ttHits`, `ttCutoffs`, `tests` (null-window tests),
// `searches` (every root search), `guess`, `step`, `schedule`; `test1.beta` … per
// null-window test (`beta`, `alpha`, `g`, `lower`, `upper`, `outcome`, `leaves`, `nodes`,
// `ttHits`, `ttCutoffs`); `depth` (the explored tree's); `leaves.NAME`, `value.NAME`,
// `tests.NAME`, `nodes.NAME`, `NAME.test1.leaves` (`beta`, `g`) per solve; `MARK.g`, `MARK.alpha`, `MARK.beta`, `MARK.window`, `MARK.node`, `MARK.count`,
// `MARK.bound`, `MARK.sign`, `MARK.stored`, `MARK.lower`, `MARK.upper`, `MARK.child`,
// `MARK.test` per mark (a step of the trace the text can show).
import { findStep } from './trace-steps.js';
import { showEdge, showValue, showWindow } from '../i18n/values.js';
import { nodeName } from '../i18n/narrate.js';
import { INF } from '../format.js';

const raw = (v) => (v === null || v === undefined ? null : v);
const SIGNS = { lower: '≥', upper: '≤', exact: '=' };

/** The steps the lesson's marks name: `{ name: entry }` (www/learn/trace-steps.js). A mark
 * the trace lacks throws, naming it (a lesson's tree must show what its text says). */
export function resolveMarks(lesson, run) {
  const out = {};
  for (const [name, sel] of Object.entries(lesson.marks ?? {})) {
    const entry = findStep(run, sel);
    if (!entry) throw new Error(`lesson ${lesson.id}: the trace has no step for mark '${name}'`);
    out[name] = entry;
  }
  return out;
}

/**
 * The Map key → `{ text, raw }` of a lesson. `run` = `{ summary, events, tree }`;
 * `solves` = `{ name: solve() result }`; `marks` from `resolveMarks`; `words` the
 * language's words for outcomes and bound kinds (www/i18n/learn.js `words`).
 */
export function lessonContext({ run, solves = {}, marks = {}, lang = 'en', words }) {
  const ctx = new Map();
  const put = (key, text, value = null) => ctx.set(key, { text: String(text), raw: value });
  const num = (key, v, side) => put(key, showValue(v, side), raw(v));
  const s = run.summary;
  num('value', s.value);
  num('leaves', s.counters.leafEvals);
  num('nodes', s.counters.nodes);
  num('ttHits', s.counters.ttHits);
  num('ttCutoffs', s.counters.ttCutoffs);
  const nullTests = s.tests.filter((t) => t.nullWindow !== false);
  num('tests', nullTests.length);
  num('searches', s.tests.length);
  const settings = s.settings ?? {};
  if (settings.guess !== undefined) num('guess', settings.guess);
  if (settings.step !== undefined) num('step', settings.step);
  if (settings.schedule) put('schedule', settings.schedule.map((v) => showValue(v)).join(', '));
  nullTests.forEach((t, i) => {
    const p = `test${i + 1}.`;
    put(`${p}beta`, showEdge(t.beta ?? INF, 'upper'), t.beta);
    put(`${p}alpha`, showEdge(t.alpha ?? -INF, 'lower'), t.alpha);
    num(`${p}g`, t.g);
    num(`${p}lower`, t.lower, 'lower');
    num(`${p}upper`, t.upper, 'upper');
    put(`${p}outcome`, words.outcome[t.outcome] ?? t.outcome, t.outcome);
    num(`${p}leaves`, t.leafEvals);
    num(`${p}nodes`, t.nodes);
    num(`${p}ttHits`, t.ttHits);
    num(`${p}ttCutoffs`, t.ttCutoffs);
  });
  if (run.tree) num('depth', Math.max(0, ...run.tree.depth));
  for (const [name, r] of Object.entries(solves)) {
    num(`value.${name}`, r.value);
    num(`leaves.${name}`, r.counters.leafEvals);
    num(`nodes.${name}`, r.counters.nodes);
    const solved = r.tests.filter((t) => t.nullWindow !== false);
    num(`tests.${name}`, solved.length);
    solved.forEach((t, i) => {
      const p = `${name}.test${i + 1}.`;
      num(`${p}beta`, t.beta, 'upper');
      num(`${p}g`, t.g);
      num(`${p}leaves`, t.leafEvals);
    });
  }
  for (const [name, { step, facts, test }] of Object.entries(marks)) {
    const p = `${name}.`;
    const edge = (key, v, side) => {
      if (v !== null && v !== undefined) put(`${p}${key}`, showEdge(v, side), v);
    };
    edge('alpha', step.alpha, 'lower');
    edge('beta', step.beta, 'upper');
    if (step.alpha !== null && step.beta !== null) {
      put(`${p}window`, showWindow(step.alpha, step.beta), [step.alpha, step.beta]);
    }
    if (step.g !== null) num(`${p}g`, step.g);
    if (facts.node) put(`${p}node`, nodeName(facts.node, lang), step.node);
    if (facts.count !== undefined) num(`${p}count`, facts.count);
    if (step.bound) {
      put(`${p}bound`, words.bound[step.bound], step.bound);
      put(`${p}sign`, SIGNS[step.bound], step.bound);
    }
    if (step.stored) put(`${p}stored`, words.bound[step.stored] ?? step.stored, step.stored);
    if (facts.type === 'probe' || facts.type === 'store') {
      num(`${p}lower`, facts.lower, 'lower');
      num(`${p}upper`, facts.upper, 'upper');
    }
    if (facts.type === 'research') num(`${p}child`, facts.child);
    if (test >= 0) num(`${p}test`, test + 1);
  }
  return ctx;
}
