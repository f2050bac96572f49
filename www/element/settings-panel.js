// The settings row of <mtd-lab>: the algorithm, the first guess (a slider, with the
// tests-for-every-f plot beside it), the step size, MTD-f-step's schedule (checked as it is
// typed), the TT and its size, the cut convention (with what it changes), the programs'
// enhancements (iterative deepening, the aspiration window, the history heuristic, the TT's
// move first: issue 23), and the language. Each control sets one of the element's
// attributes, which loads the search again; `paintSettings` shows the config loaded.
import {
  ALGORITHMS,
  CUTS,
  GUESSING,
  SCHEDULED,
  STEPPING,
  parseSchedule,
  showSchedule,
} from './config.js';
import { algorithm as algorithmRow, takes } from '../engine/algorithms.js';
import { html, svg } from '../render/svg.js';
import { algorithmName } from '../i18n/narrate.js';
import { showValue } from '../i18n/values.js';
import { solutionMessages } from '../i18n/solution-messages.js';

/** Builds the row; its controls set the attributes of `host` (the element). `messages()`:
 * the texts of the element's language. Returns the handles the painters take. */
export function buildSettings(host, messages) {
  const algorithm = html('select', {
    class: 'algorithm',
    onchange: (e) => host.setAttribute('algorithm', e.target.value),
  });
  for (const a of ALGORITHMS)
    algorithm.append(html('option', { value: a, text: `${algorithmName(a)} (${a})` }));
  const guessOut = html('output', { class: 'guess-out' });
  const guess = html('input', {
    type: 'range',
    class: 'guess',
    min: -20,
    max: 20,
    step: 1,
    oninput: (e) => {
      guessOut.textContent = showValue(Number(e.target.value));
      host.setAttribute('guess', e.target.value);
    },
  });
  const step = html('input', {
    type: 'number',
    class: 'step-size',
    min: 0,
    step: 1,
    onchange: (e) => {
      // a new step size starts the schedule again from it (seed 001's halving)
      host.removeAttribute('schedule');
      host.setAttribute('step', e.target.value);
    },
  });
  const scheduleError = html('span', {
    class: 'field-error',
    id: 'schedule-error',
    role: 'alert',
  });
  const checkSchedule = (input) => {
    const parsed = parseSchedule(input.value);
    const message = parsed.error ? messages().ui.scheduleError(parsed.error) : '';
    scheduleError.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    return parsed.schedule ?? null;
  };
  const schedule = html('input', {
    type: 'text',
    class: 'schedule',
    inputmode: 'numeric',
    spellcheck: 'false',
    autocomplete: 'off',
    size: 18,
    'aria-describedby': 'schedule-error',
    oninput: (e) => {
      e.target.dataset.typed = 'yes'; // the reader's text, kept until applied
      checkSchedule(e.target);
    },
    onchange: (e) => {
      const steps = checkSchedule(e.target);
      if (!steps) return;
      delete e.target.dataset.typed;
      e.target.value = showSchedule(steps);
      host.setAttribute('schedule', showSchedule(steps));
    },
  });
  const tt = html('input', {
    type: 'checkbox',
    class: 'tt-on',
    onchange: (e) => host.setAttribute('tt', e.target.checked ? 'on' : 'off'),
  });
  const ttSize = html('input', {
    type: 'number',
    class: 'tt-size',
    min: 1,
    step: 1,
    onchange: (e) => host.setAttribute('tt-size', e.target.value),
  });
  const cut = html('select', {
    class: 'cut',
    'aria-describedby': 'cut-note',
    onchange: (e) => host.setAttribute('cut', e.target.value),
  });
  for (const c of CUTS) cut.append(html('option', { value: c }));
  const cutNote = html('span', { class: 'cut-note', id: 'cut-note' });
  // the programs' enhancements: a switch each, and the aspiration window's δ (empty: none)
  const enhancement = (cls, attribute) =>
    html('input', {
      type: 'checkbox',
      class: cls,
      onchange: (e) => host.setAttribute(attribute, e.target.checked ? 'on' : 'off'),
    });
  const id = enhancement('id-on', 'iterative-deepening');
  const history = enhancement('history-on', 'history');
  const ttFirst = enhancement('tt-first-on', 'tt-move-first');
  const aspiration = html('input', {
    type: 'number',
    class: 'aspiration',
    min: 1,
    step: 1,
    onchange: (e) => {
      if (e.target.value.trim() === '') host.removeAttribute('aspiration');
      else host.setAttribute('aspiration', e.target.value);
    },
  });
  const lang = html(
    'select',
    {
      class: 'lang',
      onchange: (e) => host.setAttribute('lang', e.target.value),
    },
    [
      html('option', { value: 'en', text: 'English' }),
      html('option', { value: 'ja', text: '日本語' }),
    ],
  );
  const labels = {
    algorithm: html('span'),
    guess: html('span'),
    step: html('span'),
    schedule: html('span'),
    tt: html('span'),
    ttSize: html('span'),
    cut: html('span'),
    lang: html('span'),
    iterativeDeepening: html('span'),
    aspiration: html('span'),
    history: html('span'),
    ttMoveFirst: html('span'),
  };
  const guessLabel = html('label', { class: 'guess-label' }, [labels.guess, guess, guessOut]);
  const stepLabel = html('label', { class: 'step-label' }, [labels.step, step]);
  const scheduleField = html('span', { class: 'schedule-field' }, [
    html('label', { class: 'schedule-label' }, [labels.schedule, schedule]),
    scheduleError,
  ]);
  // shown only for the algorithms that take them (the core's table), as guess and step are
  const ttLabel = html('label', { class: 'tt-label' }, [tt, labels.tt]);
  const ttSizeLabel = html('label', { class: 'tt-size-label' }, [labels.ttSize, ttSize]);
  const cutField = html('span', { class: 'cut-field' }, [
    html('label', {}, [labels.cut, cut]),
    cutNote,
  ]);
  const idLabel = html('label', { class: 'id-label' }, [id, labels.iterativeDeepening]);
  const aspirationLabel = html('label', { class: 'aspiration-label' }, [
    labels.aspiration,
    aspiration,
  ]);
  const historyLabel = html('label', { class: 'history-label' }, [history, labels.history]);
  const ttFirstLabel = html('label', { class: 'tt-first-label' }, [ttFirst, labels.ttMoveFirst]);
  // an image (role img, with its label) only once drawn (www/render/guess-plot.js): an empty
  // image without a label is an axe violation while MTD(f)'s tests are being counted
  const plot = svg('svg', { class: 'guess-plot', viewBox: '0 0 300 70' });
  const plotTitle = html('div', { class: 'plot-title' });
  const plotWrap = html('div', { class: 'plot-wrap' }, [plotTitle, plot]);
  const root = html('div', { class: 'settings' }, [
    html('label', {}, [labels.algorithm, algorithm]),
    guessLabel,
    stepLabel,
    scheduleField,
    ttLabel,
    ttSizeLabel,
    cutField,
    html('label', {}, [labels.lang, lang]),
    plotWrap,
    // the programs' enhancements, last: beside the guess plot where there is one
    html('span', { class: 'enhancements' }, [idLabel, aspirationLabel, historyLabel, ttFirstLabel]),
  ]);
  return {
    root,
    algorithm,
    guess,
    guessOut,
    guessLabel,
    step,
    stepLabel,
    schedule,
    scheduleError,
    scheduleField,
    tt,
    ttLabel,
    ttSize,
    ttSizeLabel,
    cut,
    cutField,
    cutNote,
    id,
    idLabel,
    aspiration,
    aspirationLabel,
    history,
    historyLabel,
    ttFirst,
    ttFirstLabel,
    lang,
    labels,
    plot,
    plotTitle,
    plotWrap,
  };
}

