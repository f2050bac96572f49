// Pictures of <mtd-lab>'s drawings for a slide or a handout: a standalone SVG of the tree or
// of the bounds chart as shown (every style the page computed written into the copy as SVG
// presentation attributes, on a background of the element's theme, so that it renders
// alone: no stylesheet, no custom property, no script), and a PNG of it drawn on a canvas.
import { SVG_NS } from '../render/svg.js';

/** The computed properties that make a shape look as shown, written as attributes. */
const PAINT = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-opacity',
  'opacity',
  'paint-order',
  'visibility',
];
const TYPE = ['font-family', 'font-size', 'font-weight', 'font-style', 'text-decoration'];

/** Copies what `from` (drawn in the page) looks like onto `to` (its copy), deep. */
function inlineStyles(from, to) {
  const cs = getComputedStyle(from);
  if (cs.display === 'none') {
    to.setAttribute('display', 'none');
    return;
  }
  const props = from.tagName === 'text' || from.tagName === 'tspan' ? [...PAINT, ...TYPE] : PAINT;
  for (const p of props) {
    let v = cs.getPropertyValue(p);
    if (!v || ((v === 'none' || v === 'normal') && p !== 'fill' && p !== 'stroke')) continue;
    // a paint server (the chart's fades) by its id in the copy, not the page's address
    v = v.replace(/url\("?[^#"]*#([^")]+)"?\)/, 'url(#$1)');
    to.setAttribute(p, v);
  }
  if (from.tagName === 'stop') to.setAttribute('stop-color', cs.getPropertyValue('stop-color'));
  to.removeAttribute('class');
  to.removeAttribute('tabindex');
  const a = from.children;
  const b = to.children;
  for (let i = 0; i < a.length && i < b.length; i++) inlineStyles(a[i], b[i]);
}

/**
 * A standalone SVG document (text) of `content` (an element of a drawn <svg>, its children
 * copied) over the box `box` (`{ x, y, width, height }` in its coordinates), on `background`;
 * `title` names it for screen readers.
 */
export function standaloneSvg({ content, box, background, title }) {
  const out = document.createElementNS(SVG_NS, 'svg');
  out.setAttribute('xmlns', SVG_NS);
  out.setAttribute('viewBox', `${box.x} ${box.y} ${box.width} ${box.height}`);
  out.setAttribute('width', String(Math.ceil(box.width)));
  out.setAttribute('height', String(Math.ceil(box.height)));
  out.setAttribute('role', 'img');
  const name = document.createElementNS(SVG_NS, 'title');
  name.textContent = title;
  const bg = document.createElementNS(SVG_NS, 'rect');
  for (const [k, v] of Object.entries({ ...box, fill: background })) bg.setAttribute(k, v);
  const g = document.createElementNS(SVG_NS, 'g');
  for (const child of content.children) {
    const copy = child.cloneNode(true);
    inlineStyles(child, copy);
    g.append(copy);
  }
  out.append(name, bg, g);
  return new XMLSerializer().serializeToString(out);
}

/** The box of the drawing `g` (its own coordinates), with `pad` around; `fallback` when it
 * is not rendered (a panel hidden). */
export function drawingBox(g, pad, fallback) {
  let b;
  try {
    b = g.getBBox();
  } catch {
    b = null; // not rendered
  }
  if (!b || b.width === 0 || b.height === 0) b = fallback;
  return { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad };
}

/** What exportPNG says when the image of the SVG cannot be decoded: under a CSP whose img-src
 * leaves out blob:, the browser blocks the image and says only "The source image cannot be
 * decoded", which names neither the cause nor the fix. */
export const PNG_CSP_MESSAGE =
  "exportPNG: the browser could not draw the SVG as an image; a page with a Content-Security-Policy must allow blob: images (img-src 'self' blob:)";

/** A PNG (Blob) of the standalone SVG `text`, `scale` device pixels per SVG unit. Drawn
 * through an <img> of a blob: URL (a page whose CSP sets img-src must allow blob:). */
export async function pngOf(text, { scale = 2 } = {}) {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    try {
      await img.decode();
    } catch (err) {
      // our own SVG always decodes: a blocked blob: image is the cause
      throw new Error(`${PNG_CSP_MESSAGE} (${err?.message ?? err})`, { cause: err });
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0);
    return await new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('exportPNG: the canvas gave no PNG'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The parts that can be exported. */
export const PARTS = ['tree', 'chart'];

/**
 * The standalone SVG of `part` (`tree` or `chart`, else an Error naming the parts): `tree`
 * the tree pane's drawing (`{ g, bounds }`), `chart` the bounds chart's <svg>, on
 * `background`, named `title`.
 */
export function exportPart(part, { tree, chart, background, title }) {
  if (!PARTS.includes(part)) {
    throw new Error(`exportSVG: '${part}' is not a part (one of ${PARTS.join(', ')})`);
  }
  if (part === 'chart') {
    const [x, y, width, height] = chart.getAttribute('viewBox').split(' ').map(Number);
    return standaloneSvg({ content: chart, box: { x, y, width, height }, background, title });
  }
  return standaloneSvg({
    content: tree.g,
    box: drawingBox(tree.g, 24, tree.bounds),
    background,
    title,
  });
}
