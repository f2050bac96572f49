// Lesson 10: MTD-f-αβ (Shibahara, Inui and Kotani): step until the first overshoot, then one alpha-beta
// search in the window the tests found.

import { FAR_GUESS } from './09-mtd-f-step.js';

export default {
  id: 'mtd-f-ab',
  title: { en: 'MTD-f-αβ', ja: 'MTD-f-αβ' },
  config: { ...FAR_GUESS, algorithm: 'mtd-f-ab' },
  solve: { mtdf: { algorithm: 'mtdf' } },
  marks: {
    last: { kind: 'test-begin', last: true },
    done: { kind: 'test-end', last: true },
  },
  // each sentence's claim, on this run, against its own test records and MTD(f)'s value
  checks: [
    // the tests step from f by the step size until the first overshoot, and stop there
    (ctx, { run }) => {
      const tests = run.summary.tests.filter((t) => t.nullWindow);
      const step = ctx.get('step').raw;
      const overshoot = tests.findIndex((t) => t.outcome !== tests[0].outcome);
      const second = tests[1];
      const stepped =
        tests[0].outcome === 'low'
          ? second.beta === tests[0].g - step
          : second.beta === tests[0].g + 1 + step;
      return tests[0].beta === ctx.get('guess').raw && stepped && overshoot === tests.length - 1;
    },
    // then one alpha-beta search, never repeated: the last root search, the only wide one
    (ctx, { run }) => {
      const wide = run.summary.tests.filter((t) => !t.nullWindow);
      return (
        wide.length === 1 &&
        run.summary.tests.at(-1) === wide[0] &&
        ctx.get('searches').raw === ctx.get('tests').raw + 1
      );
    },
    // its window (lower, upper) is the bounds the tests found
    (ctx, { run }) => {
      const tests = run.summary.tests;
      const before = tests.at(-2);
      const [alpha, beta] = ctx.get('last.window').raw;
      return alpha === before.lower && beta === before.upper;
    },
    // it returns inside that window, the exact value (MTD(f)'s, searched on its own)
    (ctx) => {
      const [alpha, beta] = ctx.get('last.window').raw;
      const g = ctx.get('done.g').raw;
      return alpha < g && g < beta && g === ctx.get('value').raw && g === ctx.get('value.mtdf').raw;
    },
  ],
  body: {
    en: [
      '[[step-size|MTD-f-αβ]] steps from f = {guess} by {step} like MTD-f-step. At the first overshoot it has a lower and an upper bound around the value, and it stops testing: one alpha-beta search with the window (lower, upper) finds the value, and it cannot fail outside that window, so it is never repeated.',
      'Here it makes {tests} null-window tests and then that one search, {searches} root searches in all, against {tests.mtdf} tests for MTD(f) from the same guess.',
    ],
    ja: [
      '[[step-size|MTD-f-αβ]] は MTD-f-step と同じく f = {guess} から幅 {step} で進みます。最初に飛び越えたとき、値を挟む下限値と上限値が得られているので、テストをやめます。窓 (下限, 上限) のアルファ・ベータ探索を一度行えば値が求まり、窓の外には出ないので再探索はありません。',
      'ここではヌルウィンドウ・テスト {tests} 回の後にその探索を一度行い、根の探索は全部で {searches} 回です。同じ推定値からの MTD(f) は {tests.mtdf} 回です。',
    ],
  },
  steps: [
    {
      mark: 'last',
      text: {
        en: 'The last root search is not a test: its window {last.window} comes from the bounds the tests found.',
        ja: '最後の根の探索はテストではありません。その窓 {last.window} はテストで得た限界値からきています。',
      },
    },
    {
      mark: 'done',
      text: {
        en: 'It returns {done.g} inside that window: the exact value, {value}.',
        ja: '窓の内側の {done.g} を返します。これが確定値 {value} です。',
      },
    },
  ],
};
