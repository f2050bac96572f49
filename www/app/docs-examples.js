// The docs page's live examples (docs.html): one per attribute, method and event of
// <mtd-lab>. An example's `html` is both the snippet shown and the markup made live (so the
// two cannot differ); a method's `run(lab, show)` (an event's `listen` and `run`) is the code
// run, and its `code`, the snippet shown beside it, is cut from this file's text (snippet.js),
// so the two cannot differ either (`show(x)` prints x under the example). Pure data; the
// algorithms, what each takes and the limits are read from the core's table
// (www/engine/algorithms.js), not restated.
import { ALGORITHMS, algorithm, label, limit, takers } from '../engine/algorithms.js';
import { snippet } from './snippet.js';
// this module's own text: the code shown is cut from it (snippet.js)
import SOURCE from './docs-examples.js?raw';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const element = (attrs) => `<mtd-lab ${attrs}></mtd-lab>`;
const small = (attrs = '') => element(`tree="${AIMA}" ${attrs}compact`);

const [LITERAL] = ALGORITHMS.filter((a) => algorithm(a).literal);
const NAMES = ALGORITHMS.filter((a) => a !== LITERAL);
/** The published names of the algorithms that take config field `field`. */
const takersOf = (field, sep) => takers(field).map(label).join(sep);
const MAX_TT = limit('ttSize', 'session').max;
const VISITS = limit('maxVisits', 'session');

