// The lessons against the real wasm core: every template resolves from the lesson's run,
// every "Show me" step exists in its trace, every claim the text makes holds on its tree,
// and no text holds a number typed by hand.
import { beforeAll, describe, expect, it } from 'vitest';

// whole runs of the real core on a shared machine: room to finish (no time is asserted)
const SLOW = 60_000;
import { WasmEngine } from '../testing/wasm-engine.js';
import { ALLOWED, LESSONS } from './lessons/index.js';
import { lessonContext, resolveMarks } from './lesson-context.js';
import { fillTemplate, literalNumbers, templateKeys, termIds } from './template.js';
import { recordRun, solveAll } from './runs.js';
import { GLOSSARY, glossaryEntry } from './glossary.js';
import { learnText } from '../i18n/learn.js';

let engine;
beforeAll(async () => {
  engine = await WasmEngine.create();
});

const texts = (lesson, lang) => [
  lesson.title[lang],
  ...lesson.body[lang],
  ...lesson.steps.map((s) => s.text[lang]),
];

async function lessonData(lesson, lang = 'en') {
  const run = await recordRun(engine, lesson.config);
  const solves = await solveAll(engine, lesson.config, lesson.solve, run);
  const marks = resolveMarks(lesson, run);
  const ctx = lessonContext({ run, solves, marks, lang, words: learnText(lang).words });
  return { run, solves, marks, ctx };
}

describe('the lessons', () => {
  it('hold no number typed by hand, in either language', () => {
    for (const lesson of LESSONS) {
      for (const lang of ['en', 'ja']) {
        for (const text of texts(lesson, lang)) {
          expect(literalNumbers(text, [...ALLOWED, ...(lesson.allowed ?? [])]), text).toEqual([]);
        }
      }
    }
  });

  it('the number check finds digits and number words outside templates', () => {
    expect(literalNumbers('it makes {tests} tests, not 3 or two')).toEqual(['3', 'two']);
    expect(literalNumbers('テストは３回、二回')).toEqual(['３', '二回']);
    expect(literalNumbers('window (β − 1, β) [[test|test 1]]', ['β − 1'])).toEqual(['1']);
  });

  it('use the same templates and glossary links in English and Japanese', () => {
    for (const lesson of LESSONS) {
      const en = texts(lesson, 'en');
      const ja = texts(lesson, 'ja');
      expect(ja.length).toBe(en.length);
      en.forEach((t, i) => {
        expect(new Set(templateKeys(ja[i])), `${lesson.id}: ${t}`).toEqual(
          new Set(templateKeys(t)),
        );
        for (const id of [...termIds(t), ...termIds(ja[i])])
          expect(glossaryEntry(id), id).not.toBeNull();
      });
    }
  });

  for (const lesson of LESSONS) {
    it(
      `${lesson.id}: every template and mark comes from its run, and its claims hold`,
      { timeout: SLOW },
      async () => {
        for (const lang of ['en', 'ja']) {
          const { run, marks, ctx } = await lessonData(lesson, lang);
          expect(run.summary.done).toBe(true);
          for (const text of texts(lesson, lang)) {
            const segments = fillTemplate(text, ctx);
            expect(segments.map((s) => s.text).join('')).not.toMatch(/[{}[\]]{2}|undefined|NaN/);
          }
          for (const step of lesson.steps) {
            expect(marks[step.mark], step.mark).toBeDefined();
            expect(marks[step.mark].k).toBeGreaterThan(0);
          }
          // a lesson's sentences are claims about its run: it must check them
          expect(lesson.checks?.length ?? 0, `${lesson.id} has no checks`).toBeGreaterThan(0);
          for (const check of lesson.checks) {
            expect(check(ctx, { run, marks, lesson }), String(check)).toBe(true);
          }
        }
      },
    );
  }

  it(
    'fill a template with the engine’s numbers (the alpha-beta lesson’s cuts)',
    { timeout: SLOW },
    async () => {
      const lesson = LESSONS.find((l) => l.id === 'alphabeta');
      const { marks, ctx } = await lessonData(lesson);
      expect(marks.beta.step.kind).toBe('cut');
      expect(marks.beta.facts.node.isMax).toBe(true);
      expect(ctx.get('beta.g').raw).toBeGreaterThanOrEqual(ctx.get('beta.beta').raw);
      expect(marks.alpha.facts.node.isMax).toBe(false);
      expect(ctx.get('alpha.g').raw).toBeLessThanOrEqual(ctx.get('alpha.alpha').raw);
      const [first] = fillTemplate('{leaves} of {leaves.minimax}', ctx);
      expect(first).toMatchObject({ key: 'leaves', raw: 5 });
    },
  );

  it('every glossary entry has both languages', () => {
    for (const g of GLOSSARY) {
      for (const lang of ['en', 'ja']) {
        expect(g.term[lang]).toBeTruthy();
        expect(g.def[lang]).toBeTruthy();
        expect(g.match[lang].length).toBeGreaterThan(0);
      }
    }
  });
});
