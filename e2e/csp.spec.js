// Issue 9, item 1: the element and the app work under a strict Content-Security-Policy
// (no inline style or script, wasm allowed, workers from the origin) with no violation:
// styles come from constructable stylesheets and the page's CSS file, SVG is styled by
// classes and CSSOM, never by style attributes.
import { expect, test } from '@playwright/test';
import { STRICT_CSP, collectViolations, enforceCsp, labsReady, openHost } from './host-page.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

test('the element under the strict CSP: styled, steps to the end, no violation', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await enforceCsp(page);
  const errors = await openHost(page, {
    csp: STRICT_CSP,
    body: `<mtd-lab id="a" tree="${AIMA}" algorithm="mtdf" guess="0"></mtd-lab>
<mtd-lab id="b" tree="${AIMA}" algorithm="mtd-plus" theme="dark"></mtd-lab>`,
  });
  await labsReady(page);
  const r = await page.evaluate(async () => {
    const out = {};
    for (const id of ['a', 'b']) {
      const lab = globalThis.document.getElementById(id);
      const state = await lab.runToEnd();
      const root = lab.shadowRoot;
      const cs = (sel) => globalThis.getComputedStyle(root.querySelector(sel));
      out[id] = {
        value: state.value,
        done: state.done,
        tests: state.tests.length,
        // the stylesheet applies: the toolbar is a flex row, the tree's edges have a stroke
        toolbar: cs('.toolbar').display,
        edge: cs('.edge').stroke,
        // an open band (a test with an infinite bound) fades by a class, not a style attribute
        openBand: root.querySelector('svg.bounds .band.open')
          ? cs('svg.bounds .band.open').fill
          : null,
        styleElements: root.querySelectorAll('style').length,
      };
    }
    return out;
  });
  expect(r.a).toMatchObject({ value: 3, done: true, tests: 2, toolbar: 'flex' });
  expect(r.b).toMatchObject({ value: 3, done: true, tests: 4, toolbar: 'flex' });
  expect(r.a.edge).not.toBe('none');
  expect(r.b.openBand).toMatch(/^url\(.*#fade-(up|down|both)/);
  for (const x of [r.a, r.b]) expect(x.styleElements).toBe(0);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await page.screenshot({ path: 'e2e/screenshots/csp-element.png', fullPage: true });
});

test('the app under the strict CSP: every tab works, no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  await enforceCsp(page);
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  const lab = page.locator('#lab');
  await lab.evaluate((l) => l.ready);
  await lab.focus();
  await page.keyboard.press('End');
  await expect(lab.locator('[data-testid=value]')).toContainText('3');
  await page.click('#tab-compare');
  await expect(page.locator('#compare-table tbody tr')).toHaveCount(4);
  await page.click('#compare-end');
  await expect(
    page.locator('#compare-table tbody tr[data-algorithm=mtdf] td[data-col=value]'),
  ).toHaveText('3');
  await page.click('#tab-kalah');
  await expect(page.locator('#kalah mtd-lab')).toHaveCount(1);
  await page.locator('#kalah mtd-lab').evaluate((l) => l.ready);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

// issue 17, item 8b: under docs/element.md's strict CSP (no blob: images) exportPNG() cannot
// draw; its error names the line to add, and the docs page's example says it
test('exportPNG() under the strict CSP without blob: images rejects naming img-src blob:', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await enforceCsp(page);
  const errors = await openHost(page, {
    csp: STRICT_CSP,
    body: `<mtd-lab id="a" tree="${AIMA}" algorithm="mtdf" guess="0"></mtd-lab>`,
  });
  await labsReady(page);
  const message = await page.evaluate(async () => {
    const lab = globalThis.document.getElementById('a');
    await lab.runToEnd();
    return lab.exportPNG('tree').then(
      () => 'resolved',
      (err) => err.message,
    );
  });
  expect(message).toContain("img-src 'self' blob:");
  expect(message).toMatch(/^exportPNG: /);
  // the one violation is the blob: image the policy blocks
  expect(violations.length).toBeGreaterThan(0);
  for (const v of violations) expect(v).toMatch(/img-src|blob:/);
  expect(errors).toEqual([]);

  await page.goto('/docs.html');
  await expect(page.locator('#method-exportPNGpart')).toContainText("img-src 'self' blob:");
});
