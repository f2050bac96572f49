import { describe, expect, it } from 'vitest';
import { keyAction, ownsKeys } from './keys.js';
import {
  configFromAttributes,
  errorPosition,
  isDefaultSchedule,
  mergeConfig,
  parseSchedule,
  showSchedule,
} from '../element/config.js';

describe('keys', () => {
  it('maps arrows, Shift+arrows, N, U, Space, Home and End to playback actions', () => {
    expect(keyAction({ key: 'ArrowRight' })).toEqual({ type: 'step' });
    expect(keyAction({ key: 'ArrowLeft' })).toEqual({ type: 'back' });
    expect(keyAction({ key: 'ArrowRight', shiftKey: true })).toEqual({ type: 'stepTest' });
    expect(keyAction({ key: 'ArrowLeft', shiftKey: true })).toEqual({ type: 'backTest' });
    expect(keyAction({ key: ' ' })).toEqual({ type: 'toggle' });
    expect(keyAction({ key: 'Home' })).toEqual({ type: 'start' });
    expect(keyAction({ key: 'End' })).toEqual({ type: 'end' });
    expect(keyAction({ key: 'ArrowDown' })).toEqual({ type: 'stepOver' });
    expect(keyAction({ key: 'n' })).toEqual({ type: 'stepOver' });
    expect(keyAction({ key: 'ArrowUp' })).toEqual({ type: 'stepOut' });
    expect(keyAction({ key: 'u' })).toEqual({ type: 'stepOut' });
    expect(keyAction({ key: 'ArrowRight', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'n', metaKey: true })).toBeNull();
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

  it('reads a schedule typed with commas and spaces, and says what is wrong with one', () => {
    expect(parseSchedule('100, 50, 25, 12, 0')).toEqual({ schedule: [100, 50, 25, 12, 0] });
    expect(parseSchedule(' 8 4,2 ,, 0 ')).toEqual({ schedule: [8, 4, 2, 0] });
    expect(parseSchedule('+5')).toEqual({ schedule: [5] });
    expect(parseSchedule('')).toEqual({ error: { code: 'empty', token: '' } });
    expect(parseSchedule(' , ')).toEqual({ error: { code: 'empty', token: '' } });
    expect(parseSchedule('8, x, 2')).toEqual({ error: { code: 'number', token: 'x' } });
    expect(parseSchedule('1.5')).toEqual({ error: { code: 'number', token: '1.5' } });
    expect(parseSchedule('4, -2')).toEqual({ error: { code: 'negative', token: '-2' } });
    expect(parseSchedule('1000000001')).toEqual({ error: { code: 'range', token: '1000000001' } });
    expect(showSchedule([8, 4, 0])).toBe('8, 4, 0');
    expect(isDefaultSchedule([100, 50, 25, 12, 0], 100)).toBe(true);
    expect(isDefaultSchedule([40, 20, 10, 5, 0], 40)).toBe(true);
    expect(isDefaultSchedule([40, 20], 40)).toBe(false);
  });

  it('sends the schedule attribute to the engine, or the one the step gives', () => {
    const attrs = { algorithm: 'mtd-f-step', step: '40' };
    expect(configFromAttributes((n) => attrs[n] ?? null).schedule).toEqual([40, 20, 10, 5, 0]);
    attrs.schedule = '8, 4, 0';
    expect(configFromAttributes((n) => attrs[n] ?? null)).toMatchObject({
      step: 40,
      schedule: [8, 4, 0],
    });
    attrs.schedule = 'nonsense'; // the field never sets this; a script might
    expect(() => configFromAttributes((n) => attrs[n] ?? null)).toThrow(/^schedule: 'nonsense'/);
    const c = configFromAttributes(() => null);
    expect(mergeConfig(c, { schedule: '6 3 0' }).schedule).toEqual([6, 3, 0]);
    expect(mergeConfig(c, { step: 6 }).schedule).toEqual([6, 3, 1, 0, 0]);
    expect(mergeConfig(c, { step: 6, schedule: [9] }).schedule).toEqual([9]);
    expect(() => mergeConfig(c, { schedule: 'x' })).toThrow(/schedule/);
  });

  it('finds the line and column in an engine error', () => {
    expect(errorPosition('tree text, line 2, column 7: expected a number')).toEqual({
      line: 2,
      column: 7,
    });
    expect(errorPosition('unknown algorithm')).toBeNull();
  });
});
