// Issue 20, item 5, in the element: a setting its algorithm does not take is kept (it applies
// again once an algorithm that takes it is chosen), hidden in the settings row, and never
// sent to the core — which refuses it (tests/settings_rule.rs). Switching between algorithms
// with the element's settings never ends in an error.
import { expect, test } from '@playwright/test';
import { labsReady, openHost } from './host-page.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

/** Sets the lab's algorithm, runs it to its end: its errors and the counters. */
function runWith(page, algorithm) {
  return page.evaluate(async (a) => {
    const lab = globalThis.document.querySelector('mtd-lab');
    const seen = [];
    const on = (e) => seen.push(e.detail.message);
    lab.addEventListener('mtd-error', on);
    lab.setAttribute('algorithm', a);
    await lab.ready;
    const end = await lab.runToEnd();
    lab.removeEventListener('mtd-error', on);
    return { seen, value: end.value, ttHits: end.ttHits };
  }, algorithm);
}

test('the TT switch, the guess and the cut show only for algorithms that take them', async ({
  page,
}) => {
  const errors = await openHost(page, {
    body: `<mtd-lab tree="${AIMA}" algorithm="mtdf" guess="2" tt="off"></mtd-lab>`,
  });
  await labsReady(page);
  const lab = page.locator('mtd-lab');
  // MTD(f) takes the switch: off, and its second test reads no TT (CONVENTIONS.md §6's run
  // reads the root's entry with one)
  await expect(lab.locator('.tt-label')).toBeVisible();
  await expect(lab.locator('input.tt-on')).not.toBeChecked();
  expect(await runWith(page, 'mtdf')).toEqual({ seen: [], value: 3, ttHits: 0 });

  // NegaScout with TT always keeps its TT: no switch to show, and tt="off" is not sent (the
  // core would refuse it); the guess is not its either
  const ns = await runWith(page, 'negascout-tt');
  expect(ns.seen).toEqual([]);
  expect(ns.value).toBe(3);
  await expect(lab.locator('.tt-label')).toBeHidden();
  await expect(lab.locator('.tt-size-label')).toBeVisible();
  await expect(lab.locator('.guess-label')).toBeHidden();
  await expect(lab).toHaveAttribute('tt', 'off');

  // minimax never cuts and keeps no TT
  expect((await runWith(page, 'minimax')).seen).toEqual([]);
  await expect(lab.locator('.cut-field')).toBeHidden();
  await expect(lab.locator('.tt-size-label')).toBeHidden();

  // back to MTD(f): the kept settings apply again
  expect(await runWith(page, 'mtdf')).toEqual({ seen: [], value: 3, ttHits: 0 });
  await expect(lab.locator('.tt-label')).toBeVisible();
  await expect(lab).toHaveAttribute('guess', '2');
  expect(errors).toEqual([]);
});
