import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../i18n/field-messages.js';
import { experimentLabels } from '../i18n/experiments.js';
import { EXPERIMENT_DEFAULTS, PAGE_MAX_WORK, readExperimentFields } from './experiment-settings.js';

const opts = { labels: experimentLabels('en'), messages: fieldMessages('en') };
const read = (kind, change = {}) =>
  readExperimentFields(kind, { ...EXPERIMENT_DEFAULTS[kind], ...change }, opts);

describe('readExperimentFields', () => {
  it("turns the browser's defaults into the runner's configs", () => {
    expect(read('random').config).toEqual({
      kind: 'random',
      trees: 20,
      branching: 8,
      depths: [3, 4, 5],
      seed: 1,
      guess: 'shallow',
      max_visits: 100_000_000,
      max_work: PAGE_MAX_WORK,
      per_tree: true,
      algorithms: ['mtdf', 'negascout', 'alphabeta', 'negascout-tt'],
      order: 'random',
      values: 'incremental',
    });
    expect(read('minimal').config.depths).toEqual([3, 4, 5, 6, 7]);
    expect(read('steps').config).not.toHaveProperty('algorithms');
    expect(read('kalah').config).toMatchObject({
      kind: 'kalah',
      algos: ['mtdf'],
      depths: [2, 3, 4],
      negascout_end: 'in-move',
      per_tree: true,
    });
  });

  it('names the field out of range, with its range, and never coerces', () => {
    expect(read('random', { trees: '0' })).toEqual({
      field: 'trees',
      error: "Trees: '0' is not a whole number from 1 to 500.",
    });
    expect(read('random', { branching: '8.5' }).field).toBe('branching');
    expect(read('random', { seed: '-1' }).field).toBe('seed');
    expect(read('kalah', { depthTo: '11' }).error).toBe(
      "to: '11' is not a whole number from 1 to 10.",
    );
    expect(read('minimal', { depthFrom: '6', depthTo: '5' })).toEqual({
      field: 'depthFrom',
      error: 'Depths from must not be greater than to.',
    });
  });

  it('asks for at least one algorithm or program', () => {
    expect(read('random', { algorithms: [] })).toEqual({
      field: 'algorithms',
      error: 'Algorithms: tick at least one.',
    });
    expect(read('kalah', { programs: [] }).field).toBe('programs');
    // in the order offered, whatever order they were ticked in
    expect(read('random', { algorithms: ['alphabeta', 'mtdf'] }).config.algorithms).toEqual([
      'mtdf',
      'alphabeta',
    ]);
  });
});
