// End-to-end tests of the visualiser page and of the <mtd-lab> element on its own, against
// the production build (dist/) with the real wasm engine.
/* global document, customElements, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';

const state = (page, sel = '#lab') => page.evaluate((s) => document.querySelector(s).state, sel);

test('a preset stepped to the end shows the value, the bounds chart and a cut edge', async ({
  page,
}) => {
  const errors = await openApp(page);
  await page.getByRole('button', { name: 'AIMA Figure 5.2' }).click();
  const lab = page.locator('#lab');
  await expect(lab.locator('[data-testid=value]')).toContainText('not yet known');
  // step through the first test with the buttons, one event at a time
  const step = lab.locator('button[data-action=step]');
  for (let i = 0; i < 5; i++) await step.click();
  await expect.poll(async () => (await state(page)).event).toBe(5);
  await expect(lab.locator('.narration')).not.toBeEmpty();
  await lab.locator('button[data-action=end]').click();
  await expect(lab.locator('[data-testid=value]')).toContainText('Value: 3');
  const s = await state(page);
  expect(s).toMatchObject({ value: 3, done: true });
  expect(s.tests).toEqual([
    { beta: 0, g: 3, outcome: 'high', lower: 3, upper: null },
    { beta: 4, g: 3, outcome: 'low', lower: 3, upper: 3 },
  ]);
  // the bounds chart: two tests, their g marks, the value line
  await expect(lab.locator('svg.bounds g.test')).toHaveCount(2);
  await expect(lab.locator('svg.bounds circle.g.high')).toHaveCount(1);
  await expect(lab.locator('svg.bounds circle.g.low')).toHaveCount(1);
  await expect(lab.locator('svg.bounds .value-line')).toHaveCount(1);
  // the second test cut children of the MIN nodes (they fail low at once)
  expect(await lab.locator('.link.cut').count()).toBeGreaterThan(0);
  await expect(lab.locator('.narration')).toContainText(
    'Test β = 4 failed low: the value is at most 3.',
  );
  await page.screenshot({ path: 'e2e/screenshots/aima-end.png', fullPage: true });

  // a step back: the value is not known any more
  await lab.locator('button[data-action=back]').click();
  await expect(lab.locator('[data-testid=value]')).toContainText('not yet known');
  expect((await state(page)).event).toBe(s.events - 1);
  // clicking test 1 on the chart jumps to its end
  await lab.locator('svg.bounds g.test').first().click();
  await expect.poll(async () => (await state(page)).tests.length).toBe(1);
  expect(errors).toEqual([]);
});

test('the keyboard alone steps by event, by test, and jumps to either end', async ({ page }) => {
  await openApp(page);
  const lab = page.locator('#lab');
  await lab.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await state(page)).event).toBe(3);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await state(page)).event).toBe(2);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await state(page)).tests.length).toBe(1);
  const afterTest = await state(page);
  expect(afterTest.tests[0]).toMatchObject({ beta: 0, g: 3, outcome: 'high' });
  await page.keyboard.press('End');
  await expect.poll(async () => (await state(page)).done).toBe(true);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => (await state(page)).event).toBe(afterTest.event);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await state(page)).event).toBe(0);
  // Space plays; the narration region is live for screen readers
  await page.keyboard.press(' ');
  await expect.poll(async () => (await state(page)).event).toBeGreaterThan(0);
  await page.keyboard.press(' ');
  await expect(lab.locator('.narration')).toHaveAttribute('aria-live', 'polite');
});

test('a tree with a syntax error shows the engine error with its line and column', async ({
  page,
}) => {
  await openApp(page);
  const text = page.locator('#tree-text');
  await text.fill('[[3, 12],\n [2, x]]');
  await page.locator('#tree-apply').click();
  await expect(page.locator('#tree-error')).toContainText('line 2, column');
  await expect(text).toHaveValue('[[3, 12],\n [2, x]]'); // nothing typed is lost
  await text.fill('((a:(3 5) 4) (a 6))');
  await page.locator('#tree-apply').click();
  await expect(page.locator('#tree-error')).toBeEmpty();
  const s = await page.evaluate(() => document.querySelector('#lab').runToEnd());
  expect(s.value).toBe(5);
});

test('the literal seed 000 MTD(f) answers 6 where the value is -1', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Where Wikipedia’s pseudocode goes wrong' }).click();
  await expect.poll(async () => (await state(page)).algorithm).toBe('mtdf-literal');
  const literal = await page.evaluate(() => document.querySelector('#lab').runToEnd());
  expect(literal.value).toBe(6);
  const fixed = await page.evaluate(async () => {
    const lab = document.querySelector('#lab');
    await lab.load({ algorithm: 'mtdf' });
    return lab.runToEnd();
  });
  expect(fixed.value).toBe(-1);
});

test('the first-guess slider re-runs at once; the last of many changes wins', async ({ page }) => {
  await openApp(page);
  const lab = page.locator('#lab');
  await lab.locator('input.guess').fill('10');
  await expect(lab).toHaveAttribute('guess', '10');
  const s = await page.evaluate(() => document.querySelector('#lab').runToEnd());
  expect(s.tests[0].beta).toBe(10);
  expect(s.value).toBe(3);
  // the plot of tests for every f lights the bar of f = 10
  await expect(lab.locator('svg.guess-plot rect.bar.on')).toHaveAttribute('data-guess', '10');
  const last = await page.evaluate(() => {
    const l = document.querySelector('#lab');
    for (let f = 1; f <= 8; f++) l.setAttribute('guess', String(f));
    return l.runToEnd();
  });
  expect(last.tests[0].beta).toBe(8);
});

test('compare mode steps four algorithms together, test by test', async ({ page }) => {
  await openApp(page);
  await page.getByRole('tab', { name: 'Compare' }).click();
  const labs = page.locator('#compare mtd-lab');
  await expect(labs).toHaveCount(4);
  const rows = page.locator('#compare-table tbody tr');
  await expect(rows).toHaveCount(4);
  await page.locator('#compare-step').click();
  // alpha-beta's one search is not a null-window test (issue 7, item 6)
  await expect(rows.locator('td[data-col=tests]').first()).toHaveText('0');
  await page.locator('#compare-end').click();
  for (const v of await rows.locator('td[data-col=value]').allTextContents()) expect(v).toBe('3');
  for (const name of ['alpha-beta', 'NegaScout']) {
    const row = rows.filter({ has: page.locator('th', { hasText: new RegExp(`^${name}$`) }) });
    await expect(row.locator('td[data-col=tests]')).toHaveText('0');
  }
  const mtdf = rows.filter({ has: page.locator('th', { hasText: 'MTD(f)' }) });
  await expect(mtdf.locator('td[data-col=tests]')).toHaveText('2');
  const plus = rows.filter({ has: page.locator('th', { hasText: 'MTD(+∞)' }) });
  await expect(plus.locator('td[data-col=tests]')).toHaveText('4');
  await page.screenshot({ path: 'e2e/screenshots/compare.png', fullPage: true });
});

test('Kalah: the player sows, the engine answers, its search is open for stepping', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('tab', { name: 'Kalah' }).click();
  const board = page.locator('#kalah-board');
  await expect(board.locator('.pit')).toHaveCount(6);
  await expect(page.locator('#kalah-status')).toContainText('Your move');
  await board.locator('.pit[data-pit="0"]').click();
  await expect(page.locator('#kalah-log li')).not.toHaveCount(0);
  await expect(page.locator('#kalah-log li', { hasText: 'Engine' }).first()).toBeVisible();
  await expect(page.locator('#kalah-status')).toContainText(/Your move|Game over/);
  // the lab shows the search behind the engine's last move, with the value it played for
  const played = await page
    .locator('#kalah-log li[data-who=engine]')
    .last()
    .getAttribute('data-value');
  const shown = await page.evaluate(() => document.querySelector('#kalah-lab').result);
  expect(shown.done).toBe(true);
  expect(Number(played)).toBe(shown.value);
  const kalahLab = page.locator('#kalah-lab');
  const s = await page.evaluate(() => document.querySelector('#kalah-lab').runToEnd());
  expect(s.done).toBe(true);
  expect(s.nodes).toBeGreaterThan(1);
  await expect(kalahLab.locator('.node').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/kalah.png', fullPage: true });
});

test('the element alone in a plain page reaches value 3 in 2 tests', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  const html = await readFile('e2e/fixtures/embed.html', 'utf8');
  await page.route('**/embed.html', (route) =>
    route.fulfill({ body: html, contentType: 'text/html' }),
  );
  const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'));
  await page.goto('/embed.html');
  const result = await page.evaluate(async () => {
    await customElements.whenDefined('mtd-lab');
    const lab = document.querySelector('mtd-lab');
    await lab.ready;
    const events = [];
    lab.addEventListener('mtd-done', (e) => events.push(e.detail.value));
    const s = await lab.runToEnd();
    return { s, events };
  });
  expect(result.s.value).toBe(3);
  expect(result.s.tests).toHaveLength(2);
  expect(result.events).toEqual([3]);
  const response = await wasm;
  expect(response.url()).toMatch(/\/assets\/mtdlab_bg-[\w-]+\.wasm$/);
  expect(errors).toEqual([]);
  await page.screenshot({ path: 'e2e/screenshots/embed.png', fullPage: true });
});

