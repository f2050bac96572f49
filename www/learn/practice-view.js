// The Practice view: a generated tree (branching, depth, seed: the link's exercise), its
// alpha-beta and MTD(f) runs recorded by the engine, and a round of questions asked at
// decision points of those runs while the <mtd-lab> beside shows the run paused there.
// Answers are checked against the trace (www/learn/practice/), a wrong one explained with
// the numbers that decide it; a score is kept. Everything works from the keyboard.
import { PRACTICE_FIELDS, SIZES, practiceGame, practiceHash } from './practice/permalink.js';
import { practiceRound } from './practice/questions.js';
import { checkAnswer, readWhole, scoreAfter } from './practice/check.js';
import { explain, promptParts } from './practice/explain.js';
import { heldNote } from './practice/context.js';
import { loadPractice, practiceStoreMessages, savePractice } from './practice/progress-store.js';
import { pageStorage } from '../app/session-store.js';
import { fullConfig, recordRun } from './runs.js';
import { seekIn } from './lab-run.js';
import { linkTerms } from './term-links.js';
import { segmentNodes } from './segments-view.js';
import { ownsKeys } from '../controls/keys.js';
import { html } from '../render/svg.js';

const CHOICES = {
  child: ['searched', 'alpha-cut', 'beta-cut'],
  tt: ['yes', 'no'],
  bound: ['lower', 'upper', 'exact'],
};

/** A group of radio buttons: `{ el, value() }`. */
function radios(name, legend, options) {
  const inputs = options.map(([value, label], i) => {
    const input = html('input', { type: 'radio', name, value, id: `${name}-${value}` });
    return {
      input,
      el: html('label', { for: `${name}-${value}`, class: 'choice' }, [input, label]),
      i,
    };
  });
  const el = html('fieldset', { class: 'choices' }, [
    html('legend', { text: legend }),
    ...inputs.map((x) => x.el),
  ]);
  return {
    el,
    value: () => inputs.find((x) => x.input.checked)?.input.value ?? null,
    set: (value) => {
      for (const x of inputs) x.input.checked = x.input.value === value;
    },
  };
}

/** A field for a whole number typed as an answer: `{ input, el }`. */
function wholeField(id, label) {
  const input = html('input', { type: 'text', id, inputmode: 'numeric', autocomplete: 'off' });
  return { input, el: html('label', { for: id, class: 'number' }, [label, input]) };
}

/**
 * `{ root, lab, start(exercise), exercise() }`. `engine()` gives the page's engine,
 * `onTerm(id)` opens the glossary, `onExercise(ex)` is told the exercise started (the
 * page's link).
 */
