// The pseudocode shown beside the tree: the MTD drivers, MT with Plaat's three-way store,
// seed 000's AlphaBetaWithMemory taken literally, alpha-beta, NegaScout and minimax.
// Each line is [id or '', text]; ids are what `codeLine` (pseudocode.js) highlights.

import { setting } from '../engine/algorithms.js';

export const MT = [
  ['enter', 'function MT(n, α, β, d)'],
  ['probe', '  if TT has n:'],
  ['probe-cut-lower', '    if n.lower ≥ β: return n.lower'],
  ['probe-cut-upper', '    if n.upper ≤ α: return n.upper'],
  ['probe-narrow', '    α := max(α, n.lower);  β := min(β, n.upper)'],
  ['leaf', '  if d = 0 or n is a leaf: g := evaluate(n)'],
  ['', '  else if n is MAX:'],
  ['', '    g := −∞;  a := α'],
  ['loop-max', '    while g < β and n has a next child c:'],
  ['call-max', '      g := max(g, MT(c, a, β, d − 1));  a := max(a, g)'],
  ['', '  else:'],
  ['', '    g := +∞;  b := β'],
  ['loop-min', '    while g > α and n has a next child c:'],
  ['call-min', '      g := min(g, MT(c, α, b, d − 1));  b := min(b, g)'],
  ['store-upper', '  if g ≤ α: store n.upper := g'],
  ['store-lower', '  if g ≥ β: store n.lower := g'],
  ['store-both', '  if α < g < β: store n.lower := n.upper := g'],
  ['return', '  return g'],
];

export const MT_LITERAL = [
  ['enter', 'function AlphaBetaWithMemory(n, α, β, d)   // Wikipedia, literally'],
  ['probe', '  if TT has n:'],
  ['probe-cut-lower', '    if β ≤ n.lower: return n.lower'],
  ['probe-cut-upper', '    if n.upper ≤ α: return n.upper'],
  ['probe-narrow', '    α := max(α, n.lower);  β := min(β, n.upper)'],
  ['leaf', '  if d = 0 or n is a leaf: g := evaluate(n)'],
  ['', '  else if n is MAX:'],
  ['', '    g := −∞;  a := α'],
  ['loop-max', '    for each child c of n:'],
  ['call-max', '      g := max(g, ABWM(c, a, β, d − 1))'],
  ['cut-max', '      if β ≤ g: store n.lower := g; return g'],
  ['', '      a := max(a, g)'],
  ['', '  else:'],
  ['', '    g := +∞;  b := β'],
  ['loop-min', '    for each child c of n:'],
  ['call-min', '      g := min(g, ABWM(c, α, b, d − 1))'],
  ['cut-min', '      if g ≤ α: store n.upper := g; return g'],
  ['', '      b := min(b, g)'],
  ['store-both', '  store n.lower := g;  store n.upper := g   // wrong if g ∉ (α, β)'],
  ['return', '  return g'],
];

export const ALPHABETA = [
  ['enter', 'function AlphaBeta(n, α, β)'],
  ['leaf', '  if n is a leaf: return evaluate(n)'],
  ['', '  if n is MAX:'],
  ['', '    g := −∞;  a := α'],
  ['loop-max', '    for each child c of n:'],
  ['call-max', '      g := max(g, AlphaBeta(c, a, β));  a := max(a, g)'],
  ['cut-max', '      if g ≥ β: break            // β-cut'],
  ['', '  else:'],
  ['', '    g := +∞;  b := β'],
  ['loop-min', '    for each child c of n:'],
  ['call-min', '      g := min(g, AlphaBeta(c, α, b));  b := min(b, g)'],
  ['cut-min', '      if g ≤ α: break            // α-cut'],
  ['return', '  return g'],
];

export const NEGASCOUT = [
  ['enter', 'function NegaScout(n, α, β)'],
  ['probe', '  (negascout-tt: probe the TT as MT does)'],
  ['leaf', '  if n is a leaf: return evaluate(n)'],
  ['', '  if n is MAX:'],
  ['call-max', '    g := NegaScout(first child, α, β)'],
  ['loop-max', '    for each later child c while g < β:'],
  ['scout-max', '      a := max(α, g);  v := NegaScout(c, a, a + 1)'],
  ['research-max', '      if a < v < β: v := NegaScout(c, v, β)   // re-search'],
  ['cut-max', '      g := max(g, v)             // g ≥ β: β-cut'],
  ['', '  else:'],
  ['call-min', '    g := NegaScout(first child, α, β)'],
  ['loop-min', '    for each later child c while g > α:'],
  ['scout-min', '      b := min(β, g);  v := NegaScout(c, b − 1, b)'],
  ['research-min', '      if α < v < b: v := NegaScout(c, α, v)   // re-search'],
  ['cut-min', '      g := min(g, v)             // g ≤ α: α-cut'],
  ['store', '  (negascout-tt: store as MT does)'],
  ['return', '  return g'],
];

