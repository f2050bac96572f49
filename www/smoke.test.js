import { describe, expect, it } from 'vitest';
import { INF, formatValue, formatWindow, isInfinite } from './format.js';

describe('formatValue', () => {
  it('shows null as infinity, signed by the side of the bound', () => {
    expect(formatValue(null)).toBe('∞');
    expect(formatValue(null, 'lower')).toBe('−∞');
    expect(formatValue(undefined, 'upper')).toBe('+∞');
  });

  it("treats the core's INF and its negation as infinite", () => {
    expect(formatValue(INF)).toBe('+∞');
    expect(formatValue(-INF)).toBe('−∞');
    expect(formatValue(-INF, 'upper')).toBe('−∞');
    expect(isInfinite(INF - 1)).toBe(false);
  });

  it('prints finite values with a true minus sign', () => {
    expect(formatValue(0)).toBe('0');
    expect(formatValue(12)).toBe('12');
    expect(formatValue(-7)).toBe('−7');
  });

  it('rejects values that are not integers', () => {
    expect(() => formatValue(1.5)).toThrow(TypeError);
  });
});

describe('formatWindow', () => {
  it('formats the full window and a null window', () => {
    expect(formatWindow(null, null)).toBe('(−∞, +∞)');
    expect(formatWindow(4, 5)).toBe('(4, 5)');
    expect(formatWindow(-INF, 3)).toBe('(−∞, 3)');
  });
});
