// The keyboard (issue 7, item 13): after a preset or a tree applied the keys step the lab
// (the focus goes to it), the page does not scroll on load, and a tree node's focus is a
// clear ring in the focus colour, in both themes.
import { expect, test } from '@playwright/test';

const event = (page) => page.evaluate(() => globalThis.document.querySelector('#lab').state.event);

test.beforeEach(async ({ page }) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  page.errors = errors;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
});

test.afterEach(async ({ page }) => {
  expect(page.errors).toEqual([]);
});

test('the page does not scroll on load: the title and the tabs stay in view', async ({ page }) => {
  await expect(page.locator('#lab')).toBeFocused();
  expect(await page.evaluate(() => globalThis.scrollY)).toBe(0);
  await expect(page.locator('h1')).toBeInViewport();
  await expect(page.getByRole('tab', { name: 'Explore' })).toBeInViewport();
});

test('after a preset is picked, → steps the lab, as the narration says', async ({ page }) => {
  const preset = page.locator('.presets button').nth(1);
  await preset.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#lab')).toBeFocused();
  await page.evaluate(() => globalThis.document.querySelector('#lab').ready);
  expect(await event(page)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => event(page)).toBe(1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => event(page)).toBe(2);
});

test('after a tree is applied, → steps the lab', async ({ page }) => {
  await page.locator('#tree-text').fill('[[1,2],[3,4]]');
  await page.locator('#tree-apply').click();
  await expect(page.locator('#lab')).toBeFocused();
  await expect.poll(() => page.locator('#lab').getAttribute('tree')).toBe('[[1,2],[3,4]]');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => event(page)).toBe(1);
});

/** The contrast ratio of two CSS colours `rgb(r, g, b)` (WCAG 2). */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c
      .match(/\d+(\.\d+)?/g)
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

for (const theme of ['light', 'dark']) {
  test(`a focused tree node has a focus ring of 3 px in the focus colour (${theme} theme)`, async ({
    page,
  }) => {
    if (theme === 'dark') await page.locator('#theme').check();
    await expect(page.locator('#lab')).toHaveAttribute('theme', theme);
    const node = page.locator('#lab .node').first();
    await page.keyboard.press('Shift'); // a keyboard user: focus-visible
    await node.focus();
    const ring = await node.evaluate((el) => {
      const s = globalThis.getComputedStyle(el);
      const pane = el.closest('.tree-pane') ?? el.ownerSVGElement.parentElement;
      let bg = globalThis.getComputedStyle(pane).backgroundColor;
      for (
        let p = pane;
        bg === 'rgba(0, 0, 0, 0)' && p;
        p = p.parentElement ?? p.getRootNode().host
      )
        bg = globalThis.getComputedStyle(p).backgroundColor;
      return {
        style: s.outlineStyle,
        width: s.outlineWidth,
        color: s.outlineColor,
        bg:
          bg === 'rgba(0, 0, 0, 0)'
            ? globalThis.getComputedStyle(el.getRootNode().host).backgroundColor
            : bg,
        visible: el.matches(':focus-visible'),
      };
    });
    expect(ring.visible).toBe(true);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBe('3px');
    expect(contrast(ring.color, ring.bg)).toBeGreaterThanOrEqual(3);
    await node.screenshot({ path: `e2e/screenshots/node-focus-${theme}.png` });
    const box = await node.boundingBox();
    await page.screenshot({
      path: `e2e/screenshots/node-focus-${theme}-area.png`,
      clip: { x: box.x - 60, y: box.y - 40, width: box.width + 120, height: box.height + 80 },
    });
  });
}
