// The glossary on screen: the whole list (the Learn tab's Glossary view) and a dialog that
// opens on one entry from any term link on the page, the element's narration included
// (`installGlossary` hooks the narration of every <mtd-lab> of the page).
import { GLOSSARY, glossaryEntry } from './glossary.js';
import { linkTerms } from './term-links.js';
import { segmentNodes } from './segments-view.js';
import { SidePanels } from '../element/side-panels.js';
import { learnText } from '../i18n/learn.js';
import { html } from '../render/svg.js';

/** The page's glossary: its dialog added to the page, and the narration's terms linked to
 * it. `onAll(id)` shows the whole list (the Learn tab's Glossary view) at entry `id`. */
export function installGlossary({ lang, onAll }) {
  const glossary = buildGlossary({ lang, L: learnText(lang), onAll });
  document.body.append(glossary.dialog);
  SidePanels.linkTerms = (text, narrationLang) =>
    segmentNodes(linkTerms(text, narrationLang), glossary.open);
  pageGlossary = glossary;
  return glossary;
}

let pageGlossary = null;

/** The glossary `installGlossary` put on the page (null before). */
export function theGlossary() {
  return pageGlossary;
}

/** `{ list, dialog, open(id) }` in `lang`; `L` the Learn words; `onAll()` shows the list. */
export function buildGlossary({ lang, L, onAll }) {
  const list = html(
    'dl',
    { class: 'glossary-list', id: 'glossary-list' },
    GLOSSARY.flatMap((g) => [
      html('dt', { id: `term-${g.id}`, tabindex: -1, text: g.term[lang] }),
      html('dd', { text: g.def[lang] }),
    ]),
  );
  const title = html('h2', { id: 'glossary-dialog-title' });
  const body = html('p', { class: 'glossary-def' });
  const dialog = html(
    'dialog',
    { class: 'glossary-dialog', id: 'glossary-dialog', 'aria-labelledby': 'glossary-dialog-title' },
    [
      title,
      body,
      html('div', { class: 'glossary-actions' }, [
        html('button', {
          type: 'button',
          id: 'glossary-all',
          text: L.allTerms,
          onclick: () => {
            const id = dialog.dataset.term;
            dialog.close();
            onAll(id);
          },
        }),
        html('button', {
          type: 'button',
          id: 'glossary-close',
          text: L.close,
          onclick: () => dialog.close(),
        }),
      ]),
    ],
  );
  const open = (id) => {
    const g = glossaryEntry(id);
    if (!g) return;
    dialog.dataset.term = id;
    title.textContent = g.term[lang];
    body.textContent = g.def[lang];
    if (!dialog.open) dialog.showModal();
  };
  return { list, dialog, open };
}