/** Attributes: `{ name, html, en, ja }`. */
export const ATTRIBUTES = [
  {
    name: 'tree',
    html: small(),
    en: 'The tree: JSON nested arrays or the hand-typing format with labels.',
    ja: '木: JSON の入れ子配列、またはラベル付きの手入力形式。',
  },
  {
    name: 'game',
    html: element('game="kalah" algorithm="alphabeta" compact'),
    en: 'A game other than a tree: tree, random, kalah, or a JSON game object.',
    ja: '木以外のゲーム: tree、random、kalah、または JSON のゲームオブジェクト。',
  },
  {
    name: 'algorithm',
    html: small('algorithm="mtd-plus" '),
    en: `The algorithm: ${NAMES.join(', ')}, or ${LITERAL} (Wikipedia’s MTD-f pseudocode as printed). A setting the algorithm does not take is kept for later and not used.`,
    ja: `アルゴリズム: ${NAMES.join('、')}、または ${LITERAL} (Wikipedia の MTD-f の擬似コードどおり)。アルゴリズムが使わない設定は保たれますが、使われません。`,
  },
  {
    name: 'guess',
    html: small('algorithm="mtdf" guess="8" '),
    en: `The first guess f of ${takersOf('guess', ', ')}.`,
    ja: `${takersOf('guess', '、')} の最初の推測値 f。`,
  },
  {
    name: 'step',
    html: small('algorithm="mtd-step" step="5" '),
    en: `The step size of ${takersOf('step', ', ')}.`,
    ja: `${takersOf('step', '、')} のステップ幅。`,
  },
  {
    name: 'schedule',
    html: small('algorithm="mtd-f-step" schedule="10 5 0" '),
    en: `The schedule of steps of ${takersOf('schedule', ', ')}.`,
    ja: `${takersOf('schedule', '、')} のステップの予定。`,
  },
  {
    name: 'tt',
    html: small(`algorithm="${takers('tt')[0]}" tt="off" `),
    en: `The transposition table on or off, for ${takersOf('tt', ', ')} (the -tt algorithms always keep theirs).`,
    ja: `置換表のオン・オフ (${takersOf('tt', '、')})。名前が -tt のアルゴリズムは常に置換表を使います。`,
  },
  {
    name: 'tt-size',
    html: small('tt-size="4" '),
    en: `The number of TT entries (1 to ${MAX_TT}).`,
    ja: `置換表のエントリ数 (1〜${MAX_TT})。`,
  },
  {
    name: 'depth',
    html: small('algorithm="id-mtdf" depth="1" '),
    en: 'The search depth (empty: the whole tree).',
    ja: '探索の深さ (空なら木全体)。',
  },
  {
    name: 'max-visits',
    html: small('max-visits="1000" '),
    en: `The work budget: nodes visited before the search stops with a message (default ${VISITS.default}, at most ${VISITS.max}).`,
    ja: `作業量の上限: 探索がメッセージとともに止まるまでの訪問ノード数 (既定 ${VISITS.default}、最大 ${VISITS.max})。`,
  },
  {
    name: 'cut',
    // a tie decides: node 1's first leaf 3 equals α = 3, a cut under ge but not under gt
    html: element('tree="[[3,5],[3,9]]" algorithm="alphabeta" cut="gt" compact'),
    en: 'The cut convention: ge cuts when α ≥ β (the default), gt only when α > β.',
    ja: 'カットの規則: ge は α ≥ β でカット (既定)、gt は α > β のときだけ。',
  },
  {
    name: 'iterative-deepening',
    html: small('iterative-deepening="on" '),
    en: `Iterative deepening: the root searches go to depth 1, 2, … up to the depth, the TT kept between depths, each starting from the last depth's value (${takersOf('iterativeDeepening', ', ')}).`,
    ja: `反復深化: 深さ 1, 2, … と順にルートを探索し、置換表を引き継ぎ、前の深さの値から始めます (${takersOf('iterativeDeepening', '、')})。`,
  },
  {
    name: 'aspiration',
    html: small('algorithm="negascout" aspiration="1" '),
    en: `An aspiration window of half-width δ: the root is searched with (v − δ, v + δ) around the last depth's value, again opened on the side it fails (${takersOf('aspiration', ', ')}).`,
    ja: `幅 ±δ のアスピレーション窓: ルートを前の深さの値 v のまわりの窓 (v − δ, v + δ) で探索し、外れた側を開いて再探索します (${takersOf('aspiration', '、')})。`,
  },
  {
    name: 'history',
    html: small('algorithm="alphabeta" iterative-deepening="on" history="on" '),
    en: 'The history heuristic: every node searches its children by how often each move cut or was best (2^depth each time).',
    ja: 'ヒストリー・ヒューリスティック: 手がカットや最善になるたびに 2^深さ を加え、その値の高い順に子を探索します。',
  },
  {
    name: 'tt-move-first',
    html: small('algorithm="alphabeta-tt" iterative-deepening="on" tt-move-first="on" '),
    en: `The TT's best move searched first at every node (${takersOf('ttMoveFirst', ', ')}).`,
    ja: `各ノードで置換表の最善手を最初に探索します (${takersOf('ttMoveFirst', '、')})。`,
  },
  {
    name: 'lang',
    html: small('lang="ja" '),
    en: 'The language: en or ja.',
    ja: '言語: en または ja。',
  },
  {
    name: 'theme',
    html: small('theme="dark" '),
    en: 'The theme: light or dark (default: the reader’s preference).',
    ja: 'テーマ: light または dark (既定は読者の設定)。',
  },
  {
    name: 'compact',
    html: small(),
    en: 'Player, tree, narration, chart and counters only.',
    ja: 'プレーヤー、木、説明、グラフ、カウンターだけ。',
  },
  {
    name: 'algorithms',
    html: element(`tree="${AIMA}" algorithms="alphabeta mtdf mtd-plus"`),
    en: 'Compare mode in one element: two to four algorithms stepped together.',
    ja: '1 つの要素で比較: 2〜4 個のアルゴリズムを一緒に進めます。',
  },
  {
    name: 'controls',
    html: element(`tree="${AIMA}" controls="toolbar tree narration"`),
    en: 'The panels shown: settings, toolbar, tree, narration, chart, counters, code, tt.',
    ja: '表示するパネル: settings、toolbar、tree、narration、chart、counters、code、tt。',
  },
  {
    name: 'height',
    html: element(`tree="${AIMA}" controls="toolbar tree narration" height="360"`),
    en: 'The element’s height (a CSS length; the page’s CSS may size it too).',
    ja: '要素の高さ (CSS の長さ。ページの CSS でも指定できます)。',
  },
  {
    name: 'event',
    html: small('event="12" '),
    en: 'Starts at event k of the run.',
    ja: '実行のイベント k から始めます。',
  },
  {
    name: 'speed',
    html: small('speed="16" '),
    en: 'Playing speed, events per second: 1, 2, 4, 8, 16, 32 or 64.',
    ja: '再生速度 (毎秒のイベント数): 1、2、4、8、16、32、64。',
  },
  {
    name: 'autoplay',
    html: small('autoplay speed="8" '),
    en: 'Plays the run as soon as it is shown.',
    ja: '表示されるとすぐに再生します。',
  },
  {
    name: 'hold',
    html: small('hold="5" autoplay speed="8" '),
    en: 'Holds the run at event k: playing, stepping and seek() go no further forward until the attribute is removed (backward stays free).',
    ja: '実行をイベント k で止めておきます。属性を外すまで、再生・ステップ・seek() はそれより先へ進みません (戻るのは自由)。',
  },
  {
    name: 'pick',
    html: small('pick="leaves" '),
    en: 'leaves: the leaves of the drawing become buttons that fire mtd-pick.',
    ja: 'leaves: 図の葉がボタンになり、押すと mtd-pick を発します。',
  },
];

