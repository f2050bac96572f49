// The small plot beside the first-guess slider: how many tests MTD(f) makes for every f.
import { svg } from './svg.js';

/** Draws `counts` (Map f → number of tests) into `root`, the bar of `guess` lit. */
export function renderGuessPlot(root, { counts, guess, t, onPick }) {
  clearGuessPlot(root);
  const W = 300;
  const H = 70;
  const fs = [...counts.keys()];
  if (!fs.length) return;
  const max = Math.max(...counts.values(), 1);
  const bw = (W - 30) / fs.length;
  const label = [];
  fs.forEach((f, i) => {
    const n = counts.get(f);
    const h = ((H - 26) * n) / max;
    const bar = svg('rect', {
      class: `bar${f === guess ? ' on' : ''}`,
      x: 24 + i * bw + 0.5,
      y: H - 14 - h,
      width: Math.max(1, bw - 1),
      height: h,
      'data-guess': f,
    });
    const title = svg('title');
    title.textContent = `f = ${f}: ${n} ${t.ui.tests}`;
    bar.append(title);
    if (onPick) {
      bar.style.cursor = 'pointer';
      bar.addEventListener('click', () => onPick(f));
    }
    root.append(bar);
    label.push(`${f}:${n}`);
  });
  const axis = (text, x, y, anchor = 'start') => {
    const el = svg('text', { x, y, 'text-anchor': anchor });
    el.textContent = text;
    root.append(el);
  };
  axis(String(max), 2, 12);
  axis('0', 2, H - 14);
  axis(`f = ${fs[0]}`, 24, H - 2);
  axis(`${fs.at(-1)}`, W - 4, H - 2, 'end');
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', `${t.ui.testsPerGuess}: ${label.join(', ')}`);
}

/** Empties the plot: no bars, and no longer an image (an image needs its label). */
export function clearGuessPlot(root) {
  root.replaceChildren();
  root.removeAttribute('role');
  root.removeAttribute('aria-label');
}
