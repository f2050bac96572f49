// The Learn tab's Sources view: the published works mtdlab follows, each with its full
// reference and what mtdlab takes from it (www/learn/sources.js). A lesson's or a
// definition's link to a source opens this view at that source.
import { SOURCES, SOURCES_TEXT } from './sources.js';
import { html } from '../render/svg.js';

/** `{ root, focus(id) }` in `lang`. */
export function buildSourcesView({ lang }) {
  const T = SOURCES_TEXT[lang] ?? SOURCES_TEXT.en;
  const list = html(
    'ol',
    { class: 'sources-list', id: 'sources-list' },
    SOURCES.map((s) =>
      html('li', { id: `source-${s.id}`, tabindex: -1, 'data-source': s.id }, [
        html('p', { class: 'source-reference', text: s.reference[lang] ?? s.reference.en }),
        html('p', { class: 'source-used' }, [
          html('span', { class: 'source-used-label', text: T.used }),
          ` ${s.used[lang] ?? s.used.en}`,
        ]),
      ]),
    ),
  );
  const root = html('div', { class: 'sources' }, [
    html('h2', { text: T.title }),
    html('p', { text: T.intro }),
    list,
  ]);
  /** Moves the focus to source `id` (the reader's place in the list). */
  const focus = (id) => {
    const li = list.querySelector(`#source-${id}`);
    li?.focus();
    li?.scrollIntoView({ block: 'nearest' });
  };
  return { root, focus };
}
