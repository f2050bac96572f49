// A seeded random game tree as JSON nested arrays, for the editor (pure).

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
  if (branching < 1 || depth < 0) throw new Error('branching must be ≥ 1 and depth ≥ 0');
  if (branching ** depth > 20000) throw new Error('the tree would have more than 20000 leaves');
  const next = rng(seed);
  const leaf = () => min + Math.floor(next() * (max - min + 1));
  const build = (d) => (d === 0 ? leaf() : Array.from({ length: branching }, () => build(d - 1)));
  return build(depth);
}

/** The tree as compact JSON text. */
export function randomTreeText(options) {
  return JSON.stringify(randomTree(options));
}
