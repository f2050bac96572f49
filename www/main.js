// The app page: <mtd-lab> plus the app's own chrome (presets, editor, random trees,
// compare mode, Kalah, the seeds' experiments). Wiring only; each piece lives in its own module.
import './styles/app.css';
import './styles/learn.css';
import { pageEngine } from './element/mtd-lab.js';
import { APP_LABELS } from './app/labels.js';
import { PRESETS } from './app/presets.js';
import { buildEditor } from './app/editor.js';
import { installUndo } from './app/undo-keys.js';
import { installSessionSaving, restoreSession } from './app/session.js';
import { applyTreeEdit, describeNode } from './app/tree-edit.js';
import { buildCompare } from './app/compare.js';
import { buildKalah } from './app/kalah.js';
import { buildExperiments } from './app/experiments.js';
import { experimentLabels } from './i18n/experiments.js';
import { buildRandomForm } from './app/random-form.js';
import { buildPresetList } from './app/preset-list.js';
import { buildLeavesTable } from './app/leaves-table.js';
import { html } from './render/svg.js';
import { appState } from './app/app-state.js';
import { buildShareButton, openSharedLink } from './app/share.js';
import { readSharedLink } from './app/share-links.js';
import { shareMessages } from './i18n/share-messages.js';
import { buildPresenter } from './app/presenter.js';
import { presenterMessages } from './i18n/presenter-messages.js';
import { ownsKeys } from './controls/keys.js';
import { isLearnHash } from './learn/hash.js';
import { fitLab } from './app/fit-lab.js';
import { linkNarration } from './learn/narration-links.js';

const $ = (sel) => document.querySelector(sel);
const lab = $('#lab');
const status = $('#status');
const prefs = (() => {
  try {
    return JSON.parse(localStorage.getItem('mtdlab.prefs') ?? '{}');
  } catch {
    return {};
  }
})();
const savePrefs = () => {
  try {
    localStorage.setItem('mtdlab.prefs', JSON.stringify(prefs));
  } catch {
    // nothing to keep them in
  }
};
// a shared link (#s=<state>) sets the language and the theme it was made in
const link = readSharedLink(location.hash);
let lang = link?.state?.lang ?? prefs.lang ?? (navigator.language?.startsWith('ja') ? 'ja' : 'en');
let L = APP_LABELS[lang];

// ---- theme and language --------------------------------------------------------------------
function applyTheme(dark) {
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  for (const el of document.querySelectorAll('mtd-lab'))
    el.setAttribute('theme', dark ? 'dark' : 'light');
}
const theme = $('#theme');
theme.checked = link?.state?.theme
  ? link.state.theme === 'dark'
  : (prefs.dark ?? matchMedia('(prefers-color-scheme: dark)').matches);
theme.addEventListener('change', () => {
  prefs.dark = theme.checked;
  savePrefs();
  applyTheme(theme.checked);
});

// ---- explore: presets, editor, random trees --------------------------------------------------
/** After a preset or a tree applied, the keys step the lab (← → as the narration says): the
 * focus goes to it, without scrolling the page. */
const focusLab = () => lab.focus({ preventScroll: true });

const editor = buildEditor({
  initial: lab.getAttribute('tree'),
  labels: L,
  onApply: (text, { keepEnd = false } = {}) => {
    editor.clearError();
    // after an edit made on the drawing, a run shown to its end is shown to its end again
    // (the focus stays on the drawing); a tree applied otherwise hands the keys to the lab
    const s = lab.state;
    const atEnd = keepEnd && s.events > 0 && s.event >= s.events;
    lab
      .load({ tree: text })
      .then(() => (atEnd ? lab.runToEnd() : keepEnd ? null : focusLab()))
      .catch(() => {});
  },
});

// ---- editing the tree from its drawing: a leaf's value, children added and removed --------
// The edits apply to the text the lab shows; the editor's text before (typed or not) goes to
// the earlier texts.
const shownText = () => lab.getAttribute('tree') ?? editor.text();
lab.treeEditor = {
  describe: (path) => describeNode(shownText(), path),
  apply(edit) {
    const r = applyTreeEdit(shownText(), edit);
    if (r.error) return L.editError(r.error);
    editor.setText(r.text, { apply: true, keepEnd: true });
    // the tree is no longer the preset's
    presetList.showNone();
    return null;
  },
};
// undo and redo over every tree shown (the buttons beside the editor's)
const undo = installUndo({
  lab,
  labels: L,
  show: (text) => editor.setText(text, { apply: true, keepEnd: true }),
});
editor.root.querySelector('.row').append(...undo.buttons);
lab.addEventListener('mtd-error', (e) => {
  editor.showError(e.detail.message, e.detail.line ? e.detail : null);
});
lab.addEventListener('mtd-step', () => editor.clearError(), { once: false });

