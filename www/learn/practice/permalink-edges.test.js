// Practice links at their edges (issue 18, item 6: mutation testing): Stryker found that
// no test gave a link with a trailing comma or spaces, a number with a sign or a decimal
// point, or checked the game an exercise makes and the sizes offered. Expected values are
// written out by hand from permalink.js's comments.
import { describe, expect, it } from 'vitest';
import { PRACTICE_FIELDS, SIZES, parsePractice, practiceGame } from './permalink.js';

describe('parsePractice at its edges', () => {
  it('skips empty parts and spaces around names, colons and values', () => {
    const ex = { branching: 3, depth: 3, seed: 9 };
    expect(parsePractice('#practice=seed:9,')).toEqual({ exercise: ex });
    expect(parsePractice('#practice=seed:9, ')).toEqual({ exercise: ex });
    expect(parsePractice('#practice= seed : 9 ')).toEqual({ exercise: ex });
  });

  it('a part that does not start with a name is not read', () => {
    expect(parsePractice('#practice=1seed:3')).toEqual({
      error: { field: 'practice', code: 'syntax', value: '1seed:3' },
    });
  });

  it('a value with a sign, a decimal point or an exponent is not a whole number', () => {
    for (const value of ['+5', '5.0', '1e3']) {
      expect(parsePractice(`#practice=seed:${value}`)).toEqual({
        error: { field: 'seed', code: 'number', value, min: 0, max: 4294967295 },
      });
    }
  });
});

describe('the game of an exercise and the sizes offered', () => {
  it('is the random tree with leaf values from −9 to 9', () => {
    expect(practiceGame({ branching: 2, depth: 3, seed: 5 })).toEqual({
      kind: 'random',
      branching: 2,
      depth: 3,
      seed: 5,
      min: -9,
      max: 9,
    });
  });

  it('offers small, medium and large trees, each within the link’s ranges, growing', () => {
    expect(Object.keys(SIZES)).toEqual(['small', 'medium', 'large']);
    const leaves = Object.values(SIZES).map(({ branching, depth }) => {
      expect(branching).toBeGreaterThanOrEqual(PRACTICE_FIELDS.branching.min);
      expect(branching).toBeLessThanOrEqual(PRACTICE_FIELDS.branching.max);
      expect(depth).toBeGreaterThanOrEqual(PRACTICE_FIELDS.depth.min);
      expect(depth).toBeLessThanOrEqual(PRACTICE_FIELDS.depth.max);
      return branching ** depth;
    });
    // 2^3, 3^3 and 3^4 leaves
    expect(leaves).toEqual([8, 27, 81]);
  });
});
