// axe-core (the npm package, read from node_modules: no CDN) run over a page as it is shown,
// the open shadow roots of <mtd-lab> included (axe descends into open roots by itself).
// Shared by the accessibility spec; returns the serious and critical violations, one line each.
/* global document -- page.evaluate callbacks run in the browser */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Waits until the labs on the page are ready and nothing shown says it is still loading or
 * computing (a half-drawn view would be checked otherwise). */
export async function settle(page) {
  await page.evaluate(async () => {
    const labs = [...document.querySelectorAll('mtd-lab')];
    await Promise.all(labs.map((lab) => lab.ready?.catch(() => null)));
    await document.fonts.ready;
  });
  await expect
    .poll(() => page.locator(':is([data-state=loading], [data-state=computing]):visible').count())
    .toBe(0);
}

/** Runs axe over the whole document; the violations of impact serious or critical, each as
 * "id (impact): help" and the selectors of its nodes (a shadow node as host >>> node). */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in globalThis)))
    await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await globalThis.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '),
        summary: n.failureSummary,
      })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help}`,
        ...v.nodes.map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    );
}
