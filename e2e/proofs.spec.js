// Issue 10 on screen: the proofs highlighted on the tree are the session's answer (the core's
// solution trees, src/search/solution.rs) at every event asked, for MTD(f) and MTD(+∞); the
// critical tree; move ordering with the leaves table; the cut convention. Against dist/.
/* global document -- page.evaluate callbacks run in the browser */
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const DAG = '((a:(3 5 -2) 4 b:(2 9)) (a 6 b) (c:(7 1) a) (b c))';

/** The session's answers, from the engine of the self-test page (a page of its own). */
async function sessionAnswers(context, config, ks) {
  const page = await context.newPage();
  await page.goto('/www/engine/selftest.html');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  const out = await page.evaluate(
    async ({ config, ks }) => {
      const engine = await globalThis.mtdlabEngine.create();
      const { id } = await engine.open(config);
      const summary = await engine.runToEnd(id);
      const proofs = [];
      for (const k of ks) proofs.push(await engine.proofs(id, Math.min(k, summary.eventCount)));
      const critical = await engine.critical(id);
      const tests = summary.tests.map((t) => t.endEvent);
      engine.terminate();
      return { proofs, critical, tests, events: summary.eventCount };
    },
    { config, ks },
  );
  await page.close();
  return out;
}

/** The node ids and edge (child) ids the lab highlights now. */
const highlighted = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('#lab').shadowRoot;
    const nodes = [...root.querySelectorAll('.node.proof')].map((g) => Number(g.dataset.id));
    const edges = [...root.querySelectorAll('.link.proof')].map((g) =>
      Number(g.dataset.key.split('>n')[1]),
    );
    return { nodes: nodes.sort((a, b) => a - b), edges: edges.sort((a, b) => a - b) };
  });

