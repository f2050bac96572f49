// The Experiments tab's fields read and checked (pure): which experiment (seed 001's random
// trees, its Table 1 and Table 2, seed 003's Kalah table), the browser's smaller defaults, each
// number field's range, and the config the core's runner takes (src/experiment/runner.rs,
// docs/engine-api.md). A value out of range is an error naming the field, never coerced; the
// core checks again (the program's depth caps, the work budget) and names the field too.
import { readNumberFields } from './number-fields.js';
import { limit } from '../engine/algorithms.js';

/** The experiments, in the order offered. */
export const EXPERIMENT_KINDS = Object.freeze(['random', 'minimal', 'steps', 'kalah', 'programs']);

/** Seed 001's algorithms offered for the random-tree experiment (CLI names; `name:step`). */
export const RANDOM_ALGORITHMS = Object.freeze([
  'mtdf',
  'negascout',
  'alphabeta',
  'negascout-tt',
  'mtd-plus',
  'mtd-minus',
  'mtd-f-step:25',
  'mtd-f-ab:25',
]);

/** Seed 003's programs (CONVENTIONS.md §4). */
export const KALAH_PROGRAMS = Object.freeze([
  'minimax',
  'minimax-tt',
  'alphabeta',
  'alphabeta-tt',
  'negascout',
  'negascout-tt',
  'mtdf',
]);

/** Each number field's range. The page's depths stop where a run takes minutes in wasm. */
export const EXPERIMENT_RANGES = Object.freeze({
  trees: [1, 500],
  branching: [2, 50],
  depthFrom: [1, 9],
  depthTo: [1, 9],
  seed: [0, 2 ** 32 - 1],
  positions: [1, 200],
  depth: [1, 10],
});

/** Kalah's depths: 1 up to the deepest cap of seed 003's programs (the core checks each
 * program's own cap and names it). */
export const KALAH_DEPTH_RANGE = Object.freeze([1, 10]);

/** The browser's budgets: node visits of one search, and of the whole experiment. */
export const PAGE_MAX_VISITS = limit('maxVisits', 'experiments-tab').default;
export const PAGE_MAX_WORK = limit('maxWork', 'experiments-tab').default;
/** Seed 003's table's entries in the page (as the Kalah sessions: 2^20). */
export const PAGE_TT_SIZE = limit('ttSize', 'experiments-tab').default;

/** The fields' values when the tab opens, per experiment (text, as typed). */
export const EXPERIMENT_DEFAULTS = Object.freeze({
  random: {
    trees: '20',
    branching: '8',
    depthFrom: '3',
    depthTo: '5',
    seed: '1',
    order: 'random',
    values: 'incremental',
    guess: 'shallow',
    algorithms: ['mtdf', 'negascout', 'alphabeta', 'negascout-tt'],
  },
  minimal: {
    trees: '1',
    branching: '8',
    depthFrom: '3',
    depthTo: '7',
    seed: '1',
    guess: 'shallow',
  },
  steps: { trees: '20', branching: '8', depthFrom: '4', depthTo: '4', seed: '1', guess: 'shallow' },
  kalah: { depthFrom: '2', depthTo: '4', negascoutEnd: 'in-move', programs: ['mtdf'] },
  programs: { positions: '6', depth: '6', seed: '1' },
});

/** The number fields each experiment shows. */
export const NUMBER_FIELDS = Object.freeze({
  random: ['trees', 'branching', 'depthFrom', 'depthTo', 'seed'],
  minimal: ['trees', 'branching', 'depthFrom', 'depthTo', 'seed'],
  steps: ['trees', 'branching', 'depthFrom', 'depthTo', 'seed'],
  kalah: ['depthFrom', 'depthTo'],
  programs: ['positions', 'depth', 'seed'],
});

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The fields of experiment `kind` (`values`: text as typed, `order`, `values`, `guess`,
 * `negascoutEnd` as chosen, `algorithms` or `programs` the boxes ticked) read: `{ config }`
 * for `engine.openExperiment`, or `{ field, error }` for the first field that cannot be used,
 * said by `messages` (www/i18n/field-messages.js, plus `none(label)`) with the `labels`.
 */
export function readExperimentFields(kind, values, { labels, messages }) {
  if (!EXPERIMENT_KINDS.includes(kind))
    return { field: 'kind', error: `${labels.experiment}: '${kind}'` };
  const ranges = Object.fromEntries(
    NUMBER_FIELDS[kind].map((n) => [
      n,
      kind === 'kalah' && n.startsWith('depth') ? KALAH_DEPTH_RANGE : EXPERIMENT_RANGES[n],
    ]),
  );
  const read = readNumberFields(values, ranges, { labels, range: messages.range });
  if (read.error) return read;
  const n = read.settings;
  if (kind === 'programs')
    // the core's defaults otherwise (Kalah(6, 4), (6, 5), (6, 6), the ablation, the guesses)
    return {
      config: {
        kind,
        positions: n.positions,
        depth: n.depth,
        seed: n.seed,
        max_visits: PAGE_MAX_VISITS,
        max_work: PAGE_MAX_WORK,
      },
    };
  if (n.depthFrom > n.depthTo)
    return { field: 'depthFrom', error: messages.order(labels.depthFrom, labels.depthTo) };
  const depths = range(n.depthFrom, n.depthTo);
  if (kind === 'kalah') {
    const algos = KALAH_PROGRAMS.filter((p) => values.programs?.includes(p));
    if (algos.length === 0) return { field: 'programs', error: messages.none(labels.programs) };
    return {
      config: {
        kind,
        algos,
        depths,
        negascout_end: values.negascoutEnd === 'at-node' ? 'at-node' : 'in-move',
        max_visits: PAGE_MAX_VISITS,
        tt_size: PAGE_TT_SIZE,
        max_work: PAGE_MAX_WORK,
        per_tree: true,
      },
    };
  }
  const config = {
    kind,
    trees: n.trees,
    branching: n.branching,
    depths,
    seed: n.seed,
    guess: values.guess === 'exact' ? 'exact' : 'shallow',
    max_visits: PAGE_MAX_VISITS,
    max_work: PAGE_MAX_WORK,
    per_tree: true,
  };
  if (kind === 'random') {
    const algorithms = RANDOM_ALGORITHMS.filter((a) => values.algorithms?.includes(a));
    if (algorithms.length === 0)
      return { field: 'algorithms', error: messages.none(labels.algorithms) };
    config.algorithms = algorithms;
    config.order = ['best', 'worst'].includes(values.order) ? values.order : 'random';
    config.values = values.values === 'independent' ? 'independent' : 'incremental';
  }
  return { config };
}
