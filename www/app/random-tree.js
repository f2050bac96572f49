// A seeded random game tree as JSON nested arrays, for the editor, and its fields read and
// checked (children 1…20, levels 0…12 with at most 20,000 leaves, values within ±10^9 with
// min ≤ max, seed 0…2^32−1): a value out of range is an error naming the field, never a
// silent coercion or a runaway recursion (pure).
import { readNumberFields } from './number-fields.js';

/** Each field's range. */
export const RANDOM_RANGES = Object.freeze({
  branching: [1, 20],
  depth: [0, 12],
  seed: [0, 2 ** 32 - 1],
  min: [-1_000_000_000, 1_000_000_000],
  max: [-1_000_000_000, 1_000_000_000],
});

/** The most leaves a random tree may have (the editor's text stays small). */
export const MAX_LEAVES = 20000;

/**
 * The random-tree fields (text as typed) read: `{ options }` for randomTree, or `{ field,
 * error }` for the first one that cannot be used, said by `messages` (field-messages.js)
 * with the fields' `labels`.
 */
export function readRandomFields(values, { labels, messages }) {
  const read = readNumberFields(values, RANDOM_RANGES, { labels, range: messages.range });
  if (read.error) return read;
  const options = read.settings;
  if (options.min > options.max)
    return { field: 'min', error: messages.order(labels.min, labels.max) };
  const leaves = options.branching ** options.depth;
  if (leaves > MAX_LEAVES) return { field: 'depth', error: messages.leaves(leaves, MAX_LEAVES) };
  return { options };
}

/** mulberry32: a small seeded generator, so a tree can be made again from its seed. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform tree of `branching` children and `depth` levels, leaf values in [min, max]. */
export function randomTree({ branching = 3, depth = 3, min = -9, max = 9, seed = 1 } = {}) {
  const whole = [branching, depth, min, max, seed].every(Number.isSafeInteger);
  if (!whole || branching < 1 || depth < 0 || min > max)
    throw new Error('branching ≥ 1, depth ≥ 0 and min ≤ max must be whole numbers');
  if (branching ** depth > MAX_LEAVES)
    throw new Error('the tree would have more than 20000 leaves');
  const next = rng(seed);
  const leaf = () => min + Math.floor(next() * (max - min + 1));
  const build = (d) => (d === 0 ? leaf() : Array.from({ length: branching }, () => build(d - 1)));
  return build(depth);
}

/** The tree as compact JSON text. */
export function randomTreeText(options) {
  return JSON.stringify(randomTree(options));
}