const presetList = buildPresetList({
  presets: PRESETS,
  lang,
  heading: L.presets,
  onChoose(p) {
    editor.setText(p.text);
    editor.clearError();
    presetList.show(p);
    lab.load({ tree: p.text, algorithm: p.algorithm, guess: p.guess }).catch(() => {});
    focusLab();
  },
});

const randomForm = buildRandomForm({
  L,
  lang,
  onTree: (text) => editor.setText(text, { apply: true }),
});

// ---- move ordering: the whole tree best or worst first, the leaves of every algorithm ------
const leavesTable = buildLeavesTable({
  lab,
  engine: pageEngine,
  lang,
  onText: (text) => {
    editor.setText(text, { apply: true, keepEnd: true });
    presetList.showNone();
  },
});
new MutationObserver(() => leavesTable.refresh()).observe(lab, { attributes: true });

$('#chrome').append(
  presetList.root,
  html('section', {}, [editor.root]),
  randomForm.root,
  leavesTable.root,
  html('p', { class: 'keys', text: L.keys }),
);

// ---- tabs ----------------------------------------------------------------------------------------
let compare = null;
let kalah = null;
let experiments = null;
let learn = null;
const tabs = ['explore', 'compare', 'kalah', 'experiments', 'learn'];
let tabShown = 'explore';
// the Learn tab's chunk, loaded when first needed (the Learn tab, a Learn link, a glossary
// term pressed), not on every page load; the glossary it installs opens from any term on
// the page, its whole list and the sources are in Learn. The narration links its terms
// from the start (their words alone are in the page's chunk).
let learnModule = null;
const loadLearn = () =>
  (learnModule ??= import('./learn/index.js').then(
    (m) => {
      m.installGlossary({
        lang,
        onAll: (id) => showTab('learn').then(() => learn.showTerm(id)),
        onSource: (id) => showTab('learn').then(() => learn.showSource(id)),
      });
      return m;
    },
    (err) => {
      learnModule = null; // a failed fetch is tried again on the next use
      throw err;
    },
  ));
linkNarration((id) => loadLearn().then((m) => m.theGlossary().open(id)));
/** Shows tab `name`; a shared link's `algorithms` (Compare) or `restoring` (Kalah: no new
 * game). */
function showTab(name, { algorithms = null, restoring = false } = {}) {
  tabShown = name;
  for (const t of tabs) {
    $(`#tab-${t}`).setAttribute('aria-selected', String(t === name));
    $(`#${t}`).hidden = t !== name;
  }
  if (name === 'compare') {
    if (!compare) {
      compare = buildCompare({
        labels: L,
        source: () => ({
          tree: lab.getAttribute('tree') ?? editor.text(),
          guess: Number(lab.getAttribute('guess') ?? 0),
          lang,
        }),
      });
      $('#compare').append(compare.root);
    }
    if (algorithms) compare.setAlgorithms(algorithms);
    compare.build();
  }
  if (name === 'kalah' && !kalah) {
    const kalahLab = document.createElement('mtd-lab');
    kalahLab.id = 'kalah-lab';
    kalahLab.setAttribute('lang', lang);
    kalahLab.setAttribute('game', JSON.stringify({ kind: 'kalah', pits: 3, seeds: 2, depth: 4 }));
    kalahLab.setAttribute('theme', theme.checked ? 'dark' : 'light');
    kalah = buildKalah({ lab: kalahLab, labels: L, lang, engine: pageEngine });
    $('#kalah').append(kalah.root, kalahLab);
    if (!restoring) kalah.newGame();
  }
  if (name === 'experiments' && !experiments) {
    experiments = buildExperiments({ lang, engine: pageEngine, openInExplore });
    $('#experiments').append(experiments.root);
  }
  applyTheme(theme.checked);
  if (name !== 'learn') return Promise.resolve();
  return loadLearn().then((m) => {
    if (learn) return;
    learn = m.buildLearnTab({ engine: pageEngine, lang });
    $('#learn').append(learn.root);
    learn.open(m.learnRoute(location.hash));
    applyTheme(theme.checked);
  });
}

/** A tree or root search of an experiment's row, shown in the Explore lab and run to its end
 * (its counters then read the row's); the note says where it came from. */
function openInExplore({ config, note: text }) {
  showTab('explore');
  presetList.showNone(text);
  lab
    .load(config)
    .then(() => lab.runToEnd())
    .then(() => focusLab())
    .catch(() => {});
}
for (const t of tabs) {
  const tab = $(`#tab-${t}`);
  tab.addEventListener('click', () => showTab(t));
  tab.addEventListener('keydown', (e) => {
    const i = tabs.indexOf(t);
    const n = tabs.length;
    const j = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i + n - 1) % n : -1;
    if (j >= 0) {
      showTab(tabs[j]);
      $(`#tab-${tabs[j]}`).focus();
    }
  });
}

