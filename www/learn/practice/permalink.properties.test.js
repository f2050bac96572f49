// Properties of practice links (fast-check): any exercise survives formatPractice →
// parsePractice, as the bare value and as a link's hash; any text at all is read as an
// exercise within range, a practice link's error object naming its field, or null (not a
// practice link), and never throws. (Hashes are text: an object whose toString throws is
// left out.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRACTICE_FIELDS, formatPractice, parsePractice, practiceHash } from './permalink.js';

const RUNS = { numRuns: 200 };
const CODES = ['unknown', 'number', 'repeated', 'syntax'];

const exercise = fc.record(
  Object.fromEntries(
    Object.entries(PRACTICE_FIELDS).map(([k, { min, max }]) => [
      k,
      fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max })),
    ]),
  ),
);

/** Text near a practice link: the prefix, then fields and values true, false and odd. */
const nearLink = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...Object.keys(PRACTICE_FIELDS)), weight: 4 },
        { arbitrary: fc.string(), weight: 1 },
      ),
      fc.constantFrom(':', ':', ':', ' : ', '', '='),
      fc.oneof(
        // at and just past every field's ends
        {
          arbitrary: fc.constantFrom(-1, 0, 1, 2, 3, 4, 5, 4294967295, 4294967296).map(String),
          weight: 3,
        },
        fc.integer({ min: -5, max: 2 ** 33 }).map(String),
        fc.string(),
      ),
    ),
    { maxLength: 5 },
  )
  .chain((parts) =>
    fc
      .constantFrom('#practice=', 'practice=', '#practice%3D', '')
      .map((prefix) => prefix + parts.map((p) => p.join('')).join(',')),
  );

describe('practice link properties', () => {
  it('any exercise round-trips, as a value and as a hash', () => {
    fc.assert(
      fc.property(exercise, (ex) => {
        expect(parsePractice(`practice=${formatPractice(ex)}`)).toEqual({ exercise: ex });
        expect(parsePractice(practiceHash(ex))).toEqual({ exercise: ex });
      }),
      RUNS,
    );
  });

  it('a field is read exactly when its whole number lies in its range', () => {
    const field = fc.constantFrom(...Object.entries(PRACTICE_FIELDS));
    const near = field.chain(([k, { min, max }]) =>
      fc.tuple(
        fc.constant(k),
        fc.constant({ min, max }),
        fc.oneof(
          fc.constantFrom(min - 1, min, max, max + 1),
          fc.integer({ min: min - 3, max: max + 3 }),
        ),
      ),
    );
    fc.assert(
      fc.property(near, ([k, { min, max }, v]) => {
        const got = parsePractice(`#practice=${k}:${v}`);
        if (v >= min && v <= max) expect(got.exercise[k]).toBe(v);
        else expect(got.error).toMatchObject({ field: k, code: 'number', min, max });
      }),
      RUNS,
    );
  });

  it('any text gives an exercise in range, an error object naming its field, or null', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          { arbitrary: nearLink, weight: 6 },
          { arbitrary: fc.string(), weight: 1 },
          { arbitrary: fc.constantFrom(null, undefined, 0), weight: 1 },
        ),
        (text) => {
          const got = parsePractice(text);
          if (got === null) return;
          if (got.error) {
            expect(Object.keys(got)).toEqual(['error']);
            expect(CODES).toContain(got.error.code);
            expect(typeof got.error.field).toBe('string');
            if (got.error.code !== 'syntax')
              expect(got.error.field in PRACTICE_FIELDS || got.error.code === 'unknown').toBe(true);
            return;
          }
          expect(Object.keys(got.exercise).sort()).toEqual(Object.keys(PRACTICE_FIELDS).sort());
          for (const [k, { min, max }] of Object.entries(PRACTICE_FIELDS)) {
            expect(Number.isInteger(got.exercise[k])).toBe(true);
            expect(got.exercise[k]).toBeGreaterThanOrEqual(min);
            expect(got.exercise[k]).toBeLessThanOrEqual(max);
          }
          // what was read is written back as the same exercise
          expect(parsePractice(practiceHash(got.exercise))).toEqual(got);
        },
      ),
      { numRuns: 300 },
    );
  });
});
