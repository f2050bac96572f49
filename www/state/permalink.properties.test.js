// Properties of permalinks (fast-check): any valid state survives encode → decode; every
// single-character change, cut or insertion of an encoded string is refused with a
// ConfigError (the check covers every character) or gives the very same state; and any
// string at all, checked or not, decodes to a state that encodes again or is refused with a
// ConfigError, never anything else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  ConfigError,
  LANGS,
  MAX_STEP,
  MAX_TT_SIZE,
  MAX_VALUE,
  MAX_VISITS,
  THEMES,
} from '../element/config.js';
import { MAX_LEAVES, RANDOM_RANGES } from '../app/random-tree.js';
import { MAX_EVENT, TABS, decodeState, encodeState } from './permalink.js';

const RUNS = { numRuns: 200 };
/** A whole number in lo..hi, the ends often (where off-by-one readers go wrong). */
const int = (lo, hi) => fc.oneof(fc.constantFrom(lo, hi), fc.integer({ min: lo, max: hi }));
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const random = fc
  .record({
    branching: int(...RANDOM_RANGES.branching),
    depth: int(...RANDOM_RANGES.depth),
    min: int(...RANDOM_RANGES.min),
    max: int(...RANDOM_RANGES.max),
    seed: int(...RANDOM_RANGES.seed),
  })
  .map((r) => ({ ...r, min: Math.min(r.min, r.max), max: Math.max(r.min, r.max) }))
  .filter((r) => r.branching ** r.depth <= MAX_LEAVES);

const game = fc.record({
  kind: fc.constantFrom('kalah', 'random'),
  pits: int(1, 9),
  position: fc.string(),
});

/** Any state the page may write: at most one game, every other field optional. */
const validState = fc
  .tuple(
    fc.oneof(
      fc.constant({}),
      fc.record({ tree: fc.string({ unit: 'grapheme' }) }),
      fc.record({ random }),
      fc.record({ game }),
    ),
    fc.record(
      {
        tab: fc.constantFrom(...TABS),
        algorithm: fc.constantFrom(...ALGORITHMS),
        algorithms: fc.array(fc.constantFrom(...ALGORITHMS), { minLength: 1, maxLength: 4 }),
        guess: int(-MAX_VALUE, MAX_VALUE),
        step: int(0, MAX_STEP),
        schedule: fc.array(int(0, MAX_STEP), { minLength: 1, maxLength: 64 }),
        tt: fc.boolean(),
        'tt-size': int(1, MAX_TT_SIZE),
        depth: int(1, 64),
        'max-visits': int(1, MAX_VISITS),
        lang: fc.constantFrom(...LANGS),
        theme: fc.constantFrom(...THEMES),
        event: int(0, MAX_EVENT),
        events: fc.array(int(0, MAX_EVENT), { minLength: 1, maxLength: 4 }),
        human: fc.boolean(),
        'kalah-search': fc.constantFrom('programs', 'plain'),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([g, rest]) => ({ ...g, ...rest }));

/** decodeState's answer: `{ state }` or `{ error }` (a ConfigError); anything else fails. */
function decode(s) {
  try {
    return { state: decodeState(s) };
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.field).toBe('state');
    expect(error.message).toMatch(/^state: \S/);
    return { error };
  }
}

/** A decoded state is one the page itself could have written: it encodes and reads again. */
function expectValid(state) {
  expect(decodeState(encodeState(state))).toEqual(state);
}

/** The check written here apart from the module (FNV-1a, 32 bits, as 6 base64url letters). */
function checkOf(payload) {
  let h = 0x811c9dc5;
  for (let i = 0; i < payload.length; i++) {
    h ^= payload.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let out = '';
  for (let j = 0; j < 6; j++) out += B64[(h >>> (6 * j)) & 63];
  return out;
}

const base64url = (text) => Buffer.from(text, 'utf8').toString('base64url');

describe('permalink properties', () => {
  it('any valid state round-trips', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const s = encodeState(state);
        expect(s).toMatch(/^1\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{6}$/);
        expect(decodeState(s)).toEqual(state);
      }),
      RUNS,
    );
  });

  it('every single-character change is refused with a message', () => {
    fc.assert(
      fc.property(
        validState,
        fc.nat(),
        fc.oneof(
          fc.constantFrom(...B64, '.', ' ', '=', '+', '/'),
          fc.string({ minLength: 1, maxLength: 1 }),
        ),
        (state, at, c) => {
          const s = encodeState(state);
          const i = at % s.length;
          fc.pre(s[i] !== c);
          // the check covers every character of the payload, so not even a change to a
          // base64url letter's unused low bits gets through
          expect(decode(s.slice(0, i) + c + s.slice(i + 1)).error).toBeDefined();
        },
      ),
      RUNS,
    );
  });

  it('every cut or deletion is refused, every insertion refused or harmless', () => {
    fc.assert(
      fc.property(
        validState,
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...B64, '.'),
        (state, a, b, c) => {
          const s = encodeState(state);
          const i = a % s.length;
          const j = b % (s.length + 1);
          expect(decode(s.slice(0, i)).error).toBeDefined();
          expect(decode(s.slice(0, i) + s.slice(i + 1)).error).toBeDefined();
          // a digit put before the version ("01.") reads as the same version
          const got = decode(s.slice(0, j) + c + s.slice(j));
          if (got.state) expect(got.state).toEqual(state);
        },
      ),
      RUNS,
    );
  });

  it('any text with a good check decodes to a valid state or is refused with a message', () => {
    const payloads = fc.oneof(
      fc.string({ unit: fc.constantFrom(...B64) }),
      fc.jsonValue().map((v) => base64url(JSON.stringify(v))),
      fc
        .dictionary(fc.constantFrom(...'btrgaAfsSTzdmlheEHx'), fc.jsonValue(), { maxKeys: 4 })
        .map((o) => base64url(JSON.stringify(o))),
      fc.string({ unit: 'binary' }).map(base64url),
    );
    fc.assert(
      fc.property(payloads, (payload) => {
        const got = decode(`1.${payload}.${checkOf(payload)}`);
        if (got.state) expectValid(got.state);
      }),
      { numRuns: 300 },
    );
  });

  it('any text at all is refused with a message, never thrown at otherwise', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (s) => {
        const got = decode(s);
        if (got.state) expectValid(got.state);
      }),
      RUNS,
    );
  });
});
