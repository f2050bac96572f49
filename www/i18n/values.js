// Display of raw trace values: ±INF shows as ±∞; the window edges ±(INF − 1) show as
// −∞+1 and +∞−1 where a window or a test value is written, so that a null window at an
// infinity never looks empty; null is an unknown or unbounded value, shown by the side it
// bounds.
import { INF } from '../format.js';

/** `side`: 'lower' (null → −∞), 'upper' (null → +∞), otherwise null → '?'. */
export function showValue(v, side) {
  if (v === null || v === undefined) return side === 'lower' ? '−∞' : side === 'upper' ? '+∞' : '?';
  if (v >= INF - 1) return '+∞';
  if (v <= -(INF - 1)) return '−∞';
  return v < 0 ? `−${-v}` : String(v);
}

/** A window edge or a test value exactly: ±(INF − 1) is −∞+1 or +∞−1, not ±∞. */
export function showEdge(v, side) {
  if (v === INF - 1) return '+∞−1';
  if (v === -(INF - 1)) return '−∞+1';
  return showValue(v, side);
}

/** A window `(α, β)`. */
export function showWindow(alpha, beta) {
  return `(${showEdge(alpha, 'lower')}, ${showEdge(beta, 'upper')})`;
}

/** `v` with exactly `digits` decimals, written as `lang` writes numbers (the tables' cells). */
export function fixed(v, digits, lang) {
  return v.toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
