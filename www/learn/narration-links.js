// The element's narration with its glossary terms linked, on every <mtd-lab> of the page,
// from the page's first load: the terms' words are small (www/learn/glossary-words.js);
// `openTerm(id)` loads the glossary's definitions (the Learn tab's chunk) when a term is
// first pressed.
import { SidePanels } from '../element/side-panels.js';
import { linkTerms } from './term-links.js';
import { segmentNodes } from './segments-view.js';

/** Links the narration's terms; a pressed term calls `openTerm(id)`. */
export function linkNarration(openTerm) {
  SidePanels.linkTerms = (text, lang) => segmentNodes(linkTerms(text, lang), openTerm);
}
