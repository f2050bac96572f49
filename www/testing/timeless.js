// An experiment's report with its times left out: every `ms` and every field named for a
// time, and what is worked out from them (nodes per second). Reports that must agree number
// for number — shards merged against the whole run, a pool against one worker — are compared
// this way (www/engine/experiment-shards.test.js, e2e/experiment-pool.spec.js,
// bench/experiment-pool.mjs).

/** `report` without its times, at any depth. */
export function timeless(report) {
  if (Array.isArray(report)) return report.map(timeless);
  if (report === null || typeof report !== 'object') return report;
  return Object.fromEntries(
    Object.entries(report)
      .filter(([k]) => k !== 'ms' && !/time|_ms$|per_s$/.test(k))
      .map(([k, x]) => [k, timeless(x)]),
  );
}
