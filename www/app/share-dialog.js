// The app's Share dialog: the permalink of the moment shown and both embed snippets (the
// <mtd-lab> element with its script tag, an <iframe> of embed.html), each in a read-only
// field with a Copy button. The strings come from share-links.js; this only shows them.
import { html } from '../render/svg.js';
import { shareMessages } from '../i18n/share-messages.js';

/** Copies `text`: the Clipboard API, else the field's selection and execCommand. */
async function copy(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** Builds the dialog (appended to `parent`). `open(links)` shows `{ permalink, element,
 * iframe }`. */
export function buildShareDialog(parent, lang) {
  const m = shareMessages(lang);
  const note = html('p', { class: 'share-note', role: 'status', id: 'share-note' });
  const row = (id, label, multiline, hint = null) => {
    const field = html(multiline ? 'textarea' : 'input', {
      id,
      readonly: true,
      spellcheck: 'false',
      ...(multiline ? { rows: 3 } : { type: 'text' }),
      ...(hint ? { 'aria-describedby': `${id}-note` } : {}),
    });
    const button = html('button', { type: 'button', 'data-copy': id }, [m.copy]);
    button.addEventListener('click', async () => {
      note.textContent = (await copy(field.value, field)) ? m.copied : m.copyFailed;
    });
    const wrap = html('div', { class: 'share-row' }, [
      html('label', { for: id, text: label }),
      html('div', { class: 'share-field' }, [field, button]),
      ...(hint ? [html('p', { class: 'help share-hint', id: `${id}-note`, text: hint })] : []),
    ]);
    return { field, wrap };
  };
  const link = row('share-link', m.permalink, false);
  // the element's script works only from the course page's own site: said beside it
  const element = row('share-element', m.elementSnippet, true, m.elementNote);
  const iframe = row('share-iframe', m.iframeSnippet, true);
  const close = html('button', { type: 'button', id: 'share-close', class: 'primary' }, [m.close]);
  const dialog = html(
    'dialog',
    { id: 'share-dialog', class: 'share', 'aria-labelledby': 'share-h' },
    [
      html('h2', { id: 'share-h', text: m.shareTitle }),
      html('p', { class: 'help', text: m.shareIntro }),
      link.wrap,
      element.wrap,
      iframe.wrap,
      html('div', { class: 'share-actions' }, [note, close]),
    ],
  );
  close.addEventListener('click', () => dialog.close());
  parent.append(dialog);
  return {
    dialog,
    open({ permalink, element: el, iframe: frame }) {
      link.field.value = permalink;
      element.field.value = el;
      iframe.field.value = frame;
      note.textContent = '';
      dialog.showModal();
      link.field.select();
    },
  };
}
