// The programs' experiment in the Experiments tab (issue 23, item 2): run in the page it
// gives the CLI's numbers (e2e/fixtures/experiment-programs.json, which a Rust test keeps
// equal to what `mtdlab experiment programs … --json` prints), draws Plaat et al.'s three
// figures with the line at 1, the ablation and the first guesses; a long run shows
// progress and cancels. Screenshots at 1366x768 and 1920x1080.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const FIXTURE = JSON.parse(
  readFileSync(new URL('./fixtures/experiment-programs.json', import.meta.url), 'utf8'),
);
const CLI = FIXTURE.json;
const flag = (name) => FIXTURE.cli[FIXTURE.cli.indexOf(name) + 1];
const en = (n) => n.toLocaleString('en');

test.beforeEach(async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  page.errors = errors;
  await page.addInitScript(() => localStorage.clear());
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: 'Experiments' }).click();
  await expect(page.locator('#exp-run')).toBeEnabled();
  await page.locator('#exp-kind').selectOption('programs');
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

test("the programs' experiment shows the CLI's numbers, the figures, the ablation", async ({
  page,
}) => {
  await page.locator('#exp-positions').fill(flag('--positions'));
  await page.locator('#exp-depth').fill(flag('--depth'));
  await page.locator('#exp-seed').fill('1');
  await page.locator('#exp-run').click();
  const rows = page.locator('#exp-table tbody tr');
  await expect(rows).toHaveCount(CLI.rows.length);
  for (const [i, r] of CLI.rows.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-key', `${r.depth} ${r.line}`);
    await expect(row.locator('[data-col=leafEvals]')).toHaveText(en(r.leaf_evals));
    await expect(row.locator('[data-col=nodes]')).toHaveText(en(r.nodes));
    await expect(row.locator('[data-col=nodesRatio]')).toHaveText(r.nodes_ratio.toFixed(3));
    await expect(row.locator('[data-col=leavesRatio]')).toHaveText(r.leaves_ratio.toFixed(3));
    await expect(row.locator('[data-col=testsMean]')).toHaveText(
      r.tests_mean === null ? '—' : r.tests_mean.toFixed(2),
    );
    // nodes per second, measured in the page (none where the clock saw no time pass)
    await expect(row.locator('[data-col=nodesPerS]')).toHaveText(/( M|^—)$/);
  }
  const rates = await page.locator('#exp-table [data-col=nodesPerS]').allTextContents();
  expect(rates.some((t) => t.endsWith(' M'))).toBe(true);
  // the paper's three figures: a line per program, a dot per depth, the line at 1
  const depth = Number(flag('--depth'));
  for (const id of ['leaves', 'nodes']) {
    const chart = page.locator(`#exp-chart-${id}`);
    await expect(chart.locator('.series')).toHaveCount(4);
    await expect(chart.locator('.series circle')).toHaveCount(4 * depth);
    await expect(chart.locator('line.reference')).toHaveCount(1);
  }
  // times under 1 ms are not drawn: the time figure has at most a dot per program and depth
  const time = page.locator('#exp-chart-time .series circle');
  expect(await time.count()).toBeLessThanOrEqual(4 * depth);
  // the ablation: a row per program, a column per enhancement off
  const ablation = page.locator('#exp-ablation tbody tr');
  await expect(ablation).toHaveCount(4);
  const cell = CLI.ablation.find((r) => r.depth === depth && r.line === 'id-mtdf -tt');
  await expect(ablation.first().locator('td[data-off=tt]')).toContainText(
    `${cell.nodes_ratio.toFixed(3)} nodes`,
  );
  // the first guesses: three per depth
  await expect(page.locator('#exp-guesses tbody tr')).toHaveCount(3 * depth);
  await expect(page.locator('#exp-status')).toContainText(
    `Done: ${CLI.positions.length * 23} searches`,
  );
  // the tab's defaults (6 positions, depth 6), whose searches take long enough to time
  await page.locator('#exp-positions').fill('6');
  await page.locator('#exp-depth').fill('6');
  await page.locator('#exp-run').click();
  await expect(page.locator('#exp-status')).toContainText(`Done: ${6 * 23} searches`, {
    timeout: 120_000,
  });
  await expect(page.locator('#exp-chart-time .series').first()).toBeVisible();
  for (const [w, h] of [
    [1366, 768],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.locator('#exp-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/experiments-programs-${w}.png` });
    await page.locator('#exp-charts').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/experiments-programs-charts-${w}.png` });
  }
});

test("a long programs' run shows progress and cancels; nothing typed is lost", async ({ page }) => {
  await page.locator('#exp-positions').fill('200');
  await page.locator('#exp-depth').fill('10');
  await page.locator('#exp-run').click();
  await expect(page.locator('#exp-progress')).toBeVisible();
  await expect(page.locator('#exp-status')).toContainText(/of 4,600 searches/);
  await page.locator('#exp-cancel').click();
  await expect(page.locator('#exp-error')).toHaveText(/^Cancelled\./);
  await expect(page.locator('#exp-run')).toBeEnabled();
  await expect(page.locator('#exp-positions')).toHaveValue('200');
  await expect(page.locator('#exp-depth')).toHaveValue('10');
});
