// Text segments (www/learn/template.js, www/learn/term-links.js) as DOM nodes: a number
// from the engine is a <span class="num" data-key> (tests compare it with the element's
// state), a glossary term a <button class="term"> that opens its entry, a source an
// <a class="source-link" href="#sources=ID"> into the Learn tab's Sources view.
import { html } from '../render/svg.js';

/** The nodes of `segments`; `onTerm(id)` when a term is pressed, `onSource(id)` when a
 * source's link is (without it the link follows its href). `capital`: the first letter
 * upper-cased (an English sentence that starts with a node's name). */
export function segmentNodes(segments, onTerm, { capital = false, onSource = null } = {}) {
  return segments.map((s, i) => {
    const text = capital && i === 0 ? s.text.charAt(0).toUpperCase() + s.text.slice(1) : s.text;
    if (s.term) {
      return html('button', {
        type: 'button',
        class: 'term',
        'data-term': s.term,
        onclick: () => onTerm(s.term),
        text,
      });
    }
    if (s.source) {
      return html('a', {
        class: 'source-link',
        href: `#sources=${s.source}`,
        'data-source': s.source,
        onclick: (e) => {
          if (!onSource) return;
          e.preventDefault();
          onSource(s.source);
        },
        text,
      });
    }
    if (s.key) return html('span', { class: 'num', 'data-key': s.key, text });
    return document.createTextNode(text);
  });
}
