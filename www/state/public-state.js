// The element's `state` (issue 4): what a page or a test reads after each step.
import { finite } from './events.js';
import { testsDone } from './playback.js';

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

/**
 * `{ value, done, event, events, tests, leafEvals, nodes, ttHits, ttCutoffs }` after the
 * first `event` events of a run whose summary is `summary`; `view` is the engine's
 * ViewState at that event (its counters), `value` is null until the run's end is shown.
 */
export function publicState(summary, event, view) {
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
    };
  }
  const total = summary.eventCount;
  const done = Boolean(summary.done) && event >= total;
  return {
    value: done ? finite(summary.value) : null,
    done,
    event,
    events: total,
    tests: testsDone(summary.tests, event).map(publicTest),
    ...pick(view?.counters ?? ZERO),
    algorithm: summary.algorithm,
    truncated: Boolean(summary.truncated),
  };
}

function pick(c) {
  return { leafEvals: c.leafEvals, nodes: c.nodes, ttHits: c.ttHits, ttCutoffs: c.ttCutoffs };
}
