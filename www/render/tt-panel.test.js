import { describe, expect, it } from 'vitest';
import { ttFingerprint } from './tt-panel.js';

describe('the TT panel fingerprint', () => {
  const entry = (node, lower, upper, depth = 2, key = `k${node}`) => ({
    key,
    node,
    lower,
    upper,
    depth,
  });

  it('is equal for equal tables and differs when an entry changes', () => {
    const a = [entry(1, -3, 5), entry(4, 2, 2)];
    expect(ttFingerprint(a)).toBe(ttFingerprint(a.map((e) => ({ ...e }))));
    expect(ttFingerprint([entry(1, -3, 5), entry(4, 2, 3)])).not.toBe(ttFingerprint(a));
    expect(ttFingerprint([entry(1, -3, 5), entry(4, 2, 2, 3)])).not.toBe(ttFingerprint(a));
    expect(ttFingerprint([entry(1, -3, 5)])).not.toBe(ttFingerprint(a));
    expect(ttFingerprint([entry(4, 2, 2), entry(1, -3, 5)])).not.toBe(ttFingerprint(a));
  });

  it('takes an empty or missing table', () => {
    expect(ttFingerprint([])).toBe(ttFingerprint(undefined));
    expect(ttFingerprint(null)).toBe(ttFingerprint([]));
  });
});
