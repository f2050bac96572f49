import { describe, expect, it } from 'vitest';
import { isLearnHash, readHash } from './hash.js';
import { parsePractice } from './practice/permalink.js';

describe('a link with a malformed % escape (issue 19)', () => {
  it('is read as typed, never a URIError', () => {
    for (const hash of ['#s=%%%garbage', '#practice=%%%', '#lesson=%E0%A4%A', '#%']) {
      expect(() => isLearnHash(hash)).not.toThrow();
      expect(() => readHash(hash)).not.toThrow();
    }
    expect(readHash('#lesson=%E0%A4%A')).toBe('lesson=%E0%A4%A');
    expect(readHash('#lesson=mtd%66')).toBe('lesson=mtdf');
    expect(isLearnHash('#s=%%%garbage')).toBe(false);
    expect(isLearnHash('#practice=%%%')).toBe(true);
  });

  it('in a practice link is named as the part that is wrong', () => {
    expect(parsePractice('#practice=%%%')).toEqual({
      error: { field: 'practice', code: 'syntax', value: '%%%' },
    });
    expect(parsePractice('#practice=seed:%%%').error).toMatchObject({
      field: 'seed',
      code: 'number',
      value: '%%%',
    });
  });
});
