// Presenter mode (issue 9): P or the button shows the lab full screen, large and high
// contrast; PageDown/PageUp step by the unit chosen (event, node, test), B blanks the
// screen and any key shows it again, Esc leaves with the run and event kept.
import { expect, test } from '@playwright/test';
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
  // large type: the narration is bigger than in the page
  const size = await lab.evaluate((el) =>
    parseFloat(
      el.ownerDocument.defaultView.getComputedStyle(el.shadowRoot.querySelector('.narration'))
        .fontSize,
    ),
  );
  expect(size).toBeGreaterThan(24);

  // by event: one event a press
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect.poll(async () => (await state(lab)).event).toBe(2);
  await page.keyboard.press('PageUp');
  await expect.poll(async () => (await state(lab)).event).toBe(1);

  // by node: over the node about to be searched, to its return; back to where it started
  await page.locator('#presenter-unit').selectOption('node');
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
