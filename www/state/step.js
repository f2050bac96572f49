// The element's `state.step` (docs/element.md, "State"): the current event as outside
// checks and course pages read it — `{ kind, node, alpha, beta, g, bound, stored }`, raw
// trace integers (infinity ±2147483646), the window being the node's after MT's TT
// narrowing. Pure: read from the facts of the step (www/state/facts.js) and the tree.

const KINDS = {
  enter: 'enter',
  probe: 'probe',
  leaf: 'leaf',
  cut: 'cut',
  store: 'store',
  return: 'return',
  research: 'research',
  testBegin: 'test-begin',
  testEnd: 'test-end',
  evict: 'evict',
  order: 'order',
};

/** The path of move indices from the root to node `id` (`[]` for the root). */
export function movePath(tree, id) {
  const path = [];
  if (!tree || id < 0 || id >= tree.parent.length) return path;
  for (let n = id; tree.parent[n] >= 0 && path.length <= 64; n = tree.parent[n]) {
    path.push(tree.child[n]);
  }
  return path.reverse();
}

/** `state.step` for `facts` (null before the first event). */
export function publicStep(facts, tree) {
  const kind = KINDS[facts?.type];
  if (!kind) return null;
  const step = {
    kind,
    node: facts.node ? movePath(tree, facts.node.id) : [],
    alpha: null,
    beta: null,
    g: null,
    bound: null,
    stored: null,
  };
  switch (facts.type) {
    case 'testBegin':
      return { ...step, alpha: facts.alpha, beta: facts.beta };
    case 'testEnd':
      return { ...step, alpha: facts.alpha, beta: facts.beta, g: facts.g };
    case 'enter':
      return { ...step, alpha: facts.alpha, beta: facts.beta };
    case 'probe':
      return {
        ...step,
        alpha: facts.narrowed.alpha,
        beta: facts.narrowed.beta,
        g: facts.answer ? facts.answer.g : null,
      };
    case 'leaf':
      return { ...step, alpha: facts.alpha ?? null, beta: facts.beta ?? null, g: facts.value };
    case 'cut':
      return { ...step, alpha: facts.alpha, beta: facts.beta, g: facts.g };
    case 'store':
      return { ...step, alpha: facts.alpha, beta: facts.beta, g: facts.g, stored: facts.stored };
    case 'return':
      return { ...step, alpha: facts.alpha, beta: facts.beta, g: facts.g, bound: facts.kind };
    case 'research':
      return { ...step, g: facts.v };
    default:
      return step;
  }
}
