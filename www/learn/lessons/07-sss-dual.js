// Lesson 7: MTD(+∞) = SSS* and MTD(−∞) = DUAL* (as Shibahara, Inui and Kotani compare
// them): which nodes each expands.
import { childrenEntered, minimaxOf } from './claims.js';

export default {
  id: 'sss-dual',
  title: { en: 'MTD(+∞) = SSS* and MTD(−∞) = DUAL*', ja: 'MTD(+∞) = SSS* と MTD(−∞) = DUAL*' },
  config: {
    game: {
      kind: 'tree',
      text: '[[[5,8,2],[7,1,4],[6,9,3]],[[4,2,7],[8,3,5],[1,6,9]],[[3,7,2],[9,4,6],[5,1,8]]]',
    },
    algorithm: 'mtd-plus',
  },
  solve: { minus: { algorithm: 'mtd-minus' } },
  marks: {
    first: { kind: 'test-end', test: 0 },
  },
  checks: [
    (ctx) => ctx.get('minus.test1.leaves').raw < ctx.get('test1.leaves').raw,
    // the first test, at +∞, fails low with an upper bound g
    (ctx, { run }) =>
      run.summary.tests[0].beta === null &&
      ctx.get('test1.outcome').raw === 'low' &&
      ctx.get('test1.upper').raw === ctx.get('first.g').raw,
    // each next test is at the upper bound just found; all fail low but the last, high
    (ctx, { run }) => {
      const tests = run.summary.tests;
      const outcomes = tests.map((t) => t.outcome).join(' ');
      return (
        tests.slice(1).every((t, i) => t.beta === tests[i].g) &&
        outcomes === [...Array(tests.length - 1).fill('low'), 'high'].join(' ')
      );
    },
    // the first test's tree: all children of each MAX node, one of each MIN node
    (ctx, { run }) => {
      const t = run.summary.tests[0];
      const entered = childrenEntered(run, t.firstEvent, t.endEvent);
      return [...entered].every(([p, kids]) =>
        run.tree.isMax[p] ? kids.size === run.tree.moveCount[p] : kids.size === 1,
      );
    },
    // the value found is the minimax value
    (ctx, { lesson }) => ctx.get('value').raw === minimaxOf(JSON.parse(lesson.config.game.text)),
  ],
  body: {
    en: [
      '[[mtd-plus|MTD(+∞)]] starts with a test at +∞: no value reaches it, so the test fails low and returns an upper bound; each next test is at the upper bound just found, until a test fails high at it. It expands the same nodes as SSS*.',
      'To prove an upper bound, every child of a MAX node must be searched (any of them could be larger) and one child of a MIN node is enough: a [[solution-tree|max solution tree]]. In the words of [[@shibahara|Shibahara, Inui and Kotani]], MTD+ expands all children of MAX nodes and one of MIN nodes; [[mtd-minus|MTD(−∞)]] the other way round, as DUAL*. They expect MTD(−∞) to expand less when the depth is odd.',
      'This tree has depth {depth}. MTD(+∞)’s first test evaluates {test1.leaves} leaves; MTD(−∞)’s first test evaluates {minus.test1.leaves}. In all MTD(+∞) makes {tests} tests and {leaves} leaf evaluations, MTD(−∞) {tests.minus} tests and {leaves.minus}.',
    ],
    ja: [
      '[[mtd-plus|MTD(+∞)]] は +∞ でテストを始めます。どの値も届かないのでテストは fail low となり上限値を返します。次のテストは見つけた上限値で行い、そこで fail high するまで続けます。展開するノードは SSS* と同じです。',
      '上限値を示すには、MAX ノードの子はすべて読む必要があり (どれかが大きいかもしれない)、MIN ノードは子一つで足ります ([[solution-tree|max 解木]])。[[@shibahara|柴原・乾・小谷]] の説明では、MTD+ は MAX ノードを全展開し MIN ノードは一つだけ展開します。[[mtd-minus|MTD(−∞)]] (DUAL*) はその逆です。同じ論文は、深さが奇数なら MTD(−∞) の方が展開が少ないとしています。',
      'この木の深さは {depth} です。MTD(+∞) の最初のテストは {test1.leaves} 個の葉を評価し、MTD(−∞) の最初のテストは {minus.test1.leaves} 個です。全体では MTD(+∞) が {tests} 回のテストで葉の評価 {leaves} 回、MTD(−∞) が {tests.minus} 回で {leaves.minus} 回です。',
    ],
  },
  steps: [
    {
      mark: 'first',
      text: {
        en: 'The first test ends: g = {first.g}, an upper bound. In the tree every MAX node of this test has all its children searched, every MIN node just one: a max solution tree.',
        ja: '最初のテストが終わります: g = {first.g} (上限値)。木を見ると、このテストで MAX ノードは子をすべて、MIN ノードは一つだけ探索しています (max 解木)。',
      },
    },
  ],
};
