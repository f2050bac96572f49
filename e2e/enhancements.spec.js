// Issue 23, item 1, in the app: the programs' enhancements are settings of the Explore lab,
// each shown only for the algorithms that take it, sent to the core only there (switching
// algorithms never ends in an error), and narrated where they change the order a node
// searches its children in. Screenshot of the settings at 1366x768 (the laptop).
/* global document, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';

// the root's best move is its last: the deeper searches take it first
const TREE = '[[[1,9],[3,8]],[[2,8],[4,9]],[[7,6],[6,5]]]';

/** Sets `attrs` on the app's lab, waits for the run: the errors seen, the value and the
 * events (k) whose step is an `order` step. */
function runWith(page, attrs) {
  return page.evaluate(async (attrs) => {
    const lab = document.querySelector('#lab');
    const seen = [];
    const on = (e) => seen.push(e.detail.message);
    lab.addEventListener('mtd-error', on);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null) lab.removeAttribute(k);
      else lab.setAttribute(k, v);
    }
    await lab.ready;
    const end = await lab.runToEnd();
    const orders = [];
    await lab.seek(0);
    for (let k = 1; k <= end.events; k++) {
      const s = await lab.step();
      if (s.step?.kind === 'order') orders.push(s.event);
    }
    lab.removeEventListener('mtd-error', on);
    return { seen, value: end.value, orders };
  }, attrs);
}

/** The narration the lab shows at each event of `ks` (after the frame that paints it). */
function narrations(page, ks) {
  return page.evaluate(async (ks) => {
    const lab = document.querySelector('#lab');
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const out = [];
    for (const k of ks) {
      await lab.seek(k);
      await frame();
      await frame();
      out.push((lab.shadowRoot ?? lab).querySelector('.narration').textContent);
    }
    return out;
  }, ks);
}

test('the enhancements are settings, narrated where they change the order', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await page.evaluate((text) => document.querySelector('#lab').setAttribute('tree', text), TREE);

  // MTD(f) with iterative deepening and the TT's move first: the deeper depths take the root's
  // best move, 2, first, and the narration says so
  const mtdf = await runWith(page, {
    algorithm: 'mtdf',
    'iterative-deepening': 'on',
    'tt-move-first': 'on',
  });
  expect(mtdf.seen).toEqual([]);
  expect(mtdf.value).toBe(8);
  expect(mtdf.orders.length).toBeGreaterThan(0);
  expect(await narrations(page, mtdf.orders)).toContain(
    "The TT's best move, 2, is searched first: the move that was best here in an earlier search.",
  );
  await expect(lab.locator('.id-label')).toBeVisible();
  await expect(lab.locator('input.id-on')).toBeChecked();
  await expect(lab.locator('input.tt-first-on')).toBeChecked();
  await expect(lab.locator('.history-label')).toBeVisible();
  // MTD(f) makes null-window tests: no aspiration window of its own
  await expect(lab.locator('.aspiration-label')).toBeHidden();

  // NegaScout takes the aspiration window, and no TT move (it has no TT); the kept
  // tt-move-first is not sent (the core would refuse it)
  const ns = await runWith(page, { algorithm: 'negascout', aspiration: '1', history: 'on' });
  expect(ns.seen).toEqual([]);
  expect(ns.value).toBe(8);
  expect(ns.orders.length).toBeGreaterThan(0);
  const said = await narrations(page, ns.orders);
  expect(said.some((t) => t.startsWith('The history heuristic orders the children of'))).toBe(true);
  await expect(lab.locator('.aspiration-label')).toBeVisible();
  await expect(lab.locator('input.aspiration')).toHaveValue('1');
  await expect(lab.locator('.tt-first-label')).toBeHidden();
  await expect(lab).toHaveAttribute('tt-move-first', 'on');
  await lab.locator('.settings').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/enhancements-settings-1366.png' });

  // the settings row's controls set the attributes
  await lab.locator('input.history-on').uncheck();
  await expect(lab).toHaveAttribute('history', 'off');

  // minimax takes none of them: all hidden, nothing refused
  const minimax = await runWith(page, { algorithm: 'minimax' });
  expect(minimax.seen).toEqual([]);
  expect(minimax.orders).toEqual([]);
  for (const c of ['.id-label', '.aspiration-label', '.history-label', '.tt-first-label']) {
    await expect(lab.locator(c)).toBeHidden();
  }

  // iterative-deepening MTD(f) deepens and takes the TT's move first by itself: both ticked
  // and fixed
  await runWith(page, { algorithm: 'id-mtdf' });
  await expect(lab.locator('input.id-on')).toBeChecked();
  await expect(lab.locator('input.id-on')).toBeDisabled();
  await expect(lab.locator('input.tt-first-on')).toBeDisabled();

  // in Japanese
  const ja = await runWith(page, { algorithm: 'mtdf', lang: 'ja' });
  expect(await narrations(page, ja.orders)).toContain(
    '置換表の最善手 2 を最初に探索します。以前の探索でここの最善だった手です。',
  );
  await expect(lab.locator('.id-label')).toContainText('反復深化');
  await expect(lab.locator('.id-label')).toHaveAttribute('title', /置換表を次の深さに引き継ぎます/);
  expect(errors).toEqual([]);
});
