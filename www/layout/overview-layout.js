// The leaf overview's geometry, pure (issue 17, item 5): when a tree has too many leaves to
// draw readably in its pane, every leaf gets a cell. The subtrees at one depth become rows
// (a band each, one above the other), the shallowest depth at which a row's leaves get
// cells at least MIN_CELL wide; above a row's leaf cells, a thin bar for each node under
// the row's root spans that node's leaves (the place to click to zoom into it). The
// geometry depends only on the tree's shape and the width, so panes of the same tree and
// the same width (Compare's) put the same leaf at the same x.
import { NODE_WIDTH } from './tree-layout.js';

/** The narrowest a drawn leaf may be and still be read: a leaf's slot at the zoom where
 * the tree pane stops drawing texts (www/element/tree-pane.js FAR_ZOOM). */
export const READABLE_LEAF = NODE_WIDTH * 0.38;
/** The narrowest leaf cell the overview draws (a row's leaves past this wrap into rows). */
export const MIN_CELL = 3;
/** The left column of row labels, and the gaps around the rows. */
export const LABEL_WIDTH = 40;
export const PAD = 6;
export const BAR_HEIGHT = 3;
export const BAR_GAP = 1;
export const ROW_GAP = 5;
export const MIN_CELL_HEIGHT = 8;

/** True when `leafCount` leaves would be narrower than READABLE_LEAF in `width` px. */
export function tooLarge(leafCount, width) {
  return leafCount * READABLE_LEAF > width;
}

/**
 * The overview of the subtree at `root` of the tree whose spans are `spans`
 * (www/state/leaf-states.js leafSpans), `width` × `height` px. Returns `{ rowDepth, cell
 * (a leaf's width), rows: [{ id, y, first (index into spans.leaves), count }], bars: [{
 * id, x, y, width, level }], cells: [{ leaf (index into spans.leaves), id, x, y, width,
 * height }], width, height (of the drawing; more than asked when the rows must scroll) }`.
 */
export function overviewLayout(tree, spans, root, width, height) {
  const { start, end, depth, leaves } = spans;
  const rootDepth = depth[root];
  const inner = Math.max(1, width - LABEL_WIDTH - 2 * PAD);
  // the nodes at each depth below root, in order: the rows each depth would make
  const widest = (nodes) => Math.max(...nodes.map((id) => end[id] - start[id]));
  const candidates = [];
  let level = [root];
  for (let d = rootDepth; ; d++) {
    const bars = Math.max(0, spans.maxDepth - d) * (BAR_HEIGHT + BAR_GAP);
    candidates.push({
      level,
      rowDepth: d,
      cell: inner / widest(level),
      tall: 2 * PAD + level.length * (bars + MIN_CELL_HEIGHT + ROW_GAP),
    });
    const next = [];
    for (const id of level) {
      const below = childrenInOrder(tree, spans, id);
      // a leaf above the rows' depth is a row of its own
      if (below.length === 0) next.push(id);
      else next.push(...below);
    }
    if (next.length === level.length) break; // only leaves: nothing deeper to split
    level = next;
  }
  // the shallowest depth whose cells are MIN_CELL wide and whose rows fit the height; else
  // the widest cells (at least 1 px) that fit; else the first MIN_CELL depth, scrolled
  const fits = candidates.filter((c) => c.tall <= height);
  const pick =
    fits.find((c) => c.cell >= MIN_CELL) ??
    fits.filter((c) => c.cell >= 1).sort((a, b) => b.cell - a.cell)[0] ??
    candidates.find((c) => c.cell >= MIN_CELL) ??
    candidates.at(-1);
  level = pick.level;
  const rowDepth = pick.rowDepth;
  const perRow = widest(level);
  const cell = inner / perRow;
  const rows = [];
  const bars = [];
  const cells = [];
  const levels = Math.max(0, spans.maxDepth - rowDepth); // bar lines above the cells
  const barsHeight = levels * (BAR_HEIGHT + BAR_GAP);
  const fitRow = (height - 2 * PAD) / level.length - ROW_GAP;
  const rowHeight = Math.max(barsHeight + MIN_CELL_HEIGHT, Math.min(fitRow, barsHeight + 40));
  const cellHeight = rowHeight - barsHeight;
  const x0 = PAD + LABEL_WIDTH;
  level.forEach((id, r) => {
    const y = PAD + r * (rowHeight + ROW_GAP);
    const first = start[id];
    rows.push({ id, y, height: rowHeight, first, count: end[id] - first });
    // the bars: every inner node under the row's root (the root's bar spans the row)
    const stack = [id];
    while (stack.length) {
      const v = stack.pop();
      const kids = childrenInOrder(tree, spans, v);
      if (kids.length === 0) continue;
      const lvl = depth[v] - depth[id];
      bars.push({
        id: v,
        x: x0 + (start[v] - first) * cell,
        y: y + lvl * (BAR_HEIGHT + BAR_GAP),
        width: (end[v] - start[v]) * cell,
        level: lvl,
      });
      for (const c of kids) stack.push(c);
    }
    for (let i = first; i < end[id]; i++) {
      cells.push({
        leaf: i,
        id: leaves[i],
        x: x0 + (i - first) * cell,
        y: y + barsHeight,
        width: cell,
        height: cellHeight,
      });
    }
  });
  const drawn = PAD * 2 + level.length * (rowHeight + ROW_GAP);
  return { rowDepth, cell, rows, bars, cells, width, height: Math.max(height, drawn) };
}

/** The children of `id` in the Tree, in move order (from leafSpans). */
export function childrenInOrder(tree, spans, id) {
  return spans.kids[id];
}
