// A ratio chart's layout (pure), as Plaat et al. draw their figures: y on a linear scale
// from 0 (the ratio to a base algorithm), x the depth, and the base's line y = 1 placed
// (`reference`) so that a reader sees at once which lines lie above or below it.
import { layoutChart } from './log-chart.js';

/**
 * `series` (`[{ name, points: [{ x, y }] }]`) placed in a `width` × `height` chart: the
 * layout of `layoutChart` (linear), with `reference: { py }` for y = 1, or null when the
 * plot does not reach 1.
 */
export function layoutRatioChart(series, { width, height }) {
  const layout = layoutChart(series, { width, height, log: false });
  const top = layout.yTicks.at(-1)?.value;
  const { box } = layout;
  const reference = top >= 1 ? { py: box.bottom - (1 / top) * (box.bottom - box.top) } : null;
  return { ...layout, reference };
}
