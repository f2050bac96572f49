// What presenter mode says, in English and Japanese: its button, the unit a step takes, the
// keys, leaving it, and the blanked screen. Pure.

const EN = {
  present: 'Present',
  presentTitle: 'Presenter mode (P)',
  label: 'Presenter mode',
  unit: 'Step by',
  units: { event: 'event', node: 'node', subtree: 'subtree', test: 'test' },
  back: 'Back',
  forward: 'Forward',
  keys: 'PageDown or → forward, PageUp or ← back, B blank the screen, Esc leave',
  leave: 'Leave (Esc)',
  blanked: 'Screen blanked: press any key to show it again.',
};

const JA = {
  present: '発表',
  presentTitle: '発表モード (P)',
  label: '発表モード',
  unit: '進む単位',
  units: { event: 'イベント', node: 'ノード', subtree: '部分木', test: 'テスト' },
  back: '戻る',
  forward: '進む',
  keys: 'PageDown または → で進む、PageUp または ← で戻る、B で画面を消す、Esc で終了',
  leave: '終了 (Esc)',
  blanked: '画面を消しています。何かキーを押すと戻ります。',
};

/** The messages of `lang` ('ja', else English). */
export function presenterMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
