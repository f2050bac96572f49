import { describe, expect, it } from 'vitest';
import {
  KALAH_DEFAULTS,
  KALAH_RANGES,
  KALAH_SEARCHES,
  kalahSearchConfig,
  readKalahFields,
  readKalahSearch,
} from './kalah-settings.js';
import { fieldMessages } from '../i18n/field-messages.js';

const labels = { pits: 'Pits', seeds: 'Seeds', depth: 'Depth', budget: 'Work budget (nodes)' };
const read = (values, names = ['pits', 'seeds', 'depth']) =>
  readKalahFields(values, names, { labels, range: fieldMessages('en').range });

describe('readKalahFields', () => {
  it('reads whole numbers within the core’s ranges', () => {
    expect(read({ pits: '6', seeds: '1', depth: '20' })).toEqual({
      settings: { pits: 6, seeds: 1, depth: 20 },
    });
    expect(KALAH_RANGES.depth).toEqual([1, 20]);
  });

  it.each([
    [
      { pits: '3', seeds: '2', depth: '99' },
      'depth',
      "Depth: '99' is not a whole number from 1 to 20.",
    ],
    [
      { pits: '3', seeds: '2', depth: '21' },
      'depth',
      "Depth: '21' is not a whole number from 1 to 20.",
    ],
    [
      { pits: '3', seeds: '2', depth: '2.5' },
      'depth',
      "Depth: '2.5' is not a whole number from 1 to 20.",
    ],
    [
      { pits: '3', seeds: '2', depth: '' },
      'depth',
      "Depth: '' is not a whole number from 1 to 20.",
    ],
    [{ pits: '7', seeds: '2', depth: '4' }, 'pits', "Pits: '7' is not a whole number from 1 to 6."],
    [
      { pits: '3', seeds: '0', depth: '4' },
      'seeds',
      "Seeds: '0' is not a whole number from 1 to 6.",
    ],
  ])('refuses %o, naming the field and its range', (values, field, error) => {
    expect(read(values)).toEqual({ field, error });
  });

  it('says it in Japanese too', () => {
    const r = readKalahFields({ depth: '99' }, ['depth'], {
      labels: { depth: '深さ' },
      range: fieldMessages('ja').range,
    });
    expect(r.error).toBe('深さ：「99」は 1 から 20 までの整数ではありません。');
  });

  // issue 17, item 7: the work budget is raised where a deep search runs out of it
  describe('the work budget field', () => {
    const budget = (v) => read({ budget: v }, ['budget']);

    it('starts at the element’s default, 5 million nodes, and reads up to 10^10', () => {
      expect(KALAH_DEFAULTS.budget).toBe(5_000_000);
      expect(budget(String(KALAH_DEFAULTS.budget))).toEqual({ settings: { budget: 5_000_000 } });
      expect(budget('10000000000')).toEqual({ settings: { budget: 10_000_000_000 } });
      expect(budget(' 1 ')).toEqual({ settings: { budget: 1 } });
    });

    it.each(['10000000001', '0', '-5', '2e6', '5,000,000', 'lots', ''])(
      'refuses %o, naming the field and its range',
      (v) => {
        expect(budget(v)).toEqual({
          field: 'budget',
          error: `Work budget (nodes): '${v}' is not a whole number from 1 to 10000000000.`,
        });
      },
    );
  });
});

// issue 23, item 5: the engine searches as programs do by default; the plain search, to step
// through, is one choice away
describe('the way the engine searches', () => {
  const g = { pits: 6, seeds: 6, board: { position: 'P' } };
  const at = (search, algorithm = 'mtdf') =>
    kalahSearchConfig(g, { depth: 9, budget: 1000, algorithm, search });

  it('is the programs’ setting by default: deepening, the TT’s move first, history', () => {
    expect(KALAH_DEFAULTS.search).toBe('programs');
    expect(KALAH_SEARCHES).toEqual(['programs', 'plain']);
    expect(at(KALAH_DEFAULTS.search)).toEqual({
      game: { kind: 'kalah', pits: 6, seeds: 6, position: 'P', depth: 9 },
      algorithm: 'mtdf',
      maxVisits: 1000,
      // the catalog's kalah-programs limits: a larger TT, a tenth of the session's trace
      ttSize: 131_072,
      maxEvents: 200_000,
      maxNodes: 20_000,
      iterativeDeepening: true,
      ttMoveFirst: true,
      history: true,
      aspiration: null,
    });
    // NegaScout's is the paper's aspiration NegaScout: a window of δ = 2 around the last value
    expect(at('programs', 'negascout-tt')).toMatchObject({ aspiration: 2, history: true });
    expect(at('programs', 'negascout')).toMatchObject({ aspiration: 2 });
    expect(at('programs', 'alphabeta-tt')).toMatchObject({ aspiration: null });
  });

  it('switches every enhancement off for the plain search (the lab kept the last ones)', () => {
    expect(at('plain')).toEqual({
      game: { kind: 'kalah', pits: 6, seeds: 6, position: 'P', depth: 9 },
      algorithm: 'mtdf',
      maxVisits: 1000,
      // the session's limits, to step through as the element does
      ttSize: 65_536,
      maxEvents: 2_000_000,
      maxNodes: 200_000,
      iterativeDeepening: false,
      ttMoveFirst: false,
      history: false,
      aspiration: null,
    });
    expect(at('plain', 'negascout-tt')).toMatchObject({ aspiration: null });
  });

  it('refuses a way it does not know', () => {
    expect(() => at('fast')).toThrow('search: "fast" is not one of programs,plain');
  });

  it('reads a saved way back, and the default for a state that holds none or another', () => {
    expect(readKalahSearch('plain')).toBe('plain');
    expect(readKalahSearch('programs')).toBe('programs');
    expect(readKalahSearch(undefined)).toBe('programs');
    expect(readKalahSearch('fast')).toBe('programs');
  });
});
