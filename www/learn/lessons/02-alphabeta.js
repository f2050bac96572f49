// Lesson 2: alpha-beta, with the two cuts of the tutorial “2.3 Alpha-Beta法” (a β-cut at a MAX node, an α-cut at a
// MIN node).
import { minimaxOf } from './claims.js';
export default {
  id: 'alphabeta',
  title: { en: 'Alpha-beta: the α-cut and the β-cut', ja: 'アルファ・ベータ法: αカットとβカット' },
  config: {
    game: { kind: 'tree', text: '[[[3,5],[6,9]],[[1,2],[0,-1]]]' },
    algorithm: 'alphabeta',
  },
  solve: { minimax: { algorithm: 'minimax' } },
  marks: {
    beta: { kind: 'cut', side: 'max' },
    alpha: { kind: 'cut', side: 'min' },
  },
  checks: [
    // skips children: fewer leaves than minimax, the same value (a plain minimax's too)
    (ctx) => ctx.get('leaves').raw < ctx.get('leaves.minimax').raw,
    (ctx, { lesson }) =>
      ctx.get('value').raw === ctx.get('value.minimax').raw &&
      ctx.get('value').raw === minimaxOf(JSON.parse(lesson.config.game.text)),
    // the β-cut: a MAX node with g ≥ β and children left
    (ctx, { marks }) =>
      marks.beta.facts.node.isMax &&
      ctx.get('beta.g').raw >= ctx.get('beta.beta').raw &&
      ctx.get('beta.count').raw > 0,
    // the α-cut: a MIN node with g ≤ α and children left
    (ctx, { marks }) =>
      !marks.alpha.facts.node.isMax &&
      ctx.get('alpha.g').raw <= ctx.get('alpha.alpha').raw &&
      ctx.get('alpha.count').raw > 0,
  ],
  body: {
    en: [
      'Alpha-beta finds the same value as minimax but skips children that cannot change it. Each node is searched with a [[window|window]] (α, β): α is the value MAX is already sure of elsewhere, β the value MIN is already sure of. The Japanese tutorial [[@alphabeta-page|“2.3 Alpha-Beta法”]] calls them the [[alpha-beta|Alpha value and the Beta value]].',
      'When a node’s value so far leaves its window, its remaining children are cut. That tutorial names the cuts by what stops the search: a [[beta-cut|β-cut]] when a value becomes at least something, an [[alpha-cut|α-cut]] when it becomes at most something. Here alpha-beta evaluates {leaves} leaves, minimax {leaves.minimax}; both find {value}.',
    ],
    ja: [
      'アルファ・ベータ法はミニマックス法と同じ値を求めますが、値を変えられない子は読みません。各ノードは [[window|窓]] (α, β) で探索されます。α は MAX がほかですでに確保している値、β は MIN がすでに確保している値です。解説ページ [[@alphabeta-page|「2.3 Alpha-Beta法」]] はこれを [[alpha-beta|Alpha 値と Beta 値]] と呼びます。',
      'ノードのそれまでの値が窓の外に出ると、残りの子をカットします。このページはカットを、何が探索を止めるかで名付けています。値がある値以上になるための打ち切りが [[beta-cut|βカット]]、ある値以下になるための打ち切りが [[alpha-cut|αカット]] です。ここでアルファ・ベータ法が評価する葉は {leaves} 個、ミニマックス法は {leaves.minimax} 個で、どちらも値は {value} です。',
    ],
  },
  steps: [
    {
      mark: 'beta',
      text: {
        en: 'A β-cut at {beta.node}, a MAX node searched with {beta.window}: its value is already g = {beta.g} ≥ β = {beta.beta}. MIN above holds MAX to {beta.beta} elsewhere, so the rest of this node ({beta.count} left) is not searched.',
        ja: '{beta.node} (MAX ノード、窓 {beta.window}) でβカット: 値はすでに g = {beta.g} ≥ β = {beta.beta} です。上の MIN はほかの手で {beta.beta} に抑えられるので、このノードの残り ({beta.count} 個) は読みません。',
      },
    },
    {
      mark: 'alpha',
      text: {
        en: 'An α-cut at {alpha.node}, a MIN node searched with {alpha.window}: g = {alpha.g} ≤ α = {alpha.alpha}. The root already has {alpha.alpha} from its first move and will not choose this one, so its remaining children ({alpha.count}) are cut.',
        ja: '{alpha.node} (MIN ノード、窓 {alpha.window}) でαカット: g = {alpha.g} ≤ α = {alpha.alpha}。根は最初の手で {alpha.alpha} を得ているのでこの手を選びません。残りの子 ({alpha.count} 個) はカットされます。',
      },
    },
  ],
};
