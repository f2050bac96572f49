import { describe, expect, it } from 'vitest';
import { keyAction, ownsKeys } from './keys.js';
import { configFromAttributes, errorPosition, mergeConfig } from '../element/config.js';

describe('keys', () => {
  it('maps arrows, Shift+arrows, Space, Home and End to playback actions', () => {
    expect(keyAction({ key: 'ArrowRight' })).toEqual({ type: 'step' });
    expect(keyAction({ key: 'ArrowLeft' })).toEqual({ type: 'back' });
    expect(keyAction({ key: 'ArrowRight', shiftKey: true })).toEqual({ type: 'stepTest' });
    expect(keyAction({ key: 'ArrowLeft', shiftKey: true })).toEqual({ type: 'backTest' });
    expect(keyAction({ key: ' ' })).toEqual({ type: 'toggle' });
    expect(keyAction({ key: 'Home' })).toEqual({ type: 'start' });
    expect(keyAction({ key: 'End' })).toEqual({ type: 'end' });
    expect(keyAction({ key: 'ArrowRight', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'x' })).toBeNull();
  });

  it('leaves keys typed into text fields alone', () => {
    expect(ownsKeys({ tagName: 'TEXTAREA' })).toBe(true);
    expect(ownsKeys({ tagName: 'INPUT', type: 'number' })).toBe(true);
    expect(ownsKeys({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(ownsKeys({ tagName: 'BUTTON' })).toBe(false);
  });
});

describe('the element config', () => {
  it('reads the attributes into an engine config', () => {
    const attrs = { tree: '[[1,2],[3]]', algorithm: 'mtd-bi', guess: '5', tt: 'off' };
    const c = configFromAttributes((n) => attrs[n] ?? null);
    expect(c).toMatchObject({
      game: { kind: 'tree', text: '[[1,2],[3]]' },
      algorithm: 'mtd-bi',
      guess: 5,
      tt: false,
      step: 100,
      depth: null,
    });
    expect(configFromAttributes(() => null).game.text).toBe('[[3,12,8],[2,4,6],[14,5,2]]');
    expect(configFromAttributes((n) => (n === 'game' ? 'kalah' : null)).game.kind).toBe('kalah');
  });

  it('merges attribute-style keys given to load()', () => {
    const c = mergeConfig(
      configFromAttributes(() => null),
      { tree: '[1]', guess: '7' },
    );
    expect(c.game).toEqual({ kind: 'tree', text: '[1]' });
    expect(c.guess).toBe(7);
  });

  it('finds the line and column in an engine error', () => {
    expect(errorPosition('tree text, line 2, column 7: expected a number')).toEqual({
      line: 2,
      column: 7,
    });
    expect(errorPosition('unknown algorithm')).toBeNull();
  });
});
