// One plain sentence per step, from the facts of the step (www/state/facts.js).
import { messages } from './index.js';
import { INF } from '../format.js';
import { showEdge, showValue } from './values.js';
import { algorithm, label } from '../engine/algorithms.js';

/** The display name of an algorithm (CONVENTIONS.md §2 names): its label in the core's table. */
export function algorithmName(name) {
  return label(name) ?? name ?? '';
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
/** Window edges and test values: ±(INF − 1) written as −∞+1, +∞−1. */
const w = showEdge;

/** The sentence for `facts` in `lang`. */
export function narrate(facts, lang = 'en') {
  const t = messages(lang).narrate;
  const m = messages(lang).node;
  const name = (ref) => nodeName(ref, lang);
  switch (facts.type) {
    case 'start':
      return t.start({ algorithm: algorithmName(facts.algorithm) });
    case 'testBegin': {
      const args = { n: facts.test + 1, alpha: w(facts.alpha), beta: w(facts.beta) };
      if (!facts.nullWindow) return t.searchBegin(args);
      // a test at an infinity: say what it means, not only its numbers
      let s = t.testBegin(args);
      if (facts.alpha <= -INF) s += ' ' + t.everyPasses(args);
      else if (facts.beta >= INF) s += ' ' + t.everyFails(args);
      return s;
    }
    case 'testEnd': {
      let s;
      const g = v(facts.g);
      if (facts.nullWindow) {
        s =
          facts.outcome === 'high'
            ? t.testHigh({ beta: w(facts.beta), g })
            : t.testLow({ beta: w(facts.beta), g });
      } else if (facts.exact && (facts.alpha > -INF || facts.beta < INF)) {
        s = t.searchExactIn({ g, alpha: w(facts.alpha), beta: w(facts.beta) });
      } else {
        s =
          facts.outcome === 'high'
            ? t.searchHigh({ g })
            : facts.outcome === 'low'
              ? t.searchLow({ g })
              : t.searchExact({ g });
      }
      if (facts.final) {
        s += ' ' + finalSentence(facts, t);
      } else if (facts.nullWindow) {
        s += ' ' + t.bounds({ lower: v(facts.lower, 'lower'), upper: v(facts.upper, 'upper') });
      }
      return s;
    }
    case 'enter':
      return t.enter({
        node: name(facts.node),
        side: facts.node.isMax ? m.max : m.min,
        alpha: w(facts.alpha),
        beta: w(facts.beta),
      });
    case 'probe': {
      const node = name(facts.node);
      if (!facts.found) return t.probeMiss({ node });
      if (facts.cutoff) {
        return facts.answer.side === 'lower'
          ? t.probeCutLower({ node, g: v(facts.answer.g), beta: w(facts.entry.beta) })
          : t.probeCutUpper({ node, g: v(facts.answer.g), alpha: w(facts.entry.alpha) });
      }
      const narrowed =
        facts.narrowed.alpha !== facts.entry.alpha || facts.narrowed.beta !== facts.entry.beta;
      const args = { node, lower: v(facts.lower), upper: v(facts.upper) };
      if (!narrowed) return t.probeHit(args);
      // an exact entry inside the window: MT's probe answers only outside it, so the window
      // closes on the value and the search goes on
      if (facts.narrowed.alpha === facts.narrowed.beta) {
        return t.probeNarrowExact({ ...args, value: v(facts.narrowed.alpha) });
      }
      return t.probeNarrow({
        ...args,
        alpha: w(facts.narrowed.alpha),
        beta: w(facts.narrowed.beta),
      });
    }
    case 'leaf':
      return t.leaf({ node: name(facts.node), value: v(facts.value) });
    case 'cut': {
      const args = {
        node: name(facts.node),
        g: v(facts.g),
        alpha: w(facts.alpha),
        beta: w(facts.beta),
        count: facts.count,
        strict: facts.cut === 'gt', // α > β: the cut needs g past the bound, not at it
      };
      return facts.cutKind === 'beta' ? t.cutBeta(args) : t.cutAlpha(args);
    }
    case 'store':
      return storeSentence(facts, t, name(facts.node));
    case 'evict':
      return t.evict({ node: name(facts.node), by: facts.store ? name(facts.store.node) : '?' });
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
    case 'order': {
      // the child as a path ("the TT's best move, 0.2, …"), or the move's number
      const c = facts.child;
      const args = {
        node: name(facts.node),
        child: c ? (c.label ?? c.path) : String(facts.first),
        moved: facts.moved,
      };
      if (facts.tt && facts.history) return t.orderBoth(args);
      return facts.tt ? t.orderTt(args) : t.orderHistory(args);
    }
    default:
      return '';
  }
}

/** A Store: what this store wrote and why (MT's three-way rule on the node's window), what
 * the entry holds when it kept its other bound, and a literal store of both bounds outside
 * the window called wrong. */
function storeSentence(facts, t, node) {
  const args = { node, g: v(facts.g), alpha: w(facts.alpha), beta: w(facts.beta) };
  let s;
  if (facts.stored === 'lower') s = t.storeLower(args);
  else if (facts.stored === 'upper') s = t.storeUpper(args);
  else if (facts.alpha >= facts.beta) s = t.storeBothNarrowed(args);
  else if (facts.g <= facts.alpha) s = t.storeBothWrongUpper(args);
  else if (facts.g >= facts.beta) s = t.storeBothWrongLower(args);
  else s = t.storeBoth(args);
  if (facts.kept) {
    s += ' ' + t.storeKept({ node, lower: v(facts.lower), upper: v(facts.upper) });
  }
  return s;
}

/** The run's last sentence; seed 000's literal code is checked against the true value. */
function finalSentence(facts, t) {
  const { value, tests, searches, truth } = facts.final;
  if (!algorithm(facts.algorithm)?.literal) return t.final({ value: v(value), tests, searches });
  if (truth === null || truth === undefined) return t.finalLiteral({ value: v(value) });
  return truth === value
    ? t.finalLiteralRight({ value: v(value) })
    : t.finalLiteralWrong({ value: v(value), truth: v(truth) });
}
