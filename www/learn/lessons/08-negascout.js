// Lesson 8: NegaScout's scouts and its re-search.
import { minimaxOf } from './claims.js';
export default {
  id: 'negascout',
  title: { en: 'NegaScout: scout, then re-search', ja: 'NegaScout: スカウトと再探索' },
  config: { game: { kind: 'tree', text: '[[3,12,8],[2,4,6],[14,5,9]]' }, algorithm: 'negascout' },
  solve: { alphabeta: { algorithm: 'alphabeta' } },
  marks: {
    scout: { kind: 'enter', node: [1] },
    research: { kind: 'research' },
    again: { kind: 'enter', node: [2], nth: 1 },
    back: { kind: 'return', node: [2], nth: 1 },
  },
  checks: [
    (ctx) => ctx.get('back.g').raw === ctx.get('research.g').raw,
    // a later child's scout has the null window (α, α + 1)
    (ctx) => {
      const [alpha, beta] = ctx.get('scout.window').raw;
      return beta === alpha + 1;
    },
    // the re-searched scout failed high inside the root's window: α < v
    (ctx) => ctx.get('research.g').raw > ctx.get('scout.alpha').raw,
    // both find the value, a plain minimax's
    (ctx, { lesson }) =>
      ctx.get('value').raw === ctx.get('value.alphabeta').raw &&
      ctx.get('value').raw === minimaxOf(JSON.parse(lesson.config.game.text)) &&
      ctx.get('back.g').raw === ctx.get('value').raw,
  ],
  body: {
    en: [
      '[[research|NegaScout]] bets that the first child is the best. It searches the first child with the full window, then each later child only with a [[null-window|null window]] (α, α + 1), a scout that just has to show the child is no better.',
      'When a scout fails high with a value v, α < v < β, the bet was wrong: the child is better, and it is searched again with the window (v, β) to find how much. Here NegaScout evaluates {leaves} leaves, alpha-beta {leaves.alphabeta}; both find {value}.',
    ],
    ja: [
      '[[research|NegaScout]] は最初の子が最善だと見込みます。最初の子は全部の窓で探索し、後の子は [[null-window|ヌルウィンドウ]] (α, α + 1) だけで探索します。子が良くないことを示すだけのスカウトです。',
      'スカウトが α < v < β の値 v で fail high したら見込み違いです。その子の方が良いので、どれだけ良いかを窓 (v, β) で再探索します。ここで NegaScout が評価する葉は {leaves} 個、アルファ・ベータ法は {leaves.alphabeta} 個で、どちらも値は {value} です。',
    ],
  },
  steps: [
    {
      mark: 'scout',
      text: {
        en: 'The first child gave α = {scout.alpha}. The scout enters {scout.node} with the null window {scout.window}: is this child better than {scout.alpha}?',
        ja: '最初の子で α = {scout.alpha} になりました。スカウトは {scout.node} にヌルウィンドウ {scout.window} で入ります。この子は {scout.alpha} より良いか?',
      },
    },
    {
      mark: 'research',
      text: {
        en: 'The scout of the last child returned v = {research.g}, inside the root’s window: this child is better, so NegaScout searches it again.',
        ja: '最後の子のスカウトは窓の内側の v = {research.g} を返しました。この子の方が良いので、NegaScout は再探索します。',
      },
    },
    {
      mark: 'again',
      text: {
        en: 'The re-search enters {again.node} with the window {again.window}.',
        ja: '再探索は {again.node} に窓 {again.window} で入ります。',
      },
    },
    {
      mark: 'back',
      text: {
        en: 'The re-search returns {back.g} in its window {back.window} (an {back.bound}); the scout had shown at least {research.g}, so the child’s value is {back.g} and the root’s is {value}.',
        ja: '再探索は窓 {back.window} で {back.g} を返します ({back.bound})。スカウトで {research.g} 以上と分かっていたので、この子の値は {back.g}、根の値は {value} です。',
      },
    },
  ],
};
