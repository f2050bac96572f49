// mtdlab.Lab in a real JupyterLab (issue 22 item 2): examples/students.ipynb opened in
// Chromium and run; the widget draws AIMA's tree from the element inside the wheel, → in
// the widget changes lab.event as Python reads it, and lab.event set in Python moves the
// drawing.
import { expect, test } from '@playwright/test';
import { startJupyterLab } from './jupyterlab.js';

/** @type {Awaited<ReturnType<typeof startJupyterLab>>} */
let lab;
test.beforeAll(async () => {
  lab = await startJupyterLab(['examples/students.ipynb', 'examples/teachers.ipynb']);
});
test.afterAll(() => lab?.stop());

/** Runs the notebook's code cell `index` (0-based among all its cells) and waits for it to end:
 * its prompt shows a new execution count (not the one before, nor [*] or [ ]). */
async function runCell(page, index) {
  const prompt = page.locator('.jp-Notebook .jp-Cell').nth(index).locator('.jp-InputPrompt');
  const before = await prompt.textContent();
  await page.evaluate(async (i) => {
    globalThis.jupyterapp.shell.currentWidget.content.activeCellIndex = i;
    await globalThis.jupyterapp.commands.execute('notebook:run-cell');
  }, index);
  await expect(prompt).toHaveText(/\[\d+\]/);
  await expect(prompt).not.toHaveText(before);
}

/** The text output of cell `index`. */
const outputOf = (page, index) =>
  page.locator('.jp-Notebook .jp-Cell').nth(index).locator('.jp-OutputArea-output').first();

/** Runs `code` in the notebook's kernel (not in a cell) and resolves with what it printed. */
const python = (page, code) =>
  page.evaluate(async (source) => {
    const kernel = globalThis.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = kernel.requestExecute({ code: source });
    let out = '';
    future.onIOPub = (msg) => {
      if (msg.header.msg_type === 'stream') out += msg.content.text;
      if (msg.header.msg_type === 'error') out += `${msg.content.ename}: ${msg.content.evalue}`;
    };
    await future.done;
    return out;
  }, code);

/** The leaf values the widget's tree drawing shows, in drawing order. */
const leafValues = (page) =>
  page.evaluate(() => {
    const root = globalThis.document.querySelector('mtd-lab').shadowRoot;
    return [...root.querySelectorAll('.nodes .node')]
      .filter((g) => g.querySelector('.shape') && g.classList.contains('leaf'))
      .map((g) => g.querySelector('.value')?.textContent);
  });

test('the widget draws AIMA, → moves lab.event, lab.event moves the drawing', async ({ page }) => {
  await page.goto(lab.url('/lab/tree/students.ipynb'));
  await page.waitForFunction(() => globalThis.jupyterapp?.shell?.currentWidget?.sessionContext);
  await page.evaluate(() => globalThis.jupyterapp.shell.currentWidget.sessionContext.ready);

  // cell 1: import mtdlab; lab = mtdlab.Lab(algorithm="mtdf", guess=0); lab
  await runCell(page, 1);
  const widget = page.locator('mtd-lab');
  await expect(widget).toBeVisible();
  await page.evaluate(() => globalThis.document.querySelector('mtd-lab').ready);
  expect(await page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event)).toBe(
    0,
  );
  // AIMA Figure 5.2's leaves (docs/element.md: the default tree)
  await expect
    .poll(() => leafValues(page))
    .toEqual(['3', '12', '8', '2', '4', '6', '14', '5', '2']);

  // → three times in the widget, then Python reads lab.event
  await page.evaluate(() => globalThis.document.querySelector('mtd-lab').focus());
  for (let i = 1; i <= 3; i++) {
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event))
      .toBe(i);
  }
  // command mode's D D (delete the cell) is not run on the focused widget (it deleted the
  // widget's cell before widget.js set data-lm-suppress-shortcuts); → ← after it, to be sure
  // the keys have been dealt with
  const cells = await page.locator('.jp-Notebook .jp-Cell').count();
  for (const [key, event] of [
    ['d', 3],
    ['d', 3],
    ['ArrowRight', 4],
    ['ArrowLeft', 3],
  ]) {
    await page.keyboard.press(key);
    await expect
      .poll(() => page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event))
      .toBe(event);
  }
  await expect(page.locator('.jp-Notebook .jp-Cell')).toHaveCount(cells);
  // print("event:", lab.event); the model's update travels to the kernel beside the cell's
  // execution request, so the cell is run again until it has arrived (as a reader would)
  await expect
    .poll(async () => {
      await runCell(page, 3);
      return (await outputOf(page, 3).textContent()).trim();
    })
    .toBe('event: 3');

  // lab.event = 20 in Python: the element seeks there and draws that step
  const before = await page.evaluate(
    () => globalThis.document.querySelector('mtd-lab').shadowRoot.querySelector('.nodes').innerHTML,
  );
  await runCell(page, 5); // lab.event = 20
  await expect
    .poll(() => page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event))
    .toBe(20);
  const after = await page.evaluate(
    () => globalThis.document.querySelector('mtd-lab').shadowRoot.querySelector('.nodes').innerHTML,
  );
  expect(after).not.toBe(before);
  // and Python's state is the element's at event 20
  await runCell(page, 7); // lab.state.get("step"), lab.state.get("tests")
  const step = await page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.step);
  await expect(outputOf(page, 7)).toContainText(`'kind': '${step.kind}'`);

  // the other traits, Python -> element: another algorithm, another tree
  await python(page, 'lab.algorithm = "alphabeta"; lab.tree = "[[1,2],[3,4]]"');
  await expect(widget).toHaveAttribute('algorithm', 'alphabeta');
  await expect.poll(() => leafValues(page)).toEqual(['1', '2', '3', '4']);
  // a bad tree from Python: the element says why and keeps its run, and lab.tree is that run's
  await python(page, 'lab.tree = "[[1,2"');
  await expect
    .poll(() => python(page, 'print(lab.error)'))
    .toMatch(/tree text, line 1, column \d+: /);
  await expect
    .poll(() => python(page, 'print(lab.tree, lab.algorithm)'))
    .toBe('[[1,2],[3,4]] alphabeta\n');
  await expect.poll(() => leafValues(page)).toEqual(['1', '2', '3', '4']);
  // back to AIMA, for the screenshot
  await python(page, 'lab.tree = ""; lab.algorithm = "mtdf"; lab.event = 20');
  await expect
    .poll(() => page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event))
    .toBe(20);
  await page.evaluate(() => globalThis.document.querySelector('mtd-lab').scrollIntoView());
  await page.screenshot({ path: 'test-results/jupyter/jupyterlab.png' });
});

