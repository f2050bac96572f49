// The published works mtdlab is made from, named as they were published: the Learn tab's
// Sources view lists them with full references, and the lessons and the glossary link
// their mentions to it (`[[@id|words]]`, www/learn/template.js). The Sources view's own
// words are here too, in English and Japanese. Pure data.

export const SOURCES = [
  {
    id: 'plaat',
    reference: {
      en: 'Aske Plaat, Jonathan Schaeffer, Wim Pijls and Arie de Bruin. “Best-first fixed-depth minimax algorithms”. Artificial Intelligence 87 (1–2): 255–293, 1996. First as the technical report “A New Paradigm for Minimax Search”, TR 94-18, Department of Computing Science, University of Alberta, 1994.',
      ja: 'Aske Plaat, Jonathan Schaeffer, Wim Pijls, Arie de Bruin:「Best-first fixed-depth minimax algorithms」, Artificial Intelligence 87 (1–2): 255–293, 1996 年。最初はテクニカルレポート「A New Paradigm for Minimax Search」(TR 94-18, アルバータ大学計算機科学科, 1994 年) として発表。',
    },
    used: {
      en: 'MT (alpha-beta with a transposition table, called with null windows), the MTD framework, MTD(f), and SSS* and DUAL* as MTD(+∞) and MTD(−∞). What MT stores at the end of a node follows this paper.',
      ja: 'MT (置換表付きアルファ・ベータ法をヌルウィンドウで呼ぶもの)、MTD の枠組み、MTD(f)、MTD(+∞) としての SSS* と MTD(−∞) としての DUAL*。ノードの終わりに MT が登録する内容はこの論文に従います。',
    },
  },
  {
    id: 'wikipedia',
    reference: {
      en: '“MTD-f”. Wikipedia, the free encyclopedia (Japanese edition), https://ja.wikipedia.org/wiki/MTD-f.',
      ja: '「MTD-f」, フリー百科事典『ウィキペディア (Wikipedia)』日本語版, https://ja.wikipedia.org/wiki/MTD-f。',
    },
    used: {
      en: 'The MTDF driver and the AlphaBetaWithMemory pseudocode the visualiser shows, null-window search, fail high and fail low. Taken literally, its pseudocode stores a value as exact where it is only a bound: the algorithm “MTD(f), Wikipedia’s pseudocode as printed” shows where that goes wrong.',
      ja: '可視化で示す MTDF ドライバと AlphaBetaWithMemory の擬似コード、Null Window Search、fail high と fail low。擬似コードをそのまま使うと、限界値にすぎない値を確定値として登録します。アルゴリズム「MTD(f)、Wikipedia の擬似コードどおり」でその誤りを確かめられます。',
    },
  },
  {
    id: 'shibahara',
    reference: {
      en: 'Kazutomo Shibahara, Nobuo Inui and Yoshiyuki Kotani (Tokyo University of Agriculture and Technology). “MTD(f)の改良と評価” (Improvement and Estimate of MTD(f)).',
      ja: '柴原一友, 乾伸雄, 小谷善行 (東京農工大学):「MTD(f)の改良と評価」(Improvement and Estimate of MTD(f))。',
    },
    used: {
      en: 'The MTD family compared (MTD+, MTD−, MTD(f), MTD-bi, MTD-step), Pearl’s Test as the null-window test, the random-tree experiments and the minimal-tree table, and the two drivers it proposes, MTD-f-step and MTD-f-αβ, with their step schedule.',
      ja: 'MTD の各手法の比較 (MTD+、MTD−、MTD(f)、MTD-bi、MTD-step)、ヌルウィンドウ・テストとしての Pearl の Test、ランダムな木の実験と最小木の表、そしてこの論文が提案する MTD-f-step と MTD-f-αβ とそのステップ幅の予定。',
    },
  },
  {
    id: 'alphabeta-page',
    reference: {
      en: '“2.3 Alpha-Beta法” (2.3 The alpha-beta method). A Japanese tutorial web page on game-tree search, between its sections “2.2 Mini-Max法” (minimax) and “2.4 順序付けと反復深化法” (move ordering and iterative deepening); the page does not name its author.',
      ja: '「2.3 Alpha-Beta法」。ゲーム木探索の解説ウェブページ (前の節は「2.2 Mini-Max法」、次の節は「2.4 順序付けと反復深化法」)。ページに著者名はありません。',
    },
    used: {
      en: 'The words for the cuts: the Alpha value and the Beta value, the alpha-cut (a search stopped because a value became at most something) and the beta-cut (at least something). Its code returns α or β at a cut (fail-hard).',
      ja: 'カットの用語: Alpha 値と Beta 値、αカット (ある値以下になるための打ち切り) とβカット (ある値以上になるための打ち切り)。そのコードはカットで α や β を返します (フェイルハード)。',
    },
  },
  {
    id: 'hiroi',
    reference: {
      en: 'Makoto Hiroi. “置換表と MTD(f) 法” (Transposition tables and the MTD(f) method). Algorithms with Python, M.Hiroi’s Home Page; first published 21 April 2007, revised 26 November 2022.',
      ja: '広井誠 (Makoto Hiroi):「置換表と MTD(f) 法」, Algorithms with Python, M.Hiroi’s Home Page。初版 2007 年 4 月 21 日、改訂 2022 年 11 月 26 日。',
    },
    used: {
      en: 'Kalah, the game of the Kalah tab and of the Kalah experiment, and the Python programs of Hiroi’s page: negamax, nega-alpha and NegaScout, each with and without a transposition table (kalah6.py, kalah7.py, kalah8.py), and MTD(f) (kalah9.py). The Experiments tab plays their whole games again and sets its counts beside the page’s printed tables.',
      ja: 'カラハ (カラハタブとカラハの実験のゲーム) と、広井氏のページの Python プログラム: 置換表なしとありのネガマックス法、ネガアルファ法、ネガスカウト法 (kalah6.py、kalah7.py、kalah8.py) と MTD(f) 法 (kalah9.py)。実験タブはその対局を終局まで再現し、ページに載った表の回数と並べて示します。',
    },
  },
  {
    id: 'pearl',
    reference: {
      en: 'Judea Pearl. “Asymptotic properties of minimax trees and game-searching procedures”. Artificial Intelligence 14 (2): 113–138, 1980.',
      ja: 'Judea Pearl:「Asymptotic properties of minimax trees and game-searching procedures」, Artificial Intelligence 14 (2): 113–138, 1980 年。',
    },
    used: {
      en: 'Test, the yes-or-no search that MTD’s null-window tests are (as Plaat et al. and Shibahara et al. describe it).',
      ja: 'Test (はい・いいえで答える探索)。MTD のヌルウィンドウ・テストはこれにあたります (Plaat らと柴原らの説明による)。',
    },
  },
];

/** The Sources view's words. */
export const SOURCES_TEXT = {
  en: {
    tab: 'Sources',
    title: 'Sources',
    intro:
      'The published works the lessons, the glossary, the narration and the experiments follow. A name in a lesson or a definition, such as “Plaat et al.” or “Hiroi”, links here.',
    used: 'In mtdlab:',
    link: 'Sources',
    lessonLink: 'Sources: the published works behind these lessons',
    glossaryNote: 'Where these words come from:',
  },
  ja: {
    tab: '出典',
    title: '出典',
    intro:
      'レッスン、用語集、説明文、実験がもとにしている文献です。レッスンや定義の中の「Plaat ら」「広井」などの名前はここにつながっています。',
    used: 'mtdlab での使い方:',
    link: '出典',
    lessonLink: '出典: レッスンのもとになった文献',
    glossaryNote: 'これらの用語の出典:',
  },
};

/** The source `id`, or null. */
export function sourceById(id) {
  return SOURCES.find((s) => s.id === id) ?? null;
}
