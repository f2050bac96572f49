// The Kalah tab's engine searches as programs do (issue 23, item 5): iterative deepening, the
// TT's best move first and the history heuristic by default, so that it reaches deeper in the
// same time; the plain search, to step through, one choice away. The settings are those the
// core read back (the `settings` of the session's summary, heard on the engine's workers'
// replies), the values checked against plain alpha-beta at the same depth, the oracle.
import { expect, test } from '@playwright/test';

const result = (page) =>
  page.evaluate(() => globalThis.document.querySelector('#kalah-lab').result);

/** The config the core read back for the last Kalah search a worker replied about. */
const searched = (page) => page.evaluate(() => globalThis.kalahSearched.at(-1));

test.beforeEach(async ({ page }) => {
  // every worker's replies heard: a session's summary holds the settings the core read
  await page.addInitScript(() => {
    const Native = globalThis.Worker;
    globalThis.kalahSearched = [];
    globalThis.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', ({ data }) => {
          const r = data?.type === 'reply' && data.ok ? data.result : null;
          const settings = r?.summary?.settings ?? r?.settings;
          if (settings?.game?.kind === 'kalah') globalThis.kalahSearched.push(settings);
        });
      }
    };
  });
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  page.errors = errors;
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: 'Kalah' }).click();
  await expect(page.locator('#kalah-status')).toContainText('Your move');
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

test('the engine searches with the programs’ setting by default, the plain search after one change, and the plain one steps', async ({
  page,
}) => {
  const choice = page.getByLabel('Search', { exact: true });
  await expect(choice).toHaveValue('programs');
  await expect(choice.locator('option')).toHaveText([
    'As programs do (deepening, TT move, history)',
    'Plain (to step through)',
  ]);
  // the opening's search (the reader moves first: the lab shows the position searched)
  const took = page.locator('#kalah-took');
  await expect(took).toContainText('Depth 4 with MTD(f), as programs do:');
  expect(await searched(page)).toMatchObject({
    algorithm: 'mtdf',
    iterativeDeepening: true,
    ttMoveFirst: true,
    history: true,
  });
  const programsValue = (await result(page)).value;

  // one change: the plain search, the literature's one pass at the depth asked
  await choice.selectOption('plain');
  await page.locator('#kalah-new').click();
  await expect(took).toContainText('Depth 4 with MTD(f), plain:');
  expect(await searched(page)).toMatchObject({
    algorithm: 'mtdf',
    iterativeDeepening: false,
    ttMoveFirst: false,
    history: false,
  });
  expect((await result(page)).value).toBe(programsValue);
  // and it steps: test by test to the end, where the lab shows the value of the search
  const steps = await page.evaluate(async () => {
    const lab = globalThis.document.querySelector('#kalah-lab');
    await lab.reset();
    const seen = [];
    while (!lab.state.done) seen.push((await lab.stepTest()).tests.length);
    return { seen, value: lab.state.value, tests: lab.result.tests };
  });
  expect(steps.seen).toEqual(Array.from({ length: steps.tests }, (_, i) => i + 1));
  expect(steps.value).toBe(programsValue);
});

test('the engine’s moves have the values of plain alpha-beta at the same depth', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.locator('#kalah-pits').fill('4');
  await page.locator('#kalah-seeds').fill('3');
  await page.locator('#kalah-depth').fill('6');
  await page.locator('#kalah-first').uncheck(); // the engine opens
  for (const algorithm of ['mtdf', 'negascout-tt']) {
    await page.locator('#kalah-search').selectOption('programs');
    await page.locator('#kalah-algorithm').selectOption(algorithm);
    await page.locator('#kalah-new').click();
    const status = page.locator('#kalah-status');
    const engine = page.locator('#kalah-log li[data-who=engine]');
    // a few moves of the reader's (the first pit it may sow), each answered by the engine
    for (let i = 0; i < 3; i++) {
      await expect(status).toContainText(/Your move|Game over/);
      if ((await status.textContent()).includes('Game over')) break;
      await page.locator('#kalah-board .pit.own:not([disabled])').first().click();
    }
    await expect(status).toContainText(/Your move|Game over/);
    const values = await engine.evaluateAll((items) => items.map((li) => li.dataset.value));
    expect(values.length).toBeGreaterThan(1);
    expect(await searched(page)).toMatchObject({
      algorithm,
      iterativeDeepening: true,
      history: true,
      ...(algorithm === 'negascout-tt' ? { aspiration: 2 } : {}),
    });
    // the oracle: each of those positions searched again by plain alpha-beta ("Show search")
    await page.locator('#kalah-search').selectOption('plain');
    await page.locator('#kalah-algorithm').selectOption('alphabeta');
    const oracle = [];
    for (let i = 0; i < values.length; i++) {
      await engine.nth(i).getByRole('button').click();
      await expect(page.locator('#kalah-took')).toContainText('Depth 6 with alpha-beta, plain:');
      expect(await searched(page)).toMatchObject({
        algorithm: 'alphabeta',
        iterativeDeepening: false,
        history: false,
      });
      oracle.push(String((await result(page)).value));
      await page.locator('#kalah-took').evaluate((p) => (p.textContent = ''));
    }
    expect(values).toEqual(oracle);
  }
});

/** The way to search kept in the stored session's state (its key `K`). */
const stored = (page) =>
  page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('mtdlab.session') ?? '{}').s ?? '..';
    return JSON.parse(atob(s.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')) || '{}').K;
  });

test('the way the engine searches comes back after a reload', async ({ page }) => {
  await page.locator('#kalah-search').selectOption('plain');
  await page.locator('#kalah-new').click();
  await expect(page.locator('#kalah-took')).toContainText('plain:');
  await expect.poll(() => stored(page)).toBe('plain');
  await page.reload();
  await expect(page.locator('#tab-kalah')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#kalah-search')).toHaveValue('plain');
  await page.locator('#kalah-search').selectOption('programs');
  await page.locator('#kalah-new').click();
  await expect(page.locator('#kalah-took')).toContainText('as programs do:');
  await expect.poll(() => stored(page)).toBe('programs');
  await page.reload();
  await expect(page.locator('#kalah-search')).toHaveValue('programs');
});
