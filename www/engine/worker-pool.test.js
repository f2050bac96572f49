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
