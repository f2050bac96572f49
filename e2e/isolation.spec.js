// Issue 9, item 2: the element sets its own font, size and colours; the host page reaches
// inside only through the documented custom properties. Hostile host CSS changes nothing
// inside (the computed styles of the inner parts compared with and without it), and at
// 300 px wide no panel overflows.
import { expect, test } from '@playwright/test';
import { labsReady, openHost } from './host-page.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

// what a careless or hostile page may carry: resets, huge type, colours on every SVG shape,
// and the element's own internal variable names set on it
const HOSTILE = `
* { all: unset }
html { font-size: 40px }
body { font-size: 28px; color: red; line-height: 3; letter-spacing: 4px; font-family: serif }
svg * { stroke: pink; fill: pink; stroke-width: 9 }
mtd-lab { color: red; font: italic 30px/2 serif; text-transform: uppercase; stroke: pink;
  fill: pink; --bg: red; --fg: red; --panel: red; --line: red; --max: red }
`;

const PARTS = [
  '.lab',
  '.head .title',
  '.status',
  '.settings label',
  '.settings select',
  '.toolbar',
  '.toolbar .btn',
  '.position',
  '.tree-pane',
  'svg.tree .edge',
  'svg.tree .node .shape',
  'svg.tree .node .value',
  '.legend',
  '.panel',
  '.panel h3',
  '.narration',
  'svg.bounds .axis',
  'svg.bounds .tick',
  'svg.bounds .band',
  '.counters dd',
  'pre.code',
  'table.tt td',
];
const PROPS = [
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'fill',
  'stroke',
  'stroke-width',
  'border-top-color',
  'display',
];

/** The computed styles of the parts of every lab of the page. */
function styles(page) {
  return page.evaluate(
    ({ PARTS, PROPS }) =>
      [...globalThis.document.querySelectorAll('mtd-lab')].map((lab) =>
        Object.fromEntries(
          PARTS.map((sel) => {
            const el = lab.shadowRoot.querySelector(sel);
            if (!el) return [sel, 'missing'];
            const cs = globalThis.getComputedStyle(el);
            return [sel, PROPS.map((p) => `${p}: ${cs.getPropertyValue(p)}`).join('; ')];
          }),
        ),
      ),
    { PARTS, PROPS },
  );
}

test('hostile host CSS changes nothing inside two elements', async ({ page }) => {
  const errors = await openHost(page, {
    body: `<mtd-lab tree="${AIMA}" algorithm="mtdf"></mtd-lab>
<mtd-lab tree="${AIMA}" algorithm="mtd-plus" theme="dark"></mtd-lab>`,
  });
  await labsReady(page);
  await page.evaluate(() =>
    Promise.all([...globalThis.document.querySelectorAll('mtd-lab')].map((l) => l.runToEnd())),
  );
  const before = await styles(page);
  expect(Object.values(before[0])).not.toContain('missing');
  await page.evaluate((css) => {
    const style = globalThis.document.createElement('style');
    style.textContent = css;
    globalThis.document.head.append(style);
  }, HOSTILE);
  const after = await styles(page);
  expect(after).toEqual(before);
  // the element's own look: its font size and colours, not the page's
  expect(before[0]['.narration']).toContain('font-size: 16.8px');
  expect(before[0]['.lab']).toContain('color: rgb(26, 26, 26)');
  expect(before[1]['.lab']).toContain('background-color: rgb(22, 24, 29)');
  await page.screenshot({ path: 'e2e/screenshots/hostile-css.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the documented custom properties reach inside: font family, font size, accent', async ({
  page,
}) => {
  await openHost(page, {
    head: `<link rel="stylesheet" href="data:text/css,">`,
    body: `<mtd-lab tree="${AIMA}"></mtd-lab>`,
  });
  await labsReady(page);
  const r = await page.evaluate(() => {
    const lab = globalThis.document.querySelector('mtd-lab');
    lab.style.setProperty('--mtd-font-family', 'monospace');
    lab.style.setProperty('--mtd-font-size', '20px');
    lab.style.setProperty('--mtd-accent', 'rgb(1, 2, 3)');
    const cs = globalThis.getComputedStyle(lab.shadowRoot.querySelector('.lab'));
    return {
      font: cs.fontFamily,
      size: cs.fontSize,
      focus: cs.getPropertyValue('--focus').trim(),
    };
  });
  expect(r).toEqual({ font: 'monospace', size: '20px', focus: 'rgb(1, 2, 3)' });
});

test('at 300 px wide no panel overflows, also under a 28 px host font', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  const errors = await openHost(page, {
    body: `<div id="box"><mtd-lab tree="${AIMA}" algorithm="mtd-f-step" lang="ja"></mtd-lab></div>`,
  });
  await page.evaluate(() => {
    const box = globalThis.document.getElementById('box');
    box.style.width = '300px';
    globalThis.document.body.style.fontSize = '28px';
  });
  await labsReady(page);
  await page.evaluate(() => globalThis.document.querySelector('mtd-lab').seek(12));
  const overflowing = await page.evaluate(() => {
    const lab = globalThis.document.querySelector('mtd-lab');
    const out = [];
    const boxes = lab.shadowRoot.querySelectorAll(
      '.lab, .head, .settings, .settings > *, .toolbar, .main, .tree-pane, .side, .panel',
    );
    for (const el of boxes) {
      if (el.scrollWidth > el.clientWidth)
        out.push(`${el.className}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    const host = lab.getBoundingClientRect().width;
    return { out, host, boxes: boxes.length };
  });
  expect(overflowing.host).toBe(300);
  expect(overflowing.boxes).toBeGreaterThan(10);
  expect(overflowing.out).toEqual([]);
  await page.locator('#box').screenshot({ path: 'e2e/screenshots/element-300px.png' });
  expect(errors).toEqual([]);
});
