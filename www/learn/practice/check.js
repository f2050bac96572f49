// Checks a practice answer against the question's answer (read from the trace,
// www/learn/practice/questions.js). Pure: `{ correct, wrong: [...] }`, `wrong` naming the
// parts that were wrong so the explanation can give the numbers that decide each.

/** Reads a typed whole number ("−3", "-3", " 4 "): the number, or null. */
export function readWhole(text) {
  const t = String(text ?? '')
    .trim()
    .replace(/^[−–]/, '-');
  if (!/^-?\d{1,10}$/.test(t)) return null;
  const v = Number(t);
  return Number.isSafeInteger(v) ? v : null;
}

/**
 * `answer` by kind: leaves `{ leaves: [leaf indices] }`, child `{ choice }`, return `{ g,
 * bound }`, tt `{ cutoff }`, next-beta `{ beta }`. Returns `{ correct, wrong }`; for
 * leaves also `missed` (evaluated, not picked) and `extra` (picked, never evaluated).
 */
export function checkAnswer(question, answer) {
  const want = question.answer;
  switch (question.kind) {
    case 'leaves': {
      const picked = new Set(answer.leaves ?? []);
      const right = new Set(want.leaves);
      const missed = want.leaves.filter((l) => !picked.has(l));
      const extra = [...picked].filter((l) => !right.has(l)).sort((a, b) => a - b);
      const correct = !missed.length && !extra.length;
      return { correct, wrong: correct ? [] : ['leaves'], missed, extra };
    }
    case 'child': {
      const correct = answer.choice === want.choice;
      return { correct, wrong: correct ? [] : ['choice'] };
    }
    case 'return': {
      const wrong = [];
      if (answer.g !== want.g) wrong.push('g');
      if (answer.bound !== want.bound) wrong.push('bound');
      return { correct: !wrong.length, wrong };
    }
    case 'tt': {
      const correct = answer.cutoff === want.cutoff;
      return { correct, wrong: correct ? [] : ['cutoff'] };
    }
    case 'next-beta': {
      const correct = answer.beta === want.beta;
      return { correct, wrong: correct ? [] : ['beta'] };
    }
    default:
      throw new Error(`unknown question kind ${question.kind}`);
  }
}

/** The score after answering: `{ right, answered }` (a question counts once). */
export function scoreAfter(score, result) {
  return { right: score.right + (result.correct ? 1 : 0), answered: score.answered + 1 };
}
