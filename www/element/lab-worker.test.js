// LabWorker (lab-worker.js) on the real core: the run's worker counted in the page's pool
// while the run is shown, held busy during a call, and, once released (its session closed),
// searched again on the next seek, which sees the same events.
import { describe, expect, it } from 'vitest';
import { LabWorker } from './lab-worker.js';
import { openRun } from './run-loader.js';
import { AIMA } from './config.js';
import { pagePool } from '../engine/worker-pool.js';
import { WasmEngine } from '../testing/wasm-engine.js';

const CONFIG = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 };

async function shown() {
  const engine = await WasmEngine.create();
  const run = { ...(await openRun(engine, CONFIG, () => false)), config: CONFIG };
  const worker = new LabWorker({ run: () => run, engine: async () => engine });
  const slot = {};
  await pagePool.acquire(slot);
  worker.handOver(slot, { busy: false });
  return { engine, run, worker };
}

describe('LabWorker', () => {
  it('counts the run shown in the page’s pool, and frees it', async () => {
    const before = pagePool.size;
    const { engine, run, worker } = await shown();
    expect(pagePool.size).toBe(before + 1);
    worker.free(run);
    expect(pagePool.size).toBe(before);
    await Promise.resolve();
    await Promise.resolve();
    expect(engine.sessions.has(run.id)).toBe(false);
  });

  it('holds the worker busy while a call is under way (the pool releases only idle ones)', async () => {
    const { run, worker } = await shown();
    const busy = () => pagePool._live.get(worker).busy;
    expect(busy()).toBe(false);
    const done = worker.hold();
    const again = worker.hold();
    expect(busy()).toBe(true);
    done();
    done(); // ending a use twice counts once
    expect(busy()).toBe(true);
    again();
    expect(busy()).toBe(false);
    let during = null;
    await worker.using(run, async () => {
      during = busy();
    });
    expect([during, busy()]).toEqual([true, false]);
    worker.free(run);
  });

  it('released, closes its session; the next seek searches it again, same events', async () => {
    const { engine, run, worker } = await shown();
    const first = await worker.seek(run, 7);
    const oldId = run.id;
    worker.release();
    expect(run.released).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(engine.sessions.has(oldId)).toBe(false);
    const again = await worker.seek(run, 7);
    expect(run.released).toBe(false);
    expect(run.id).not.toBe(oldId);
    expect(engine.sessions.has(run.id)).toBe(true);
    expect(again).toEqual(first);
    worker.free(run);
  });
});
