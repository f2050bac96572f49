// Properties of the element's config (fast-check): any attribute strings give a config whose
// every field lies in its range, or a ConfigError naming one of the attributes given; any
// valid config is written as attributes and read back the same; any load() patch gives a
// config or a ConfigError naming one of its fields; and load()'s attribute-style text reads
// as the attributes do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  CUTS,
  ConfigError,
  MAX_STEP,
  MAX_TT_SIZE,
  MAX_VALUE,
  MAX_VISITS,
  configAttributes,
  configFromAttributes,
  mergeConfig,
} from './config.js';

const RUNS = { numRuns: 200 };

/** A whole number in lo..hi, the ends often. */
const int = (lo, hi) => fc.oneof(fc.constantFrom(lo, hi), fc.integer({ min: lo, max: hi }));

/** Text as a person types it: spaces around, a plus sign now and then. */
const typed = (n) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  '), fc.constantFrom('', '+'), fc.constantFrom('', ' '))
    .map(([a, plus, b]) => `${a}${n >= 0 ? plus : ''}${n}${b}`);

/** Each attribute's ranges, written here apart from the module. */
const RANGES = {
  guess: [-MAX_VALUE, MAX_VALUE],
  step: [0, MAX_STEP],
  'tt-size': [1, MAX_TT_SIZE],
  depth: [1, 64],
  'max-visits': [1, MAX_VISITS],
};

/** A value near or in an integer attribute's range (in it, just past it, far off). */
const nearInt = ([lo, hi]) =>
  fc.oneof(int(lo, hi), fc.constantFrom(lo - 1, hi + 1, 2 ** 53, -(2 ** 53)), fc.integer());

/** Some text for any attribute: what its reader takes, and what it must refuse. */
const attribute = {
  algorithm: fc.oneof(fc.constantFrom(...ALGORITHMS, 'MTDF', 'mtd f', ''), fc.string()),
  guess: fc.oneof(nearInt(RANGES.guess).chain(typed), fc.string()),
  step: fc.oneof(nearInt(RANGES.step).chain(typed), fc.string()),
  schedule: fc.oneof(
    fc.array(nearInt(RANGES.step), { minLength: 0, maxLength: 6 }).map((s) => s.join(', ')),
    fc.string(),
  ),
  tt: fc.oneof(fc.constantFrom('on', 'off', 'true', 'false', 'yes', ''), fc.string()),
  'tt-size': fc.oneof(nearInt(RANGES['tt-size']).chain(typed), fc.string()),
  depth: fc.oneof(nearInt(RANGES.depth).chain(typed), fc.constant(''), fc.string()),
  'max-visits': fc.oneof(nearInt(RANGES['max-visits']).chain(typed), fc.string()),
  cut: fc.oneof(fc.constantFrom(...CUTS, 'GE', ''), fc.string()),
  game: fc.oneof(
    fc.constantFrom('tree', 'random', 'kalah', '', '{}', '[]', '{"kind":"kalah"}', '{'),
    fc.string(),
  ),
  tree: fc.string(),
};

const attributes = fc.record(attribute, { requiredKeys: [] });

function expectInRange(c) {
  expect(ALGORITHMS).toContain(c.algorithm);
  for (const [key, name] of [
    ['guess', 'guess'],
    ['step', 'step'],
    ['ttSize', 'tt-size'],
    ['maxVisits', 'max-visits'],
  ]) {
    expect(Number.isSafeInteger(c[key])).toBe(true);
    expect(c[key]).toBeGreaterThanOrEqual(RANGES[name][0]);
    expect(c[key]).toBeLessThanOrEqual(RANGES[name][1]);
  }
  if (c.depth !== null) expect(c.depth >= 1 && c.depth <= 64).toBe(true);
  expect(typeof c.tt).toBe('boolean');
  expect(c.schedule.length).toBeGreaterThan(0);
  for (const s of c.schedule) expect(Number.isSafeInteger(s) && s >= 0 && s <= MAX_STEP).toBe(true);
  if (c.cut !== undefined) expect(CUTS).toContain(c.cut);
  expect(c.game && typeof c.game === 'object' && !Array.isArray(c.game)).toBe(true);
}

/** Any config the element may hold. */
const validConfig = fc
  .record({
    game: fc.oneof(
      fc.string().map((text) => ({ kind: 'tree', text })),
      fc.record({ kind: fc.constantFrom('kalah', 'random'), pits: int(1, 9), seed: fc.nat() }),
    ),
    algorithm: fc.constantFrom(...ALGORITHMS),
    guess: int(...RANGES.guess),
    step: int(...RANGES.step),
    schedule: fc.option(fc.array(int(...RANGES.step), { minLength: 1, maxLength: 8 })),
    tt: fc.boolean(),
    ttSize: int(...RANGES['tt-size']),
    depth: fc.option(int(...RANGES.depth)),
    maxVisits: int(...RANGES['max-visits']),
    cut: fc.constantFrom(...CUTS),
  })
  .map((c) => ({
    ...configFromAttributes(() => null),
    ...c,
    schedule:
      c.schedule ?? configFromAttributes((n) => (n === 'step' ? String(c.step) : null)).schedule,
  }));

