// Which links belong to the Learn tab (kept apart so the page knows without loading it):
// `#learn`, `#glossary`, `#sources` (`#sources=ID`), `#lesson=ID`, `#practice=…`.
const LEARN_HASH = /^#?(learn$|glossary$|sources(=|$)|lesson=|practice=)/;

/** True when `hash` is a link into the Learn tab. */
export function isLearnHash(hash) {
  return LEARN_HASH.test(readHash(hash));
}

/** `hash` without its `#`, its % escapes decoded. A malformed escape (`%%`, `%E0%A4%A`) is
 * left as typed, so that the link's reader names what is wrong with it instead of the page
 * stopping on a URIError. */
export function readHash(hash) {
  const text = String(hash ?? '').replace(/^#/, '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
