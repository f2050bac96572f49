// The app's Learn tab: Lessons, Practice, the Glossary and the Sources, switched by a row of
// tabs. The page's link says what to open: `#lesson=ID` a lesson,
// `#practice=branching:3,depth:3,seed:42` an exercise (www/learn/practice/permalink.js),
// `#sources=ID` a source; a bad link is named in the view, never a blank page.
import { buildLessonView } from './lesson-view.js';
import { buildPracticeView } from './practice-view.js';
import { LESSONS, lessonById } from './lessons/index.js';
import { parsePractice, practiceHash } from './practice/permalink.js';
import { learnText } from '../i18n/learn.js';
import { theGlossary } from './glossary-view.js';
import { buildSourcesView } from './sources-view.js';
import { SOURCES_TEXT, sourceById } from './sources.js';
import { isLearnHash, readHash } from './hash.js';
import { html } from '../render/svg.js';

const VIEWS = ['lessons', 'practice', 'glossary', 'sources'];

/** What a hash asks the Learn tab for: `{ view, lesson?, exercise?, error? }`, or null. */
export function learnRoute(hash) {
  if (!isLearnHash(hash)) return null;
  const h = readHash(hash);
  const practice = parsePractice(h);
  if (practice) {
    return practice.error
      ? { view: 'practice', linkError: practice.error }
      : { view: 'practice', exercise: practice.exercise };
  }
  if (h === 'learn') return { view: 'lessons' };
  if (h === 'glossary') return { view: 'glossary' };
  const source = /^sources(?:=(.*))?$/.exec(h);
  if (source) return { view: 'sources', source: sourceById(source[1]) ? source[1] : null };
  const m = /^lesson=(.*)$/.exec(h);
  if (m) {
    return lessonById(m[1])
      ? { view: 'lessons', lesson: m[1] }
      : { view: 'lessons', lessonError: m[1] };
  }
  return null;
}

/** Sets the page's hash without scrolling or a history entry per question. */
function setHash(hash) {
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

/** `{ root, open(route), showTerm(id) }`: `engine()` the page's engine, `glossary` the
 * page's (www/learn/glossary-view.js `installGlossary`: its list is shown here, its dialog
 * opens on a term). */
export function buildLearnTab({ engine, lang, glossary = theGlossary() }) {
  const L = learnText(lang);
  const S = SOURCES_TEXT[lang] ?? SOURCES_TEXT.en;
  const onTerm = (id) => glossary.open(id);
  const sources = buildSourcesView({ lang });
  const showSource = (id) => {
    show('sources');
    if (id) {
      setHash(`#sources=${id}`);
      sources.focus(id);
    }
  };
  const lessons = buildLessonView({
    engine,
    lang,
    L,
    onTerm,
    onSource: showSource,
    onLesson: (id) => visible('lessons') && setHash(`#lesson=${id}`),
  });
  const practice = buildPracticeView({
    engine,
    lang,
    L,
    onTerm,
    onExercise: (ex) => setHash(practiceHash(ex)),
  });
  const message = html('p', { class: 'error', id: 'learn-error', role: 'alert' });
  const panels = {};
  const showTerm = (id) => {
    show('glossary');
    const dt = panels.glossary.querySelector(`#term-${id}`);
    dt?.focus();
    dt?.scrollIntoView({ block: 'nearest' });
  };
  panels.lessons = html('div', { id: 'learn-lessons', role: 'tabpanel' }, [lessons.root]);
  panels.practice = html('div', { id: 'learn-practice', role: 'tabpanel', hidden: true }, [
    practice.root,
  ]);
  panels.glossary = html('div', { id: 'learn-glossary', role: 'tabpanel', hidden: true }, [
    html('h2', { text: L.glossary }),
    html('p', { class: 'glossary-sources' }, [
      `${S.glossaryNote} `,
      html('a', {
        href: '#sources',
        class: 'source-link',
        id: 'glossary-sources-link',
        text: S.link,
        onclick: (e) => {
          e.preventDefault();
          show('sources');
        },
      }),
    ]),
    glossary.list,
  ]);
  panels.sources = html('div', { id: 'learn-sources', role: 'tabpanel', hidden: true }, [
    sources.root,
  ]);
  const tabs = {};
  const bar = html('div', { class: 'learn-tabs', role: 'tablist', 'aria-label': L.modes });
  for (const v of VIEWS) {
    tabs[v] = html('button', {
      type: 'button',
      role: 'tab',
      id: `learn-tab-${v}`,
      'aria-controls': `learn-${v}`,
      'aria-selected': 'false',
      text: v === 'sources' ? S.tab : L[v],
      onclick: () => show(v),
      onkeydown: (e) => {
        const i = VIEWS.indexOf(v);
        const j =
          e.key === 'ArrowRight'
            ? (i + 1) % VIEWS.length
            : e.key === 'ArrowLeft'
              ? (i + VIEWS.length - 1) % VIEWS.length
              : -1;
        if (j < 0) return;
        show(VIEWS[j]);
        tabs[VIEWS[j]].focus();
      },
    });
    panels[v].setAttribute('aria-labelledby', `learn-tab-${v}`);
    bar.append(tabs[v]);
  }
  const root = html('div', { class: 'learn' }, [
    bar,
    message,
    panels.lessons,
    panels.practice,
    panels.glossary,
    panels.sources,
  ]);
  let shown = null;
  const started = { lessons: false, practice: false };
  const visible = (v) => shown === v;

  function show(v) {
    shown = v;
    for (const w of VIEWS) {
      tabs[w].setAttribute('aria-selected', String(w === v));
      tabs[w].tabIndex = w === v ? 0 : -1;
      panels[w].hidden = w !== v;
    }
    if (v === 'lessons' && !started.lessons) {
      started.lessons = true;
      lessons.show(LESSONS[0].id);
    } else if (v === 'lessons' && lessons.current()) setHash(`#lesson=${lessons.current().id}`);
    if (v === 'practice' && !started.practice) {
      started.practice = true;
      practice.start();
    } else if (v === 'practice' && practice.exercise()) setHash(practiceHash(practice.exercise()));
    if (v === 'glossary') setHash('#glossary');
    if (v === 'sources') setHash('#sources');
  }

  /** Opens what `route` (learnRoute) asks for; a bad link is named. */
  function open(route) {
    message.textContent = '';
    const r = route ?? { view: 'lessons' };
    if (r.linkError) message.textContent = L.linkError(r.linkError);
    if (r.lessonError) {
      message.textContent = L.lessonLinkError(
        r.lessonError,
        LESSONS.map((l) => l.id),
      );
    }
    if (r.view === 'lessons' && r.lesson) {
      started.lessons = true;
      show('lessons');
      lessons.show(r.lesson);
      return;
    }
    if (r.view === 'practice' && r.exercise) {
      started.practice = true;
      show('practice');
      practice.start(r.exercise);
      return;
    }
    if (r.view === 'sources' && r.source) {
      showSource(r.source);
      return;
    }
    show(r.view);
  }
  return {
    root,
    open,
    openHash: (hash) => open(learnRoute(hash)),
    showTerm,
    showSource,
    labs: [lessons.lab, practice.lab],
  };
}
