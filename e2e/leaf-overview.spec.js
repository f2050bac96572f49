// Issue 17, items 4 and 5. Compare at 1920×1080 with three panes of a b = 4, d = 5 random
// tree (1,024 leaves): each pane shows every leaf as a cell at least 1 px wide inside it,
// the same leaf at the same x in every pane, coloured as its state at the current event
// (derived here from the run's events, not by the page's code); a click zooms into a
// subtree, drawn normally once it fits, and Back or Esc returns. And the marks at the end
// of MTD(f) on AIMA: the root reads =3.
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';

/** In the page: every pane's cells (by the engine's leaf index), checked against states
 * replayed from the pane's events. */
function readPanes() {
  const { document, getComputedStyle } = globalThis;
  const labs = [...document.querySelectorAll('.compare-labs mtd-lab')];
  return labs.map((lab) => {
    const root = lab.shadowRoot;
    const pane = root.querySelector('.tree-pane').getBoundingClientRect();
    const { events, tree } = lab._run;
    const k = lab.state.event;
    // the states, replayed from the events: this test's visits, cuts, TT answers and
    // evaluations, and the evaluations of every test so far
    let visited = new Set();
    let answered = new Set();
    let evaluatedNow = new Set();
    let cutMoves = new Map();
    const evaluatedEver = new Set();
    for (let i = 0; i < k; i++) {
      const [kind, node, a, b, c] = events.slice(i * 5, i * 5 + 5);
      if (kind === 7) {
        visited = new Set();
        answered = new Set();
        evaluatedNow = new Set();
        cutMoves = new Map();
      } else if (kind === 0) {
        visited.add(node);
        answered.delete(node);
        evaluatedNow.delete(node);
      } else if (kind === 1 && c & 2) answered.add(node);
      else if (kind === 2) {
        evaluatedNow.add(node);
        evaluatedEver.add(node);
      } else if (kind === 3) {
        const s = cutMoves.get(node) ?? new Set();
        for (let m = a; m < a + b; m++) s.add(m);
        cutMoves.set(node, s);
      }
    }
    const expected = (leaf) => {
      if (evaluatedNow.has(leaf)) return 'evaluated';
      // up through the nodes this test did not search: a cut move on the way is a cut
      let n = leaf;
      while (n >= 0 && !visited.has(n)) {
        const p = tree.parent[n];
        if (p >= 0 && cutMoves.get(p)?.has(tree.child[n])) return 'cut';
        n = p;
      }
      if (n >= 0 && answered.has(n)) return 'tt';
      return evaluatedEver.has(leaf) ? 'evaluated' : 'unreached';
    };
    const swatch = {};
    for (const key of root.querySelectorAll('.ov-key')) {
      swatch[key.dataset.state] = getComputedStyle(key.querySelector('rect')).fill;
    }
    const cells = [...root.querySelectorAll('rect.ov-cell[data-leaf]')].map((r) => {
      const box = r.getBoundingClientRect();
      const id = Number(r.dataset.id);
      return {
        index: tree.leafIndex[id],
        x: box.x - pane.x,
        width: box.width,
        height: box.height,
        inside:
          box.x >= pane.x &&
          box.x + box.width <= pane.x + pane.width + 0.01 &&
          box.y >= pane.y &&
          box.y + box.height <= pane.y + pane.height + 0.01,
        state: r.dataset.state,
        want: expected(id),
        fill: getComputedStyle(r).fill,
      };
    });
    return { event: k, cells, swatch, visible: !root.querySelector('.leaf-overview').hidden };
  });
}

