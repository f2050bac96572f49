// Words for learners: no project-internal name (the seed documents' numbers, the design
// notes, section signs, file paths, a program's file name without its author) in any
// string a learner reads, in English or Japanese; every lesson, rendered as the Lessons view
// shows it, free of doubled phrases and of glossary titles put beside the text's own words.
import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.js';
import ja from '../i18n/ja.js';
import { learnText } from '../i18n/learn.js';
import { algorithmName } from '../i18n/narrate.js';
import { experimentLabels, readReason } from '../i18n/experiments.js';
import { kalahMessages } from '../i18n/kalah-messages.js';
import { solutionMessages } from '../i18n/solution-messages.js';
import { presenterMessages } from '../i18n/presenter-messages.js';
import { shareMessages } from '../i18n/share-messages.js';
import { fieldMessages } from '../i18n/field-messages.js';
import { engineMessages } from '../i18n/engine-messages.js';
import { APP_LABELS } from '../app/labels.js';
import { PRESETS } from '../app/presets.js';
import * as listings from '../render/listings.js';
import { ALGORITHMS } from '../element/config.js';
import { ATTRIBUTES, EVENTS, METHODS } from '../app/docs-examples.js';
import { docsMessages } from '../i18n/docs-messages.js';
import { GLOSSARY } from './glossary.js';
import { LESSONS } from './lessons/index.js';
import { SOURCES, SOURCES_TEXT } from './sources.js';
import { fillTemplate, sourceIds } from './template.js';
import { lessonText, plainText } from './lesson-text.js';
import { lessonContext, resolveMarks } from './lesson-context.js';
import { recordRun, solveAll } from './runs.js';
import { WasmEngine } from '../testing/wasm-engine.js';
import { sourceById } from './sources.js';

const SLOW = 120_000; // every lesson searched by the real core, on a shared machine

/** Names a learner cannot look up: [pattern, what it is]. */
const INTERNAL = [
  [/\bseeds? ?0\d\d\b/i, 'a seed document’s number'],
  [/シード ?0\d\d/, 'a seed document’s number'],
  [/シード(の表|の値|との差|:)/, 'the seed as a source'],
  [/CONVENTIONS|STYLE\.md|README/, 'a design note'],
  [/§/, 'a section sign of a design note'],
  [/\bissues?\b/i, 'an issue of the project'],
  [/\b[\w-]+\.(md|rs|json|mjs)\b/, 'a file name'],
  [/(^|[\s(])(www|src|data|bench|e2e|tests|scripts)\/[\w./-]+/, 'a file path'],
];
/** A program's file name is allowed only beside the author who published it. */
const PROGRAM = /\b\w+\.py\b/;
const PUBLISHER = /Hiroi|広井/;

/** The internal names in `text`: `[{ name, what }]`. */
export function internalNames(text) {
  const out = [];
  for (const [re, what] of INTERNAL) {
    const m = re.exec(text);
    if (m) out.push({ name: m[0].trim(), what });
  }
  const py = PROGRAM.exec(text);
  if (py && !PUBLISHER.test(text)) out.push({ name: py[0], what: 'a program without its author' });
  return out;
}

/** A function's own source without its comments: its template strings are its words. */
const sourceOf = (fn) => String(fn).replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/[^\n]*/g, '$1');

/** Every string reachable from `value` (functions read as their source): `[{ path, text }]`. */
function strings(value, path = '', out = [], seen = new Set()) {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (typeof value === 'function') out.push({ path: `${path}()`, text: sourceOf(value) });
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out, seen);
  }
  return out;
}

/** The printed-table reasons the core gives (data/seed003), as the Experiments notes read them. */
function printedReasons() {
  const dir = new URL('../../data/seed003/', import.meta.url);
  const reasons = new Set();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const text = readFileSync(new URL(f, dir), 'utf8');
    for (const m of text.matchAll(/"reason": "((?:[^"\\]|\\.)*)"/g))
      reasons.add(JSON.parse(`"${m[1]}"`));
  }
  return [...reasons];
}

/** Every table a learner reads, by name, in `lang`. */
function tables(lang) {
  return {
    messages: lang === 'ja' ? ja : en,
    learn: learnText(lang),
    algorithms: ALGORITHMS.map((a) => algorithmName(a)),
    experiments: experimentLabels(lang),
    experimentNotes: printedReasons().map((r) => experimentLabels(lang).note(r)),
    kalah: kalahMessages(lang),
    solution: solutionMessages(lang),
    presenter: presenterMessages(lang),
    share: shareMessages(lang),
    fields: fieldMessages(lang),
    engine: engineMessages(lang),
    labels: APP_LABELS[lang],
    presets: PRESETS.map((p) => ({ name: p.name[lang], note: p.note[lang] })),
    listings,
    glossary: GLOSSARY.map((g) => ({ term: g.term[lang], def: g.def[lang], match: g.match[lang] })),
    lessons: LESSONS.map((l) => ({
      title: l.title[lang],
      body: l.body[lang],
      steps: l.steps.map((s) => s.text[lang]),
    })),
    sources: { list: SOURCES, words: SOURCES_TEXT[lang] },
    // the docs page, for the teacher who embeds the element: held to the same rule
    docs: docsMessages(lang),
    docsExamples: [...ATTRIBUTES, ...METHODS, ...EVENTS].map((e) => e[lang]),
  };
}

