// Issue 9, item 4: the element's attributes `event`, `speed`, `autoplay` and `theme`, each
// checked like the others (a bad value is named with the values allowed, the run shown
// stays), and its pictures: exportSVG() (a standalone SVG of the tree or the bounds chart)
// and exportPNG() (a PNG Blob of it).
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { labsReady, openHost } from './host-page.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

/** Sets attribute `name` of the lab to `value` and returns the mtd-error messages it gave
 * and the attribute afterwards. */
function setBad(page, name, value) {
  return page.evaluate(
    async ({ name, value }) => {
      const lab = globalThis.document.querySelector('mtd-lab');
      const seen = [];
      const on = (e) => seen.push(e.detail);
      lab.addEventListener('mtd-error', on);
      lab.setAttribute(name, value);
      await lab.ready;
      lab.removeEventListener('mtd-error', on);
      return { seen, kept: lab.getAttribute(name) };
    },
    { name, value },
  );
}

test('event starts every run at event k, and a new event seeks there', async ({ page }) => {
  const errors = await openHost(page, {
    body: `<mtd-lab tree="${AIMA}" algorithm="mtdf" event="12"></mtd-lab>`,
  });
  await labsReady(page);
  const r = await page.evaluate(async () => {
    const lab = globalThis.document.querySelector('mtd-lab');
    const first = (await lab.ready).event;
    lab.setAttribute('event', '40');
    const seeked = (await lab.step()).event; // one more than 40: the seek happened first
    lab.setAttribute('algorithm', 'mtd-plus'); // a new run starts at 40 too
    const reloaded = (await lab.ready).event;
    lab.setAttribute('event', '100000'); // past the end: the end
    const end = await lab.step();
    return { first, seeked, reloaded, end: end.event, events: end.events };
  });
  expect(r).toMatchObject({ first: 12, seeked: 41, reloaded: 40 });
  expect(r.end).toBe(r.events);
  const bad = await setBad(page, 'event', 'soon');
  expect(bad.seen.map((d) => [d.field, d.message])).toEqual([
    ['event', "event: 'soon' is not a whole number from 0 to 1000000000"],
  ]);
  expect(bad.kept).toBe('100000');
  expect(errors).toEqual([]);
});

test('speed sets the events per second of play; autoplay plays every run to its end', async ({
  page,
}) => {
  const errors = await openHost(page, {
    body: `<mtd-lab tree="${AIMA}" algorithm="alphabeta" speed="64" autoplay></mtd-lab>`,
  });
  // autoplay: the run plays to its end by itself (waiting for the state, not a time)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const s = globalThis.document.querySelector('mtd-lab').state;
        return s.events > 0 && s.event === s.events;
      }),
    )
    .toBe(true);
  const speed = await page.evaluate(
    () => globalThis.document.querySelector('mtd-lab').shadowRoot.querySelector('.speed').value,
  );
  expect(speed).toBe('64');
  const bad = await setBad(page, 'speed', '3');
  expect(bad.seen[0].message).toBe(
    "speed: '3' is not a speed (events per second, one of 1, 2, 4, 8, 16, 32, 64)",
  );
  expect(bad.kept).toBe('64');
  const badPlay = await setBad(page, 'autoplay', 'maybe');
  expect(badPlay.seen[0].message).toBe(
    "autoplay: 'maybe' is neither on nor off (present, on, true, off, false)",
  );
  expect(badPlay.kept).toBe('');
  // speed 1: one event a second; the toolbar follows the attribute
  await page.evaluate(() =>
    globalThis.document.querySelector('mtd-lab').setAttribute('speed', '1'),
  );
  const slow = await page.evaluate(
    () => globalThis.document.querySelector('mtd-lab').shadowRoot.querySelector('.speed').value,
  );
  expect(slow).toBe('1');
  expect(errors).toEqual([]);
});

