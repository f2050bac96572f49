// Lesson 1: minimax, the value every later algorithm finds with less work.
import { leavesOf, minimaxOf } from './claims.js';
const TREE = [
  [3, 12, 8],
  [2, 4, 6],
  [14, 5, 2],
];

export default {
  id: 'minimax',
  title: { en: 'Minimax', ja: 'ミニマックス法' },
  config: { game: { kind: 'tree', text: JSON.stringify(TREE) }, algorithm: 'minimax' },
  marks: {
    leaf: { kind: 'leaf' },
    min: { kind: 'return', node: [0] },
    root: { kind: 'return', node: [] },
  },
  // each sentence's claim, on this run, against a plain minimax of the tree text
  checks: [
    // the root is MAX, its children MIN
    (ctx, { marks }) => marks.root.facts.node.isMax && !marks.min.facts.node.isMax,
    // minimax visits every node: every leaf is evaluated, once
    (ctx) => ctx.get('leaves').raw === leavesOf(TREE).length,
    // it finds the minimax value
    (ctx) => ctx.get('value').raw === minimaxOf(TREE),
    // down the leftmost branch first: the first leaf is the leftmost, with its own value
    (ctx) => ctx.get('leaf.node').raw.join('.') === '0.0' && ctx.get('leaf.g').raw === TREE[0][0],
    // a MIN node returns the smallest of its children
    (ctx) => ctx.get('min.g').raw === Math.min(...TREE[0]),
    // the root returns the largest of its MIN children: the minimax value
    (ctx) =>
      ctx.get('root.g').raw === Math.max(...TREE.map((c) => minimaxOf(c, false))) &&
      ctx.get('root.g').raw === ctx.get('value').raw,
  ],
  body: {
    en: [
      'A game tree alternates [[max-min|MAX and MIN nodes]]. The root is MAX: the side we search for moves and takes the largest value of its children. Below it the opponent moves and takes the smallest. A [[leaf|leaf]] has its own value.',
      'Minimax computes the [[minimax|minimax value]] by visiting every node. On this tree it evaluates {leaves} leaves and finds the value {value}. Press a “Show me” button to move the visualiser to the step described; then step on with → or back with ←.',
    ],
    ja: [
      'ゲーム木では [[max-min|MAX ノードと MIN ノード]] が交互に並びます。根は MAX で、探索する側が指し、子の最大値をとります。その下では相手が指し、最小値をとります。[[leaf|葉]] はそれ自身の値を持ちます。',
      'ミニマックス法はすべてのノードを訪れて [[minimax|ミニマックス値]] を求めます。この木では {leaves} 個の葉を評価し、値 {value} を得ます。「見せて」ボタンを押すと、説明した一歩まで右の表示が進みます。そこから → で進み、← で戻れます。',
    ],
  },
  steps: [
    {
      mark: 'leaf',
      text: {
        en: 'The search goes down the leftmost branch first. The first leaf, {leaf.node}, evaluates to {leaf.g}.',
        ja: '探索はまず左端の枝を下ります。最初の葉 {leaf.node} を評価すると {leaf.g} です。',
      },
    },
    {
      mark: 'min',
      text: {
        en: '{min.node} is a MIN node. Once all its children are known, it returns the smallest: {min.g}.',
        ja: '{min.node} は MIN ノードです。子の値がすべて分かると、その最小値 {min.g} を返します。',
      },
    },
    {
      mark: 'root',
      text: {
        en: 'The root returns {root.g}, the largest of its MIN children: the minimax value.',
        ja: '根は MIN の子の最大値 {root.g} を返します。これがミニマックス値です。',
      },
    },
  ],
};
