// The attribute readers at their edges (issue 18, item 6: mutation testing). Each case
// here was a Stryker mutant of config.js that no test noticed: an absent or blank
// attribute read as its default, a value with spaces around it, the ends of each range,
// and text that only looks like a number. Expected values are written out by hand.
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  GUESSING,
  SCHEDULED,
  STEPPING,
  configFromAttributes,
  isDefaultSchedule,
  parseGame,
  parseSchedule,
  readAlgorithms,
  readAutoplay,
  readControls,
  readEvent,
  readHeight,
  readInt,
  readLang,
  readSpeed,
  readTheme,
  scheduleFrom,
} from './config.js';

const config = (attrs) => configFromAttributes((n) => attrs[n] ?? null);
const ALL_PANELS = ['settings', 'toolbar', 'tree', 'narration', 'chart', 'counters', 'code', 'tt'];

describe('which algorithms take a guess, a step and a schedule (CONVENTIONS.md §2)', () => {
  it('lists the MTD drivers that start from f, step, and follow a schedule', () => {
    expect([...GUESSING].sort()).toEqual(
      ['id-mtdf', 'mtd-f-ab', 'mtd-f-step', 'mtdf', 'mtdf-literal'].sort(),
    );
    expect([...STEPPING].sort()).toEqual(['mtd-f-ab', 'mtd-f-step', 'mtd-step']);
    expect([...SCHEDULED]).toEqual(['mtd-f-step']);
  });
});

describe('ConfigError', () => {
  it('is named ConfigError, so a page can tell it from an engine error', () => {
    const err = new ConfigError('guess', 'bad');
    expect(err.name).toBe('ConfigError');
    expect(err.message).toBe('guess: bad');
  });
});

describe('readInt', () => {
  it('refuses text that JavaScript would read as a number but is not a whole number', () => {
    for (const text of ['0x10', '1e3', '12abc', 'abc12', '1.0'])
      expect(() => readInt('guess', text, -100, 100000)).toThrow(/^guess: '.*' is not a whole/);
    expect(readInt('guess', ' -12 ', -100, 100)).toBe(-12);
  });
});

describe('the default tree and the game words', () => {
  it('shows the AIMA tree when no tree is given', () => {
    expect(config({}).game).toEqual({ kind: 'tree', text: '[[3,12,8],[2,4,6],[14,5,2]]' });
    expect(parseGame('tree')).toEqual({ kind: 'tree', text: '[[3,12,8],[2,4,6],[14,5,2]]' });
    expect(parseGame(' tree ', '[1,2]')).toEqual({ kind: 'tree', text: '[1,2]' });
  });

  it('reads the word random as the small random tree, spaces around a word allowed', () => {
    expect(parseGame('random')).toEqual({
      kind: 'random',
      branching: 3,
      depth: 4,
      min: -20,
      max: 20,
      seed: 1,
      ordered: false,
    });
    expect(parseGame(' kalah ')).toEqual({ kind: 'kalah', pits: 3, seeds: 2, depth: 4 });
  });
});

describe('absent, empty and blank attributes take their defaults', () => {
  it('lang and theme', () => {
    for (const v of [undefined, '']) {
      expect(readLang(v)).toBe('en');
      expect(readTheme(v)).toBeNull();
    }
  });

  it('controls, speed, event, algorithms and height, blank being empty', () => {
    for (const v of [undefined, '', '   ']) {
      expect([...readControls(v)]).toEqual(ALL_PANELS);
      expect(readSpeed(v)).toBe(4);
      expect(readEvent(v)).toBeNull();
      expect(readAlgorithms(v)).toBeNull();
      expect(readHeight(v)).toBeNull();
    }
  });

  it('autoplay: absent, off and false do not play; empty, on, true and autoplay do', () => {
    for (const v of [null, undefined, 'off', 'false']) expect(readAutoplay(v)).toBe(false);
    for (const v of ['', 'on', 'true', 'autoplay']) expect(readAutoplay(v)).toBe(true);
  });

  it('an attribute getter that answers undefined gives the defaults', () => {
    expect(configFromAttributes(() => undefined)).toEqual(config({}));
  });

  it('a blank depth is no depth limit', () => {
    expect(config({ depth: '  ' }).depth).toBeNull();
  });

  it('an empty schedule is the one the step gives (100, 50, 25, 12, 0 scaled)', () => {
    expect(config({ step: '40', schedule: '' }).schedule).toEqual([40, 20, 10, 5, 0]);
    expect(configFromAttributes((n) => ({ step: '40' })[n]).schedule).toEqual([40, 20, 10, 5, 0]);
  });
});

