// The Learn tab against dist/ with the real wasm engine: a lesson followed step by step (the
// numbers in its text equal the element's state at the step shown), a practice round with
// a right and a wrong answer (score, explanation with the deciding numbers), a permalinked
// exercise reproducing the same tree and questions, and answering by keyboard alone. The
// expected answers are computed here in Node by the same wasm core (www/testing/).
/* global document -- page.evaluate callbacks run in the browser */
import { expect, test } from '@playwright/test';
import { WasmEngine } from '../www/testing/wasm-engine.js';
import { recordRun } from '../www/learn/runs.js';
import { practiceRound } from '../www/learn/practice/questions.js';
import { checkAnswer } from '../www/learn/practice/check.js';
import { explain, prompt } from '../www/learn/practice/explain.js';
import { practiceGame, practiceHash } from '../www/learn/practice/permalink.js';
import { learnText } from '../www/learn/../i18n/learn.js';
import { LESSONS } from '../www/learn/lessons/index.js';
import { showValue } from '../www/i18n/values.js';

const L = learnText('en');
// each test searches its trees in the page's workers and again here in Node, on a machine
// shared with other work: more time than the default, never a wait for a fixed time
test.describe.configure({ timeout: 120_000 });
const labState = (page, sel) => page.evaluate((s) => document.querySelector(s).state, sel);

async function open(page, hash) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.addInitScript(() => localStorage.clear());
  await page.goto(`/${hash}`);
  await expect(page.locator('#status')).toHaveAttribute('data-state', 'ready');
  return errors;
}

/** The round of an exercise, as the page must ask it (the same core, in Node). */
let nodeEngine = null;
async function expectedRound(ex) {
  nodeEngine ??= await WasmEngine.create();
  const engine = nodeEngine;
  const game = practiceGame(ex);
  const ab = await recordRun(engine, { game, algorithm: 'alphabeta' });
  const mtdf = await recordRun(engine, { game, algorithm: 'mtdf', guess: 0 });
  return practiceRound({ ab, mtdf });
}

/** The first exercise from seed 1 on whose round `pred` accepts (a tree that shows cuts). */
async function findExercise(size, pred) {
  for (let seed = 1; seed <= 50; seed++) {
    const ex = { ...size, seed };
    const round = await expectedRound(ex);
    if (pred(round)) return { ex, round };
  }
  throw new Error('no exercise of seeds 1…50 fits');
}

/** A wrong answer of the question's kind, as the controls give it. */
function wrongOf(q) {
  switch (q.kind) {
    case 'leaves':
      return { leaves: q.answer.leaves.slice(1) };
    case 'child':
      return { choice: q.answer.choice === 'searched' ? 'alpha-cut' : 'searched' };
    case 'tt':
      return { cutoff: !q.answer.cutoff };
    case 'return':
      return { g: q.answer.g + 1, bound: q.answer.bound };
    case 'next-beta':
      return { beta: q.answer.beta - 1 };
  }
}

/** Gives `answer` to the question shown, with the mouse. */
async function answerWith(page, q, answer) {
  const form = page.locator('#practice-form');
  if (q.kind === 'leaves') {
    for (const leaf of answer.leaves) await form.locator(`[data-leaf="${leaf}"]`).click();
  } else if (q.kind === 'child') {
    await form.locator(`input[value="${answer.choice}"]`).check();
  } else if (q.kind === 'tt') {
    await form.locator(`input[value="${answer.cutoff ? 'yes' : 'no'}"]`).check();
  } else if (q.kind === 'return') {
    await form.locator('input[type=text]').fill(String(answer.g));
    await form.locator(`input[value="${answer.bound}"]`).check();
  } else {
    await form.locator('input[type=text]').fill(String(answer.beta));
  }
  await page.locator('#practice-check').click();
}

const parse = (t) => Number(t.replace('−', '-'));