test('a tablet-width page keeps the tree and the controls usable', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await openApp(page);
  const lab = page.locator('#lab');
  await lab.locator('button[data-action=stepTest]').click();
  await expect.poll(async () => (await state(page)).tests.length).toBe(1);
  await page.locator('#theme').check();
  await expect(lab).toHaveAttribute('theme', 'dark');
  await page.screenshot({ path: 'e2e/screenshots/tablet-dark.png', fullPage: true });
});

test('a tree of 10,000 explored nodes: few nodes drawn, the current one in sight, folds work', async ({
  page,
}) => {
  await openApp(page);
  const lab = page.locator('#lab');
  const game = { kind: 'random', branching: 3, depth: 8, min: -50, max: 50, seed: 1 };
  const s = await page.evaluate(async (game) => {
    const l = document.querySelector('#lab');
    await l.load({ game, algorithm: 'minimax' });
    await l.seek(13000);
    for (let i = 0; i < 5; i++) await l.step();
    return l.state;
  }, game);
  expect(s.nodes).toBeGreaterThan(4000);
  // its 6,561 leaves start as the leaf overview (issue 17); the button draws the tree
  await expect(lab.locator('rect.ov-cell[data-leaf]')).toHaveCount(6561);
  await lab.locator('.zoom-mode').click();
  // only the part of the tree in and near the view is in the DOM
  expect(await lab.locator('.node').count()).toBeLessThan(400);
  const current = lab.locator('.node.current');
  await expect(current).toHaveCount(1);
  await expect(current.locator('.value')).toBeVisible(); // readable: texts drawn at this zoom
  const pane = await lab.locator('.tree-pane').boundingBox();
  await expect
    .poll(async () => {
      const box = await current.boundingBox();
      return (
        box.x >= pane.x &&
        box.x + box.width <= pane.x + pane.width &&
        box.y >= pane.y &&
        box.y + box.height <= pane.y + pane.height
      );
    })
    .toBe(true);
  // folding the current node's grandparent hides the current node; the next step unfolds it
  const folded = await page.evaluate(() => {
    const l = document.querySelector('#lab');
    const g = l.shadowRoot.querySelector('.node.current');
    const id = Number(g.dataset.id);
    return l._run.tree.parent[l._run.tree.parent[id]];
  });
  // (it may lie outside the pane: the click is dispatched, not aimed)
  await lab.locator(`.node[data-id="${folded}"]`).dispatchEvent('click');
  await expect(lab.locator(`.node[data-id="${folded}"] .fold`)).toHaveText(/^\+\d+$/);
  await expect(lab.locator('.node.current')).toHaveCount(0);
  await lab.locator('button[data-action=step]').click();
  await expect(lab.locator('.node.current')).toHaveCount(1);
  // zoomed far out the texts are left out, and the tree is still drawn
  for (let i = 0; i < 8; i++) await lab.locator('.zoom .btn').nth(1).click();
  await expect(lab.locator('svg.tree')).toHaveClass(/\bfar\b/);
  expect(await lab.locator('.node').count()).toBeGreaterThan(10);
  await page.screenshot({ path: 'e2e/screenshots/tree-10k.png', fullPage: true });
});

