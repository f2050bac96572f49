// The small bar of actions for one node of a hand-built tree (issue 4): a leaf's value, a
// child added or removed, the node removed, moved among its siblings (move ordering, issue
// 10), folding. It builds the DOM for the node picked
// and reports each action; the element places it beside the node and hands the edits to
// the page's tree editor. Enter applies a value, Escape closes the bar.
import { html } from '../render/svg.js';
import { solutionMessages } from '../i18n/solution-messages.js';

const MAX_VALUE = 1_000_000_000;

/** A value typed into the bar: an integer within ±10^9, or null. */
export function readValue(text) {
  const s = String(text).trim().replace(/^−/, '-');
  if (!/^[-+]?\d+$/.test(s)) return null;
  const v = Number(s);
  return Math.abs(v) <= MAX_VALUE ? v + 0 : null;
}

/**
 * Builds the bar. `info`: what the node is (`{ kind: 'leaf' | 'inner', value, children,
 * label, shared, root }`); `name`: how the narration names it; `fold`: null, or whether the
 * node is folded now; `t`: the messages; `onAction({ op, value })` with `op` one of
 * `set-value`, `add-child`, `remove-last`, `remove`, `move-earlier`, `move-later`, `fold`;
 * `onClose()`. Returns `{ root,
 * focus(), showMessage(text) }`.
 */
export function buildNodeBar({ info, name, fold, t, onAction, onClose }) {
  const u = t.ui;
  const message = html('p', { class: 'nb-msg', role: 'alert' });
  const showMessage = (text) => {
    message.textContent = text ?? '';
  };
  const button = (op, text, extra = {}) =>
    html('button', { type: 'button', class: 'btn nb-btn', 'data-op': op, ...extra }, [text]);
  const close = html('button', {
    type: 'button',
    class: 'btn nb-close',
    title: u.close,
    'aria-label': u.close,
    onclick: () => onClose(),
  });
  close.textContent = '×';
  const about = [];
  if (info.label) about.push(u.labelled(info.label));
  if (info.shared) about.push(u.sharedNode);
  const head = html('div', { class: 'nb-head' }, [
    html('b', { text: name }),
    about.length ? html('span', { class: 'nb-about', text: about.join(' · ') }) : null,
    close,
  ]);
  const body = html('div', { class: 'nb-body' });
  let first = null;
  if (info.kind === 'leaf') {
    const input = html('input', {
      type: 'text',
      class: 'nb-value',
      inputmode: 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      size: 8,
      value: String(info.value),
      'aria-label': `${u.leafValue}: ${name}`,
    });
    const form = html('form', { class: 'nb-form' }, [
      html('label', {}, [u.leafValue, ' ', input]),
      button('set-value', u.setValue, { type: 'submit' }),
    ]);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const value = readValue(input.value);
      if (value === null) {
        input.setAttribute('aria-invalid', 'true');
        showMessage(u.badValue);
        return;
      }
      input.removeAttribute('aria-invalid');
      if (value === info.value) onClose();
      else onAction({ op: 'set-value', value });
    });
    body.append(form);
    first = input;
  } else {
    const add = button('add-child', u.addChild, { onclick: () => onAction({ op: 'add-child' }) });
    const removeLast = button('remove-last', u.removeLastChild, {
      onclick: () => onAction({ op: 'remove-last' }),
      // a node keeps at least one child: say why instead of a dead button
      'aria-describedby': info.children <= 1 ? 'nb-msg' : null,
    });
    body.append(add, removeLast);
    first = add;
  }
  if (fold !== null) {
    body.append(
      button('fold', fold ? u.unfold : u.fold, { onclick: () => onAction({ op: 'fold' }) }),
    );
  }
  if (!info.root) {
    const m = solutionMessages(t.lang);
    body.append(
      button('move-earlier', m.moveEarlier, { onclick: () => onAction({ op: 'move-earlier' }) }),
      button('move-later', m.moveLater, { onclick: () => onAction({ op: 'move-later' }) }),
      button('remove', u.removeNode, { onclick: () => onAction({ op: 'remove' }) }),
    );
  }
  message.id = 'nb-msg';
  const root = html('div', { class: 'node-bar', role: 'dialog', 'aria-label': u.editNode(name) }, [
    head,
    body,
    message,
  ]);
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    }
  });
  return {
    root,
    focus() {
      first?.focus();
      if (first?.select) first.select();
    },
    showMessage,
  };
}
