// A practice exercise as a link (issue 10, item 2): `#practice=branching:3,depth:3,seed:42`,
// so a teacher gives a class the same tree and the same questions. Read strictly: a field
// out of range or unknown is an error naming the field and the values allowed, never a
// guess. Pure.
import { readHash } from '../hash.js';

/** The fields of an exercise, their ranges and defaults. */
export const PRACTICE_FIELDS = {
  branching: { min: 2, max: 4, default: 3 },
  depth: { min: 2, max: 4, default: 3 },
  seed: { min: 0, max: 4294967295, default: 1 },
};

/** The sizes offered as difficulty: small, medium, large. */
export const SIZES = {
  small: { branching: 2, depth: 3 },
  medium: { branching: 3, depth: 3 },
  large: { branching: 3, depth: 4 },
};

/** The leaf values of a generated exercise (small numbers, so ties and cuts happen). */
export const VALUE_RANGE = { min: -9, max: 9 };

export const HASH_KEY = 'practice';

/** The engine's game of an exercise (the random-tree game of docs/engine-api.md). */
export function practiceGame(ex) {
  return {
    kind: 'random',
    branching: ex.branching,
    depth: ex.depth,
    seed: ex.seed,
    ...VALUE_RANGE,
  };
}

/** `{ branching, depth, seed }` as the hash's value: `branching:3,depth:3,seed:42`. */
export function formatPractice(ex) {
  return Object.keys(PRACTICE_FIELDS)
    .map((k) => `${k}:${ex[k]}`)
    .join(',');
}

/** The link's hash for an exercise. */
export function practiceHash(ex) {
  return `#${HASH_KEY}=${formatPractice(ex)}`;
}

/**
 * Reads a hash (`#practice=…`, or its value alone). `{ exercise }`, or `{ error: { field,
 * code, value, min, max } }` (`code`: `unknown` field, `number` not a whole number in
 * range, `repeated`, `syntax`); null when the hash is not a practice link.
 */
export function parsePractice(hash) {
  const text = readHash(hash);
  const prefix = `${HASH_KEY}=`;
  if (!text.startsWith(prefix)) return null;
  const exercise = {};
  for (const part of text.slice(prefix.length).split(',')) {
    if (part.trim() === '') continue;
    const m = /^\s*([A-Za-z]+)\s*:\s*(.*?)\s*$/.exec(part);
    if (!m) return { error: { field: 'practice', code: 'syntax', value: part } };
    const [, field, value] = m;
    const spec = PRACTICE_FIELDS[field];
    if (!spec) return { error: { field, code: 'unknown', value } };
    if (field in exercise) return { error: { field, code: 'repeated', value } };
    const v = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(v >= spec.min && v <= spec.max)) {
      return { error: { field, code: 'number', value, min: spec.min, max: spec.max } };
    }
    exercise[field] = v;
  }
  for (const [k, spec] of Object.entries(PRACTICE_FIELDS)) exercise[k] ??= spec.default;
  return { exercise };
}
