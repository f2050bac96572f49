// The Kalah tab (issue 7, item 9): the engine's move comes from the wasm core in a worker
// (the search the lab shows), with progress and Cancel; the board is drawn and played by the
// core's rules; the fields keep to their ranges; an engine error shows in the panel and the
// game goes on.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  page.errors = errors;
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: 'Kalah' }).click();
  await expect(page.locator('#kalah-status')).toContainText('Your move');
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

test('the engine plays the best move of the search the lab shows, on the core’s board', async ({
  page,
}) => {
  const board = page.locator('#kalah-board');
  await expect(board.locator('.pit')).toHaveCount(6);
  await expect(board.locator('.store')).toHaveText(['0', '0']);
  await board.locator('.pit[data-pit="0"]').click();
  await expect(page.locator('#kalah-status')).toContainText(/Your move|Game over/);
  const engineMoves = page.locator('#kalah-log li[data-who=engine]');
  await expect(engineMoves).not.toHaveCount(0);
  const last = await engineMoves.last().textContent();
  const result = await page.evaluate(() => globalThis.document.querySelector('#kalah-lab').result);
  expect(last).toContain(`pit ${result.bestMoveLabel} (Value ${result.value})`);
  // the board is the core's: 12 seeds in all, in the places kalahBoard/kalahPlay gave
  const seeds = await board.locator('.seeds').allTextContents();
  expect(seeds.map(Number).reduce((a, b) => a + b, 0)).toBe(12);
});

test('fields out of range are refused in the Kalah panel, naming the field and its range', async ({
  page,
}) => {
  for (const [id, value, message] of [
    ['#kalah-depth', '99', "Depth: '99' is not a whole number from 1 to 20."],
    ['#kalah-depth', '2.5', "Depth: '2.5' is not a whole number from 1 to 20."],
    ['#kalah-pits', '7', "Pits: '7' is not a whole number from 1 to 6."],
  ]) {
    await page.locator(id).fill(value);
    await page.locator('#kalah-new').click();
    await expect(page.locator('#kalah-error')).toHaveText(message);
    await expect(page.locator(id)).toHaveAttribute('aria-invalid', 'true');
    await page.locator(id).fill(id === '#kalah-pits' ? '3' : '4');
  }
  await page.locator('#kalah-new').click();
  await expect(page.locator('#kalah-error')).toHaveText('');
  await expect(page.locator('#kalah-status')).toContainText('Your move');
});

test('a deep search shows progress and Cancel, the page stays live, and the game goes on after a cancel', async ({
  page,
}) => {
  await page.locator('#kalah-pits').fill('6');
  await page.locator('#kalah-seeds').fill('6');
  // the largest budget and depth: only the cancel ends this search (under the default budget
  // of 5 million nodes it stopped by itself in about a second, before the tabs were switched)
  await page.locator('#kalah-depth').fill('20');
  await page.getByLabel('Work budget (nodes)').fill('10000000000');
  await page.locator('#kalah-new').click();
  await expect(page.locator('#kalah-cancel')).toBeVisible();
  await expect(page.locator('#kalah-progress')).toBeVisible();
  await expect(page.locator('#kalah-status')).toContainText('The engine is searching');
  // the main thread answers while the worker searches: the tabs still switch
  await page.getByRole('tab', { name: 'Explore' }).click();
  await expect(page.locator('#explore')).toBeVisible();
  await page.getByRole('tab', { name: 'Kalah' }).click();
  await expect(page.locator('#kalah-cancel')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/kalah-deep-search.png', fullPage: true });
  await page.locator('#kalah-cancel').click();
  await expect(page.locator('#kalah-error')).toContainText('Search cancelled');
  await expect(page.locator('#kalah-cancel')).toBeHidden();
  await expect(page.locator('#kalah-status')).toContainText('Your move');
  // a shallower search for the engine's answers
  await page.locator('#kalah-depth').fill('2');
  await page.locator('#kalah-board .pit[data-pit="1"]').click(); // no extra turn: the engine's
  await expect(page.locator('#kalah-log li[data-who=engine]')).not.toHaveCount(0);
  await expect(page.locator('#kalah-status')).toContainText(/Your move|Game over/);
});

test('the work budget shows in the Kalah panel; the engine moves again at a shallower depth', async ({
  page,
}) => {
  await page.locator('#kalah-pits').fill('6');
  await page.locator('#kalah-seeds').fill('6');
  await page.locator('#kalah-depth').fill('20');
  await page.locator('#kalah-algorithm').selectOption('minimax');
  await page.locator('#kalah-first').uncheck();
  await page.locator('#kalah-new').click();
  await expect(page.locator('#kalah-error')).toContainText(
    'The engine could not move: work budget: minimax visited 5000000 nodes without finishing.',
    { timeout: 25_000 },
  );
  await expect(page.locator('#kalah-engine')).toBeVisible();
  await page.locator('#kalah-depth').fill('2');
  await page.locator('#kalah-engine').click();
  await expect(page.locator('#kalah-log li[data-who=engine]')).not.toHaveCount(0);
  await expect(page.locator('#kalah-status')).toContainText('Your move');
  await expect(page.locator('#kalah-error')).toHaveText('');
});

// issue 17, item 7: the budget is raised where it runs out, and the panel says what a depth
// cost (nodes and ms), so that a teacher can pick a depth for the lecture
test('6×6 at depth 12 runs out of the default budget, names the panel’s field, and completes once it is raised there', async ({
  page,
}) => {
  test.setTimeout(60_000); // two searches of about 5 million nodes each
  const budget = page.getByLabel('Work budget (nodes)');
  await expect(budget).toHaveValue('5000000');
  await page.locator('#kalah-pits').fill('6');
  await page.locator('#kalah-seeds').fill('6');
  await page.locator('#kalah-depth').fill('12');
  // the plain search's count (6,055,769 nodes at depth 12; the programs' setting needs fewer)
  await page.locator('#kalah-search').selectOption('plain');
  await page.locator('#kalah-new').click();
  const error = page.locator('#kalah-error');
  await expect(error).toContainText('work budget: mtdf visited 5000000 nodes without finishing', {
    timeout: 25_000,
  });
  await expect(error).toContainText('“Work budget (nodes)”');
  await expect(page.locator('#kalah-took')).toHaveText('');

  await budget.fill('100000000');
  await page.locator('#kalah-new').click();
  const took = page.locator('#kalah-took');
  await expect(took).toContainText('Depth 12 with MTD(f), plain:', { timeout: 25_000 });
  await expect(error).toHaveText('');
  const result = await page.evaluate(() => globalThis.document.querySelector('#kalah-lab').result);
  expect(result.done).toBe(true);
  expect(result.counters.nodes).toBeGreaterThan(5_000_000); // more than the default allowed
  const nodes = result.counters.nodes.toLocaleString('en');
  await expect(took).toContainText(
    new RegExp(
      `^Depth 12 with MTD\\(f\\), plain: ${nodes} nodes visited in [\\d,]+ ms \\(${result.tests} tests?\\)\\.$`,
    ),
  );
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'e2e/screenshots/kalah-depth-took.png' });
});
