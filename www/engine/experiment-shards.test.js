// The experiments' core as the pool drives it (www/engine/experiment-pool.js), in Node with
// the shipped wasm: every shard run on its own, in any order, and merged, gives the report
// of the whole run, number for number (times aside), for seed 001's random trees and seed
// 003's Kalah table; the units and budget the pool is told are the config's.
import { describe, expect, it } from 'vitest';
import { loadExperiments } from '../testing/wasm-engine.js';
import { timeless } from '../testing/timeless.js';

const { Experiment } = await loadExperiments();

/** Runs `e` to its end and frees it: its report and progress. */
function finish(e) {
  try {
    while (!e.done) e.step();
    return { report: e.report(), progress: e.progress() };
  } finally {
    e.free();
  }
}

/** The shards of `config` cut `count` ways, run last first, merged in shard order. */
function pooled(config, count) {
  const parts = [];
  let work = 0;
  for (let index = count - 1; index >= 0; index--) {
    const shard = Experiment.shard(config, index, count);
    while (!shard.done) shard.step();
    work += shard.progress().work;
    parts[index] = shard.part();
    shard.free();
  }
  return { work, ...finish(Experiment.merge(parts)) };
}

const RANDOM = {
  kind: 'random',
  trees: 7,
  branching: 5,
  depths: [2, 3, 4],
  seed: 11,
  per_tree: true,
};
const KALAH = { kind: 'kalah', depths: [2, 3], algos: ['alphabeta', 'mtdf'], per_tree: true };
const PROGRAMS = { kind: 'programs', positions: 5, depth: 3, seed: 4, per_tree: true };

describe('the experiments’ core cut into shards and merged', () => {
  it('tells the pool its units and budget', () => {
    expect(Experiment.units(RANDOM)).toEqual({ units: 7, maxWork: 1e11 });
    // two programs, each at every pair of two depths
    expect(Experiment.units({ ...KALAH, max_work: 5000000 })).toEqual({
      units: 8,
      maxWork: 5000000,
    });
    // the programs' experiment shares out its positions
    expect(Experiment.units(PROGRAMS).units).toBe(5);
    expect(() => Experiment.units({ kind: 'random', trees: 0 })).toThrow(/^trees: /);
  });

  for (const [name, config, counts] of [
    ['random trees', RANDOM, [2, 3, 7]],
    ['Kalah', KALAH, [2, 5, 8]],
    ['the programs’ experiment', PROGRAMS, [2, 5]],
  ]) {
    it(`${name}: the merged shards give the whole run's report`, () => {
      const whole = finish(new Experiment(config));
      expect(whole.progress.finished).toBe(true);
      for (const count of counts) {
        const merged = pooled(config, count);
        expect(timeless(merged.report)).toEqual(timeless(whole.report));
        expect(merged.progress).toMatchObject({
          done: whole.progress.done,
          total: whole.progress.total,
          work: whole.progress.work,
          finished: true,
        });
        // the shards' visits add up to the whole run's: the budget the pool counts
        expect(merged.work).toBe(whole.progress.work);
      }
    });
  }

  it('refuses a merge short of a shard, naming it', () => {
    const shard = Experiment.shard(RANDOM, 0, 2);
    while (!shard.done) shard.step();
    const part = shard.part();
    shard.free();
    expect(() => Experiment.merge([part])).toThrow(/shard 1\/2 is missing/);
  });
});
