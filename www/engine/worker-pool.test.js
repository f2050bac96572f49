import { describe, expect, it } from 'vitest';
import { WORKER_CAP, WorkerPool } from './worker-pool.js';

function labs(n) {
  return Array.from({ length: n }, (_, i) => ({ name: `lab${i}`, released: 0 }));
}

describe('WorkerPool', () => {
  it('the cap is 8', () => {
    expect(WORKER_CAP).toBe(8);
  });

  it('never holds more than the cap: the least recently used idle holder is released', () => {
    const pool = new WorkerPool(3);
    const [a, b, c, d] = labs(4);
    for (const l of [a, b, c]) pool.use(l, () => l.released++);
    expect(pool.size).toBe(3);
    pool.use(a, () => a.released++); // a used again: b is now the least recent
    expect(pool.use(d, () => d.released++)).toEqual([b]);
    expect(pool.size).toBe(3);
    expect([a.released, b.released, c.released, d.released]).toEqual([0, 1, 0, 0]);
  });

  it('a busy holder is skipped; the newcomer is never released', () => {
    const pool = new WorkerPool(2);
    const [a, b, c] = labs(3);
    pool.use(a, () => a.released++, { busy: true });
    pool.use(b, () => b.released++);
    expect(pool.use(c, () => c.released++)).toEqual([b]);
    pool.setBusy(a, false);
    pool.use(b, () => b.released++);
    expect(pool.size).toBe(2);
    expect(a.released).toBe(1);
  });

  it('all busy: over the cap rather than stopping a search', () => {
    const pool = new WorkerPool(1);
    const [a, b] = labs(2);
    pool.use(a, () => a.released++, { busy: true });
    expect(pool.use(b, () => b.released++)).toEqual([]);
    expect(pool.size).toBe(2);
  });

  it('drop forgets a holder', () => {
    const pool = new WorkerPool(2);
    const [a] = labs(1);
    pool.use(a, () => {});
    pool.drop(a);
    expect(pool.size).toBe(0);
  });

  it('a bad cap is a clear error', () => {
    expect(() => new WorkerPool(0)).toThrow(/^cap must be a whole number ≥ 1, not 0$/);
  });
});

describe('WorkerPool: searches wait for a worker (loads within the cap)', () => {
  it('lets searches in up to the cap; the next waits until one ends', async () => {
    const pool = new WorkerPool(2);
    const [a, b, c] = labs(3);
    const got = [];
    for (const l of [a, b, c]) pool.acquire(l).then((ok) => got.push([l.name, ok]));
    await Promise.resolve();
    expect(got).toEqual([
      ['lab0', true],
      ['lab1', true],
    ]);
    expect(pool.size).toBe(2);
    expect(pool.waiting).toBe(1);
    pool.drop(a); // a's search ended (failed, or its run given back)
    await Promise.resolve();
    expect(got.at(-1)).toEqual(['lab2', true]);
    expect(pool.size).toBe(2);
  });

  it('an idle holder is released to make room for a search', async () => {
    const pool = new WorkerPool(2);
    const [a, b, c] = labs(3);
    pool.use(a, () => a.released++);
    pool.use(b, () => b.released++);
    expect(await pool.acquire(c)).toBe(true);
    expect([a.released, b.released]).toEqual([1, 0]); // the least recently used
    expect(pool.size).toBe(2);
  });

  it('a search handed over to its lab stays one worker; an idle lab then makes room', async () => {
    const pool = new WorkerPool(1);
    const [lab, slot, next] = labs(3);
    expect(await pool.acquire(slot)).toBe(true);
    let admitted = null;
    pool.acquire(next).then((ok) => (admitted = ok));
    pool.handOver(slot, lab, () => lab.released++);
    await Promise.resolve();
    // the lab, idle now, gave its worker back for the search waiting
    expect(admitted).toBe(true);
    expect(lab.released).toBe(1);
    expect(pool.size).toBe(1);
  });

  it('a search given up while it waits resolves false and takes no worker', async () => {
    const pool = new WorkerPool(1);
    const [a, b] = labs(2);
    await pool.acquire(a);
    const waiting = pool.acquire(b);
    pool.drop(b);
    expect(await waiting).toBe(false);
    expect(pool.size).toBe(1);
    expect(pool.waiting).toBe(0);
  });

  it('never more than the cap, whatever the order of 20 loads and their ends', async () => {
    const pool = new WorkerPool(8);
    const slots = labs(20);
    let most = 0;
    const searches = slots.map((s) =>
      pool.acquire(s).then(() => {
        most = Math.max(most, pool.size);
      }),
    );
    for (const s of slots) {
      await Promise.resolve();
      most = Math.max(most, pool.size);
      pool.handOver(s, { name: `${s.name} shown` }, () => {});
    }
    await Promise.all(searches);
    expect(most).toBeLessThanOrEqual(8);
    expect(pool.size).toBe(8);
  });
});
