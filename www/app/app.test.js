import { describe, expect, it } from 'vitest';
import { randomTree, randomTreeText, readRandomFields, rng } from './random-tree.js';
import { fieldMessages } from '../i18n/field-messages.js';
import { offsetOf } from './editor.js';
import { PRESETS } from './presets.js';
import { guessRange } from '../state/guesses.js';
import { chartDomain } from '../render/bounds-chart.js';

describe('random trees', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(randomTreeText({ seed: 7 })).toBe(randomTreeText({ seed: 7 }));
    expect(randomTreeText({ seed: 7 })).not.toBe(randomTreeText({ seed: 8 }));
  });

  it('have the asked shape and values in range', () => {
    const t = randomTree({ branching: 2, depth: 3, min: -2, max: 2, seed: 3 });
    const leaves = t.flat(3);
    expect(leaves).toHaveLength(8);
    expect(leaves.every((v) => Number.isInteger(v) && v >= -2 && v <= 2)).toBe(true);
    expect(() => randomTree({ branching: 50, depth: 4 })).toThrow(/20000/);
    const r = rng(1);
    expect(r()).toBeGreaterThanOrEqual(0);
  });
});

describe('the editor', () => {
  it('turns an engine line and column into an offset in the text', () => {
    const text = '[[3, 12],\n [2, x]]';
    expect(text[offsetOf(text, 2, 6)]).toBe('x');
    expect(offsetOf(text, 1, 1)).toBe(0);
  });
});

describe('presets', () => {
  it('include the trees issue 4 asks for', () => {
    const texts = PRESETS.map((p) => p.text);
    expect(texts).toContain('[[3,12,8],[2,4,6],[14,5,2]]');
    expect(texts).toContain('[[6,9,-7],[6,-1]]');
    const literal = PRESETS.find((p) => p.text === '[[6,9,-7],[6,-1]]');
    expect(literal).toMatchObject({ algorithm: 'mtdf-literal', guess: 8 });
    expect(PRESETS.some((p) => /(\w+):.*\b\1\b/.test(p.text))).toBe(true); // a transposition
  });
});

describe('plots', () => {
  it('tries every guess over a small range and spreads them over a large one', () => {
    expect(guessRange(-2, 2)).toEqual([-2, -1, 0, 1, 2]);
    const wide = guessRange(-100, 100);
    expect(wide.length).toBeLessThanOrEqual(41);
    expect(wide[0]).toBe(-100);
  });

  it('scales the bounds chart to the finite values of all tests', () => {
    const tests = [
      { beta: null, g: 14, lower: null, upper: 14 },
      { beta: 14, g: 3, lower: 3, upper: 14 },
    ];
    expect(chartDomain(tests, 3)).toEqual([2, 15]);
    expect(chartDomain([], null)).toEqual([-1, 1]);
  });
});

describe('the random-tree fields', () => {
  const labels = { branching: 'Children', depth: 'Depth', seed: 'Seed', min: 'Min', max: 'Max' };
  const read = (v, lang = 'en') =>
    readRandomFields(
      { branching: '3', depth: '3', seed: '1', min: '-9', max: '9', ...v },
      { labels, messages: fieldMessages(lang) },
    );

  it('reads whole numbers in their ranges', () => {
    expect(read({})).toEqual({
      options: { branching: 3, depth: 3, seed: 1, min: -9, max: 9 },
    });
  });

  it.each([
    [{ depth: '2.5' }, 'depth', "Depth: '2.5' is not a whole number from 0 to 12."],
    [{ branching: '0' }, 'branching', "Children: '0' is not a whole number from 1 to 20."],
    [{ seed: '-1' }, 'seed', "Seed: '-1' is not a whole number from 0 to 4294967295."],
    [{ min: '' }, 'min', "Min: '' is not a whole number from -1000000000 to 1000000000."],
    [{ min: '5', max: '2' }, 'min', 'Min must not be greater than Max.'],
    [
      { branching: '20', depth: '4' },
      'depth',
      'The tree would have 160,000 leaves; at most 20,000: use fewer children or levels.',
    ],
  ])('refuses %o, naming the field', (v, field, error) => {
    expect(read(v)).toEqual({ field, error });
  });

  it('never recurses without end on a fractional depth', () => {
    expect(() => randomTree({ branching: 2, depth: 2.5 })).toThrow(/whole numbers/);
    expect(read({ min: '5', max: '2' }, 'ja').error).toBe(
      'Minは Max以下にしてください。'.replace(' ', ''),
    );
  });
});
