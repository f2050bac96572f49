// Where the action bar of a picked node goes in the tree pane (pure): a leaf's below it
// (above it near the bottom), an inner node's to its side, clear of its children; always
// inside the pane, and hidden when the node is out of sight.

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/**
 * `node`: its layout position `{ x, y }`; `transform`: the view's `{ x, y, k }`; `pane`:
 * `{ width, height }` in px; `bar`: the bar's size `{ w, h }` in px; `inner`: true for an
 * inner node. Returns `{ left, top, side, hidden }` (px; side ∈ below, above, left, right).
 */
export function placeNodeBar({ node, transform: t, pane, bar, inner }) {
  const { width, height } = pane;
  const { w, h } = bar;
  const x = node.x * t.k + t.x;
  const y = node.y * t.k + t.y;
  const reach = 22 * t.k + 6; // past the node's shape and its value
  const fits = {
    right: x + reach + 24 + w < width - 4,
    left: x - reach - w > 4,
    below: y + reach + h < height - 4,
  };
  let side;
  if (inner && (fits.right || fits.left)) {
    side = fits.right ? 'right' : 'left';
  } else side = fits.below ? 'below' : 'above';
  let left;
  let top;
  if (side === 'below' || side === 'above') {
    left = clamp(x - w / 2, 4, width - w - 4);
    top = side === 'below' ? y + reach : y - reach - h;
  } else {
    left = side === 'right' ? x + reach + 24 : x - reach - w;
    top = y - h / 2;
  }
  return {
    left: clamp(left, 4, Math.max(4, width - w - 4)),
    top: clamp(top, 4, Math.max(4, height - h - 4)),
    side,
    hidden: x < -40 || x > width + 40 || y < -40 || y > height + 40,
  };
}
