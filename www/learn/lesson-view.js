// The Lessons view: the lesson's text beside its own <mtd-lab>. Opening a lesson records
// its run in the engine (and the whole searches it compares with), fills the text's
// templates from them, and loads the element with the same config; each step's "Show me"
// seeks the element to the event its text describes.
import { LESSONS, lessonById } from './lessons/index.js';
import { lessonContext, resolveMarks } from './lesson-context.js';
import { lessonText } from './lesson-text.js';
import { fullConfig, recordRun, solveAll } from './runs.js';
import { segmentNodes } from './segments-view.js';
import { seekIn } from './lab-run.js';
import { SOURCES_TEXT } from './sources.js';
import { html } from '../render/svg.js';

/** `{ root, lab, show(id) }`: `engine()` gives the page's engine; `onTerm(id)` opens the
 * glossary, `onSource(id)` the Sources view; `onLesson(id)` is told which lesson is shown
 * (the page's link). */
export function buildLessonView({ engine, lang, L, onTerm, onSource, onLesson = () => {} }) {
  const lab = document.createElement('mtd-lab');
  lab.id = 'lesson-lab';
  lab.setAttribute('lang', lang);
  const picker = html('select', { id: 'lesson-pick', 'aria-label': L.lessons });
  LESSONS.forEach((l, i) =>
    picker.append(html('option', { value: l.id, text: `${i + 1}. ${l.title[lang]}` })),
  );
  const prev = html('button', { type: 'button', id: 'lesson-prev', text: L.previous });
  const next = html('button', { type: 'button', id: 'lesson-next', text: L.next });
  const article = html('article', { class: 'lesson', id: 'lesson', 'aria-live': 'polite' });
  const text = html('div', { class: 'lesson-text' }, [
    html('div', { class: 'lesson-nav' }, [prev, picker, next]),
    article,
  ]);
  const root = html('div', { class: 'learn-split' }, [text, lab]);
  let serial = 0;
  let current = null;

  const nodes = (segments) => segmentNodes(segments, onTerm, { onSource });
  // every lesson ends with the way to the works it follows
  const sourcesLink = () =>
    html('p', { class: 'lesson-sources' }, [
      html('a', {
        href: '#sources',
        class: 'source-link',
        text: (SOURCES_TEXT[lang] ?? SOURCES_TEXT.en).lessonLink,
        onclick: (e) => {
          e.preventDefault();
          onSource?.(null);
        },
      }),
    ]);

  async function show(id) {
    const lesson = lessonById(id) ?? LESSONS[0];
    const mine = ++serial;
    current = lesson;
    const index = LESSONS.indexOf(lesson);
    picker.value = lesson.id;
    prev.disabled = index === 0;
    next.disabled = index === LESSONS.length - 1;
    onLesson(lesson.id);
    article.dataset.lesson = lesson.id;
    article.dataset.state = 'loading';
    article.replaceChildren(
      html('h2', { text: lesson.title[lang] }),
      html('p', { class: 'lesson-status', text: L.loadingLesson }),
    );
    const config = fullConfig(lesson.config);
    lab.load(config).catch(() => {});
    let filled;
    let marks;
    try {
      const eng = await engine();
      const run = await recordRun(eng, lesson.config);
      const solves = await solveAll(eng, lesson.config, lesson.solve, run);
      marks = resolveMarks(lesson, run);
      const ctx = lessonContext({ run, solves, marks, lang, words: L.words });
      filled = lessonText(lesson, ctx, lang);
    } catch (err) {
      if (mine !== serial) return;
      article.dataset.state = 'error';
      article.replaceChildren(
        html('h2', { text: lesson.title[lang] }),
        html('p', { class: 'error', role: 'alert', text: L.lessonError(err?.message ?? err) }),
      );
      return;
    }
    if (mine !== serial) return;
    const steps = html('ol', { class: 'lesson-steps' });
    for (const step of filled.steps) {
      const mark = marks[step.mark];
      const button = html('button', {
        type: 'button',
        class: 'show-me',
        'data-mark': step.mark,
        'data-k': mark.k,
        text: L.showMe,
      });
      const item = html('li', { 'data-mark': step.mark }, [
        html('p', {}, nodes(step.segments)),
        button,
      ]);
      button.addEventListener('click', async () => {
        for (const li of steps.children) li.removeAttribute('aria-current');
        item.setAttribute('aria-current', 'step');
        await seekIn(lab, config, mark.k).catch(() => null);
        if (mine === serial) article.dataset.shown = step.mark;
      });
      steps.append(item);
    }
    article.replaceChildren(
      html('h2', { text: lesson.title[lang] }),
      html('p', { class: 'lesson-count', text: L.lessonOf(index + 1, LESSONS.length) }),
      ...filled.body.map((segments) => html('p', {}, nodes(segments))),
      html('h3', { text: L.steps }),
      steps,
      sourcesLink(),
    );
    delete article.dataset.shown;
    article.dataset.state = 'ready';
  }

  picker.addEventListener('change', () => show(picker.value));
  prev.addEventListener('click', () => show(LESSONS[LESSONS.indexOf(current) - 1]?.id));
  next.addEventListener('click', () => show(LESSONS[LESSONS.indexOf(current) + 1]?.id));
  return { root, lab, show, current: () => current };
}
