// Which search a practice question is about, said before the question itself: the round
// moves from alpha-beta's run to MTD(f)'s, and an MTD(f) question is only answerable
// knowing the null-window test it is asked in ("MTD(f), test 1, β = 0: …"); and the note
// shown when the reader tries to step past the question. Pure; its own en/ja table.
import { showValue } from '../../i18n/values.js';

const TEXT = {
  en: {
    alphabeta: 'Alpha-beta',
    mtdf: 'MTD(f)',
    test: (test, beta) => `MTD(f), test ${test}, β = ${showValue(beta)}`,
    sep: ': ',
    held: 'The run waits here until you answer (Check); stepping back is free.',
  },
  ja: {
    alphabeta: 'アルファ・ベータ法',
    mtdf: 'MTD(f)',
    test: (test, beta) => `MTD(f)、テスト ${test}、β = ${showValue(beta)}`,
    sep: ': ',
    held: '答え合わせをするまで、探索はここで止まっています (戻るのは自由です)。',
  },
};

/** What the page says when the reader tries to step past the question's moment. */
export function heldNote(lang = 'en') {
  return (TEXT[lang] ?? TEXT.en).held;
}

/** The context of question `q` in `lang`: "Alpha-beta", "MTD(f), test 2, β = 3". */
export function questionContext(q, lang = 'en') {
  const t = TEXT[lang] ?? TEXT.en;
  if (q.algorithm !== 'mtdf') return t.alphabeta;
  return q.context ? t.test(q.context.test, q.context.beta) : t.mtdf;
}

/** `text` (a question's prompt) after its context. */
export function withContext(q, text, lang = 'en') {
  return `${questionContext(q, lang)}${(TEXT[lang] ?? TEXT.en).sep}${text}`;
}