test('a lesson followed step by step: its numbers are the element’s state at each step', async ({
  page,
}) => {
  const errors = await open(page, '#lesson=alphabeta');
  const article = page.locator('#lesson');
  await expect(article).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#tab-learn')).toHaveAttribute('aria-selected', 'true');
  const lesson = LESSONS.find((l) => l.id === 'alphabeta');
  for (const [i, step] of lesson.steps.entries()) {
    // the reader changed the lab's algorithm: Show me goes back to the lesson's run
    if (i > 0) {
      await page.evaluate(() => document.querySelector('#lesson-lab').load({ algorithm: 'mtdf' }));
    }
    const item = article.locator(`li[data-mark="${step.mark}"]`);
    const k = Number(await item.locator('.show-me').getAttribute('data-k'));
    await item.locator('.show-me').click();
    await expect(article).toHaveAttribute('data-shown', step.mark);
    const s = await labState(page, '#lesson-lab');
    expect(s.event).toBe(k);
    expect(s.step.kind).toBe('cut');
    await expect(page.locator('#lesson-lab')).toHaveAttribute('algorithm', 'alphabeta');
    // every number of the step's text that names the step is the element's
    for (const field of ['g', 'alpha', 'beta']) {
      const nums = item.locator(`.num[data-key="${step.mark}.${field}"]`);
      for (const t of await nums.allTextContents()) expect(parse(t)).toBe(s.step[field]);
    }
    const win = await item.locator(`.num[data-key="${step.mark}.window"]`).first().textContent();
    expect(win).toBe(`(${showValue(s.step.alpha)}, ${showValue(s.step.beta)})`);
    // the element's narration says the same cut
    await expect(page.locator('#lesson-lab .narration')).toContainText(
      step.mark === 'beta' ? 'β-cut' : 'α-cut',
    );
  }
  await page.screenshot({ path: 'e2e/screenshots/learn-lesson.png', fullPage: true });
  // the run's totals in the text are the element's at the end
  const end = await page.evaluate(() => document.querySelector('#lesson-lab').runToEnd());
  const leaves = await article.locator('.num[data-key="leaves"]').first().textContent();
  expect(parse(leaves)).toBe(end.leafEvals);
  expect(parse(await article.locator('.num[data-key="value"]').first().textContent())).toBe(
    end.value,
  );
  // a term opens the glossary
  await article.locator('button.term[data-term="beta-cut"]').first().click();
  await expect(page.locator('#glossary-dialog')).toBeVisible();
  await expect(page.locator('#glossary-dialog')).toContainText('A cut at a MAX node');
  await page.locator('#glossary-close').click();
  // the next lesson
  await page.locator('#lesson-next').click();
  await expect(article).toHaveAttribute('data-lesson', 'fail-soft');
  await expect(article).toHaveAttribute('data-state', 'ready');
  expect(errors).toEqual([]);
});

test('the element’s narration links its terms to the glossary', async ({ page }) => {
  await open(page, '#lesson=tt');
  await expect(page.locator('#lesson')).toHaveAttribute('data-state', 'ready');
  await page.locator('#lesson li[data-mark="cutoff"] .show-me').click();
  await expect(page.locator('#lesson')).toHaveAttribute('data-shown', 'cutoff');
  const term = page.locator('#lesson-lab .narration button.term[data-term="tt-cutoff"]');
  await expect(term).toHaveText('TT cutoff');
  await term.click();
  await expect(page.locator('#glossary-dialog')).toContainText(
    'answers the call without searching',
  );
  await page.locator('#glossary-all').click();
  await expect(page.locator('#learn-glossary')).toBeVisible();
  await expect(page.locator('#term-tt-cutoff')).toBeFocused();
});

