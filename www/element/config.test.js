import { describe, expect, it } from 'vitest';
import { AIMA, configAttributes, configFromAttributes } from './config.js';

const none = () => false;
const config = (attrs) => configFromAttributes((n) => attrs[n] ?? null);

describe('configAttributes', () => {
  it('writes a tree, the algorithm and the guess, and nothing left at its default', () => {
    expect(configAttributes(config({}), none)).toEqual([
      ['tree', AIMA],
      ['game', null],
      ['algorithm', 'mtdf'],
      ['guess', '0'],
    ]);
  });

  it('writes a game other than a tree as JSON, and removes the tree', () => {
    const c = config({ game: 'kalah', algorithm: 'alphabeta', guess: '-3' });
    expect(configAttributes(c, none).slice(0, 4)).toEqual([
      ['game', JSON.stringify({ kind: 'kalah', pits: 3, seeds: 2, depth: 4 })],
      ['tree', null],
      ['algorithm', 'alphabeta'],
      ['guess', '-3'],
    ]);
  });

  it('writes the step, schedule, TT and TT size when not the default', () => {
    const c = config({ step: '40', schedule: '9 3 0', tt: 'off', 'tt-size': '1024' });
    expect(configAttributes(c, none).slice(4)).toEqual([
      ['step', '40'],
      ['schedule', '9, 3, 0'],
      ['tt', 'off'],
      ['tt-size', '1024'],
    ]);
  });

  it('keeps an attribute the element has, even at its default', () => {
    const has = (n) => ['step', 'schedule', 'tt', 'tt-size'].includes(n);
    expect(configAttributes(config({}), has).slice(4)).toEqual([
      ['step', '100'],
      ['schedule', '100, 50, 25, 12, 0'],
      ['tt', 'on'],
      ['tt-size', '65536'],
    ]);
  });

  it('round-trips through configFromAttributes', () => {
    const c = config({ tree: '[[1,2],[3]]', algorithm: 'mtd-f-step', schedule: '8, 4, 0' });
    const attrs = Object.fromEntries(configAttributes(c, none));
    expect(config(attrs)).toEqual(c);
  });
});
