// The app's sharing, wired: the Share button and its dialog (the moment shown, as a
// permalink and two embed snippets), and a shared link (`#s=<state>`) opened on load. A
// link that cannot be read says why and shows the default tree: never a blank page, and the
// text in the editor goes to its earlier texts, never lost.
import { AIMA } from '../element/config.js';
import { DEFAULT_ALGORITHM } from '../engine/algorithms.js';
import { algorithmName } from '../i18n/narrate.js';
import { shareMessages } from '../i18n/share-messages.js';
import { html } from '../render/svg.js';
import { shareLinks } from './share-links.js';
import { buildShareDialog } from './share-dialog.js';
import { restoreApp } from './app-state.js';

/** The Share button (returned, for the header) with its dialog; `current()` gives the state
 * string of the moment shown. */
export function buildShareButton({ lang, current }) {
  const m = shareMessages(lang);
  const dialog = buildShareDialog(document.body, lang);
  const button = html('button', { type: 'button', id: 'share', text: m.share });
  button.addEventListener('click', () => {
    const links = shareLinks(location.href, current(), (a) => m.frameTitle(algorithmName(a)));
    dialog.open(links);
  });
  return button;
}

/**
 * Opens shared link `link` (readSharedLink) in the app (`app`: restoreApp's); `notice` is the
 * element that says what went wrong. Resolves when the moment, or the default tree, is shown.
 */
export async function openSharedLink(link, app, notice, lang) {
  const m = shareMessages(lang);
  try {
    if (link.error) throw link.error;
    await restoreApp(link.s, link.state, app, link); // a session's: with its Kalah moves
    notice.textContent = '';
    notice.hidden = true;
  } catch (err) {
    notice.textContent = m.badLink(err?.message ?? String(err));
    notice.hidden = false;
    app.showTab('explore');
    app.editor.setText(AIMA);
    await app.lab.load({ tree: AIMA, algorithm: DEFAULT_ALGORITHM, guess: 0 }).catch(() => null);
  }
}
