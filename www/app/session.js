// The last session restored at load and saved as it changes (session-store.js keeps it):
// wired to the app page by www/main.js.
import { openSharedLink } from './share.js';
import {
  MAX_SESSION_CHARS,
  debounce,
  loadSession,
  pageStorage,
  saveSession,
  sessionMessages,
} from './session-store.js';

function say(notice, text) {
  notice.textContent = text;
  notice.hidden = false;
}

/**
 * Shows the session stored (unless `skip`: the URL carries a link, which wins): → a promise
 * that settles once it is shown, or null when there is none to show. A record dropped is
 * said in one line in `linkNotice`.
 */
export function restoreSession({ skip, app, linkNotice, lang }) {
  const storage = pageStorage();
  if (skip || !storage) return null;
  const session = loadSession(storage);
  if (session.dropped) say(linkNotice, sessionMessages(lang).dropped(session.dropped));
  if (!session.state) return null;
  return openSharedLink(session, app, linkNotice, lang);
}

/** Saves `state()` (a share state string), with `extra()` (the Kalah game's moves: what the
 * string does not hold), a moment after each change of the page, once `restoring` (a
 * promise, or null) has settled: a reload or a crash finds it there. */
export function installSessionSaving(
  restoring,
  { lab, linkNotice, lang, state, extra = () => ({}) },
) {
  const storage = pageStorage();
  if (!storage) return;
  let refused = false;
  const save = () => {
    // a tree text over the bound is refused before its state is made (megabytes encoded at
    // every step for nothing; a state that long is not even read back by decodeState)
    let r = { ok: false, why: 'too-large' };
    if ((lab.getAttribute('tree') ?? '').length <= MAX_SESSION_CHARS) {
      let s;
      try {
        s = state();
      } catch {
        return; // no run shown yet: nothing to keep
      }
      r = saveSession(storage, s, extra());
    }
    // said once, not at every step of the same tree
    if (!r.ok && r.why === 'too-large' && !refused) say(linkNotice, sessionMessages(lang).refused);
    refused = !r.ok;
  };
  const later = debounce(save, 300);
  Promise.resolve(restoring)
    .catch(() => null)
    .then(() => {
      new MutationObserver(later).observe(lab, { attributes: true });
      for (const type of ['click', 'keyup', 'change']) document.addEventListener(type, later);
      // every lab's steps (mtd-step does not bubble: heard while it is captured)
      document.addEventListener('mtd-step', later, true);
      addEventListener('pagehide', save);
      later();
    });
}
