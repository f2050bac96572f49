// What the Kalah panel says beyond the app's labels, in English and Japanese: the engine
// searching (with Cancel), a search cancelled, and the button that lets the engine move
// again (after an error or a cancel, e.g. at a shallower depth). Pure. (A field out of its
// range is said by field-messages.js.)

const EN = {
  searching: (nodes, tests) =>
    `The engine is searching… ${nodes.toLocaleString('en')} nodes visited, ${tests} ${tests === 1 ? 'test' : 'tests'}.`,
  cancel: 'Cancel the search',
  cancelled:
    'Search cancelled. Change the depth or the algorithm if you like, then let the engine move.',
  failed: 'The engine could not move:',
  engineMove: 'Let the engine move',
  engineTurn: 'The engine’s turn.',
};

const JA = {
  searching: (nodes, tests) =>
    `エンジンが探索中… ${nodes.toLocaleString('ja')} ノード訪問、テスト ${tests} 回。`,
  cancel: '探索を中止',
  cancelled: '探索を中止しました。深さやアルゴリズムを変えてから、エンジンに指させてください。',
  failed: 'エンジンは指せませんでした：',
  engineMove: 'エンジンに指させる',
  engineTurn: 'エンジンの番です。',
};

/** The Kalah panel's messages in `lang` (English for anything but `ja`). */
export function kalahMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
