// Seeded tree texts for the tests: nested arrays of integers, and the hand-typing format
// with labels that name one position reached by several paths (a DAG). The same seed gives
// the same tree, so a failure can be replayed.

import { rng as seeded } from '../app/random-tree.js';

const int = (rand, lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

/** JSON nested arrays: up to `depth` levels below the root, 1..`branching` children, leaf
 * values in ±`span` (small, so that ties and equal bounds happen). */
export function randomArrayTree(seed, { depth = 3, branching = 3, span = 9 } = {}) {
  const rand = seeded(seed);
  const node = (d) => {
    if (d === 0 || (d < depth && rand() < 0.2)) return int(rand, -span, span);
    return Array.from({ length: int(rand, 1, branching) }, () => node(d - 1));
  };
  return JSON.stringify(node(depth));
}

/** The hand-typing format with labels: some subtrees are labelled and reached again later
 * at the same parity of depth (a transposition: the same position). */
export function randomDag(seed, { depth = 4, branching = 3, span = 9 } = {}) {
  const rand = seeded(seed);
  const done = []; // labels whose definition is complete: { name, level }
  let next = 0;
  const node = (level) => {
    const reusable = done.filter((l) => (l.level - level) % 2 === 0);
    if (level > 0 && reusable.length && rand() < 0.3) {
      return reusable[int(rand, 0, reusable.length - 1)].name;
    }
    if (level === depth || (level > 1 && rand() < 0.2)) return String(int(rand, -span, span));
    const kids = Array.from({ length: int(rand, 1, branching) }, () => node(level + 1));
    const text = `(${kids.join(' ')})`;
    if (level > 0 && rand() < 0.4) {
      const name = `p${next++}`;
      done.push({ name, level });
      return `${name}:${text}`;
    }
    return text;
  };
  return node(0);
}
