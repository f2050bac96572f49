// Zoom and pan of the tree view: pure transforms, and the pointer/wheel wiring that
// applies them to one <g>.

/** The room fitTransform leaves around the tree's nodes (layout units), for their texts. */
const FIT_MARGIN = 40;

/** The transform that fits `bounds` (layout units) into a `width` × `height` view, zoomed in
 * no further than `maxK`. */
export function fitTransform(
  bounds,
  width,
  height,
  { margin = FIT_MARGIN, minK = 0.6, maxK = 2 } = {},
) {
  const w = Math.max(1, bounds.maxX - bounds.minX + 2 * margin);
  const h = Math.max(1, bounds.maxY - bounds.minY + 2 * margin + 30);
  // never so small that nodes cannot be read: a larger tree is panned (and follows the search)
  const k = Math.max(minK, Math.min(maxK, width / w, height / h));
  const x = width / 2 - ((bounds.minX + bounds.maxX) / 2) * k;
  // top-aligned: the root stays where the eye starts, whatever the pane's height
  const y = Math.max(margin * k, 34) - bounds.minY * k;
  return { x, y, k };
}

/** Zooms by `factor` about the view point (px, py). */
export function zoomAt(t, factor, px, py) {
  const k = Math.max(0.05, Math.min(6, t.k * factor));
  const f = k / t.k;
  return { k, x: px - (px - t.x) * f, y: py - (py - t.y) * f };
}

/**
 * The transform that brings layout point (x, y) into view, or `t` if it is in view. The
 * point is centred; with the tree's `bounds` (layout units) the view stops at the tree's
 * edges instead of showing empty space beyond them, and a tree no taller than the view
 * stays top-aligned (it only pans sideways).
 */
export function keepInView(t, x, y, width, height, pad = 50, bounds = null) {
  const sx = x * t.k + t.x;
  const sy = y * t.k + t.y;
  const inX = sx >= pad && sx <= width - pad;
  const inY = sy >= pad && sy <= height - pad;
  if (inX && inY) return t;
  // only the axis the point left moves: a step sideways never jolts the view up or down
  let nx = inX ? t.x : width / 2 - x * t.k;
  let ny = inY ? t.y : height / 2 - y * t.k;
  const room = FIT_MARGIN * t.k; // what the texts around a node take, as fitTransform leaves
  if (bounds && !inX)
    nx = clampToEdges(nx, bounds.minX * t.k, bounds.maxX * t.k, width, pad, false, room);
  if (bounds && !inY)
    ny = clampToEdges(ny, bounds.minY * t.k, bounds.maxY * t.k, height, pad, true, room);
  return { ...t, x: nx, y: ny };
}

/** A translation `v` moved so that [lo, hi] (scaled layout) leaves no gap wider than `pad`
 * at either end of a view of `size`; when it fits, whole, at the start (`toStart`) or
 * centred. */
function clampToEdges(v, lo, hi, size, pad, toStart, room) {
  // a tree that fits the view with `room` at its ends (as fitted) but not between the pads
  // is kept whole: the pads shrink to what the view leaves
  const p =
    hi - lo + 2 * room <= size ? Math.max(room, Math.min(pad, (size - (hi - lo)) / 2)) : pad;
  const first = p - lo; // lo at the pad from the view's start
  const last = size - p - hi; // hi at the pad from the view's end
  if (last >= first) return toStart ? first : (size - lo - hi) / 2;
  return Math.min(first, Math.max(last, v));
}

export const toCss = (t) => `translate(${t.x},${t.y}) scale(${t.k})`;

/** Wires wheel zoom and drag pan on `svgEl`; `get()` and `set(t)` read and write the
 * transform. Returns a function that removes the listeners. */
export function attachZoom(svgEl, get, set) {
  const onWheel = (e) => {
    e.preventDefault();
    const r = svgEl.getBoundingClientRect();
    set(zoomAt(get(), Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top));
  };
  let drag = null;
  const onDown = (e) => {
    if (e.button !== 0) return;
    drag = { x: e.clientX, y: e.clientY, t: get(), moved: false, id: e.pointerId };
  };
  const onMove = (e) => {
    if (!drag) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    if (!drag.moved) {
      drag.moved = true;
      svgEl.setPointerCapture?.(drag.id);
      svgEl.classList.add('panning');
    }
    set({ ...drag.t, x: drag.t.x + dx, y: drag.t.y + dy });
  };
  let pannedAt = -Infinity;
  const onClick = (c) => {
    // a pan is not a click on the node under the pointer
    if (performance.now() - pannedAt < 80) c.stopPropagation();
  };
  const onUp = (e) => {
    if (drag?.moved) {
      pannedAt = performance.now();
      svgEl.releasePointerCapture?.(e.pointerId);
    }
    svgEl.classList.remove('panning');
    drag = null;
  };
  svgEl.addEventListener('wheel', onWheel, { passive: false });
  svgEl.addEventListener('pointerdown', onDown);
  svgEl.addEventListener('pointermove', onMove);
  svgEl.addEventListener('pointerup', onUp);
  svgEl.addEventListener('pointercancel', onUp);
  svgEl.addEventListener('click', onClick, { capture: true });
  return () => {
    svgEl.removeEventListener('click', onClick, { capture: true });
    svgEl.removeEventListener('wheel', onWheel);
    svgEl.removeEventListener('pointerdown', onDown);
    svgEl.removeEventListener('pointermove', onMove);
    svgEl.removeEventListener('pointerup', onUp);
    svgEl.removeEventListener('pointercancel', onUp);
  };
}
