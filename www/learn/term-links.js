// Glossary links in running text (the element's narration, practice explanations): each
// term of the glossary linked at its first occurrence, the longest form found winning; the
// link wraps the text's own words. Only the glossary's words are needed
// (www/learn/glossary-words.js), not its definitions: the page links the narration without
// loading the Learn tab. Pure: text in, segments out; the views turn segments into buttons.
import { GLOSSARY_WORDS } from './glossary-words.js';

const isWordChar = (c) => c !== undefined && /[A-Za-z0-9]/.test(c);

/** Every form of every term in `lang`, longest first: `[{ form, id }]`. */
function forms(lang) {
  const all = [];
  for (const [id, match] of Object.entries(GLOSSARY_WORDS)) {
    for (const form of match[lang] ?? match.en) all.push({ form, id });
  }
  return all.sort((a, b) => b.form.length - a.form.length);
}
const FORMS = { en: forms('en'), ja: forms('ja') };

/**
 * `text` cut into `[{ text, term? }]`: a segment with `term` (a glossary id) is the first
 * occurrence of that term; English forms match whole words only.
 */
export function linkTerms(text, lang = 'en') {
  const list = FORMS[lang] ?? FORMS.en;
  const hits = [];
  const taken = (from, to) => hits.some((h) => from < h.to && h.from < to);
  const seen = new Set();
  for (const { form, id } of list) {
    if (seen.has(id)) continue;
    let at = text.indexOf(form);
    while (at >= 0) {
      const end = at + form.length;
      const whole = lang === 'ja' || (!isWordChar(text[at - 1]) && !isWordChar(text[end]));
      if (whole && !taken(at, end)) {
        hits.push({ from: at, to: end, id });
        seen.add(id);
        break;
      }
      at = text.indexOf(form, at + 1);
    }
  }
  hits.sort((a, b) => a.from - b.from);
  const out = [];
  let pos = 0;
  for (const h of hits) {
    if (h.from > pos) out.push({ text: text.slice(pos, h.from) });
    out.push({ text: text.slice(h.from, h.to), term: h.id });
    pos = h.to;
  }
  if (pos < text.length) out.push({ text: text.slice(pos) });
  return out;
}
