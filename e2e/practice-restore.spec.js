// A practice round survives a reload (issue 19): the question reached, the answers given
// and the score come back from the stored progress (www/learn/practice/progress-store.js);
// a stored record that is damaged is dropped with one line and the round starts again. The
// round and its answers are computed here in Node by the same wasm core (www/testing/).
import { expect, test } from '@playwright/test';
import { WasmEngine } from '../www/testing/wasm-engine.js';
import { recordRun } from '../www/learn/runs.js';
import { practiceRound } from '../www/learn/practice/questions.js';
import { practiceGame, practiceHash } from '../www/learn/practice/permalink.js';

test.describe.configure({ timeout: 120_000 });

const EX = { branching: 3, depth: 3, seed: 1 };

async function expectedRound(ex) {
  const engine = await WasmEngine.create();
  const game = practiceGame(ex);
  const ab = await recordRun(engine, { game, algorithm: 'alphabeta' });
  const mtdf = await recordRun(engine, { game, algorithm: 'mtdf', guess: 0 });
  return practiceRound({ ab, mtdf });
}

/** Opens the exercise with nothing stored (cleared once: a reload keeps what was stored). */
async function open(page, ex) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/${practiceHash(ex)}`);
  await page.reload();
  return errors;
}

/** Answers `q` rightly or wrongly (`right`), from the keyboard's controls. */
async function answer(page, q, right) {
  const form = page.locator('#practice-form');
  const a = q.answer;
  if (q.kind === 'leaves') {
    // right: every leaf evaluated; wrong: none picked
    if (right) for (const leaf of a.leaves) await form.locator(`[data-leaf="${leaf}"]`).click();
  } else if (q.kind === 'child') {
    const other = ['searched', 'alpha-cut', 'beta-cut'].find((c) => c !== a.choice);
    await form.locator(`input[value="${right ? a.choice : other}"]`).check();
  } else if (q.kind === 'tt') {
    await form.locator(`input[value="${a.cutoff === right ? 'yes' : 'no'}"]`).check();
  } else if (q.kind === 'return') {
    await form.locator('input[type=text]').fill(String(right ? a.g : a.g + 1));
    await form.locator(`input[value="${a.bound}"]`).check();
  } else {
    await form.locator('input[type=text]').fill(String(right ? a.beta : a.beta + 1));
  }
  await page.locator('#practice-check').click();
}

test('two questions answered, reloaded: the same question, answers and score are shown', async ({
  page,
}) => {
  const round = await expectedRound(EX);
  const n = round.length;
  expect(n).toBeGreaterThan(3);
  const errors = await open(page, EX);
  const view = page.locator('#learn-practice .learn-split');
  const progress = page.locator('#practice-progress');
  const score = page.locator('#practice-score');
  await expect(view).toHaveAttribute('data-question', '0');
  await answer(page, round[0], true);
  await expect(view).toHaveAttribute('data-result', 'right');
  await page.locator('#practice-next').click();
  await expect(view).toHaveAttribute('data-question', '1');
  await answer(page, round[1], false);
  await expect(view).toHaveAttribute('data-result', 'wrong');
  await expect(score).toHaveText(`Score: 1 / 2 answered (of ${n})`);

  // reloaded with the second question answered: it is shown answered, wrong, score kept
  await page.reload();
  await expect(view).toHaveAttribute('data-question', '1');
  await expect(view).toHaveAttribute('data-state', 'answered');
  await expect(view).toHaveAttribute('data-result', 'wrong');
  await expect(progress).toHaveText(`Question 2 of ${n}`);
  await expect(score).toHaveText(`Score: 1 / 2 answered (of ${n})`);
  await expect(page.locator('#practice-resumed')).toHaveText(
    `Your round was restored: question 2 of ${n}, with your answers.`,
  );

  // on to the third, reloaded again: the third is asked, the score the same
  await page.locator('#practice-next').click();
  await expect(view).toHaveAttribute('data-question', '2');
  await page.reload();
  await expect(view).toHaveAttribute('data-question', '2');
  await expect(view).toHaveAttribute('data-state', 'asking');
  await expect(progress).toHaveText(`Question 3 of ${n}`);
  await expect(score).toHaveText(`Score: 1 / 2 answered (of ${n})`);
  // and it is answered as before
  await answer(page, round[2], true);
  await expect(score).toHaveText(`Score: 2 / 3 answered (of ${n})`);
  expect(errors).toEqual([]);
});

test('a damaged record of a round is dropped with one line; the round starts again', async ({
  page,
}) => {
  const errors = [];
  page.on('pageerror', (err) => errors.push(err));
  await page.addInitScript(() => localStorage.setItem('mtdlab.practice', '{"version":1,"exer'));
  await page.goto(`/${practiceHash(EX)}`);
  const view = page.locator('#learn-practice .learn-split');
  await expect(view).toHaveAttribute('data-question', '0');
  await expect(page.locator('#practice-resumed')).toHaveText(
    'The stored progress of a round was damaged and was dropped; the round starts again.',
  );
  expect(errors).toEqual([]);
});
