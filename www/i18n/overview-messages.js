// The leaf overview's words (www/render/leaf-overview.js), English and Japanese.
const en = {
  states: {
    evaluated: 'evaluated',
    cut: 'cut in this test',
    tt: 'answered by the TT',
    unreached: 'not reached',
  },
  title: (leaves) =>
    `All ${leaves.toLocaleString('en')} leaves, a row per subtree. Click a row, a bar or a leaf to zoom in.`,
  zoomed: (path, leaves) =>
    `Subtree ${path}: ${leaves.toLocaleString('en')} leaves. Click to zoom in; Esc goes back.`,
  row: (path, leaves) => `Zoom into subtree ${path} (${leaves.toLocaleString('en')} leaves)`,
  back: 'Back',
  backTitle: 'Back out of this subtree (Esc)',
  toTree: 'Draw the tree',
  toOverview: 'Leaf overview',
  root: 'root',
  cue: 'Heights tell them apart too: evaluated full, TT ¾, cut ½, not reached ¼.',
};

const ja = {
  states: {
    evaluated: '評価済み',
    cut: 'このテストでカット',
    tt: '置換表で解決',
    unreached: '未到達',
  },
  title: (leaves) =>
    `全 ${leaves.toLocaleString('ja')} 枚の葉 (部分木ごとに 1 行)。行・帯・葉をクリックすると拡大します。`,
  zoomed: (path, leaves) =>
    `部分木 ${path}: 葉 ${leaves.toLocaleString('ja')} 枚。クリックで拡大、Esc で戻ります。`,
  row: (path, leaves) => `部分木 ${path} を拡大 (葉 ${leaves.toLocaleString('ja')} 枚)`,
  back: '戻る',
  backTitle: 'この部分木から戻る (Esc)',
  toTree: '木を描く',
  toOverview: '葉の概観',
  root: '根',
  cue: '高さでも区別できます: 評価済みは全高、置換表は 3/4、カットは 1/2、未到達は 1/4。',
};

/** The overview's words for the messages `t` of the element's language. */
export function overviewMessages(t) {
  return t?.lang === 'ja' ? ja : en;
}
