// The docs page (issue 9): every attribute, method and event of <mtd-lab> live beside its
// snippet; all load, run and report under the strict CSP (with blob: images, which
// exportPNG needs), with no console error. Each card's check says what its example shows
// (issue 18): what the attribute visibly changes, a method's exact output, an event's exact
// detail. The numbers are worked out by hand below (or by the small minimax here), never
// read from the element: the examples run on AIMA's tree under MTD(f) from f = 0 unless
// they say otherwise.
import { expect, test } from '@playwright/test';
import { STRICT_CSP, collectViolations, enforceCsp } from './host-page.js';

const AIMA = [
  [3, 12, 8],
  [2, 4, 6],
  [14, 5, 2],
];

/** The minimax value of a nested array (the root MAX), searched `depth` plies; at the
 * horizon an inner node is valued by its leftmost leaf (README, iterative deepening). */
function minimax(node, depth = Infinity, max = true) {
  if (!Array.isArray(node)) return node;
  if (depth === 0) return minimax(node[0], 0);
  const values = node.map((c) => minimax(c, depth - 1, !max));
  return max ? Math.max(...values) : Math.min(...values);
}

const VALUE = minimax(AIMA); // 3

/** Kalah's minimax value from the opening of `pits` pits of `seeds` seeds, `depth` turns
 * (CONVENTIONS.md §5 and seed 003, written out here: sowing, a second move, capture, the
 * end). */
function kalahValue(pits, seeds, depth) {
  const store = [pits, 2 * pits + 1];
  const total = 2 * pits * seeds;
  const rowOf = (side) => Array.from({ length: pits }, (_, i) => i + (side ? pits + 1 : 0));
  const over = (b) => b[store[0]] * 2 > total || b[store[1]] * 2 > total;
  const evaluate = (b) => {
    if (b[store[0]] * 2 > total) return 99;
    if (b[store[1]] * 2 > total) return -99;
    return b[store[0]] - b[store[1]];
  };
  const search = (b, side, d) => {
    if (d === 0 || over(b) || rowOf(0).every((i) => !b[i]) || rowOf(1).every((i) => !b[i]))
      return evaluate(b);
    const values = [];
    for (const pit of rowOf(side).filter((i) => b[i])) {
      const next = [...b];
      let seedsLeft = next[pit];
      next[pit] = 0;
      let at = pit;
      while (seedsLeft) {
        at = (at + 1) % next.length;
        if (at === store[1 - side]) continue;
        next[at]++;
        seedsLeft--;
      }
      const opposite = 2 * pits - at;
      if (rowOf(side).includes(at) && next[at] === 1 && next[opposite]) {
        next[store[side]] += next[at] + next[opposite];
        next[at] = next[opposite] = 0;
      }
      // a row empty: the other side sweeps its own row (the first player's row first)
      const empty = [0, 1].find((s) => rowOf(s).every((i) => !next[i]));
      if (empty !== undefined && !over(next)) {
        for (const i of rowOf(1 - empty)) {
          next[store[1 - empty]] += next[i];
          next[i] = 0;
        }
      }
      // a second move keeps the depth (seed 003's negamax(turn, depth, b)): a ply is a turn
      const again = at === store[side];
      values.push(search(next, again ? side : 1 - side, again ? d : d - 1));
    }
    return side === 0 ? Math.max(...values) : Math.min(...values);
  };
  const opening = Array.from({ length: 2 * pits + 2 }, (_, i) => (store.includes(i) ? 0 : seeds));
  return search(opening, 0, depth);
}
const LEAVES = AIMA.flat();

