// A cut after reordering (issue 23): NegaScout with the history heuristic searches a node's
// moves out of their given order, and the tree strikes through exactly the children the cut
// did not search. Screenshot at 1366x768 (the laptop).
/* global document, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';

// seeded (randomArrayTree 18): at event 24 the node reached by moves 1, 0 has searched its
// move 2 first (the history heuristic) and cuts, skipping moves 0 and 1 — not 1 and 2
const TREE = '[[6,[-6,-7,1]],[[2,-8],[7,0,-7]]]';

test('a cut after reordering strikes through the children not searched', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const errors = await openApp(page);
  const cut = await page.evaluate(async (text) => {
    const lab = document.querySelector('#lab');
    lab.setAttribute('tree', text);
    lab.setAttribute('algorithm', 'negascout');
    lab.setAttribute('history', 'on');
    await lab.ready;
    await lab.runToEnd();
    await lab.seek(24);
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    await frame();
    await frame();
    const root = lab.shadowRoot ?? lab;
    // the tree's nodes struck through as cut, by the value each shows
    // (a node's group is named for readers; a cut edge's is not)
    return [...root.querySelectorAll('svg g.cut[aria-label]')].map((g) =>
      g.getAttribute('aria-label'),
    );
  }, TREE);
  // the leaves −6 and −7 (moves 0 and 1), not −7 and 1 (the range first..first + count)
  expect(cut.sort()).toEqual(['Edit node 0.1.0: −6', 'Edit node 0.1.1: −7']);
  await page.screenshot({ path: 'e2e/screenshots/cut-order-1366.png' });
  expect(errors).toEqual([]);
});
