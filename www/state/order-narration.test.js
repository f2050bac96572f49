// The programs' enhancements in the element (issue 23): an Order event of the core's trace
// (a node searching its children out of their given order) is narrated in English and
// Japanese, naming the child searched first as the page names nodes; the settings are read
// from the attributes, written back, and sent to the core only where the algorithm takes
// them (a kalah-match game never).
import { describe, expect, it } from 'vitest';
import { WasmEngine } from '../testing/wasm-engine.js';
import { factsAt } from './facts.js';
import { Kind, eventAt } from './events.js';
import { publicStep } from './step.js';
import { narrate } from '../i18n/narrate.js';
import { applicable } from '../engine/algorithms.js';
import { configAttributes, configFromAttributes, mergeConfig } from '../element/config.js';

/** A whole recorded run of `config` on the page's wasm. */
async function recorded(config) {
  const engine = await WasmEngine.create();
  const { id } = await engine.open(config);
  const summary = await engine.runToEnd(id);
  const events = await engine.events(id, 0, summary.eventCount);
  const tree = await engine.tree(id);
  engine.close(id);
  return { summary, events, tree };
}

/** The facts of every Order event of `run`. */
function orders(run) {
  const out = [];
  for (let i = 0; i < run.summary.eventCount; i++) {
    if (eventAt(run.events, i).kind === Kind.Order) out.push(factsAt({ ...run, k: i + 1 }));
  }
  return out;
}

// the root's best move is its last (values 1, 2, 6; at depth 1 the horizon's 1, 2, 7): the
// deeper search puts it first; below the root, MIN's best leaf is its second or first
const TREE = '[[[1,9],[3,8]],[[2,8],[4,9]],[[7,6],[6,5]]]';

describe("an Order event's narration", () => {
  it("says the TT's best move is searched first, naming it by its path", async () => {
    const run = await recorded({
      game: { kind: 'tree', text: TREE },
      algorithm: 'mtdf',
      iterativeDeepening: true,
      ttMoveFirst: true,
    });
    const found = orders(run);
    expect(found.length).toBeGreaterThan(0);
    // depth 1's tests left move 2 the root's best in the TT: the depths after search it first
    const root = found.find((f) => f.node.root && f.first === 2);
    expect(root).toMatchObject({ type: 'order', first: 2, tt: true, history: false });
    expect(root.child.path).toBe('2');
    expect(narrate(root, 'en')).toBe(
      "The TT's best move, 2, is searched first: the move that was best here in an earlier search.",
    );
    expect(narrate(root, 'ja')).toBe(
      '置換表の最善手 2 を最初に探索します。以前の探索でここの最善だった手です。',
    );
    // below the root the child is named by its whole path, as the page names nodes
    const inner = found.find((f) => !f.node.root);
    if (inner) expect(narrate(inner, 'en')).toContain(`best move, ${inner.child.path},`);
    // the step the element shows for it
    expect(publicStep(root, run.tree)).toMatchObject({ kind: 'order', node: [], g: null });
  });

  it('says the history heuristic ordered the children, and both reasons together', async () => {
    const history = orders(
      await recorded({
        game: { kind: 'tree', text: TREE },
        algorithm: 'alphabeta',
        iterativeDeepening: true,
        history: true,
      }),
    );
    const root = history.find((f) => f.node.root);
    expect(root).toMatchObject({ first: 2, tt: false, history: true });
    expect(narrate(root, 'en')).toBe(
      'The history heuristic orders the children of the root by how often each move cut or was best (3 out of their given place): 2 is searched first.',
    );
    expect(narrate(root, 'ja')).toContain('ヒストリー・ヒューリスティック');
    expect(narrate(root, 'ja')).toContain('最初に 2 を探索します');
    const both = orders(
      await recorded({
        game: { kind: 'tree', text: TREE },
        algorithm: 'negascout-tt',
        iterativeDeepening: true,
        history: true,
        ttMoveFirst: true,
      }),
    );
    const reasons = new Set(both.map((f) => `${f.tt}/${f.history}`));
    expect(reasons.size).toBeGreaterThan(0);
    const tt = both.find((f) => f.tt && f.history);
    if (tt) expect(narrate(tt, 'en')).toMatch(/^The TT's best move, .*follow by the history/);
  });

  it('never appears without an enhancement that orders', async () => {
    for (const algorithm of ['alphabeta', 'negascout-tt', 'mtdf']) {
      const run = await recorded({ game: { kind: 'tree', text: TREE }, algorithm });
      expect(orders(run), algorithm).toEqual([]);
    }
  });
});

describe('the enhancements as settings', () => {
  const attrs = (o) => (n) => o[n] ?? null;

  it('are read from the attributes and written back', () => {
    const c = configFromAttributes(
      attrs({
        algorithm: 'negascout',
        'iterative-deepening': 'on',
        aspiration: '3',
        history: 'on',
        'tt-move-first': 'off',
      }),
    );
    expect(c).toMatchObject({
      iterativeDeepening: true,
      aspiration: 3,
      history: true,
      ttMoveFirst: false,
    });
    const written = Object.fromEntries(configAttributes(c, () => false));
    expect(written).toMatchObject({ 'iterative-deepening': 'on', aspiration: '3', history: 'on' });
    // off and absent, not written (the element's attributes stay as the reader left them)
    expect('tt-move-first' in written).toBe(false);
    expect(() => configFromAttributes(attrs({ aspiration: '0' }))).toThrow(
      /^aspiration: '0' is not a whole number from 1 to 2147483646/,
    );
    expect(configFromAttributes(attrs({ aspiration: 'off' })).aspiration).toBe(null);
    expect(mergeConfig(c, { history: false, aspiration: null })).toMatchObject({
      history: false,
      aspiration: null,
    });
  });

  it('are sent only where the algorithm takes them, and never for a kalah-match game', () => {
    const all = { iterativeDeepening: true, aspiration: 2, history: true, ttMoveFirst: true };
    const game = { kind: 'tree', text: TREE };
    expect(applicable({ game, algorithm: 'negascout-tt', ...all })).toMatchObject(all);
    const mtdf = applicable({ game, algorithm: 'mtdf', ...all });
    expect('aspiration' in mtdf).toBe(false);
    expect(mtdf).toMatchObject({ iterativeDeepening: true, history: true, ttMoveFirst: true });
    const negascout = applicable({ game, algorithm: 'negascout', ...all });
    expect('ttMoveFirst' in negascout).toBe(false);
    for (const algorithm of ['minimax', 'mtdf-literal']) {
      const out = applicable({ game, algorithm, ...all });
      expect(
        Object.keys(all).filter((k) => k in out),
        algorithm,
      ).toEqual([]);
    }
    const match = applicable({
      game: { kind: 'kalah-match', program: 'mtdf', depths: [2, 2], search: 1 },
      ...all,
    });
    expect(Object.keys(all).filter((k) => k in match)).toEqual([]);
  });
});
