// The glossary's words alone: for each entry of www/learn/glossary.js, the forms its term
// takes in running text, in English and Japanese, for the links www/learn/term-links.js
// makes in the narration (the longest form found wins). Kept apart from the definitions so
// that the page links the narration's terms from its first load and fetches the
// definitions, with the Learn tab, only when a term is opened.

export const GLOSSARY_WORDS = {
  minimax: { en: ['minimax value', 'minimax'], ja: ['ミニマックス値', 'ミニマックス'] },
  'max-min': { en: ['MAX', 'MIN'], ja: ['MAX', 'MIN'] },
  leaf: { en: ['leaves', 'leaf'], ja: ['葉'] },
  window: { en: ['windows', 'window'], ja: ['ウィンドウ', '窓'] },
  'alpha-beta': { en: ['Alpha value', 'Beta value'], ja: ['α値', 'β値', 'Alpha 値', 'Beta 値'] },
  'alpha-cut': { en: ['α-cut', 'alpha-cut'], ja: ['αカット'] },
  'beta-cut': { en: ['β-cut', 'beta-cut'], ja: ['βカット'] },
  cut: { en: ['cut'], ja: ['カット', '枝刈り'] },
  'fail-soft': { en: ['fail-soft'], ja: ['フェイルソフト'] },
  'fail-high': {
    en: ['failed high', 'fails high', 'fail high'],
    ja: ['fail high', 'フェイルハイ'],
  },
  'fail-low': { en: ['failed low', 'fails low', 'fail low'], ja: ['fail low', 'フェイルロー'] },
  bounds: {
    en: ['lower bound', 'upper bound', 'exact value', 'exact'],
    ja: ['下限値', '上限値', '確定値'],
  },
  'null-window': { en: ['null-window', 'null window'], ja: ['ヌルウィンドウ'] },
  test: { en: ['tests', 'test'], ja: ['テスト'] },
  mt: { en: ['MT'], ja: ['MT'] },
  tt: { en: ['transposition table', 'TT'], ja: ['置換表'] },
  'tt-hit': { en: ['TT hits', 'TT hit'], ja: ['置換表ヒット'] },
  'tt-cutoff': { en: ['TT cutoffs', 'TT cutoff'], ja: ['置換表カット'] },
  transposition: { en: ['transposition'], ja: ['合流'] },
  'first-guess': { en: ['first guess', 'guess'], ja: ['初期推定値', '近似値'] },
  mtd: { en: ['MTD'], ja: ['MTD'] },
  'mtd-plus': { en: ['MTD(+∞)', 'SSS*'], ja: ['MTD(+∞)', 'SSS*'] },
  'mtd-minus': { en: ['MTD(−∞)', 'DUAL*'], ja: ['MTD(−∞)', 'DUAL*'] },
  'solution-tree': {
    en: ['solution tree', 'minimal tree', 'critical tree'],
    ja: ['解木', '最小木'],
  },
  research: { en: ['re-search', 'search it again', 'scout'], ja: ['再探索', 'スカウト'] },
  'step-size': {
    en: ['step size', 'schedule', 'overshoot'],
    ja: ['ステップ幅', '予定', '飛び越え'],
  },
};
