// What the Share dialog offers, from a state string (www/state/permalink.js): the app's
// permalink (`#s=<state>`), the embed page's URL, and the two snippets to paste, the
// <mtd-lab> element with its script tag and an <iframe> with a title. And back: the state
// and the options of a URL fragment. Pure.
import { configAttributes } from '../element/config.js';
import { decodeState, readState } from '../state/permalink.js';

/** The fragment's options besides the state that embed.html reads. */
export const FRAGMENT_OPTIONS = ['controls', 'lang', 'theme'];

/** `{ state, controls, lang, theme }` of a URL fragment (`#s=…&lang=ja`); absent ones null. */
export function readFragment(hash) {
  const params = new URLSearchParams(String(hash ?? '').replace(/^#/, ''));
  const out = { state: params.get('s') };
  for (const name of FRAGMENT_OPTIONS) out[name] = params.get(name);
  return out;
}

/** The shared link of a URL fragment: `{ s, state }`, `{ s, error }`, or null (none). */
export function readSharedLink(hash) {
  const s = readFragment(hash).state;
  if (s === null) return null;
  try {
    return { s, state: decodeState(s) };
  } catch (error) {
    return { s, error };
  }
}

/** A fragment of a state and options (null ones left out). */
export function writeFragment(state, options = {}) {
  const params = new URLSearchParams();
  params.set('s', state);
  for (const name of FRAGMENT_OPTIONS) if (options[name]) params.set(name, options[name]);
  return `#${params.toString().replaceAll('+', '%20')}`;
}

/** The folder of the app's page (`…/course/mtd/` of `…/course/mtd/index.html?x#y`). */
export function appFolder(href) {
  const url = new URL(href);
  url.hash = '';
  url.search = '';
  url.pathname = url.pathname.replace(/[^/]*$/, '');
  return url.href;
}

/** The app's permalink: its own page with `#s=<state>`. */
export function permalink(href, state) {
  const url = new URL(href);
  url.hash = '';
  return `${url.href}${writeFragment(state)}`;
}

/** The embed page's URL for a state (`controls`, `lang`, `theme` when given). */
export function embedURL(href, state, options = {}) {
  return `${appFolder(href)}embed.html${writeFragment(state, options)}`;
}

const escapeAttr = (v) =>
  String(v).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The element snippet: the script tag of the app's `mtd-lab.js` and an <mtd-lab> whose
 * attributes show config `c` (what differs from the defaults), `event` and `extra`
 * attributes (`lang`, `theme`, `algorithms` … ; null ones left out).
 */
export function elementSnippet(href, c, extra = {}) {
  const attrs = configAttributes(c, () => false).filter(([, v]) => v !== null);
  for (const [name, v] of Object.entries(extra))
    if (v !== null && v !== undefined) attrs.push([name, v]);
  const list = attrs.map(([name, v]) => `${name}="${escapeAttr(v)}"`).join(' ');
  return (
    `<script type="module" src="${escapeAttr(`${appFolder(href)}mtd-lab.js`)}"></script>\n` +
    `<mtd-lab ${list}></mtd-lab>`
  );
}

/** The iframe snippet: embed.html with the state, a title, lazily loaded. */
export function iframeSnippet(src, title, { width = '100%', height = 640 } = {}) {
  return (
    `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" ` +
    `width="${escapeAttr(width)}" height="${escapeAttr(height)}" loading="lazy"></iframe>`
  );
}

/**
 * All the dialog shows for state string `s` on page `href`: `{ permalink, element, iframe }`.
 * `title(algorithm)` names the iframe (its `title`, for screen readers).
 */
export function shareLinks(href, s, title) {
  const { state, config } = readState(s);
  const extra = {
    lang: state.lang,
    theme: state.theme,
    algorithms: state.algorithms?.join(' '),
    event: state.event ? String(state.event) : null,
  };
  return {
    permalink: permalink(href, s),
    element: elementSnippet(href, config, extra),
    iframe: iframeSnippet(embedURL(href, s), title(config.algorithm)),
  };
}