for (const [algorithm, text] of [
  ['mtdf', AIMA],
  ['mtd-plus', AIMA],
  ['mtdf', DAG],
  ['mtd-plus', DAG],
]) {
  test(`${algorithm} on ${text}: the proofs drawn are the session's at several events`, async ({
    page,
    context,
  }) => {
    const config = { game: { kind: 'tree', text }, algorithm, guess: 3 };
    // every test's end, and events in the middle of tests
    const first = await sessionAnswers(context, config, [0]);
    const ks = [...first.tests, 5, 17, Math.floor(first.events / 2), first.events - 3];
    const want = await sessionAnswers(context, config, ks);
    const errors = await openApp(page);
    const lab = page.locator('#lab');
    await page.evaluate((config) => document.querySelector('#lab').load(config), config);
    const legend = lab.locator('.proof-legend');
    let proven = 0;
    for (const mode of ['lower', 'upper']) {
      await lab.locator('select.proof-mode').selectOption(mode);
      for (const [i, k] of ks.entries()) {
        await page.evaluate((k) => document.querySelector('#lab').seek(k), k);
        const tree = want.proofs[i][mode];
        const says = tree.bound === null ? /none yet/ : new RegExp(`value ${tree.bound}\\b`);
        await expect(legend).toHaveText(says);
        expect(await highlighted(page), `${mode} at event ${k}`).toEqual({
          nodes: tree.nodes,
          edges: tree.edges,
        });
        if (tree.bound !== null) proven++;
      }
    }
    expect(proven).toBeGreaterThan(2);
    await lab.locator('select.proof-mode').selectOption('critical');
    await expect(legend).toHaveText(new RegExp(`value ${want.critical.value}\\b`));
    expect(await highlighted(page)).toEqual({
      nodes: want.critical.nodes,
      edges: want.critical.edges,
    });
    await lab.locator('select.proof-mode').selectOption('off');
    await expect(legend).toBeHidden();
    expect((await highlighted(page)).nodes).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('screenshots: the proof of the lower and of the upper bound, in English and Japanese', async ({
  page,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await page.evaluate(
    (text) => document.querySelector('#lab').load({ tree: text, algorithm: 'mtdf', guess: 0 }),
    AIMA,
  );
  // after MTD(f)'s first test: ≥ 3 by the first MIN node's three leaves
  const k = await page.evaluate(() => document.querySelector('#lab').stepTest());
  expect(k.tests.length).toBe(1);
  await lab.locator('select.proof-mode').selectOption('lower');
  await expect(lab.locator('.proof-legend')).toContainText('so the root is ≥ 3');
  await lab.locator('.tree-pane').screenshot({ path: 'e2e/screenshots/proof-lower.png' });
  await page.evaluate(() => document.querySelector('#lab').stepTest());
  await lab.locator('select.proof-mode').selectOption('upper');
  await expect(lab.locator('.proof-legend')).toContainText('so the root is ≤ 3');
  await lab.locator('.tree-pane').screenshot({ path: 'e2e/screenshots/proof-upper.png' });
  await page.evaluate(() => document.querySelector('#lab').setAttribute('lang', 'ja'));
  await expect(lab.locator('.proof-legend')).toContainText('根は ≤ 3');
  await expect(lab.locator('select.proof-mode option:checked')).toHaveText('上限値の証明');
  expect(errors).toEqual([]);
});

test('best first and worst first reorder the tree; the leaves table is the core’s count', async ({
  page,
  context,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  // a uniform tree (b = 3, d = 3) with 27 distinct leaves
  const values = [
    14, 3, 25, 7, 19, 0, 22, 11, 5, 17, 26, 9, 1, 20, 12, 24, 6, 15, 2, 23, 10, 18, 4, 21, 13, 8,
    16,
  ];
  const groups = [];
  for (let i = 0; i < 27; i += 9) {
    const inner = [];
    for (let j = i; j < i + 9; j += 3) inner.push(`[${values.slice(j, j + 3).join(', ')}]`);
    groups.push(`[${inner.join(', ')}]`);
  }
  const text = `[${groups.join(', ')}]`;
  await page.evaluate((text) => document.querySelector('#lab').load({ tree: text }), text);
  const table = page.locator('#leaves-table');
  const leaves = (a) => table.locator(`tr[data-algorithm="${a}"] td[data-leaves]`);
  await expect(table).toHaveAttribute('data-state', 'ready');
  await expect(leaves('minimax')).toHaveText('27');
  await page.locator('#order-best').click();
  await expect(lab).not.toHaveAttribute('tree', text);
  await expect(table).toHaveAttribute('data-state', 'ready');
  // Knuth and Moore: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = 9 + 3 − 1
  await expect(leaves('alphabeta')).toHaveText('11');
  const best = await lab.getAttribute('tree');
  expect(best.startsWith('[[[')).toBe(true); // JSON stays JSON
  // every count shown is the engine's for the tree shown
  const want = await (async () => {
    const p = await context.newPage();
    await p.goto('/www/engine/selftest.html');
    await expect(p.locator('#status')).toHaveAttribute('data-state', 'ready');
    const r = await p.evaluate(async (text) => {
      const engine = await globalThis.mtdlabEngine.create();
      const out = {};
      for (const a of ['alphabeta', 'negascout', 'mtdf', 'mtd-plus', 'mtd-minus']) {
        const s = await engine.solve({ game: { kind: 'tree', text }, algorithm: a });
        out[a] = String(s.counters.leafEvals);
      }
      engine.terminate();
      return out;
    }, best);
    await p.close();
    return r;
  })();
  for (const [a, n] of Object.entries(want)) await expect(leaves(a)).toHaveText(n);
  await page.locator('.ordering').screenshot({ path: 'e2e/screenshots/leaves-table-best.png' });
  await page.locator('#order-worst').click();
  await expect(lab).not.toHaveAttribute('tree', best);
  await expect(table).toHaveAttribute('data-state', 'ready');
  await expect(leaves('alphabeta')).toHaveText('27');
  await page.screenshot({ path: 'e2e/screenshots/leaves-table-worst.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('a child moved on the drawing changes the text and the counts', async ({ page }) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await page.evaluate(() =>
    document.querySelector('#lab').load({ tree: '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]' }),
  );
  await expect(page.locator('#leaves-table')).toHaveAttribute('data-state', 'ready');
  // node 8 is the third MIN node's first child, 14 (ids follow the order of first entry)
  const first = lab.locator('.node[data-id="8"]');
  await first.click();
  await lab.locator('.node-bar [data-op="move-earlier"]').click();
  await expect(lab.locator('.node-bar .nb-msg')).toHaveText('This is the first child already.');
  await lab.locator('.node-bar [data-op="move-later"]').click();
  await expect(lab).toHaveAttribute('tree', '[[3, 12, 8], [2, 4, 6], [5, 14, 2]]');
  await expect(page.locator('#leaves-table')).toHaveAttribute('data-state', 'ready');
  expect(errors).toEqual([]);
});

test('the cut convention: α > β searches a tie on, names its attribute when wrong', async ({
  page,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const ties = '[[3,5],[3,1]]';
  const ge = await page.evaluate(
    (t) => document.querySelector('#lab').load({ tree: t, algorithm: 'alphabeta' }),
    ties,
  );
  const geEnd = await page.evaluate(() => document.querySelector('#lab').runToEnd());
  expect([geEnd.value, geEnd.leafEvals]).toEqual([3, 3]);
  expect(ge.value).toBe(null);
  await lab.locator('select.cut').selectOption('gt');
  await expect(lab).toHaveAttribute('cut', 'gt');
  await expect(lab.locator('.cut-note')).toHaveText(/prunes less and finds the same value/);
  await page.evaluate(() => document.querySelector('#lab').ready);
  const gtEnd = await page.evaluate(() => document.querySelector('#lab').runToEnd());
  expect([gtEnd.value, gtEnd.leafEvals]).toEqual([3, 4]);
  const detail = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const el = document.querySelector('#lab');
        el.addEventListener('mtd-error', (e) => resolve(e.detail), { once: true });
        el.setAttribute('cut', 'gte');
      }),
  );
  expect(detail.field).toBe('cut');
  expect(detail.message).toMatch(/^cut: 'gte' is not a cut convention \(one of ge, gt\)/);
  await expect(lab).toHaveAttribute('cut', 'gt');
  expect(errors).toEqual([]);
});
