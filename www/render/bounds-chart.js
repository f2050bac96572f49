// The bound-convergence chart: for every test, its β and the lower and upper bounds on
// the root's value after it, closing in on the value. Rebuilt from scratch each step.
import { finite } from '../state/events.js';
import { showValue } from '../i18n/values.js';
import { svg } from './svg.js';

const W = 340;
const H = 190;
const PAD = { left: 38, right: 12, top: 14, bottom: 26 };

/** The y-domain: every finite β, g and bound of the run (all its tests, so that the scale
 * stays put while stepping), padded by one. */
export function chartDomain(tests, value) {
  const vals = [];
  for (const t of tests) {
    for (const v of [t.beta, t.g, t.lower, t.upper]) if (finite(v) !== null) vals.push(v);
  }
  if (finite(value) !== null) vals.push(value);
  if (!vals.length) return [-1, 1];
  let lo = Math.min(...vals);
  let hi = Math.max(...vals);
  if (lo === hi) {
    lo -= 1;
    hi += 1;
  }
  const pad = Math.max(1, Math.round((hi - lo) * 0.08));
  return [lo - pad, hi + pad];
}

/**
 * Draws into `root` (an <svg>). `tests`: all test records of the run; `done`: how many have
 * ended at the current event; `running`: index of the test in progress or −1; `value`: the
 * final value when shown (or null); `onPick(i)`: a test was clicked.
 */
export function renderBoundsChart(root, { tests, done, running, value, t, onPick }) {
  root.replaceChildren();
  root.setAttribute('viewBox', `0 0 ${W} ${H}`);
  root.setAttribute('role', 'img');
  const shown = tests.slice(0, Math.max(done, running + 1));
  const [lo, hi] = chartDomain(tests, value);
  const n = Math.max(tests.length, 1);
  const x = (i) => PAD.left + ((i + 0.5) * (W - PAD.left - PAD.right)) / n;
  const yTop = PAD.top;
  const yBottom = H - PAD.bottom;
  const y = (v, side) => {
    if (v === null || v === undefined) return side === 'lower' ? yBottom : yTop;
    const c = Math.max(lo, Math.min(hi, v));
    return yBottom - ((c - lo) / (hi - lo)) * (yBottom - yTop);
  };
  const label = [];
  // axes and ticks
  root.append(svg('line', { x1: PAD.left, y1: yTop, x2: PAD.left, y2: yBottom, class: 'axis' }));
  root.append(
    svg('line', { x1: PAD.left, y1: yBottom, x2: W - PAD.right, y2: yBottom, class: 'axis' }),
  );
  const step = niceStep(hi - lo);
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) {
    root.append(
      svg('line', { x1: PAD.left - 3, x2: W - PAD.right, y1: y(v), y2: y(v), class: 'grid' }),
    );
    const tx = svg('text', { x: PAD.left - 5, y: y(v) + 4, 'text-anchor': 'end', class: 'tick' });
    tx.textContent = showValue(v);
    root.append(tx);
  }
  if (value !== null && value !== undefined) {
    root.append(
      svg('line', {
        x1: PAD.left,
        x2: W - PAD.right,
        y1: y(value),
        y2: y(value),
        class: 'value-line',
      }),
    );
  }
  // the band [lower, upper] after each finished test, and the bound step lines
  let lowerPath = '';
  let upperPath = '';
  shown.forEach((test, i) => {
    if (i >= done) return;
    const x0 = x(i) - (W - PAD.left - PAD.right) / n / 2;
    const x1 = x0 + (W - PAD.left - PAD.right) / n;
    const yl = y(finite(test.lower), 'lower');
    const yu = y(finite(test.upper), 'upper');
    root.append(
      svg('rect', {
        x: x0 + 1,
        width: x1 - x0 - 2,
        y: yu,
        height: Math.max(1, yl - yu),
        class: 'band',
      }),
    );
    lowerPath += `${i ? 'L' : 'M'}${x0},${yl}L${x1},${yl}`;
    upperPath += `${i ? 'L' : 'M'}${x0},${yu}L${x1},${yu}`;
    label.push(
      `${t.ui.test} ${i + 1}: β ${showValue(finite(test.beta), betaInfSide(test))}, g ${showValue(test.g)} ${t.ui.highLow(test.outcome)}, [${showValue(finite(test.lower), 'lower')}, ${showValue(finite(test.upper), 'upper')}]`,
    );
  });
  if (lowerPath) root.append(svg('path', { d: lowerPath, class: 'lower-line' }));
  if (upperPath) root.append(svg('path', { d: upperPath, class: 'upper-line' }));
  // β of every test shown (hollow while it runs), g with its outcome when it has ended
  shown.forEach((test, i) => {
    const g = svg('g', {
      class: `test${i === running && i >= done ? ' running' : ''}`,
      tabindex: onPick ? 0 : null,
      role: onPick ? 'button' : null,
    });
    const cx = x(i);
    const yb = y(finite(test.beta), betaInfSide(test));
    g.append(
      svg('rect', {
        x: cx - (W - PAD.left - PAD.right) / n / 2,
        y: yTop,
        width: (W - PAD.left - PAD.right) / n,
        height: yBottom - yTop,
        class: 'hit',
      }),
    );
    // a wide-window search (alpha-beta, NegaScout, MTD-f-αβ's last step) has no test value
    if (test.nullWindow !== false) {
      g.append(svg('path', { d: `M${cx - 6},${yb}L${cx + 6},${yb}`, class: 'beta' }));
    }
    if (i < done) {
      g.append(
        svg('circle', {
          cx,
          cy: y(finite(test.g), test.outcome === 'high' ? 'lower' : 'upper'),
          r: 4.5,
          class: `g ${test.outcome}`,
        }),
      );
    }
    const tx = svg('text', { x: cx, y: H - 8, 'text-anchor': 'middle', class: 'tick' });
    tx.textContent = String(i + 1);
    g.append(tx);
    const title = svg('title');
    title.textContent = `${t.ui.test} ${i + 1}: β = ${showValue(finite(test.beta), betaInfSide(test))}${i < done ? `, g = ${showValue(test.g)} (${t.ui.highLow(test.outcome)})` : ''}`;
    g.append(title);
    if (onPick) {
      g.addEventListener('click', () => onPick(i));
      g.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onPick(i);
        }
      });
    }
    root.append(g);
  });
  root.setAttribute('aria-label', `${t.ui.bounds}. ${label.join('; ')}`);
}

/** Which infinity a test's null β stands for: MTD(+∞)'s first test is at +∞, MTD(−∞)'s
 * at −∞ (its alpha is −∞ too, and its g lies above). */
function betaInfSide(test) {
  if (finite(test.beta) !== null) return 'upper';
  return test.outcome === 'high' ? 'lower' : 'upper';
}

function niceStep(span) {
  const raw = span / 5;
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return Math.max(1, m * p);
  return Math.max(1, 10 * p);
}