/** Writes the row's labels in the language of `t` (a schedule error shown too). */
export function paintSettingsLabels(s, t) {
  s.labels.algorithm.textContent = t.ui.algorithm;
  s.labels.guess.textContent = t.ui.guess;
  s.labels.step.textContent = t.ui.stepSize;
  s.labels.schedule.textContent = t.ui.schedule;
  s.schedule.title = t.ui.scheduleHelp;
  const bad = parseSchedule(s.schedule.value).error;
  if (s.schedule.hasAttribute('aria-invalid') && bad) {
    s.scheduleError.textContent = t.ui.scheduleError(bad);
  }
  s.labels.tt.textContent = t.ui.tt;
  s.labels.ttSize.textContent = t.ui.ttSize;
  s.labels.lang.textContent = t.ui.language;
  // short labels (the row fits a 768 px screen), the whole name in the tooltip
  s.labels.iterativeDeepening.textContent = t.ui.iterativeDeepening;
  s.idLabel.title = t.ui.iterativeDeepeningHelp;
  s.labels.aspiration.textContent = t.ui.aspiration;
  s.aspirationLabel.title = t.ui.aspirationHelp;
  s.labels.history.textContent = t.ui.history;
  s.historyLabel.title = t.ui.historyHelp;
  s.labels.ttMoveFirst.textContent = t.ui.ttMoveFirst;
  s.ttFirstLabel.title = t.ui.ttMoveFirstHelp;
  s.plotTitle.textContent = t.ui.testsPerGuess;
  s.lang.value = t.lang;
  const m = solutionMessages(t.lang);
  s.labels.cut.textContent = m.cut;
  for (const o of s.cut.options) o.textContent = m.cutModes[o.value];
  paintCutNote(s);
}

