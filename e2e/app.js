// Shared by the specs: opens the app page with a clean localStorage and waits until its lab
// is ready; collects the page's uncaught errors (returned, for a test to check); the doubling
// DAG; a count of the workers a page starts and ends.
import { expect } from '@playwright/test';

export async function openApp(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.addInitScript(() => localStorage.clear());
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  return errors;
}

/** a0:(1 2), then a{k}:(a{k-1}'s text a{k-1}): a text of `levels` + 1 labelled nodes whose
 * tree has 2^(levels + 1) leaves (62 levels: 609 bytes, 2^62 nodes). */
export function doublingDag(levels) {
  let text = 'a0:(1 2)';
  for (let k = 1; k <= levels; k++) text = `a${k}:(${text} a${k - 1})`;
  return text;
}

/** Before the page loads: every Worker it makes is kept in `globalThis.__workers`, each
 * with `ended` set once terminated, so a test counts the workers started and ended. */
export async function countWorkers(page) {
  await page.addInitScript(() => {
    const Base = globalThis.Worker;
    globalThis.__workers = [];
    globalThis.Worker = class extends Base {
      constructor(...args) {
        super(...args);
        this.ended = false;
        globalThis.__workers.push(this);
      }
      terminate() {
        this.ended = true;
        super.terminate();
      }
    };
  });
}