export function buildPracticeView({ engine, lang, L, onTerm, onExercise = () => {} }) {
  const lab = document.createElement('mtd-lab');
  lab.id = 'practice-lab';
  lab.setAttribute('lang', lang);
  // the tree over the lab's whole width (27 leaves read at a laptop's width), no settings
  // (the run is the question's), playback held at the question's moment until answered
  lab.setAttribute('layout', 'stacked');
  lab.setAttribute('controls', 'toolbar tree narration code tt counters chart');

  // ---- the exercise's settings ----
  const field = (id, label, value) => {
    const input = html('input', { id, type: 'number', step: 1, value, inputmode: 'numeric' });
    return { input, el: html('label', { for: id }, [label, input]) };
  };
  const size = html('select', { id: 'practice-size' });
  for (const [k, v] of Object.entries(SIZES)) {
    size.append(html('option', { value: k, text: `${L.sizes[k]} (${v.branching}×${v.depth})` }));
  }
  const fb = field('practice-branching', L.branching, SIZES.medium.branching);
  const fd = field('practice-depth', L.depth, SIZES.medium.depth);
  const fs = field('practice-seed', L.seed, PRACTICE_FIELDS.seed.default);
  size.value = 'medium';
  size.addEventListener('change', () => {
    fb.input.value = SIZES[size.value].branching;
    fd.input.value = SIZES[size.value].depth;
  });
  const fieldError = html('p', { class: 'error', id: 'practice-error', role: 'alert' });
  const link = html('input', {
    id: 'practice-link',
    type: 'text',
    readonly: true,
    'aria-label': L.link,
  });
  const startButton = html('button', { type: 'button', id: 'practice-start', text: L.newExercise });
  const another = html('button', { type: 'button', id: 'practice-another', text: L.randomSeed });
  const settings = html('form', { class: 'practice-settings', id: 'practice-settings' }, [
    html('label', { for: 'practice-size' }, [L.size, size]),
    fb.el,
    fd.el,
    fs.el,
    html('div', { class: 'practice-buttons' }, [startButton, another]),
    fieldError,
    html('label', { for: 'practice-link', class: 'practice-link' }, [L.link, link]),
    html('p', { class: 'note', text: L.linkNote }),
  ]);

  // ---- the question ----
  const progress = html('p', { class: 'practice-progress', id: 'practice-progress' });
  const score = html('p', { class: 'practice-score', id: 'practice-score', 'aria-live': 'polite' });
  const question = html('p', { class: 'practice-question', id: 'practice-question' });
  const answerBox = html('div', { class: 'practice-answer' });
  const check = html('button', { type: 'submit', id: 'practice-check', text: L.check });
  const nextButton = html('button', {
    type: 'button',
    id: 'practice-next',
    text: L.nextQuestion,
    hidden: true,
  });
  const feedback = html('div', { class: 'feedback', id: 'practice-feedback', role: 'status' });
  const form = html('form', { class: 'practice-form', id: 'practice-form' }, [
    question,
    answerBox,
    html('div', { class: 'practice-buttons' }, [check, nextButton]),
    feedback,
  ]);
  const panel = html(
    'section',
    { class: 'practice-panel', 'aria-labelledby': 'practice-question' },
    [progress, form, score, html('p', { class: 'keys', text: L.keysHelp })],
  );
  // the question first (beside the tree, in sight at a laptop's height), the exercise's
  // settings under it
  const text = html('div', { class: 'lesson-text practice' }, [panel, settings]);
  const held = html('p', { class: 'practice-held', id: 'practice-held', 'aria-live': 'polite' });
  panel.insertBefore(held, score);
  // one line when a round is resumed after a reload, or its stored progress was dropped
  const resumed = html('p', { class: 'note practice-resumed', id: 'practice-resumed' });
  panel.insertBefore(resumed, progress);
  const storeText = practiceStoreMessages(lang);
  const root = html('div', { class: 'learn-split practice-split' }, [text, lab]);

  let state = null; // { exercise, round, at, score, answered, answers, read, fill }
  let serial = 0;

  /** The full config of the run question `q` is about. */
  const runConfig = (q) =>
    fullConfig({ game: practiceGame(state.exercise), algorithm: q.algorithm, guess: 0 });

  function readFields() {
    const values = { branching: fb.input.value, depth: fd.input.value, seed: fs.input.value };
    const labels = { branching: L.branching, depth: L.depth, seed: L.seed };
    const inputs = { branching: fb.input, depth: fd.input, seed: fs.input };
    const ex = {};
    for (const [k, spec] of Object.entries(PRACTICE_FIELDS)) {
      const v = readWhole(values[k]);
      const bad = v === null || v < spec.min || v > spec.max;
      inputs[k].toggleAttribute('aria-invalid', bad);
      if (bad) {
        fieldError.textContent = L.fieldError(labels[k], spec.min, spec.max);
        inputs[k].focus();
        return null;
      }
      ex[k] = v;
    }
    fieldError.textContent = '';
    return ex;
  }

  function showFields(ex) {
    fb.input.value = ex.branching;
    fd.input.value = ex.depth;
    fs.input.value = ex.seed;
    const named = Object.entries(SIZES).find(
      ([, s]) => s.branching === ex.branching && s.depth === ex.depth,
    );
    if (named) size.value = named[0];
  }

  /** The round's progress kept for a reload (progress-store.js). */
  function saveProgress() {
    const storage = pageStorage();
    if (!storage || !state) return;
    savePractice(storage, { exercise: state.exercise, at: state.at, answers: state.answers });
  }

  /**
   * Starts `ex` (or the fields' exercise): records its runs and asks the first question —
   * or, `resume` (the page opened on it, a reload), the question reached last time, with the
   * answers given then and the score they earn.
   */
  async function start(ex = readFields(), { resume = true } = {}) {
    if (!ex) return;
    const mine = ++serial;
    showFields(ex);
    link.value = `${location.origin}${location.pathname}${practiceHash(ex)}`;
    onExercise(ex);
    root.dataset.state = 'loading';
    progress.textContent = L.preparing;
    question.textContent = '';
    answerBox.replaceChildren();
    feedback.replaceChildren();
    score.textContent = '';
    resumed.textContent = '';
    const game = practiceGame(ex);
    let round;
    try {
      const eng = await engine();
      const ab = await recordRun(eng, { game, algorithm: 'alphabeta' });
      const mtdf = await recordRun(eng, { game, algorithm: 'mtdf', guess: 0 });
      round = practiceRound({ ab, mtdf });
    } catch (err) {
      if (mine !== serial) return;
      root.dataset.state = 'error';
      progress.textContent = String(err?.message ?? err);
      return;
    }
    if (mine !== serial) return;
    state = { exercise: ex, round, at: 0, score: { right: 0, answered: 0 }, answers: [] };
    root.dataset.exercise = practiceHash(ex).slice(1);
    const storage = resume ? pageStorage() : null;
    const kept = storage ? loadPractice(storage, ex, round) : {};
    if (kept.dropped) resumed.textContent = storeText.dropped(kept.dropped);
    if (!kept.answers) return ask(0);
    // the score is earned again by the answers (checked against the trace), not read back
    for (let i = 0; i < kept.at; i++)
      state.score = scoreAfter(state.score, checkAnswer(round[i], kept.answers[i]));
    state.answers = kept.answers.slice(0, kept.at);
    resumed.textContent = storeText.restored(kept.at + 1, round.length);
    await ask(kept.at);
    if (kept.answers.length > kept.at && mine === serial && state.at === kept.at) {
      state.fill?.(kept.answers[kept.at]);
      await answer(kept.answers[kept.at]);
    }
  }

  async function ask(i) {
    const q = state.round[i];
    const mine = serial;
    state.at = i;
    state.answered = false;
    state.fill = null;
    saveProgress();
    root.dataset.state = 'asking';
    root.dataset.question = String(i);
    root.dataset.kind = q.kind;
    progress.textContent = L.questionOf(i + 1, state.round.length);
    // the search asked about, then the question (its terms linked to the glossary)
    const { context, body } = promptParts(q, L, lang);
    question.replaceChildren(
      html('span', { class: 'practice-context', text: context }),
      ...segmentNodes(linkTerms(body, lang), onTerm),
    );
    answerBox.replaceChildren(...controls(q));
    feedback.replaceChildren();
    feedback.className = 'feedback';
    check.hidden = false;
    check.disabled = false;
    nextButton.hidden = true;
    paintScore();
    held.textContent = '';
    // the run paused at the decision point (loaded again if the reader changed the lab) and
    // held there: nothing past it, which would say the answer, can be shown before Check
    lab.removeAttribute('hold');
    if (q.kind === 'leaves') lab.setAttribute('pick', 'leaves');
    else lab.removeAttribute('pick');
    lab.pickedLeaves = [];
    await seekIn(lab, runConfig(q), q.k).catch(() => null);
    if (mine !== serial || state.at !== i) return;
    if (!state.answered) lab.setAttribute('hold', String(q.k));
    root.dataset.paused = String(q.k);
    answerBox.querySelector('input, button')?.focus({ preventScroll: true });
  }

  function paintScore() {
    score.textContent = L.score(state.score.right, state.score.answered, state.round.length);
  }

  /** The answer controls of `q`; `state.read()` reads them (null: nothing given yet). */
  function controls(q) {
    const name = `practice-q${q.index}`;
    switch (q.kind) {
      case 'leaves': {
        // picked on the drawing (the lab's leaves) or with these buttons: one set
        const picked = new Set();
        const buttons = q.leaves.map(({ leaf, value }) =>
          html('button', {
            type: 'button',
            class: 'leaf-pick',
            'data-leaf': leaf,
            'aria-pressed': 'false',
            text: L.leaf(leaf, value),
            onclick: () => state.toggleLeaf?.(leaf),
          }),
        );
        state.toggleLeaf = (leaf) => {
          if (state.answered || !q.leaves.some((l) => l.leaf === leaf)) return;
          if (picked.has(leaf)) picked.delete(leaf);
          else picked.add(leaf);
          for (const b of buttons) {
            if (Number(b.dataset.leaf) === leaf)
              b.setAttribute('aria-pressed', String(picked.has(leaf)));
          }
          lab.pickedLeaves = [...picked];
        };
        state.read = () => ({ leaves: [...picked] });
        state.fill = (a) => a.leaves.forEach((leaf) => state.toggleLeaf(leaf));
        return [
          html('div', { class: 'leaf-picks', role: 'group', 'aria-label': L.q.leaves() }, buttons),
          html('p', { class: 'leaf-note', text: L.leafVerdicts }),
        ];
      }
      case 'child': {
        const r = radios(
          name,
          L.yourAnswer,
          CHOICES.child.map((c) => [c, L.choices[c]]),
        );
        state.read = () => (r.value() ? { choice: r.value() } : null);
        state.fill = (a) => r.set(a.choice);
        return [r.el];
      }
      case 'tt': {
        const r = radios(
          name,
          L.yourAnswer,
          CHOICES.tt.map((c) => [c, L.yesNo[c]]),
        );
        state.read = () => (r.value() ? { cutoff: r.value() === 'yes' } : null);
        state.fill = (a) => r.set(a.cutoff ? 'yes' : 'no');
        return [r.el];
      }
      case 'return': {
        const { input, el } = wholeField(`${name}-g`, L.valueField);
        const r = radios(
          `${name}-bound`,
          L.boundField,
          CHOICES.bound.map((c) => [c, L.signs[c]]),
        );
        state.read = () => {
          const g = readWhole(input.value);
          if (g === null) return { error: L.notWhole(L.valueField), focus: input };
          return r.value() ? { g, bound: r.value() } : null;
        };
        state.fill = (a) => {
          input.value = String(a.g);
          r.set(a.bound);
        };
        return [el, r.el];
      }
      case 'next-beta': {
        const { input, el } = wholeField(`${name}-beta`, L.betaField);
        state.read = () => {
          const beta = readWhole(input.value);
          return beta === null ? { error: L.notWhole(L.betaField), focus: input } : { beta };
        };
        state.fill = (a) => {
          input.value = String(a.beta);
        };
        return [el];
      }
    }
    return [];
  }

  /** Checks the answer given (read from the controls, or `given`: one stored, resumed). */
  async function answer(given = state?.read()) {
    if (!state || state.answered) return;
    const q = state.round[state.at];
    if (!given || given.error) {
      feedback.className = 'feedback error';
      feedback.replaceChildren(given?.error ?? L.needAnswer);
      given?.focus?.focus();
      return;
    }
    const result = checkAnswer(q, given);
    state.answered = true;
    state.answers[state.at] = given;
    saveProgress();
    state.score = scoreAfter(state.score, result);
    paintScore();
    root.dataset.state = 'answered';
    root.dataset.result = result.correct ? 'right' : 'wrong';
    feedback.className = `feedback ${result.correct ? 'right' : 'wrong'}`;
    const why = explain(q, result, L, lang);
    feedback.replaceChildren(
      html('p', { class: 'verdict', text: result.correct ? L.right : L.wrong }),
      html('p', { class: 'answer-is' }, [
        `${L.answerIs} `,
        html('b', { text: L.answerText[q.kind](q.answer, L) }),
      ]),
      ...why.map((s) => html('p', { class: 'why' }, segmentNodes(linkTerms(s, lang), onTerm))),
    );
    for (const el of answerBox.querySelectorAll('input, button')) el.disabled = true;
    // the leaves: which were right, missed (evaluated, not picked) or extra (never evaluated)
    for (const b of answerBox.querySelectorAll('[data-leaf]')) {
      const leaf = Number(b.dataset.leaf);
      const evaluated = q.answer.leaves.includes(leaf);
      const picked = b.getAttribute('aria-pressed') === 'true';
      b.dataset.verdict = evaluated ? (picked ? 'hit' : 'missed') : picked ? 'extra' : 'skipped';
    }
    check.hidden = true;
    const last = state.at + 1 >= state.round.length;
    if (last) {
      progress.textContent = L.roundDone(state.score.right, state.round.length);
      root.dataset.state = 'done';
    } else {
      nextButton.hidden = false;
      nextButton.focus({ preventScroll: true });
    }
    // the visualiser shows the event that decides the answer
    held.textContent = '';
    lab.removeAttribute('hold');
    lab.removeAttribute('pick');
    await seekIn(lab, runConfig(q), q.reveal).catch(() => null);
  }

  lab.addEventListener('mtd-pick', (e) => {
    if (state?.round[state.at]?.kind === 'leaves') state.toggleLeaf?.(e.detail.leaf);
  });
  lab.addEventListener('mtd-held', () => {
    if (state && !state.answered) held.textContent = heldNote(lang);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    answer();
  });
  nextButton.addEventListener('click', () => {
    if (state && state.answered && state.at + 1 < state.round.length) ask(state.at + 1);
  });
  root.addEventListener('keydown', (e) => {
    if ((e.key === 'n' || e.key === 'N') && !ownsKeys(e.composedPath()[0]) && !nextButton.hidden) {
      e.preventDefault();
      nextButton.click();
    }
  });
  // a round started by hand starts from its first question
  settings.addEventListener('submit', (e) => {
    e.preventDefault();
    start(undefined, { resume: false });
  });
  startButton.addEventListener('click', () => start(undefined, { resume: false }));
  another.addEventListener('click', () => {
    const ex = readFields();
    if (!ex) return;
    start({ ...ex, seed: (ex.seed + 1) % (PRACTICE_FIELDS.seed.max + 1) }, { resume: false });
  });
  return {
    root,
    lab,
    start,
    showError(message) {
      fieldError.textContent = message;
    },
    exercise: () => state?.exercise ?? null,
  };
}
