// The element's `state.step` for every event of each run, as JSON on stdout: the page's own
// code (www/learn/trace-steps.js over www/state/facts.js and step.js) on the page's wasm
// (www/pkg, loaded in Node by www/testing/wasm-engine.js). python/tests/test_trace.py
// compares mtdlab.trace with it.
//
//   node python/tests/element_steps.mjs '[{"game":{"kind":"tree","text":"[[3,1],[2,4]]"},"algorithm":"mtdf"}]'
import process from 'node:process';
import { WasmEngine, wholeRun } from '../../www/testing/wasm-engine.js';
import { steps } from '../../www/learn/trace-steps.js';

const engine = await WasmEngine.create();
const runs = [];
for (const config of JSON.parse(process.argv[2])) {
  const run = await wholeRun(engine, config);
  runs.push({ value: run.summary.value, steps: [...steps(run)].map((s) => s.step) });
  engine.close(run.id);
}
process.stdout.write(JSON.stringify(runs));
