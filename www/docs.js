// docs.html: the element's documentation, every attribute, method and event live beside its
// snippet, and how to self-host dist/. Wiring only.
import './styles/app.css';
import './styles/docs.css';
import './element/mtd-lab.js';
import { html } from './render/svg.js';
import { docsMessages } from './i18n/docs-messages.js';
import { buildDocs } from './app/docs-page.js';
import { ATTRIBUTES, EVENTS, METHODS } from './app/docs-examples.js';

const prefs = (() => {
  try {
    return JSON.parse(localStorage.getItem('mtdlab.prefs') ?? '{}');
  } catch {
    return {};
  }
})();
const lang = prefs.lang ?? (navigator.language?.startsWith('ja') ? 'ja' : 'en');
const m = docsMessages(lang);
document.documentElement.lang = lang;
const dark = prefs.dark ?? matchMedia('(prefers-color-scheme: dark)').matches;
document.documentElement.dataset.theme = dark ? 'dark' : 'light';
const select = html('select', { id: 'lang', 'aria-label': m.language }, [
  html('option', { value: 'en', text: 'English' }),
  html('option', { value: 'ja', text: '日本語' }),
]);
select.value = lang;
select.addEventListener('change', () => {
  try {
    localStorage.setItem('mtdlab.prefs', JSON.stringify({ ...prefs, lang: select.value }));
  } catch {
    // nothing to keep it in
  }
  location.reload();
});
document
  .getElementById('docs')
  .append(
    html('header', { class: 'docs-head' }, [
      html('a', { href: './', id: 'back-to-app', text: m.back }),
      select,
    ]),
    html('h1', { text: m.title }),
    html('p', { class: 'docs-intro', text: m.intro }),
    ...buildDocs({ lang, m, attributes: ATTRIBUTES, methods: METHODS, events: EVENTS }),
  );
