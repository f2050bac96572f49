// End-to-end tests of the visualiser page and of the <mtd-lab> element on its own, against
// the production build (dist/) with the real wasm engine.
/* global document, customElements -- page.evaluate callbacks run in the browser */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

const state = (page, sel = '#lab') => page.evaluate((s) => document.querySelector(s).state, sel);

async function openApp(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.addInitScript(() => localStorage.clear());
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  return errors;
}

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
  await page.getByRole('button', { name: 'Where seed 000 goes wrong' }).click();
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
  await expect(rows.locator('td[data-col=tests]').first()).toHaveText('1');
  await page.locator('#compare-end').click();
  for (const v of await rows.locator('td[data-col=value]').allTextContents()) expect(v).toBe('3');
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
