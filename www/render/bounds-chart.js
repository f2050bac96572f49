// The bound-convergence chart: for every test, its β and the lower and upper bounds on
// the root's value after it, closing in on the value. Rebuilt from scratch each step.
import { finite } from '../state/events.js';
import { INF } from '../format.js';
import { showValue, showWindow } from '../i18n/values.js';
import { svg } from './svg.js';

const W = 340;
const H = 190;
const PAD = { left: 38, right: 12, top: 14, bottom: 26 };
/** The band at the top or bottom edge kept for the arrows of ±∞. */
const INF_ROOM = 20;

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
  // with tests to click it is a group: an img's children (the buttons) are hidden from readers
  root.setAttribute('role', onPick ? 'group' : 'img');
  const shown = tests.slice(0, Math.max(done, running + 1));
  const names = testNames(tests);
  const [lo, hi] = chartDomain(tests, value);
  const n = Math.max(tests.length, 1);
  const x = (i) => PAD.left + ((i + 0.5) * (W - PAD.left - PAD.right)) / n;
  const yTop = PAD.top;
  const yBottom = H - PAD.bottom;
  // room at an edge for the arrows of infinite bounds, so that they never sit on a value
  // (from all the tests, like the domain, so that the scale stays put while stepping)
  const { top: infTop, bottom: infBottom } = infiniteEdges(tests, tests.length);
  const yHi = yTop + (infTop ? INF_ROOM : 0);
  const yLo = yBottom - (infBottom ? INF_ROOM : 0);
  const y = (v, side) => {
    if (v === null || v === undefined) return side === 'lower' ? yBottom : yTop;
    const c = Math.max(lo, Math.min(hi, v));
    return yLo - ((c - lo) / (hi - lo)) * (yLo - yHi);
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
  // the band [lower, upper] after each finished test (fading out towards an infinite
  // bound), the bound step lines over finite bounds, and an arrow off the edge for ±∞
  const slot = (W - PAD.left - PAD.right) / n;
  root.append(fadeDefs());
  for (let i = 0; i < done; i++) {
    const test = shown[i];
    const lower = finite(test.lower);
    const upper = finite(test.upper);
    const yl = y(lower, 'lower');
    const yu = y(upper, 'upper');
    const x0 = x(i) - slot / 2;
    // the fade is a class (its fill in the stylesheet): no style attribute (strict CSP)
    const fade =
      lower === null && upper === null
        ? 'fade-both'
        : lower === null
          ? 'fade-down'
          : upper === null
            ? 'fade-up'
            : null;
    root.append(
      svg('rect', {
        x: x0 + 1,
        width: slot - 2,
        y: yu,
        height: Math.max(1, yl - yu),
        class: `band${fade ? ` open ${fade}` : ''}`,
      }),
    );
    label.push(
      test.nullWindow === false
        ? `${t.ui.wideSearch({ window: showWindow(test.alpha ?? -INF, test.beta ?? INF), g: showValue(test.g), exact: lower !== null && lower === upper })}, [${showValue(lower, 'lower')}, ${showValue(upper, 'upper')}]`
        : `${t.ui.test} ${names[i]}: β ${betaShown(test)}, g ${showValue(test.g)} ${t.ui.highLow(test.outcome)}, [${showValue(lower, 'lower')}, ${showValue(upper, 'upper')}]`,
    );
  }
  for (const side of ['lower', 'upper']) {
    const { runs, open } = boundRuns(shown, done, side);
    let d = '';
    for (const run of runs) {
      run.forEach(({ i, v }, j) => {
        const x0 = x(i) - slot / 2;
        d += `${j ? 'L' : 'M'}${x0},${y(v)}L${x0 + slot},${y(v)}`;
      });
    }
    if (d) root.append(svg('path', { d, class: `${side}-line` }));
    // one label for a row of arrows
    for (const i of open) {
      const mark = infinityMark(
        x(i),
        side === 'lower' ? -1 : 1,
        `${side}-inf`,
        !open.includes(i - 1),
      );
      root.append(mark);
    }
  }
  // iterative deepening: a dashed line where a deeper search starts, its bounds reset
  for (const { i, depth } of depthMarks(shown)) {
    const x0 = x(i) - slot / 2;
    root.append(
      svg('line', { x1: x0, x2: x0, y1: yTop, y2: yBottom, class: 'depth-mark' }),
      // below the band kept for the arrows of ±∞ at the top
      Object.assign(svg('text', { x: x0 + 3, y: yTop + INF_ROOM + 12, class: 'depth-label' }), {
        textContent: `d = ${depth}`,
      }),
    );
    label.push(t.ui.depthReset({ depth }));
  }
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
    // a wide-window search (alpha-beta, NegaScout, MTD-f-αβ's last step) has no test value:
    // its window is drawn as a bracket; a test at ±∞ (MTD(+∞)'s first) points off the chart
    // instead of sitting on its edge
    const wide = test.nullWindow === false;
    if (wide) {
      const ya = y(finite(test.alpha), 'lower');
      const yw = y(finite(test.beta), 'upper');
      g.append(
        svg('path', {
          d: `M${cx - 5},${ya}L${cx - 8},${ya}L${cx - 8},${yw}L${cx - 5},${yw}`,
          class: 'window',
        }),
      );
    } else if (finite(test.beta) === null) {
      // MTD(−∞) tests at −∞+1, MTD(+∞) at +∞ itself
      const below = betaInfSide(test) === 'lower';
      g.append(infinityMark(cx, below ? -1 : 1, 'beta-inf', true, below ? '−∞+1' : '+∞'));
    } else {
      g.append(svg('path', { d: `M${cx - 6},${yb}L${cx + 6},${yb}`, class: 'beta' }));
    }
    const exact = wide && finite(test.lower) !== null && test.lower === test.upper;
    if (i < done) {
      g.append(
        svg('circle', {
          cx,
          cy: y(finite(test.g), test.outcome === 'high' ? 'lower' : 'upper'),
          r: 4.5,
          class: `g ${exact ? 'exact' : test.outcome}`,
        }),
      );
    }
    const tx = svg('text', { x: cx, y: H - 8, 'text-anchor': 'middle', class: 'tick' });
    tx.textContent = names[i];
    g.append(tx);
    const title = svg('title');
    title.textContent = wide
      ? t.ui.wideSearch({
          window: showWindow(test.alpha ?? -INF, test.beta ?? INF),
          g: i < done ? showValue(test.g) : null,
          exact,
        })
      : `${t.ui.test} ${names[i]}: β = ${betaShown(test)}${i < done ? `, g = ${showValue(test.g)} (${t.ui.highLow(test.outcome)})` : ''}`;
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

/** What the chart calls each record: null-window tests are numbered 1, 2, …; a wide-window
 * root search (not a test: CONVENTIONS.md §3) is `αβ`. Pure. */
export function testNames(tests) {
  let n = 0;
  return tests.map((t) => (t.nullWindow === false ? 'αβ' : String(++n)));
}

/** Where iterative deepening starts a deeper search: `[{ i, depth }]` for every record whose
 * depth differs from the one before (there the bounds start again from −∞ and +∞). Pure. */
export function depthMarks(tests) {
  const marks = [];
  for (let i = 1; i < tests.length; i++) {
    const d = tests[i].depth;
    if (d !== undefined && d !== tests[i - 1].depth) marks.push({ i, depth: d });
  }
  return marks;
}

/**
 * The bound on `side` ('lower' | 'upper') after each of the first `done` tests: `runs` of
 * consecutive tests where it is finite (`[{ i, v }]`, drawn as one step line) and the tests
 * where it is infinite (`open`, drawn as an arrow off the chart's edge). Pure.
 */
export function boundRuns(tests, done, side) {
  const runs = [];
  const open = [];
  let run = null;
  for (let i = 0; i < Math.min(done, tests.length); i++) {
    const v = finite(tests[i][side]);
    if (v === null) {
      open.push(i);
      run = null;
    } else {
      if (!run) runs.push((run = []));
      run.push({ i, v });
    }
  }
  return { runs, open };
}

/** An arrow at x pointing off the chart's bottom (`dir` −1, −∞) or top (+1, +∞) edge,
 * labelled with the infinity (or `text`). */
function infinityMark(x, dir, cls, labelled = true, text = dir < 0 ? '−∞' : '+∞') {
  const yTop = PAD.top;
  const yBottom = H - PAD.bottom;
  const tip = dir < 0 ? yBottom - 1 : yTop + 1;
  const tail = tip + dir * 16;
  const head = tip + dir * 7;
  const g = svg('g', { class: `inf ${cls}` });
  g.append(
    svg('path', { d: `M${x},${tail}L${x},${head}`, class: 'inf-stem' }),
    svg('path', { d: `M${x - 4.5},${head}L${x + 4.5},${head}L${x},${tip}z`, class: 'inf-head' }),
  );
  if (labelled) {
    const tx = svg('text', { x: x + 7, y: dir < 0 ? tip - 4 : tip + 10, class: 'inf-label' });
    tx.textContent = text;
    g.append(tx);
  }
  return g;
}

/** The band's gradients: solid at its finite bound, fading towards an infinite one. */
function fadeDefs() {
  const stops = (a, b) => [
    svg('stop', { offset: '0', class: 'fade-stop', 'stop-opacity': a }),
    svg('stop', { offset: '1', class: 'fade-stop', 'stop-opacity': b }),
  ];
  const grad = (id, a, b, mid = null) =>
    svg('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, [
      ...(mid === null
        ? stops(a, b)
        : [
            svg('stop', { offset: '0', class: 'fade-stop', 'stop-opacity': a }),
            svg('stop', { offset: '0.5', class: 'fade-stop', 'stop-opacity': mid }),
            svg('stop', { offset: '1', class: 'fade-stop', 'stop-opacity': b }),
          ]),
    ]);
  return svg('defs', {}, [
    grad('fade-down', 1, 0),
    grad('fade-up', 0, 1),
    grad('fade-both', 0, 0, 1),
  ]);
}

