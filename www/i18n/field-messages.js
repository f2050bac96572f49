// What the app's number fields say when a value cannot be used, in English and Japanese: a
// value out of its range (naming the field and the range), a minimum above its maximum, a
// tree with too many leaves, a list with nothing ticked. Pure.

const EN = {
  range: (label, value, lo, hi) =>
    `${label}: '${value}' is not a whole number from ${lo} to ${hi}.`,
  order: (min, max) => `${min} must not be greater than ${max}.`,
  leaves: (count, limit) =>
    `The tree would have ${count.toLocaleString('en')} leaves; at most ${limit.toLocaleString('en')}: use fewer children or levels.`,
  none: (label) => `${label}: tick at least one.`,
};

const JA = {
  range: (label, value, lo, hi) =>
    `${label}：「${value}」は ${lo} から ${hi} までの整数ではありません。`,
  order: (min, max) => `${min}は${max}以下にしてください。`,
  leaves: (count, limit) =>
    `葉が ${count.toLocaleString('ja')} 枚になります（最大 ${limit.toLocaleString('ja')} 枚）。子の数か深さを減らしてください。`,
  none: (label) => `${label}：1 つ以上選んでください。`,
};

/** The field messages of `lang` (English for anything but `ja`). */
export function fieldMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
