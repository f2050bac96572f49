// Presenter mode (issue 9): P or the button shows the lab full screen, large and high
// contrast; PageDown/PageUp step by the unit chosen (event, node, subtree, test), B blanks
// the screen and any key shows it again, Esc leaves with the run and event kept. Issue 17:
// it fills a projector (1280×720, 1920×1080) with nothing cut off, and a node step goes to
// the next node entered.
import { expect, test } from '@playwright/test';
import { ALGORITHMS } from '../www/element/config.js';
import { openApp } from './app.js';
import { collectViolations, enforceCsp } from './host-page.js';

const state = (lab) => lab.evaluate((el) => el.state);

test('presenter keys step by the chosen unit, B blanks, Esc leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const violations = await collectViolations(page);
  await enforceCsp(page); // the presenter's overlay and look are CSP-clean too
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await lab.evaluate((el) => el.load({ tree: '[[3,12,8],[2,4,6],[14,5,2]]', algorithm: 'mtdf' }));
  await page.locator('body').press('p');
  const overlay = page.locator('#presenter');
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('mtd-lab#lab')).toHaveAttribute('presenter', '');
  // large type: the narration is bigger than in the page (16.8 px), 2.5vh × 1.15 at 720p
  const size = await lab.evaluate((el) =>
    parseFloat(
      el.ownerDocument.defaultView.getComputedStyle(el.shadowRoot.querySelector('.narration'))
        .fontSize,
    ),
  );
  expect(size).toBeGreaterThan(20);

  // by event: one event a press
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect.poll(async () => (await state(lab)).event).toBe(2);
  await page.keyboard.press('PageUp');
  await expect.poll(async () => (await state(lab)).event).toBe(1);

  // by subtree: over the node about to be searched, to its return; back to where it started
  await page.locator('#presenter-unit').selectOption('subtree');
  await lab.focus();
  const before = (await state(lab)).event;
  await page.keyboard.press('PageDown');
  await expect.poll(async () => (await state(lab)).step?.kind).toBe('return');
  const after = (await state(lab)).event;
  expect(after).toBeGreaterThan(before + 1);
  await page.keyboard.press('PageUp');
  await expect.poll(async () => (await state(lab)).event).toBe(before);

  // by test: to the end of the next null-window test (MTD(f) from 0 on AIMA: g 3, high)
  await page.locator('#presenter-unit').selectOption('test');
  await lab.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(async () => (await state(lab)).tests.length).toBe(1);
  const s = await state(lab);
  expect(s.step.kind).toBe('test-end');
  expect(s.tests[0]).toMatchObject({ beta: 0, g: 3, outcome: 'high' });
  await page.screenshot({ path: 'e2e/screenshots/presenter.png' });

  // the lit line stays in view: a store, at the foot of MT's listing, scrolls the column
  const store = await lab.evaluate(async (el, from) => {
    for (let k = from; k < el.state.events; k++) {
      const at = await el.seek(k);
      if (String(at.line).startsWith('store')) return k;
    }
    return -1;
  }, s.event);
  expect(store).toBeGreaterThan(0);
  const seen = await lab.evaluate((el) => {
    const line = el.shadowRoot.querySelector(`pre.code .line.active[data-line="${el.state.line}"]`);
    const panel = el.shadowRoot.querySelector('.code-wrap');
    const narration = el.shadowRoot.querySelector('.narration');
    const side = el.shadowRoot.querySelector('.side').getBoundingClientRect();
    const l = line.getBoundingClientRect();
    const b = panel.getBoundingClientRect();
    const n = narration.getBoundingClientRect();
    return {
      inside: l.top >= b.top && l.bottom <= b.bottom,
      scrolled: panel.scrollTop > 0,
      narration: n.top >= side.top && n.bottom <= side.bottom,
    };
  });
  // the pseudocode scrolls in its panel; the narration above it stays on screen
  expect(seen).toEqual({ inside: true, scrolled: true, narration: true });
  await page.screenshot({ path: 'e2e/screenshots/presenter-store.png' });
  await lab.evaluate((el, k) => el.seek(k), s.event);

  // B blanks; any key shows the screen again without stepping
  await page.keyboard.press('b');
  await expect(page.locator('#presenter-blank')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/presenter-blank.png' });
  await page.keyboard.press('PageDown');
  await expect(page.locator('#presenter-blank')).toBeHidden();
  expect((await state(lab)).event).toBe(s.event);

  // Esc leaves: the lab is back in the page, at the same event
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(page.locator('#explore mtd-lab#lab')).not.toHaveAttribute('presenter');
  expect((await state(lab)).event).toBe(s.event);
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

/** Where the nodes are entered in the run shown: each event count after which the step shown
 * is an Enter, read by seeking every event (not from the element's node steps). */
function enterStops(lab) {
  return lab.evaluate(async (el) => {
    const stops = [];
    for (let k = 1; k <= el.state.events; k++) {
      const s = await el.seek(k);
      if (s.step?.kind === 'enter') stops.push({ k, node: s.step.node.join('.') });
    }
    await el.seek(0);
    return stops;
  });
}

test('a node step goes to the next node entered, in order; a subtree step skips it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await lab.evaluate((el) =>
    el.load({ tree: '[[[3,5],[6,9]],[[1,2],[0,-1]]]', algorithm: 'alphabeta' }),
  );
  const stops = await enterStops(lab);
  // alpha-beta enters the root, 0, 0.0, its two leaves, 0.1, its first leaf (6 ≥ β = 5
  // cuts), 1, 1.0 and its two leaves (2 ≤ α = 5 cuts 1.1)
  expect(stops.map((s) => s.node)).toEqual([
    '',
    '0',
    '0.0',
    '0.0.0',
    '0.0.1',
    '0.1',
    '0.1.0',
    '1',
    '1.0',
    '1.0.0',
    '1.0.1',
  ]);
  await page.locator('body').press('p');
  await page.locator('#presenter-unit').selectOption('node');
  await expect(page.locator('#presenter-unit option:checked')).toHaveText('node');
  await lab.focus();
  for (const stop of stops) {
    await page.keyboard.press('PageDown');
    await expect.poll(async () => (await state(lab)).event).toBe(stop.k);
    expect((await state(lab)).step).toMatchObject({
      kind: 'enter',
      node: stop.node ? stop.node.split('.').map(Number) : [],
    });
  }
  // back, one node entered at a time
  for (const stop of stops.slice(0, -1).reverse()) {
    await page.keyboard.press('PageUp');
    await expect.poll(async () => (await state(lab)).event).toBe(stop.k);
  }
  // back before the root was entered: the start
  await page.keyboard.press('PageUp');
  await expect.poll(async () => (await state(lab)).event).toBe(0);
  // node 0 just entered: a subtree step shows its return, past every node below it
  await lab.evaluate((el, k) => el.seek(k), stops[1].k);
  await expect.poll(async () => (await state(lab)).event).toBe(stops[1].k);
  await page.locator('#presenter-unit').selectOption('subtree');
  await lab.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(async () => (await state(lab)).step?.kind).toBe('return');
  const over = await state(lab);
  expect(over.step.node).toEqual([0]);
  // past node 0's subtree (0.0 … 0.1.0), before node 1 is entered
  expect(over.event).toBeGreaterThan(stops[6].k);
  expect(over.event).toBeLessThan(stops[7].k);
  // the next subtree step: node 1 whole
  await page.keyboard.press('PageDown');
  await expect.poll(async () => (await state(lab)).step?.node).toEqual([1]);
  expect((await state(lab)).step.kind).toBe('return');
  expect((await state(lab)).event).toBeGreaterThan(stops[10].k);
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

/** The presenter's layout: the parts outside the viewport, the elements whose text is
 * cut at their right edge (scrollWidth > clientWidth), the pseudocode's font size, the
 * tree's drawn box against its pane, the texts of the tree outside the pane and whether the
 * lit line is in its panel's view. */
function presenterLayout(page) {
  return page.evaluate(() => {
    const doc = globalThis.document;
    const vw = globalThis.innerWidth;
    const vh = globalThis.innerHeight;
    const overlay = doc.querySelector('#presenter');
    const lab = overlay.querySelector('mtd-lab');
    const root = lab.shadowRoot;
    const inBox = (r, b, slack = 0.5) =>
      r.left >= b.left - slack &&
      r.top >= b.top - slack &&
      r.right <= b.right + slack &&
      r.bottom <= b.bottom + slack;
    const screen = { left: 0, top: 0, right: vw, bottom: vh };
    const parts = {
      bar: overlay.querySelector('.presenter-bar'),
      toolbar: root.querySelector('.toolbar'),
      tree: root.querySelector('.tree-pane'),
      narration: root.querySelector('.narration-wrap'),
      code: root.querySelector('.code-wrap'),
    };
    const outside = Object.entries(parts)
      .filter(([, el]) => !el.getClientRects().length || !inBox(el.getBoundingClientRect(), screen))
      .map(([name]) => name);
    const clipped = [];
    for (const el of [lab, ...overlay.querySelectorAll('*'), ...root.querySelectorAll('*')]) {
      if (!el.getClientRects().length || !('scrollWidth' in el) || el.closest?.('svg')) continue;
      if (el.scrollWidth > el.clientWidth)
        clipped.push(
          `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth} > ${el.clientWidth}`,
        );
    }
    const pane = parts.tree.getBoundingClientRect();
    const drawn = root.querySelector('svg.tree .viewport').getBoundingClientRect();
    const textsOut = [];
    for (const t of root.querySelectorAll('svg.tree text')) {
      const r = t.getBoundingClientRect();
      if (t.textContent && r.width > 0 && !inBox(r, pane)) textsOut.push(t.textContent);
    }
    const lit = root.querySelector('pre.code .line.active');
    const litShown =
      !lit ||
      (inBox(lit.getBoundingClientRect(), parts.code.getBoundingClientRect()) &&
        inBox(lit.getBoundingClientRect(), screen));
    return {
      outside,
      clipped,
      codePx: parseFloat(
        globalThis.getComputedStyle(root.querySelector('pre.code.search')).fontSize,
      ),
      fill: Math.max(drawn.width / pane.width, drawn.height / pane.height),
      drawnInPane: inBox(drawn, pane),
      textsOut,
      litShown,
    };
  });
}

// every algorithm's listing: the element's own list (www/element/config.js)
const LISTINGS = ALGORITHMS;

for (const [width, height, minPx] of [
  [1920, 1080, 22],
  [1280, 720, (22 * 720) / 1080],
]) {
  test(`presenter at ${width}×${height}: every listing and the tree fit, nothing cut off, pseudocode ≥ ${minPx.toFixed(1)} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    // the view glides to a node followed: measured where it lands
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = await openApp(page);
    const lab = page.locator('#lab');
    await page.locator('body').press('p');
    await expect(page.locator('#presenter')).toBeVisible();
    const seen = [];
    for (const algorithm of LISTINGS) {
      // two-digit negative windows for the leftmost nodes: the widest labels
      await lab.evaluate(
        (el, algorithm) =>
          el.load({
            tree: '[[[13,-25],[6,99]],[[-41,2],[0,-11]],[[7,-3],[12,-8]]]',
            algorithm,
            guess: 0,
          }),
        algorithm,
      );
      const total = (await state(lab)).events;
      for (const k of [1, 4, Math.round(total / 3), Math.round((2 * total) / 3), total]) {
        await lab.evaluate((el, k) => el.seek(k), k);
        const m = await presenterLayout(page);
        seen.push({ algorithm, k, ...m });
        expect.soft(m.outside, `${algorithm} at ${k}`).toEqual([]);
        expect.soft(m.clipped, `${algorithm} at ${k}`).toEqual([]);
        expect.soft(m.textsOut, `${algorithm} at ${k}`).toEqual([]);
        expect.soft(m.litShown, `${algorithm} at ${k}`).toBe(true);
        expect.soft(m.drawnInPane, `${algorithm} at ${k}`).toBe(true);
        expect.soft(m.codePx, algorithm).toBeGreaterThanOrEqual(minPx);
        expect.soft(m.fill, `${algorithm} at ${k}`).toBeGreaterThanOrEqual(0.8);
      }
      if (algorithm === 'mtdf') {
        await lab.evaluate((el) => el.seek(20));
        await page.screenshot({ path: `e2e/screenshots/presenter-${width}x${height}.png` });
      }
    }
    expect(seen.length).toBe(LISTINGS.length * 5);
    expect(errors).toEqual([]);
  });
}