export const MINIMAX = [
  ['enter', 'function Minimax(n)'],
  ['leaf', '  if n is a leaf: return evaluate(n)'],
  ['call-max', '  if n is MAX: g := max of Minimax(c) over the children c'],
  ['call-min', '  else:        g := min of Minimax(c) over the children c'],
  ['return', '  return g'],
];

export const MTDF = [
  ['', 'function MTDF(root, f, d)'],
  ['', '  g := f;  lower := −∞;  upper := +∞'],
  ['loop', '  while lower < upper:'],
  ['test', '    β := (g = lower) ? g + 1 : g'],
  ['call', '    g := MT(root, β − 1, β, d)'],
  ['bounds', '    if g < β: upper := g  else: lower := g'],
  ['done', '  return g'],
];

/** The test-value rule of each MTD driver, with the run's step and schedule. */
function rules(
  algorithm,
  { step = setting('step').default, schedule = setting('schedule').default } = {},
) {
  switch (algorithm) {
    case 'mtd-plus':
      return ['β := upper               // first test at +∞ (SSS*)'];
    case 'mtd-minus':
      return ['β := lower + 1           // first test at −∞ + 1 (DUAL*)'];
    case 'mtd-bi':
      return ['β := lower + (upper − lower + 1) / 2   // bisection'];
    case 'mtd-step':
      return [`β := after a fail low: max(lower + 1, g − ${step}); else lower + 1`];
    case 'mtd-f-step':
      return [
        'β := f, then g ∓ step towards the value;',
        `     step: ${schedule.join(', ')} — one place on per test after the first overshoot`,
      ];
    case 'mtd-f-ab':
      return [
        `β := f, then g ∓ ${step} until the first overshoot;`,
        '     then one AlphaBeta(root, lower, upper) ends the search',
      ];
    default:
      return ['β := next test value'];
  }
}

/** The generic MTD driver with the test-value rule of `algorithm` (`settings`: the run's
 * `step` and `schedule`). */
export function mtdDriver(algorithm, settings) {
  const rule = rules(algorithm, settings);
  const init =
    algorithm === 'mtd-bi'
      ? '  lower, upper := the game’s value range'
      : '  lower := −∞;  upper := +∞';
  return [
    ['', `function MTD(root)   // ${algorithm}`],
    ['', init],
    ['loop', '  while lower < upper:'],
    ['test', `    ${rule[0]}`],
    ...rule.slice(1).map((r) => ['', `    ${r}`]),
    ['call', '    g := MT(root, β − 1, β, d)'],
    ['bounds', '    if g < β: upper := g  else: lower := g'],
    ['done', '  return g'],
  ];
}

export const ID_MTDF = [
  ['', 'function IterativeDeepening(root)'],
  ['', '  f := 0'],
  ['loop', '  for d := 1 to the depth:'],
  ['test', '    f := MTDF(root, f, d)   // one test after another, β as MTDF chooses'],
  ['call', '    (each test: g := MT(root, β − 1, β, d))'],
  ['bounds', '    (if g < β: upper := g  else: lower := g)'],
  ['done', '  return f'],
];

/** The one root search of the algorithms that make no null-window tests (minimax takes
 * no window). */
export function rootDriver(search, { window = true } = {}) {
  return [
    ['test', window ? `value := ${search}(root, −∞, +∞)` : `value := ${search}(root)`],
    ['', window ? '   (one search with the full window)' : '   (one search of the whole tree)'],
    ['bounds', '   lower := upper := value'],
    ['done', 'return value'],
  ];
}

/** `listing` as it reads under the cut convention `cut` (`ge`: α ≥ β, the conventions'
 * default, unchanged; `gt`: α > β — a node is cut only when g passes β strictly, so a child
 * that can only tie is still searched). Only the conditions that decide a cut change, the
 * TT's answers among them (a stored bound answers only past the window, as a g cuts only
 * there: src/search/mod.rs `probe`); the stores keep their rules (src/search/cut.rs). */
export function underCut(listing, cut) {
  if (cut !== 'gt') return listing;
  const strict = [
    ['while g < β', 'while g ≤ β'],
    ['while g > α', 'while g ≥ α'],
    ['if g ≥ β: break', 'if g > β: break'],
    ['if g ≤ α: break', 'if g < α: break'],
    ['if β ≤ g: store', 'if β < g: store'],
    ['if g ≤ α: store n.upper := g; return g', 'if g < α: store n.upper := g; return g'],
    ['// g ≥ β: β-cut', '// g > β: β-cut'],
    ['// g ≤ α: α-cut', '// g < α: α-cut'],
    ['if n.lower ≥ β: return', 'if n.lower > β: return'],
    ['if n.upper ≤ α: return', 'if n.upper < α: return'],
    ['if β ≤ n.lower: return', 'if β < n.lower: return'],
  ];
  return listing.map(([id, text]) => {
    if (!/^(loop|cut|probe-cut)-/.test(id)) return [id, text];
    return [id, strict.reduce((t, [from, to]) => t.replace(from, to), text)];
  });
}
