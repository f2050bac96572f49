// The element's `state` (issue 4): what a page or a test reads after each step.
import { finite } from './events.js';
import { testsDone } from './playback.js';
import { publicStep } from './step.js';
import { litLine } from '../render/pseudocode.js';

const ZERO = { leafEvals: 0, nodes: 0, ttHits: 0, ttCutoffs: 0, ttStores: 0 };

/** One test as the script API shows it; null for infinite bounds. */
export function publicTest(t) {
  return {
    beta: finite(t.beta),
    g: finite(t.g),
    outcome: t.outcome,
    lower: finite(t.lower),
    upper: finite(t.upper),
  };
}

/** The null-window tests of `records` that have ended by event `k` (a wide-window root
 * search — alpha-beta's, NegaScout's, MTD-f-αβ's last — is not a test: CONVENTIONS.md §3). */
export function nullWindowTestsDone(records, k) {
  return testsDone(records ?? [], k).filter((t) => t.nullWindow !== false);
}

/** The null-window tests that end in (from, to], in order, with their index among the
 * null-window tests: what a forward move from event `from` to `to` completed (none when
 * the move goes back). */
export function testsCompleted(records, from, to) {
  const out = [];
  let index = 0;
  for (const test of records ?? []) {
    if (test.nullWindow === false) continue;
    if (test.endEvent > from && test.endEvent <= to) out.push({ test, index });
    index++;
  }
  return out;
}

/**
 * `{ value, done, event, events, tests, leafEvals, nodes, ttHits, ttCutoffs, step, line }`
 * after the first `event` events of a run whose summary is `summary`; `view` is the
 * engine's ViewState at that event (its counters), `value` is null until the run's end is
 * shown. `facts` (www/state/facts.js) and `tree` give `step` (www/state/step.js) and
 * `line` (the id of the lit pseudocode line); both null at event 0.
 */
export function publicState(summary, event, view, facts = null, tree = null) {
  if (!summary) {
    return {
      value: null,
      done: false,
      event: 0,
      events: 0,
      tests: [],
      ...pick(ZERO),
      algorithm: null,
      truncated: false,
      step: null,
      line: null,
    };
  }
  const total = summary.eventCount;
  const done = Boolean(summary.done) && event >= total;
  return {
    value: done ? finite(summary.value) : null,
    done,
    event,
    events: total,
    tests: nullWindowTestsDone(summary.tests, event).map(publicTest),
    ...pick(view?.counters ?? ZERO),
    algorithm: summary.algorithm,
    truncated: Boolean(summary.truncated),
    step: event > 0 && facts ? publicStep(facts, tree) : null,
    line: event > 0 && facts ? litLine(facts, summary.algorithm) : null,
  };
}

function pick(c) {
  return { leafEvals: c.leafEvals, nodes: c.nodes, ttHits: c.ttHits, ttCutoffs: c.ttCutoffs };
}
