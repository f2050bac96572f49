// The permalink format, pinned by an encoder written here from its description (issue 18,
// item 6: mutation testing): `1.<base64url of the compact JSON>.<6-letter FNV-1a check>`,
// with the short keys of the format. Stryker found that a key renamed, or a message naming
// the wrong field, went unnoticed: both ends changed together, so the round trips still
// passed, while every link made before would stop working. Each expected message is the
// one the code's readers promise (www/state/permalink.js, www/element/config.js).
import { describe, expect, it } from 'vitest';
import {
  decodeState,
  encodeState,
  stateAttribute,
  stateConfig,
  stateOfConfig,
} from './permalink.js';
import { configFromAttributes } from '../element/config.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** FNV-1a (32 bits) of the payload's characters, six base64url letters, low bits first. */
function fnv6(payload) {
  let h = 0x811c9dc5;
  for (const ch of payload) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return Array.from({ length: 6 }, (_, j) => B64[(h >>> (6 * j)) & 63]).join('');
}

/** A state string of a payload given as is (base64url text). */
const framed = (payload) => `1.${payload}.${fnv6(payload)}`;
/** A state string of a compact JSON value. */
const link = (compact) => framed(Buffer.from(JSON.stringify(compact)).toString('base64url'));

const decodeError = (s) => {
  try {
    decodeState(s);
  } catch (err) {
    return err.message;
  }
  return 'no error';
};

describe('the format of a state string', () => {
  const state = {
    tab: 'compare',
    tree: '[1,2]',
    algorithm: 'mtdf',
    algorithms: ['mtdf', 'alphabeta'],
    guess: -3,
    step: 7,
    schedule: [7, 3, 0],
    tt: false,
    'tt-size': 1024,
    depth: 3,
    'max-visits': 1000,
    lang: 'ja',
    theme: 'dark',
    event: 5,
    events: [1, 2],
    human: true,
    'kalah-search': 'plain',
  };
  const compact = {
    b: 'compare',
    t: '[1,2]',
    a: 'mtdf',
    A: ['mtdf', 'alphabeta'],
    f: -3,
    s: 7,
    S: [7, 3, 0],
    T: false,
    z: 1024,
    d: 3,
    m: 1000,
    l: 'ja',
    h: 'dark',
    e: 5,
    E: [1, 2],
    H: true,
    K: 'plain',
  };

  it('writes every field under its short key, and reads it back', () => {
    expect(encodeState(state)).toBe(link(compact));
    expect(decodeState(link(compact))).toEqual(state);
  });

  it('writes a random tree as its five numbers, a game as its object', () => {
    const random = { branching: 2, depth: 3, min: -5, max: 5, seed: 9 };
    expect(encodeState({ random, tab: 'explore' })).toBe(
      link({ r: [2, 3, -5, 5, 9], b: 'explore' }),
    );
    expect(decodeState(link({ r: [2, 3, -5, 5, 9] }))).toEqual({ random });
    const game = { kind: 'kalah', pits: 3, seeds: 2, depth: 4 };
    expect(encodeState({ game })).toBe(link({ g: game }));
  });

  it('leaves out a field given as undefined, and reads a link with spaces around it', () => {
    expect(encodeState({ tab: 'kalah', event: undefined })).toBe(link({ b: 'kalah' }));
    expect(decodeState(`  ${link({ b: 'kalah' })}\n`)).toEqual({ tab: 'kalah' });
  });

  it('reads an empty lang and theme as the defaults', () => {
    expect(decodeState(link({ l: '', h: '' }))).toEqual({ lang: 'en', theme: null });
  });
});

describe('a value that cannot be read names its field', () => {
  it.each([
    [{ b: 'learn' }, 'state: tab: "learn" is not one of explore, compare, kalah'],
    [{ t: 5 }, 'state: tree: expected text, not 5'],
    [{ A: ['mtdf', 'nope'] }, 'state: algorithms[1]: "nope" is not one of minimax,'],
    [{ A: [] }, 'state: algorithms: expected a list of 1 to 4 values, not []'],
    [
      { A: ['mtdf', 'mtdf', 'mtdf', 'mtdf', 'mtdf'] },
      'state: algorithms: expected a list of 1 to 4',
    ],
    [{ A: 'mtdf' }, 'state: algorithms: expected a list of 1 to 4 values, not "mtdf"'],
    [{ s: -1 }, "state: step: '-1' is not a whole number from 0 to 1000000000"],
    [{ S: [5, 'x'] }, 'state: schedule[1]: expected a number, not "x"'],
    [{ S: 5 }, 'state: schedule: expected a list of 1 to 64 values, not 5'],
    [{ T: 'on' }, 'state: tt: expected true or false, not "on"'],
    [{ z: 0 }, "state: tt-size: '0' is not a whole number from 1 to 1048576"],
    [{ d: 65 }, "state: depth: '65' is not a whole number from 1 to 64"],
    [{ m: 0 }, "state: max-visits: '0' is not a whole number from 1 to 10000000000"],
    [{ l: 5 }, 'state: lang: 5 is not one of en, ja'],
    [{ l: 'fr' }, "state: lang: 'fr' is not a language (one of en, ja)"],
    [{ h: 5 }, 'state: theme: 5 is not one of light, dark, auto'],
    [{ h: 'blue' }, "state: theme: 'blue' is not a theme (one of light, dark, auto)"],
    [{ E: [1, -1] }, "state: events[1]: '-1' is not a whole number from 0 to 10000000"],
    [{ E: 5 }, 'state: events: expected a list of 1 to 4 values, not 5'],
    [{ H: 1 }, 'state: human: expected true or false, not 1'],
    [{ K: 'fast' }, 'state: kalah-search: "fast" is not one of programs, plain'],
    [{ r: [2, 3, -5, 5] }, 'state: random: expected a list of 5 to 5 values, not [2,3,-5,5]'],
    [{ r: [2, 13, -5, 5, 9] }, "state: random.depth: '13' is not a whole number from 0 to 12"],
    [{ r: [2, 3, 5, -5, 9] }, 'state: random: min 5 is above max -5'],
    [{ r: [20, 4, -5, 5, 9] }, 'state: random: 20^4 leaves is more than 20000'],
    [{ g: 5 }, 'state: game: expected a game object, not 5'],
    [{ g: null }, 'state: game: expected a game object, not null'],
    [{ g: [1] }, 'state: game: expected a game object, not [1]'],
    [{ g: { kind: 'tree', text: '[1]' } }, 'state: game: a tree is given as tree text'],
    [
      { r: [2, 3, -5, 5, 9], g: { kind: 'kalah' } },
      'state: it gives both a random tree and another game',
    ],
    [5, 'state: its data is not an object of fields'],
  ])('%j', (compact, message) => {
    expect(decodeError(link(compact)).startsWith(message)).toBe(true);
  });
});

