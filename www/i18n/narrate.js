// One plain sentence per step, from the facts of the step (www/state/facts.js).
import { messages } from './index.js';
import { showValue } from './values.js';

const ALGORITHM_NAMES = {
  minimax: 'minimax',
  alphabeta: 'alpha-beta',
  'alphabeta-tt': 'alpha-beta with TT',
  negascout: 'NegaScout',
  'negascout-tt': 'NegaScout with TT',
  mtdf: 'MTD(f)',
  'mtdf-literal': 'MTD(f), seed 000 literal',
  'mtd-plus': 'MTD(+∞)',
  'mtd-minus': 'MTD(−∞)',
  'mtd-bi': 'MTD-bi',
  'mtd-step': 'MTD-step',
  'mtd-f-step': 'MTD-f-step',
  'mtd-f-ab': 'MTD-f-αβ',
  'id-mtdf': 'iterative-deepening MTD(f)',
};

/** The display name of an algorithm (CONVENTIONS.md §2 names). */
export function algorithmName(name) {
  return ALGORITHM_NAMES[name] ?? name ?? '';
}

/** How the narration names a node (from `nodeRef`). */
export function nodeName(ref, lang) {
  const m = messages(lang).node;
  if (!ref) return '?';
  if (ref.label) return m.named(ref.label);
  if (ref.root) return m.root;
  return m.path(ref.path);
}

const v = showValue;

/** The sentence for `facts` in `lang`. */
export function narrate(facts, lang = 'en') {
  const t = messages(lang).narrate;
  const m = messages(lang).node;
  const name = (ref) => nodeName(ref, lang);
  switch (facts.type) {
    case 'start':
      return t.start({ algorithm: algorithmName(facts.algorithm) });
    case 'testBegin': {
      const args = { n: facts.test + 1, alpha: v(facts.alpha), beta: v(facts.beta) };
      return facts.nullWindow ? t.testBegin(args) : t.searchBegin(args);
    }
    case 'testEnd': {
      let s;
      const g = v(facts.g);
      if (facts.nullWindow) {
        s =
          facts.outcome === 'high'
            ? t.testHigh({ beta: v(facts.beta), g })
            : t.testLow({ beta: v(facts.beta), g });
      } else {
        s =
          facts.outcome === 'high'
            ? t.searchHigh({ g })
            : facts.outcome === 'low'
              ? t.searchLow({ g })
              : t.searchExact({ g });
      }
      if (facts.final) {
        s += ' ' + t.final({ value: v(facts.final.value), tests: facts.final.tests });
      } else if (facts.nullWindow) {
        s += ' ' + t.bounds({ lower: v(facts.lower, 'lower'), upper: v(facts.upper, 'upper') });
      }
      return s;
    }
    case 'enter':
      return t.enter({
        node: name(facts.node),
        side: facts.node.isMax ? m.max : m.min,
        alpha: v(facts.alpha),
        beta: v(facts.beta),
      });
    case 'probe': {
      const node = name(facts.node);
      if (!facts.found) return t.probeMiss({ node });
      if (facts.cutoff) {
        return facts.answer.side === 'lower'
          ? t.probeCutLower({ node, g: v(facts.answer.g), beta: v(facts.entry.beta) })
          : t.probeCutUpper({ node, g: v(facts.answer.g), alpha: v(facts.entry.alpha) });
      }
      const narrowed =
        facts.narrowed.alpha !== facts.entry.alpha || facts.narrowed.beta !== facts.entry.beta;
      const args = { node, lower: v(facts.lower), upper: v(facts.upper) };
      if (!narrowed) return t.probeHit(args);
      return t.probeNarrow({
        ...args,
        alpha: v(facts.narrowed.alpha),
        beta: v(facts.narrowed.beta),
      });
    }
    case 'leaf':
      return t.leaf({ node: name(facts.node), value: v(facts.value) });
    case 'cut': {
      const args = {
        node: name(facts.node),
        g: v(facts.g),
        alpha: v(facts.alpha),
        beta: v(facts.beta),
        count: facts.count,
      };
      return facts.cutKind === 'beta' ? t.cutBeta(args) : t.cutAlpha(args);
    }
    case 'store': {
      const args = { node: name(facts.node), lower: v(facts.lower), upper: v(facts.upper) };
      const pick = {
        exact: t.storeExact,
        lower: t.storeLower,
        upper: t.storeUpper,
        both: t.storeBoth,
        none: t.storeNone,
      };
      return pick[facts.bound](args);
    }
    case 'return': {
      const raw = name(facts.node);
      const node = raw.charAt(0).toUpperCase() + raw.slice(1);
      const args = { node, g: v(facts.g) };
      if (facts.kind === 'lower') return t.returnLower(args);
      if (facts.kind === 'upper') return t.returnUpper(args);
      return t.returnExact(args);
    }
    case 'research':
      return t.research({ node: name(facts.node), child: facts.child, v: v(facts.v) });
    default:
      return '';
  }
}