/** The index of the first event of `kind` on `node` in the lab's run (in the page). */
const eventIndex = (page, kind, node) =>
  page.evaluate(
    ([kind, node]) => {
      const ev = document.querySelector('#lab')._run.events;
      for (let i = 0; i < ev.length / 5; i++)
        if (ev[i * 5] === kind && ev[i * 5 + 1] === node) return i;
      return -1;
    },
    [kind, node],
  );
const ENTER = 0;
const RETURN = 5;

test('step over skips a node’s whole subtree, step out finishes the node', async ({ page }) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await lab.focus();
  // MTD(f) on AIMA Figure 5.2: → until the first MIN node (B, node 0) is entered
  const enterB = await eventIndex(page, ENTER, 1);
  for (let i = 0; i <= enterB; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await state(page)).event).toBe(enterB + 1);
  await expect(lab.locator('.node.current')).toHaveAttribute('data-id', '1');
  // ↓ steps over B: its three leaves are searched, B's Return is shown
  await page.keyboard.press('ArrowDown');
  const returnB = await eventIndex(page, RETURN, 1);
  await expect.poll(async () => (await state(page)).event).toBe(returnB + 1);
  expect((await state(page)).leafEvals).toBe(3);
  await expect(lab.locator('.narration')).toHaveText(
    'Node 0 returns 3, a lower bound (≥ 3): it failed high.',
  );
  await expect(lab.locator('.node.current')).toHaveAttribute('data-id', '0');

  // alpha-beta, with the buttons: over B, then over C (the next call), then out of D
  await page.evaluate(() => document.querySelector('#lab').load({ algorithm: 'alphabeta' }));
  const enterB2 = await eventIndex(page, ENTER, 1);
  await page.evaluate((k) => document.querySelector('#lab').seek(k), enterB2 + 1);
  const over = lab.locator('button[data-action=stepOver]');
  await over.click();
  await expect(lab.locator('.narration')).toHaveText('Node 0 returns 3, its exact value (= 3).');
  await over.click();
  await expect(lab.locator('.narration')).toHaveText(
    'Node 1 returns 2, an upper bound (≤ 2): it failed low.',
  );
  expect((await state(page)).leafEvals).toBe(4); // C's 4 and 6 were cut
  await page.keyboard.press('ArrowRight'); // enter D
  await page.keyboard.press('ArrowRight'); // enter its first leaf, 14
  await page.keyboard.press('ArrowRight'); // evaluate it
  await expect(lab.locator('.narration')).toHaveText('Leaf node 2.0 evaluates to 14.');
  await page.screenshot({ path: 'e2e/screenshots/step-over.png', fullPage: true });
  await lab.locator('button[data-action=stepOut]').click(); // the leaf returns
  await expect(lab.locator('.narration')).toHaveText(
    'Node 2.0 returns 14, its exact value (= 14).',
  );
  await page.keyboard.press('ArrowUp'); // D returns
  await expect(lab.locator('.narration')).toHaveText(
    'Node 2 returns 2, an upper bound (≤ 2): it failed low.',
  );
  await page.keyboard.press('u'); // the root returns
  await expect(lab.locator('.narration')).toHaveText('The root returns 3, its exact value (= 3).');
  await expect(page.locator('.keys')).toContainText('↓ or N step over the node');
  expect(errors).toEqual([]);
});

