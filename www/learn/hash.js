// Which links belong to the Learn tab (kept apart so the page knows without loading it):
// `#learn`, `#glossary`, `#sources` (`#sources=ID`), `#lesson=ID`, `#practice=…`.
const LEARN_HASH = /^#?(learn$|glossary$|sources(=|$)|lesson=|practice=)/;

/** True when `hash` is a link into the Learn tab. */
export function isLearnHash(hash) {
  return LEARN_HASH.test(decodeURIComponent(String(hash ?? '')));
}
