// Sharing (issue 9): the Share dialog's permalink and iframe snippet restore the same moment
// (tab, tree, algorithm, options, event, the value shown); a state cut short, changed or of
// an older version says why and shows the default tree; embed.html loads lazily.
import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';
import { collectViolations, enforceCsp } from './host-page.js';

const TREE = '[[6,9,-7],[6,-1]]';

/** What a lab shows, as the claims to compare: its state and its visible value line. */
async function shown(lab) {
  await expect(lab.locator('[data-testid=value]')).not.toBeEmpty();
  return lab.evaluate((el) => ({
    state: el.state,
    tree: el.getAttribute('tree'),
    algorithm: el.getAttribute('algorithm'),
    guess: el.getAttribute('guess'),
    value: el.shadowRoot.querySelector('[data-testid=value]').textContent,
  }));
}

/** Opens the Share dialog and returns its three fields. */
async function share(page) {
  await page.locator('#share').click();
  await expect(page.locator('#share-dialog')).toBeVisible();
  return {
    permalink: await page.locator('#share-link').inputValue(),
    element: await page.locator('#share-element').inputValue(),
    iframe: await page.locator('#share-iframe').inputValue(),
  };
}

test('a permalink and an iframe restore the same tree, algorithm, options and event', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  await lab.evaluate(async (el, tree) => {
    await el.load({ tree, algorithm: 'mtd-f-step', guess: 8, step: 3, schedule: '3 1 0' });
    await el.seek(23);
  }, TREE);
  const before = await shown(lab);
  expect(before.state.event).toBe(23);
  const links = await share(page);
  expect(links.permalink).toMatch(/#s=1\.[\w-]+\.[\w-]{6}$/);
  expect(links.element).toContain(`tree="${TREE}" algorithm="mtd-f-step" guess="8" step="3"`);
  expect(links.element).toContain('event="23"');
  expect(links.iframe).toMatch(/^<iframe src="[^"]*\/embed\.html#s=1\.[^"]+" title="mtdlab: /);
  await page.screenshot({ path: 'e2e/screenshots/share-dialog.png' });

  // the permalink, in a fresh page
  const other = await context.newPage();
  await other.goto(links.permalink);
  const restored = other.locator('#lab');
  await expect(restored).toHaveAttribute('algorithm', 'mtd-f-step');
  await expect.poll(() => restored.evaluate((el) => el.state.event)).toBe(23);
  expect(await shown(restored)).toEqual(before);
  await expect(other.locator('#tree-text')).toHaveValue(TREE);
  await expect(other.locator('#link-error')).toBeHidden();

  // the iframe snippet, pasted into a plain page of the same site
  await other.route('**/host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><h1>A course page</h1>${links.iframe}`,
    }),
  );
  await other.goto(`${baseURL}/host.html`);
  const frame = other.frameLocator('iframe');
  const framed = frame.locator('mtd-lab');
  await expect.poll(() => framed.evaluate((el) => el.state.event)).toBe(23);
  expect(await shown(framed)).toEqual(before);
  expect(await other.locator('iframe').getAttribute('title')).toMatch(/MTD-f-step/);
  await other.screenshot({ path: 'e2e/screenshots/embed-iframe.png' });
  expect(errors).toEqual([]);
});

test('a shared Compare tab opens with its algorithms, each pane at its event', async ({ page }) => {
  const violations = await collectViolations(page);
  await enforceCsp(page); // the Share dialog is CSP-clean
  await openApp(page);
  await page.locator('#tab-compare').click();
  const panes = page.locator('.compare-labs mtd-lab');
  await expect(panes).toHaveCount(4);
  await page.locator('select[data-slot="2"]').selectOption('mtd-bi');
  await page.locator('select[data-slot="3"]').selectOption('');
  await expect(panes).toHaveCount(3);
  await page.locator('#compare-step').click();
  await page.locator('#compare-step-event').click();
  const events = await panes.evaluateAll((ls) => ls.map((l) => l.state.event));
  const { permalink } = await share(page);
  await page.goto(permalink);
  await expect(page.locator('#tab-compare')).toHaveAttribute('aria-selected', 'true');
  const again = page.locator('.compare-labs mtd-lab');
  await expect(again).toHaveCount(3);
  expect(await again.evaluateAll((ls) => ls.map((l) => l.getAttribute('algorithm')))).toEqual([
    'alphabeta',
    'negascout',
    'mtd-bi',
  ]);
  await expect.poll(() => again.evaluateAll((ls) => ls.map((l) => l.state.event))).toEqual(events);
  expect(violations).toEqual([]);
});

