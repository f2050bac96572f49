// The Explore tab's random-tree form: branching, depth, seed, min and max, and Generate. Its
// fields are read by random-tree.js (a value that cannot be used is named beside them, the
// field marked invalid); a tree generated goes to the page by `onTree(text)`, and the seed
// moves on by one, so Generate again gives the next tree.
import { randomTreeText, readRandomFields } from './random-tree.js';
import { fieldMessages } from '../i18n/field-messages.js';
import { html } from '../render/svg.js';

const field = (id, label, value) => {
  const input = html('input', { id, type: 'number', value, step: 1 });
  return { input, el: html('label', { for: id }, [label, input]) };
};

/**
 * The form, in the page's language `lang` with its labels `L` (www/app/labels.js): `{ root,
 * last() }`, `root` its section, `last()` the options of the tree generated last (a permalink
 * names that tree by them), or null.
 */
export function buildRandomForm({ L, lang, onTree }) {
  let lastRandom = null;
  const randomError = html('p', { id: 'random-error', class: 'error', role: 'alert' });
  const rb = field('random-branching', L.branching, 3);
  const rd = field('random-depth', L.depth, 3);
  const rs = field('random-seed', L.seed, 1);
  const rmin = field('random-min', L.min, -9);
  const rmax = field('random-max', L.max, 9);
  const generate = html(
    'button',
    {
      type: 'button',
      id: 'random-generate',
      onclick: () => {
        const inputs = { branching: rb, depth: rd, seed: rs, min: rmin, max: rmax };
        const values = Object.fromEntries(
          Object.entries(inputs).map(([k, f]) => [k, f.input.value]),
        );
        const labels = {
          branching: L.branching,
          depth: L.depth,
          seed: L.seed,
          min: L.min,
          max: L.max,
        };
        const r = readRandomFields(values, { labels, messages: fieldMessages(lang) });
        for (const [k, f] of Object.entries(inputs)) {
          if (r.field === k) f.input.setAttribute('aria-invalid', 'true');
          else f.input.removeAttribute('aria-invalid');
        }
        randomError.textContent = r.error ?? '';
        if (r.error) return;
        lastRandom = { ...r.options }; // a permalink names this tree by its parameters
        rs.input.value = String(r.options.seed + 1);
        onTree(randomTreeText(r.options));
      },
    },
    [L.generate],
  );
  const root = html('section', { 'aria-labelledby': 'h-random' }, [
    html('h2', { id: 'h-random', text: L.random }),
    html('div', { class: 'random' }, [rb.el, rd.el, rs.el, rmin.el, rmax.el, generate]),
    randomError,
  ]);
  return { root, last: () => lastRandom };
}
