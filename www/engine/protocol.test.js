import { describe, expect, it } from 'vitest';
import {
  ENGINE_OPS,
  OPS,
  SESSION_OPS,
  errorToWire,
  failure,
  isRequest,
  isTrap,
  progress,
  reply,
  request,
  transferables,
  wireToError,
} from './protocol.js';

describe('requests', () => {
  it('carry a request id, an operation, a session and arguments', () => {
    expect(request(7, 'seek', 3, { k: 12 })).toEqual({
      type: 'request',
      rid: 7,
      op: 'seek',
      session: 3,
      args: { k: 12 },
    });
    expect(isRequest(request(1, 'create', 5, { config: {} }))).toBe(true);
    expect(isRequest(request(2, 'panicForTests'))).toBe(true);
  });

  it('refuse unknown operations and session operations without a session', () => {
    expect(() => request(1, 'launch')).toThrow(/unknown engine operation 'launch'/);
    expect(isRequest({ type: 'request', rid: 1, op: 'seek', session: null, args: {} })).toBe(false);
    expect(isRequest({ type: 'request', rid: 'x', op: 'tree', session: 1 })).toBe(false);
    expect(isRequest({ type: 'reply', rid: 1, op: 'tree', session: 1 })).toBe(false);
    expect(isRequest(null)).toBe(false);
  });

  it('split into engine and session operations covering every operation', () => {
    expect([...ENGINE_OPS, ...SESSION_OPS].sort()).toEqual(Object.keys(OPS).sort());
    expect(SESSION_OPS).toContain('nextTest');
    expect(SESSION_OPS).not.toContain('create');
  });
});

describe('replies', () => {
  it('carry the result or the error as name and message', () => {
    expect(reply(3, { x: 1 })).toEqual({ type: 'reply', rid: 3, ok: true, result: { x: 1 } });
    const f = failure(4, new RangeError('depth: 0 is out of range (1..=64)'));
    expect(f).toEqual({
      type: 'reply',
      rid: 4,
      ok: false,
      error: { name: 'RangeError', message: 'depth: 0 is out of range (1..=64)' },
    });
    expect(progress(5, 2, { done: false })).toEqual({
      type: 'progress',
      rid: 5,
      session: 2,
      summary: { done: false },
    });
  });

  it('turn back into Errors with the same message', () => {
    const err = wireToError(errorToWire(new Error('game.pits: 9 is out of range (1..=6)')));
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe('game.pits: 9 is out of range (1..=6)');
    expect(wireToError(errorToWire('plain text')).message).toBe('plain text');
    expect(wireToError(errorToWire(new TypeError('t'))).name).toBe('TypeError');
    expect(wireToError(undefined).message).toMatch(/unknown engine error/);
  });
});

describe('transferables', () => {
  it('collects the buffers of nested typed arrays once each', () => {
    const alpha = new Int32Array(4);
    const shared = new Uint8Array(8);
    const view = {
      event: 3,
      nodes: { alpha, beta: new Int32Array(4), flags: shared },
      again: [shared, { deep: new Float64Array(2) }],
      path: [0, 1],
      test: null,
    };
    const list = transferables(reply(1, view));
    expect(list).toHaveLength(4);
    expect(list).toContain(alpha.buffer);
    expect(list.every((b) => b instanceof ArrayBuffer)).toBe(true);
    expect(transferables({ a: 1, b: 'x', c: null })).toEqual([]);
  });

  it("hand a ViewState's node and TT columns over without a copy", () => {
    const column = (...v) => Int32Array.from(v);
    const view = {
      event: 9,
      nodes: { alpha: column(1, 2), g: column(3, 4), flags: Uint8Array.of(1, 2) },
      path: [0],
      tt: { node: column(0, 1), depth: column(2, 1), lower: column(3, 3), upper: column(3, 9) },
      cuts: [],
    };
    const msg = reply(4, view);
    const list = transferables(msg);
    expect(list).toHaveLength(7);
    const copy = structuredClone(msg, { transfer: list });
    expect(view.tt.node.length).toBe(0); // detached: moved, not copied
    expect(view.nodes.alpha.length).toBe(0);
    expect(copy.result.tt.node).toBeInstanceOf(Int32Array);
    expect(Array.from(copy.result.tt.upper)).toEqual([3, 9]);
    expect(Array.from(copy.result.nodes.flags)).toEqual([1, 2]);
  });
});

describe('isTrap', () => {
  it('recognises a WebAssembly trap and nothing else', () => {
    expect(isTrap(new WebAssembly.RuntimeError('unreachable'))).toBe(true);
    expect(isTrap(new Error('unreachable'))).toBe(false);
    expect(isTrap(undefined)).toBe(false);
  });
});