test('a link cut short, changed or of an older version says why and shows the default tree', async ({
  page,
  baseURL,
}) => {
  await openApp(page);
  await page.locator('#lab').evaluate(async (el) => {
    await el.load({ tree: '[[1,2],[3,4]]', algorithm: 'alphabeta' });
    await el.seek(5);
  });
  const { permalink } = await share(page);
  await page.locator('#share-close').click();
  const s = new URL(permalink).hash.slice('#s='.length);
  const changed = `${s.slice(0, 8)}${s[8] === 'A' ? 'B' : 'A'}${s.slice(9)}`;
  const cases = [
    [s.slice(0, Math.floor(s.length / 2)), /cut short/],
    [changed, /changed or cut short/],
    [`0${s.slice(1)}`, /older mtdlab \(version 0\)/],
    ['garbage', /does not start with a version/],
  ];
  for (const [bad, why] of cases) {
    // what the reader typed before is kept (the link opened in the same page)
    await page.locator('#tree-text').fill('[[5,6],[7]]');
    await expect(page.locator('#tree-text')).toHaveValue('[[5,6],[7]]');
    await page.goto(`${baseURL}/#s=${bad}`);
    await expect(page.locator('#link-error')).toBeVisible();
    await expect(page.locator('#link-error')).toContainText(why);
    await expect(page.locator('#link-error')).toContainText('The default tree is shown');
    const lab = page.locator('#lab');
    await expect(lab).toHaveAttribute('tree', '[[3,12,8],[2,4,6],[14,5,2]]');
    await expect(lab.locator('[data-testid=value]')).not.toBeEmpty();
    await expect(page.locator('#tree-history option')).toContainText(['[[5,6],[7]]']);
    await page.goto(`${baseURL}/embed.html#s=${bad}`);
    await expect(page.locator('#link-error')).toContainText(why);
    await expect(page.locator('mtd-lab')).toHaveAttribute('tree', '[[3,12,8],[2,4,6],[14,5,2]]');
    await page.goto(`${baseURL}/`);
  }
});

test('embed.html loads the element and the wasm only once the frame is in view', async ({
  page,
  baseURL,
}) => {
  const wasm = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) wasm.push(r.url());
  });
  await page.route('**/far.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><title>far</title><div id="gap" style="height:3000px">scroll</div>' +
        `<iframe src="${baseURL}/embed.html" title="mtdlab" width="900" height="700"></iframe>`,
    }),
  );
  await page.goto(`${baseURL}/far.html`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('#holder')).toHaveText(/loads when it comes into view/);
  expect(wasm).toEqual([]);
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect(frame.locator('mtd-lab [data-testid=value]')).not.toBeEmpty();
  await expect.poll(() => wasm.length).toBeGreaterThan(0);
});

// issue 17, item 8a: the element snippet pasted into a page of another site (the worker
// cannot start there) shows, in its box, why and what to do; the dialog says so beside it
test('the element snippet pasted on another site says, in its box, why it cannot start', async ({
  page,
}) => {
  await openApp(page);
  await share(page);
  const note = page.locator('#share-element-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('copy mtd-lab.js and the assets/ folder beside it');
  await expect(page.locator('#share-element')).toHaveAttribute(
    'aria-describedby',
    'share-element-note',
  );
  const snippet = await page.locator('#share-element').inputValue();
  expect(snippet).toMatch(/^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/mtd-lab\.js">/);

  // a course page of another origin (localhost, a port of its own) with the snippet as it is
  const course = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>course</title>
</head><body><h1>Week 3: MTD(f)</h1>${snippet}</body></html>`);
  });
  await new Promise((resolve) => course.listen(0, '127.0.0.1', resolve));
  try {
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`http://localhost:${course.address().port}/course.html`);
    const lab = page.locator('mtd-lab');
    const notice = lab.locator('.start-error');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('mtdlab could not start its engine.');
    await expect(notice).toContainText(
      `This page (http://localhost:${course.address().port}) loads mtd-lab.js from another site (http://127.0.0.1:`,
    );
    await expect(notice).toContainText(
      'serve mtd-lab.js and the assets/ folder beside it (both from the app’s dist/) from this page’s site',
    );
    // inside the element's box, which is not empty
    const box = await lab.boundingBox();
    const inner = await notice.boundingBox();
    expect(box.width).toBeGreaterThan(0);
    expect(inner.height).toBeGreaterThan(20);
    expect(inner.x).toBeGreaterThanOrEqual(box.x);
    expect(inner.y).toBeGreaterThanOrEqual(box.y);
    expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
    expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: 'e2e/screenshots/element-other-site.png' });
    expect(errors).toEqual([]);
  } finally {
    course.close();
  }
});
