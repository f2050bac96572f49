// The glossary on screen: the whole list (the Learn tab's Glossary view) and a dialog that
// opens on one entry from any term link on the page. A link wraps the text's own words; the
// entry's title shows here only. A definition's sources link to the Sources view. The
// narration's terms are linked by www/learn/narration-links.js, which the page loads first.
import { GLOSSARY, glossaryEntry } from './glossary.js';
import { fillTemplate } from './template.js';
import { segmentNodes } from './segments-view.js';
import { learnText } from '../i18n/learn.js';
import { html } from '../render/svg.js';

/** The page's glossary: its dialog added to the page. `onAll(id)` shows the whole list (the
 * Learn tab's Glossary view) at entry `id`, `onSource(id)` the Sources view at source `id`. */
export function installGlossary({ lang, onAll, onSource }) {
  const glossary = buildGlossary({ lang, L: learnText(lang), onAll, onSource });
  document.body.append(glossary.dialog);
  pageGlossary = glossary;
  return glossary;
}

let pageGlossary = null;

/** The glossary `installGlossary` put on the page (null before). */
export function theGlossary() {
  return pageGlossary;
}

/** `{ list, dialog, open(id) }` in `lang`; `L` the Learn words; `onAll()` shows the list,
 * `onSource(id)` a source (the dialog closes first). */
export function buildGlossary({ lang, L, onAll, onSource = null }) {
  const definition = (g, onLink) =>
    segmentNodes(fillTemplate(g.def[lang]), () => {}, { onSource: onLink });
  const list = html(
    'dl',
    { class: 'glossary-list', id: 'glossary-list' },
    GLOSSARY.flatMap((g) => [
      html('dt', { id: `term-${g.id}`, tabindex: -1, text: g.term[lang] }),
      html('dd', {}, definition(g, onSource)),
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
  const fromDialog = onSource
    ? (id) => {
        dialog.close();
        onSource(id);
      }
    : null;
  const open = (id) => {
    const g = glossaryEntry(id);
    if (!g) return;
    dialog.dataset.term = id;
    title.textContent = g.term[lang];
    body.replaceChildren(...definition(g, fromDialog));
    if (!dialog.open) dialog.showModal();
  };
  return { list, dialog, open };
}
