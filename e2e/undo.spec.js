// Undo and redo of the tree (issue 19, item 3): a tree typed, a leaf edited on the drawing,
// a preset and a random tree are undone one by one back to the first tree, and redone, by
// the buttons and by Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y; in the text area the browser's own
// undo acts on the text.
import { expect, test } from '@playwright/test';
import { openApp } from './app.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const TYPED = '[[1,2],[3,4]]';

test('every change to the tree is undone and redone: typed, drawn, a preset, a random tree', async ({
  page,
}) => {
  const errors = await openApp(page);
  const lab = page.locator('#lab');
  const shown = () => lab.getAttribute('tree');
  await page.evaluate(() => localStorage.clear());
  await page.locator('#tree-text').fill(AIMA);
  await page.locator('#tree-apply').click();
  await expect(lab).toHaveAttribute('tree', AIMA);
  // 1. typed
  await page.locator('#tree-text').fill(TYPED);
  await page.locator('#tree-apply').click();
  await expect(lab).toHaveAttribute('tree', TYPED);
  // 2. drawn: leaf 1 (node 0.0) becomes 7
  await lab.locator('.node[data-id="2"] .shape').click();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expect(lab).toHaveAttribute('tree', '[[7,2],[3,4]]');
  // 3. a preset
  await page.locator('[data-preset]').first().click();
  await expect(lab).not.toHaveAttribute('tree', '[[7,2],[3,4]]');
  const preset = await shown();
  // 4. a random tree
  await page.locator('#random-generate').click();
  await expect(lab).not.toHaveAttribute('tree', preset);
  const random = await shown();

  const undo = page.locator('#tree-undo');
  const redo = page.locator('#tree-redo');
  await expect(redo).toBeDisabled();
  // the buttons back through every step
  await undo.click();
  await expect(lab).toHaveAttribute('tree', preset);
  await undo.click();
  await expect(lab).toHaveAttribute('tree', '[[7,2],[3,4]]');
  // the keys, with the focus on the lab (not in a text field)
  await lab.focus();
  await page.keyboard.press('Control+z');
  await expect(lab).toHaveAttribute('tree', TYPED);
  await page.keyboard.press('Control+z');
  await expect(lab).toHaveAttribute('tree', AIMA);
  await expect(page.locator('#tree-text')).toHaveValue(AIMA);
  // and forward again
  await page.keyboard.press('Control+Shift+Z');
  await expect(lab).toHaveAttribute('tree', TYPED);
  await page.keyboard.press('Control+y');
  await expect(lab).toHaveAttribute('tree', '[[7,2],[3,4]]');
  await redo.click();
  await expect(lab).toHaveAttribute('tree', preset);
  await redo.click();
  await expect(lab).toHaveAttribute('tree', random);
  await expect(redo).toBeDisabled();
  await expect(lab.locator('[data-testid=value]')).toBeVisible();

  // in the text area Ctrl+Z is the browser's, on the text typed: the tree shown stays
  await page.locator('#tree-text').fill('[[5,6]]');
  await page.locator('#tree-text').press('Control+z');
  await expect(lab).toHaveAttribute('tree', random);
  expect(errors).toEqual([]);
});
