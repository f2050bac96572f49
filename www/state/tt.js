// The TT of a ViewState (docs/engine-api.md): four Int32Array columns, `{ node, depth,
// lower, upper }`, one row per entry, ordered by the node that stored the entry. A TT may
// hold thousands of entries and the engine sends one with every seek, so it crosses from the
// worker as typed arrays (transferred, not copied) and entries become objects only for the
// few rows the TT panel draws. Pure: nothing here knows about the page.

/** The number of entries of `tt` (0 when missing). */
export function ttSize(tt) {
  return tt?.node?.length ?? 0;
}

/** Entry `i` of `tt` as `{ node, depth, lower, upper }`. */
export function ttEntry(tt, i) {
  return { node: tt.node[i], depth: tt.depth[i], lower: tt.lower[i], upper: tt.upper[i] };
}

/** The TT columns of `entries` (`{ node, depth, lower, upper }` objects, any order; other
 * fields are ignored): ordered by node as the engine sends them. For the fake engine. */
export function ttColumns(entries) {
  const sorted = [...(entries ?? [])].sort((a, b) => a.node - b.node);
  const column = (f) => Int32Array.from(sorted, (e) => e[f]);
  return {
    node: column('node'),
    depth: column('depth'),
    lower: column('lower'),
    upper: column('upper'),
  };
}
