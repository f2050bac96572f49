// Japanese is drawn in Japanese glyphs, not in boxes (issue 17, item 10): a lesson opened in
// a Japanese browser, a step shown, and the lab's narration. Debian's fonts-noto-cjk (which
// scripts/setup.sh installs) gives Chromium the glyphs; without a CJK font every kanji and
// kana falls back to the same .notdef box. The screenshots are for a person to look at; the
// test checks the same thing by drawing each character of the narration in the narration's
// own font: distinct characters must give distinct pictures (boxes are all alike).
/* global document, getComputedStyle -- page.evaluate callbacks run in the browser */
import { expect, test } from '@playwright/test';

test.use({ locale: 'ja-JP' });
test.describe.configure({ timeout: 120_000 });

/** Draws each distinct kana or kanji of `selector`'s text (in a lab's shadow root when
 * `host` is given) in that element's computed font, 40px on a canvas; returns the
 * characters, how many distinct pictures they gave, and how many were blank. */
function drawGlyphs(page, host, selector) {
  return page.evaluate(
    ([host, selector]) => {
      const root = host ? document.querySelector(host).shadowRoot : document;
      const el = root.querySelector(selector);
      const chars = [...new Set(el.textContent)].filter((c) =>
        /[\u3040-\u30ff\u3400-\u9fff]/.test(c),
      );
      const canvas = document.createElement('canvas');
      canvas.width = 60;
      canvas.height = 60;
      const ctx = canvas.getContext('2d');
      ctx.font = `40px ${getComputedStyle(el).fontFamily}`;
      ctx.textBaseline = 'middle';
      const picture = (c) => {
        ctx.clearRect(0, 0, 60, 60);
        ctx.fillText(c, 8, 30);
        return canvas.toDataURL();
      };
      const blank = picture('');
      const pictures = chars.map(picture);
      return {
        chars: chars.join(''),
        distinct: new Set(pictures).size,
        blank: pictures.filter((p) => p === blank).length,
      };
    },
    [host, selector],
  );
}

test('a Japanese lesson and its narration are drawn in Japanese glyphs', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.addInitScript(() => localStorage.clear());
  await page.goto('/#lesson=alphabeta');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const article = page.locator('#lesson');
  await expect(article).toHaveAttribute('data-state', 'ready');
  // the first step shown: the narration says its cut, in Japanese
  await article.locator('li[data-mark] .show-me').first().click();
  await expect(article).toHaveAttribute('data-shown', /./);
  const narration = page.locator('#lesson-lab .narration');
  await expect(narration).toContainText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'e2e/screenshots/ja-lesson.png' });
  await narration.screenshot({ path: 'e2e/screenshots/ja-narration.png' });

  for (const [host, selector] of [
    [null, '#lesson'],
    ['#lesson-lab', '.narration'],
  ]) {
    const g = await drawGlyphs(page, host, selector);
    expect(g.chars.length, `${selector}: kana and kanji to draw`).toBeGreaterThan(10);
    // each character its own glyph: no box (a box is the same for every character)
    expect(g, `${selector}: one glyph each (tofu boxes are all alike)`).toEqual({
      ...g,
      distinct: g.chars.length,
      blank: 0,
    });
  }
  expect(errors).toEqual([]);
});