describe('a string that is not a state says why', () => {
  it.each([
    ['x1.e30.AAAAAA', 'state: it does not start with a version (such as "1.")'],
    ['12.e30.AAAAAA', 'state: it was made by a newer mtdlab (version 12)'],
    ['1.e30', 'state: it is cut short (its check, after the last ".", is missing)'],
    ['1.e30.abc', 'state: it is cut short (its check has 3 of 6 letters)'],
    [framed('e30Ae'), 'state: its data is cut short (a base64url text cannot be that long)'],
    [framed('e3*9'), 'state: its data holds "*" at 3, not a base64url letter'],
    [`1..${fnv6('')}`, 'state: its data is not valid JSON'],
  ])('%s', (s, message) => {
    expect(decodeError(s).startsWith(message)).toBe(true);
  });

  it('a string longer than 4,000,000 characters is refused before it is read', () => {
    const long = `1.${'A'.repeat(4_000_000)}.AAAAAA`;
    expect(decodeError(long)).toBe('state: it is longer than 4000000 characters');
    const exact = `1.${'A'.repeat(4_000_000 - 9)}.AAAAAA`;
    expect(exact).toHaveLength(4_000_000);
    expect(decodeError(exact)).toMatch(/^state: it has been changed or cut short/);
  });

  it('names a field it does not know, listing the ones it does', () => {
    expect(() => encodeState({ colour: 'red' })).toThrow(
      'not a field of a state (tab, tree, random, game, algorithm, algorithms, guess, step, schedule, tt, tt-size, depth, max-visits, lang, theme, event, events, human, kalah-search, iterative-deepening, history, tt-move-first, aspiration)',
    );
  });
});

describe('stateAttribute and stateOfConfig', () => {
  it('a field set to null stands for no attribute', () => {
    expect(stateAttribute({ depth: null }, 'depth')).toBeNull();
  });

  it('the state’s schedule is its own copy, not the config’s', () => {
    const c = configFromAttributes((n) => ({ algorithm: 'mtd-f-step', schedule: '8, 4, 0' })[n]);
    const s = stateOfConfig(c);
    s.schedule.push(99);
    expect(c.schedule).toEqual([8, 4, 0]);
  });
});

// issue 23: a lab searching with the enhancements (the Kalah tab's programs' setting) has a
// state, and it reads back to the same config
describe('the enhancements in a state', () => {
  it('are written as switches and a window, and read back to the config', () => {
    const game = { kind: 'kalah', pits: 3, seeds: 2, depth: 4 };
    const config = {
      ...stateConfig({ game, algorithm: 'negascout-tt' }),
      iterativeDeepening: true,
      history: true,
      ttMoveFirst: true,
      aspiration: 2,
    };
    const state = stateOfConfig(config, { tab: 'kalah' });
    expect(state).toMatchObject({
      'iterative-deepening': true,
      history: true,
      'tt-move-first': true,
      aspiration: 2,
    });
    const back = stateConfig(decodeState(encodeState(state)));
    expect(back).toMatchObject({
      algorithm: 'negascout-tt',
      iterativeDeepening: true,
      history: true,
      ttMoveFirst: true,
      aspiration: 2,
    });
    const plain = stateConfig(
      decodeState(
        encodeState(
          stateOfConfig({
            ...config,
            iterativeDeepening: false,
            history: false,
            ttMoveFirst: false,
            aspiration: null,
          }),
        ),
      ),
    );
    // the plain search: no enhancement written, none read back (off, the defaults)
    for (const f of ['iterativeDeepening', 'history', 'ttMoveFirst', 'aspiration'])
      expect(plain[f] ?? null, f).not.toBe(true);
    expect(plain.aspiration ?? null).toBeNull();
  });
});
