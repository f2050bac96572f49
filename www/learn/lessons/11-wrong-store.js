// Lesson 11: Wikipedia's MTD-f pseudocode, taken literally, stores both bounds at the end of
// every node that was not cut: wrong when g lies outside the window (CONVENTIONS.md §2).
import { minimaxOf } from './claims.js';
export default {
  id: 'wrong-store',
  title: {
    en: 'The wrong store in Wikipedia’s pseudocode',
    ja: 'Wikipedia の擬似コードの誤った登録',
  },
  config: {
    game: { kind: 'tree', text: '[[6,9,-7],[6,-1]]' },
    algorithm: 'mtdf-literal',
    guess: 8,
  },
  solve: { right: { algorithm: 'mtdf' } },
  // the name of MT's store rule, not a count
  allowed: ['three-way'],
  marks: {
    store: { kind: 'store', node: [], stored: 'both', test: 0 },
  },
  checks: [
    (ctx) => ctx.get('value').raw !== ctx.get('value.right').raw,
    // MT's three-way store answers the minimax value (a plain minimax's)
    (ctx, { lesson }) =>
      ctx.get('value.right').raw === minimaxOf(JSON.parse(lesson.config.game.text)),
    // the wrong store: both bounds kept although g ≤ α
    (ctx) =>
      ctx.get('store.stored').raw === 'both' &&
      ctx.get('store.g').raw <= ctx.get('store.alpha').raw,
  ],
  body: {
    en: [
      'The AlphaBetaWithMemory pseudocode of [[@wikipedia|Wikipedia’s “MTD-f” article]] ends every node that was not cut by storing g as both bounds. That is right only when α < g < β. A MAX node whose children all failed low has g ≤ α: it proves only an upper bound. [[mt|MT]] as [[@plaat|Plaat et al.]] published it stores g ≤ α as an upper bound, g ≥ β as a lower bound, and both only in between.',
      'Here the literal code (algorithm mtdf-literal) answers {value}; MTD(f) with MT’s three-way store answers {value.right}, the minimax value.',
    ],
    ja: [
      '[[@wikipedia|Wikipedia 日本語版の記事「MTD-f」]] の AlphaBetaWithMemory の擬似コードは、カットしなかったノードの最後に g を両方の限界値として登録します。正しいのは α < g < β のときだけです。子がすべて fail low した MAX ノードは g ≤ α で、上限値しか示しません。[[@plaat|Plaat ら]] の [[mt|MT]] は g ≤ α を上限値、g ≥ β を下限値、その間だけを両方として登録します。',
      'ここでそのままのコード (mtdf-literal) は {value} と答え、MT の三通りの登録を使う MTD(f) はミニマックス値 {value.right} と答えます。',
    ],
  },
  steps: [
    {
      mark: 'store',
      text: {
        en: 'The wrong store: at the end of the first test {store.node} stores {store.g} as its exact value, but g = {store.g} ≤ α = {store.alpha}, so it is only an upper bound. The next test finds this entry and believes it.',
        ja: '誤った登録: 最初のテストの最後に{store.node} は {store.g} を確定値として登録しますが、g = {store.g} ≤ α = {store.alpha} なので上限値にすぎません。次のテストはこのエントリを見つけて信じてしまいます。',
      },
    },
  ],
};
