import { describe, expect, it } from 'vitest';
import { WasmEngine } from '../testing/wasm-engine.js';
import { AIMA } from '../element/config.js';
import { Kind, eventAt, eventCount } from './events.js';
import {
  matchingReturn,
  nextNodeStop,
  openCall,
  previousNodeStop,
  stepOutStop,
  stepOverStop,
} from './step-over.js';

async function run(algorithm) {
  const engine = await WasmEngine.create();
  const { id } = await engine.open({ game: { kind: 'tree', text: AIMA }, algorithm, guess: 0 });
  const summary = await engine.runToEnd(id);
  return engine.events(id, 0, summary.eventCount);
}

/** The index of the first event of `kind` on `node` (at or after `from`). */
function find(events, kind, node, from = 0) {
  for (let i = from; i < eventCount(events); i++) {
    const e = eventAt(events, i);
    if (e.kind === kind && e.node === node) return i;
  }
  throw new Error(`no event ${kind} on node ${node}`);
}

// A trace written by hand: one test, root 0 with children 1 (leaves 2, 3) and 4 (leaf 5).
const E = (kind, node) => [kind, node, 0, 0, 0];
const HAND = new Int32Array(
  [
    E(Kind.TestBegin, 0), // 0
    E(Kind.Enter, 0), //     1
    E(Kind.Enter, 1), //     2
    E(Kind.Enter, 2), //     3
    E(Kind.Leaf, 2), //      4
    E(Kind.Return, 2), //    5
    E(Kind.Enter, 3), //     6
    E(Kind.Leaf, 3), //      7
    E(Kind.Return, 3), //    8
    E(Kind.Return, 1), //    9
    E(Kind.Enter, 4), //    10
    E(Kind.Enter, 5), //    11
    E(Kind.Leaf, 5), //     12
    E(Kind.Return, 5), //   13
    E(Kind.Cut, 4), //      14
    E(Kind.Return, 4), //   15
    E(Kind.Return, 0), //   16
    E(Kind.TestEnd, 0), //  17
  ].flat(),
);

describe('matching calls in the trace', () => {
  it('pairs every Enter with its Return, counting nested calls', () => {
    expect(matchingReturn(HAND, 1)).toBe(16);
    expect(matchingReturn(HAND, 2)).toBe(9);
    expect(matchingReturn(HAND, 10)).toBe(15);
    expect(matchingReturn(HAND, 11)).toBe(13);
  });

  it('finds the innermost open call looking back', () => {
    expect(openCall(HAND, 4)).toBe(3); // inside leaf 2
    expect(openCall(HAND, 5)).toBe(2); // leaf 2 returned: node 1 is open
    expect(openCall(HAND, 9)).toBe(1); // node 1 returned: the root is open
    expect(openCall(HAND, 0)).toBe(-1); // the test has only begun
    expect(openCall(HAND, 17)).toBe(-1);
  });

  it('gives −1 for a call whose Return was cut off the trace', () => {
    expect(matchingReturn(HAND.slice(0, 5 * 12), 10)).toBe(-1);
  });
});

describe('step over', () => {
  it('skips the subtree of the node just entered, landing on its Return', () => {
    expect(stepOverStop(HAND, 3)).toBe(10); // after Enter 1: shows Return 1
    expect(stepOverStop(HAND, 2)).toBe(17); // after Enter 0: the whole root search
  });

  it('skips the subtree of the node about to be entered', () => {
    expect(stepOverStop(HAND, 10)).toBe(16); // Return 1 shown, Enter 4 next
    expect(stepOverStop(HAND, 1)).toBe(17); // TestBegin shown, the root next
    expect(stepOverStop(HAND, 5)).toBe(6); // Leaf 2 shown: one event
  });

  it('walks the siblings one after another', () => {
    const stops = [];
    for (let k = 3; k < 17; k = stepOverStop(HAND, k)) stops.push(k);
    expect(stops).toEqual([3, 10, 16]);
  });

  it('stops at the end of a trace cut short, and at the end', () => {
    const cut = HAND.slice(0, 5 * 12);
    expect(stepOverStop(cut, 11)).toBe(12);
    expect(stepOverStop(HAND, 18)).toBe(18);
  });

  it('moves past the first MIN node’s subtree of AIMA Figure 5.2', async () => {
    for (const algorithm of ['alphabeta', 'mtdf']) {
      const events = await run(algorithm);
      const enterB = find(events, Kind.Enter, 1);
      const returnB = find(events, Kind.Return, 1);
      expect(stepOverStop(events, enterB + 1)).toBe(returnB + 1);
      if (algorithm === 'alphabeta') {
        // then C's, the next call
        const returnC = find(events, Kind.Return, matchNode(events, returnB + 1));
        expect(stepOverStop(events, returnB + 1)).toBe(returnC + 1);
      } else {
        // MT's first test (β = 0) cuts at the root after B: one event (the cut)
        expect(eventAt(events, returnB + 1).kind).toBe(Kind.Cut);
        expect(stepOverStop(events, returnB + 1)).toBe(returnB + 2);
      }
    }
  });
});

