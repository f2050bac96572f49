import { describe, expect, it } from 'vitest';
import { TreeHistory, UNDO_LIMIT } from './undo-history.js';

describe('TreeHistory', () => {
  it('undoes and redoes every step back and forth', () => {
    const h = new TreeHistory('a');
    h.record('b');
    h.record('c');
    expect(h.undo()).toBe('b');
    expect(h.undo()).toBe('a');
    expect(h.undo()).toBeNull();
    expect(h.redo()).toBe('b');
    expect(h.redo()).toBe('c');
    expect(h.redo()).toBeNull();
  });

  it('records nothing for the tree already shown (the undone tree loaded again)', () => {
    const h = new TreeHistory('a');
    h.record('b');
    expect(h.undo()).toBe('a');
    expect(h.record('a')).toBe(false);
    expect(h.canRedo).toBe(true);
  });

  it('drops the redo steps when a new change is made', () => {
    const h = new TreeHistory('a');
    h.record('b');
    h.undo();
    h.record('x');
    expect(h.canRedo).toBe(false);
    expect(h.undo()).toBe('a');
  });

  it('keeps at least 100 steps, and the newest when over its limit', () => {
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(100);
    const h = new TreeHistory('t0');
    for (let i = 1; i <= 150; i++) h.record(`t${i}`);
    let last = null;
    let steps = 0;
    for (let t; (t = h.undo()) !== null; steps++) last = t;
    expect(steps).toBe(150);
    expect(last).toBe('t0');
    const small = new TreeHistory('t0', 3);
    for (let i = 1; i <= 5; i++) small.record(`t${i}`);
    expect([small.undo(), small.undo(), small.undo(), small.undo()]).toEqual([
      't4',
      't3',
      't2',
      null,
    ]);
  });
});
