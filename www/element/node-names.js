// How the tree pane names a node of its layout (pure): the move indices from the root to
// it, and the name the narration gives it (its label, the root, or its path).

/** The move indices from the root to the layout node `n` (an unsearched one too) of the
 * explored `tree`. */
export function pathOf(tree, n) {
  const path = [];
  let id = n.id;
  if (id < 0) {
    path.push(n.move);
    id = n.parentId;
  }
  for (; id >= 0 && tree.parent[id] >= 0; id = tree.parent[id]) path.push(tree.child[id]);
  return path.reverse();
}

/** How the narration names the layout node `n` of `tree` (null: none shown), in the
 * messages `t`. */
export function nodeTitle(tree, n, t) {
  const path = tree ? pathOf(tree, n) : [];
  const label = n.id >= 0 ? tree?.label?.[n.id] : null;
  if (label) return t.node.named(label);
  if (!path.length) return t.node.root;
  return t.node.path(path.join('.'));
}
