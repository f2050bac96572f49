// Lesson 3: fail-soft bounds: a value outside the window is a bound, not the value.
import { boundOf, edge, hasCut, minimaxOf } from './claims.js';
const TREE = [
  [3, 12, 8],
  [2, 4, 6],
  [14, 5, 2],
];

export default {
  id: 'fail-soft',
  title: { en: 'Fail-soft bounds', ja: 'フェイルソフトと限界値' },
  config: { game: { kind: 'tree', text: JSON.stringify(TREE) }, algorithm: 'alphabeta' },
  marks: {
    exact: { kind: 'return', node: [0] },
    low: { kind: 'return', bound: 'upper' },
    root: { kind: 'return', node: [] },
  },
  // each sentence's claim, on this run, by the fail-soft rule and a plain minimax
  checks: [
    // a node returns the g it found even outside its window (fail-soft, not fail-hard)
    (ctx) => ctx.get('low.g').raw < edge(ctx.get('low.alpha').raw, 'lower'),
    // inside the window: exact
    (ctx) =>
      ctx.get('exact.bound').raw === 'exact' &&
      boundOf(ctx.get('exact.g').raw, ctx.get('exact.alpha')?.raw, ctx.get('exact.beta')?.raw) ===
        'exact',
    // g ≤ α: failed low, an upper bound, and the node has cut children
    (ctx, { run, marks }) =>
      ctx.get('low.bound').raw === 'upper' &&
      boundOf(ctx.get('low.g').raw, ctx.get('low.alpha').raw, ctx.get('low.beta')?.raw) ===
        'upper' &&
      hasCut(run, marks.low.facts.node.id),
    // the root's answer is exact and the minimax value: the upper bound below did not change it
    (ctx) => ctx.get('root.bound').raw === 'exact' && ctx.get('root.g').raw === minimaxOf(TREE),
  ],
  body: {
    en: [
      'The code of the tutorial [[@alphabeta-page|“2.3 Alpha-Beta法”]] returns β when a MAX node is cut and α when a MIN node is cut: it is fail-hard. mtdlab’s alpha-beta is [[fail-soft|fail-soft]]: a node returns the value g it found, even outside its window.',
      'A value inside the window is [[bounds|exact]]. A value g ≤ α ([[fail-low|fail low]]) only proves that the true value is at most g: an upper bound, marked ≤. A value g ≥ β ([[fail-high|fail high]]) proves it is at least g: a lower bound, marked ≥. MTD builds everything on these bounds.',
    ],
    ja: [
      '解説ページ [[@alphabeta-page|「2.3 Alpha-Beta法」]] のコードは MAX ノードでカットすると β を、MIN ノードでカットすると α を返します (フェイルハード)。mtdlab のアルファ・ベータ法は [[fail-soft|フェイルソフト]] で、窓の外でも見つけた値 g を返します。',
      '窓の内側の値は [[bounds|確定値]] です。g ≤ α ([[fail-low|fail low]]) は真の値が g 以下であることしか示しません (上限値、≤)。g ≥ β ([[fail-high|fail high]]) は g 以上であることを示します (下限値、≥)。MTD はすべてをこれらの限界値の上に組み立てます。',
    ],
  },
  steps: [
    {
      mark: 'exact',
      text: {
        en: '{exact.node} returns {exact.g} in the window {exact.window}: inside it, so {exact.g} is its {exact.bound} ({exact.sign}).',
        ja: '{exact.node} は窓 {exact.window} で {exact.g} を返します。窓の内側なので {exact.g} は{exact.bound} ({exact.sign}) です。',
      },
    },
    {
      mark: 'low',
      text: {
        en: '{low.node} returns {low.g} in the window {low.window}: g ≤ α, it failed low. Its cut children might be smaller still, so {low.g} is an {low.bound} ({low.sign}). Fail-hard code would return α = {low.alpha} and lose the {low.g}.',
        ja: '{low.node} は窓 {low.window} で {low.g} を返します。g ≤ α なので fail low です。カットした子はさらに小さいかもしれないので、{low.g} は{low.bound} ({low.sign}) です。フェイルハードのコードなら α = {low.alpha} を返し、{low.g} は失われます。',
      },
    },
    {
      mark: 'root',
      text: {
        en: 'The root returns {root.g}, its {root.bound}: an upper bound below never changed its answer.',
        ja: '根は {root.g} を返します ({root.bound})。下で得た上限値は答えを変えませんでした。',
      },
    },
  ],
};
