// A practice round's progress, kept for a reload or a browser crash (issue 19): the exercise,
// the question reached and the answers given, in one versioned, bounded localStorage record
// beside the app's session (www/app/session-store.js). The score is not stored: it is
// checked again from the answers against the trace (check.js), so a record can never claim a
// score its answers do not earn. A record that is damaged, of another version, or does not
// fit the round is dropped (the view says so in one line). Pure but for the Storage given.

export const PRACTICE_KEY = 'mtdlab.practice';
/** Bumped whenever what is stored changes meaning: an older record is dropped, not misread. */
export const PRACTICE_VERSION = 1;
/** The largest record stored (characters): a round is ten questions, far under it. */
export const MAX_PRACTICE_CHARS = 20_000;

const CHOICES = {
  child: ['searched', 'alpha-cut', 'beta-cut'],
  bound: ['lower', 'upper', 'exact'],
};
const whole = (v) => Number.isSafeInteger(v);

/** True when `given` is an answer of the shape question `q` takes (check.js). */
function fits(q, given) {
  if (!given || typeof given !== 'object') return false;
  switch (q.kind) {
    case 'leaves':
      return Array.isArray(given.leaves) && given.leaves.every(whole);
    case 'child':
      return CHOICES.child.includes(given.choice);
    case 'tt':
      return typeof given.cutoff === 'boolean';
    case 'return':
      return whole(given.g) && CHOICES.bound.includes(given.bound);
    case 'next-beta':
      return whole(given.beta);
    default:
      return false;
  }
}

const sameExercise = (a, b) =>
  Boolean(a && b) && a.branching === b.branching && a.depth === b.depth && a.seed === b.seed;

/**
 * Stores `{ exercise, at, answers }` (`answers[i]`: the answer given to question i, for every
 * question answered so far) in `storage`: `{ ok: true }` or `{ ok: false, why }` (`too-large`,
 * `full`), the record stored before left as it was.
 */
export function savePractice(storage, { exercise, at, answers }) {
  const raw = JSON.stringify({ version: PRACTICE_VERSION, exercise, at, answers });
  if (raw.length > MAX_PRACTICE_CHARS) return { ok: false, why: 'too-large' };
  try {
    storage.setItem(PRACTICE_KEY, raw);
    return { ok: true };
  } catch {
    return { ok: false, why: 'full' };
  }
}

/**
 * The progress stored for `exercise` whose questions are `round`: `{ at, answers }`;
 * `{ dropped }` (`corrupt`, `version`: the record is removed); or `{}` when none is stored or
 * it is another exercise's (left for that one).
 */
export function loadPractice(storage, exercise, round) {
  let raw;
  try {
    raw = storage.getItem(PRACTICE_KEY);
  } catch {
    return {};
  }
  if (raw === null) return {};
  const drop = (why) => {
    try {
      storage.removeItem(PRACTICE_KEY);
    } catch {
      // read again next time and dropped again
    }
    return { dropped: why };
  };
  if (typeof raw !== 'string' || raw.length > MAX_PRACTICE_CHARS) return drop('corrupt');
  let r;
  try {
    r = JSON.parse(raw);
  } catch {
    return drop('corrupt');
  }
  if (!r || typeof r !== 'object') return drop('corrupt');
  if (r.version !== PRACTICE_VERSION) return drop('version');
  if (!r.exercise || typeof r.exercise !== 'object') return drop('corrupt');
  if (!sameExercise(r.exercise, exercise)) return {};
  const { at, answers } = r;
  // the question reached is answered (its answer stored) or being asked (not yet)
  if (!Number.isInteger(at) || at < 0 || at >= round.length || !Array.isArray(answers))
    return drop('corrupt');
  if (answers.length !== at && answers.length !== at + 1) return drop('corrupt');
  if (!answers.every((a, i) => fits(round[i], a))) return drop('corrupt');
  return { at, answers };
}

const EN = {
  restored: (i, n) => `Your round was restored: question ${i} of ${n}, with your answers.`,
  dropped: (why) =>
    why === 'version'
      ? 'The stored progress of a round was saved by another version of mtdlab and was dropped; the round starts again.'
      : 'The stored progress of a round was damaged and was dropped; the round starts again.',
};
const JA = {
  restored: (i, n) =>
    `前回の続きから再開しました: 問題 ${i} / ${n} (回答済みの答えも復元しました)。`,
  dropped: (why) =>
    why === 'version'
      ? '保存されていた問題演習の進み具合は別の版の mtdlab のものだったため破棄しました。最初から始めます。'
      : '保存されていた問題演習の進み具合が壊れていたため破棄しました。最初から始めます。',
};

/** What the view says about the progress stored, in `lang`. */
export function practiceStoreMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