test('teachers.ipynb runs whole: the plot, and a random tree in the widget', async ({ page }) => {
  await page.goto(lab.url('/lab/tree/teachers.ipynb'));
  await page.waitForFunction(() => globalThis.jupyterapp?.shell?.currentWidget?.sessionContext);
  await page.evaluate(() => globalThis.jupyterapp.shell.currentWidget.sessionContext.ready);
  await page.evaluate(() => globalThis.jupyterapp.commands.execute('notebook:run-all-cells'));
  const cells = page.locator('.jp-Notebook .jp-CodeCell');
  await expect(cells).toHaveCount(3);
  for (let i = 0; i < 3; i++)
    await expect(cells.nth(i).locator('.jp-InputPrompt')).toHaveText(/\[\d+\]/);
  await expect(cells.nth(1).locator('.jp-OutputArea-output img')).toBeVisible(); // the plot
  // the widget shows the first random tree (branching 3, depth 5) with the algorithm the
  // kernel picked, a run loaded and no error
  const [tree, best] = JSON.parse(
    await python(page, 'import json; print(json.dumps([trees[0], best]))'),
  );
  const widget = page.locator('mtd-lab');
  await expect(widget).toHaveAttribute('tree', tree);
  await expect(widget).toHaveAttribute('algorithm', best);
  await page.evaluate(() => globalThis.document.querySelector('mtd-lab').ready);
  expect(
    await page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.events),
  ).toBeGreaterThan(0);
  expect(await python(page, 'print(repr(lab.error))')).toBe("''\n");
  await page.evaluate(() => globalThis.document.querySelector('mtd-lab').scrollIntoView());
  await page.screenshot({ path: 'test-results/jupyter/teachers.png' });
});

// Notebook 7 (its page, /notebooks/…): its app takes keydown on the document in the capture
// phase, before the element, and stopped → there until the widget marked the element as a
// region Lumino's shortcuts leave alone (python/mtdlab/widget.js).
test.describe('Notebook 7', () => {
  /** @type {Awaited<ReturnType<typeof startJupyterLab>>} */
  let notebook;
  test.beforeAll(async () => {
    notebook = await startJupyterLab(['examples/students.ipynb'], { app: 'notebook' });
  });
  test.afterAll(() => notebook?.stop());

  test('the widget draws AIMA, a click and → move lab.event, D D keeps the cell', async ({
    page,
  }) => {
    await page.goto(notebook.url('/notebooks/students.ipynb'));
    await page.waitForFunction(() => globalThis.jupyterapp?.shell?.currentWidget?.sessionContext);
    await page.evaluate(() => globalThis.jupyterapp.shell.currentWidget.sessionContext.ready);
    await runCell(page, 1); // lab = mtdlab.Lab(algorithm="mtdf", guess=0); lab
    const widget = page.locator('mtd-lab');
    await expect(widget).toBeVisible();
    await page.evaluate(() => globalThis.document.querySelector('mtd-lab').ready);
    await expect
      .poll(() => leafValues(page))
      .toEqual(['3', '12', '8', '2', '4', '6', '14', '5', '2']);
    expect(
      await page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event),
    ).toBe(0);

    // as a reader does: a click in the drawing (its empty top-left corner: a node is no
    // target), then → three times
    await widget.locator('svg.tree').click({ position: { x: 4, y: 4 } });
    await expect(widget).toBeFocused();
    expect(
      await page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event),
    ).toBe(0);
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event))
        .toBe(i);
    }
    // command mode's D D (delete the cell) is the notebook's, not the widget's: the widget's
    // cell stays (the → after it is taken once Lumino has run or dropped the chord)
    const cells = await page.locator('.jp-Notebook .jp-Cell').count();
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => globalThis.document.querySelector('mtd-lab').state.event))
      .toBe(4);
    await expect(page.locator('.jp-Notebook .jp-Cell')).toHaveCount(cells);
    await expect(widget).toBeVisible();
    await expect
      .poll(async () => {
        await runCell(page, 3); // print("event:", lab.event)
        return (await outputOf(page, 3).textContent()).trim();
      })
      .toBe('event: 4');
    await page.evaluate(() => globalThis.document.querySelector('mtd-lab').scrollIntoView());
    await page.screenshot({ path: 'test-results/jupyter/notebook7.png' });
  });
});
