import { describe, expect, it } from 'vitest';
import { AIMA, ConfigError, configFromAttributes } from '../element/config.js';
import { randomTreeText } from '../app/random-tree.js';
import {
  decodeState,
  encodeState,
  stateAttribute,
  stateConfig,
  readState,
  stateOfConfig,
  stateString,
} from './permalink.js';

/** The ConfigError decodeState throws for `s` (fails the test when it throws none). */
function refusal(s) {
  try {
    decodeState(s);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err;
  }
  throw new Error(`decodeState accepted ${s}`);
}

const FULL = {
  tab: 'compare',
  tree: 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2)) ✓ 日本',
  algorithm: 'mtd-f-step',
  algorithms: ['alphabeta', 'mtdf'],
  guess: -7,
  step: 40,
  schedule: [40, 20, 0],
  tt: false,
  'tt-size': 1024,
  depth: 3,
  'max-visits': 1000,
  lang: 'ja',
  theme: 'dark',
  event: 17,
  events: [3, 4],
};

describe('encodeState / decodeState', () => {
  it('gives back every field, Unicode text included, in a URL-safe string', () => {
    const s = encodeState(FULL);
    expect(s).toMatch(/^1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}$/);
    expect(decodeState(s)).toEqual(FULL);
  });

  it('leaves out fields that are null and the text of a random tree', () => {
    const random = { branching: 2, depth: 3, min: -5, max: 5, seed: 9 };
    const s = encodeState({ tree: 'x', random, event: null });
    expect(decodeState(s)).toEqual({ random });
    expect(stateAttribute(decodeState(s), 'tree')).toBe(randomTreeText(random));
  });

  it('keeps a Kalah position as its game object', () => {
    const game = { kind: 'kalah', pits: 3, seeds: 2, position: '2,2,2,0,2,2,2,0;0', depth: 4 };
    const state = decodeState(encodeState({ tab: 'kalah', game, algorithm: 'mtdf', human: true }));
    expect(state.game).toEqual(game);
    expect(stateConfig(state).game).toEqual(game);
  });

  it('is short for the textbook tree', () => {
    expect(encodeState({ tree: AIMA, algorithm: 'mtdf', event: 12 }).length).toBeLessThanOrEqual(
      80,
    );
  });

  it('refuses to write a field it does not know or a value it would not read back', () => {
    expect(() => encodeState({ frobnicate: 1 })).toThrow(/frobnicate: not a field of a state/);
    expect(() => encodeState({ guess: 1.5 })).toThrow(/guess/);
  });
});

describe('decodeState refuses, saying what is wrong', () => {
  const good = encodeState({ tree: AIMA, algorithm: 'mtdf', event: 5 });

  it('a string cut short anywhere', () => {
    for (let n = 1; n < good.length; n++) {
      const err = refusal(good.slice(0, n));
      expect(err.field).toBe('state');
      expect(err.message).toMatch(/^state: /);
    }
    expect(refusal(good.slice(0, 30)).message).toMatch(/cut short/);
    expect(refusal(good.slice(0, -2)).message).toMatch(/cut short/);
  });

  it('a string changed by hand', () => {
    const i = 10;
    const other = good[i] === 'A' ? 'B' : 'A';
    expect(refusal(good.slice(0, i) + other + good.slice(i + 1)).message).toMatch(
      /changed or cut short \(its check does not match/,
    );
  });

  it('an older or a newer version', () => {
    const body = good.slice(good.indexOf('.'));
    expect(refusal(`0${body}`).message).toMatch(/older mtdlab \(version 0\).*reads version 1/);
    expect(refusal(`2${body}`).message).toMatch(/newer mtdlab \(version 2\)/);
    expect(refusal('hello').message).toMatch(/does not start with a version/);
    expect(refusal('').message).toMatch(/empty/);
    expect(refusal(null).message).toMatch(/expected text/);
  });

  /** A string with a good check around `json` (as a hand-made state would be). */
  const withCheck = (payload) => {
    // the check is FNV-1a of the payload, as encodeState writes it: recompute the same way
    let h = 0x811c9dc5;
    for (let i = 0; i < payload.length; i++) {
      h ^= payload.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let sum = '';
    for (let j = 0; j < 6; j++) sum += B64[(h >>> (6 * j)) & 63];
    return `1.${payload}.${sum}`;
  };
  const forge = (json) => withCheck(Buffer.from(json, 'utf8').toString('base64url'));

  it('a hand-made state with a good check but values out of range, named by field', () => {
    expect(withCheck(Buffer.from('{}').toString('base64url'))).toBe(encodeState({}));
    expect(refusal(forge('{"f":"abc"}')).message).toMatch(/^state: guess: expected a number/);
    expect(refusal(forge('{"f":1e12}')).message).toMatch(/guess: '1000000000000' is not a whole/);
    expect(refusal(forge('{"a":"chess"}')).message).toMatch(/algorithm: "chess" is not one of/);
    expect(refusal(forge('{"x":1}')).message).toMatch(/does not know \("x"\)/);
    expect(refusal(forge('[1,2]')).message).toMatch(/not an object of fields/);
    expect(refusal(forge('{"t":"[1]","g":{"kind":"kalah"}}')).message).toMatch(/both/);
    expect(refusal(forge('{"r":[20,12,0,1,1]}')).message).toMatch(/more than 20000/);
    expect(refusal(forge('{"l":"xx"}')).message).toMatch(/lang/);
    expect(refusal(forge('{"e":-1}')).message).toMatch(/event/);
    expect(refusal(forge('{"t"')).message).toMatch(/not valid JSON/);
    expect(refusal(withCheck('@@@@')).message).toMatch(/not a base64url letter/);
    expect(refusal(withCheck('_w')).message).toMatch(/not UTF-8/);
  });
});

describe('a state and the attributes', () => {
  it('a config written as attributes and read back through a state is the same config', () => {
    const attrs = { tree: '[[1,2],[3]]', algorithm: 'mtd-f-step', guess: '4', schedule: '9 3 0' };
    const c = configFromAttributes((n) => attrs[n] ?? null);
    const { state, config } = readState(stateString(c, { event: 3, lang: 'ja' }));
    expect(state).toMatchObject({ event: 3, lang: 'ja', schedule: [9, 3, 0], guess: 4 });
    expect(config).toEqual(c);
  });

  it('writes only what differs from the defaults', () => {
    const c = configFromAttributes(() => null);
    expect(stateOfConfig(c, { event: 0 })).toEqual({
      tree: AIMA,
      algorithm: 'mtdf',
      guess: 0,
      event: 0,
    });
    const k = configFromAttributes((n) => (n === 'game' ? 'kalah' : n === 'tt' ? 'off' : null));
    expect(stateOfConfig(k)).toMatchObject({ game: k.game, tt: false });
    expect(readState(stateString(k)).config).toEqual(k);
  });

  it('a value the attributes refuse is refused with their message', () => {
    expect(() => stateConfig({ tree: AIMA, depth: 65 })).toThrow(/depth/);
  });
});
