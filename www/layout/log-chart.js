// A line chart's layout (pure): series of points placed in a plot box, x on a linear scale of
// whole numbers (depths), y on a log10 scale (node counts span powers of ten, as in seed
// 001's Figure 1) or a linear one (tests per search), with the ticks to label. Positions only;
// www/render/experiment-chart.js draws them.

/** The plot box's margins inside the SVG (room for the tick labels). */
export const MARGIN = Object.freeze({ left: 64, right: 12, top: 12, bottom: 34 });

/** Powers of ten from below `lo` to above `hi` (at least two). */
function decades(lo, hi) {
  const a = Math.floor(Math.log10(lo));
  const b = Math.max(a + 1, Math.ceil(Math.log10(hi)));
  return Array.from({ length: b - a + 1 }, (_, i) => 10 ** (a + i));
}

/** About five round linear ticks from 0 to at least `hi`. */
function linearTicks(hi) {
  const top = hi > 0 ? hi : 1;
  const raw = top / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw);
  const n = Math.ceil(top / step);
  return Array.from({ length: n + 1 }, (_, i) => +(i * step).toPrecision(12));
}

/**
 * Places `series` (`[{ name, points: [{ x, y }] }]`) in a `width` × `height` chart: `{ xTicks:
 * [{ value, px }], yTicks: [{ value, py }], series: [{ name, points: [{ x, y, px, py }] }],
 * box: { left, right, top, bottom } }`. With `log`, y ≤ 0 cannot be drawn and is left out.
 * Empty when no point can be drawn.
 */
export function layoutChart(series, { width, height, log }) {
  const drawable = (p) => Number.isFinite(p.x) && Number.isFinite(p.y) && (!log || p.y > 0);
  const all = series.flatMap((s) => s.points.filter(drawable));
  const box = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: height - MARGIN.bottom,
  };
  if (all.length === 0) return { xTicks: [], yTicks: [], series: [], box };
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const xSpan = x1 - x0;
  // a quarter of a depth on either side, so that no dot sits on an axis
  const xPad = x1 === x0 ? 1 : 0.25 * (x1 - x0 > 4 ? (x1 - x0) / 4 : 1);
  const px = (x) => box.left + ((x - x0 + xPad) / (xSpan + 2 * xPad)) * (box.right - box.left);
  let yTickValues;
  let py;
  if (log) {
    yTickValues = decades(Math.min(...ys), Math.max(...ys));
    const [l0, l1] = [Math.log10(yTickValues[0]), Math.log10(yTickValues.at(-1))];
    py = (y) => box.bottom - ((Math.log10(y) - l0) / (l1 - l0)) * (box.bottom - box.top);
  } else {
    yTickValues = linearTicks(Math.max(...ys));
    const top = yTickValues.at(-1);
    py = (y) => box.bottom - (y / top) * (box.bottom - box.top);
  }
  const xTickValues = [];
  for (let x = Math.ceil(x0); x <= x1; x++) xTickValues.push(x);
  return {
    box,
    xTicks: xTickValues.map((value) => ({ value, px: px(value) })),
    yTicks: yTickValues.map((value) => ({ value, py: py(value) })),
    series: series.map((s) => ({
      name: s.name,
      points: s.points.filter(drawable).map((p) => ({ ...p, px: px(p.x), py: py(p.y) })),
    })),
  };
}
