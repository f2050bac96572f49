import { describe, expect, it } from 'vitest';
import { LoadQueue } from './load-queue.js';
import { CancelledError } from '../engine/client.js';

describe('LoadQueue', () => {
  it('makes an older load stale and cancels its session when a newer one begins', () => {
    const q = new LoadQueue();
    const cancelled = [];
    const engine = { cancel: (id) => cancelled.push(id) };
    const first = q.begin();
    q.searching(first, engine, 7);
    expect(q.busy).toBe(true);
    const second = q.begin();
    expect(q.stale(first)).toBe(true);
    expect(q.stale(second)).toBe(false);
    expect(cancelled).toEqual([7]);
    expect(q.superseded(first, 'state')).toBe('state'); // left quietly
  });

  it('makes a cancelled load reject with a CancelledError', () => {
    const q = new LoadQueue();
    const token = q.begin();
    q.abandon(true);
    expect(() => q.superseded(token, null)).toThrow(CancelledError);
    expect(q.busy).toBe(false);
  });

  it('waits for the newest load, also one started while waiting', async () => {
    const q = new LoadQueue();
    const order = [];
    let release;
    q.start(() => new Promise((r) => (release = r)).then(() => order.push('first')));
    const waiting = q.latest().then(() => order.push('waited'));
    q.start(() => Promise.reject(new Error('failed')).finally(() => order.push('second')));
    release();
    await waiting;
    // after both loads, the one started while waiting included
    expect(order).toHaveLength(3);
    expect(order.at(-1)).toBe('waited');
    expect(q.started).toBe(true);
  });
});
