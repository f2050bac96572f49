// Lesson 4: the null-window test: one yes-or-no question about the value.
import { minimaxOf } from './claims.js';
const TREE = [
  [3, 12, 8],
  [2, 4, 6],
  [14, 5, 2],
];

export default {
  id: 'null-window',
  title: { en: 'The null-window test', ja: 'ヌルウィンドウ・テスト' },
  config: {
    game: { kind: 'tree', text: JSON.stringify(TREE) },
    algorithm: 'mtdf',
    guess: 0,
  },
  solve: { alphabeta: { algorithm: 'alphabeta' } },
  marks: {
    begin: { kind: 'test-begin', test: 0 },
    first: { kind: 'test-end', test: 0 },
    second: { kind: 'test-end', test: 1 },
  },
  // each sentence's claim, on this run, by MT's rules and a plain minimax
  checks: [
    // the window is (β − 1, β): nothing strictly inside
    (ctx) => ctx.get('begin.alpha').raw === ctx.get('begin.beta').raw - 1,
    // each test fails high (g ≥ β, a lower bound) or low (g ≤ β − 1, an upper bound), and
    // moves that bound to g
    (ctx, { run }) =>
      run.summary.tests.every((t) =>
        t.g >= t.beta
          ? t.outcome === 'high' && t.lower === t.g
          : t.outcome === 'low' && t.upper === t.g,
      ),
    // a null window cuts more than the wide one: the first test reads fewer leaves
    (ctx) => ctx.get('test1.leaves').raw < ctx.get('leaves.alphabeta').raw,
    // the first test fails high: the value is at least g
    (ctx) =>
      ctx.get('first.g').raw >= ctx.get('first.beta').raw &&
      ctx.get('test1.outcome').raw === 'high' &&
      ctx.get('test1.lower').raw === ctx.get('first.g').raw &&
      minimaxOf(TREE) >= ctx.get('first.g').raw,
    // the second fails low; then lower = upper, the minimax value
    (ctx) =>
      ctx.get('second.g').raw < ctx.get('second.beta').raw &&
      ctx.get('test2.outcome').raw === 'low' &&
      ctx.get('test2.upper').raw === ctx.get('second.g').raw &&
      ctx.get('test2.lower').raw === ctx.get('test2.upper').raw &&
      ctx.get('value').raw === minimaxOf(TREE),
  ],
  body: {
    en: [
      'A [[null-window|null window]] (β − 1, β) has no value strictly inside. A fail-soft search with it can only come back with g ≥ β ([[fail-high|fail high]]: the value is at least g) or g ≤ β − 1 ([[fail-low|fail low]]: the value is at most g). Such a search answers one question, “is the value at least β?”: it is a [[test|test]].',
      'A null window cuts far more than a wide one, so a test is cheap. The MTD algorithms find the value with a sequence of tests, each moving the lower or the upper bound. On this tree the run makes {tests} tests.',
    ],
    ja: [
      '[[null-window|ヌルウィンドウ]] (β − 1, β) の内側には値がありません。フェイルソフトの探索をこの窓で行うと、g ≥ β ([[fail-high|fail high]]: 値は g 以上) か g ≤ β − 1 ([[fail-low|fail low]]: 値は g 以下) のどちらかが返ります。この探索は「値は β 以上か」という一つの問いに答えます。これが [[test|テスト]] です。',
      'ヌルウィンドウは広い窓よりずっと多くカットするので、テストは安上がりです。MTD 系はテストを繰り返し、そのたびに下限値か上限値を動かして値を求めます。この木では {tests} 回テストします。',
    ],
  },
  steps: [
    {
      mark: 'begin',
      text: {
        en: 'Test {begin.test} asks whether the value is at least β = {begin.beta}: MT searches the root with the window {begin.window}.',
        ja: 'テスト {begin.test} は値が β = {begin.beta} 以上かを問います。MT は根を窓 {begin.window} で探索します。',
      },
    },
    {
      mark: 'first',
      text: {
        en: 'It returns g = {first.g} ≥ β = {first.beta}: it fails {test1.outcome}. The value is at least {test1.lower}, a lower bound. The test evaluated {test1.leaves} leaves.',
        ja: 'g = {first.g} ≥ β = {first.beta} が返ります: {test1.outcome}。値は {test1.lower} 以上 (下限値) です。このテストで評価した葉は {test1.leaves} 個です。',
      },
    },
    {
      mark: 'second',
      text: {
        en: 'Test {second.test} at β = {second.beta} returns g = {second.g} < β: it fails {test2.outcome}, so the value is at most {test2.upper}. Now lower = upper: the value is {value}.',
        ja: 'テスト {second.test} (β = {second.beta}) は g = {second.g} < β を返します: {test2.outcome}。値は {test2.upper} 以下です。下限 = 上限となり、値は {value} です。',
      },
    },
  ],
};
