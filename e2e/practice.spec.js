// Practice in a classroom (issue 17, item 1): while a question is open nothing the lab shows
// answers it, playback cannot pass the question's moment (backward is free), Check shows the
// moment that decides it; leaves are picked on the drawing; the 3×3 tree fills its pane at
// 1366×768 with readable leaves. The expected rounds, answers and the trace's counts are
// computed here in Node by the same wasm core (www/testing/).
/* global document, getComputedStyle */
import { expect, test } from '@playwright/test';
import { WasmEngine } from '../www/testing/wasm-engine.js';
import { recordRun } from '../www/learn/runs.js';
import { practiceRound } from '../www/learn/practice/questions.js';
import { practiceGame, practiceHash } from '../www/learn/practice/permalink.js';
import { Kind, eventAt } from '../www/state/events.js';
import { nodeName } from '../www/i18n/narrate.js';

// whole rounds answered on a shared machine: room to finish (nothing is timed)
test.describe.configure({ timeout: 300_000 });

let nodeEngine = null;
async function expected(ex) {
  nodeEngine ??= await WasmEngine.create();
  const game = practiceGame(ex);
  const ab = await recordRun(nodeEngine, { game, algorithm: 'alphabeta' });
  const mtdf = await recordRun(nodeEngine, { game, algorithm: 'mtdf', guess: 0 });
  return { runs: { ab, mtdf }, round: practiceRound({ ab, mtdf }) };
}

async function open(page, ex) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.addInitScript(() => localStorage.clear());
  await page.goto(`/${practiceHash(ex)}`);
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  return errors;
}

const minus = (n) => String(n).replace('-', '−');
const SIGN = { lower: '≥', upper: '≤', exact: '=' };

/** What the lab shows, read from its shadow DOM: the narration, the lit pseudocode line,
 * the TT panel, the counters, the chart's texts, the whole visible text, and node `id`'s
 * own texts and classes with those of its children (`children`: `{ move, cls, text }`). */
function shown(page, id) {
  return page.evaluate((id) => {
    const lab = document.querySelector('#practice-lab');
    const root = lab.shadowRoot;
    const text = (sel) => [...root.querySelectorAll(sel)].map((e) => e.textContent).join(' | ');
    const tree = lab._tree.tree;
    const nodeText = (n) => {
      const g = root.querySelector(`.node[data-id="${n}"]`);
      return g ? { cls: g.getAttribute('class'), text: g.textContent } : null;
    };
    const children = [];
    if (id >= 0) {
      for (let n = 0; n < tree.parent.length; n++) {
        if (tree.parent[n] === id) children.push({ move: tree.child[n], ...nodeText(n) });
      }
    }
    return {
      narration: text('.narration'),
      lit: text('.code .line.active'),
      tt: text('.tt-status') + ' | ' + text('table.tt'),
      counters: text('.counters'),
      chart: text('svg.bounds text'),
      all: root.querySelector('.lab').innerText,
      node: id >= 0 ? nodeText(id) : null,
      children,
      evaluatedLeaves: root.querySelectorAll('.node.leaf.evaluated').length,
      state: lab.state,
      hold: lab.getAttribute('hold'),
    };
  }, id);
}

/** The probes with an entry found, and those that cut off, in the first `k` events. */
function ttCounts(run, k) {
  let hits = 0;
  let cutoffs = 0;
  for (let i = 0; i < k; i++) {
    const e = eventAt(run.events, i);
    if (e.kind === Kind.Probe && e.c & 1) hits++;
    if (e.kind === Kind.Probe && e.c & 2) cutoffs++;
  }
  return { hits, cutoffs };
}

/** Nothing of what `s` (the lab before Check) shows is the answer of `q`. */
function expectNoAnswer(q, s, run) {
  const where = `question ${q.index} (${q.kind}, k ${q.k})`;
  const words = [s.narration, s.lit].join(' | ');
  const name = q.node ? nodeName(q.node, 'en') : null;
  const Name = name ? name[0].toUpperCase() + name.slice(1) : null;
  expect(s.state.event, where).toBe(q.k);
  if (q.kind === 'return') {
    const g = minus(q.answer.g);
    const sign = SIGN[q.answer.bound];
    // the node's mark, the TT's line and the chart do not show the value with its sign
    for (const t of [s.node?.text ?? '', s.tt, s.chart, s.all]) {
      expect(t, where).not.toContain(`${sign}${g}`);
      expect(t, where).not.toContain(`${sign} ${g}`);
    }
    // the narration says nothing the node itself did: no return, store or cut of it yet
    for (const w of [`${Name} returns`, `${name} returns`, `TT: ${name}`, `cut at ${name}`]) {
      expect(words, where).not.toContain(w);
    }
  } else if (q.kind === 'child') {
    // no cut said, none drawn on the children left; the next child not entered
    for (const w of ['β-cut', 'α-cut', 'not searched', 'Enter '])
      expect(words, where).not.toContain(w);
    for (const c of s.children.filter((c) => c.move >= q.child)) {
      expect(c.cls, where).not.toMatch(/\bcut\b/);
      expect(c.cls, where).toMatch(/\bunseen\b/);
    }
  } else if (q.kind === 'tt') {
    for (const w of ['TT cutoff', 'TT knows', 'does not decide', 'without searching']) {
      expect(words, where).not.toContain(w);
    }
    expect(s.node?.cls ?? '', where).not.toMatch(/\btt\b/);
    // the counters are those before the probe
    const { hits, cutoffs } = ttCounts(run, q.k);
    expect([s.state.ttHits, s.state.ttCutoffs], where).toEqual([hits, cutoffs]);
  } else if (q.kind === 'next-beta') {
    const b = minus(q.answer.beta);
    expect(s.all, where).not.toContain(`β = ${b}`);
    for (const t of [words, s.chart]) {
      expect(t, where).not.toContain(`β = ${b}`);
      expect(t, where).not.toContain(`Test ${q.test + 1}`);
    }
    expect(s.state.tests.length, where).toBe(q.test);
  } else {
    expect(s.evaluatedLeaves, where).toBe(0);
    expect(s.state.leafEvals, where).toBe(0);
  }
  // and no verdict or answer text anywhere
  expect(s.all, where).not.toMatch(/The answer is|Right!|Not quite/);
}

