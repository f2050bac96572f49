// The app's random-tree fields (issue 7, item 11): a value that cannot be used is named
// beside the fields with its range, never coerced (depth 2.5 used to overflow the stack).
import { expect, test } from '@playwright/test';

test('random-tree fields out of range are named beside them; good ones generate a tree', async ({
  page,
}) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.goto('/');
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  const before = await page.locator('#lab').getAttribute('tree');
  for (const [id, value, message] of [
    ['#random-depth', '2.5', "Depth: '2.5' is not a whole number from 0 to 12."],
    ['#random-branching', '0', "Branching: '0' is not a whole number from 1 to 20."],
    ['#random-min', '50', 'Min must not be greater than Max.'],
  ]) {
    const old = await page.locator(id).inputValue();
    await page.locator(id).fill(value);
    await page.locator('#random-generate').click();
    await expect(page.locator('#random-error')).toHaveText(message);
    await expect(page.locator(id)).toHaveAttribute('aria-invalid', 'true');
    expect(await page.locator('#lab').getAttribute('tree')).toBe(before);
    await page.locator(id).fill(old);
  }
  await page.locator('#random-generate').click();
  await expect(page.locator('#random-error')).toHaveText('');
  await expect.poll(() => page.locator('#lab').getAttribute('tree')).not.toBe(before);
  expect(errors).toEqual([]);
});