/** The line under the cut convention: what the one chosen does. */
function paintCutNote(s) {
  // the usual rule's note is the select's tooltip; the unusual one's is shown beside it
  const note = solutionMessages(s.lang.value).cutNote[s.cut.value] ?? '';
  s.cut.title = note;
  s.cutNote.textContent = s.cut.value === 'gt' ? note : '';
}

/** Shows `config` (nothing when null) in the controls; the slider spans `[lo, hi]`. Only
 * the fields its algorithm takes are shown. */
export function paintSettings(s, c, [lo, hi]) {
  if (!c) return;
  s.algorithm.value = c.algorithm;
  s.guess.min = String(lo);
  s.guess.max = String(hi);
  s.guess.value = String(c.guess);
  s.guessOut.textContent = showValue(c.guess);
  s.guessLabel.hidden = !GUESSING.has(c.algorithm);
  s.plotWrap.hidden = !GUESSING.has(c.algorithm);
  s.step.value = String(c.step);
  s.stepLabel.hidden = !STEPPING.has(c.algorithm);
  s.scheduleField.hidden = !SCHEDULED.has(c.algorithm);
  // what the reader typed stays until it is valid and applied; a field only focused (Tab
  // from the step size) shows the schedule the run uses
  if (!s.schedule.dataset.typed) {
    s.schedule.value = showSchedule(c.schedule);
    s.schedule.removeAttribute('aria-invalid');
    s.scheduleError.textContent = '';
  }
  s.tt.checked = c.tt !== false;
  s.ttLabel.hidden = !takes(c.algorithm, 'tt');
  s.ttSize.value = String(c.ttSize);
  s.ttSizeLabel.hidden = !takes(c.algorithm, 'ttSize');
  s.cut.value = c.cut ?? 'ge';
  s.cutField.hidden = !takes(c.algorithm, 'cut');
  paintCutNote(s);
  // the enhancements, each where the algorithm takes it; one it always does (the core's
  // table says: iterative-deepening MTD(f)) ticked and fixed
  const always = (field) => algorithmRow(c.algorithm)?.always?.includes(field) ?? false;
  s.id.checked = always('iterativeDeepening') || c.iterativeDeepening === true;
  s.id.disabled = always('iterativeDeepening');
  s.idLabel.hidden = !takes(c.algorithm, 'iterativeDeepening');
  s.aspiration.value =
    c.aspiration === null || c.aspiration === undefined ? '' : String(c.aspiration);
  s.aspirationLabel.hidden = !takes(c.algorithm, 'aspiration');
  s.history.checked = c.history === true;
  s.historyLabel.hidden = !takes(c.algorithm, 'history');
  s.ttFirst.checked = always('ttMoveFirst') || c.ttMoveFirst === true;
  s.ttFirst.disabled = always('ttMoveFirst');
  s.ttFirstLabel.hidden = !takes(c.algorithm, 'ttMoveFirst');
}
