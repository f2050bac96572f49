// The page's copy of the core's tables (www/engine/catalog.js, written by
// scripts/write-catalog.mjs) against a fresh call of the wasm export, and the table's rows
// against CONVENTIONS.md §2 written out here (not read from the table under test).
import { describe, expect, it } from 'vitest';
import { loadCore, loadExperiments } from '../testing/wasm-engine.js';
import { CATALOG } from './catalog.js';
import {
  ALGORITHMS,
  DEFAULT_ALGORITHM,
  applicable,
  label,
  limit,
  setting,
  takers,
  takes,
} from './algorithms.js';
import { GUESSING, SCHEDULED, STEPPING, scheduleFrom } from '../element/config.js';

describe("the page's copy of the core's tables", () => {
  it('is what the wasm export catalog() returns now', async () => {
    const core = await loadExperiments(); // the export lives in the Experiments tab's core
    // fails after a change of src/search/catalog/ until build-wasm.sh rewrites the copy
    expect(CATALOG).toEqual(JSON.parse(core.catalog()));
  });
});

describe('the table of algorithms (CONVENTIONS.md §2)', () => {
  it('names the algorithms of §2 and the literal seed 000 variant, in order', () => {
    expect(ALGORITHMS).toEqual([
      'minimax',
      'alphabeta',
      'alphabeta-tt',
      'negascout',
      'negascout-tt',
      'mtdf',
      'mtdf-literal',
      'mtd-plus',
      'mtd-minus',
      'mtd-bi',
      'mtd-step',
      'mtd-f-step',
      'mtd-f-ab',
      'id-mtdf',
    ]);
    expect(DEFAULT_ALGORITHM).toBe('mtdf');
  });

  it('says which start from f, take a step, a schedule, keep a TT, make null-window tests', () => {
    expect([...GUESSING]).toEqual(['mtdf', 'mtdf-literal', 'mtd-f-step', 'mtd-f-ab', 'id-mtdf']);
    expect([...STEPPING]).toEqual(['mtd-step', 'mtd-f-step', 'mtd-f-ab']);
    expect([...SCHEDULED]).toEqual(['mtd-f-step']);
    // the -tt names always keep a TT: no switch; minimax, alphabeta, negascout have none
    expect(takers('tt')).toEqual([
      'mtdf',
      'mtdf-literal',
      'mtd-plus',
      'mtd-minus',
      'mtd-bi',
      'mtd-step',
      'mtd-f-step',
      'mtd-f-ab',
      'id-mtdf',
    ]);
    expect(takes('negascout-tt', 'ttSize')).toBe(true);
    expect(takes('negascout', 'ttSize')).toBe(false);
    expect(takers('maxTests')).toEqual(takers('tt'));
    expect(takes('minimax', 'cut')).toBe(false);
  });

  it('labels each as published', () => {
    expect(label('mtd-plus')).toBe('MTD(+∞)');
    expect(label('mtd-f-ab')).toBe('MTD-f-αβ');
    expect(label('alphabeta-tt')).toBe('alpha-beta with TT');
  });

  it("holds seed 001's step and schedule, and scales the schedule as the core does", () => {
    expect(setting('step')).toEqual({ default: 100, min: 0, max: 1e9 });
    expect(setting('schedule').default).toEqual([100, 50, 25, 12, 0]);
    expect(scheduleFrom(40)).toEqual([40, 20, 10, 5, 0]);
    expect(scheduleFrom(7)).toEqual([7, 3, 1, 0, 0]);
  });
});

describe('the table of limits', () => {
  it('gives each context its own default and maximum', () => {
    expect(limit('maxVisits', 'cli')).toEqual({ default: 1e7, max: 1e10 });
    expect(limit('maxVisits', 'session')).toEqual({ default: 5e6, max: 1e10 });
    expect(limit('maxVisits', 'experiment').default).toBe(1e9);
    expect(limit('maxVisits', 'experiments-tab').default).toBe(1e8);
    expect(limit('maxVisits', 'leaves-table').default).toBe(1e6);
    expect(limit('ttSize', 'session')).toEqual({ default: 65536, max: 2 ** 20 });
    expect(limit('depth', 'session')).toEqual({ default: null, max: 64 });
    expect(() => limit('maxVisits', 'nowhere')).toThrow(/no limit maxVisits/);
  });
});

describe('applicable: what the front end sends the core', () => {
  const full = {
    game: { kind: 'tree', text: '[[1,2],[3]]' },
    guess: 0,
    step: 100,
    schedule: [100, 50, 25, 12, 0],
    tt: true,
    ttSize: 65536,
    maxVisits: 5,
    cut: 'ge',
  };

  it('drops the settings an algorithm does not take, keeps the rest', () => {
    expect(applicable({ ...full, algorithm: 'alphabeta' })).toEqual({
      game: full.game,
      algorithm: 'alphabeta',
      maxVisits: 5,
      cut: 'ge',
    });
    expect(applicable({ ...full, algorithm: 'negascout-tt' })).toEqual({
      game: full.game,
      algorithm: 'negascout-tt',
      ttSize: 65536,
      maxVisits: 5,
      cut: 'ge',
    });
    expect(applicable({ ...full, algorithm: 'mtd-f-step' })).toEqual({
      ...full,
      algorithm: 'mtd-f-step',
    });
    // no algorithm: the default's (MTD(f): a guess, no step)
    expect(Object.keys(applicable(full))).not.toContain('step');
    expect(applicable(full).guess).toBe(0);
  });

  it('keeps a kalah-match game’s guess and TT, drops its step; leaves an unknown algorithm', () => {
    const game = { kind: 'kalah-match', program: 'mtdf', depths: [2, 2], search: 1 };
    const km = { game, guess: 0, tt: true, ttSize: 64, step: 3, schedule: [3, 0] };
    expect(applicable(km)).toEqual({ game, guess: 0, tt: true, ttSize: 64 });
    const odd = { ...full, algorithm: 'mtd-x' };
    expect(applicable(odd)).toBe(odd);
  });

  it('opens in the core what it keeps, for every algorithm', async () => {
    const core = await loadCore();
    for (const algorithm of ALGORITHMS) {
      const s = new core.Session(applicable({ ...full, algorithm, maxVisits: 1000 }));
      s.free();
    }
    // a kalah-match game with every field the element holds (the Experiments tab opens one)
    const game = { kind: 'kalah-match', program: 'mtdf', depths: [2, 2], search: 1 };
    new core.Session(applicable({ ...full, ttSize: 2 ** 20, game })).free();
    // and the core refuses what it drops (the catalog's rule, src/search/catalog/)
    expect(
      () => new core.Session({ game: full.game, algorithm: 'negascout-tt', tt: false }),
    ).toThrow(/^tt: negascout-tt takes no TT switch/);
  });
});