test('a leaf’s value is edited on the tree: the text and the value follow', async ({ page }) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await page.evaluate(() => document.querySelector('#lab').runToEnd());
  await expect(lab.locator('[data-testid=value]')).toContainText('Value: 3');
  // leaf 3 (node 0.0): its value in a small field, Enter applies
  await lab.locator('.node[data-id="2"] .shape').click();
  const bar = lab.locator('.node-bar');
  await expect(bar).toBeVisible();
  await expect(bar.locator('input.nb-value')).toBeFocused();
  await expect(bar.locator('input.nb-value')).toHaveValue('3');
  await page.keyboard.type('20');
  await page.screenshot({ path: 'e2e/screenshots/edit-leaf.png' });
  await page.keyboard.press('Enter');
  await expect(page.locator('#tree-text')).toHaveValue('[[20,12,8],[2,4,6],[14,5,2]]');
  await expect(bar).toHaveCount(0);
  // the search runs again, still shown to its end: min(20, 12, 8) = 8 is the value now
  await expect(lab.locator('[data-testid=value]')).toContainText('Value: 8');
  await expect(lab.locator('.node[data-id="2"] .value')).toHaveText('20');
  // nothing typed is lost: the text before is among the earlier texts
  await expect(page.locator('#tree-history option')).toContainText(['[[3,12,8],[2,4,6],[14,5,2]]']);
  // Escape cancels; a value that is not a number is refused in the bar
  await lab.locator('.node[data-id="3"] .shape').click();
  await page.keyboard.type('x');
  await page.keyboard.press('Enter');
  await expect(bar.locator('.nb-msg')).toHaveText('Write a whole number within ±1000000000.');
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await expect(lab.locator('.node[data-id="3"]')).toBeFocused();
  await expect(page.locator('#tree-text')).toHaveValue('[[20,12,8],[2,4,6],[14,5,2]]');
  // a cut leaf never searched is edited too: C's 4 (node 1.1)
  const cutLeaf = await page.evaluate(() => {
    const t = document.querySelector('#lab')._run.tree;
    const at = (parent, move) => t.parent.findIndex((p, i) => p === parent && t.child[i] === move);
    return at(at(0, 1), 1);
  });
  expect(cutLeaf).toBeGreaterThanOrEqual(0);
  await lab.locator(`.node[data-id="${cutLeaf}"] .shape`).click();
  await expect(bar.locator('input.nb-value')).toHaveValue('4');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.locator('#tree-text')).toHaveValue('[[20,12,8],[2,1,6],[14,5,2]]');
  expect(errors).toEqual([]);
});

