import { describe, expect, it } from 'vitest';
import { bestMove, moves, opening, play, positionText, search, value } from './kalah-rules.js';
import { randomTree, randomTreeText, rng } from './random-tree.js';
import { offsetOf } from './editor.js';
import { PRESETS } from './presets.js';
import { guessRange } from '../state/guesses.js';
import { chartDomain } from '../render/bounds-chart.js';

describe('Kalah rules', () => {
  it('sets up the opening of Kalah(3, 2) and writes it as the engine reads it', () => {
    const pos = opening(3, 2);
    expect(positionText(pos)).toBe('2,2,2,0,2,2,2,0;1');
    expect(moves(pos)).toEqual([0, 1, 2]);
  });

  it('gives an extra turn when the last seed lands in the mover’s store', () => {
    const next = play(opening(3, 2), 1); // 2 seeds: pit 2, then store 3
    expect(next.board).toEqual([2, 0, 3, 1, 2, 2, 2, 0]);
    expect(next.first).toBe(true);
    expect(next.extra).toBe(true);
  });

  it('captures from the opposite pit when the last seed lands in an empty own pit', () => {
    const pos = { ...opening(3, 2), board: [1, 0, 2, 0, 2, 2, 2, 0] };
    const next = play(pos, 0); // into empty pit 1, opposite pit 5 holds 2
    expect(next.board).toEqual([0, 0, 2, 3, 2, 0, 2, 0]);
    expect(next.first).toBe(false);
  });

  it('ends the game when a row is empty and sweeps the other row', () => {
    const pos = { ...opening(3, 2), board: [0, 0, 1, 5, 1, 2, 3, 0] };
    const next = play(pos, 2);
    expect(next.over).toBe(true);
    expect(next.board).toEqual([0, 0, 0, 6, 0, 0, 0, 6]);
    expect(value(next)).toBe(0);
  });

  it('picks the lowest pit among the moves of the searched value', () => {
    const pos = opening(3, 2);
    const v = search(pos, 4);
    const m = bestMove(pos, 4, v);
    expect(m.value).toBe(v);
    expect(moves(pos)).toContain(m.pit);
  });
});

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
