// Independent oracles for the practice tests (issue 18, item 1): a plain fail-soft
// alpha-beta and MT with a TT under the MTD(f) driver, written from CONVENTIONS §2 over the
// tree's leaf values alone. Nothing here reads the trace or the practice modules: each
// search keeps its own record, and the tests derive every expected answer from it.

/**
 * The tree as nested nodes `{ path, isMax, children, value, leaf }`, built from the
 * engine's tree arrays only for their shape and leaf values (parent, move number, value).
 * MAX/MIN alternate from a MAX root and leaves are numbered left to right (§1).
 */
export function referenceTree(tree) {
  const n = tree.parent.length;
  const kids = Array.from({ length: n }, () => []);
  let root = -1;
  for (let i = 0; i < n; i++) {
    if (tree.parent[i] < 0) root = i;
    else kids[tree.parent[i]][tree.child[i]] = i;
  }
  let nextLeaf = 0;
  const build = (id, path, isMax) => {
    if (kids[id].length === 0)
      return { path, isMax, children: [], value: tree.value[id], leaf: nextLeaf++ };
    const children = kids[id].map((c, m) =>
      build(c, path === '' ? String(m) : `${path}.${m}`, !isMax),
    );
    return { path, isMax, children, value: null, leaf: -1 };
  };
  return build(root, '', true);
}

/**
 * Fail-soft alpha-beta: cut at MAX when g ≥ β, at MIN when g ≤ α. Returns `{ value,
 * evaluated, nodes }`: leaf indices in evaluation order, and per inner node path
 * `{ alpha, beta, g, bound, searched: [child moves], cut: null | 'beta-cut' | 'alpha-cut',
 * cutAfter }` (the window is the one the node was called with).
 */
export function alphaBeta(root) {
  const evaluated = [];
  const nodes = {};
  const search = (node, alpha, beta) => {
    if (!node.children.length) {
      evaluated.push(node.leaf);
      return node.value;
    }
    const rec = { alpha, beta, searched: [], cut: null, cutAfter: -1 };
    nodes[node.path] = rec;
    let g = node.isMax ? -Infinity : Infinity;
    let a = alpha;
    let b = beta;
    for (let m = 0; m < node.children.length; m++) {
      rec.searched.push(m);
      const v = search(node.children[m], a, b);
      if (node.isMax) {
        g = Math.max(g, v);
        a = Math.max(a, g);
      } else {
        g = Math.min(g, v);
        b = Math.min(b, g);
      }
      if (a >= b && m + 1 < node.children.length) {
        rec.cut = node.isMax ? 'beta-cut' : 'alpha-cut';
        rec.cutAfter = m;
        break;
      }
    }
    rec.g = g;
    rec.bound = g <= alpha ? 'upper' : g >= beta ? 'lower' : 'exact';
    return g;
  };
  const value = search(root, -Infinity, Infinity);
  return { value, evaluated, nodes };
}

/**
 * MTD(f) from `guess` over MT with a TT of lower/upper bounds kept across tests (§2).
 * Returns `{ value, tests }`, each test `{ beta, g, outcome, calls }`, `calls` by node
 * path: `{ alpha, beta, entry: null | { lower, upper }, cutoff, g, bound }`.
 */
export function mtdf(root, guess = 0) {
  const tt = new Map();
  let calls;
  const mt = (node, alpha, beta) => {
    const call = { alpha, beta, entry: null, cutoff: false };
    calls[node.path] = call;
    const e = tt.get(node);
    if (e) {
      call.entry = { ...e };
      if (e.lower >= beta || e.upper <= alpha) {
        call.cutoff = true;
        call.g = e.lower >= beta ? e.lower : e.upper;
        return call.g;
      }
      alpha = Math.max(alpha, e.lower);
      beta = Math.min(beta, e.upper);
    }
    let g;
    if (!node.children.length) g = node.value;
    else if (node.isMax) {
      g = -Infinity;
      let a = alpha;
      for (const c of node.children) {
        if (g >= beta) break;
        g = Math.max(g, mt(c, a, beta));
        a = Math.max(a, g);
      }
    } else {
      g = Infinity;
      let b = beta;
      for (const c of node.children) {
        if (g <= alpha) break;
        g = Math.min(g, mt(c, alpha, b));
        b = Math.min(b, g);
      }
    }
    const stored = tt.get(node) ?? { lower: -Infinity, upper: Infinity };
    if (g <= alpha) stored.upper = g;
    else if (g >= beta) stored.lower = g;
    else stored.lower = stored.upper = g;
    tt.set(node, stored);
    call.g = g;
    call.bound = g <= alpha ? 'upper' : g >= beta ? 'lower' : 'exact';
    return g;
  };
  const tests = [];
  let g = guess;
  let lower = -Infinity;
  let upper = Infinity;
  while (lower < upper) {
    const beta = g === lower ? g + 1 : g;
    calls = {};
    g = mt(root, beta - 1, beta);
    const outcome = g < beta ? 'low' : 'high';
    if (outcome === 'low') upper = g;
    else lower = g;
    tests.push({ beta, g, outcome, calls });
  }
  return { value: g, tests };
}

/** Plain minimax, the value both searches must find. */
export function minimax(node) {
  if (!node.children.length) return node.value;
  const vs = node.children.map(minimax);
  return node.isMax ? Math.max(...vs) : Math.min(...vs);
}
