// Issue 9, item 3: sizes that fit a page. `controls` chooses the panels, a small layout
// (tree, narration, toolbar) fits 800×500, the default layout adapts to its width (one
// screen at 768 px wide), and the `height` attribute or the page's CSS sizes the element.
import { expect, test } from '@playwright/test';
import { labsReady, openHost } from './host-page.js';
import { openApp } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

/** The lab's box, whether its inner boxes overflow, and which panels are shown. */
function measure(page, selector = 'mtd-lab') {
  return page.evaluate((selector) => {
    const lab = globalThis.document.querySelector(selector);
    const root = lab.shadowRoot;
    const box = lab.getBoundingClientRect();
    const shown = (sel) => {
      const el = root.querySelector(sel);
      return Boolean(el && el.getClientRects().length);
    };
    const inner = root.querySelector('.lab');
    const pane = root.querySelector('.tree-pane').getBoundingClientRect();
    const over = [];
    for (const el of root.querySelectorAll('.lab, .head, .toolbar, .stage, .main, .side, .panel')) {
      if (el.getClientRects().length && el.scrollWidth > el.clientWidth)
        over.push(`${el.className} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return {
      width: box.width,
      height: box.height,
      innerFits: inner.scrollHeight <= inner.clientHeight,
      treeHeight: pane.height,
      over,
      shown: Object.fromEntries(
        [
          '.settings',
          '.toolbar',
          '.tree-pane',
          '.narration',
          '.chart-wrap',
          '.counters-wrap',
          '.code-wrap',
          '.tt-wrap',
        ].map((s) => [s, shown(s)]),
      ),
    };
  }, selector);
}

test('controls chooses the panels; a bad name is refused naming the attribute and the panels', async ({
  page,
}) => {
  const errors = await openHost(page, {
    body: `<mtd-lab tree="${AIMA}" controls="tree narration toolbar"></mtd-lab>`,
  });
  await labsReady(page);
  const m = await measure(page);
  expect(m.shown).toEqual({
    '.settings': false,
    '.toolbar': true,
    '.tree-pane': true,
    '.narration': true,
    '.chart-wrap': false,
    '.counters-wrap': false,
    '.code-wrap': false,
    '.tt-wrap': false,
  });
  const r = await page.evaluate(async () => {
    const lab = globalThis.document.querySelector('mtd-lab');
    const seen = [];
    lab.addEventListener('mtd-error', (e) => seen.push(e.detail));
    lab.setAttribute('controls', 'tree sudoku');
    await lab.ready;
    const kept = lab.getAttribute('controls');
    lab.setAttribute('controls', 'chart, counters');
    await lab.ready;
    const root = lab.shadowRoot;
    return {
      seen,
      kept,
      chart: root.querySelector('.chart-wrap').getClientRects().length > 0,
      tree: root.querySelector('.tree-pane').getClientRects().length > 0,
    };
  });
  expect(r.seen).toHaveLength(1);
  expect(r.seen[0].field).toBe('controls');
  expect(r.seen[0].message).toBe(
    "controls: 'sudoku' is not a panel (the panels: settings, toolbar, tree, narration, chart, counters, code, tt; spaces between)",
  );
  expect(r.kept).toBe('tree narration toolbar'); // put back to the panels shown
  expect(r).toMatchObject({ chart: true, tree: false });
  expect(errors).toEqual([]);
});

test('the small layout (tree, narration, toolbar) fits 800×500, by itself and with height=500', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await openHost(page, {
    css: 'body { margin: 0 }',
    body: `<mtd-lab id="a" tree="${AIMA}" controls="tree narration toolbar"></mtd-lab>`,
  });
  await labsReady(page);
  const natural = await measure(page);
  expect(natural.width).toBe(800);
  expect(natural.height).toBeLessThanOrEqual(500);
  expect(natural.treeHeight).toBeGreaterThanOrEqual(300);
  expect(natural.over).toEqual([]);
  await page.evaluate(() =>
    globalThis.document.querySelector('mtd-lab').setAttribute('height', '500'),
  );
  const sized = await measure(page);
  expect(sized.height).toBe(500);
  expect(sized.innerFits).toBe(true);
  expect(sized.treeHeight).toBeGreaterThanOrEqual(300);
  await page.evaluate(() => globalThis.document.querySelector('mtd-lab').seek(30));
  await page.screenshot({ path: 'e2e/screenshots/small-800x500.png' });
});

test('the default layout adapts to its width: one screen at 768×1024 (2,229 px before), compact 464', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openHost(page, {
    body: `<mtd-lab id="a" tree="${AIMA}"></mtd-lab><mtd-lab id="b" tree="${AIMA}" compact></mtd-lab>`,
  });
  await labsReady(page);
  const full = await measure(page, '#a');
  const compact = await measure(page, '#b');
  // two columns: the side panels scroll beside the tree
  expect(full.height).toBeLessThanOrEqual(1024);
  expect(full.over).toEqual([]);
  expect(compact.height).toBeLessThanOrEqual(500);
  expect(compact.over).toEqual([]);
  // and narrow, one column: the element is as tall as its content (the page scrolls)
  await page.setViewportSize({ width: 400, height: 800 });
  const narrow = await measure(page, '#a');
  expect(narrow.over).toEqual([]);
  expect(narrow.height).toBeGreaterThan(1024);
});

test('the height attribute and the page CSS size the element; a bad height is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await openHost(page, {
    css: '#b { height: 380px }',
    body: `<mtd-lab id="a" tree="${AIMA}" height="420"></mtd-lab><mtd-lab id="b" tree="${AIMA}"></mtd-lab>`,
  });
  await labsReady(page);
  const a = await measure(page, '#a');
  const b = await measure(page, '#b');
  expect(a.height).toBe(420);
  expect(a.innerFits).toBe(true);
  expect(b.height).toBe(380);
  expect(b.innerFits).toBe(true);
  const r = await page.evaluate(async () => {
    const lab = globalThis.document.querySelector('#a');
    const seen = [];
    lab.addEventListener('mtd-error', (e) => seen.push(e.detail.message));
    lab.setAttribute('height', 'tall');
    await lab.ready;
    return { seen, kept: lab.getAttribute('height'), h: lab.getBoundingClientRect().height };
  });
  expect(r.seen).toEqual([
    "height: 'tall' is not a height (a length such as 500, 500px, 30em, 80vh or 100%; in px from 120 to 20000)",
  ]);
  expect(r).toMatchObject({ kept: '420', h: 420 });
});

// Issue 17, item 3: Explore on a laptop (1366×768) and a projector (1280×720). After a
// preset, at every event, the tree (its pane and what is drawn in it), the narration and the
// lit pseudocode line are on screen together, the page not scrolled.
for (const [width, height] of [
  [1366, 768],
  [1280, 720],
]) {
  test(`Explore at ${width}×${height}: the tree, the narration and the lit line on screen at every event of every preset`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    // the view glides to a node followed: measured where it lands
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = await openApp(page);
    const presets = page.locator('.presets button');
    const count = await presets.count();
    expect(count).toBeGreaterThanOrEqual(6);
    let checked = 0;
    for (let i = 0; i < count; i++) {
      await presets.nth(i).click();
      const out = await page.evaluate(async () => {
        const doc = globalThis.document;
        const lab = doc.querySelector('#lab');
        await lab.ready;
        const root = lab.shadowRoot;
        const screen = {
          left: 0,
          top: 0,
          right: globalThis.innerWidth,
          bottom: globalThis.innerHeight,
        };
        const inBox = (r, b) =>
          r.width > 0 &&
          r.left >= b.left - 0.5 &&
          r.top >= b.top - 0.5 &&
          r.right <= b.right + 0.5 &&
          r.bottom <= b.bottom + 0.5;
        const box = (sel) => root.querySelector(sel).getBoundingClientRect();
        const off = [];
        for (let k = 1; k <= lab.state.events; k++) {
          await lab.seek(k);
          const where = [];
          if (globalThis.scrollY !== 0) where.push('page scrolled');
          if (!inBox(box('.tree-pane'), screen)) where.push('tree pane');
          if (!inBox(box('svg.tree .viewport'), box('.tree-pane')))
            where.push(
              `tree drawn ${JSON.stringify([box('svg.tree .viewport'), box('.tree-pane')].map((r) => [r.left, r.top, r.right, r.bottom].map(Math.round)))}`,
            );
          if (!inBox(box('.narration'), screen)) where.push('narration');
          // the lit line, from its start (a line longer than the panel scrolls sideways)
          const lit = root.querySelector('pre.code .line.active');
          if (!lit) where.push('no lit line');
          else {
            const r = lit.getBoundingClientRect();
            const start = {
              left: r.left,
              top: r.top,
              bottom: r.bottom,
              width: 1,
              right: r.left + 1,
            };
            if (!inBox(start, screen) || !inBox(start, box('.code-wrap'))) where.push('lit line');
          }
          if (where.length)
            off.push(`${lab.getAttribute('algorithm')} at ${k}: ${where.join(', ')}`);
        }
        return { off, events: lab.state.events };
      });
      expect.soft(out.off).toEqual([]);
      checked += out.events;
    }
    expect(checked).toBeGreaterThan(100);
    await presets.nth(1).click();
    await page.evaluate(() => globalThis.document.querySelector('#lab').seek(10));
    await page.screenshot({ path: `e2e/screenshots/explore-${width}x${height}.png` });
    expect(errors).toEqual([]);
  });
}
