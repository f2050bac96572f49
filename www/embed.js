// embed.html: the element alone, full size, for an <iframe>. Its URL fragment gives the
// moment (`s`, a getState() string), and `controls`, `lang`, `theme`. The element, its
// worker and the wasm load only once the page is shown and the frame is in view. A state
// that cannot be read says why, above the default tree. Wiring only.
import './styles/app.css';
import './styles/embed.css';
import { AIMA } from './element/config.js';
import { DEFAULT_ALGORITHM } from './engine/algorithms.js';
import { readFragment, readSharedLink } from './app/share-links.js';

import { shareMessages } from './i18n/share-messages.js';
import { whenVisible } from './app/when-visible.js';

const fragment = readFragment(location.hash);
const link = readSharedLink(location.hash);
const lang =
  fragment.lang ?? link?.state?.lang ?? (navigator.language?.startsWith('ja') ? 'ja' : 'en');
const m = shareMessages(lang === 'ja' ? 'ja' : 'en');
document.documentElement.lang = lang === 'ja' ? 'ja' : 'en';
document.title = m.embedTitle;
const theme = fragment.theme ?? link?.state?.theme;
const dark = theme ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
document.documentElement.dataset.theme = dark ? 'dark' : 'light';
const holder = document.getElementById('holder');
const notice = document.getElementById('link-error');
holder.textContent = m.waiting;

/** The options of the fragment, set as the element's attributes (it checks them). */
function look(lab) {
  for (const name of ['controls', 'lang', 'theme'])
    if (fragment[name] !== null) lab.setAttribute(name, fragment[name]);
}

async function start() {
  await import('./element/mtd-lab.js');
  const lab = document.createElement('mtd-lab');
  lab.id = 'lab';
  look(lab);
  holder.replaceWith(lab);
  if (!link) return;
  try {
    if (link.error) throw link.error;
    await lab.setState(link.s);
    look(lab); // the fragment's options win over the state's look
  } catch (err) {
    notice.textContent = m.badLink(err?.message ?? String(err));
    notice.hidden = false;
    await lab.load({ tree: AIMA, algorithm: DEFAULT_ALGORITHM, guess: 0 }).catch(() => null);
  }
}

whenVisible(holder).then(start);