test('theme: light, dark, or auto following the reader; others refused', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openHost(page, {
    body: `<mtd-lab id="l" tree="${AIMA}" theme="light"></mtd-lab>
<mtd-lab id="d" tree="${AIMA}" theme="dark"></mtd-lab>
<mtd-lab id="a" tree="${AIMA}" theme="auto"></mtd-lab>`,
  });
  await labsReady(page);
  const bg = () =>
    page.evaluate(() =>
      Object.fromEntries(
        ['l', 'd', 'a'].map((id) => [
          id,
          globalThis.getComputedStyle(
            globalThis.document.getElementById(id).shadowRoot.querySelector('.lab'),
          ).backgroundColor,
        ]),
      ),
    );
  const DARK = 'rgb(22, 24, 29)';
  const LIGHT = 'rgb(255, 255, 255)';
  expect(await bg()).toEqual({ l: LIGHT, d: DARK, a: DARK });
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await bg()).toEqual({ l: LIGHT, d: DARK, a: LIGHT });
  await page.locator('#d').screenshot({ path: 'e2e/screenshots/theme-dark.png' });
  const bad = await page.evaluate(async () => {
    const lab = globalThis.document.getElementById('d');
    const seen = [];
    lab.addEventListener('mtd-error', (e) => seen.push(e.detail.message));
    lab.setAttribute('theme', 'neon');
    await lab.ready;
    return { seen, kept: lab.getAttribute('theme') };
  });
  expect(bad).toEqual({
    seen: ["theme: 'neon' is not a theme (one of light, dark, auto)"],
    kept: 'dark',
  });
});

test('exportSVG gives a standalone SVG of the tree and of the chart; exportPNG a PNG', async ({
  page,
}) => {
  const errors = await openHost(page, {
    body: `<mtd-lab tree="${AIMA}" algorithm="mtd-plus" theme="dark"></mtd-lab>`,
  });
  await labsReady(page);
  const r = await page.evaluate(async () => {
    const lab = globalThis.document.querySelector('mtd-lab');
    await lab.runToEnd();
    const parse = (text) => {
      const doc = new globalThis.DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        root: doc.documentElement.localName,
        ns: doc.documentElement.namespaceURI,
        broken: doc.getElementsByTagName('parsererror').length,
        texts: [...doc.querySelectorAll('text')].map((t) => t.textContent),
        classes: doc.querySelectorAll('[class]').length,
        styled: doc.querySelectorAll('style').length,
        background: doc.querySelector('svg > rect')?.getAttribute('fill'),
        size: [
          doc.documentElement.getAttribute('width'),
          doc.documentElement.getAttribute('height'),
        ],
      };
    };
    const tree = lab.exportSVG();
    const chart = lab.exportSVG('chart');
    // rendered alone, as an image (no stylesheet, no page): it has a size and is drawn
    const drawn = async (text) => {
      const img = new globalThis.Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
      await img.decode();
      return img.naturalWidth > 0 && img.naturalHeight > 0;
    };
    const png = await lab.exportPNG();
    const chartPng = await lab.exportPNG('chart', { scale: 1 });
    const all = new Uint8Array(await png.arrayBuffer());
    const bytes = [...all.slice(0, 8)];
    const chartAll = new Uint8Array(await chartPng.arrayBuffer());
    let refused = null;
    try {
      lab.exportSVG('board');
    } catch (err) {
      refused = err.message;
    }
    return {
      tree: parse(tree),
      chart: parse(chart),
      drawn: [await drawn(tree), await drawn(chart)],
      treeFill: /fill="rgb/.test(tree),
      png: { type: png.type, size: png.size, bytes, all: [...all] },
      chartAll: [...chartAll],
      chartPng: { type: chartPng.type, size: chartPng.size },
      refused,
    };
  });
  expect(r.tree).toMatchObject({
    root: 'svg',
    ns: 'http://www.w3.org/2000/svg',
    broken: 0,
    classes: 0,
    styled: 0,
    background: 'rgb(22, 24, 29)',
  });
  // every leaf value of the tree, and the root's value 3
  for (const v of ['3', '12', '8', '2', '4', '6', '14', '5']) expect(r.tree.texts).toContain(v);
  expect(r.treeFill).toBe(true);
  expect(r.chart).toMatchObject({ root: 'svg', broken: 0, classes: 0 });
  expect(r.chart.texts).toEqual(expect.arrayContaining(['1', '2', '3', '4']));
  expect(r.drawn).toEqual([true, true]);
  expect(r.png.type).toBe('image/png');
  expect(r.png.bytes).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(r.png.size).toBeGreaterThan(2000);
  expect(r.chartPng.type).toBe('image/png');
  // to look at: the pictures a slide would get
  writeFileSync('e2e/screenshots/export-tree.png', Buffer.from(r.png.all));
  writeFileSync('e2e/screenshots/export-chart.png', Buffer.from(r.chartAll));
  expect(r.refused).toBe("exportSVG: 'board' is not a part (one of tree, chart)");
  expect(errors).toEqual([]);
});
