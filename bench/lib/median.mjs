// The median of the benchmarks' samples (the middle one; for an even count, the mean of the
// two middle ones).
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
