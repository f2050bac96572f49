// A lesson's text as the Lessons view shows it: its title, its paragraphs and its steps,
// each a list of segments (www/learn/template.js) filled from the lesson's run; an English
// sentence starts with a capital even when it starts with a template (a node's name). Pure:
// the view turns the segments into nodes, a test reads them as plain text.
import { fillTemplate } from './template.js';

/** `segments` with the first letter of the first upper-cased. */
function capitalised(segments) {
  const [first, ...rest] = segments;
  if (!first) return segments;
  return [{ ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) }, ...rest];
}

/** The segments of one text of `lesson` in `lang`, filled from `ctx` (lessonContext). */
export function lessonSegments(text, ctx, lang) {
  const segments = fillTemplate(text, ctx);
  return lang === 'en' ? capitalised(segments) : segments;
}

/** `{ title, body: [segments], steps: [{ mark, segments }] }` of `lesson` in `lang`. */
export function lessonText(lesson, ctx, lang) {
  return {
    title: lesson.title[lang],
    body: lesson.body[lang].map((t) => lessonSegments(t, ctx, lang)),
    steps: lesson.steps.map((s) => ({
      mark: s.mark,
      segments: lessonSegments(s.text[lang], ctx, lang),
    })),
  };
}

/** Segments as the plain text a reader sees. */
export function plainText(segments) {
  return segments.map((s) => s.text).join('');
}
