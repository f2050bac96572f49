// The first guesses offered by the slider and tried by the "tests for every f" plot beside
// it (pure).

/** At most `max` guesses spread evenly over [lo, hi], both ends included when they fit. */
export function guessRange(lo, hi, max = 41) {
  const span = hi - lo;
  const stride = Math.max(1, Math.ceil((span + 1) / max));
  const out = [];
  for (let f = lo; f <= hi; f += stride) out.push(f);
  return out;
}

/** The slider's range `[lo, hi]`: the leaf values seen in the explored `tree` (−20…20 when
 * none is known), widened by 5 on either side, and the `guess` itself. */
export function guessSpan(tree, guess) {
  let lo = Infinity;
  let hi = -Infinity;
  if (tree) {
    for (let i = 0; i < tree.parent.length; i++) {
      if (tree.hasValue[i]) {
        lo = Math.min(lo, tree.value[i]);
        hi = Math.max(hi, tree.value[i]);
      }
    }
  }
  if (!Number.isFinite(lo)) [lo, hi] = [-20, 20];
  const g = guess ?? 0;
  return [Math.min(lo - 5, g), Math.max(hi + 5, g)];
}
