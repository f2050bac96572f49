// The tidy layout of the explored tree (d3-hierarchy's `tree`), pure: coordinates only.
// Every move of a shown node gets a slot, so children that were never searched (cut) keep
// their place as "ghost" nodes and the drawing does not jump while a search unfolds.
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';

export const NODE_WIDTH = 46;
export const LEVEL_HEIGHT = 78;

/** The explored children of every node, by move index. */
export function childrenOf(tree) {
  const n = tree.parent.length;
  const kids = Array.from({ length: n }, () => []);
  for (let id = 0; id < n; id++) {
    const p = tree.parent[id];
    if (p >= 0 && p < n) kids[p][tree.child[id]] = id;
  }
  return kids;
}

/**
 * Nodes to fold so that at most about `limit` nodes are drawn: every node at the deepest
 * depth that keeps the count under the limit (none when the whole tree fits).
 */
export function autoCollapse(tree, limit = 1500) {
  const n = tree.parent.length;
  if (n <= limit) return new Set();
  const depths = depthsOf(tree);
  const perDepth = [];
  for (let id = 0; id < n; id++) perDepth[depths[id]] = (perDepth[depths[id]] ?? 0) + 1;
  let count = 0;
  let depth = 0;
  for (; depth < perDepth.length; depth++) {
    if (count + (perDepth[depth] ?? 0) > limit) break;
    count += perDepth[depth] ?? 0;
  }
  const fold = new Set();
  const kids = childrenOf(tree);
  for (let id = 0; id < n; id++) {
    if (depths[id] === Math.max(0, depth - 1) && kids[id].some((c) => c !== undefined)) {
      fold.add(id);
    }
  }
  return fold;
}

/** Every node's distance from the root (ids are given in order of first entry, so a
 * parent's id is smaller than its child's; other orders are walked up). */
export function depthsOf(tree) {
  const n = tree.parent.length;
  const depths = new Int32Array(n);
  for (let id = 0; id < n; id++) {
    const p = tree.parent[id];
    if (p < 0) depths[id] = 0;
    else if (p < id) depths[id] = depths[p] + 1;
    else {
      let d = 0;
      for (let m = id; tree.parent[m] >= 0 && d < n; m = tree.parent[m]) d++;
      depths[id] = d;
    }
  }
  return depths;
}

/**
 * Lays out `tree` (the engine's Tree arrays). Options: `collapsed` (a Set of node ids whose
 * children are hidden), `ghosts` (draw unsearched moves, default true), `maxGhosts` (no
 * ghosts under a node with more moves than this), `nodeWidth`, `levelHeight`, `root` (the
 * node whose subtree is laid out: the leaf overview zooms into one; default the root).
 *
 * Returns `{ nodes, links, bounds }`: nodes `{ key, id (−1 for a ghost), parent, move, x, y,
 * depth, isMax, ghost, folded, hidden }`, links `{ key, source, target, move, ghost }` (keys
 * of the nodes at each end) and the bounding box `{ minX, maxX, minY, maxY }`.
 */
export function layoutTree(tree, options = {}) {
  const {
    collapsed = new Set(),
    ghosts = true,
    maxGhosts = 16,
    nodeWidth = NODE_WIDTH,
    levelHeight = LEVEL_HEIGHT,
    root: top = 0,
  } = options;
  const n = tree.parent.length;
  if (n === 0) return { nodes: [], links: [], bounds: { minX: 0, maxX: 0, minY: 0, maxY: 0 } };
  const kids = childrenOf(tree);
  const root = { key: `n${top}`, id: top, move: -1, parentId: -1 };
  const build = (item) => {
    if (item.id < 0) return undefined;
    const explored = kids[item.id];
    // a position evaluated at the horizon is a leaf of the search, whatever moves it has
    if (isHorizonLeaf(tree, item.id, explored)) return undefined;
    const moves = Math.max(tree.moveCount?.[item.id] ?? 0, explored.length);
    if (moves === 0) return undefined;
    if (collapsed.has(item.id)) {
      item.folded = true;
      item.hidden = countBelow(kids, item.id);
      return undefined;
    }
    const out = [];
    for (let i = 0; i < moves; i++) {
      const c = explored[i];
      if (c !== undefined) out.push({ key: `n${c}`, id: c, move: i, parentId: item.id });
      else if (ghosts && moves <= maxGhosts) {
        out.push({ key: `g${item.id}.${i}`, id: -1, move: i, parentId: item.id, ghost: true });
      }
    }
    return out;
  };
  const h = hierarchy(root, build);
  // a folded node writes its value to its right and "+N" below: room for them
  const room = (a, b) => (a.data.folded || b.data.folded ? 1.6 : 1);
  tidyTree()
    .nodeSize([nodeWidth, levelHeight])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.3) * room(a, b))(h);
  const nodes = [];
  const links = [];
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  const maxOf = new Map();
  h.each((d) => {
    const item = d.data;
    const parentIsMax = d.parent ? maxOf.get(d.parent.data.key) : false;
    const isMax = item.id >= 0 ? Boolean(tree.isMax[item.id]) : !parentIsMax;
    maxOf.set(item.key, isMax);
    nodes.push({
      key: item.key,
      id: item.id,
      parent: d.parent ? d.parent.data.key : null,
      parentId: item.parentId,
      move: item.move,
      x: d.x,
      y: d.y,
      depth: d.depth,
      isMax,
      ghost: Boolean(item.ghost),
      folded: Boolean(item.folded),
      hidden: item.hidden ?? 0,
      leaf: item.id >= 0 && !d.children && !item.folded,
    });
    if (d.parent) {
      links.push({
        key: `${d.parent.data.key}>${item.key}`,
        source: d.parent.data.key,
        target: item.key,
        move: item.move,
        ghost: Boolean(item.ghost),
      });
    }
    minX = Math.min(minX, d.x);
    maxX = Math.max(maxX, d.x);
    maxY = Math.max(maxY, d.y);
  });
  return { nodes, links, bounds: { minX, maxX, minY: 0, maxY } };
}

/** True for a node the search evaluated and never expanded (a leaf, or the horizon). */
export function isHorizonLeaf(tree, id, explored) {
  return Boolean(tree.hasValue?.[id]) && !explored.some((c) => c !== undefined);
}

function countBelow(kids, id) {
  let count = 0;
  const stack = [...kids[id].filter((c) => c !== undefined)];
  while (stack.length) {
    const c = stack.pop();
    count++;
    for (const g of kids[c]) if (g !== undefined) stack.push(g);
  }
  return count;
}