test('children are added and removed on the tree, labels and references kept', async ({ page }) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const text = page.locator('#tree-text');
  await text.fill('A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))');
  await page.locator('#tree-apply').click();
  await expect(lab).toHaveAttribute('tree', 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))');
  await page.evaluate(() => document.querySelector('#lab').runToEnd());
  const bar = lab.locator('.node-bar');
  // from the keyboard: Tab to node B, Enter opens its actions
  await lab.locator('.node[data-id="1"]').focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeVisible();
  await expect(bar.locator('.nb-about')).toHaveText('label B');
  await page.screenshot({ path: 'e2e/screenshots/edit-inner.png' });
  await bar.locator('[data-op=add-child]').click();
  await expect(text).toHaveValue('A:(B:(3 12 8 0) C:(2 4 6) D:(14 5 2))');
  await expect(lab.locator('[data-testid=value]')).toContainText('Value: 2'); // min(3,12,8,0) = 0
  await lab.locator('.node[data-id="1"] .shape').click();
  await bar.locator('[data-op=remove-last]').click();
  await expect(text).toHaveValue('A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))');
  await expect(lab.locator('[data-testid=value]')).toContainText('Value: 3');
  // a leaf removes itself: D's 5
  const d5 = await page.evaluate(() => {
    const t = document.querySelector('#lab')._run.tree;
    for (let i = 0; i < t.parent.length; i++)
      if (t.parent[i] >= 0 && t.label[t.parent[i]] === 'D' && t.child[i] === 1) return i;
    return -1;
  });
  await lab.locator(`.node[data-id="${d5}"] .shape`).click();
  await bar.locator('[data-op=remove]').click();
  await expect(text).toHaveValue('A:(B:(3 12 8) C:(2 4 6) D:(14 2))');
  // removing the last child of a node is refused with a message; the text stays
  await text.fill('((3) (a:(4 5) a))');
  await page.locator('#tree-apply').click();
  await page.evaluate(() => document.querySelector('#lab').runToEnd());
  await lab.locator('.node[data-id="1"] .shape').click();
  await bar.locator('[data-op=remove-last]').click();
  await expect(bar.locator('.nb-msg')).toContainText('A node keeps at least one child');
  await expect(text).toHaveValue('((3) (a:(4 5) a))');
  await page.keyboard.press('Escape');
  // a labelled node taken out moves to its next use: the other path still reaches it
  const a = await page.evaluate(() => {
    const t = document.querySelector('#lab')._run.tree;
    return t.label.indexOf('a');
  });
  await lab.locator(`.node[data-id="${a}"] .shape`).click();
  await expect(bar.locator('.nb-about')).toContainText('several paths');
  await bar.locator('[data-op=remove]').click();
  await expect(text).toHaveValue('((3) (a:(4 5)))');
  await expect(page.locator('#tree-error')).toBeEmpty();
  expect(errors).toEqual([]);
});

