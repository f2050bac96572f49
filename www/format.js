// Formatting of search values for display. The core's infinity is
// i32::MAX - 1 (mtdlab::INF); a value may also arrive as null when it is
// unbounded. Both show as ∞ with the right sign.

/** mtdlab::INF, the core's plus infinity. */
export const INF = 2147483646;

/** True when `v` stands for an infinite value (null, ±Infinity or |v| >= INF). */
export function isInfinite(v) {
  return v === null || v === undefined || !Number.isFinite(v) || Math.abs(v) >= INF;
}

/**
 * Formats one value. `null`/`undefined` mean unbounded, shown as `∞` with the
 * sign given by `side` ('lower' → '−∞', 'upper' → '+∞', default '∞').
 * Finite values use a true minus sign (U+2212) so columns line up.
 */
export function formatValue(v, side) {
  if (isInfinite(v)) {
    if (typeof v === 'number' && v < 0) return '−∞';
    if (typeof v === 'number' && v > 0) return '+∞';
    return side === 'lower' ? '−∞' : side === 'upper' ? '+∞' : '∞';
  }
  if (!Number.isInteger(v)) throw new TypeError(`not a search value: ${v}`);
  return v < 0 ? `−${-v}` : String(v);
}

/** Formats a search window (alpha, beta), e.g. `(−∞, +∞)` or `(4, 5)`. */
export function formatWindow(alpha, beta) {
  return `(${formatValue(alpha, 'lower')}, ${formatValue(beta, 'upper')})`;
}
