// An experiment's chart as SVG, from a layout of www/layout/log-chart.js (stateless): the
// axes with their ticks, one line with dots per series (colour-blind-safe palette, each line
// also dashed differently), and a legend. Every number drawn is the report's.
import { html, svg } from './svg.js';

/** Okabe–Ito colours, then dash patterns, so that lines differ without colour too. */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#8c8c8c'];
const DASHES = [null, '6 3', '2 3', '8 3 2 3', '1 2', '10 4', '4 4'];

/** The style of series `i`. */
export function seriesStyle(i) {
  return { colour: COLOURS[i % COLOURS.length], dash: DASHES[i % DASHES.length] };
}

/**
 * A figure: `title`, the chart of `layout` (`width` × `height`), its axes' labels, `tick(v)`
 * writing a y value and `name(series)` a series' name. → an HTML `figure` element.
 */
export function renderExperimentChart(
  layout,
  { width, height, title, xLabel, yLabel, tick, name, id },
) {
  const { box } = layout;
  const chart = svg('svg', {
    class: 'experiment-chart',
    id,
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    role: 'img',
    'aria-label': title,
  });
  chart.append(
    svg('line', { class: 'axis', x1: box.left, y1: box.bottom, x2: box.right, y2: box.bottom }),
    svg('line', { class: 'axis', x1: box.left, y1: box.top, x2: box.left, y2: box.bottom }),
  );
  for (const t of layout.yTicks) {
    chart.append(
      svg('line', { class: 'grid', x1: box.left, y1: t.py, x2: box.right, y2: t.py }),
      text(box.left - 6, t.py + 4, tick(t.value), 'end'),
    );
  }
  for (const t of layout.xTicks) {
    chart.append(
      svg('line', { class: 'axis', x1: t.px, y1: box.bottom, x2: t.px, y2: box.bottom + 4 }),
      text(t.px, box.bottom + 16, String(t.value), 'middle'),
    );
  }
  chart.append(text((box.left + box.right) / 2, height - 3, xLabel, 'middle'));
  const legend = html('ul', { class: 'chart-key' });
  layout.series.forEach((s, i) => {
    const { colour, dash } = seriesStyle(i);
    const g = svg('g', { class: 'series', 'data-series': s.name });
    if (s.points.length > 1)
      g.append(
        svg('polyline', {
          points: s.points.map((p) => `${p.px.toFixed(1)},${p.py.toFixed(1)}`).join(' '),
          fill: 'none',
          stroke: colour,
          'stroke-width': 2,
          'stroke-dasharray': dash,
        }),
      );
    for (const p of s.points) {
      const dot = svg('circle', { cx: p.px.toFixed(1), cy: p.py.toFixed(1), r: 3.5, fill: colour });
      dot.append(svg('title', {}, [document.createTextNode(`${name(s.name)}: ${tick(p.y)}`)]));
      g.append(dot);
    }
    chart.append(g);
    const swatch = svg('svg', { width: 28, height: 10, 'aria-hidden': 'true' }, [
      svg('line', {
        x1: 0,
        y1: 5,
        x2: 28,
        y2: 5,
        stroke: colour,
        'stroke-width': 2,
        'stroke-dasharray': dash,
      }),
    ]);
    legend.append(html('li', {}, [swatch, ' ', name(s.name)]));
  });
  return html('figure', { class: 'experiment-figure' }, [
    html('figcaption', {}, [title, html('span', { class: 'y-label', text: ` (${yLabel})` })]),
    chart,
    legend,
  ]);
}

function text(x, y, content, anchor) {
  const t = svg('text', { x, y, 'text-anchor': anchor });
  t.textContent = content;
  return t;
}
