import { describe, expect, it } from 'vitest';
import { isCancelled } from './client.js';
import { ExperimentPool, POOL_CAP, poolSize, shardCount } from './experiment-pool.js';
import { isRequest, progress, ready, reply } from './protocol.js';

/**
 * A stand-in for an engine worker running the experiments' core: `units` units of two jobs
 * each (a tree at two depths), each costing `cost(i)` node visits. Shard j of C holds the
 * units i with i mod C = j, as the core's shards do; a shard's run ends after `delay(j)` ms
 * (unless `hold`), so that the shards finish in the order the test wants. Its part is the
 * its units; its merge answers the parts it was given, in the order given.
 */
function fakeWorkers({ units, maxWork = 1e9, cost = () => 10, delay = () => 0, hold = false }) {
  const workers = [];
  const ended = []; // the shards in the order their runs ended
  const create = () => {
    const listeners = { message: [], error: [] };
    const shards = new Map();
    const w = {
      terminated: false,
      ran: [],
      addEventListener: (type, fn) => listeners[type].push(fn),
      terminate() {
        w.terminated = true;
      },
      emit(msg) {
        if (!w.terminated) for (const fn of listeners.message) fn({ data: msg });
      },
      later(msg, ms = 0) {
        setTimeout(() => w.emit(msg), ms);
      },
      postMessage(msg) {
        if (w.terminated) throw new Error('posted to a terminated worker');
        expect(isRequest(msg)).toBe(true);
        const { op, session: id, args, rid } = msg;
        switch (op) {
          case 'experimentUnits':
            return w.later(
              reply(rid, {
                units,
                maxWork,
                progress: { done: 0, total: 2 * units, work: 0, finished: false },
              }),
            );
          case 'experimentCreate':
            // the whole run: shard 0 of 1, as far as this fake is concerned
            return w.postMessage({ ...msg, op: 'experimentShard', args: { index: 0, count: 1 } });
          case 'experimentShard': {
            const mine = [];
            for (let i = args.index; i < units; i += args.count) mine.push(i);
            shards.set(id, { index: args.index, count: args.count, mine });
            const p = { done: 0, total: 2 * mine.length, work: 0, finished: false };
            return w.later(reply(rid, { id, progress: p }));
          }
          case 'experimentRun': {
            const s = shards.get(id);
            w.ran.push(s.count === 1 ? 'whole' : s.index);
            const work = s.mine.reduce((sum, i) => sum + cost(i), 0);
            const half = { done: s.mine.length, total: 2 * s.mine.length, work: work / 2 };
            const end = {
              done: 2 * s.mine.length,
              total: 2 * s.mine.length,
              work,
              tree: s.mine.at(-1),
              depth: 4,
            };
            w.later(progress(rid, id, { ...half, tree: s.mine[0], depth: 3 }));
            if (!hold)
              setTimeout(() => {
                if (!w.terminated) ended.push(s.index);
                w.emit(reply(rid, { report: null, progress: end }));
              }, delay(s.index));
            return undefined;
          }
          case 'experimentPart':
            return w.later(reply(rid, { shard: shards.get(id).index, units: shards.get(id).mine }));
          case 'close':
            shards.delete(id);
            return w.later(reply(rid, null));
          case 'experimentMerge':
            return w.later(
              reply(rid, {
                report: { parts: args.parts },
                progress: { done: 2 * units, total: 2 * units, work: 7, finished: true },
              }),
            );
          default:
            throw new Error(`unexpected op ${op}`);
        }
      },
    };
    workers.push(w);
    w.later(ready('9.9.9'));
    return w;
  };
  return { workers, create, ended };
}

describe('poolSize', () => {
  it('is the machine’s cores, at least 1 and at most the cap', () => {
    expect(poolSize(2)).toBe(2);
    expect(poolSize(1)).toBe(1);
    expect(poolSize(64)).toBe(POOL_CAP);
    expect(POOL_CAP).toBe(8);
    expect(poolSize(undefined)).toBe(1);
    expect(poolSize(0)).toBe(1);
    expect(poolSize('x')).toBe(1);
  });

  it('cuts a run into shards: never more than its units, at most 64 per worker', () => {
    expect(shardCount(5, 2)).toBe(5);
    expect(shardCount(500, 2)).toBe(128);
    expect(shardCount(1, 8)).toBe(1);
    expect(shardCount(0, 2)).toBe(1);
  });
});