/** Gives the right answer to `q` (leaves: clicked on the drawing). */
async function answer(page, q) {
  const form = page.locator('#practice-form');
  if (q.kind === 'leaves') {
    const lab = page.locator('#practice-lab');
    for (const leaf of q.answer.leaves)
      await lab.locator(`.node.leaf[data-leaf="${leaf}"]`).click();
  } else if (q.kind === 'child') {
    await form.locator(`input[value="${q.answer.choice}"]`).check();
  } else if (q.kind === 'tt') {
    await form.locator(`input[value="${q.answer.cutoff ? 'yes' : 'no'}"]`).check();
  } else if (q.kind === 'return') {
    await form.locator('input[type=text]').fill(String(q.answer.g));
    await form.locator(`input[value="${q.answer.bound}"]`).check();
  } else {
    await form.locator('input[type=text]').fill(String(q.answer.beta));
  }
  await page.locator('#practice-check').click();
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 42];

for (const seed of SEEDS) {
  test(`3×3 seed ${seed}: no question is answered on screen, playback is held, Check shows it`, async ({
    page,
  }) => {
    const ex = { branching: 3, depth: 3, seed };
    const { runs, round } = await expected(ex);
    const errors = await open(page, ex);
    const view = page.locator('#learn-practice .learn-split');
    const lab = page.locator('#practice-lab');
    const kinds = new Set();
    for (const q of round) {
      kinds.add(q.kind);
      const run = q.algorithm === 'alphabeta' ? runs.ab : runs.mtdf;
      await expect(view).toHaveAttribute('data-question', String(q.index));
      await expect(view).toHaveAttribute('data-paused', String(q.k));
      await expect(lab).toHaveAttribute('hold', String(q.k));
      expectNoAnswer(q, await shown(page, q.node?.id ?? -1), run);
      // forward is refused (the toolbar's buttons disabled; the keys and the script API do
      // nothing), and said why
      const stepButton = lab.locator('.toolbar [data-action="step"]');
      await expect(stepButton).toBeDisabled();
      await expect(lab.locator('.toolbar [data-action="end"]')).toBeDisabled();
      await lab.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('End');
      const stepped = await page.evaluate(() => document.querySelector('#practice-lab').step());
      expect(stepped.event).toBe(q.k);
      await expect(page.locator('#practice-held')).not.toBeEmpty();
      // backward is free, and forward again up to the question's moment
      if (q.k > 0) {
        const back = await page.evaluate(() => document.querySelector('#practice-lab').back());
        expect(back.event).toBe(q.k - 1);
        const again = await page.evaluate(() => document.querySelector('#practice-lab').stepTest());
        expect(again.event).toBe(q.k);
      }
      expectNoAnswer(q, await shown(page, q.node?.id ?? -1), run);
      // Check: the moment that decides the answer is shown, and the run is free again
      await answer(page, q);
      await expect(view).toHaveAttribute('data-result', 'right');
      await expect(lab).not.toHaveAttribute('hold', /.*/);
      if (q.reveal < run.summary.eventCount) await expect(stepButton).toBeEnabled();
      await expect.poll(async () => (await shown(page, -1)).state.event).toBe(q.reveal);
      const after = await shown(page, q.node?.id ?? -1);
      const name = q.node ? nodeName(q.node, 'en') : '';
      if (q.kind === 'return')
        expect(after.narration.toLowerCase()).toContain(`${name} returns ${minus(q.answer.g)}`);
      if (q.kind === 'child' && q.answer.choice !== 'searched')
        expect(after.narration).toContain(q.answer.choice === 'beta-cut' ? 'β-cut' : 'α-cut');
      if (q.kind === 'next-beta') expect(after.narration).toContain(`β = ${minus(q.answer.beta)}`);
      if (q.kind === 'leaves')
        expect(after.state.leafEvals).toBe(runs.ab.summary.counters.leafEvals);
      if (q.index + 1 < round.length) await page.locator('#practice-next').click();
    }
    expect([...kinds].sort()).toEqual(['child', 'leaves', 'next-beta', 'return', 'tt']);
    expect(errors).toEqual([]);
  });
}

