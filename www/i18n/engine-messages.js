// What the element and the Kalah panel say about the engine's work, in English and Japanese:
// a search under way (its progress), a search cancelled, and an engine limit explained (the
// work budget, the test limit and a full table, with how to raise them in a page). Pure.
import { MAX_VISITS } from '../element/config.js';
import { WORKER_VANISHED } from '../engine/client.js';
import { limit } from '../engine/algorithms.js';

const MAX_TESTS = limit('maxTests', 'session').max;
const MAX_TT_SIZE = limit('ttSize', 'session').max;

/** A worker's end in Japanese, for the reasons the client names itself (others, the core's
 * own words, are shown as they are). */
const JA_WHY = {
  [WORKER_VANISHED]: 'ワーカーが何も告げずに終了しました。外部から止められたか、メモリ不足です',
};
const jaWhy = (why) => JA_WHY[why] ?? why;

const EN = {
  started: 'Searching…',
  searching: (nodes, tests) =>
    `Searching… ${nodes.toLocaleString('en')} nodes visited, ${tests} ${tests === 1 ? 'test' : 'tests'}`,
  cancelled: 'Search cancelled; the last search stays shown.',
  budget: `Raise the limit with the max-visits attribute (or maxVisits in load()), at most ${MAX_VISITS}, or search a smaller tree or less deep.`,
  tests: `Raise the limit with maxTests in load() (at most ${MAX_TESTS}).`,
  table: `Raise the limit with the tt-size attribute (or ttSize in load()), at most ${MAX_TT_SIZE}, or search less deep.`,
  cancel: 'Cancel',
  kept: 'The last search stays shown.',
  // a session's worker died (a panic, out of memory, killed): shown again in a new one
  restarted: (why, k) =>
    `The engine stopped (${why}) and was restarted; the run is shown again at event ${k}.`,
  restartedSearch: (why) => `The engine stopped (${why}) and was restarted; the search was redone.`,
  // the element's engine did not start (www/element/start-notice.js)
  startTitle: 'mtdlab could not start its engine.',
  crossSite: (page, script) =>
    `This page (${page}) loads mtd-lab.js from another site (${script}), and a browser starts the engine’s worker only from the page’s own site.`,
  notLoaded: (why) => `Its worker did not load (${why}).`,
  startFix:
    'To fix it, serve mtd-lab.js and the assets/ folder beside it (both from the app’s dist/) from this page’s site, and point the script tag at that copy.',
};

const JA = {
  started: '探索中…',
  searching: (nodes, tests) =>
    `探索中… ${nodes.toLocaleString('ja')} ノード訪問、テスト ${tests} 回`,
  cancelled: '探索を中止しました。直前の探索をそのまま表示しています。',
  budget: `上限は max-visits 属性（または load() の maxVisits、最大 ${MAX_VISITS}）で引き上げられます。小さな木や浅い深さで探索することもできます。`,
  tests: `上限は load() の maxTests（最大 ${MAX_TESTS}）で引き上げられます。`,
  table: `上限は tt-size 属性（または load() の ttSize、最大 ${MAX_TT_SIZE}）で引き上げられます。浅い深さで探索することもできます。`,
  cancel: '中止',
  kept: '直前の探索をそのまま表示しています。',
  restarted: (why, k) =>
    `エンジンが停止しました (${jaWhy(why)})。再起動し、同じ探索をイベント ${k} から表示し直しています。`,
  restartedSearch: (why) =>
    `エンジンが停止しました (${jaWhy(why)})。再起動し、探索をやり直しました。`,
  startTitle: 'mtdlab の探索エンジンを起動できませんでした。',
  crossSite: (page, script) =>
    `このページ (${page}) は mtd-lab.js を別のサイト (${script}) から読み込んでいます。ブラウザはエンジンのワーカーをページと同じサイトからしか起動しません。`,
  notLoaded: (why) => `ワーカーを読み込めませんでした (${why})。`,
  startFix:
    '直すには、mtd-lab.js とその隣の assets/ フォルダ (どちらもアプリの dist/ にあります) をこのページのサイトから配信し、script タグをその写しに向けてください。',
};

/** The engine messages of `lang` (English for anything but `ja`). */
export function engineMessages(lang) {
  return lang === 'ja' ? JA : EN;
}

/**
 * An engine error as a page shows it: a limit's message (`work budget: …`, `test limit: …`,
 * `TT size: …` — the core's `RunError` kinds, src/search/error.rs) keeps its first
 * sentence, which names the limit and what hit it with its numbers, and says how to raise
 * it in a page (the engine's own hint speaks of the command line and configs), or `budget`
 * when given (a panel that has a field of its own for the work budget says to raise it
 * there); other messages are unchanged.
 */
export function explainEngineError(message, lang, { budget } = {}) {
  const text = cutLongWords(String(message));
  const t = engineMessages(lang);
  const limit = /(work budget|test limit|TT size): [^;]*/.exec(text);
  if (!limit) return text;
  const hint = { 'work budget': budget ?? t.budget, 'test limit': t.tests, 'TT size': t.table };
  return `${limit[0]}. ${hint[limit[1]]}`;
}

/**
 * `message` with every run of more than 60 non-space characters cut to its first 40 and its
 * length: an error echoes what the reader typed, which may be a 100,000-character token
 * ("'xxxx…' (131000 characters)"; the count leaves out the quotes and punctuation around
 * it). The command line cuts its errors the same way (src/bin/mtdlab/main.rs); the core
 * does not, as the code cost the page's .wasm 1.5 KB.
 */
export function cutLongWords(message) {
  return message.replace(/\S{61,}/gu, (word) => {
    const chars = [...word];
    if (chars.length <= 60) return word;
    const [, open, token, closing, after] = /^(['"]*)(.*?)(['"]*)([:,.;]*)$/su.exec(word);
    const kept = [...token].slice(0, 40).join('');
    return `${open}${kept}…${closing} (${[...token].length} characters)${after}`;
  });
}
