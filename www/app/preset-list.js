// The Explore tab's list of textbook trees: a button per preset (the one shown pressed) and
// the note under them (the preset's, or where another tree came from).
import { html } from '../render/svg.js';

/**
 * `presets`: the PRESETS table; `lang`: the page's language; `heading`: the section's title;
 * `onChoose(p)`: a preset pressed. Returns `{ root, show(p), showNone(note) }`: `show` lights
 * preset `p` and shows its note, `showNone` lights none and shows `note` (default: none).
 */
export function buildPresetList({ presets, lang, heading, onChoose }) {
  const note = html('p', { class: 'preset-note', id: 'preset-note' });
  const list = html('div', { class: 'presets' });
  const buttons = presets.map((p) => {
    const b = html('button', {
      type: 'button',
      'data-preset': p.id,
      'aria-pressed': 'false',
      onclick: () => onChoose(p),
    });
    b.textContent = p.name[lang] ?? p.name.en;
    list.append(b);
    return b;
  });
  const light = (id) => {
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.preset === id));
  };
  const root = html('section', { 'aria-labelledby': 'h-presets' }, [
    html('h2', { id: 'h-presets', text: heading }),
    list,
    note,
  ]);
  return {
    root,
    show(p) {
      light(p.id);
      note.textContent = p.note[lang] ?? p.note.en;
    },
    showNone(text = '') {
      light(null);
      note.textContent = text;
    },
  };
}
