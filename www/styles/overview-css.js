// The leaf overview's styles (www/render/leaf-overview.js), adopted with the element's. The
// states take the tree's colours (Okabe–Ito: evaluated the exact value's green, cut the
// cut's, TT the table's); a cell's height tells them apart without colour.
export const OVERVIEW_CSS = `
.tree-pane[data-view='overview'] svg.tree,
.tree-pane[data-view='overview'] .tree-foot,
.tree-pane[data-view='overview'] .zoom .btn:not(.zoom-mode) { display: none; }
.zoom .btn[hidden] { display: none; }
.leaf-overview { position: absolute; inset: 0; display: flex; flex-direction: column; gap: 4px; padding: 6px 8px 4px; box-sizing: border-box; }
.leaf-overview[hidden] { display: none; }
.ov-head { display: flex; gap: 8px; align-items: center; padding-right: 44px; min-height: 2em; }
.ov-back[hidden] { display: none; }
.ov-title { margin: 0; font-size: 0.8em; color: var(--muted); }
.ov-scroll { flex: 1 1 auto; min-height: 0; overflow: auto; overscroll-behavior: contain; }
svg.overview { display: block; }
.ov-row { cursor: zoom-in; }
.ov-row rect { fill: var(--panel); stroke: var(--line); }
.ov-row text { font-size: 11px; fill: var(--fg); }
.ov-row:focus { outline: none; }
.ov-row:focus-visible rect { stroke: var(--focus); stroke-width: 3; }
.ov-bar { fill: var(--line); cursor: zoom-in; }
.ov-bar:hover { fill: var(--muted); }
.ov-bar.path { fill: var(--fg); }
.ov-cell { cursor: zoom-in; }
.ov-cell.evaluated { fill: var(--exact); }
.ov-cell.cut { fill: var(--cut); }
.ov-cell.tt { fill: var(--tt); }
.ov-cell.unreached { fill: var(--muted); }
.ov-legend { display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 0.78em; color: var(--muted); }
.ov-key { display: inline-flex; align-items: baseline; gap: 3px; }
.ov-count { color: var(--fg); font-variant-numeric: tabular-nums; }
`;
