// Accessibility checked by a tool (issue 17, item 10): axe-core over every tab of the app, a
// lesson, the glossary, a practice question, the docs page, embed.html and presenter mode,
// in the light and the dark theme (the page follows prefers-color-scheme when no theme is
// stored): no serious or critical violation. Each view is checked as a student sees it, so
// a view added later is checked by adding one line to VIEWS.
import { expect, test } from '@playwright/test';
/* global document -- page.evaluate callbacks run in the browser */
import { seriousViolations, settle } from './axe.js';

// each view starts its labs' workers; axe then walks the shadow roots: more than the default
test.describe.configure({ timeout: 120_000 });

/** Opens `path` with no stored preference (but the language `lang`, when given), and waits
 * until the app's core is loaded. */
async function openPage(page, path, lang = null) {
  await page.addInitScript((lang) => {
    localStorage.clear();
    if (lang) localStorage.setItem('mtdlab.prefs', JSON.stringify({ lang }));
  }, lang);
  await page.goto(path);
  if (path === '/' || path.startsWith('/#'))
    await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
}

const tab = (name) => async (page) => {
  await openPage(page, '/');
  await page.locator(`#tab-${name}`).click();
  await expect(page.locator(`#${name}`)).toBeVisible();
};

const lesson = async (page, lang = null) => {
  await openPage(page, '/#lesson=alphabeta', lang);
  await expect(page.locator('#lesson')).toHaveAttribute('data-state', 'ready');
  // a step shown: the lab's narration says the cut, with its terms as buttons
  await page.locator('#lesson li[data-mark] .show-me').first().click();
  await expect(page.locator('#lesson')).toHaveAttribute('data-shown', /./);
};

/** The views, each opened as a reader opens it. */
const VIEWS = {
  explore: tab('explore'),
  'explore, run to its end': async (page) => {
    await tab('explore')(page);
    await page.evaluate(() => document.querySelector('#lab').runToEnd());
  },
  'explore, in Japanese': async (page) => {
    await openPage(page, '/', 'ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  },
  'share dialog': async (page) => {
    await openPage(page, '/');
    await page.locator('#share').click();
    await expect(page.locator('#share-dialog')).toBeVisible();
  },
  compare: tab('compare'),
  kalah: tab('kalah'),
  experiments: async (page) => {
    await tab('experiments')(page);
    // a small run: its table, chart and status are checked too
    await page.locator('#exp-trees').fill('2');
    await page.locator('#exp-branching').fill('3');
    await page.locator('#exp-depth-from').fill('2');
    await page.locator('#exp-depth-to').fill('3');
    await page.locator('#exp-run').click();
    await expect(page.locator('#exp-table tbody tr').first()).toBeVisible();
    await expect(page.locator('#exp-progress')).toBeHidden();
  },
  learn: tab('learn'),
  lesson: (page) => lesson(page),
  'lesson, in Japanese': async (page) => {
    await lesson(page, 'ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  },
  glossary: async (page) => {
    await lesson(page);
    await page.locator('#lesson button.term').first().click();
    await expect(page.locator('#glossary-dialog')).toBeVisible();
  },
  practice: async (page) => {
    await openPage(page, '/#practice=branching:3,depth:3,seed:42');
    await expect(page.locator('#learn-practice .learn-split')).toHaveAttribute(
      'data-state',
      'asking',
    );
    await expect(page.locator('#practice-question')).not.toBeEmpty();
  },
  'practice, answered': async (page) => {
    await openPage(page, '/#practice=branching:3,depth:3,seed:42');
    const view = page.locator('#learn-practice .learn-split');
    await expect(view).toHaveAttribute('data-state', 'asking');
    // an answer, right or wrong: the verdict and its explanation are checked
    const leaf = page.locator('#practice-form [data-leaf]').first();
    if (await leaf.count()) await leaf.click();
    await page.locator('#practice-check').click();
    await expect(view).toHaveAttribute('data-state', 'answered');
  },
  docs: async (page) => {
    await openPage(page, '/docs.html');
    await expect(page.locator('.docs-card').first()).toHaveAttribute('data-live', 'yes');
  },
  embed: async (page) => {
    await openPage(page, '/embed.html');
    await expect(page.locator('mtd-lab#lab')).toBeVisible();
  },
  presenter: async (page) => {
    await openPage(page, '/');
    await page.locator('#present').click();
    await expect(page.locator('#presenter')).toBeVisible();
    await expect(page.locator('#presenter mtd-lab')).toHaveAttribute('presenter', '');
  },
};

for (const theme of ['light', 'dark']) {
  for (const [name, open] of Object.entries(VIEWS)) {
    test(`axe: ${name}, ${theme} theme: no serious or critical violation`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const errors = [];
      page.on('pageerror', (err) => errors.push(err));
      await open(page);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const found = await seriousViolations(page);
      expect(found, `axe found in ${name} (${theme}):\n${found.join('\n')}`).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