test('Compare, 1920×1080, three panes of 1,024 leaves: every leaf a cell, aligned, in its state; zoom and back', async ({
  page,
}) => {
  test.setTimeout(90_000); // three runs of 1,365 nodes loaded on a shared machine
  await page.setViewportSize({ width: 1920, height: 1080 });
  const errors = await openApp(page);
  const before = await page.locator('#lab').getAttribute('tree');
  await page.locator('#random-branching').fill('4');
  await page.locator('#random-depth').fill('5');
  await page.locator('#random-seed').fill('1');
  await page.locator('#random-generate').click();
  await expect.poll(() => page.locator('#lab').getAttribute('tree')).not.toBe(before);
  await page.locator('#tab-compare').click();
  const picks = page.locator('.compare-picks select');
  await picks.nth(3).selectOption('');
  await picks.nth(0).selectOption('alphabeta');
  await picks.nth(1).selectOption('mtdf');
  await picks.nth(2).selectOption('mtd-plus');
  const panes = page.locator('.compare-labs mtd-lab');
  await expect(panes).toHaveCount(3);
  await expect(page.locator('#compare-table tbody tr')).toHaveCount(3);
  await page.evaluate(() =>
    Promise.all(
      [...globalThis.document.querySelectorAll('.compare-labs mtd-lab')].map((l) => l.ready),
    ),
  );
  // into MTD(f)'s second test: cuts, TT answers and older evaluations all show (each pane
  // then 60 events further, by seeking: the same for all)
  await page.locator('#compare-step').click();
  await page.evaluate(() =>
    Promise.all(
      [...globalThis.document.querySelectorAll('.compare-labs mtd-lab')].map((l) =>
        l.seek(Math.min(l.state.events, l.state.event + 60)),
      ),
    ),
  );
  const read = await page.evaluate(readPanes);
  expect(read).toHaveLength(3);
  const xs = [];
  for (const [p, pane] of read.entries()) {
    expect(pane.visible, `pane ${p}`).toBe(true);
    expect(pane.cells, `pane ${p}`).toHaveLength(1024);
    expect(new Set(pane.cells.map((c) => c.index)).size).toBe(1024);
    const bad = pane.cells.filter((c) => !(c.width >= 1 && c.height >= 1 && c.inside));
    expect(bad, `pane ${p}: cells narrower than 1 px or outside`).toEqual([]);
    const wrong = pane.cells.filter((c) => c.state !== c.want);
    expect(wrong.slice(0, 5), `pane ${p} at event ${pane.event}`).toEqual([]);
    // the colour is the state's (its legend swatch's), and the states' colours differ
    expect(new Set(Object.values(pane.swatch)).size).toBe(4);
    const off = pane.cells.filter((c) => c.fill !== pane.swatch[c.state]);
    expect(off.slice(0, 5)).toEqual([]);
    xs.push(new Map(pane.cells.map((c) => [c.index, c.x])));
  }
  for (let i = 0; i < 1024; i++) {
    expect(Math.abs(xs[1].get(i) - xs[0].get(i)), `leaf ${i}`).toBeLessThan(0.5);
    expect(Math.abs(xs[2].get(i) - xs[0].get(i)), `leaf ${i}`).toBeLessThan(0.5);
  }
  // MTD(+∞) in its second test: this test's cuts and TT answers beside older evaluations
  const states = read.map((p) => new Set(p.cells.map((c) => c.state)));
  expect([...states[2]].sort()).toEqual(['cut', 'evaluated', 'tt', 'unreached']);
  await page.screenshot({ path: 'e2e/screenshots/compare-overview-1920.png' });
  await panes
    .nth(2)
    .locator('.tree-pane')
    .screenshot({ path: 'e2e/screenshots/compare-overview-pane.png' });

  // zoom: a row opens its subtree (still too wide: its own overview), a cell there the
  // largest subtree around it that fits, drawn normally; Back and Esc return
  const lab = panes.nth(1);
  const row = lab.locator('.ov-row').first();
  await row.click();
  await expect(lab.locator('.ov-back')).toBeVisible();
  const nested = await lab.locator('rect.ov-cell[data-leaf]').count();
  expect(nested).toBeLessThan(1024);
  await lab.locator('rect.ov-cell[data-leaf]').first().click();
  await expect(lab.locator('.leaf-overview')).toBeHidden();
  await expect(lab.locator('svg.tree')).toBeVisible();
  const drawn = await lab.locator('.node.leaf').count();
  expect(drawn).toBeGreaterThan(1);
  expect(drawn).toBeLessThan(nested);
  await page.screenshot({ path: 'e2e/screenshots/compare-overview-zoomed.png' });
  await lab.locator('.zoom-back').click();
  await expect(lab.locator('rect.ov-cell[data-leaf]')).toHaveCount(nested);
  await page.keyboard.press('Escape');
  await expect(lab.locator('rect.ov-cell[data-leaf]')).toHaveCount(1024);
  await expect(lab.locator('.ov-back')).toBeHidden();
  // by keyboard: a row takes the focus and Enter zooms into it
  await lab.locator('.ov-row').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(lab.locator('rect.ov-cell[data-leaf]')).toHaveCount(nested);
  await page.keyboard.press('Escape');
  await expect(lab.locator('rect.ov-cell[data-leaf]')).toHaveCount(1024);
  // the drawing of the whole tree stays one click away
  await lab.locator('.zoom-mode').click();
  await expect(lab.locator('svg.tree')).toBeVisible();
  await lab.locator('.zoom-mode').click();
  await expect(lab.locator('rect.ov-cell[data-leaf]')).toHaveCount(1024);
  expect(errors).toEqual([]);
});

test('AIMA, MTD(f) at its end: the root reads =3, as the TT holds 3 ≤ root ≤ 3', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const s = await page.evaluate(async () => {
    const l = globalThis.document.querySelector('#lab');
    await l.load({
      game: { kind: 'tree', text: '[[3,12,8],[2,4,6],[14,5,2]]' },
      algorithm: 'mtdf',
      guess: 0,
    });
    return l.runToEnd();
  });
  expect(s.value).toBe(3);
  await expect(lab.locator('.node[data-id="0"] .value')).toHaveText('=3');
  await expect(lab.locator('.node[data-id="0"]')).toHaveAttribute('data-bound', 'exact');
  await page.screenshot({ path: 'e2e/screenshots/aima-end-marks.png' });
  expect(errors).toEqual([]);
});
