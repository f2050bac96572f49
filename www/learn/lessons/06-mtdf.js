// Lesson 6: MTD(f), and why its first guess matters (the element's tests-for-every-f plot).
import { minimaxOf } from './claims.js';
export default {
  id: 'mtdf',
  title: { en: 'MTD(f) and its first guess', ja: 'MTD(f) と初期推定値' },
  config: {
    game: { kind: 'tree', text: '[[19,17,15,13,11,9,7,5,3,1],[25,0]]' },
    algorithm: 'mtdf',
    guess: 20,
  },
  solve: { good: (run) => ({ guess: run.summary.value }) },
  marks: {
    first: { kind: 'test-end', test: 0 },
    second: { kind: 'test-begin', test: 1 },
    last: { kind: 'test-end', last: true },
  },
  checks: [
    // a guess far off costs more tests than the value itself as the guess
    (ctx) => ctx.get('tests.good').raw < ctx.get('tests').raw,
    (ctx, { lesson }) =>
      ctx.get('value.good').raw === minimaxOf(JSON.parse(lesson.config.game.text)),
    // the next β: g + 1 after a fail high, g after a fail low (the test records)
    (ctx, { run }) => {
      const tests = run.summary.tests;
      const next = (t) => (t.outcome === 'high' ? t.g + 1 : t.g);
      return tests.slice(1).every((t, i) => t.beta === next(tests[i]));
    },
    // the first test fails low; the second is at the bound it found
    (ctx) =>
      ctx.get('test1.outcome').raw === 'low' &&
      ctx.get('test1.upper').raw === ctx.get('first.g').raw &&
      ctx.get('second.beta').raw === ctx.get('first.g').raw,
    // it stops when lower meets upper, at the value
    (ctx, { run }) => {
      const last = run.summary.tests.at(-1);
      return last.lower === last.upper && last.lower === ctx.get('value').raw;
    },
  ],
  body: {
    en: [
      '[[mtd|MTD(f)]] ([[@plaat|Plaat, Schaeffer, Pijls and de Bruin 1996]]) starts with a [[test|test]] at its [[first-guess|first guess]] f and then tests next to the bound it just found: after a fail high with g the next β is g + 1, after a fail low it is g. It stops when the lower bound meets the upper bound.',
      'Each test moves one bound only as far as the search shows, so a guess far from the value costs many tests. From f = {guess} this run needs {tests} tests; from f = {value.good}, the value itself, MTD(f) needs {tests.good}. The plot under the settings shows the tests for every first guess: pick a point to search from that guess.',
    ],
    ja: [
      '[[mtd|MTD(f)]] ([[@plaat|Plaat, Schaeffer, Pijls, de Bruin 1996]]) は [[first-guess|初期推定値]] f で最初の [[test|テスト]] をし、以後は見つけた限界値のすぐ隣をテストします。g で fail high なら次の β は g + 1、fail low なら g です。下限値と上限値が出会ったら終わります。',
      '各テストは探索で示せた分しか限界値を動かさないので、値から遠い推定値はテストの回数がかさみます。f = {guess} からでは {tests} 回、値そのもの f = {value.good} からなら {tests.good} 回です。設定の下のグラフは、あらゆる初期推定値でのテスト回数を示します。点を選ぶとその推定値から探索します。',
    ],
  },
  steps: [
    {
      mark: 'first',
      text: {
        en: 'The first test, at β = {first.beta}, fails {test1.outcome} with g = {first.g}: the value is at most {test1.upper}.',
        ja: '最初のテスト (β = {first.beta}) は g = {first.g} で {test1.outcome}。値は {test1.upper} 以下です。',
      },
    },
    {
      mark: 'second',
      text: {
        en: 'So the next test is at β = {second.beta}, right at the bound just found: the upper bound comes down only step by step.',
        ja: 'そこで次のテストは、見つけた限界値そのもの β = {second.beta} です。上限値は少しずつしか下がりません。',
      },
    },
    {
      mark: 'last',
      text: {
        en: 'The last test ({last.test} in all) meets the other bound: the value is {value}.',
        ja: '最後のテスト (全部で {last.test} 回) でもう一方の限界値と出会い、値は {value} です。',
      },
    },
  ],
};
