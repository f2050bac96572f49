import { describe, expect, it } from 'vitest';
import { WasmEngine } from '../testing/wasm-engine.js';
import { AIMA } from '../element/config.js';
import { INF } from '../format.js';
import { factsAt } from '../state/facts.js';
import { Kind, eventCount } from '../state/events.js';
import { codeLine, listingsFor } from './pseudocode.js';
import { mtdDriver } from './listings.js';

async function run(algorithm) {
  const engine = await WasmEngine.create();
  const { id } = await engine.open({ game: { kind: 'tree', text: AIMA }, algorithm, guess: 0 });
  const summary = await engine.runToEnd(id);
  const events = await engine.events(id, 0, summary.eventCount);
  const tree = await engine.tree(id);
  return { summary, events, tree };
}

const ids = (lines) => new Set(lines.map(([id]) => id).filter(Boolean));

describe('the pseudocode lights one line per event', () => {
  it('in the driver or in the search, never both, and a line that exists', async () => {
    for (const algorithm of ['mtdf', 'alphabeta']) {
      const r = await run(algorithm);
      const listings = listingsFor(algorithm);
      for (let k = 0; k <= eventCount(r.events); k++) {
        const line = codeLine(factsAt({ ...r, k }), algorithm);
        const lit = [line.driver, line.search].filter(Boolean);
        expect(lit.length, `${algorithm} at ${k}`).toBeLessThanOrEqual(1);
        // (before the first event a one-search driver has no loop to light)
        if (line.driver && k > 0) expect(ids(listings.driver).has(line.driver)).toBe(true);
        if (line.search) {
          expect(ids(listings.search).has(line.search), `${line.search}`).toBe(true);
          // the driver's call is marked as where the driver waits, not lit
          expect(ids(listings.driver).has(line.caller)).toBe(true);
        }
      }
    }
  });

  it('gives minimax one search without a window, marked while it runs', () => {
    const { driver } = listingsFor('minimax');
    expect(driver[0]).toEqual(['test', 'value := Minimax(root)']);
    expect(codeLine({ type: 'enter', node: { isMax: true } }, 'minimax')).toEqual({
      driver: null,
      search: 'enter',
      caller: 'test',
    });
    expect(codeLine({ type: 'return', node: { isMax: true } }, 'minimax')).toEqual({
      driver: null,
      search: 'return',
      caller: 'test',
    });
    expect(codeLine({ type: 'testBegin' }, 'minimax')).toEqual({ driver: 'test', search: null });
  });

  it('writes the run’s step and schedule into the MTD drivers', () => {
    const text = (lines) => lines.map(([, t]) => t).join('\n');
    expect(text(mtdDriver('mtd-f-step', { step: 8, schedule: [8, 4, 0] }))).toContain(
      'step: 8, 4, 0',
    );
    expect(text(mtdDriver('mtd-f-ab', { step: 8, schedule: [8] }))).toContain('g ∓ 8 until');
    expect(text(mtdDriver('mtd-step', { step: 7 }))).toContain('g − 7');
    expect(text(listingsFor('mtd-f-step').driver)).toContain('step: 100, 50, 25, 12, 0');
  });
});