describe('learner-visible words', () => {
  it('the check finds the internal names the issue quotes', () => {
    for (const bad of [
      'MTD(f) (seed 000) starts',
      'Seed 002 calls them',
      'シード 001 §2',
      'kalah8.py as printed (CONVENTIONS.md §4: …)',
      'see www/learn/glossary.js',
    ])
      expect(internalNames(bad), bad).not.toEqual([]);
    expect(internalNames('Hiroi’s NegaScout listing (kalah8.py on his page)')).toEqual([]);
    expect(internalNames('Tree i has the seed S + i; the last seed lands in the store')).toEqual(
      [],
    );
  });

  for (const lang of ['en', 'ja']) {
    it(`hold no project-internal name (${lang})`, () => {
      const found = [];
      for (const [name, table] of Object.entries(tables(lang))) {
        for (const { path, text } of strings(table, name)) {
          for (const hit of internalNames(text)) found.push(`${path}: ${hit.what} “${hit.name}”`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('read every difference the core explains as a note of its own kind', () => {
    const reasons = printedReasons();
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(readReason(r).kind, r).not.toBe('other');
  });

  it('link only to sources the Sources view lists, each with a full reference in both languages', () => {
    const texts = [
      ...GLOSSARY.flatMap((g) => [g.def.en, g.def.ja]),
      ...LESSONS.flatMap((l) =>
        ['en', 'ja'].flatMap((lang) => [...l.body[lang], ...l.steps.map((s) => s.text[lang])]),
      ),
    ];
    const linked = new Set(texts.flatMap((t) => sourceIds(t)));
    for (const id of linked) expect(sourceById(id), id).not.toBeNull();
    // the works the lessons follow are all named there
    for (const id of ['plaat', 'wikipedia', 'shibahara', 'alphabeta-page', 'hiroi'])
      expect(linked.has(id), id).toBe(true);
    for (const s of SOURCES)
      for (const lang of ['en', 'ja']) expect(s.reference[lang]).toBeTruthy();
  });
});

/** A word or phrase immediately repeated ("(α, β) (α, β)", "the the"): the repeat, or null. */
export function doubledPhrase(text) {
  // Latin words and numbers whole; every other character (kana, kanji, signs) on its own
  const tokens = text.match(/[\p{Script=Latin}\p{N}'’-]+|[^\s\p{Script=Latin}\p{N}]/gu) ?? [];
  for (let n = 1; n <= 12; n++) {
    for (let i = 0; i + 2 * n <= tokens.length; i++) {
      const a = tokens.slice(i, i + n);
      const b = tokens.slice(i + n, i + 2 * n);
      if (a.join('\u0000') !== b.join('\u0000')) continue;
      const phrase = a.join('');
      // one kana or sign doubled is Japanese spelling or a formula, not a repeated phrase
      if (n === 1 && !/[\p{Script=Latin}\p{N}]/u.test(phrase)) continue;
      return a.join(' ');
    }
  }
  return null;
}

/** The words a lesson's author wrote: a link's own words kept, a value left out. */
const ownWords = (text) =>
  text
    .replace(/\[\[[@\w-]+(?:\|([^\]]*))?\]\]/g, (_all, words) => words ?? '')
    .replace(/\{[\w.-]+\}/g, '');

describe('the lessons as rendered', () => {
  let engine;
  beforeAll(async () => {
    engine = await WasmEngine.create();
  });

  it('the doubled-phrase check finds a title put after the link and a repeated word', () => {
    expect(doubledPhrase('searched with a window (α, β) (α, β): α is')).toBe('( α , β )');
    expect(doubledPhrase('the the value')).toBe('the');
    expect(doubledPhrase('窓 (α, β) (α, β) で探索')).toBe('( α , β )');
    expect(doubledPhrase('g = 3, so 3 ≤ β = 3')).toBeNull();
  });

  it('a link without its own words is refused', () => {
    expect(() => fillTemplate('A [[leaf]] has its own value.')).toThrow(/\[\[leaf\|words\]\]/);
    expect(fillTemplate('A [[leaf|leaf]] and [[@plaat|Plaat et al.]]')).toEqual([
      { text: 'A ' },
      { text: 'leaf', term: 'leaf' },
      { text: ' and ' },
      { text: 'Plaat et al.', source: 'plaat' },
    ]);
  });

  for (const lesson of LESSONS) {
    it(
      `${lesson.id}: no doubled phrase, no glossary title beside the text's words`,
      { timeout: SLOW },
      async () => {
        const run = await recordRun(engine, lesson.config);
        const solves = await solveAll(engine, lesson.config, lesson.solve, run);
        const marks = resolveMarks(lesson, run);
        for (const lang of ['en', 'ja']) {
          const ctx = lessonContext({ run, solves, marks, lang, words: learnText(lang).words });
          const shown = lessonText(lesson, ctx, lang);
          const paragraphs = [
            shown.title,
            ...shown.body.map(plainText),
            ...shown.steps.map((s) => plainText(s.segments)),
          ];
          const written = [
            lesson.title[lang],
            ...lesson.body[lang],
            ...lesson.steps.map((s) => s.text[lang]),
          ].map(ownWords);
          paragraphs.forEach((p, i) => {
            expect(doubledPhrase(p), p).toBeNull();
            // a glossary title ("leaf, leaf evaluation", "test (null-window test)") shows in
            // a lesson only where its author wrote those words; elsewhere it belongs to the
            // glossary's dialog
            for (const g of GLOSSARY) {
              const title = g.term[lang];
              if (p.includes(title))
                expect(written[i].includes(title), `${lang} “${title}” in: ${p}`).toBe(true);
            }
          });
        }
      },
    );
  }
});