// MTD(f) from 0 on AIMA, by hand (MT with the three-way store, CONVENTIONS.md §2):
// test 1, β = 0, window (−1, 0): events 1 TestBegin, 2 Enter root, 3 Probe, 4 Enter node 0,
//   5 Probe, then leaf 0.0 (3): 6 Enter, 7 Probe, 8 Leaf, 9 Store, 10 Return; leaf 0.1 (12):
//   11–15; leaf 0.2 (8): 16–20; node 0 keeps 3 > −1: 21 Store, 22 Return; the root cuts
//   (3 ≥ 0): 23 Cut, 24 Store, 25 Return (≥ 3); 26 TestEnd high, lower 3.
// test 2, β = 4 (g = lower), window (3, 4): the root, node 0 and leaf 0.0 are found in the
//   TT (3 hits); 0.0 = 3 ≤ 3 cuts node 0; node 1 cuts at its first leaf 2; node 2 reads
//   14, 5, 2 and returns 2; the root returns 3 < 4: low, upper 3. Events 27–71: 71 in all.
// Counted: 2 tests, 8 leaf evaluations (3 + 5), 14 nodes (5 + 9), 3 TT hits, 14 stores.
const EVENTS = 71;
const TEST_1 = { beta: 0, g: 3, outcome: 'high', lower: 3, upper: null };
const TEST_2 = { beta: 4, g: 3, outcome: 'low', lower: 3, upper: 3 };

const valueLine = (lab) => lab.locator('[data-testid=value]').first();
const narration = (lab) => lab.locator('.narration').first();
const position = (lab) => lab.locator('.position').first();
const unknown = (tests = 0) => `Value: not yet known · Tests: ${tests}`;
const known = (value, tests) => `Value: ${value} · Tests: ${tests}`;
/** Calls the element's method `name` (with `args`) in the page. */
const call = (lab, name, ...args) => lab.evaluate((el, [n, a]) => el[n](...a), [name, args]);
/** The null-window tests' β of the run, once it is shown to its end (+∞ is null). */
async function betasToEnd(lab) {
  const state = await call(lab, 'runToEnd');
  return state.tests.map((t) => t.beta);
}
/** The counters panel's numbers by name. */
async function counters(lab) {
  const text = await lab.locator('dl.counters').first().innerText();
  return text.replace(/\s+/g, ' ').trim();
}
/** Whether each panel of the element is shown. */
async function panelsShown(lab) {
  const shown = async (sel) => (await lab.locator(sel).first().boundingBox()) !== null;
  const out = {};
  for (const [name, sel] of Object.entries({
    settings: '.settings',
    toolbar: '.toolbar',
    tree: '.tree-pane',
    narration: '.narration-wrap',
    chart: '.chart-wrap',
    counters: '.counters-wrap',
    code: '.code-wrap',
    tt: '.tt-wrap',
  })) {
    out[name] = await shown(sel);
  }
  return out;
}
/** The background and text colours of the element's body, as [r, g, b] sums. */
function colours(lab) {
  return lab.evaluate((el) => {
    const box = (el.shadowRoot ?? el).querySelector('.lab');
    const sum = (c) =>
      c
        .match(/\d+/g)
        .slice(0, 3)
        .map(Number)
        .reduce((a, b) => a + b, 0);
    const s = globalThis.getComputedStyle(box);
    return { background: sum(s.backgroundColor), text: sum(s.color) };
  });
}

/** What one card's check keeps for a later one (the default colours). */
const seen = {};

/** Each card's own check, by the card's id: `({ lab, card, out, page })`. A card without
 * one fails the test, so a new example comes with what it shows. */
