// The screen is a claim (issue 7): what <mtd-lab> shows — the lit pseudocode line, the
// narration, the marks on the tree, the DOM events it fires, `state.step` and `state.line`
// — is true of the trace, event by event. Against the production build (dist/).
/* global document -- page.evaluate callbacks run in the browser */
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

/** Loads `config` into the app's lab and seeks to event `k`; resolves with the state. */
const loadAt = (page, config, k) =>
  page.evaluate(
    async ({ config, k }) => {
      const lab = document.querySelector('#lab');
      await lab.load(config);
      return lab.seek(k);
    },
    { config, k },
  );

test('AIMA, MTD(f) from 0, event 38: the upper-bound store is lit, said and drawn', async ({
  page,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const s = await loadAt(
    page,
    { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 },
    38,
  );
  // window (3, 4), g = 3 ≤ α: MT's upper-bound store ran
  expect(s.step).toEqual({
    kind: 'store',
    node: [0],
    alpha: 3,
    beta: 4,
    g: 3,
    bound: null,
    stored: 'upper',
  });
  expect(s.line).toBe('store-upper');
  await expect(lab.locator('pre.code.search .line.active')).toHaveAttribute(
    'data-line',
    'store-upper',
  );
  await expect(lab.locator('pre.code.search .line.active')).toHaveText(
    '  if g ≤ α: store n.upper := g',
  );
  await expect(lab.locator('.narration')).toHaveText(
    'Store in the TT: node 0 ≤ 3, an upper bound (g = 3 ≤ α = 3). The entry keeps its other bound: now 3 ≤ node 0 ≤ 3.',
  );
  // the tree shows the entry as this store left it: ≤ 3 met the first test's ≥ 3 (issue 17)
  const node = lab.locator('.node[data-id="1"]');
  await expect(node.locator('.value')).toHaveText('=3');
  await expect(node).toHaveAttribute('data-bound', 'exact');
  await lab.locator('.code-wrap').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/store-line.png' });
  // the next event returns the same bound
  const next = await page.evaluate(() => document.querySelector('#lab').step());
  expect(next.step).toMatchObject({ kind: 'return', node: [0], g: 3, bound: 'upper' });
  expect(next.line).toBe('return');
  expect(errors).toEqual([]);
});

test('MTD(−∞)’s first test: β = −∞+1, a window whose ends differ, and what it means', async ({
  page,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const s = await loadAt(page, { game: { kind: 'tree', text: AIMA }, algorithm: 'mtd-minus' }, 1);
  expect(s.step).toEqual({
    kind: 'test-begin',
    node: [],
    alpha: -2147483646,
    beta: -2147483645,
    g: null,
    bound: null,
    stored: null,
  });
  expect(s.line).toBe('test');
  await expect(lab.locator('.narration')).toHaveText(
    'Test 1: β = −∞+1; MT searches the root with the null window (−∞, −∞+1). β = −∞+1: every value passes, so g is a lower bound.',
  );
  await page.evaluate(() => document.querySelector('#lab').seek(2));
  await expect(lab.locator('.node[data-id="0"] .window')).toHaveText('(−∞, −∞+1)');
  // the chart's arrow for the test value says −∞+1 too
  await expect(lab.locator('svg.bounds .beta-inf .inf-label')).toHaveText('−∞+1');
  await page.screenshot({ path: 'e2e/screenshots/mtd-minus-first-test.png' });
  // at the end of the test: failed high at β = −∞+1
  await page.evaluate(() => document.querySelector('#lab').stepTest());
  await expect(lab.locator('.narration')).toHaveText(
    'Test β = −∞+1 failed high: the value is at least 3. Now 3 ≤ value ≤ +∞.',
  );
  // MTD(+∞): every value fails
  await loadAt(page, { game: { kind: 'tree', text: AIMA }, algorithm: 'mtd-plus' }, 1);
  await expect(lab.locator('.narration')).toContainText(
    'null window (+∞−1, +∞). β = +∞: every value fails, so g is an upper bound.',
  );
  expect(errors).toEqual([]);
});

test('MTD-f-αβ: two null-window tests and one alpha-beta search, shown as what it is', async ({
  page,
}) => {
  await openApp(page);
  const lab = page.locator('#lab');
  const s = await page.evaluate(async (text) => {
    const l = document.querySelector('#lab');
    await l.load({ game: { kind: 'tree', text }, algorithm: 'mtd-f-ab', guess: 0, step: 2 });
    return l.runToEnd();
  }, AIMA);
  expect(s.tests.map((t) => t.beta)).toEqual([0, 6]);
  await expect(lab.locator('[data-testid=value]')).toHaveText('Value: 3 · Tests: 2');
  await expect(lab.locator('svg.bounds g.test .tick')).toHaveText(['1', '2', 'αβ']);
  await expect(lab.locator('svg.bounds g.test').nth(2).locator('circle.g')).toHaveClass('g exact');
  await expect(lab.locator('svg.bounds g.test').nth(2).locator('title')).toHaveText(
    'Alpha-beta search with the window (3, 5): 3, exact (not a null-window test)',
  );
  await expect(lab.locator('.narration')).toContainText(
    'found with 2 null-window tests and one alpha-beta search',
  );
  await lab.locator('.chart-wrap').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/mtd-f-ab-chart.png' });
});

test('iterative deepening: the chart marks each depth and says why the bounds reset', async ({
  page,
}) => {
  await openApp(page);
  const lab = page.locator('#lab');
  const s = await page.evaluate(async () => {
    const l = document.querySelector('#lab');
    const text = '[[[3,12],[8,2]],[[4,6],[14,5]],[[2,9],[7,1]]]';
    await l.load({ game: { kind: 'tree', text }, algorithm: 'id-mtdf', guess: 0 });
    return l.runToEnd();
  });
  expect(s.done).toBe(true);
  // depths 1, 2, 3: a mark where each deeper search starts
  await expect(lab.locator('svg.bounds .depth-label')).toHaveText(['d = 2', 'd = 3']);
  await expect(lab.locator('.chart-note')).toHaveText(
    'Each dashed line (d = …) starts a deeper search: its bounds start again from −∞ and +∞, since the value at a new depth can differ; the first guess is the last depth’s value.',
  );
  await lab.locator('.chart-wrap').scrollIntoViewIfNeeded();
  await lab.locator('.chart-wrap').screenshot({ path: 'e2e/screenshots/id-mtdf-chart.png' });
});

test('a cut leaf keeps its value, greyed and struck through; before, every leaf looks alike', async ({
  page,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const config = { game: { kind: 'tree', text: AIMA }, algorithm: 'alphabeta' };
  await loadAt(page, config, 0);
  // event 0: nothing cut, nothing reached; every leaf shows its value in the same style
  await expect(lab.locator('.node.cut, .node.under-cut, .node.struck')).toHaveCount(0);
  await expect(lab.locator('.node.leaf')).toHaveCount(9);
  await expect(lab.locator('.node.leaf.unseen')).toHaveCount(9);
  await expect(lab.locator('.node.leaf .value')).toHaveText([
    '3',
    '12',
    '8',
    '2',
    '4',
    '6',
    '14',
    '5',
    '2',
  ]);
  await expect(lab.locator('.node.ghost')).toHaveCount(0);
  // at the end: the second MIN node cut its leaves 4 and 6 after its 2
  await page.evaluate(() => document.querySelector('#lab').runToEnd());
  const struck = lab.locator('.node.leaf.struck');
  await expect(struck).toHaveCount(2);
  await expect(struck.locator('.value')).toHaveText(['4', '6']);
  await expect(struck.first().locator('.value')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(lab.locator('.link.cut')).toHaveCount(2);
  await page.screenshot({ path: 'e2e/screenshots/cut-leaf.png' });
  await lab.locator('.tree-pane .zoom button').first().click();
  await lab.locator('.tree-pane .zoom button').first().click();
  await lab.locator('.node.leaf.struck').first().scrollIntoViewIfNeeded();
  await lab.locator('.tree-pane').screenshot({ path: 'e2e/screenshots/cut-leaf-zoomed.png' });
  // a cut subtree is greyed: alpha-beta's α-cut at the second MIN node skips the MAX node (0 −1)
  await page.evaluate(async () => {
    const l = document.querySelector('#lab');
    await l.load({
      game: { kind: 'tree', text: '[[[3,5],[6,9]],[[1,2],[0,-1]]]' },
      algorithm: 'alphabeta',
    });
    return l.runToEnd();
  });
  await expect(lab.locator('.node.under-cut.leaf.struck .value')).toHaveText(
    ['0', '-1'].map((v) => v.replace('-', '−')),
  );
  await page.screenshot({ path: 'e2e/screenshots/cut-subtree.png' });
  expect(errors).toEqual([]);
});

test('mtd-test fires once per null-window test, in order, on every forward move; mtd-done once', async ({
  page,
}) => {
  await openApp(page);
  const text = '[[19,17,15,13,11,9,7,5,3,1],[25,0]]';
  const result = await page.evaluate(async (text) => {
    const lab = document.querySelector('#lab');
    await lab.load({ game: { kind: 'tree', text }, algorithm: 'mtdf', guess: 20 });
    const fired = [];
    const on = (type) =>
      lab.addEventListener(type, (e) =>
        fired.push(type === 'mtd-test' ? [type, e.detail.testIndex, e.detail.test.beta] : [type]),
      );
    on('mtd-test');
    on('mtd-done');
    const log = {};
    // play at the fastest speed to the end
    lab.dispatch({ type: 'speed', speed: 64 });
    const done = new Promise((resolve) =>
      lab.addEventListener('mtd-done', resolve, { once: true }),
    );
    await lab.play();
    await done;
    log.played = fired.splice(0);
    const all = lab.state.tests.map((t) => t.beta);
    // back to the start: no event; seek to the end: every test again, in order
    await lab.reset();
    log.back = fired.splice(0);
    await lab.seek(lab.state.events);
    log.seek = fired.splice(0);
    await lab.backTest();
    await lab.back();
    log.backward = fired.splice(0);
    await lab.runToEnd();
    log.runToEnd = fired.splice(0);
    await lab.reset();
    for (let i = 0; i < 3; i++) await lab.stepTest();
    log.stepTest = fired.splice(0);
    return { log, all };
  }, text);
  const { log, all } = result;
  expect(all).toHaveLength(11);
  const tests = all.map((beta, i) => ['mtd-test', i, beta]);
  expect(log.played).toEqual([...tests, ['mtd-done']]);
  expect(log.back).toEqual([]);
  expect(log.seek).toEqual(tests); // mtd-done once per run
  expect(log.backward).toEqual([]);
  expect(log.runToEnd).toEqual(tests.slice(9)); // back before the end of test 10
  expect(log.stepTest).toEqual(tests.slice(0, 3));
});

test('seed 000 taken literally: the answer is called wrong, with the true value', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Where Wikipedia’s pseudocode goes wrong' }).click();
  const lab = page.locator('#lab');
  await page.evaluate(() => document.querySelector('#lab').runToEnd());
  await expect(lab.locator('[data-testid=value]')).toContainText(
    'Value: 6 (wrong: the minimax value is −1)',
  );
  await expect(lab.locator('.narration')).toContainText(
    'Done: the pseudocode of Wikipedia’s MTD-f article, taken literally, answers 6 — wrong: the minimax value is −1',
  );
  await page.screenshot({ path: 'e2e/screenshots/literal-wrong.png' });
});

test('in the page, at every event, state.step and state.line are the trace, and the shadow DOM agrees', async ({
  page,
}) => {
  // hundreds of events, each read from the page: a limit for a loaded machine, not a speed claim
  test.setTimeout(180_000);
  await openApp(page);
  const configs = [
    { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 },
    { game: { kind: 'tree', text: '((a:(3 5) 4) (a 6))' }, algorithm: 'mtd-plus' },
    { game: { kind: 'tree', text: '[[6,9,-7],[6,-1]]' }, algorithm: 'mtdf-literal', guess: 8 },
    { game: { kind: 'tree', text: '[[3,1,4],[1,5,9],[2,6,5]]' }, algorithm: 'negascout-tt' },
    {
      game: { kind: 'random', branching: 3, depth: 3, min: -9, max: 9, seed: 7 },
      algorithm: 'mtd-f-ab',
      step: 2,
      ttSize: 4,
    },
  ];
  for (const config of configs) {
    const problems = await page.evaluate(async (config) => {
      const KINDS = ['enter', 'probe', 'leaf', 'cut', 'store', 'return', 'research'];
      KINDS.push('test-begin', 'test-end', 'evict');
      const BOUND = ['exact', 'lower', 'upper'];
      const STORED = [null, 'lower', 'upper', 'both'];
      const SIGN = { exact: '=', lower: '≥', upper: '≤' };
      const lab = document.querySelector('#lab');
      await lab.load(config);
      const { events, tree } = lab._run; // the trace the element shows (white box)
      const root = lab.shadowRoot;
      const path = (id) => {
        const p = [];
        for (let n = id; tree.parent[n] >= 0; n = tree.parent[n]) p.unshift(tree.child[n]);
        return p;
      };
      const show = (v) => (v < 0 ? `−${-v}` : String(v));
      const bad = [];
      const returned = new Map(); // node → [bound, g] of its last Return
      let s = lab.state;
      if (s.step !== null || s.line !== null) bad.push('event 0 has a step');
      for (let k = 1; k <= s.events; k++) {
        s = await lab.step();
        const [kind, node, a, b, c] = events.slice((k - 1) * 5, k * 5);
        const st = s.step;
        const at = `${config.algorithm} event ${k}`;
        if (st.kind !== KINDS[kind]) bad.push(`${at}: kind ${st.kind}`);
        const want = kind === 7 || kind === 8 ? [] : path(node);
        if (JSON.stringify(st.node) !== JSON.stringify(want)) bad.push(`${at}: node`);
        if ((kind === 0 || kind === 7) && (st.alpha !== a || st.beta !== b))
          bad.push(`${at}: window`);
        if ((kind === 2 || kind === 5 || kind === 8) && st.g !== a) bad.push(`${at}: g`);
        if (st.bound !== (kind === 5 ? BOUND[b] : null)) bad.push(`${at}: bound`);
        if (st.stored !== (kind === 4 ? STORED[c >> 16] : null)) bad.push(`${at}: stored`);
        const lit = [...root.querySelectorAll('pre.code .line.active')].map((l) => l.dataset.line);
        if (lit.length !== 1 || lit[0] !== s.line) bad.push(`${at}: lit ${lit} vs ${s.line}`);
        const said = root.querySelector('.narration').textContent;
        if ((kind === 2 || kind === 5) && !said.includes(show(a))) bad.push(`${at}: narration`);
        // the mark: the node's last Return met with its TT entry; at its Store, the entry
        // (issue 17), read from the TT the element shows
        if (kind === 5) returned.set(node, [BOUND[b], a]);
        if (kind === 5 || kind === 4) {
          const el = root.querySelector(`.node[data-id="${node}"]`);
          const tt = lab._player.view.tt;
          const row = Array.from(tt.node).indexOf(node);
          const fin = (v) => (Math.abs(v) >= 2147483645 ? null : v);
          let [lo, hi] = [null, null];
          const r = returned.get(node);
          if (r && kind === 5) {
            if (r[0] !== 'upper') lo = r[1];
            if (r[0] !== 'lower') hi = r[1];
          }
          if (row >= 0) {
            const [tl, th] = [fin(tt.lower[row]), fin(tt.upper[row])];
            if (tl !== null && (lo === null || tl > lo)) lo = tl;
            if (th !== null && (hi === null || th < hi)) hi = th;
          }
          const bound =
            lo !== null && hi !== null
              ? lo === hi
                ? 'exact'
                : 'range'
              : lo !== null
                ? 'lower'
                : 'upper';
          if (el && el.dataset.bound !== bound) bad.push(`${at}: tree mark ${el.dataset.bound}`);
          if (el && !el.classList.contains('leaf')) {
            const text = el.querySelector('.value').textContent;
            const want =
              bound === 'range' ? `${show(lo)}..${show(hi)}` : `${SIGN[bound]}${show(lo ?? hi)}`;
            if (text !== want) bad.push(`${at}: tree value ${text}, not ${want}`);
          }
        }
      }
      return bad;
    }, config);
    expect(problems, config.algorithm).toEqual([]);
  }
});