describe('load() names the field it was given (found by the properties below)', () => {
  it('refuses ttSize and maxVisits text naming them, not the attributes tt-size and max-visits', () => {
    for (const [field, text] of [
      ['ttSize', ''],
      ['maxVisits', 'many'],
    ]) {
      const err = (() => {
        try {
          mergeConfig({}, { [field]: text });
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(err).toBeInstanceOf(ConfigError);
      expect(err.field).toBe(field);
      expect(err.message).toBe(
        `${field}: '${text}' is not a whole number from 1 to ${field === 'ttSize' ? MAX_TT_SIZE : MAX_VISITS}`,
      );
    }
  });
});

describe('element config properties', () => {
  it('any attributes give a config in range, or a ConfigError naming one of them', () => {
    fc.assert(
      fc.property(attributes, (attrs) => {
        let c;
        try {
          c = configFromAttributes((n) => attrs[n] ?? null);
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          expect(Object.keys(attrs)).toContain(err.field);
          expect(err.message.startsWith(`${err.field}: `)).toBe(true);
          // the attribute named is at fault: without it the rest is read, or another is named
          const rest = { ...attrs };
          delete rest[err.field];
          try {
            configFromAttributes((n) => rest[n] ?? null);
          } catch (again) {
            expect(again).toBeInstanceOf(ConfigError);
            expect(again.field).not.toBe(err.field);
          }
          return;
        }
        expectInRange(c);
      }),
      { numRuns: 300 },
    );
  });

  it('a number attribute is read exactly when it is a whole number in its range', () => {
    const KEYS = {
      guess: 'guess',
      step: 'step',
      'tt-size': 'ttSize',
      depth: 'depth',
      'max-visits': 'maxVisits',
    };
    const near = fc.constantFrom(...Object.keys(RANGES)).chain((name) => {
      const [lo, hi] = RANGES[name];
      const edge = fc.constantFrom(lo - 1, lo, lo + 1, hi - 1, hi, hi + 1);
      return fc.tuple(fc.constant(name), fc.oneof(edge, fc.integer()).chain(typed));
    });
    fc.assert(
      fc.property(near, ([name, text]) => {
        const [lo, hi] = RANGES[name];
        const n = Number(text);
        let c;
        try {
          c = configFromAttributes((a) => (a === name ? text : null));
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          expect(err.field).toBe(name);
          expect(n < lo || n > hi).toBe(true);
          return;
        }
        expect(c[KEYS[name]]).toBe(n);
        expect(n >= lo && n <= hi).toBe(true);
      }),
      RUNS,
    );
  });

  it('any valid config is written as attributes and read back the same', () => {
    fc.assert(
      fc.property(validConfig, fc.boolean(), (c, hasAll) => {
        const attrs = new Map(configAttributes(c, () => hasAll));
        const back = configFromAttributes((n) => attrs.get(n) ?? null);
        // an absent cut is the default one
        expect({ ...back, cut: back.cut ?? 'ge' }).toEqual(c);
      }),
      RUNS,
    );
  });

  it('any load() patch gives a config, or a ConfigError naming one of its fields', () => {
    const key = fc.constantFrom(
      ...Object.keys(attribute),
      'ttSize',
      'maxVisits',
      'maxTests',
      'speed',
      '',
    );
    const patch = fc.dictionary(
      key,
      fc.oneof(fc.string(), fc.jsonValue(), fc.constant(undefined)),
      {
        maxKeys: 4,
      },
    );
    fc.assert(
      fc.property(validConfig, patch, (c, p) => {
        try {
          mergeConfig(c, p);
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          expect(Object.keys(p)).toContain(err.field);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("load()'s attribute-style text reads as the attributes do", () => {
    // each attribute's valid text, not empty (load() takes '' as a value to read)
    const valid = fc.record(
      {
        algorithm: fc.constantFrom(...ALGORITHMS),
        guess: int(...RANGES.guess).chain(typed),
        step: int(...RANGES.step).chain(typed),
        schedule: fc
          .array(int(...RANGES.step), { minLength: 1, maxLength: 6 })
          .map((s) => s.join(' ')),
        tt: fc.constantFrom('on', 'off', 'true', 'false'),
        'tt-size': int(...RANGES['tt-size']).chain(typed),
        depth: int(...RANGES.depth).chain(typed),
        'max-visits': int(...RANGES['max-visits']).chain(typed),
        cut: fc.constantFrom(...CUTS),
        tree: fc.string({ minLength: 1 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(valid, (attrs) => {
        const fromAttributes = configFromAttributes((n) => attrs[n] ?? null);
        expectInRange(fromAttributes);
        expect(
          mergeConfig(
            configFromAttributes(() => null),
            attrs,
          ),
        ).toEqual(fromAttributes);
      }),
      RUNS,
    );
  });
});
