// Shared by the specs of the embedding issue (9): a host page of the test's own, served
// from the preview server's origin beside dist/ (page.route answers its URL), optionally
// with every response carrying a Content-Security-Policy header; and the CSP violations
// the page reports, collected from the start.
import { expect } from '@playwright/test';

/** The strict policy an author's page may have (docs/element.md, "Strict pages (CSP)"). */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'";

/** Adds `csp` as a header to every response of the page's context (the page, its scripts,
 * its workers and the wasm). */
export async function enforceCsp(page, csp = STRICT_CSP) {
  await page.context().route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), 'content-security-policy': csp };
    await route.fulfill({ response, headers });
  });
}

/** Records `securitypolicyviolation` events and CSP console messages: returns the list. */
export async function collectViolations(page) {
  const found = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) found.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('__cspViolation', (v) => found.push(v));
  await page.addInitScript(() => {
    globalThis.document.addEventListener(
      'securitypolicyviolation',
      (e) => globalThis.__cspViolation(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`),
      { capture: true },
    );
  });
  return found;
}

/** Opens a host page at `path` made of `head` and `body` (HTML), with the header `csp`
 * and the stylesheet `css` when given: the element module (dist/mtd-lab.js) is loaded in
 * its head. Returns the page's uncaught errors (collected from then on). */
export async function openHost(page, { body, head = '', path = '/host.html', csp = null, css }) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  if (css !== undefined) {
    // the page's own stylesheet, a file (a strict CSP allows it)
    await page.route('**/host-page.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: css }),
    );
    head = `<link rel="stylesheet" href="/host-page.css">${head}`;
  }
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: csp ? { 'content-security-policy': csp } : {},
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mtd-lab.js"></script>${head}</head><body>${body}</body></html>`,
    }),
  );
  await page.goto(path);
  return errors;
}

/** Waits until every <mtd-lab> of the page has shown its first run. */
export async function labsReady(page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await globalThis.customElements.whenDefined('mtd-lab');
        const labs = [...globalThis.document.querySelectorAll('mtd-lab')];
        const states = await Promise.all(labs.map((l) => l.ready.then(() => 'ok')));
        return states.length > 0 && states.every((s) => s === 'ok');
      }),
    )
    .toBe(true);
}
