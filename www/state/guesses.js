// The first guesses tried by the "tests for every f" plot beside the slider (pure).

/** At most `max` guesses spread evenly over [lo, hi], both ends included when they fit. */
export function guessRange(lo, hi, max = 41) {
  const span = hi - lo;
  const stride = Math.max(1, Math.ceil((span + 1) / max));
  const out = [];
  for (let f = lo; f <= hi; f += stride) out.push(f);
  return out;
}
