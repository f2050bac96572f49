// Checking an answer and naming the search a question is about, case by case (issue 18,
// item 6: mutation testing). practice.test.js checks whole rounds on the real core; these
// cases pin what a learner reads and what is marked wrong, one kind at a time, with the
// expected values written out by hand (the en and ja texts as the page shows them).
import { describe, expect, it } from 'vitest';
import { checkAnswer, readWhole, scoreAfter } from './check.js';
import { heldNote, questionContext, withContext } from './context.js';

describe('readWhole', () => {
  it('reads a minus typed as −, – or -, and spaces around', () => {
    expect(readWhole('–7')).toBe(-7);
    expect(readWhole(' −12 ')).toBe(-12);
    expect(readWhole('9999999999')).toBe(9_999_999_999);
  });

  it('is null for nothing, more than ten digits, or a sign alone', () => {
    for (const text of [null, undefined, ' ', '-', '12345678901', '1-2', '--3'])
      expect(readWhole(text)).toBeNull();
  });
});

describe('checkAnswer', () => {
  it('leaves: right only when none is missed and none extra, the extra ones in order', () => {
    const q = { kind: 'leaves', answer: { leaves: [0, 2, 5] } };
    expect(checkAnswer(q, { leaves: [5, 0, 2] })).toEqual({
      correct: true,
      wrong: [],
      missed: [],
      extra: [],
    });
    expect(checkAnswer(q, { leaves: [9, 0, 7, 2] })).toEqual({
      correct: false,
      wrong: ['leaves'],
      missed: [5],
      extra: [7, 9],
    });
    expect(checkAnswer(q, {})).toMatchObject({ correct: false, missed: [0, 2, 5], extra: [] });
  });

  it('child, tt and next-beta: right or wrong in their one part', () => {
    const child = { kind: 'child', answer: { choice: 'cut' } };
    expect(checkAnswer(child, { choice: 'cut' })).toEqual({ correct: true, wrong: [] });
    expect(checkAnswer(child, { choice: 'searched' })).toEqual({
      correct: false,
      wrong: ['choice'],
    });
    const tt = { kind: 'tt', answer: { cutoff: true } };
    expect(checkAnswer(tt, { cutoff: true })).toEqual({ correct: true, wrong: [] });
    expect(checkAnswer(tt, { cutoff: false })).toEqual({ correct: false, wrong: ['cutoff'] });
    const next = { kind: 'next-beta', answer: { beta: 4 } };
    expect(checkAnswer(next, { beta: 4 })).toEqual({ correct: true, wrong: [] });
    expect(checkAnswer(next, { beta: 3 })).toEqual({ correct: false, wrong: ['beta'] });
  });

  it('return: the value and the bound marked wrong separately', () => {
    const q = { kind: 'return', answer: { g: 5, bound: 'lower' } };
    expect(checkAnswer(q, { g: 5, bound: 'lower' })).toEqual({ correct: true, wrong: [] });
    expect(checkAnswer(q, { g: 4, bound: 'lower' })).toEqual({ correct: false, wrong: ['g'] });
    expect(checkAnswer(q, { g: 5, bound: 'exact' })).toEqual({
      correct: false,
      wrong: ['bound'],
    });
    expect(checkAnswer(q, { g: 4, bound: 'upper' }).wrong).toEqual(['g', 'bound']);
  });

  it('refuses a kind it does not know', () => {
    expect(() => checkAnswer({ kind: 'guess', answer: {} }, {})).toThrow(
      'unknown question kind guess',
    );
  });

  it('scores a right answer one point, and every answer once', () => {
    expect(scoreAfter({ right: 1, answered: 2 }, { correct: true })).toEqual({
      right: 2,
      answered: 3,
    });
    expect(scoreAfter({ right: 1, answered: 2 }, { correct: false })).toEqual({
      right: 1,
      answered: 3,
    });
  });
});

describe('the search a question is about', () => {
  const ab = { algorithm: 'alphabeta' };
  const mtdf = { algorithm: 'mtdf', context: { test: 2, beta: -3 } };

  it('names alpha-beta, or MTD(f) with its test and β, in English and Japanese', () => {
    expect(questionContext(ab)).toBe('Alpha-beta');
    expect(questionContext(ab, 'ja')).toBe('アルファ・ベータ法');
    expect(questionContext(mtdf)).toBe('MTD(f), test 2, β = −3');
    expect(questionContext(mtdf, 'ja')).toBe('MTD(f)、テスト 2、β = −3');
    expect(questionContext({ algorithm: 'mtdf' })).toBe('MTD(f)');
    expect(questionContext({ algorithm: 'mtdf' }, 'ja')).toBe('MTD(f)');
    expect(questionContext(ab, 'fr')).toBe('Alpha-beta');
  });

  it('puts the search before the question, after a colon', () => {
    expect(withContext(mtdf, 'What does b return?')).toBe(
      'MTD(f), test 2, β = −3: What does b return?',
    );
    expect(withContext(ab, 'どれ？', 'ja')).toBe('アルファ・ベータ法: どれ？');
    expect(withContext(ab, 'Which?', 'fr')).toBe('Alpha-beta: Which?');
  });

  it('says why the run waits, in the reader’s language', () => {
    expect(heldNote()).toBe('The run waits here until you answer (Check); stepping back is free.');
    expect(heldNote('ja')).toBe(
      '答え合わせをするまで、探索はここで止まっています (戻るのは自由です)。',
    );
    expect(heldNote('fr')).toBe(heldNote('en'));
  });
});