test('compare mode steps all panes one event at a time, by buttons and keys', async ({ page }) => {
  await openApp(page);
  await page.getByRole('tab', { name: 'Compare' }).click();
  const labs = page.locator('#compare mtd-lab');
  await expect(labs).toHaveCount(4);
  const events = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#compare mtd-lab')].map((l) => l.state.event),
    );
  await expect.poll(events).toEqual([0, 0, 0, 0]);
  await page.locator('#compare-step-event').click();
  await page.locator('#compare-step-event').click();
  await expect.poll(events).toEqual([2, 2, 2, 2]);
  await page.locator('#compare-back-event').click();
  await expect.poll(events).toEqual([1, 1, 1, 1]);
  // keys with the focus in the view, a pane's own controls included
  await page.locator('#compare-step-event').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(events).toEqual([2, 2, 2, 2]);
  await labs.nth(2).locator('button[data-action=step]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(events).toEqual([4, 4, 4, 4]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(events).toEqual([3, 3, 3, 3]);
  await page.keyboard.press('Shift+ArrowRight');
  const rows = page.locator('#compare-table tbody tr');
  // alpha-beta ran its one search: not a test
  await expect(rows.locator('td[data-col=tests]').first()).toHaveText('0');
  await expect(rows.locator('td[data-col=tests]').nth(2)).toHaveText('1'); // MTD(f)
  await page.screenshot({ path: 'e2e/screenshots/compare-events.png', fullPage: true });
  await page.locator('#compare > .compare').focus(); // the view itself takes the focus too
  await page.keyboard.press('End');
  await expect(rows.locator('td[data-col=value]')).toHaveText(['3', '3', '3', '3']);
  await page.keyboard.press('Home');
  await expect.poll(events).toEqual([0, 0, 0, 0]);
});

