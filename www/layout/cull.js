// Which part of a laid-out tree to keep in the DOM (issue 4: trees of thousands of explored
// nodes). Chromium repaints the whole <svg> whenever one node's class changes, so the tree
// view draws only the nodes and edges in and near the view; pure rectangle arithmetic.

/** Layout units a node's drawing reaches beyond its centre (shape, value, window, badges). */
export const NODE_REACH = { x: 70, top: 34, bottom: 44 };

/** The layout rectangle `{ minX, maxX, minY, maxY }` a `width` × `height` view shows under
 * the transform `t` = `{ x, y, k }`, widened by `margin` views on every side. */
export function viewRect(t, width, height, margin = 0) {
  const w = width / t.k;
  const h = height / t.k;
  const minX = -t.x / t.k;
  const minY = -t.y / t.k;
  return {
    minX: minX - margin * w,
    maxX: minX + w + margin * w,
    minY: minY - margin * h,
    maxY: minY + h + margin * h,
  };
}

/** True when rectangle `inner` lies inside `outer`. */
export function containsRect(outer, inner) {
  return (
    outer.minX <= inner.minX &&
    outer.maxX >= inner.maxX &&
    outer.minY <= inner.minY &&
    outer.maxY >= inner.maxY
  );
}

/** The smallest rectangle holding `a` and `b`. */
export function unionRect(a, b) {
  return {
    minX: Math.min(a.minX, b.minX),
    maxX: Math.max(a.maxX, b.maxX),
    minY: Math.min(a.minY, b.minY),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

const area = (r) => Math.max(0, r.maxX - r.minX) * Math.max(0, r.maxY - r.minY);

/**
 * Whether the drawn region `culled` must be recomputed for the view `view` (both layout
 * rectangles): when the view leaves it, or when it is so much larger than the view (after
 * a zoom in) that most of what is drawn cannot be seen.
 */
export function needsCull(culled, view, slack = 12) {
  if (!culled) return true;
  if (!containsRect(culled, view)) return true;
  return area(culled) > slack * Math.max(1, area(view));
}

/** True when the node drawn at (x, y) reaches into `rect`. */
export function nodeInRect(x, y, rect) {
  return (
    x + NODE_REACH.x >= rect.minX &&
    x - NODE_REACH.x <= rect.maxX &&
    y + NODE_REACH.bottom >= rect.minY &&
    y - NODE_REACH.top <= rect.maxY
  );
}

/** True when the edge from (x1, y1) down to (x2, y2) may cross `rect` (its bounding box). */
export function edgeInRect(x1, y1, x2, y2, rect) {
  return (
    Math.max(x1, x2) + 20 >= rect.minX &&
    Math.min(x1, x2) - 20 <= rect.maxX &&
    Math.max(y1, y2) >= rect.minY &&
    Math.min(y1, y2) <= rect.maxY
  );
}
