// The tree editor: a text area for either tree format, errors shown at their line and
// column, and nothing typed ever lost (the text is kept across reloads, and text that a
// preset or a random tree replaces goes to a list of earlier texts).
import { html } from '../render/svg.js';

const KEY = 'mtdlab.editor';
const HISTORY = 'mtdlab.editor.history';

function stored(key, fallback) {
  try {
    const v = localStorage.getItem(key);
    return v === null ? fallback : JSON.parse(v);
  } catch {
    return fallback;
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or full: the text stays in the page
  }
}

/** The offset in `text` of 1-based `line` and `column` (columns count characters). */
export function offsetOf(text, line, column) {
  const lines = text.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  return Math.min(text.length, offset + Math.max(0, column - 1));
}

/**
 * Builds the editor. `onApply(text, how)` runs the search on the text (`how`: what
 * `setText` was given, e.g. `{ keepEnd: true }` after an edit made on the tree drawn).
 * Returns `{ root, setText, showError, clearError, text }`.
 */
export function buildEditor({ initial, onApply, labels }) {
  const area = html('textarea', {
    id: 'tree-text',
    rows: 5,
    spellcheck: 'false',
    autocapitalize: 'off',
    'aria-describedby': 'tree-error tree-help',
  });
  area.value = stored(KEY, null) ?? initial;
  const error = html('p', { id: 'tree-error', class: 'error', role: 'alert' });
  const help = html('p', { id: 'tree-help', class: 'help', text: labels.help });
  const history = html('select', { id: 'tree-history', 'aria-label': labels.history });
  const fillHistory = () => {
    history.replaceChildren(html('option', { value: '', text: labels.history }));
    for (const [i, text] of stored(HISTORY, []).entries()) {
      history.append(html('option', { value: String(i), text: text.slice(0, 60) }));
    }
    history.hidden = history.options.length <= 1;
  };
  let applied = area.value;
  const apply = (how = {}) => {
    applied = area.value;
    store(KEY, area.value);
    onApply(area.value, how);
  };
  area.addEventListener('input', () => store(KEY, area.value));
  area.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      apply();
    }
  });
  history.addEventListener('change', () => {
    const list = stored(HISTORY, []);
    const text = list[Number(history.value)];
    if (text !== undefined) setText(text, { apply: true });
    history.value = '';
  });
  const button = html(
    'button',
    { type: 'button', id: 'tree-apply', class: 'primary', onclick: () => apply() },
    [labels.apply],
  );
  /** Replaces the text; the text it replaces is kept in the history when it was edited.
   * With `apply`, searches it (`how` goes to `onApply`). */
  function setText(text, { apply: run = false, ...how } = {}) {
    const old = area.value;
    if (old.trim() && old !== text) {
      const list = stored(HISTORY, []).filter((t) => t !== old);
      list.unshift(old);
      store(HISTORY, list.slice(0, 12));
      fillHistory();
    }
    area.value = text;
    store(KEY, text);
    if (run) apply(how);
  }
  function showError(message, where) {
    error.textContent = message;
    area.setAttribute('aria-invalid', 'true');
    if (where && applied === area.value) {
      const at = offsetOf(area.value, where.line, where.column);
      area.focus();
      area.setSelectionRange(at, Math.min(area.value.length, at + 1));
    }
  }
  function clearError() {
    error.textContent = '';
    area.removeAttribute('aria-invalid');
  }
  fillHistory();
  const label = html('label', { for: 'tree-text', text: labels.tree });
  const root = html('div', { class: 'editor' }, [
    label,
    area,
    html('div', { class: 'row' }, [button, history]),
    error,
    help,
  ]);
  return { root, setText, showError, clearError, text: () => area.value };
}
