// The lesson texts' templates: `{key}` is a number (or a node name, a window…) filled from
// the engine's run at render time, `[[id|words]]` links the text's own `words` to the
// glossary entry `id` (the entry's title shows only in the glossary's dialog), and
// `[[@id|words]]` links them to the source `id` of the Sources view (www/learn/sources.js).
// Pure. Numbers are never typed into a lesson: `literalNumbers` finds
// any left in a text once templates and allowed phrases are taken out (a test runs it
// over every lesson, both languages).

const PART = /\{([\w.-]+)\}|\[\[(@?[\w-]+)(?:\|([^\]]*))?\]\]/g;

/**
 * `text` as segments: `{ text }` plain, `{ text, key }` a value of `ctx` (a Map key →
 * `{ text, raw }`), `{ text, term }` a glossary link, `{ text, source }` a link to a
 * source. An unknown key throws, naming it; so does a link without its words (`[[id]]`:
 * a link wraps the text's own words, it never adds a title of its own).
 */
export function fillTemplate(text, ctx = new Map()) {
  const out = [];
  let pos = 0;
  for (const m of text.matchAll(PART)) {
    if (m.index > pos) out.push({ text: text.slice(pos, m.index) });
    if (m[1] !== undefined) {
      const v = ctx.get(m[1]);
      if (!v) throw new Error(`lesson template {${m[1]}}: no such value in this lesson's run`);
      out.push({ text: v.text, key: m[1], raw: v.raw });
    } else if (m[3] === undefined || m[3].trim() === '') {
      throw new Error(`template [[${m[2]}]]: a link wraps the text's own words, [[${m[2]}|words]]`);
    } else if (m[2].startsWith('@')) {
      out.push({ text: m[3], source: m[2].slice(1) });
    } else {
      out.push({ text: m[3], term: m[2] });
    }
    pos = m.index + m[0].length;
  }
  if (pos < text.length) out.push({ text: text.slice(pos) });
  return out;
}

/** The template keys `{key}` of `text`. */
export function templateKeys(text) {
  return [...text.matchAll(PART)].filter((m) => m[1] !== undefined).map((m) => m[1]);
}

/** The glossary ids `[[id|…]]` of `text`. */
export function termIds(text) {
  return [...text.matchAll(PART)]
    .filter((m) => m[2] !== undefined && !m[2].startsWith('@'))
    .map((m) => m[2]);
}

/** The source ids `[[@id|…]]` of `text`. */
export function sourceIds(text) {
  return [...text.matchAll(PART)].filter((m) => m[2]?.startsWith('@')).map((m) => m[2].slice(1));
}

/** Number words that would be a count typed by hand ("two tests", "二回"). */
const NUMBER_WORDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twice|thrice)\b|[二三四五六七八九十][つ回個度枚]/gi;

/**
 * The numbers written literally in `text` (digits, full-width digits, number words), once
 * the templates' keys, the sources' names (a year, a section number: “2.3 Alpha-Beta法”)
 * and the `allowed` phrases (formulas such as "β − 1") are taken out. An empty list: every
 * number of the text is the engine's.
 */
export function literalNumbers(text, allowed = []) {
  let rest = text.replace(PART, (_all, key, id, words) =>
    key !== undefined || id.startsWith('@') ? ' ' : ` ${words ?? ''} `,
  );
  for (const a of [...allowed].sort((x, y) => y.length - x.length)) rest = rest.split(a).join(' ');
  const digits = rest.match(/[0-9０-９]+/g) ?? [];
  const words = rest.match(NUMBER_WORDS) ?? [];
  return [...digits, ...words];
}