const CHECKS = {
  'attribute-tree': async ({ lab }) => {
    // the tree drawn is the one given, its leaves in order; its value is the minimax value
    const leaves = async () => (await lab.locator('text.value').allTextContents()).filter(Boolean);
    await expect.poll(leaves).toEqual(LEAVES.map(String));
    seen.light = await colours(lab);
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
  },
  'attribute-game': async ({ lab }) => {
    // the element's Kalah: 3 pits of 2 seeds, 4 turns (config.js); pit 0's seeds end in
    // pit 2, so the root's first child is MIN's move
    await expect(lab.locator('.title').first()).toHaveText('alpha-beta');
    await call(lab, 'seek', 2);
    await expect(narration(lab)).toHaveText(/^Enter the root \(MAX\)/);
    await call(lab, 'seek', 3);
    await expect(narration(lab)).toHaveText(/^Enter .+ \(MIN\) with the window/);
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(kalahValue(3, 2, 4), 0));
  },
  'attribute-algorithm': async ({ lab }) => {
    // MTD(+∞): β = +∞, then each upper bound: g = 14 (each MIN node cut at its first leaf),
    // 5, 3, then β = 3 fails high: 4 tests
    await expect(lab.locator('.title').first()).toHaveText('MTD(+∞)');
    await call(lab, 'step');
    await expect(narration(lab)).toHaveText(/^Test 1: β = \+∞; /);
    expect(await betasToEnd(lab)).toEqual([null, 14, 5, 3]);
    await expect(valueLine(lab)).toHaveText(known(VALUE, 4));
  },
  'attribute-guess': async ({ lab }) => {
    // f = 8: β = 8 fails low with 5 (node 2 cut at 5), β = 5 low with 3, β = 3 high
    await call(lab, 'step');
    await expect(narration(lab)).toHaveText(
      'Test 1: β = 8; MT searches the root with the null window (7, 8).',
    );
    expect(await betasToEnd(lab)).toEqual([8, 5, 3]);
    await expect(valueLine(lab)).toHaveText(known(VALUE, 3));
  },
  'attribute-step': async ({ lab }) => {
    // MTD-step, step 5: +∞ fails low with 14, then max(lower + 1, 14 − 5) = 9 low with 5,
    // then 5 − 5 = 0 high with 3, then lower + 1 = 4 low with 3
    await expect(lab.locator('.title').first()).toHaveText('MTD-step');
    expect(await betasToEnd(lab)).toEqual([null, 9, 0, 4]);
    await expect(valueLine(lab)).toHaveText(known(VALUE, 4));
  },
  'attribute-schedule': async ({ lab }) => {
    // MTD-f-step, schedule 10 5 0: β = 0 high with 3, then min(upper, 3 + 1 + 10) = 14
    // low with 5 (the overshoot: the step goes to 5), then max(lower + 1, 5 − 5) = 4 low
    await expect(lab.locator('.title').first()).toHaveText('MTD-f-step');
    expect(await betasToEnd(lab)).toEqual([0, 14, 4]);
    await expect(valueLine(lab)).toHaveText(known(VALUE, 3));
  },
  'attribute-tt': async ({ lab }) => {
    // MTD(f) without its table: the root's Enter is followed by its first child's, no probe
    // between, in test 1's window (β = 0)
    await call(lab, 'seek', 2);
    await expect(narration(lab)).toHaveText('Enter the root (MAX) with the window (−1, 0).');
    await call(lab, 'seek', 3);
    await expect(narration(lab)).toHaveText('Enter node 0 (MIN) with the window (−1, 0).');
    await call(lab, 'runToEnd');
    // test 1 (β 0): node 0 reads 3, 12, 8 (none ≤ −1), the root cuts at 3 ≥ 0: 3 leaves,
    // 5 nodes; test 2 (β 4): node 0 cuts at 3, node 1 at 2, node 2 reads 14, 5, 2: 5 leaves,
    // 9 nodes; nothing from a table
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
    expect(await counters(lab)).toBe('Leaf evaluations 8 Nodes 14 TT hits 0 TT cutoffs 0');
  },
  'attribute-tt-size': async ({ lab }) => {
    // four entries: leaves 0.0–0.2 and node 0 fill them; the root's store (event 24 above)
    // drops one of the leaves (depth 0, the shallowest), so an Evict comes first
    await call(lab, 'seek', 24);
    await expect(narration(lab)).toHaveText(
      /^The TT's set for the root is full: the entry of node 0\.[012], the shallowest, is dropped to make room\.$/,
    );
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
  },
  'attribute-depth': async ({ lab }) => {
    // one ply: nodes 0, 1, 2 valued by their leftmost leaves 3, 2, 14: the value is 14, not 3;
    // β = 0 high (3), β = 4 high (14), β = 15 low (14)
    const value = minimax(AIMA, 1);
    expect(value).toBe(14);
    expect(await betasToEnd(lab)).toEqual([0, 4, 15]);
    await expect(valueLine(lab)).toHaveText(known(value, 3));
  },
  'attribute-max-visits': async ({ lab }) => {
    // 1000 is more than the 14 nodes the run needs; 13 is one too few
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
    await lab.evaluate((el) => el.setAttribute('max-visits', '13'));
    await expect(lab).toContainText('work budget: mtdf visited 13 nodes without finishing');
    await lab.evaluate((el) => el.setAttribute('max-visits', '14'));
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
    await expect(lab).not.toContainText('work budget');
  },
  'attribute-iterative-deepening': async ({ lab }) => {
    // MTD(f) at depth 1 (nodes valued by their leftmost leaves 3, 2, 14): 0 high, 4 high,
    // 15 low, 14; at depth 2 from 14: β = 14 low (node 2 cut at 5: g 5), 5 low (3), 3 high
    expect(await betasToEnd(lab)).toEqual([0, 4, 15, 14, 5, 3]);
    await expect(valueLine(lab)).toHaveText(known(VALUE, 6));
  },
  'attribute-aspiration': async ({ lab }) => {
    // NegaScout's root window (−1, 1) around 0: node 0 returns 3 ≥ 1, a fail high; searched
    // again with (2, +∞), which holds the value 3
    await call(lab, 'seek', 1);
    await expect(narration(lab)).toHaveText('Root search 1 with the window (−1, 1).');
    const state = await call(lab, 'runToEnd');
    expect(state.tests).toEqual([]);
    await expect(valueLine(lab)).toHaveText(known(VALUE, 0));
  },
  'attribute-history': async ({ lab }) => {
    // depth 1 credits the root's best move, 2 (14): depth 2's root (events 14 TestBegin,
    // 15 Enter) searches it first, then 0 and 1
    await call(lab, 'seek', 16);
    await expect(narration(lab)).toHaveText(
      'The history heuristic orders the children of the root by how often each move cut or was best (3 out of their given place): 2 is searched first.',
    );
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(VALUE, 0));
  },
  'attribute-tt-move-first': async ({ lab }) => {
    // depth 1 stores the root's best move, 2; depth 2's root (22 TestBegin, 23 Enter, 24 its
    // probe, too shallow to answer) searches it first
    await call(lab, 'seek', 25);
    await expect(narration(lab)).toHaveText(
      "The TT's best move, 2, is searched first: the move that was best here in an earlier search.",
    );
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(VALUE, 0));
  },
  'attribute-cut': async ({ lab }) => {
    // alpha-beta on [[3,5],[3,9]]: node 1 gets α = 3 and its first leaf is 3; under gt
    // 3 < 3 does not cut, so 9 is read too: leaves 3, 5, 3, 9 and 7 nodes; under ge, 3 ≤ 3
    // cuts: 3 leaves, 6 nodes. Events: TestBegin, Enter of the root and both MIN nodes,
    // Enter/Leaf/Return of each leaf read, a Cut under ge, Return of the three inner nodes,
    // TestEnd: 20 under gt, 18 under ge
    await expect(position(lab)).toHaveText('event 0 / 20');
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(
      known(
        minimax([
          [3, 5],
          [3, 9],
        ]),
        0,
      ),
    );
    expect(await counters(lab)).toBe('Leaf evaluations 4 Nodes 7 TT hits 0 TT cutoffs 0');
    await lab.evaluate((el) => el.setAttribute('cut', 'ge'));
    await expect(position(lab)).toHaveText(/ \/ 18$/);
    await call(lab, 'runToEnd');
    expect(await counters(lab)).toBe('Leaf evaluations 3 Nodes 6 TT hits 0 TT cutoffs 0');
  },
  'attribute-lang': async ({ lab }) => {
    await expect(valueLine(lab)).toHaveText('値: 未確定 · テスト: 0');
    await expect(narration(lab)).toHaveText('準備完了: MTD(f)。→ キーで一歩ずつ進めます。');
    await expect(position(lab)).toHaveText(`イベント 0 / ${EVENTS}`);
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(`値: ${VALUE} · テスト: 2`);
  },
  'attribute-theme': async ({ lab }) => {
    // light text on a dark ground, where the default (the tree card) is dark on white
    const dark = await colours(lab);
    const { light } = seen;
    expect(dark.background).toBeLessThan(3 * 64);
    expect(dark.text).toBeGreaterThan(3 * 192);
    expect(light.background).toBeGreaterThan(3 * 192);
    expect(light.text).toBeLessThan(3 * 64);
  },
  'attribute-compact': async ({ lab }) => {
    // player, tree, narration, chart and counters; no settings, code or TT
    expect(await panelsShown(lab)).toEqual({
      settings: false,
      toolbar: true,
      tree: true,
      narration: true,
      chart: true,
      counters: true,
      code: false,
      tt: false,
    });
  },
  'attribute-algorithms': async ({ lab }) => {
    await expect(lab.locator('.title').first()).toHaveText('alpha-beta · MTD(f) · MTD(+∞)');
    await call(lab, 'runToEnd');
    // alpha-beta: 7 leaves, 11 nodes; MTD(f): as above; MTD(+∞) (β = +∞, 14, 5, 3):
    // leaves 3 + 2 + 2 + 3 = 10 (leaf 14 is exact in the TT by test 3), nodes
    // 7 + 6 + 7 + 5 = 25, TT hits 5 + 6 + 3 = 14, TT cutoffs 2 + 3 + 0 = 5
    const rows = await lab.locator('table').first().locator('tr').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      'Algorithm Tests Leaf evaluations Nodes TT hits Value',
      `alpha-beta 0 7 11 0 ${VALUE}`,
      `MTD(f) 2 8 14 3 ${VALUE}`,
      `MTD(+∞) 4 10 25 14 ${VALUE}`,
    ]);
  },
  'attribute-controls': async ({ lab }) => {
    expect(await panelsShown(lab)).toEqual({
      settings: false,
      toolbar: true,
      tree: true,
      narration: true,
      chart: false,
      counters: false,
      code: false,
      tt: false,
    });
  },
  'attribute-height': async ({ lab }) => {
    expect((await lab.boundingBox()).height).toBeCloseTo(360, 0);
  },
  'attribute-event': async ({ lab }) => {
    // event 12: the probe of leaf 0.1 (12), after one leaf read and four nodes entered
    await expect(position(lab)).toHaveText(`event 12 / ${EVENTS}`);
    await expect(narration(lab)).toHaveText('The TT has no entry for node 0.1, so it is searched.');
    expect(await counters(lab)).toBe('Leaf evaluations 1 Nodes 4 TT hits 0 TT cutoffs 0');
  },
  'attribute-speed': async ({ lab }) => {
    await expect(lab.locator('select.speed')).toHaveValue('16');
  },
  'attribute-autoplay': async ({ lab }) => {
    // it plays on its own to the end, no key pressed
    await expect(position(lab)).toHaveText(`event ${EVENTS} / ${EVENTS}`, { timeout: 30_000 });
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
  },

  'attribute-hold': async ({ lab }) => {
    // it plays on its own, and stops at event 5; once released, it steps on
    await expect(position(lab)).toHaveText(`event 5 / ${EVENTS}`, { timeout: 30_000 });
    await expect(lab.locator('[aria-pressed]').first()).toHaveAttribute('aria-pressed', 'false');
    await call(lab, 'step');
    await expect(position(lab)).toHaveText(`event 5 / ${EVENTS}`);
    await lab.evaluate((el) => el.removeAttribute('hold'));
    await call(lab, 'step');
    await expect(position(lab)).toHaveText(`event 6 / ${EVENTS}`);
  },
  'attribute-pick': async ({ lab }) => {
    // every leaf a button named by its index and value, none pressed
    const leaves = lab.locator('.node.leaf[role=button]');
    await expect(leaves).toHaveCount(LEAVES.length);
    const names = LEAVES.map((v, i) => `Leaf ${i}: ${v}`);
    expect(await leaves.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')))).toEqual(
      names,
    );
    await expect(lab.locator('.node.leaf[aria-pressed=true]')).toHaveCount(0);
  },

  'method-ready': async ({ out }) => {
    await expect(out).toHaveText(String(EVENTS));
  },
  'method-loadconfig': async ({ lab, out }) => {
    // alpha-beta on [[1,2],[3]]: TestBegin, then Enter/Leaf/Return of the three leaves (9),
    // Enter and Return of the root and its two children (6), TestEnd: 17
    await expect(out).toHaveText('17');
    await expect(lab.locator('.title').first()).toHaveText('alpha-beta');
    await expect(position(lab)).toHaveText('event 0 / 17');
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(known(minimax([[1, 2], [3]]), 0));
  },
  'method-cancel': async ({ lab, out }) => {
    await expect(out).toHaveText('0');
    await expect(position(lab)).toHaveText(`event 0 / ${EVENTS}`);
  },
  'method-step': async ({ lab, out }) => {
    await expect(out).toHaveText('test-begin');
    await expect(narration(lab)).toHaveText(
      'Test 1: β = 0; MT searches the root with the null window (−1, 0).',
    );
  },
  'method-back': async ({ lab, out }) => {
    await expect(out).toHaveText('2');
    await expect(narration(lab)).toHaveText('Enter the root (MAX) with the window (−1, 0).');
  },
  'method-stepNode': async ({ lab, out }) => {
    const enter0 = { kind: 'enter', node: [0], alpha: -1, beta: 0, g: null };
    await expect(out).toHaveText(JSON.stringify({ ...enter0, bound: null, stored: null }));
    await expect(position(lab)).toHaveText(`event 4 / ${EVENTS}`);
    await expect(narration(lab)).toHaveText('Enter node 0 (MIN) with the window (−1, 0).');
  },
  'method-backNode': async ({ lab, out }) => {
    // from leaf 0.0's Enter (event 6) back to node 0's (event 4)
    const enter0 = { kind: 'enter', node: [0], alpha: -1, beta: 0, g: null };
    await expect(out).toHaveText(JSON.stringify({ ...enter0, bound: null, stored: null }));
    await expect(position(lab)).toHaveText(`event 4 / ${EVENTS}`);
  },
  'method-stepOver': async ({ lab, out }) => {
    // from test 1's TestBegin over the root's whole search to its Return
    await expect(out).toHaveText('return');
    await expect(position(lab)).toHaveText(`event 25 / ${EVENTS}`);
    await expect(narration(lab)).toHaveText(
      'The root returns 3, a lower bound (≥ 3): it failed high.',
    );
  },
  'method-stepOut': async ({ lab, out }) => {
    // node 0's Enter shown (event 4): on until its caller, the root, returns
    await expect(out).toHaveText('return');
    await expect(position(lab)).toHaveText(`event 25 / ${EVENTS}`);
  },
  'method-stepTest': async ({ lab, out }) => {
    await expect(out).toHaveText(JSON.stringify(TEST_1));
    await expect(valueLine(lab)).toHaveText(unknown(1));
    await expect(position(lab)).toHaveText(`event 26 / ${EVENTS}`);
  },
  'method-backTest': async ({ lab, out }) => {
    await expect(out).toHaveText('1');
    await expect(position(lab)).toHaveText(`event 26 / ${EVENTS}`);
  },
  'method-runToEnd': async ({ lab, out }) => {
    await expect(out).toHaveText(String(VALUE));
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
    await expect(position(lab)).toHaveText(`event ${EVENTS} / ${EVENTS}`);
  },
  'method-reset': async ({ lab, out }) => {
    await expect(out).toHaveText('0');
    await expect(valueLine(lab)).toHaveText(unknown());
  },
  'method-seekk': async ({ lab, out }) => {
    await expect(out).toHaveText('return');
    await expect(narration(lab)).toHaveText('Node 0.0 returns 3, its exact value (= 3).');
  },
  'method-play': async ({ lab, out }) => {
    await expect(out).toHaveText('true');
    await expect(lab.locator('[aria-pressed]').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(position(lab)).not.toHaveText(`event 0 / ${EVENTS}`);
    await call(lab, 'pause');
  },
  'method-pause': async ({ lab, out }) => {
    await expect(out).toHaveText('true');
    await expect(lab.locator('[aria-pressed]').first()).toHaveAttribute('aria-pressed', 'false');
    const { event } = await lab.evaluate((el) => el.state);
    await expect(position(lab)).toHaveText(`event ${event} / ${EVENTS}`);
  },
  'method-getState': async ({ out }) => {
    const text = await out.textContent();
    const [version, payload, check] = text.split('.');
    expect(version).toBe('1');
    expect(check).toMatch(/^[\w-]{6}$/);
    const json = Buffer.from(payload, 'base64url').toString('utf8');
    expect(JSON.parse(json)).toEqual({ t: JSON.stringify(AIMA), a: 'mtdf', f: 0, e: 12 });
  },
  'method-setStates': async ({ lab, out }) => {
    // back from alpha-beta to the MTD(f) run the string names, at its event 0
    await expect(out).toHaveText('0');
    await expect(lab.locator('.title').first()).toHaveText('MTD(f)');
    await expect(position(lab)).toHaveText(`event 0 / ${EVENTS}`);
  },
  'method-state': async ({ out }) => {
    // event 5: node 0's probe in test 1's window (−1, 0)
    const step = { kind: 'probe', node: [0], alpha: -1, beta: 0, g: null, bound: null };
    await expect(out).toHaveText(JSON.stringify({ ...step, stored: null }));
  },
  'method-states': async ({ out }) => {
    // alpha-beta: one wide search, no null-window test; MTD(f): the two tests above
    await expect(out).toHaveText(`alphabeta ${VALUE} 0, mtdf ${VALUE} 2`);
  },
  'method-pickedLeaves': async ({ lab, out }) => {
    await expect(out).toHaveText('[0,4]');
    const pressed = lab.locator('.node.leaf[aria-pressed=true]');
    expect(await pressed.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')))).toEqual([
      `Leaf 0: ${LEAVES[0]}`,
      `Leaf 4: ${LEAVES[4]}`,
    ]);
  },
  'method-result': async ({ out }) => {
    const counts = { leafEvals: 8, nodes: 14, ttHits: 3, ttCutoffs: 0, ttStores: 14 };
    const result = { value: VALUE, done: true, tests: 2, counters: counts };
    await expect(out).toHaveText(JSON.stringify({ ...result, bestMove: 0, bestMoveLabel: '0' }));
  },
  'method-treeEditor': async ({ lab, out }) => {
    // a node clicked opens the page's editor: it describes every node as the leaf 3 and
    // refuses every edit with its own words
    await expect(out).toHaveText('click a node');
    // leaf 12 (node 0.1): ids follow the order of first entry, root 0, node 0 1, leaf 3 2
    await lab.locator('.node[data-id="3"]').click({ timeout: 10_000 });
    const bar = lab.locator('.node-bar');
    await expect(bar.locator('input.nb-value')).toHaveValue('3');
    await bar.locator('input.nb-value').fill('7');
    await bar.locator('[data-op=set-value]').click();
    await expect(bar.locator('.nb-msg')).toHaveText('read-only here');
  },
  'method-exportSVGpart': async ({ out }) => {
    await expect(out).toHaveText(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="/);
    expect((await out.textContent()).length).toBe(60);
  },
  'method-exportPNGpart': async ({ out }) => {
    await expect(out).toHaveText('image/png, true');
  },

  'event-mtd-step': async ({ lab, out }) => {
    // the first run shown (event 0), then the step the example takes
    await expect(out).toHaveText('0\n1');
    await expect(position(lab)).toHaveText(`event 1 / ${EVENTS}`);
  },
  'event-mtd-test': async ({ out }) => {
    await expect(out).toHaveText(`${JSON.stringify(TEST_1)}\n${JSON.stringify(TEST_2)}`);
  },
  'event-mtd-done': async ({ lab, out }) => {
    await expect(out).toHaveText(String(VALUE));
    await expect(valueLine(lab)).toHaveText(known(VALUE, 2));
  },
  'event-mtd-error': async ({ lab, out }) => {
    const detail = {
      message: "guess: 'abc' is not a whole number from -1000000000 to 1000000000",
      line: null,
      column: null,
      field: 'guess',
    };
    await expect(out).toHaveText(JSON.stringify(detail));
    // the run shown stays
    await expect(lab.locator('.title').first()).toHaveText('MTD(f)');
    await expect(position(lab)).toHaveText(`event 0 / ${EVENTS}`);
  },
  'event-mtd-held': async ({ lab, out }) => {
    // stepTest would go to event 26: it stops at the hold, once
    await expect(out).toHaveText(JSON.stringify({ event: 2 }));
    await expect(position(lab)).toHaveText(`event 2 / ${EVENTS}`);
  },
  'event-mtd-pick': async ({ lab, out }) => {
    // leaf 12: leaf index 1, node id 3 (ids in order of first entry), moves 0 then 1
    await expect(out).toHaveText('');
    await lab.locator('.node.leaf[data-leaf="1"]').click();
    await expect(out).toHaveText(JSON.stringify({ leaf: 1, node: 3, path: [0, 1] }));
  },
  'event-mtd-progress': async ({ lab, out }) => {
    // how often it fires depends on the machine's speed (about every 50 ms of searching):
    // what it says is checked, and that the Kalah search it reports on is the one shown
    const lines = (await out.textContent()).split('\n').filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^\{"nodes":\d+,"tests":\d+\}$/);
    await expect(narration(lab)).toHaveText('Ready: MTD(f). Press → to take the first step.');
    const state = await lab.evaluate((el) => el.state);
    expect(state.events).toBeGreaterThan(EVENTS);
    // the search reported on: Kalah's 3 pits of 2 seeds, 6 turns deep (a store of 7: 99)
    await call(lab, 'runToEnd');
    await expect(valueLine(lab)).toHaveText(
      new RegExp(`^Value: ${kalahValue(3, 2, 6)} · Tests: \\d+$`),
    );
  },
};