test('leaves are picked on the drawing: by click, and by Tab and Enter', async ({ page }) => {
  const ex = { branching: 3, depth: 3, seed: 42 };
  const { round } = await expected(ex);
  const q = round[0];
  expect(q.kind).toBe('leaves');
  await open(page, ex);
  const view = page.locator('#learn-practice .learn-split');
  await expect(view).toHaveAttribute('data-paused', '0');
  const lab = page.locator('#practice-lab');
  const leaf = (i) => lab.locator(`.node.leaf[data-leaf="${i}"]`);
  const button = (i) => page.locator(`#practice-form [data-leaf="${i}"]`);
  // a click picks (the leaf drawn pressed, its button too), a second click unpicks
  await leaf(3).click();
  await expect(leaf(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(3)).toHaveAttribute('aria-pressed', 'true');
  await leaf(3).click();
  await expect(leaf(3)).toHaveAttribute('aria-pressed', 'false');
  await expect(button(3)).toHaveAttribute('aria-pressed', 'false');
  // the keyboard: Tab reaches the leaves in order, Enter (or Space) picks
  await leaf(0).focus();
  await expect(leaf(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(leaf(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(leaf(2)).toBeFocused();
  await page.keyboard.press(' ');
  for (const i of [0, 1, 2]) {
    await expect(leaf(i)).toHaveAttribute('aria-pressed', 'true');
    await expect(button(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(leaf(0)).toHaveAttribute('aria-label', /^Leaf 0: /);
  // Enter on a leaf picks; it does not step the run (held at 0 anyway)
  expect((await shown(page, -1)).state.event).toBe(0);
  // the rest of the answer by click; Check scores it right
  for (const l of q.answer.leaves.filter((l) => l > 2)) await leaf(l).click();
  await page.locator('#practice-check').click();
  await expect(view).toHaveAttribute('data-result', 'right');
  // answered: the leaves are no longer buttons
  await expect(leaf(0)).not.toHaveAttribute('role', 'button');
});

test('at 1366×768 the 3×3 tree fills its pane: 27 leaves inside it, values ≥ 12 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const ex = { branching: 3, depth: 3, seed: 42 };
  await open(page, ex);
  await expect(page.locator('#learn-practice .learn-split')).toHaveAttribute('data-paused', '0');
  const m = await page.evaluate(() => {
    const root = document.querySelector('#practice-lab').shadowRoot;
    const pane = root.querySelector('.tree-pane svg.tree').getBoundingClientRect();
    const leaves = [...root.querySelectorAll('.node.leaf')].map((g) => {
      const r = g.querySelector('.shape').getBoundingClientRect();
      const v = g.querySelector('.value');
      // the size drawn: the font size times the view's zoom
      const zoom = v.getScreenCTM().a;
      return {
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        px: parseFloat(getComputedStyle(v).fontSize) * zoom,
        text: v.textContent,
      };
    });
    return {
      pane: { left: pane.left, right: pane.right, top: pane.top, bottom: pane.bottom },
      leaves,
    };
  });
  expect(m.leaves).toHaveLength(27);
  for (const l of m.leaves) {
    expect(l.left).toBeGreaterThanOrEqual(m.pane.left);
    expect(l.right).toBeLessThanOrEqual(m.pane.right);
    expect(l.top).toBeGreaterThanOrEqual(m.pane.top);
    expect(l.bottom).toBeLessThanOrEqual(m.pane.bottom);
    expect(l.text).not.toBe('');
    expect(l.px).toBeGreaterThanOrEqual(12);
  }
  // the pane is in the first screen, not below it
  expect(m.pane.bottom).toBeLessThanOrEqual(768);
});

test('screenshots: the issue’s question 6 (seed 42) before and after Check at 1366×768', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const ex = { branching: 3, depth: 3, seed: 42 };
  const { round } = await expected(ex);
  await open(page, ex);
  const view = page.locator('#learn-practice .learn-split');
  for (const q of round.slice(0, 5)) {
    await expect(view).toHaveAttribute('data-paused', String(q.k));
    await answer(page, q);
    await page.locator('#practice-next').click();
  }
  const q = round[5];
  expect(q.kind).toBe('return');
  await expect(view).toHaveAttribute('data-paused', String(q.k));
  await expect(page.locator('#practice-question')).toContainText('MTD(f), test 1, β = 0: ');
  await page.evaluate(() => document.scrollingElement.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/practice-q6-before.png' });
  await answer(page, q);
  await expect(view).toHaveAttribute('data-result', 'right');
  await expect(page.locator('#practice-lab .narration')).toContainText('returns 9');
  await page.evaluate(() => document.scrollingElement.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/practice-q6-after.png' });
});
