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

  it('spreads 41 guesses, 5 apart, over -100..100', () => {
    // 201 values over 41 slots: stride ceil(201 / 41) = 5, so -100, -95, ..., 100 (41 guesses).
    const want = Array.from({ length: 41 }, (_, i) => -100 + 5 * i);
    expect(guessRange(-100, 100)).toEqual(want);
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

  it('never offers more than max guesses (found by mutation testing)', () => {
    // 0…41 is 42 values: a stride of 2 gives the 21 even ones, a stride of 1 would give 42
    expect(guessRange(0, 41, 41)).toEqual(Array.from({ length: 21 }, (_, i) => 2 * i));
  });
});