describe('values with spaces around them, and the ends of each range', () => {
  it('speed: a whole number from the list, spaces allowed, nothing else', () => {
    expect(readSpeed(' 8 ')).toBe(8);
    for (const bad of ['+8', '8.0', '08x']) expect(() => readSpeed(bad)).toThrow(/^speed: /);
  });

  it('algorithms: two to four, spaces or commas before, between and after', () => {
    expect(readAlgorithms(' alphabeta, mtdf ')).toEqual(['alphabeta', 'mtdf']);
    expect(readAlgorithms('alphabeta mtdf mtd-plus mtd-minus')).toEqual([
      'alphabeta',
      'mtdf',
      'mtd-plus',
      'mtd-minus',
    ]);
    expect(() => readAlgorithms('mtdf')).toThrow(/^algorithms: 'mtdf' is not two to four/);
  });

  it('height: from 120 px to 20000 px, any positive length in other units', () => {
    expect(readHeight(' 120 ')).toBe('120px');
    expect(readHeight('20000px')).toBe('20000px');
    expect(readHeight('1.25em')).toBe('1.25em');
    for (const bad of ['0em', '0%', 'x500', '1.em', '119', '20001'])
      expect(() => readHeight(bad)).toThrow(/^height: /);
  });
});

describe('cut', () => {
  it('reads the two cut conventions (src/search/cut.rs), and refuses others naming them', () => {
    expect(config({}).cut).toBeUndefined();
    expect(config({ cut: 'gt' }).cut).toBe('gt');
    expect(config({ cut: 'ge' }).cut).toBe('ge');
    expect(() => config({ cut: 'gte' })).toThrow(
      /^cut: 'gte' is not a cut convention \(one of ge, gt\)$/,
    );
  });
});

describe('parseSchedule', () => {
  it('reads whole numbers with commas and spaces, before and after too', () => {
    expect(parseSchedule(' 100, 50  25,0 ')).toEqual({ schedule: [100, 50, 25, 0] });
    expect(parseSchedule('+7 1000000000')).toEqual({ schedule: [7, 1_000_000_000] });
  });

  it('names what is wrong: empty, negative, not a number, too large', () => {
    expect(parseSchedule(' , ')).toEqual({ error: { code: 'empty', token: '' } });
    expect(parseSchedule(undefined)).toEqual({ error: { code: 'empty', token: '' } });
    expect(parseSchedule('8 -12 0')).toEqual({ error: { code: 'negative', token: '-12' } });
    expect(parseSchedule('8 -3 0')).toEqual({ error: { code: 'negative', token: '-3' } });
    expect(parseSchedule('8 x-3 0')).toEqual({ error: { code: 'number', token: 'x-3' } });
    expect(parseSchedule('8 -3x 0')).toEqual({ error: { code: 'number', token: '-3x' } });
    expect(parseSchedule('8 5x 0')).toEqual({ error: { code: 'number', token: '5x' } });
    expect(parseSchedule('8 x5 0')).toEqual({ error: { code: 'number', token: 'x5' } });
    expect(parseSchedule('8 1000000001')).toEqual({
      error: { code: 'range', token: '1000000001' },
    });
  });
});

describe('scheduleFrom and isDefaultSchedule', () => {
  it('gives a fresh array each time, so a change to one is not the next default', () => {
    const first = scheduleFrom(100);
    first[0] = 7;
    expect(scheduleFrom(100)).toEqual([100, 50, 25, 12, 0]);
  });

  it('a schedule that is only the start of the default is not the default', () => {
    expect(isDefaultSchedule([100, 50], 100)).toBe(false);
    expect(isDefaultSchedule([100, 50, 25, 12, 0], 100)).toBe(true);
  });
});