describe('ExperimentPool', () => {
  it('shares the shards among its workers and merges them in shard order, whatever order they end in', async () => {
    // shard j ends after (j + 1) × 5 ms; the pool starts the last first, so that they end
    // out of order
    const { workers, create, ended } = fakeWorkers({ units: 5, delay: (j) => (j + 1) * 5 });
    const pool = new ExperimentPool({ createWorker: create, size: 2 });
    const seen = [];
    const { report, progress: end } = await pool.run(
      { kind: 'random' },
      { onProgress: (p) => seen.push(p) },
    );
    expect(workers).toHaveLength(2);
    // every shard ran once, on one worker or the other, both of them busy
    expect([...workers[0].ran, ...workers[1].ran].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(workers[0].ran.length).toBeGreaterThan(0);
    expect(workers[1].ran.length).toBeGreaterThan(0);
    expect(ended).toHaveLength(5);
    expect(ended).not.toEqual([0, 1, 2, 3, 4]);
    // the merge was given shard 0's part first, then 1's, …: each holds its units
    expect(report.parts).toEqual([
      { shard: 0, units: [0] },
      { shard: 1, units: [1] },
      { shard: 2, units: [2] },
      { shard: 3, units: [3] },
      { shard: 4, units: [4] },
    ]);
    // the counts are the merge's, the unit done last kept for the status line
    expect(end).toMatchObject({ done: 10, total: 10, work: 7, finished: true, depth: 4 });
    // progress added up over the workers, never going back, to every unit
    const dones = seen.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ done: 10, total: 10, work: 50 });
    expect(seen.some((p) => p.workers.filter(Boolean).length === 2)).toBe(true);
    // the run's workers end with it
    expect(workers.every((w) => w.terminated)).toBe(true);
    expect(pool.workers).toBe(0);
  });

  it('on one worker runs the experiment whole, as the engine did, with nothing to merge', async () => {
    const { workers, create } = fakeWorkers({ units: 3 });
    const pool = new ExperimentPool({ createWorker: create, size: 1 });
    const { report, progress: end } = await pool.run({ kind: 'random' });
    expect(workers).toHaveLength(1);
    expect(workers[0].ran).toEqual(['whole']);
    expect(report).toBeNull(); // the fake's experimentRun report, not a merge's
    expect(end).toMatchObject({ done: 6, total: 6, work: 30, workers: [null] });
    expect(workers[0].terminated).toBe(true);
  });

  it('runs on one worker, whole, when the experiment has one unit', async () => {
    const { workers, create } = fakeWorkers({ units: 1 });
    const pool = new ExperimentPool({ createWorker: create, size: 4 });
    await pool.run({ kind: 'kalah' });
    expect(workers).toHaveLength(1);
    expect(workers[0].ran).toEqual(['whole']);
  });

  it('cancel stops every worker', async () => {
    const { workers, create } = fakeWorkers({ units: 6, hold: true });
    const pool = new ExperimentPool({ createWorker: create, size: 3 });
    let cancelled = false;
    const run = pool.run(
      { kind: 'random' },
      {
        onProgress: (p) => {
          // once all three work, Cancel
          if (!cancelled && p.workers.filter(Boolean).length === 3) {
            cancelled = true;
            pool.cancel();
          }
        },
      },
    );
    const err = await run.catch((e) => e);
    expect(isCancelled(err)).toBe(true);
    expect(workers).toHaveLength(3);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('counts the budget over every worker: shards each within it, together over it, stop', async () => {
    // 6 units of 30 visits: each shard alone is within a budget of 100, the run is not
    const { workers, create } = fakeWorkers({
      units: 6,
      maxWork: 100,
      cost: () => 30,
      delay: () => 2,
    });
    const pool = new ExperimentPool({ createWorker: create, size: 2 });
    const err = await pool.run({ kind: 'random' }).catch((e) => e);
    expect(err.message).toMatch(
      /^work budget: the experiment visited \d+ nodes, more than its budget of 100/,
    );
    expect(Number(/visited (\d+)/.exec(err.message)[1])).toBeGreaterThan(100);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('a run that spends exactly its budget is within it', async () => {
    const { create } = fakeWorkers({ units: 4, maxWork: 120, cost: () => 30 });
    const pool = new ExperimentPool({ createWorker: create, size: 2 });
    const { report } = await pool.run({ kind: 'random' });
    expect(report.parts).toHaveLength(4);
  });

  it('a config the core refuses rejects with its error, and the worker ends', async () => {
    const { workers, create } = fakeWorkers({ units: 3 });
    const refuse = () => {
      const w = create();
      const post = w.postMessage;
      w.postMessage = (msg) =>
        msg.op === 'experimentUnits'
          ? w.later({
              type: 'reply',
              rid: msg.rid,
              ok: false,
              error: { name: 'Error', message: 'trees: 0 is out of range' },
            })
          : post(msg);
      return w;
    };
    const pool = new ExperimentPool({ createWorker: refuse, size: 2 });
    await expect(pool.run({ kind: 'random', trees: 0 })).rejects.toThrow(
      'trees: 0 is out of range',
    );
    expect(workers).toHaveLength(1);
    expect(workers[0].terminated).toBe(true);
  });
});
