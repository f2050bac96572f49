// The last session, kept for a reload or a browser crash (issue 19, item 3): the moment the
// app shows (its share state string: tab, tree, algorithm and options, the event shown, the
// Kalah game; www/app/app-state.js) in one versioned, bounded localStorage record. A record
// that is corrupt or of another version is dropped (the page says so in one line); a state
// over the bound is refused and the last good record stays.
import { decodeState } from '../state/permalink.js';

export const SESSION_KEY = 'mtdlab.session';
/** Bumped whenever what is stored changes meaning: an older record is dropped, not misread. */
export const SESSION_VERSION = 1;
/** The largest state string stored (characters): a 10 MB tree text is refused. */
export const MAX_SESSION_CHARS = 1_000_000;

/** The most moves of a Kalah game kept (6 pits of 6 seeds end in far fewer). */
export const MAX_KALAH_MOVES = 2_000;

/** `{ start, moves }` of a Kalah game as stored (`start`: the position it began from, null
 * for the opening; `moves`: `[{ who: 'you' | 'engine', pit, value? }]`), checked: the same
 * object, or null when it is not one. */
export function readKalahMoves(k) {
  if (!k || typeof k !== 'object') return null;
  if (k.start !== null && typeof k.start !== 'string') return null;
  if (!Array.isArray(k.moves) || k.moves.length > MAX_KALAH_MOVES) return null;
  const whole = (v) => Number.isSafeInteger(v);
  const ok = k.moves.every(
    (m) =>
      m &&
      (m.who === 'you' || m.who === 'engine') &&
      whole(m.pit) &&
      m.pit >= 0 &&
      (m.value === undefined || whole(m.value)),
  );
  return ok ? k : null;
}

/**
 * Stores state string `s` in `storage`, with the Kalah game's moves when given (`kalah`:
 * readKalahMoves' shape): `{ ok: true }`, or `{ ok: false, why }` (`too-large`, `full`) with
 * the record stored before left as it was.
 */
export function saveSession(storage, s, { kalah = null } = {}) {
  if (typeof s !== 'string' || s.length > MAX_SESSION_CHARS) return { ok: false, why: 'too-large' };
  if (kalah && !readKalahMoves(kalah)) return { ok: false, why: 'too-large' };
  try {
    const record = { version: SESSION_VERSION, s };
    if (kalah) record.kalah = kalah;
    storage.setItem(SESSION_KEY, JSON.stringify(record));
    return { ok: true };
  } catch {
    return { ok: false, why: 'full' }; // the quota, or private mode: setItem leaves it as it was
  }
}

/**
 * The session stored in `storage`: `{ s, state, kalah? }`, `{ dropped }` (`corrupt`, `version`: the
 * record is removed) or `{}` when none is stored.
 */
export function loadSession(storage) {
  let raw;
  try {
    raw = storage.getItem(SESSION_KEY);
  } catch {
    return {};
  }
  if (raw === null) return {};
  const drop = (why) => {
    try {
      storage.removeItem(SESSION_KEY);
    } catch {
      // nothing to do: it is read again next time and dropped again
    }
    return { dropped: why };
  };
  let record;
  try {
    record = JSON.parse(raw);
  } catch {
    return drop('corrupt');
  }
  if (!record || typeof record !== 'object') return drop('corrupt');
  if (record.version !== SESSION_VERSION) return drop('version');
  if (typeof record.s !== 'string' || record.s.length > MAX_SESSION_CHARS) return drop('corrupt');
  let kalah = null;
  if (record.kalah !== undefined && !(kalah = readKalahMoves(record.kalah))) return drop('corrupt');
  try {
    return { s: record.s, state: decodeState(record.s), ...(kalah ? { kalah } : {}) };
  } catch {
    return drop('corrupt');
  }
}

/** Calls `fn()` once things have been quiet for `ms` (a save after a burst of steps). */
export function debounce(fn, ms) {
  let timer = null;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

/** The page's localStorage, or a storage that keeps nothing where it may not be used. */
export function pageStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // a sandboxed frame or storage turned off: nothing is kept
  }
}

const EN = {
  dropped: (why) =>
    why === 'version'
      ? 'The last session was saved by another version of mtdlab and was dropped; the default tree is shown.'
      : 'The last session’s stored record was damaged and was dropped; the default tree is shown.',
  refused: `This tree is too large to keep for the next visit (over ${MAX_SESSION_CHARS.toLocaleString('en')} characters); the session stored before stays.`,
};
const JA = {
  dropped: (why) =>
    why === 'version'
      ? '前回のセッションは別の版の mtdlab で保存されていたため破棄しました。既定の木を表示しています。'
      : '前回のセッションの保存データが壊れていたため破棄しました。既定の木を表示しています。',
  refused: `この木は大きすぎるため次回用に保存できません (${MAX_SESSION_CHARS.toLocaleString('ja')} 文字超)。以前に保存したセッションはそのまま残ります。`,
};

/** What the page says about the session stored, in `lang`. */
export function sessionMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
