import { describe, expect, it } from 'vitest';
import { guessRange, guessSpan } from './guesses.js';

/** A tree's arrays with the leaf values given (null: an inner node). */
function treeWith(values) {
  return {
    parent: values.map((_, i) => (i === 0 ? -1 : 0)),
    value: values.map((v) => v ?? 0),
    hasValue: values.map((v) => (v === null ? 0 : 1)),
  };
}

describe('guessRange', () => {
  it('takes every guess of a small range, ends included', () => {
    expect(guessRange(-2, 2)).toEqual([-2, -1, 0, 1, 2]);
  });

  it('spreads at most 41 guesses over a wide range', () => {
    const fs = guessRange(-100, 100);
    expect(fs.length).toBeLessThanOrEqual(41);
    expect(fs[0]).toBe(-100);
  });
});

describe('guessSpan', () => {
  it('widens the leaf values seen by 5 on either side', () => {
    expect(guessSpan(treeWith([null, 3, 12, -4]), 0)).toEqual([-9, 17]);
  });

  it('ignores inner nodes, whatever value their arrays hold', () => {
    const tree = treeWith([null, 2]);
    tree.value[0] = 1000;
    expect(guessSpan(tree, 0)).toEqual([-3, 7]);
  });

  it('reaches out to a guess beyond the values', () => {
    expect(guessSpan(treeWith([null, 3]), 40)).toEqual([-2, 40]);
    expect(guessSpan(treeWith([null, 3]), -40)).toEqual([-40, 8]);
  });

  it('spans −25…25 when no value is known (no tree, or no leaf yet), the guess 0 if none', () => {
    expect(guessSpan(null, undefined)).toEqual([-25, 25]);
    expect(guessSpan(treeWith([null]), null)).toEqual([-25, 25]);
  });
});
