// Lesson 5: the transposition table: MT's stores, probes and cutoffs.
import { Kind, boundOf, edge, eventsUntilReturn } from './claims.js';
export default {
  id: 'tt',
  title: { en: 'The transposition table', ja: '置換表' },
  config: { game: { kind: 'tree', text: '((a:(3 5) 4) (a 6))' }, algorithm: 'mtdf', guess: 0 },
  marks: {
    store: { kind: 'store', where: (e) => e.facts.node.label === 'a' },
    // the position a reached by the second path, answered by what the first path stored
    cutoff: { kind: 'probe', where: (e) => e.facts.cutoff && e.step.node[0] === 1 },
  },
  // each sentence's claim, on this run, by MT's store and probe rules
  checks: [
    // the store keeps g as the bound its window gives it (both inside the window)
    (ctx) => {
      const want = boundOf(
        ctx.get('store.g').raw,
        ctx.get('store.alpha')?.raw,
        ctx.get('store.beta')?.raw,
      );
      return ctx.get('store.stored').raw === (want === 'exact' ? 'both' : want);
    },
    // the store is on the first path, the cutoff the same position on the other
    (ctx, { marks }) =>
      marks.store.step.node[0] === 0 &&
      marks.cutoff.step.node[0] === 1 &&
      marks.cutoff.facts.node.label === marks.store.facts.node.label,
    // a lower bound ≥ β or an upper bound ≤ α answers the probe, with that bound
    (ctx) => {
      const [lower, upper] = [ctx.get('cutoff.lower')?.raw, ctx.get('cutoff.upper')?.raw];
      const [alpha, beta] = [
        edge(ctx.get('cutoff.alpha')?.raw, 'lower'),
        edge(ctx.get('cutoff.beta')?.raw, 'upper'),
      ];
      const g = ctx.get('cutoff.g').raw;
      return (lower ?? -Infinity) >= beta
        ? g === lower
        : (upper ?? Infinity) <= alpha && g === upper;
    },
    // without searching a single leaf: the node returns right after the probe
    (ctx, { run, marks }) => {
      const after = eventsUntilReturn(run, marks.cutoff.k, marks.cutoff.facts.node.id);
      return after.length === 1 && after[0].kind === Kind.Return;
    },
    // the run has hits and cutoffs, a cutoff being a hit
    (ctx) => ctx.get('ttCutoffs').raw > 0 && ctx.get('ttHits').raw >= ctx.get('ttCutoffs').raw,
  ],
  body: {
    en: [
      'The label a names one position reached by different move orders: a [[transposition|transposition]]. MT, the search the MTD drivers call, keeps a [[tt|transposition table]] of what it proved. Leaving a node it stores g as an upper bound if g ≤ α, a lower bound if g ≥ β, both if α < g < β.',
      'Entering a node it probes the table. A [[tt-hit|hit]] with a lower bound ≥ β or an upper bound ≤ α answers at once: a [[tt-cutoff|TT cutoff]]. Otherwise the bounds narrow the window. This run has {ttHits} TT hits and {ttCutoffs} TT cutoffs; the TT panel beside the tree shows the entries. [[@hiroi|Makoto Hiroi’s page “置換表と MTD(f) 法”]] measures the same effect over whole games of Kalah; the Experiments tab plays those games again.',
    ],
    ja: [
      'ラベル a は異なる手順で至る同じ局面です ([[transposition|合流]])。MTD の各ドライバが呼ぶ探索 MT は、分かったことを [[tt|置換表]] に残します。ノードを出るとき g ≤ α なら上限値、g ≥ β なら下限値、α < g < β なら両方として g を登録します。',
      'ノードに入るときは表を参照します。[[tt-hit|ヒット]] した下限値が β 以上か上限値が α 以下なら、すぐに答えが出ます ([[tt-cutoff|置換表カット]])。そうでなければ限界値で窓を狭めます。この探索の置換表ヒットは {ttHits} 回、置換表カットは {ttCutoffs} 回です。木の横の置換表パネルにエントリが出ます。[[@hiroi|広井誠氏のページ「置換表と MTD(f) 法」]] は同じ効果をカラハの対局全体で測っています。実験タブでその対局を再現できます。',
    ],
  },
  steps: [
    {
      mark: 'store',
      text: {
        en: 'The position {store.node}, reached by the first path, returns g = {store.g} in the window {store.window}, so the table keeps g as a {store.stored}.',
        ja: '最初の経路で至った局面 {store.node} は窓 {store.window} で g = {store.g} を返したので、表は g を{store.stored}として残します。',
      },
    },
    {
      mark: 'cutoff',
      text: {
        en: 'A TT cutoff: {cutoff.node} is reached now by the other path. The table knows {cutoff.lower} ≤ {cutoff.node} ≤ {cutoff.upper} from the first path, which decides the window {cutoff.window}: it returns {cutoff.g} without searching a single leaf.',
        ja: '置換表カット: {cutoff.node} にもう一方の経路で到達しました。表は最初の経路から {cutoff.lower} ≤ {cutoff.node} ≤ {cutoff.upper} を知っていて、窓 {cutoff.window} について決まるので、葉を一つも読まずに {cutoff.g} を返します。',
      },
    },
  ],
};
