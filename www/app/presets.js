// The preset trees of the app (issue 4, item 9), each with the algorithm and first guess
// that show what it is for.
export const PRESETS = [
  {
    id: 'aima',
    name: { en: 'AIMA Figure 5.2', ja: 'AIMA 図5.2' },
    text: '[[3,12,8],[2,4,6],[14,5,2]]',
    algorithm: 'mtdf',
    guess: 0,
    note: {
      en: 'Minimax value 3. MTD(f) from f = 0 needs two tests; alpha-beta cuts the leaves valued 4 and 6: the second MIN node stops at its 2.',
      ja: 'ミニマックス値は 3。f = 0 からの MTD(f) は 2 回のテスト、アルファ・ベータ法は値 4 と 6 の葉をカットします(2 番目の MIN ノードは 2 を見て打ち切ります)。',
    },
  },
  {
    id: 'cuts',
    name: { en: 'An alpha-cut and a beta-cut', ja: 'αカットとβカット' },
    text: '[[[3,5],[6,9]],[[1,2],[0,-1]]]',
    algorithm: 'alphabeta',
    guess: 0,
    note: {
      en: 'Alpha-beta: a β-cut below the first MIN node (6 ≥ β = 5), an α-cut at the second (2 ≤ α = 5).',
      ja: 'アルファ・ベータ法: 最初の MIN ノードの下でβカット (6 ≥ β = 5)、2 番目の MIN ノードでαカット (2 ≤ α = 5)。',
    },
  },
  {
    id: 'transposition',
    name: { en: 'A transposition', ja: '合流 (トランスポジション)' },
    text: '((a:(3 5) 4) (a 6))',
    algorithm: 'mtdf',
    guess: 0,
    note: {
      en: 'The label a names one position reached by two paths: the second visit is answered by the TT.',
      ja: 'ラベル a は 2 通りの経路で到達する同じ局面です。2 度目は置換表が答えます。',
    },
  },
  {
    id: 'minimal',
    name: { en: 'Best-ordered (minimal tree)', ja: '最善順 (最小木)' },
    text: '[[[7,6],[9,8]],[[5,4],[8,2]],[[3,1],[6,2]]]',
    algorithm: 'alphabeta',
    guess: 7,
    note: {
      en: 'The best move comes first everywhere: alpha-beta searches only the minimal tree.',
      ja: 'どこでも最善手が先頭にあるので、アルファ・ベータ法は最小木だけを探索します。',
    },
  },
  {
    id: 'bad-guess',
    name: { en: 'MTD(f) with a bad guess', ja: '悪い初期推定値の MTD(f)' },
    text: '[[19,17,15,13,11,9,7,5,3,1],[25,0]]',
    algorithm: 'mtdf',
    guess: 20,
    note: {
      en: 'From f = 20 every test lowers the upper bound by only 2: many tests before the value 1.',
      ja: 'f = 20 から始めると各テストで上限値が 2 ずつしか下がらず、値 1 まで何回もテストします。',
    },
  },
  {
    id: 'literal',
    name: { en: 'Where Wikipedia’s pseudocode goes wrong', ja: 'Wikipedia の擬似コードの誤り' },
    text: '[[6,9,-7],[6,-1]]',
    algorithm: 'mtdf-literal',
    guess: 8,
    note: {
      en: 'The literal pseudocode stores 6 as exact after the first test and answers 6; the value is −1. Switch to mtdf to compare.',
      ja: '擬似コードをそのまま使うと最初のテストの後に 6 を確定値として登録し、6 と答えます。正しい値は −1 です。mtdf に切り替えて比べてください。',
    },
  },
];

/** The preset with `id`. */
export function preset(id) {
  return PRESETS.find((p) => p.id === id) ?? null;
}
