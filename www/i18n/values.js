// Display of raw trace values: ±INF and the window edges ±(INF − 1) show as ±∞; null is
// an unknown or unbounded value, shown by the side it bounds.
import { INF } from '../format.js';

/** `side`: 'lower' (null → −∞), 'upper' (null → +∞), otherwise null → '?'. */
export function showValue(v, side) {
  if (v === null || v === undefined) return side === 'lower' ? '−∞' : side === 'upper' ? '+∞' : '?';
  if (v >= INF - 1) return '+∞';
  if (v <= -(INF - 1)) return '−∞';
  return v < 0 ? `−${-v}` : String(v);
}

/** A window `(α, β)`. */
export function showWindow(alpha, beta) {
  return `(${showValue(alpha, 'lower')}, ${showValue(beta, 'upper')})`;
}
