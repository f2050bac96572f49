// A ratio chart's layout (pure), as Plaat et al. draw their figures: y on a linear scale
// from 0 (the ratio to a base algorithm), x the depth, and the base's line y = 1 placed
// (`reference`) so that a reader sees at once which lines lie above or below it.
import { layoutChart } from './log-chart.js';

/**
 * `series` (`[{ name, points: [{ x, y }] }]`) placed in a `width` × `height` chart: the
 * layout of `layoutChart` (linear), with `reference: { py }` for y = 1, or null when the
 * plot does not reach 1. With `xs: [from, to]` the x axis spans at least those depths (the
 * figures of one report side by side, whichever points each has).
 */
export function layoutRatioChart(series, { width, height, xs }) {
  // a line at 1 over the depths asked for, placed and then left out
  const span = xs ? [{ name: null, points: xs.map((x) => ({ x, y: 1 })) }] : [];
  const all = layoutChart([...series, ...span], { width, height, log: false });
  const layout = { ...all, series: all.series.filter((s) => s.name !== null) };
  const top = layout.yTicks.at(-1)?.value;
  const { box } = layout;
  const reference = top >= 1 ? { py: box.bottom - (1 / top) * (box.bottom - box.top) } : null;
  return { ...layout, reference };
}