test('the schedule of MTD-f-step is typed, checked inline, and sent to the engine', async ({
  page,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const schedule = lab.locator('input.schedule');
  await expect(schedule).toBeHidden(); // MTD(f) has no schedule
  await lab.locator('select.algorithm').selectOption('mtd-f-step');
  await expect(schedule).toBeVisible();
  await expect(schedule).toHaveValue('100, 50, 25, 12, 0');
  let s = await page.evaluate(() => document.querySelector('#lab').runToEnd());
  // after g = 3 (high) a step of 100 up; D's 14 answers, and the overshoot halves the step
  expect(s.tests.map((t) => t.beta)).toEqual([0, 104, 4]);
  // a mistake is shown at once, next to the field; the run is left as it was
  await schedule.fill('8, x, 2');
  await expect(lab.locator('#schedule-error')).toHaveText(
    '“x” is not a whole number: write the steps as 100, 50, 25, 12, 0.',
  );
  await expect(schedule).toHaveAttribute('aria-invalid', 'true');
  await schedule.press('Enter');
  await expect(lab).not.toHaveAttribute('schedule');
  await page.screenshot({ path: 'e2e/screenshots/schedule.png' });
  await schedule.fill('-4');
  await expect(lab.locator('#schedule-error')).toHaveText('-4: a step cannot be negative.');
  // a good schedule re-runs the search with it
  await schedule.fill('4 2,1 0');
  await expect(lab.locator('#schedule-error')).toBeEmpty();
  await schedule.press('Enter');
  await expect(lab).toHaveAttribute('schedule', '4, 2, 1, 0');
  await expect(schedule).toHaveValue('4, 2, 1, 0');
  s = await page.evaluate(() => document.querySelector('#lab').runToEnd());
  expect(s.value).toBe(3);
  expect(s.tests.map((t) => t.beta)).toEqual([0, 8, 4]); // 8 = 3 + 1 + 4
  await expect(lab.locator('pre.code.driver')).toContainText('step: 4, 2, 1, 0');
  // a new step size starts the schedule again from it
  await lab.locator('input.step-size').fill('40');
  await lab.locator('input.step-size').press('Enter');
  await expect(schedule).toHaveValue('40, 20, 10, 5, 0');
  await expect(lab).not.toHaveAttribute('schedule');
  // also when the step field is left with Tab, which focuses the schedule (issue 7, item 6)
  await lab.locator('input.step-size').fill('16');
  await lab.locator('input.step-size').press('Tab');
  await expect(lab).toHaveAttribute('step', '16');
  await expect(schedule).toHaveValue('16, 8, 4, 2, 0');
  await schedule.press('Tab');
  await expect(schedule).toHaveValue('16, 8, 4, 2, 0');
  await expect(lab).not.toHaveAttribute('schedule');
  expect(errors).toEqual([]);
});

test('the TT panel lists the entries by node and lights those the event touched', async ({
  page,
}) => {
  const errors = await openApp(page);
  /** The panel after seeking to event k (the last when k is null) and scrolling it. */
  const panelAt = (config, k, scrollTop = 0) =>
    page.evaluate(
      async ({ config, k, scrollTop }) => {
        const lab = document.querySelector('#lab');
        const s = await lab.load(config);
        await lab.seek(k ?? s.events);
        const root = lab.shadowRoot.querySelector('.tt-scroll');
        root.scrollTop = scrollTop;
        root.dispatchEvent(new Event('scroll'));
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const cells = (tbody) =>
          [...tbody.querySelectorAll('tr:not(.spacer)')].map(
            (tr) => `${tr.className}|${[...tr.cells].map((c) => c.textContent).join(',')}`,
          );
        const px = [...root.querySelectorAll('tr.spacer td')].map((td) =>
          Number.parseFloat(td.style.height),
        );
        return {
          status: root.querySelector('.tt-status').textContent,
          touched: cells(root.querySelector('tbody.touched')),
          rows: cells(root.querySelector('tbody.entries')),
          before: px[0] / 22,
          after: px[1] / 22,
          entries: lab._view.tt.node.length,
        };
      },
      { config, k, scrollTop },
    );
  const aima = { game: { kind: 'tree', text: '[[3,12,8],[2,4,6],[14,5,2]]' }, algorithm: 'mtdf' };
  // at the end: every entry, the root's exact 3 first, then by node as the search met them
  let p = await panelAt(aima, null);
  expect(p.touched).toEqual([]);
  expect(p.rows).toEqual([
    '|the root,2,3,3',
    '|node 0,1,3,3',
    '|node 0.0,0,3,3',
    '|node 0.1,0,12,+∞',
    '|node 0.2,0,8,+∞',
    '|node 1,1,−∞,2',
    '|node 1.0,0,−∞,2',
    '|node 2,1,−∞,2',
    '|node 2.0,0,14,+∞',
    '|node 2.1,0,5,+∞',
    '|node 2.2,0,−∞,2',
  ]);
  // the second test's probe of the root finds the lower bound 3 stored by the first
  p = await panelAt(aima, 29);
  expect(p.status).toBe('probe: hit');
  expect(p.touched).toEqual(['lit hit|the root,2,3,+∞']);
  // listed once (issue 7, item 6): the other entries follow, the root's not again
  expect(p.rows[0]).toBe('|node 0,1,3,+∞');
  expect(p.rows).toHaveLength(4);
  expect(p.touched.length + p.rows.length).toBe(p.entries);
  // a probe answers a transposition too: both entries of position b are lit
  const dag = { game: { kind: 'tree', text: '(a:((3 9) (b:(2 7) 5)) (b (a 4)) (6 a))' } };
  p = await panelAt({ ...dag, algorithm: 'mtdf' }, 176);
  expect(p.status).toBe('probe: hit + cutoff');
  expect(p.touched).toEqual(['lit cutoff|b,3,2,2', 'lit cutoff|b,4,7,+∞']);
  // hundreds of entries: only the rows near the scroll position are drawn
  const random = {
    game: { kind: 'random', branching: 4, depth: 6, min: -50, max: 50, seed: 1 },
    algorithm: 'mtdf',
  };
  p = await panelAt(random, null);
  expect(p.entries).toBeGreaterThan(500);
  expect(p.rows[0]).toBe('|the root,6,−14,−14'); // the value, exact
  expect([p.before, p.rows.length, p.after]).toEqual([0, 36, p.entries - 36]);
  p = await panelAt(random, null, 5000);
  expect(p.before).toBeGreaterThan(100);
  expect(p.rows).toHaveLength(36);
  expect(p.before + p.rows.length + p.after).toBe(p.entries);
  expect(errors).toEqual([]);
});
