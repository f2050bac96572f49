import { describe, expect, it } from 'vitest';
import {
  AIMA,
  ConfigError,
  configAttributes,
  configFromAttributes,
  errorDetail,
  mergeConfig,
  readLang,
  readTheme,
  readControls,
  readHeight,
  readSpeed,
  readAutoplay,
  readEvent,
  readAlgorithms,
  PANELS,
} from './config.js';

const none = () => false;
const config = (attrs) => configFromAttributes((n) => attrs[n] ?? null);

describe('configAttributes', () => {
  it('writes a tree, the algorithm and the guess, and nothing left at its default', () => {
    expect(configAttributes(config({}), none)).toEqual([
      ['tree', AIMA],
      ['game', null],
      ['algorithm', 'mtdf'],
      ['guess', '0'],
    ]);
  });

  it('writes a game other than a tree as JSON, and removes the tree', () => {
    const c = config({ game: 'kalah', algorithm: 'alphabeta', guess: '-3' });
    expect(configAttributes(c, none).slice(0, 4)).toEqual([
      ['game', JSON.stringify({ kind: 'kalah', pits: 3, seeds: 2, depth: 4 })],
      ['tree', null],
      ['algorithm', 'alphabeta'],
      ['guess', '-3'],
    ]);
  });

  it('writes the step, schedule, TT and TT size when not the default', () => {
    const c = config({ step: '40', schedule: '9 3 0', tt: 'off', 'tt-size': '1024' });
    expect(configAttributes(c, none).slice(4)).toEqual([
      ['step', '40'],
      ['schedule', '9, 3, 0'],
      ['tt', 'off'],
      ['tt-size', '1024'],
    ]);
  });

  it('keeps an attribute the element has, even at its default', () => {
    const has = (n) => ['step', 'schedule', 'tt', 'tt-size'].includes(n);
    expect(configAttributes(config({}), has).slice(4)).toEqual([
      ['step', '100'],
      ['schedule', '100, 50, 25, 12, 0'],
      ['tt', 'on'],
      ['tt-size', '65536'],
    ]);
  });

  it('round-trips through configFromAttributes', () => {
    const c = config({ tree: '[[1,2],[3]]', algorithm: 'mtd-f-step', schedule: '8, 4, 0' });
    const attrs = Object.fromEntries(configAttributes(c, none));
    expect(config(attrs)).toEqual(c);
  });
});

const reads = (attrs) => () => config(attrs);