/** Whether an arrow of +∞ (`top`) or −∞ (`bottom`) is drawn: an infinite bound after one
 * of the first `done` tests, or a test at ±∞. Pure. */
export function infiniteEdges(tests, done) {
  let top = false;
  let bottom = false;
  tests.forEach((test, i) => {
    if (i < done && finite(test.lower) === null) bottom = true;
    if (i < done && finite(test.upper) === null) top = true;
    if (test.nullWindow !== false && finite(test.beta) === null) {
      if (betaInfSide(test) === 'lower') bottom = true;
      else top = true;
    }
  });
  return { top, bottom };
}

/** Which infinity a test's null β stands for: MTD(+∞)'s first test is at +∞, MTD(−∞)'s
 * at −∞ (its alpha is −∞ too, and its g lies above). */
function betaInfSide(test) {
  if (finite(test.beta) !== null) return 'upper';
  return test.outcome === 'high' ? 'lower' : 'upper';
}

/** A test's β as written: MTD(−∞)'s first is −∞+1, never an empty −∞. */
function betaShown(test) {
  if (finite(test.beta) === null && betaInfSide(test) === 'lower') return '−∞+1';
  return showValue(finite(test.beta), betaInfSide(test));
}

function niceStep(span) {
  const raw = span / 5;
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return Math.max(1, m * p);
  return Math.max(1, 10 * p);
}
