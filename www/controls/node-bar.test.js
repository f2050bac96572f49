import { describe, expect, it } from 'vitest';
import { readValue } from './node-bar.js';

describe('the node bar', () => {
  it('reads a leaf value: a whole number within ±10^9', () => {
    expect(readValue('20')).toBe(20);
    expect(readValue(' -7 ')).toBe(-7);
    expect(readValue('−7')).toBe(-7); // a true minus sign, as the tree shows values
    expect(readValue('+3')).toBe(3);
    expect(Object.is(readValue('-0'), 0)).toBe(true);
    expect(readValue('1000000000')).toBe(1e9);
    for (const bad of ['', 'x', '1.5', '1e3', '1000000001', '- 3', '3 4']) {
      expect(readValue(bad), bad).toBeNull();
    }
  });
});