/** Methods and properties: `{ name, html, code, run, en, ja }`. */
export const METHODS = [
  {
    name: 'ready',
    run: async (lab, show) => {
      const state = await lab.ready;
      show(state.events);
    },
    en: 'Resolves with the state once the search is set up.',
    ja: '探索の準備ができると状態を返します。',
  },
  {
    name: 'load(config)',
    run: async (lab, show) => {
      await lab.load({ tree: '[[1,2],[3]]', algorithm: 'alphabeta' });
      show(lab.state.events);
    },
    en: 'Loads a new search (attribute-style keys or engine fields).',
    ja: '新しい探索を読み込みます。',
  },
  {
    name: 'cancel()',
    run: async (lab, show) => {
      const state = await lab.cancel();
      show(state.event);
    },
    en: 'Stops the load under way; the run shown stays.',
    ja: '読み込み中の探索を止めます。表示中の実行は残ります。',
  },
  {
    name: 'step()',
    run: async (lab, show) => {
      const state = await lab.step();
      show(state.step.kind);
    },
    en: 'One event forward.',
    ja: '1 イベント進みます。',
  },
  {
    name: 'back()',
    run: async (lab, show) => {
      await lab.seek(3);
      const state = await lab.back();
      show(state.event);
    },
    en: 'One event back.',
    ja: '1 イベント戻ります。',
  },
  {
    name: 'stepNode()',
    run: async (lab, show) => {
      await lab.stepNode();
      const state = await lab.stepNode();
      show(state.step);
    },
    en: 'On to the next node entered, into the subtree: shows its enter.',
    ja: '次に入るノードまで進みます(部分木の中へ)。その enter を示します。',
  },
  {
    name: 'backNode()',
    run: async (lab, show) => {
      await lab.seek(6);
      const state = await lab.backNode();
      show(state.step);
    },
    en: 'Back to the node entered before (from inside a node: to where it was entered).',
    ja: '1 つ前に入ったノードまで戻ります(ノードの途中からは、そのノードに入ったところへ)。',
  },
  {
    name: 'stepOver()',
    run: async (lab, show) => {
      await lab.step();
      const state = await lab.stepOver();
      show(state.step.kind);
    },
    en: 'Skips the subtree of the node just entered: shows its return.',
    ja: '入ったばかりのノードの部分木を飛ばし、その return を示します。',
  },
  {
    name: 'stepOut()',
    run: async (lab, show) => {
      await lab.seek(4);
      const state = await lab.stepOut();
      show(state.step.kind);
    },
    en: 'Runs on until the node being searched returns.',
    ja: '探索中のノードが返るまで進みます。',
  },
  {
    name: 'stepTest()',
    run: async (lab, show) => {
      const state = await lab.stepTest();
      show(state.tests[0]);
    },
    en: 'To the end of the next null-window test.',
    ja: '次のヌルウィンドウ・テストの終わりまで進みます。',
  },
  {
    name: 'backTest()',
    run: async (lab, show) => {
      await lab.runToEnd();
      const state = await lab.backTest();
      show(state.tests.length);
    },
    en: 'Back to the end of the previous test.',
    ja: '前のテストの終わりまで戻ります。',
  },
  {
    name: 'runToEnd()',
    run: async (lab, show) => {
      const state = await lab.runToEnd();
      show(state.value);
    },
    en: 'Shows the whole run; resolves with the final state.',
    ja: '実行全体を示し、最後の状態を返します。',
  },
  {
    name: 'reset()',
    run: async (lab, show) => {
      await lab.runToEnd();
      const state = await lab.reset();
      show(state.event);
    },
    en: 'Back to event 0.',
    ja: 'イベント 0 に戻ります。',
  },
  {
    name: 'seek(k)',
    run: async (lab, show) => {
      const state = await lab.seek(10);
      show(state.line);
    },
    en: 'To event k.',
    ja: 'イベント k へ移ります。',
  },
  {
    name: 'play()',
    run: async (lab, show) => {
      await lab.play();
      show(lab.state.event >= 0);
    },
    en: 'Plays the run at the speed chosen.',
    ja: '選んだ速さで再生します。',
  },
  {
    name: 'pause()',
    run: async (lab, show) => {
      await lab.play();
      const state = await lab.pause();
      show(state.event >= 0);
    },
    en: 'Pauses playing.',
    ja: '再生を止めます。',
  },
  {
    name: 'getState()',
    run: async (lab, show) => {
      await lab.seek(12);
      show(lab.getState());
    },
    en: 'The moment shown as a compact, versioned string (tree, algorithm, options, event).',
    ja: '表示中の場面をバージョン付きの短い文字列で返します (木・アルゴリズム・オプション・イベント)。',
  },
  {
    name: 'setState(s)',
    run: async (lab, show) => {
      const s = lab.getState();
      await lab.load({ algorithm: 'alphabeta' });
      const state = await lab.setState(s);
      show(state.event);
    },
    en: 'Shows the moment of a getState() string; a bad one fires mtd-error and keeps the run.',
    ja: 'getState() の文字列の場面を示します。不正な文字列は mtd-error を発し、実行は残ります。',
  },
  {
    name: 'state',
    run: async (lab, show) => {
      await lab.seek(5);
      show(lab.state.step);
    },
    en: 'The state shown: value, event, tests, counters, the step and the line lit.',
    ja: '表示中の状態: 値、イベント、テスト、カウンター、ステップ、強調行。',
  },
  {
    name: 'states',
    html: element(`tree="${AIMA}" algorithms="alphabeta mtdf" compact`),
    run: async (lab, show) => {
      await lab.runToEnd();
      show(lab.states.map((s) => `${s.algorithm} ${s.value} ${s.tests.length}`).join(', '));
    },
    en: 'Compare mode: every pane’s state, with its algorithm (null with one algorithm).',
    ja: '比較モード: 各ペインの状態 (アルゴリズム名付き)。アルゴリズムが 1 つなら null。',
  },
  {
    name: 'pickedLeaves',
    html: small('pick="leaves" '),
    run: async (lab, show) => {
      lab.pickedLeaves = [0, 4];
      show(lab.pickedLeaves);
    },
    en: 'With pick="leaves": the leaves drawn pressed (leaf indices, left to right from 0).',
    ja: 'pick="leaves" のとき: 押された状態で描く葉 (左から 0 で始まる葉の番号)。',
  },
  {
    name: 'result',
    run: async (lab, show) => {
      await lab.ready;
      show(lab.result);
    },
    en: 'The whole run: value, tests, counters, best move.',
    ja: '実行全体: 値、テスト、カウンター、最善手。',
  },
  {
    name: 'treeEditor',
    // not compact: a compact lab keeps its tree read-only, so the editor would never open
    html: element(`tree="${AIMA}"`),
    run: async (lab, show) => {
      lab.treeEditor = {
        describe: () => ({ kind: 'leaf', value: 3 }),
        apply: () => 'read-only here',
      };
      show('click a node');
    },
    en: 'Makes the nodes of a tree given as text editable (the page applies the edit).',
    ja: 'テキストで与えた木のノードを編集可能にします (編集はページが行います)。',
  },
  {
    name: 'exportSVG(part)',
    run: async (lab, show) => {
      await lab.runToEnd();
      const svg = lab.exportSVG('tree');
      show(svg.slice(0, 60));
    },
    en: 'A standalone SVG of the tree (or of the bounds chart: part chart).',
    ja: '木 (または part chart で境界のグラフ) の単独の SVG。',
  },
  {
    name: 'exportPNG(part)',
    run: async (lab, show) => {
      const png = await lab.exportPNG('tree');
      show(`${png.type}, ${png.size > 0}`);
    },
    en: "A PNG (a Blob) of the tree or the chart, for a slide. It is drawn through a blob: image: under a Content-Security-Policy the page needs img-src 'self' blob: (without it exportPNG() rejects, naming that line).",
    ja: "木またはグラフの PNG (Blob)。スライド用。blob: 画像を経由して描くので、Content-Security-Policy のあるページには img-src 'self' blob: が必要です (ないと exportPNG() はその行を挙げて失敗します)。",
  },
].map((m) => ({ ...m, html: m.html ?? small(), code: snippet(SOURCE, m.name, 'run') }));

