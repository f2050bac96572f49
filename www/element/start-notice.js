// What the element shows in its box when its engine could not start (an EngineStartError of
// www/engine/client.js): a notice saying why (the page loads mtd-lab.js from another site, or
// the worker's script did not load) and what to do, so that an element pasted from the app's
// site into a course page is never an empty box. The status line still says the error.
import { html } from '../render/svg.js';
import { engineMessages } from '../i18n/engine-messages.js';

/** Shows (or replaces) the notice of `err` in `lab` (the element's `.lab`), in `lang`. */
export function showStartNotice(lab, err, lang) {
  const t = engineMessages(lang);
  const why = err.crossOrigin
    ? t.crossSite(err.page, new URL(err.script).origin)
    : t.notLoaded(err.message.replace(/^the engine could not start: /, ''));
  const notice = html('div', { class: 'start-error', role: 'alert', part: 'start-error' }, [
    html('strong', { text: t.startTitle }),
    ` ${why} ${t.startFix}`,
  ]);
  const old = lab.querySelector(':scope > .start-error');
  if (old) old.replaceWith(notice);
  else lab.prepend(notice);
  return notice;
}
