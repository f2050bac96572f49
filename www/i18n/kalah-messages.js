// What the Kalah panel says beyond the app's labels, in English and Japanese: the engine
// searching (with Cancel), a search cancelled, and the button that lets the engine move
// again (after an error or a cancel, e.g. at a shallower depth), the work budget's field
// (and how to raise it when a search runs out of it), and what a finished search cost, so
// that a teacher can pick a depth for the lecture; how the engine searches (the programs'
// setting, or the plain search to step through). Pure. (A field out of its range is said
// by field-messages.js.)

const EN = {
  searching: (nodes, tests) =>
    `The engine is searching… ${nodes.toLocaleString('en')} nodes visited, ${tests} ${tests === 1 ? 'test' : 'tests'}.`,
  cancel: 'Cancel the search',
  cancelled:
    'Search cancelled. Change the depth or the algorithm if you like, then let the engine move.',
  failed: 'The engine could not move:',
  engineMove: 'Let the engine move',
  engineTurn: 'The engine’s turn.',
  budget: 'Work budget (nodes)',
  raise: (label, max) =>
    `Raise it in the field “${label}” (at most ${max}: digits only), or search less deep.`,
  search: 'Search',
  searches: {
    programs: 'As programs do (deepening, TT move, history)',
    plain: 'Plain (to step through)',
  },
  // the way searched as the line of what a search took names it
  searched: { programs: 'as programs do', plain: 'plain' },
  took: ({ depth, algorithm, search, nodes, ms, tests }) =>
    `Depth ${depth} with ${algorithm}, ${search}: ${nodes.toLocaleString('en')} nodes visited in ${ms.toLocaleString('en')} ms (${tests} ${tests === 1 ? 'test' : 'tests'}).`,
};

const JA = {
  searching: (nodes, tests) =>
    `エンジンが探索中… ${nodes.toLocaleString('ja')} ノード訪問、テスト ${tests} 回。`,
  cancel: '探索を中止',
  cancelled: '探索を中止しました。深さやアルゴリズムを変えてから、エンジンに指させてください。',
  failed: 'エンジンは指せませんでした：',
  engineMove: 'エンジンに指させる',
  engineTurn: 'エンジンの番です。',
  budget: '作業量の上限 (ノード数)',
  raise: (label, max) =>
    `欄「${label}」で上限を引き上げてください (最大 ${max}、数字のみ)。浅い深さで探索することもできます。`,
  search: '探索',
  searches: {
    programs: '実戦プログラム流 (反復深化・TT の手・ヒストリー)',
    plain: '素の探索 (ステップ実行向け)',
  },
  searched: { programs: '実戦プログラム流', plain: '素の探索' },
  took: ({ depth, algorithm, search, nodes, ms, tests }) =>
    `深さ ${depth}・${algorithm}・${search}：${nodes.toLocaleString('ja')} ノードを ${ms.toLocaleString('ja')} ミリ秒で訪問 (テスト ${tests} 回)。`,
};

/** The Kalah panel's messages in `lang` (English for anything but `ja`). */
export function kalahMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
