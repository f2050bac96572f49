// The Kalah tab's search with the programs' setting (issue 23, item 5) finds the values of
// the plain search: each algorithm, given the config the tab gives its lab (kalahSearchConfig,
// merged over the element's defaults and cut to what the algorithm takes, as the element and
// its client do), searched by the page's wasm core on positions of seeded play, against the
// oracle, plain alpha-beta at the same depth.
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '../element/config.js';
import { applicable, takes } from '../engine/algorithms.js';
import { loadCore } from '../testing/wasm-engine.js';
import { kalahSearchConfig } from './kalah-settings.js';

let core;
beforeAll(async () => {
  core = await loadCore();
});

/** The root value of `config` searched to its end by a Session, as the page's worker does. */
function search(config) {
  const s = new core.Session(applicable(mergeConfig({}, config)));
  try {
    while (!s.runSome(1000));
    const r = s.summary();
    if (!r.done) throw new Error(`not done: ${JSON.stringify(r.error)}`);
    return r;
  } finally {
    s.free();
  }
}

/** `count` positions of Kalah(pits, seeds) from seeded random play (the opening first). */
function positions(pits, seeds, count, seed) {
  let x = seed;
  const random = (n) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % n;
  };
  const out = [];
  let board = core.kalahBoard(pits, seeds, null);
  while (out.length < count) {
    if (board.over) board = core.kalahBoard(pits, seeds, null);
    out.push({ pits, seeds, board });
    board = core.kalahPlay(pits, seeds, board.position, board.moves[random(board.moves.length)]);
  }
  return out;
}

const ENHANCED = ['mtdf', 'negascout-tt', 'negascout', 'alphabeta-tt', 'alphabeta', 'mtd-bi'];

describe('the programs’ setting finds plain alpha-beta’s values', () => {
  it.each([
    [3, 2, 6],
    [4, 3, 6],
    [6, 4, 5],
  ])('Kalah(%i, %i) to depth %i, every algorithm that takes it', (pits, seeds, maxDepth) => {
    let compared = 0;
    for (const g of positions(pits, seeds, 8, pits * 100 + seeds)) {
      for (let depth = 1; depth <= maxDepth; depth++) {
        const at = (algorithm, way) =>
          kalahSearchConfig(g, { depth, budget: 10_000_000, algorithm, search: way });
        const oracle = search(at('alphabeta', 'plain'));
        expect(oracle.settings.iterativeDeepening ?? false).toBe(false);
        for (const algorithm of ENHANCED) {
          const r = search(at(algorithm, 'programs'));
          // the core ran the programs' setting: what it read back says so
          expect(r.settings.iterativeDeepening).toBe(true);
          expect(r.settings.history).toBe(true);
          if (takes(algorithm, 'ttMoveFirst')) expect(r.settings.ttMoveFirst).toBe(true);
          expect([algorithm, g.board.position, depth, r.value]).toEqual([
            algorithm,
            g.board.position,
            depth,
            oracle.value,
          ]);
          compared++;
        }
      }
    }
    expect(compared).toBe(8 * maxDepth * ENHANCED.length);
  });

  it('NegaScout searches in an aspiration window there; MTD(f) has none', () => {
    const g = positions(6, 6, 1, 1)[0];
    const at = (algorithm) =>
      applicable(
        mergeConfig(
          {},
          kalahSearchConfig(g, { depth: 4, budget: 1e6, algorithm, search: 'programs' }),
        ),
      );
    expect(at('negascout-tt').aspiration).toBe(2);
    expect(at('negascout').aspiration).toBe(2);
    expect(at('mtdf').aspiration).toBeUndefined();
    expect(at('alphabeta').aspiration).toBeNull();
  });
});