// ---- language ----------------------------------------------------------------------------------
function applyLang() {
  document.documentElement.lang = lang;
  $('#lang').value = lang;
  $('#tagline').textContent = L.tagline;
  $('#theme-label').textContent = L.theme;
  for (const t of tabs) $(`#tab-${t}`).textContent = L[t] ?? experimentLabels(lang).tab;
  for (const el of document.querySelectorAll('mtd-lab')) el.setAttribute('lang', lang);
}
$('#lang').addEventListener('change', (e) => {
  prefs.lang = e.target.value;
  savePrefs();
  location.reload(); // the chrome is built in one language; the editor's text is kept
});

// ---- sharing: the Share button, the docs link, a shared link opened ---------------------------
const linkNotice = html('p', { id: 'link-error', class: 'error link-error', role: 'alert' });
linkNotice.hidden = true;
$('main.app').prepend(linkNotice);
const shareButton = buildShareButton({
  lang,
  current: () => appState({ tab: tabShown, lab, random: randomForm.last(), compare, kalah }),
});
const docsLink = html('a', {
  href: './docs.html',
  id: 'docs-link',
  text: shareMessages(lang).docs,
});
// presenter mode (button, or P): the lab of the tab shown (Explore's in Compare)
const presenter = buildPresenter({
  lang,
  lab: () => (tabShown === 'kalah' ? $('#kalah-lab') : lab),
});
const presentButton = html('button', {
  type: 'button',
  id: 'present',
  title: presenterMessages(lang).presentTitle,
  text: presenterMessages(lang).present,
  onclick: () => presenter.enter(),
});
addEventListener('keydown', (e) => {
  if ((e.key !== 'p' && e.key !== 'P') || e.ctrlKey || e.metaKey || e.altKey) return;
  if (presenter.active || ownsKeys(e.composedPath()[0]) || document.querySelector('dialog[open]'))
    return;
  e.preventDefault();
  presenter.enter();
});
$('.prefs').prepend(docsLink, shareButton, presentButton);

// ---- start ---------------------------------------------------------------------------------------
fitLab($('.explore')); // Explore's lab as tall as the window below it (app.css)
applyLang();
applyTheme(theme.checked);
// a link into Learn (#lesson=…, #practice=…, #glossary) opens that tab
if (isLearnHash(location.hash)) showTab('learn');
// a Learn link pasted into this page's address bar opens it too
window.addEventListener('hashchange', () => {
  if (!isLearnHash(location.hash)) return;
  if (learn) showTab('learn').then(() => learn.openHash(location.hash));
  else showTab('learn');
});
const stored = editor.text();
const app = { showTab, editor, lab, undo, compare: () => compare, kalah: () => kalah };
// the last session comes back after a reload, unless the URL carries a link of its own
const restoring = restoreSession({
  skip: Boolean(link) || isLearnHash(location.hash),
  app,
  linkNotice,
  lang,
});
installSessionSaving(restoring, {
  lab,
  linkNotice,
  lang,
  state: () => appState({ tab: tabShown, lab, random: randomForm.last(), compare, kalah }),
  // the Kalah game's moves, which the state string does not hold
  extra: () => (tabShown === 'kalah' && kalah?.record() ? { kalah: kalah.record() } : {}),
});
if (link) {
  openSharedLink(link, app, linkNotice, lang);
} else if (restoring) {
  // shown by restoreSession
} else if (stored && stored !== lab.getAttribute('tree')) lab.setAttribute('tree', stored);
// a link pasted into this tab: open it too (the chrome is built in one language: one in
// another language reloads the page)
addEventListener('hashchange', () => {
  const next = readSharedLink(location.hash);
  if (!next) return;
  if (next.state?.lang && next.state.lang !== lang) return location.reload();
  openSharedLink(next, app, linkNotice, lang);
});
pageEngine()
  .then(async (engine) => {
    await lab.ready.catch(() => null);
    status.textContent = `mtdlab core loaded: ${engine.version}`;
    leavesTable.refresh();
    status.dataset.state = 'ready';
    focusLab();
  })
  .catch((err) => {
    status.textContent = `mtdlab core failed to load: ${err?.message ?? err}`;
    status.dataset.state = 'error';
  });
// the first preset is lit when the page opens on its tree
for (const p of PRESETS) if (p.text === lab.getAttribute('tree')) presetList.show(p);
