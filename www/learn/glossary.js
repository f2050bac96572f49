// The glossary: the words the lessons, the practice mode and the element's narration use,
// each with its definition in English and Japanese; a definition names its sources with
// `[[@id|words]]` (www/learn/template.js, www/learn/sources.js). `match` lists the forms a
// term takes in running text (www/learn/glossary-words.js, kept apart for the narration).
import { GLOSSARY_WORDS } from './glossary-words.js';

const ENTRIES = [
  {
    id: 'minimax',
    term: { en: 'minimax value', ja: 'ミニマックス値' },
    def: {
      en: 'The value of a position when both sides play their best: a leaf has its own value, a MAX node the largest value of its children, a MIN node the smallest.',
      ja: '両者が最善を尽くしたときの局面の値。葉はそれ自身の値、MAX ノードは子の最大値、MIN ノードは子の最小値を持ちます。',
    },
  },
  {
    id: 'max-min',
    term: { en: 'MAX node, MIN node', ja: 'MAX ノード、MIN ノード' },
    def: {
      en: 'A MAX node (△) is a position where the side we search for moves and takes the largest child value; a MIN node (▽) is the opponent’s and takes the smallest. The root is a MAX node and the levels alternate.',
      ja: 'MAX ノード (△) は探索する側が指す局面で、子の最大値をとります。MIN ノード (▽) は相手の局面で、子の最小値をとります。根は MAX ノードで、段ごとに交互になります。',
    },
  },
  {
    id: 'leaf',
    term: { en: 'leaf, leaf evaluation', ja: '葉、葉の評価' },
    def: {
      en: 'A leaf is a node without children; evaluating it (calling evaluate) gives its value. Leaves are numbered left to right from 0 (the leaf index); a leaf evaluated again in a later test counts again.',
      ja: '葉は子のないノードで、評価する (evaluate を呼ぶ) とその値が得られます。葉には左から 0 から番号を付けます (葉番号)。後のテストで再び評価された葉は再び数えます。',
    },
  },
  {
    id: 'window',
    term: { en: 'window (α, β)', ja: '窓 (ウィンドウ) (α, β)' },
    def: {
      en: 'The pair (α, β) a node is searched with: the search only has to be exact for values strictly between α and β. A value ≤ α or ≥ β only needs to be shown to lie on that side.',
      ja: 'ノードを探索するときの組 (α, β)。探索が正確である必要があるのは α と β の間の値だけで、α 以下や β 以上の値はその側にあることが分かれば足ります。',
    },
  },
  {
    id: 'alpha-beta',
    term: { en: 'α value, β value', ja: 'α値、β値' },
    def: {
      en: 'α is the value MAX can already reach elsewhere (a lower limit), β the value MIN can already hold it to (an upper limit). The tutorial [[@alphabeta-page|“2.3 Alpha-Beta法”]] calls the variables alpha and beta the Alpha value and the Beta value.',
      ja: 'α は MAX がほかの手ですでに得られる値 (下の限界)、β は MIN がすでに抑えられる値 (上の限界) です。解説ページ [[@alphabeta-page|「2.3 Alpha-Beta法」]] は変数 alpha、beta を Alpha 値、Beta 値と呼びます。',
    },
  },
  {
    id: 'alpha-cut',
    term: { en: 'α-cut (alpha-cut)', ja: 'αカット (Alpha-cut)' },
    def: {
      en: 'A cut at a MIN node: once its value so far g ≤ α, MAX above will not choose it, so its remaining children are not searched (in [[@alphabeta-page|“2.3 Alpha-Beta法”]]: the search is cut off because a value became at most something).',
      ja: 'MIN ノードでのカット。それまでの値 g が α 以下になると、上の MAX はこの手を選ばないので、残りの子は探索しません ([[@alphabeta-page|「2.3 Alpha-Beta法」]] では、ある値以下になるための打ち切り)。',
    },
  },
  {
    id: 'beta-cut',
    term: { en: 'β-cut (beta-cut)', ja: 'βカット (Beta-cut)' },
    def: {
      en: 'A cut at a MAX node: once its value so far g ≥ β, MIN above will not allow it, so its remaining children are not searched (in [[@alphabeta-page|“2.3 Alpha-Beta法”]]: the search is cut off because a value became at least something).',
      ja: 'MAX ノードでのカット。それまでの値 g が β 以上になると、上の MIN はこの手を許さないので、残りの子は探索しません ([[@alphabeta-page|「2.3 Alpha-Beta法」]] では、ある値以上になるための打ち切り)。',
    },
  },
  {
    id: 'cut',
    term: { en: 'cut (cutoff)', ja: 'カット (枝刈り)' },
    def: {
      en: 'Leaving a node’s remaining children unsearched because the value already found decides the window: g ≥ β at a MAX node, g ≤ α at a MIN node (the α ≥ β convention, deep cutoffs included).',
      ja: 'すでに得た値で窓について決まるので、ノードの残りの子を探索しないこと。MAX ノードで g ≥ β、MIN ノードで g ≤ α (α ≥ β の約束、深いカットを含む)。',
    },
  },
  {
    id: 'fail-soft',
    term: { en: 'fail-soft', ja: 'フェイルソフト' },
    def: {
      en: 'A search that returns the value g it found even when g lies outside the window (fail-hard returns α or β instead). A fail-soft value outside the window is a bound: g ≤ α an upper bound, g ≥ β a lower bound.',
      ja: '窓の外でも見つけた値 g をそのまま返す探索 (フェイルハードは代わりに α や β を返します)。窓の外の値は限界値です: g ≤ α なら上限値、g ≥ β なら下限値。',
    },
  },
  {
    id: 'fail-high',
    term: { en: 'fail high', ja: 'fail high (フェイルハイ)' },
    def: {
      en: 'A search returns g ≥ β: the true value is at least g (a lower bound). For a null-window test at β: the value is ≥ β.',
      ja: '探索が g ≥ β を返すこと。真の値は g 以上 (下限値) です。β のヌルウィンドウ・テストでは、値が β 以上ということです。',
    },
  },
  {
    id: 'fail-low',
    term: { en: 'fail low', ja: 'fail low (フェイルロー)' },
    def: {
      en: 'A search returns g ≤ α: the true value is at most g (an upper bound). For a null-window test at β: the value is < β.',
      ja: '探索が g ≤ α を返すこと。真の値は g 以下 (上限値) です。β のヌルウィンドウ・テストでは、値が β 未満ということです。',
    },
  },
  {
    id: 'bounds',
    term: {
      en: 'bound kinds: ≥ lower, ≤ upper, = exact',
      ja: '限界値の種類: ≥ 下限値、≤ 上限値、= 確定値',
    },
    def: {
      en: 'What a returned value proves about the true value v: a lower bound (≥ g, v is at least g), an upper bound (≤ g, v is at most g) or an exact value (= g). The tree marks each node with what every test so far has shown of it: ≥ or ≤, both as 3..5 when both are known, = once they meet.',
      ja: '返した値が真の値 v について示すこと: 下限値 (≥ g、v は g 以上)、上限値 (≤ g、v は g 以下)、確定値 (= g)。木では各ノードに、これまでの全テストで分かったことを付けます: ≥ か ≤、両方分かれば 3..5、上下限が一致すれば =。',
    },
  },
  {
    id: 'null-window',
    term: { en: 'null window', ja: 'ヌルウィンドウ' },
    def: {
      en: 'The window (β − 1, β) with no value strictly inside: every result is either ≥ β (fail high) or ≤ β − 1 (fail low), so a search with it answers one yes-or-no question.',
      ja: '内側に値をもたない窓 (β − 1, β)。結果は必ず β 以上 (fail high) か β − 1 以下 (fail low) になるので、はい・いいえの問いに一つ答えます。',
    },
  },
  {
    id: 'test',
    term: { en: 'test (null-window test)', ja: 'テスト (ヌルウィンドウ・テスト)' },
    def: {
      en: 'One call of MT at the root with the null window (β − 1, β), β being the test value ([[@pearl|Pearl’s]] Test). Outcome high: g ≥ β and g is a lower bound; low: g < β and g is an upper bound. A wide-window root search is not a test.',
      ja: '根でヌルウィンドウ (β − 1, β) で MT を 1 回呼ぶこと。β がテスト値です ([[@pearl|Pearl]] の Test)。結果が high なら g ≥ β で g は下限値、low なら g < β で g は上限値。広い窓の根の探索はテストではありません。',
    },
  },
  {
    id: 'mt',
    term: { en: 'MT (AlphaBetaWithMemory)', ja: 'MT (AlphaBetaWithMemory)' },
    def: {
      en: 'Fail-soft alpha-beta with a transposition table, as published by [[@plaat|Plaat et al.]] (AlphaBetaWithMemory in [[@wikipedia|Wikipedia’s “MTD-f” article]]): probe on entry, search, store a bound on exit. The MTD drivers call it with null windows.',
      ja: '[[@plaat|Plaat ら]] が発表した置換表付きのフェイルソフト・アルファ・ベータ法 ([[@wikipedia|Wikipedia の記事「MTD-f」]] の AlphaBetaWithMemory)。入るときに参照し、探索し、出るときに限界値を登録します。MTD の各ドライバはこれをヌルウィンドウで呼びます。',
    },
  },
  {
    id: 'tt',
    term: { en: 'transposition table (TT)', ja: '置換表 (トランスポジションテーブル)' },
    def: {
      en: 'A table of what earlier searches proved about positions: a lower and an upper bound per position. MT stores g as an upper bound if g ≤ α, a lower bound if g ≥ β, both if α < g < β.',
      ja: '以前の探索で局面について分かったこと (局面ごとの下限値と上限値) の表。MT は g ≤ α なら上限値、g ≥ β なら下限値、α < g < β なら両方として g を登録します。',
    },
  },
  {
    id: 'tt-hit',
    term: { en: 'TT hit', ja: '置換表ヒット' },
    def: {
      en: 'A probe that finds an entry for the position. The entry may answer the call (a TT cutoff), narrow the window, or decide nothing.',
      ja: '参照で局面のエントリが見つかること。エントリは呼び出しに答える (置換表カット)、窓を狭める、何も決めない、のいずれかです。',
    },
  },
  {
    id: 'tt-cutoff',
    term: { en: 'TT cutoff', ja: '置換表カット' },
    def: {
      en: 'A probe whose stored bound answers the call without searching: a stored lower bound ≥ β (the node fails high) or a stored upper bound ≤ α (it fails low).',
      ja: '登録された限界値が探索なしで呼び出しに答える参照: 下限値 ≥ β (fail high) または上限値 ≤ α (fail low)。',
    },
  },
  {
    id: 'transposition',
    term: { en: 'transposition', ja: '合流 (トランスポジション)' },
    def: {
      en: 'One position reached by several move orders. In tree text a label used again names the same position; its TT entry serves every path to it.',
      ja: '異なる手順で同じ局面に至ること。木のテキストでは同じラベルを再び使うと同じ局面になり、その置換表エントリはどの経路からも使われます。',
    },
  },
  {
    id: 'first-guess',
    term: { en: 'first guess f', ja: '初期推定値 f' },
    def: {
      en: 'MTD(f)’s first test value: an estimate of the minimax value (in iterative deepening, the previous depth’s value). The closer it is, the fewer tests.',
      ja: 'MTD(f) の最初のテスト値で、ミニマックス値の近似値 (反復深化では一つ前の深さの値)。近いほどテストは少なくなります。',
    },
  },
  {
    id: 'mtd',
    term: { en: 'MTD (memory-enhanced test driver)', ja: 'MTD' },
    def: {
      en: 'A driver that finds the minimax value by a sequence of null-window tests, each moving the lower or the upper bound, until lower ≥ upper. Its variants differ only in the first test value and how the next is chosen.',
      ja: 'ヌルウィンドウ・テストを繰り返して下限値か上限値を動かし、下限 ≥ 上限となるまでミニマックス値を求めるドライバ。種類の違いは最初のテスト値と次のテスト値の決め方だけです。',
    },
  },
  {
    id: 'mtd-plus',
    term: { en: 'MTD(+∞) = SSS*', ja: 'MTD(+∞) = SSS*' },
    def: {
      en: 'MTD starting at +∞ and testing each returned upper bound next: the upper bound comes down to the value. Each test expands every child of a MAX node and one of a MIN node ([[@shibahara|Shibahara, Inui and Kotani]]).',
      ja: '+∞ から始め、返った上限値を次のテスト値にする MTD。上限値が値まで下がってきます。各テストで MAX ノードは全展開、MIN ノードは一つだけ展開します ([[@shibahara|柴原・乾・小谷]])。',
    },
  },
  {
    id: 'mtd-minus',
    term: { en: 'MTD(−∞) = DUAL*', ja: 'MTD(−∞) = DUAL*' },
    def: {
      en: 'MTD starting at −∞ and testing just above each returned lower bound: the lower bound comes up to the value. Each test expands one child of a MAX node and every child of a MIN node ([[@shibahara|Shibahara, Inui and Kotani]]).',
      ja: '−∞ から始め、返った下限値のすぐ上を次にテストする MTD。下限値が値まで上がってきます。各テストで MAX ノードは一つだけ、MIN ノードは全展開します ([[@shibahara|柴原・乾・小谷]])。',
    },
  },
  {
    id: 'solution-tree',
    term: { en: 'solution tree', ja: '解木 (ソリューション・ツリー)' },
    def: {
      en: 'The part of the tree that proves a bound. A max solution tree (every child of a MAX node, one of each MIN node) proves an upper bound; a min solution tree (one child of each MAX node, every child of a MIN node) proves a lower bound. Both together prove the value: the critical (minimal) tree.',
      ja: '限界値を証明する木の部分。MAX ノードは全部の子、MIN ノードは一つの子をもつ max 解木は上限値を、MAX ノードは一つ、MIN ノードは全部の子をもつ min 解木は下限値を証明します。両方で値が決まります (最小木)。',
    },
  },
  {
    id: 'research',
    term: { en: 'scout and re-search (NegaScout)', ja: 'スカウトと再探索 (NegaScout)' },
    def: {
      en: 'NegaScout searches the first child with the full window and each later child with a null window (a scout) just to show it is no better; when the scout returns v with α < v < β the child is better and is searched again with a wider window.',
      ja: 'NegaScout は最初の子を全部の窓で、後の子をヌルウィンドウ (スカウト) で探索して、良くないことだけを確かめます。スカウトが α < v < β の v を返したらその子の方が良いので、広い窓で再探索します。',
    },
  },
  {
    id: 'step-size',
    term: { en: 'step size and schedule', ja: 'ステップ幅と予定' },
    def: {
      en: 'MTD-step, MTD-f-step and MTD-f-αβ move the test value by a step instead of to the bound just found. MTD-f-step shrinks its step on a schedule after the first overshoot; MTD-f-αβ then finishes with one alpha-beta search in the window the tests found (both proposed by [[@shibahara|Shibahara, Inui and Kotani]]).',
      ja: 'MTD-step、MTD-f-step、MTD-f-αβ は、テスト値を見つけた限界値ではなくステップ幅だけ動かします。MTD-f-step は最初に飛び越えた後、予定に従ってステップ幅を小さくし、MTD-f-αβ はそこでテストで得た窓で一度アルファ・ベータ探索をして終えます (どちらも [[@shibahara|柴原・乾・小谷]] の提案)。',
    },
  },
];

/** Every entry: `{ id, term, def, match }`. */
export const GLOSSARY = ENTRIES.map((g) => ({ ...g, match: GLOSSARY_WORDS[g.id] }));

/** The entry `id`, or null. */
export function glossaryEntry(id) {
  return GLOSSARY.find((g) => g.id === id) ?? null;
}
