// A recorded run read as the element's steps: for every event of the trace, the `step`
// the element's `state.step` shows when that event is the current one (www/state/step.js),
// with the facts behind it. Lessons find their "show me" events here and practice reads
// its questions here, so both say what the element shows. Pure.
import { factsAt } from '../state/facts.js';
import { publicStep } from '../state/step.js';
import { eventCount } from '../state/events.js';

/** `run` = `{ summary, events, tree }` (a whole recorded run). The step after event `i`
 * (the element seeked to `k = i + 1`): `{ k, step, facts, test }`, `test` being the index
 * of the test record the event belongs to (−1 outside every test). */
export function stepAt(run, i) {
  const k = i + 1;
  const facts = factsAt({ events: run.events, k, tree: run.tree, summary: run.summary });
  const tests = run.summary.tests ?? [];
  const test = tests.findIndex((t) => t.firstEvent <= i && i < t.endEvent);
  return { k, step: publicStep(facts, run.tree), facts, test };
}

/** Every step of `run`, in order (lazily). */
export function* steps(run) {
  const n = eventCount(run.events);
  for (let i = 0; i < n; i++) yield stepAt(run, i);
}

const samePath = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The `nth` (from 0) step of `run` that matches `sel` (the last one with `last: true`):
 * `{ kind, node (a path), side ('max' | 'min'), bound, stored, test (a test record's
 * index), where(entry) }`, every field optional. Null when there is none.
 */
export function findStep(run, sel) {
  let left = sel.nth ?? 0;
  let found = null;
  for (const entry of steps(run)) {
    const { step, facts } = entry;
    if (!step) continue;
    if (sel.kind && step.kind !== sel.kind) continue;
    if (sel.node && !samePath(step.node, sel.node)) continue;
    if (sel.side) {
      const isMax = facts.node?.isMax;
      if (isMax === undefined || (sel.side === 'max') !== isMax) continue;
    }
    if (sel.bound && step.bound !== sel.bound) continue;
    if (sel.stored && step.stored !== sel.stored) continue;
    if (sel.test !== undefined && entry.test !== sel.test) continue;
    if (sel.where && !sel.where(entry)) continue;
    if (sel.last) found = entry;
    else if (left-- === 0) return entry;
  }
  return found;
}