describe('configFromAttributes refuses what it cannot read (item 11)', () => {
  it.each([
    [
      { algorithm: 'mtd-f' },
      /^algorithm: 'mtd-f' is not an algorithm \(one of minimax, .*id-mtdf\)$/,
    ],
    [{ guess: 'abc' }, /^guess: 'abc' is not a whole number from -1000000000 to 1000000000$/],
    [{ guess: '2.5' }, /^guess: '2\.5' is not a whole number/],
    [{ guess: '2000000000' }, /^guess: /],
    [{ step: '-1' }, /^step: '-1' is not a whole number from 0 to 1000000000$/],
    [{ schedule: '8, x' }, /^schedule: '8, x' is not a list of steps/],
    [{ tt: 'maybe' }, /^tt: 'maybe' is neither on nor off$/],
    [{ 'tt-size': '1e9' }, /^tt-size: '1e9' is not a whole number from 1 to 1048576$/],
    [{ 'tt-size': '0' }, /^tt-size: /],
    [{ depth: '2.5' }, /^depth: '2\.5' is not a whole number from 1 to 64$/],
    [{ 'max-visits': 'lots' }, /^max-visits: 'lots' is not a whole number from 1 to 10000000000$/],
    [{ game: 'chess' }, /^game: 'chess': expected tree, random, kalah or a JSON game object/],
    [{ game: '{bad json' }, /^game: not valid JSON \(.*\); expected tree, random, kalah/],
    [{ game: '[1,2]' }, /^game: '\[1,2\]': expected tree, random, kalah or a JSON game object/],
  ])('%o', (attrs, message) => {
    const err = (() => {
      try {
        reads(attrs)();
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).toMatch(message);
    expect(err.field).toBe(Object.keys(attrs)[0]);
  });

  it('reads every attribute within its range, and an empty one as its default', () => {
    const c = config({
      guess: '-7',
      step: '+40',
      tt: 'off',
      'tt-size': '1048576',
      depth: '3',
      'max-visits': '10000000000',
      algorithm: '',
    });
    expect(c).toMatchObject({
      algorithm: 'mtdf',
      guess: -7,
      step: 40,
      tt: false,
      ttSize: 1048576,
      depth: 3,
      maxVisits: 10_000_000_000,
      schedule: [40, 20, 10, 5, 0],
    });
    expect(config({ depth: '' }).depth).toBeNull();
    expect(config({ guess: '' }).guess).toBe(0);
    expect(config({}).maxVisits).toBe(5_000_000);
  });

  it('reads lang and theme, and refuses others', () => {
    expect(readLang(null)).toBe('en');
    expect(readLang('ja')).toBe('ja');
    expect(() => readLang('xx')).toThrow(/^lang: 'xx' is not a language \(one of en, ja\)$/);
    expect(readTheme('dark')).toBe('dark');
    expect(readTheme(null)).toBeNull();
    expect(readTheme('auto')).toBe('auto');
    expect(() => readTheme('blue')).toThrow(
      /^theme: 'blue' is not a theme \(one of light, dark, auto\)$/,
    );
  });

  it('reads controls as a set of panels (all when absent), and refuses unknown names', () => {
    expect([...readControls(null)]).toEqual(PANELS);
    expect([...readControls(' tree,narration  toolbar ')]).toEqual([
      'tree',
      'narration',
      'toolbar',
    ]);
    expect(() => readControls('tree board')).toThrow(
      /^controls: 'board' is not a panel \(the panels: settings, toolbar, tree, narration, chart, counters, code, tt; spaces between\)$/,
    );
  });

  it('reads speed, autoplay, event and algorithms, and refuses others naming them', () => {
    expect(readSpeed(null)).toBe(4);
    expect(readSpeed('64')).toBe(64);
    expect(() => readSpeed('5')).toThrow(
      /^speed: '5' is not a speed \(events per second, one of 1, 2, 4, 8, 16, 32, 64\)$/,
    );
    expect(readAutoplay(null)).toBe(false);
    expect(readAutoplay('')).toBe(true);
    expect(readAutoplay('off')).toBe(false);
    expect(() => readAutoplay('yes')).toThrow(/^autoplay: 'yes' is neither on nor off/);
    expect(readEvent(null)).toBeNull();
    expect(readEvent('17')).toBe(17);
    expect(() => readEvent('-1')).toThrow(
      /^event: '-1' is not a whole number from 0 to 1000000000$/,
    );
    expect(readAlgorithms(null)).toBeNull();
    expect(readAlgorithms('mtdf, mtd-plus  alphabeta')).toEqual(['mtdf', 'mtd-plus', 'alphabeta']);
    expect(() => readAlgorithms('mtdf mtdf')).toThrow(
      /^algorithms: 'mtdf mtdf' is not two to four different/,
    );
    expect(() => readAlgorithms('a')).toThrow(/^algorithms: 'a' is not an algorithm/);
    expect(() => readAlgorithms('mtdf minimax alphabeta negascout mtd-bi')).toThrow(/two to four/);
  });

  it('reads a height as a CSS length (a bare number in px), and refuses others', () => {
    expect(readHeight(null)).toBeNull();
    expect(readHeight('500')).toBe('500px');
    expect(readHeight('30em')).toBe('30em');
    expect(readHeight('80vh')).toBe('80vh');
    expect(readHeight('100%')).toBe('100%');
    for (const bad of ['tall', '-5', '50', '1e3', '500 px', '99999'])
      expect(() => readHeight(bad)).toThrow(/^height: '.*' is not a height/);
  });
});

describe('mergeConfig (load)', () => {
  const base = config({});

  it('refuses what is not an object, and unknown fields, naming them', () => {
    expect(() => mergeConfig(base, 'mtdf')).toThrow(/^load: expected an object such as/);
    expect(() => mergeConfig(base, null)).toThrow(/^load: expected an object/);
    expect(() => mergeConfig(base, { frobnicate: 1 })).toThrow(
      /^frobnicate: unknown field \(load\(\) takes tree, game, algorithm/,
    );
    expect(() => mergeConfig(base, { algorithm: 'nope' })).toThrow(/^algorithm: 'nope'/);
    expect(() => mergeConfig(base, { guess: 'abc' })).toThrow(/^guess: 'abc'/);
    expect(() => mergeConfig(base, { tt: 'maybe' })).toThrow(/^tt: 'maybe'/);
  });

  it('refuses a tree that is not text: a number is not a one-leaf tree (issue 19)', () => {
    expect(() => mergeConfig(base, { tree: 123 })).toThrow(
      /^tree: expected tree text, a string such as '\[\[1,2\],\[3\]\]', not number \(123\)/,
    );
    expect(() => mergeConfig(base, { tree: [[1, 2], [3]] })).toThrow(/^tree: .*not an array/);
    expect(() => mergeConfig(base, { tree: null })).toThrow(/^tree: .*not object \(null\)/);
    expect(mergeConfig(base, { tree: '[1,2]' }).game).toEqual({ kind: 'tree', text: '[1,2]' });
  });

  it('reads attribute-style text like the attributes, and passes numbers on', () => {
    expect(mergeConfig(base, { tt: 'off' }).tt).toBe(false);
    expect(mergeConfig(base, { tt: false }).tt).toBe(false);
    expect(mergeConfig(base, { 'tt-size': '1024' }).ttSize).toBe(1024);
    expect(mergeConfig(base, { 'max-visits': '1000' }).maxVisits).toBe(1000);
    expect(mergeConfig(base, { maxVisits: 1000, guess: 5 })).toMatchObject({
      maxVisits: 1000,
      guess: 5,
    });
  });

  it('writes depth and max-visits back when they are set', () => {
    const c = mergeConfig(base, { depth: 3, maxVisits: 1000 });
    expect(configAttributes(c, none).slice(4)).toEqual([
      ['depth', '3'],
      ['max-visits', '1000'],
    ]);
  });
});

describe('errorDetail', () => {
  it('names the field and the position of an error', () => {
    expect(errorDetail(new ConfigError('guess', "'x' is bad"))).toEqual({
      message: "guess: 'x' is bad",
      line: null,
      column: null,
      field: 'guess',
    });
    expect(errorDetail(new Error('game.text: tree text, line 2, column 7: oops'))).toEqual({
      message: 'game.text: tree text, line 2, column 7: oops',
      line: 2,
      column: 7,
      field: 'game.text',
    });
  });
});