/** The node entered at event `i` (an Enter). */
function matchNode(events, i) {
  const e = eventAt(events, i);
  expect(e.kind).toBe(Kind.Enter);
  return e.node;
}

describe('step out', () => {
  it('finishes the node being searched', () => {
    expect(stepOutStop(HAND, 5)).toBe(6); // Leaf 2 shown: leaf 2 returns
    expect(stepOutStop(HAND, 6)).toBe(10); // leaf 2 returned: node 1 returns
    expect(stepOutStop(HAND, 15)).toBe(16); // the cut at 4: node 4 returns
  });

  it('finishes the parent of a node only just entered', () => {
    expect(stepOutStop(HAND, 4)).toBe(10); // Enter 2 shown: node 1 returns
    expect(stepOutStop(HAND, 3)).toBe(17); // Enter 1 shown: the root returns
  });

  it('out of the root, ends the test', () => {
    expect(stepOutStop(HAND, 2)).toBe(18);
    expect(stepOutStop(HAND, 1)).toBe(18);
    expect(stepOutStop(HAND, 0)).toBe(18);
    expect(stepOutStop(HAND, 17)).toBe(18);
    expect(stepOutStop(HAND, 18)).toBe(18);
  });

  it('finishes B of AIMA Figure 5.2 from inside its first leaf', async () => {
    const events = await run('mtdf');
    const enterLeaf = find(events, Kind.Enter, 2);
    const returnLeaf = find(events, Kind.Return, 2);
    const returnB = find(events, Kind.Return, 1);
    expect(stepOutStop(events, enterLeaf + 1)).toBe(returnB + 1); // leaf 0.0 just entered
    expect(stepOutStop(events, enterLeaf + 2)).toBe(returnLeaf + 1); // inside leaf 0.0
  });
});

describe('next and previous node', () => {
  it('goes to each node entered in turn, into the subtrees', () => {
    const stops = [];
    for (let k = 0; k < 18; k = nextNodeStop(HAND, k)) stops.push(k);
    // after each Enter of the hand-written trace (events 1, 2, 3, 6, 10, 11), then the end
    expect(stops).toEqual([0, 2, 3, 4, 7, 11, 12]);
    expect(nextNodeStop(HAND, 12)).toBe(18); // no node entered after leaf 5: the end
    expect(nextNodeStop(HAND, 18)).toBe(18);
    expect(nextNodeStop(HAND, 5)).toBe(7); // inside leaf 2: leaf 3 next
  });

  it('goes back to the node entered before, or to where the current one was entered', () => {
    expect(previousNodeStop(HAND, 12)).toBe(11); // leaf 5 just entered: node 4
    expect(previousNodeStop(HAND, 11)).toBe(7); // node 4 just entered: leaf 3
    expect(previousNodeStop(HAND, 9)).toBe(7); // inside leaf 3: where it was entered
    expect(previousNodeStop(HAND, 18)).toBe(12);
    expect(previousNodeStop(HAND, 2)).toBe(0); // the root just entered: the start
    expect(previousNodeStop(HAND, 0)).toBe(0);
  });

  it('visits the nodes of AIMA Figure 5.2 in the order alpha-beta enters them', async () => {
    const events = await run('alphabeta');
    // the nodes entered, read from the trace one event at a time
    const entered = [];
    for (let i = 0; i < eventCount(events); i++) {
      const e = eventAt(events, i);
      if (e.kind === Kind.Enter) entered.push(e.node);
    }
    const visited = [];
    let k = 0;
    for (;;) {
      const next = nextNodeStop(events, k);
      if (next === k || next === eventCount(events)) break;
      visited.push(eventAt(events, next - 1).node);
      k = next;
    }
    expect(visited).toEqual(entered);
    // alpha-beta enters A, B, its 3 leaves, C, its first leaf (then cuts), D, its 3 leaves
    expect(visited).toHaveLength(11);
    const back = [];
    for (; k > 0; k = previousNodeStop(events, k)) back.push(k);
    expect(back.reverse().map((s) => eventAt(events, s - 1).node)).toEqual(entered);
  });
});
