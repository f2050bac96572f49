// Issue 9, item 4: compare mode inside one element (`algorithms`): two to four algorithms
// on the same tree, each pane its own run, stepped together test by test or event by event
// (methods, toolbar, keys), with the table of the app's Compare tab; events name the pane.
import { expect, test } from '@playwright/test';
import { labsReady, openHost } from './host-page.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

test('algorithms: panes step together, the table and the events follow each run', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = await openHost(page, {
    body: `<mtd-lab id="c" tree="${AIMA}" guess="0" algorithms="alphabeta mtdf mtd-plus"></mtd-lab>
<mtd-lab id="one" tree="${AIMA}" algorithm="mtd-plus" compact></mtd-lab>`,
  });
  await labsReady(page);
  const r = await page.evaluate(async () => {
    const lab = globalThis.document.getElementById('c');
    const tests = [];
    lab.addEventListener('mtd-test', (e) => tests.push([e.detail.algorithm, e.detail.testIndex]));
    const start = (await lab.ready, lab.states.map((s) => [s.algorithm, s.event]));
    await lab.stepTest();
    const firstTest = lab.states.map((s) => [s.algorithm, s.tests.length, s.event === s.events]);
    const state = await lab.runToEnd();
    const end = lab.states.map((s) => [s.algorithm, s.value, s.tests.length, s.leafEvals]);
    const rows = [...lab.shadowRoot.querySelectorAll('table.compare-table tbody tr')].map((tr) => [
      tr.dataset.algorithm,
      tr.querySelector('[data-col=value]').textContent,
      tr.querySelector('[data-col=tests]').textContent,
      tr.querySelector('[data-col=leafEvals]').textContent,
    ]);
    // the same run in a lab of its own: the same numbers
    const one = await globalThis.document.getElementById('one').runToEnd();
    return {
      start,
      firstTest,
      state: state.value,
      end,
      rows,
      tests,
      one: [one.tests.length, one.leafEvals],
    };
  });
  expect(r.start).toEqual([
    ['alphabeta', 0],
    ['mtdf', 0],
    ['mtd-plus', 0],
  ]);
  // one test each (alpha-beta makes none: it goes to its end)
  expect(r.firstTest).toEqual([
    ['alphabeta', 0, true],
    ['mtdf', 1, false],
    ['mtd-plus', 1, false],
  ]);
  expect(r.end).toEqual([
    ['alphabeta', 3, 0, 7],
    ['mtdf', 3, 2, expect.any(Number)],
    ['mtd-plus', 3, 4, r.one[1]],
  ]);
  expect(r.one[0]).toBe(4);
  expect(r.state).toBe(3); // `state`: the first pane's
  expect(r.rows).toEqual(r.end.map(([a, v, t, l]) => [a, String(v), String(t), String(l)]));
  // every test of every pane, once, in order within its pane, named by its pane (the panes'
  // workers answer independently: how their events interleave is not a claim)
  const ofPane = (a) => r.tests.filter(([x]) => x === a).map(([, i]) => i);
  expect(ofPane('mtdf')).toEqual([0, 1]);
  expect(ofPane('mtd-plus')).toEqual([0, 1, 2, 3]);
  expect(ofPane('alphabeta')).toEqual([]);
  expect(r.tests).toHaveLength(6);
  // keys step every pane: Home to the start, → one event each
  await page.locator('#c').focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() =>
      page.evaluate(() => globalThis.document.getElementById('c').states.map((s) => s.event)),
    )
    .toEqual([1, 1, 1]);
  const title = await page.evaluate(
    () =>
      globalThis.document.getElementById('c').shadowRoot.querySelector('.head .title').textContent,
  );
  expect(title).toBe('alpha-beta · MTD(f) · MTD(+∞)');
  await page.locator('#c').screenshot({ path: 'e2e/screenshots/compare-element.png' });
  expect(errors).toEqual([]);
});

test('algorithms: a bad list is refused naming the attribute; removed, one run again', async ({
  page,
}) => {
  await openHost(page, {
    body: `<mtd-lab tree="${AIMA}" algorithms="mtdf negascout"></mtd-lab>`,
  });
  await labsReady(page);
  const r = await page.evaluate(async () => {
    const lab = globalThis.document.querySelector('mtd-lab');
    const seen = [];
    lab.addEventListener('mtd-error', (e) => seen.push([e.detail.field, e.detail.message]));
    lab.setAttribute('algorithms', 'mtdf');
    await lab.ready;
    lab.setAttribute('algorithms', 'mtdf chess');
    await lab.ready;
    const kept = lab.getAttribute('algorithms');
    const panes = lab.states.length;
    lab.removeAttribute('algorithms');
    const single = await lab.runToEnd();
    const stage = lab.shadowRoot.querySelector('.stage').getClientRects().length > 0;
    return { seen, kept, panes, states: lab.states, value: single.value, stage };
  });
  expect(r.seen).toEqual([
    [
      'algorithms',
      "algorithms: 'mtdf' is not two to four different algorithms (spaces between, e.g. alphabeta mtdf mtd-plus)",
    ],
    [
      'algorithms',
      expect.stringMatching(/^algorithms: 'chess' is not an algorithm \(one of minimax,/),
    ],
  ]);
  expect(r).toMatchObject({
    kept: 'mtdf negascout',
    panes: 2,
    states: null,
    value: 3,
    stage: true,
  });
});

test("getState/setState carry compare mode and each pane's event", async ({ page }) => {
  const errors = await openHost(page, {
    body: `<mtd-lab id="c" tree="${AIMA}" guess="0" algorithms="alphabeta mtdf mtd-plus"></mtd-lab>
<mtd-lab id="d" tree="[[1,2],[3,4]]"></mtd-lab>`,
  });
  await labsReady(page);
  const r = await page.evaluate(async () => {
    const c = globalThis.document.getElementById('c');
    const d = globalThis.document.getElementById('d');
    await c.ready;
    await c.stepTest();
    await c.stepTest();
    const events = c.states.map((s) => [s.algorithm, s.event]);
    await d.setState(c.getState());
    return {
      events,
      restored: d.states.map((s) => [s.algorithm, s.event]),
      mode: d.getAttribute('algorithms'),
    };
  });
  // the panes stand at different events (alpha-beta at its end, the MTDs after two tests)
  expect(r.events[1][1]).toBeGreaterThan(0);
  expect(r.events[0][1]).not.toEqual(r.events[1][1]);
  expect(r.restored).toEqual(r.events);
  expect(r.mode).toBe('alphabeta mtdf mtd-plus');
  // a state of a lab alone takes the panes away again
  const single = await page.evaluate(async () => {
    const d = globalThis.document.getElementById('d');
    const one = globalThis.document.createElement('mtd-lab');
    one.setAttribute('tree', '[[5,6],[7,8]]');
    one.setAttribute('event', '3');
    globalThis.document.body.append(one);
    await one.ready;
    await d.setState(one.getState());
    return { states: d.states, mode: d.getAttribute('algorithms'), event: d.state.event };
  });
  expect(single).toEqual({ states: null, mode: null, event: 3 });
  expect(errors).toEqual([]);
});
