// The last session after a reload (issue 19), the cases session.spec.js leaves: a tree text
// of 10 MB is refused for storage with one line and the last good state stays (a reload
// shows it); the Kalah game — its position, the moves played — comes back.
import { expect, test } from '@playwright/test';

/** Opens the app with nothing stored (cleared once: a reload keeps what was stored). */
async function openApp(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  return errors;
}

const stored = (page) => page.evaluate(() => localStorage.getItem('mtdlab.session'));
const TREE = '[[1,9],[4,6],[7,2]]';

test('a 10 MB tree text is refused for storage with one line; a reload shows the last good state', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = await openApp(page);
  await page.evaluate(async (TREE) => {
    const lab = globalThis.document.querySelector('#lab');
    await lab.load({ tree: TREE, algorithm: 'alphabeta' });
    await lab.seek(4);
    lab.dispatchEvent(new CustomEvent('mtd-step')); // the page saves after a step
  }, TREE);
  // saved: the record's state (a permalink string: its middle part base64url JSON) is it
  const payload = async () => {
    const s = JSON.parse((await stored(page)) ?? '{}').s ?? '..';
    return JSON.parse(Buffer.from(s.split('.')[1], 'base64url').toString() || '{}');
  };
  await expect.poll(payload).toMatchObject({ t: TREE, a: 'alphabeta', e: 4 });
  const good = await stored(page);
  // the same tree spread over 10 MB (blanks between its numbers): a tree the lab shows
  const big = `[[1,9],${' '.repeat(10_000_000)}[4,6],[7,2]]`;
  expect(big.length).toBeGreaterThan(10_000_000);
  const shown = await page.evaluate(async (big) => {
    const lab = globalThis.document.querySelector('#lab');
    await lab.load({ tree: big, algorithm: 'minimax' });
    await lab.seek(2);
    lab.dispatchEvent(new CustomEvent('mtd-step'));
    return lab.getAttribute('tree').length;
  }, big);
  expect(shown).toBe(big.length);
  const notice = page.locator('#link-error');
  await expect(notice).toHaveText(
    'This tree is too large to keep for the next visit (over 1,000,000 characters); the session stored before stays.',
  );
  // one line, said once: another step does not repeat it
  expect(await stored(page)).toBe(good);
  await page.reload();
  const lab = page.locator('#lab');
  await expect(lab).toHaveAttribute('tree', TREE);
  await expect(lab).toHaveAttribute('algorithm', 'alphabeta');
  await expect
    .poll(() => page.evaluate(() => globalThis.document.querySelector('#lab').state.event))
    .toBe(4);
  expect(errors).toEqual([]);
});

test('the Kalah game — its position and the moves played — comes back after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = await openApp(page);
  await page.getByRole('tab', { name: 'Kalah' }).click();
  const status = page.locator('#kalah-status');
  await expect(status).toContainText('Your move');
  const board = page.locator('#kalah-board');
  // two moves of the reader's, each answered by the engine
  for (let i = 0; i < 2; i++) {
    const pit = board.locator('.pit.own:not([disabled])').first();
    await pit.click();
    await expect(status).toContainText(/Your move|Game over/);
  }
  const log = page.locator('#kalah-log li');
  const moves = await log.allTextContents();
  expect(moves.length).toBeGreaterThanOrEqual(4);
  const seeds = await board.locator('.seeds').allTextContents();
  const pits = await board.locator('.pit').allTextContents();
  // saved a moment after the last change
  await expect
    .poll(async () => JSON.parse((await stored(page)) ?? '{}').kalah?.moves?.length)
    .toBe(moves.length);
  await page.reload();
  await expect(page.locator('#tab-kalah')).toHaveAttribute('aria-selected', 'true');
  await expect(log).toHaveText(moves);
  await expect(board.locator('.seeds')).toHaveText(seeds);
  await expect(board.locator('.pit')).toHaveText(pits);
  await expect(status).toContainText(/Your move|Game over/);
  // and the game goes on from there
  if ((await status.textContent()).includes('Your move')) {
    await board.locator('.pit.own:not([disabled])').first().click();
    await expect(log).not.toHaveCount(moves.length);
  }
  expect(errors).toEqual([]);
});