test('every example of the docs page shows what it says, with no console error', async ({
  page,
}) => {
  test.setTimeout(300_000); // some forty labs, each its worker
  await page.setViewportSize({ width: 1366, height: 768 });
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const violations = await collectViolations(page);
  // the strict line, and blob: images for exportPNG() (as the docs page says)
  await enforceCsp(page, `${STRICT_CSP}; img-src 'self' blob:`);
  await page.goto('/docs.html');
  await expect(page).toHaveTitle(/mtd-lab/);
  const cards = page.locator('.docs-card');
  const n = await cards.count();
  expect(n).toBeGreaterThanOrEqual(35);
  for (const kind of ['attribute', 'method', 'event']) {
    expect(await page.locator(`.docs-card[data-kind=${kind}]`).count()).toBeGreaterThan(4);
  }
  const ids = [];
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const id = await card.getAttribute('id');
    ids.push(id);
    const check = CHECKS[id];
    expect(check, `no check for the card ${id}`).toBeDefined();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-live', 'yes');
    const kind = await card.getAttribute('data-kind');
    const lab = card.locator('.docs-live > mtd-lab');
    const out = card.locator('output.docs-out');
    // every example shows its run before a step is taken: nothing known yet
    if (!['attribute-autoplay', 'attribute-hold'].includes(id) && kind !== 'event') {
      await expect(valueLine(lab), id).toHaveText(id === 'attribute-lang' ? /^値/ : unknown());
    }
    if (kind === 'method') await card.locator('.docs-run').click();
    if (kind === 'event') await expect(card).toHaveAttribute('data-ran', 'yes');
    await test.step(id, () => check({ lab, card, out, page }));
  }
  expect(ids.sort()).toEqual(Object.keys(CHECKS).sort()); // every check has its card
  // ... and the page has a card for every attribute, member and event of the element
  const names = async (kind) =>
    (await page.locator(`.docs-card[data-kind=${kind}] > h3`).allTextContents()).map(
      (t) => t.split('(')[0],
    );
  const element = await page.evaluate(() => {
    const proto = globalThis.customElements.get('mtd-lab').prototype;
    // (dispatch: the element's own plumbing for its buttons, keys and panes, not the API)
    const own = ['constructor', 'dispatch'];
    return {
      attributes: globalThis.customElements.get('mtd-lab').observedAttributes,
      members: Object.getOwnPropertyNames(proto).filter(
        (n) => !n.startsWith('_') && !n.endsWith('Callback') && !own.includes(n),
      ),
    };
  });
  expect(await names('attribute')).toEqual(expect.arrayContaining(element.attributes));
  expect(await names('method')).toEqual(expect.arrayContaining(element.members));
  // the events mtd-lab.js's header lists
  const fired = ['mtd-step', 'mtd-test', 'mtd-done', 'mtd-progress', 'mtd-held', 'mtd-pick'];
  expect(await names('event')).toEqual(expect.arrayContaining([...fired, 'mtd-error']));
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
  await page.locator('#attributes').scrollIntoViewIfNeeded();
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  await expect(valueLine(cards.first().locator('mtd-lab'))).toHaveText(unknown());
  await page.screenshot({ path: 'e2e/screenshots/docs.png' });
});

test('the app links to the docs page, and the docs page back', async ({ page }) => {
  await page.goto('/');
  await page.locator('#docs-link').click();
  await expect(page).toHaveURL(/docs\.html$/);
  await page.locator('#back-to-app').click();
  await expect(page.locator('#lab')).toBeVisible();
});
