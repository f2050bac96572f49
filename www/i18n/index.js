// The languages: English and Japanese.
import en from './en.js';
import ja from './ja.js';

export const LANGS = { en, ja };

/** The messages of `lang` ('en' or 'ja'; anything else falls back to English). */
export function messages(lang) {
  return LANGS[lang] ?? LANGS[String(lang ?? '').slice(0, 2)] ?? en;
}