test('a practice round: a right answer scores, a wrong one is explained with its numbers', async ({
  page,
}) => {
  // a tree where alpha-beta cuts leaves and the second question is about a cut
  const { ex, round } = await findExercise(
    { branching: 3, depth: 3 },
    (r) => r[0].answer.leaves.length < r[0].leaves.length && r[2].answer.choice === 'beta-cut',
  );
  const errors = await open(page, practiceHash(ex));
  const view = page.locator('#learn-practice .learn-split');
  await expect(view).toHaveAttribute('data-paused', String(round[0].k));
  // first question: right
  await expect(page.locator('#practice-question')).toHaveText(prompt(round[0], L, 'en'));
  await answerWith(page, round[0], round[0].answer);
  await expect(page.locator('#practice-form [data-verdict="missed"]')).toHaveCount(0);
  await expect(view).toHaveAttribute('data-result', 'right');
  await expect(page.locator('#practice-feedback .verdict')).toHaveText(L.right);
  await expect(page.locator('#practice-score')).toHaveText(L.score(1, 1, round.length));
  await page.screenshot({ path: 'e2e/screenshots/learn-practice-right.png', fullPage: true });
  // second question: right again
  await page.locator('#practice-next').click();
  await expect(view).toHaveAttribute('data-question', '1');
  await answerWith(page, round[1], round[1].answer);
  await expect(page.locator('#practice-score')).toHaveText(L.score(2, 2, round.length));
  // third question (a cut): wrong, explained with the numbers that decide it
  await page.locator('#practice-next').click();
  const q = round[2];
  await expect(view).toHaveAttribute('data-question', '2');
  await expect(view).toHaveAttribute('data-paused', String(q.k));
  const s = await labState(page, '#practice-lab');
  expect(s.event).toBe(q.k);
  await expect(page.locator('#practice-question')).toHaveText(prompt(q, L, 'en'));
  const wrong = wrongOf(q);
  await answerWith(page, q, wrong);
  await expect(view).toHaveAttribute('data-result', 'wrong');
  await expect(page.locator('#practice-feedback .verdict')).toHaveText(L.wrong);
  const why = explain(q, checkAnswer(q, wrong), L, 'en');
  await expect(page.locator('#practice-feedback .why')).toHaveText(why);
  await expect(page.locator('#practice-score')).toHaveText(L.score(2, 3, round.length));
  await page.screenshot({ path: 'e2e/screenshots/learn-practice-wrong.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('a permalinked exercise gives the same tree and questions; a bad link is named', async ({
  browser,
}) => {
  const ex = { branching: 3, depth: 3, seed: 42 };
  const round = await expectedRound(ex);
  const prompts = [];
  for (let i = 0; i < 2; i++) {
    const page = await browser.newPage();
    await open(page, practiceHash(ex));
    const view = page.locator('#learn-practice .learn-split');
    await expect(view).toHaveAttribute('data-state', 'asking');
    await expect(page.locator('#practice-seed')).toHaveValue('42');
    await expect(page.locator('#practice-link')).toHaveValue(
      /#practice=branching:3,depth:3,seed:42$/,
    );
    const seen = [];
    for (let j = 0; j < 3; j++) {
      await expect(view).toHaveAttribute('data-question', String(j));
      seen.push(await page.locator('#practice-question').textContent());
      await answerWith(page, round[j], round[j].answer);
      await page.locator('#practice-next').click();
    }
    prompts.push(seen);
    await page.close();
  }
  expect(prompts[0]).toEqual(prompts[1]);
  expect(prompts[0]).toEqual(round.slice(0, 3).map((q) => prompt(q, L, 'en')));
  const page = await browser.newPage();
  await open(page, '#practice=branching:3,depth:9,seed:1');
  await expect(page.locator('#learn-error')).toHaveText(
    'Practice link: depth must be a whole number 2…4, not “9”.',
  );
  await expect(page.locator('#learn-practice')).toBeVisible();
  await page.close();
  const other = await browser.newPage();
  await open(other, '#lesson=nope');
  await expect(other.locator('#learn-error')).toContainText('Lesson link: no lesson “nope”');
  await expect(other.locator('#lesson')).toHaveAttribute('data-state', 'ready');
  await other.close();
});

test('practice answered with the keyboard alone', async ({ page }) => {
  const ex = { branching: 2, depth: 2, seed: 8 };
  const round = await expectedRound(ex);
  await open(page, practiceHash(ex));
  const view = page.locator('#learn-practice .learn-split');
  for (const [i, q] of round.slice(0, 4).entries()) {
    await expect(view).toHaveAttribute('data-question', String(i));
    await expect(view).toHaveAttribute('data-paused', String(q.k));
    // the focus is on the question's first control
    if (q.kind === 'leaves') {
      for (const l of q.leaves) {
        if (q.answer.leaves.includes(l.leaf)) await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
      }
      await expect(page.locator('#practice-check')).toBeFocused();
      await page.keyboard.press('Enter');
    } else if (q.kind === 'child' || q.kind === 'tt') {
      const values = q.kind === 'child' ? ['searched', 'alpha-cut', 'beta-cut'] : ['yes', 'no'];
      const want = q.kind === 'child' ? q.answer.choice : q.answer.cutoff ? 'yes' : 'no';
      await page.keyboard.press('Space');
      for (let n = 0; n < values.indexOf(want); n++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    } else if (q.kind === 'return') {
      await page.keyboard.type(String(q.answer.g));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      const n = ['lower', 'upper', 'exact'].indexOf(q.answer.bound);
      for (let m = 0; m < n; m++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    } else {
      await page.keyboard.type(String(q.answer.beta));
      await page.keyboard.press('Enter');
    }
    await expect(view).toHaveAttribute('data-result', 'right');
    await expect(page.locator('#practice-score')).toHaveText(L.score(i + 1, i + 1, round.length));
    await page.keyboard.press('n');
  }
});