/** Events: `{ name, html, code, listen, run, en, ja }`. `listen(lab, show)` adds the
 * example's listener (the page calls it on the new element, so it hears the first run too),
 * `run(lab)` then triggers the event (once the element is ready). */
export const EVENTS = [
  {
    name: 'mtd-step',
    listen: (lab, show) => {
      lab.addEventListener('mtd-step', (e) => show(e.detail.event));
    },
    run: async (lab) => {
      await lab.step();
    },
    en: 'Every step shown, with the state.',
    ja: '示された各ステップ (状態付き)。',
  },
  {
    name: 'mtd-test',
    listen: (lab, show) => {
      lab.addEventListener('mtd-test', (e) => show(e.detail.test));
    },
    run: async (lab) => {
      await lab.runToEnd();
    },
    en: 'Each null-window test a forward move completed, with its record.',
    ja: '前進で終わった各ヌルウィンドウ・テスト (記録付き)。',
  },
  {
    name: 'mtd-done',
    listen: (lab, show) => {
      lab.addEventListener('mtd-done', (e) => show(e.detail.value));
    },
    run: async (lab) => {
      await lab.runToEnd();
    },
    en: 'Once per run, at its end.',
    ja: '実行の終わりに 1 回。',
  },
  {
    name: 'mtd-error',
    listen: (lab, show) => {
      lab.addEventListener('mtd-error', (e) => show(e.detail));
    },
    run: async (lab) => {
      lab.setAttribute('guess', 'abc');
    },
    en: 'Every failure, naming the field (the run shown stays).',
    ja: 'すべての失敗 (項目名付き。表示中の実行は残ります)。',
  },
  {
    name: 'mtd-held',
    listen: (lab, show) => {
      lab.addEventListener('mtd-held', (e) => show(e.detail));
    },
    run: async (lab) => {
      lab.setAttribute('hold', '2');
      await lab.stepTest();
    },
    en: 'A move forward refused at hold, with the event held at.',
    ja: 'hold で断られた前進 (止めているイベント付き)。',
  },
  {
    name: 'mtd-pick',
    html: small('pick="leaves" '),
    listen: (lab, show) => {
      lab.addEventListener('mtd-pick', (e) => show(e.detail));
    },
    run: async () => {
      // click a leaf of the drawing
    },
    en: 'A leaf picked (pick="leaves"): its index, node id and path of moves.',
    ja: '選ばれた葉 (pick="leaves"): 葉の番号、ノード番号、手順。',
  },
  {
    name: 'mtd-progress',
    listen: (lab, show) => {
      lab.addEventListener('mtd-progress', (e) => show(e.detail));
    },
    run: async (lab) => {
      await lab.load({ game: 'kalah', depth: 6 });
    },
    en: 'While a search runs: nodes visited and tests.',
    ja: '探索中: 訪問ノード数とテスト数。',
  },
].map((e) => ({
  ...e,
  html: e.html ?? small(),
  code: `${snippet(SOURCE, e.name, 'listen')}\n${snippet(SOURCE, e.name, 'run')}`,
}));