describe('NegaScout’s scout and re-search lines', () => {
  // MAX root 0 with MIN children 1 (first, full window) and 2 (scouted, then searched again)
  const tree = {
    parent: Int32Array.from([-1, 0, 0]),
    child: Int32Array.from([0, 0, 1]),
    isMax: Uint8Array.from([1, 0, 0]),
    label: [null, null, null],
    moveLabel: ['', '0', '1'],
  };
  const events = Int32Array.from(
    [
      [Kind.TestBegin, 0, -INF, INF, 0], // 0
      [Kind.Enter, 0, -INF, INF, 2], //     1
      [Kind.Enter, 1, -INF, INF, 1], //     2  the first child: the full window
      [Kind.Return, 1, 3, 0, 0], //         3
      [Kind.Enter, 2, 3, 4, 1], //          4  the scout: null window (3, 4)
      [Kind.Return, 2, 5, 1, 0], //         5
      [Kind.Research, 0, 5, 1, 0], //       6
      [Kind.Enter, 2, 5, INF, 1], //        7  the re-search
      [Kind.Return, 2, 5, 0, 0], //         8
      [Kind.Return, 0, 5, 0, 0], //         9
      [Kind.TestEnd, 0, 5, 2, 0], //       10
    ].flat(),
  );
  const summary = { algorithm: 'negascout', tests: [], done: true, value: 5 };
  const lineAt = (k, algorithm = 'negascout') =>
    codeLine(factsAt({ events, tree, summary, k }), algorithm).search;

  it('lights the scout line when a later child is entered with a null window', () => {
    expect(factsAt({ events, tree, summary, k: 5 })).toMatchObject({
      type: 'enter',
      move: 1,
      parentIsMax: true,
      nullWindow: true,
      afterResearch: false,
    });
    expect(lineAt(5)).toBe('scout-max');
    expect(lineAt(5, 'negascout-tt')).toBe('scout-max');
  });

  it('keeps the function’s first line for the first child and the re-search', () => {
    expect(lineAt(2)).toBe('enter'); // the root
    expect(lineAt(3)).toBe('enter'); // the first child
    expect(lineAt(7)).toBe('research-max');
    expect(lineAt(8)).toBe('enter');
  });

  it('lights the MIN side’s scout under a MIN node, and nothing of the kind for MT', () => {
    const min = { ...tree, isMax: Uint8Array.from([0, 1, 1]) };
    expect(codeLine(factsAt({ events, tree: min, summary, k: 5 }), 'negascout').search).toBe(
      'scout-min',
    );
    expect(lineAt(5, 'mtdf')).toBe('enter');
  });

  it('under another order, lights the scout for move 0 searched second, not the first searched', () => {
    // the history heuristic (an Order event) searched move 1 first, then move 0 as the scout
    const order = Int32Array.from(
      [
        [Kind.TestBegin, 0, -INF, INF, 0], // 0
        [Kind.Enter, 0, -INF, INF, 2], //     1
        [Kind.Order, 0, 1, 2, 1], //          2  move 1 first
        [Kind.Enter, 2, -INF, INF, 1], //     3  the first searched, move 1: the full window
        [Kind.Return, 2, 3, 0, 0], //         4
        [Kind.Enter, 1, 3, 4, 1], //          5  move 0, searched second: the scout
        [Kind.Return, 1, 2, 2, 0], //         6
        [Kind.Return, 0, 3, 0, 0], //         7
        [Kind.TestEnd, 0, 3, 1, 0], //        8
      ].flat(),
    );
    const at = (k) => codeLine(factsAt({ events: order, tree, summary, k }), 'negascout').search;
    expect(factsAt({ events: order, tree, summary, k: 6 })).toMatchObject({
      type: 'enter',
      move: 0,
      nullWindow: true,
      firstSearched: false,
    });
    expect(at(6)).toBe('scout-max');
    expect(at(4)).toBe('enter'); // move 1, searched first
    // and a first child searched with a null window is the function's first line, not a scout
    const nullFirst = Int32Array.from(
      [
        [Kind.TestBegin, 0, 3, 4, 0],
        [Kind.Enter, 0, 3, 4, 2],
        [Kind.Order, 0, 1, 2, 1],
        [Kind.Enter, 2, 3, 4, 1], // move 1 first, inside the root's null window
        [Kind.Return, 2, 5, 1, 0],
      ].flat(),
    );
    const first = factsAt({ events: nullFirst, tree, summary, k: 4 });
    expect(first).toMatchObject({ move: 1, nullWindow: true, firstSearched: true });
    expect(codeLine(first, 'negascout').search).toBe('enter');
  });
});
