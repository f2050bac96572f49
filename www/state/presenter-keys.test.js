import { describe, expect, it } from 'vitest';
import { UNITS, backStep, presenterKey } from './presenter-keys.js';

const key = (k, extra = {}) => ({ key: k, ...extra });

describe('presenterKey', () => {
  it('steps with a clicker and the arrows, blanks with B, leaves with Esc', () => {
    expect(presenterKey(key('PageDown'), false)).toEqual({ type: 'forward' });
    expect(presenterKey(key('ArrowRight'), false)).toEqual({ type: 'forward' });
    expect(presenterKey(key('PageUp'), false)).toEqual({ type: 'back' });
    expect(presenterKey(key('ArrowLeft'), false)).toEqual({ type: 'back' });
    expect(presenterKey(key('b'), false)).toEqual({ type: 'blank' });
    expect(presenterKey(key('.'), false)).toEqual({ type: 'blank' });
    expect(presenterKey(key('Escape'), false)).toEqual({ type: 'leave' });
    expect(presenterKey(key('x'), false)).toBeNull();
    expect(presenterKey(key('PageDown', { ctrlKey: true }), false)).toBeNull();
  });

  it('any key shows a blank screen again', () => {
    for (const k of ['b', 'PageDown', 'x', 'Escape']) {
      expect(presenterKey(key(k), true)).toEqual({ type: 'unblank' });
    }
  });
});

describe('backStep', () => {
  it('back by an event or a test is the element’s own step back', () => {
    expect(backStep('event', [], 5)).toEqual({ method: 'back' });
    expect(backStep('test', [{ from: 1, to: 5 }], 5)).toEqual({ method: 'backTest' });
  });

  it('back by a node is back to the node entered before', () => {
    expect(backStep('node', [{ from: 1, to: 5 }], 5)).toEqual({ method: 'backNode' });
  });

  it('back by a subtree returns to where the last subtree step started, if playback is still there', () => {
    const trail = [
      { from: 0, to: 3 },
      { from: 3, to: 11 },
    ];
    expect(backStep('subtree', trail, 11)).toEqual({ seek: 3 });
    expect(backStep('subtree', trail, 12)).toEqual({ method: 'back' });
    expect(backStep('subtree', [], 4)).toEqual({ method: 'back' });
  });
});

describe('UNITS', () => {
  it('steps by an event, the next node entered, a whole subtree or a test', () => {
    expect(UNITS).toEqual({
      event: 'step',
      node: 'stepNode',
      subtree: 'stepOver',
      test: 'stepTest',
    });
  });
});

describe('found by mutation testing', () => {
  it('B (upper case, as with Caps Lock) blanks too', () => {
    expect(presenterKey({ key: 'B' }, false)).toEqual({ type: 'blank' });
  });

  it('back by an event is one event back even where a subtree step ended', () => {
    const trail = [{ from: 3, to: 9 }];
    expect(backStep('event', trail, 9)).toEqual({ method: 'back' });
    expect(backStep('subtree', trail, 9)).toEqual({ seek: 3 });
  });
});
