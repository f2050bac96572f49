// load() and the attributes written back, at their edges (issue 18, item 6: mutation
// testing). Each case here was a Stryker mutant of config.js that no test noticed. Expected
// values are written out by hand from the rules in config.js's comments and
// docs/engine-api.md.
import { describe, expect, it } from 'vitest';
import {
  configAttributes,
  configFromAttributes,
  errorDetail,
  errorPosition,
  mergeConfig,
} from './config.js';

const base = configFromAttributes(() => null);
const all = () => true;
const none = () => false;

describe('load() (mergeConfig)', () => {
  it('reads a game word and passes a game object on as given', () => {
    expect(mergeConfig(base, { game: 'kalah' }).game).toEqual({
      kind: 'kalah',
      pits: 3,
      seeds: 2,
      depth: 4,
    });
    const game = { kind: 'random', branching: 2, depth: 3, seed: 9, min: -9, max: 9 };
    expect(mergeConfig(base, { game }).game).toBe(game);
  });

  it('passes numbers on as given: the engine checks them, not load()', () => {
    const c = mergeConfig(base, {
      guess: 2.5,
      step: 7.5,
      depth: 0,
      ttSize: 1024,
      maxEvents: 10,
      maxNodes: 20,
      maxTests: 3,
    });
    expect(c).toMatchObject({
      guess: 2.5,
      step: 7.5,
      depth: 0,
      ttSize: 1024,
      maxEvents: 10,
      maxNodes: 20,
      maxTests: 3,
    });
  });

  it('reads tt as a switch whatever its type, so tt: 1 is refused', () => {
    expect(mergeConfig(base, { tt: true }).tt).toBe(true);
    expect(() => mergeConfig(base, { tt: 1 })).toThrow(/^tt: '1' is neither on nor off$/);
  });

  it('names every field it takes when refusing an unknown one', () => {
    expect(() => mergeConfig(base, { colour: 'red' })).toThrow(
      'colour: unknown field (load() takes tree, game, algorithm, guess, step, schedule, depth, tt, ttSize, maxEvents, maxNodes, maxVisits, maxTests, cut, iterativeDeepening, aspiration, history, ttMoveFirst, tt-size, max-visits, iterative-deepening, tt-move-first)',
    );
  });

  it('scales the schedule to a new step unless a schedule is given too', () => {
    expect(mergeConfig(base, { step: 40 }).schedule).toEqual([40, 20, 10, 5, 0]);
    expect(mergeConfig(base, { step: 40, schedule: [9, 0] }).schedule).toEqual([9, 0]);
    expect(mergeConfig(base, { schedule: [9, 0], step: 40 }).schedule).toEqual([9, 0]);
    const own = mergeConfig(base, { schedule: [9, 0] });
    expect(mergeConfig(own, { algorithm: 'mtd-f-step' }).schedule).toEqual([9, 0]);
  });

  it('shortens a long tree that is not text in its error, at 40 characters', () => {
    const tree = Array.from({ length: 30 }, (_, i) => i);
    const shown = JSON.stringify(tree); // "[0,1,2,…,29]", 81 characters
    expect(() => mergeConfig(base, { tree })).toThrow(`(${shown.slice(0, 40)}…)`);
    const forty = [1234567890, 1234567890, 1234567890, 12345]; // exactly 40 characters
    expect(JSON.stringify(forty)).toHaveLength(40);
    expect(() => mergeConfig(base, { tree: forty })).toThrow(`(${JSON.stringify(forty)})`);
  });
});

describe('configAttributes', () => {
  it('writes depth, max-visits and cut the element has, at their defaults', () => {
    expect(configAttributes(base, all).slice(8)).toEqual([
      ['depth', null],
      ['max-visits', '5000000'],
      ['cut', 'ge'],
      // and the programs' enhancements (issue 23), which the config leaves out: removed
      ['iterative-deepening', null],
      ['history', null],
      ['tt-move-first', null],
      ['aspiration', null],
    ]);
  });

  it('asks the element for depth, max-visits and cut by their attribute names', () => {
    const has = (name) => ['depth', 'max-visits', 'cut'].includes(name);
    expect(configAttributes(base, has).slice(4)).toEqual([
      ['depth', null],
      ['max-visits', '5000000'],
      ['cut', 'ge'],
    ]);
  });

  it('treats a depth or cut left out of the config as none and ge', () => {
    const c = { ...base };
    delete c.depth;
    delete c.cut;
    expect(configAttributes(c, none).map(([name]) => name)).not.toContain('depth');
    expect(configAttributes(c, all).slice(8, 11)).toEqual([
      ['depth', null],
      ['max-visits', '5000000'],
      ['cut', 'ge'],
    ]);
  });
});

describe('errorPosition and errorDetail', () => {
  it('reads a line and column of more than one digit', () => {
    expect(errorPosition('tree text, line 12, column 34: expected ]')).toEqual({
      line: 12,
      column: 34,
    });
  });

  it('names a field only when the message starts with one', () => {
    expect(errorDetail(new Error('the engine said: no'))).toEqual({
      message: 'the engine said: no',
      line: null,
      column: null,
      field: null,
    });
    expect(errorDetail('boom').field).toBeNull();
  });

  it('reports an error thrown as null or undefined without failing itself', () => {
    expect(errorDetail(null)).toEqual({ message: 'null', line: null, column: null, field: null });
    expect(errorDetail(undefined).message).toBe('undefined');
  });
});
