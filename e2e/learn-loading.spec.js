// The first load and the Learn tab's chunk: the app opened on Explore fetches no Learn code
// (the chunk dist/assets/learn-*.js, recognised by its name and by the glossary's
// definitions it alone holds); the chunk comes with the first use of the Learn tab, of a
// narration term or of a Learn link (#lesson=…, #practice=…, #sources=…), and each works.
// The Sources view: a lesson's and a definition's link to a source opens it at that source.
import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

const CHUNK = /\/assets\/learn-[\w-]+\.js$/;
// a definition of the glossary: in the Learn chunk only (the page holds the terms' words)
const MARKER = 'A cut at a MAX node';

/** Opens `hash` with a clean localStorage; records the scripts requested. */
async function open(page, hash = '') {
  const errors = [];
  const scripts = [];
  page.on('pageerror', (err) => errors.push(err));
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.addInitScript(() => localStorage.clear());
  await page.goto(`/${hash}`);
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  const learnChunk = () => scripts.find((u) => CHUNK.test(new URL(u).pathname)) ?? null;
  return { errors, scripts, learnFetched: () => learnChunk() !== null, learnChunk };
}

/** The scripts of `urls` whose text holds the Learn chunk's marker. */
async function holdingMarker(page, urls) {
  const out = [];
  for (const u of urls)
    if ((await (await page.request.get(u)).text()).includes(MARKER)) out.push(u);
  return out;
}

test('Explore loads without the Learn chunk; a narration term fetches it and opens its entry', async ({
  page,
}) => {
  const { errors, learnFetched, learnChunk, scripts } = await open(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(learnFetched()).toBe(false);
  // by its content too: no script of the first load holds the glossary's definitions
  expect(await holdingMarker(page, scripts)).toEqual([]);
  // the narration links its terms all the same
  await page.evaluate(() => globalThis.document.querySelector('#lab').step());
  const term = page.locator('#lab .narration button.term[data-term="null-window"]');
  await expect(term).toHaveText('null window');
  expect(learnFetched()).toBe(false);
  await term.click();
  await expect(page.locator('#glossary-dialog')).toBeVisible();
  await expect(page.locator('#glossary-dialog')).toContainText('The window (β − 1, β)');
  expect(learnFetched()).toBe(true);
  expect(await holdingMarker(page, [learnChunk()])).toEqual([learnChunk()]);
  // the title is the dialog's; the narration keeps its own words
  await expect(page.locator('#glossary-dialog-title')).toHaveText('null window');
  await page.locator('#glossary-close').click();
  await expect(page.locator('#explore')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Learn tab fetches the chunk when first opened, and shows a lesson', async ({ page }) => {
  const { errors, learnFetched } = await open(page);
  await page.waitForLoadState('networkidle');
  expect(learnFetched()).toBe(false);
  await page.locator('#tab-learn').click();
  await expect(page.locator('#lesson')).toHaveAttribute('data-state', 'ready');
  expect(learnFetched()).toBe(true);
  await expect(page).toHaveURL(/#lesson=minimax$/);
  expect(errors).toEqual([]);
});

test('#lesson=… and #practice=… links open the Learn tab on a first load', async ({ browser }) => {
  const lessonPage = await browser.newPage();
  const lesson = await open(lessonPage, '#lesson=mtdf');
  await expect(lessonPage.locator('#lesson')).toHaveAttribute('data-lesson', 'mtdf');
  await expect(lessonPage.locator('#lesson')).toHaveAttribute('data-state', 'ready');
  await expect(lessonPage.locator('#tab-learn')).toHaveAttribute('aria-selected', 'true');
  expect(lesson.errors).toEqual([]);
  await lessonPage.close();

  const practicePage = await browser.newPage();
  const practice = await open(practicePage, '#practice=branching:3,depth:3,seed:42');
  await expect(practicePage.locator('#learn-practice .learn-split')).toHaveAttribute(
    'data-state',
    'asking',
  );
  await expect(practicePage.locator('#practice-seed')).toHaveValue('42');
  expect(practice.errors).toEqual([]);
  await practicePage.close();
});

test('the Sources view: opened by a link, from a lesson and from a definition', async ({
  page,
}) => {
  const { errors } = await open(page, '#sources=hiroi');
  await expect(page.locator('#learn-sources')).toBeVisible();
  await expect(page.locator('#source-hiroi')).toBeFocused();
  await expect(page.locator('#source-hiroi')).toContainText('Makoto Hiroi');
  await expect(page.locator('#source-plaat')).toContainText(
    'Artificial Intelligence 87 (1–2): 255–293, 1996',
  );
  // a lesson names its source and links it
  await page.locator('#learn-tab-lessons').click();
  await page.locator('#lesson-pick').selectOption('alphabeta');
  await expect(page.locator('#lesson')).toHaveAttribute('data-state', 'ready');
  const link = page.locator('#lesson a.source-link[data-source="alphabeta-page"]').first();
  await expect(link).toHaveText('“2.3 Alpha-Beta法”');
  await link.click();
  await expect(page.locator('#learn-sources')).toBeVisible();
  await expect(page.locator('#source-alphabeta-page')).toBeFocused();
  await expect(page).toHaveURL(/#sources=alphabeta-page$/);
  // a definition in the glossary's dialog links its source: the dialog closes, the view opens
  await page.locator('#learn-tab-lessons').click();
  await page.locator('#lesson-pick').selectOption('wrong-store');
  await expect(page.locator('#lesson')).toHaveAttribute('data-state', 'ready');
  await page.locator('#lesson button.term[data-term="mt"]').first().click();
  await expect(page.locator('#glossary-dialog')).toBeVisible();
  await page.locator('#glossary-dialog a.source-link[data-source="plaat"]').click();
  await expect(page.locator('#glossary-dialog')).toBeHidden();
  await expect(page.locator('#source-plaat')).toBeFocused();
  await page.screenshot({ path: 'e2e/screenshots/learn-sources.png', fullPage: true });
  expect(errors).toEqual([]);
});
