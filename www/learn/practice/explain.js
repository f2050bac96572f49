// The sentences that explain a practice answer with the numbers that decide it (all from
// the question, i.e. from the trace). Pure: a question and a check result in, sentences
// out, in the language of `L` (www/i18n/learn.js).
import { nodeName } from '../../i18n/narrate.js';
import { withContext } from './context.js';

/** A sentence as shown: an English one that starts with a node's name gets its capital. */
const sentence = (s, lang) => (lang === 'ja' ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** The question's prompt, after the search it is about ("MTD(f), test 1, β = 0: …"). */
export function prompt(q, L, lang) {
  const { context, body } = promptParts(q, L, lang);
  return `${context}${body}`;
}

/** The prompt in two parts: `context` (the search and its separator), `body` (the question). */
export function promptParts(q, L, lang) {
  const body = sentence(promptText(q, L, lang), lang);
  return { context: withContext(q, '', lang), body };
}

function promptText(q, L, lang) {
  const node = q.node ? nodeName(q.node, lang) : '';
  switch (q.kind) {
    case 'child':
      return L.q.child({ node, isMax: q.isMax, child: q.child });
    case 'tt':
      return L.q.tt({ node, ...q.entry, ...q.window });
    case 'next-beta':
      return L.q['next-beta']({ test: q.test });
    default:
      return L.q[q.kind]({ node });
  }
}

/** Why the answer is what it is: sentences (for leaves, one per leaf answered wrongly). */
export function explain(q, result, L, lang) {
  return why(q, result, L, lang).map((s) => sentence(s, lang));
}

function why(q, result, L, lang) {
  const node = q.node ? nodeName(q.node, lang) : '';
  switch (q.kind) {
    case 'leaves': {
      const value = (leaf) => q.leaves.find((l) => l.leaf === leaf)?.value;
      const out = [L.why.leaves({ evaluated: q.answer.leaves })];
      for (const leaf of result?.extra ?? []) {
        const cut = q.why.cuts[leaf];
        if (cut) {
          out.push(L.why.extra({ leaf, value: value(leaf), cut, node: nodeName(cut.node, lang) }));
        }
      }
      for (const leaf of result?.missed ?? []) out.push(L.why.missed({ leaf, value: value(leaf) }));
      return out;
    }
    case 'child':
      return [L.why.child({ node, ...q.why, answer: q.answer.choice })];
    case 'return':
      return [L.why.return({ node, ...q.why })];
    case 'tt':
      return [L.why.tt({ node, ...q.why })];
    case 'next-beta':
      return [L.why['next-beta']({ ...q.why, next: q.answer.beta })];
    default:
      return [];
  }
}
