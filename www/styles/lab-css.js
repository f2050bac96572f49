// The element's styles, adopted into its Shadow DOM. Okabe–Ito colours (safe for colour-blind
// readers) on light and dark themes; large type for a projector; focus always visible.

// The dark theme's palette: the `dark` theme's, and the system's when no theme is chosen.
const DARK = `
  --bg: #16181d;
  --fg: #eceff4;
  --muted: #a7adb8;
  --panel: #20242b;
  --line: #3b414d;
  --max: #56b4e9;
  --min: #e69f00;
  --lower: #56b4e9;
  --upper: #e69f00;
  --exact: #2fc79a;
  --current: #e08fc0;
  --path: #eceff4;
  --cut: #e69f00;
  --tt: #e08fc0;
  --hi: #7a7018; /* under the lit line's white text: 5.0:1 (#8a7f1c gave 4.1) */
  --hi-fg: #fff;
  --focus: var(--mtd-accent, #56b4e9);
  --bad: #ff8a80;
  color-scheme: dark;
  --proof: #2fc79a;
`;

export const LAB_CSS = `
/* Isolation: the host page reaches inside only through the documented custom properties
   (--mtd-font-family, --mtd-font-size, --mtd-accent, --mtd-leaf-size). The host box is reset, and .lab resets
   again (a page rule on the element itself, like * { all: unset }, beats :host), then sets
   its own font, size, colours and theme: nothing inherited from the page reaches the parts.
   No rem units below either: they would follow the page's root font size. */
:host { all: initial; display: block; }
:host([hidden]) { display: none; }
/* the element itself takes the keys: its ring, like the parts' */
:host(:focus-visible) { outline: 3px solid var(--mtd-accent, #0072b2); outline-offset: 2px; }
.lab {
  all: initial;
  display: flex;
  flex-direction: column;
  height: 100%;
  box-sizing: border-box;
  /* the tree pane's height in an element sized by its content */
  --pane: clamp(300px, 70vh, 780px);
  --bg: #ffffff;
  --fg: #1a1a1a;
  --muted: #5f6368;
  --panel: #f6f7f9;
  --line: #c9ced6;
  --max: #0072b2;
  --min: #d55e00;
  --lower: #0072b2;
  --upper: #d55e00;
  --exact: #009e73;
  --current: #cc79a7;
  --path: #1a1a1a;
  --cut: #d55e00;
  --tt: #cc79a7;
  --hi: #f0e442;
  --focus: var(--mtd-accent, #0072b2);
  --bad: #b3261e;
  color-scheme: light;
  --proof: #009e73;
  color: var(--fg);
  background: var(--bg);
  font-family: var(--mtd-font-family, system-ui, -apple-system, 'Segoe UI', 'Hiragino Sans', 'Noto Sans JP', sans-serif);
  font-size: var(--mtd-font-size, 16px);
  line-height: 1.4;
  text-align: start;
  border: 1px solid var(--line);
  border-radius: 8px;
  container-type: inline-size;
}
:host([theme='dark']) .lab {${DARK}}
@media (prefers-color-scheme: dark) {
  :host(:not([theme='light'])) .lab {${DARK}  }
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.lab { padding: 10px; }
.lab > * { flex: none; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.head { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: baseline; margin-bottom: 6px; }
.head .title { font-weight: 650; font-size: 1.1em; }
.head .result { font-variant-numeric: tabular-nums; }
.head .result b { font-size: 1.15em; }
.head .result .wrong { color: var(--bad); font-weight: 600; }
.status[data-state='error'] { color: var(--min); font-weight: 600; white-space: pre-wrap; }
/* the engine could not start (www/element/start-notice.js): why, and what to do */
.start-error {
  display: block; margin: 8px 0; padding: 12px 14px; border: 2px solid var(--min);
  border-radius: 6px; background: var(--panel); color: var(--fg); line-height: 1.45;
}
.settings { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; margin: 4px 0 8px; }
.settings label { display: inline-flex; flex-wrap: wrap; gap: 2px 6px; align-items: center; max-width: 100%; }
.settings select { max-width: 100%; min-width: 0; }
.settings input[type='number'] { width: 5.5em; }
.settings input[type='range'] { width: 10em; }
.settings output { min-width: 2.5em; font-variant-numeric: tabular-nums; }
.settings .schedule-field { display: inline-flex; flex-wrap: wrap; gap: 2px 8px; align-items: center; }
.settings input.schedule { width: 11em; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 2px 4px; }
.settings input[aria-invalid='true'] { border-color: var(--min); outline: 1px solid var(--min); }
.field-error { color: var(--min); font-weight: 600; font-size: 0.85em; }
.field-error:empty { display: none; }
:host([compact]) .settings, :host([compact]) .tt-wrap, :host([compact]) .code-wrap { display: none; }
select, input, button { font: inherit; color: inherit; }
select, input[type='number'] { background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 2px 4px; }
.toolbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 6px; background: var(--panel); border-radius: 6px; }
.btn { min-width: 2.6em; min-height: 2.3em; display: inline-flex; align-items: center; justify-content: center; border: 1px solid var(--line); border-radius: 5px; background: var(--bg); cursor: pointer; }
.btn:hover:not(:disabled) { border-color: var(--focus); }
.btn:disabled { opacity: 0.4; cursor: default; }
.scrubber { flex: 1 1 60px; min-width: 60px; }
.position { font-variant-numeric: tabular-nums; min-width: 7.5em; color: var(--muted); }
/* compare mode (the algorithms attribute): the panes and their table instead of the main area */
.lab[data-mode='compare'] .stage, .lab[data-mode='compare'] .settings, .lab[data-mode='compare'] .head .result { display: none; }
.compare { margin-top: 8px; min-width: 0; overflow-x: auto; }
.compare-panes { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr)); gap: 10px; margin-top: 8px; }
.compare-panes mtd-lab { min-width: 0; }
table.compare-table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 0.9em; }
table.compare-table th, table.compare-table td { padding: 2px 10px; border-bottom: 1px solid var(--line); text-align: right; }
table.compare-table th[scope='row'], table.compare-table thead th:first-child { text-align: left; }
/* Sizes. Narrow: the tree pane above the side panels, the element as tall as its content
   (sized by the page, the stage scrolls). Wide: the tree pane beside the side panels, both as
   tall as the stage, the side panels scrolling inside; the stage is the tree pane's height
   (--pane) when the element is sized by its content, else the height left. The main area is
   placed absolutely in the stage, so that its size never depends on its content. */
.stage { flex: 1 1 auto; min-height: 0; overflow: auto; margin-top: 8px; }
.main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; }
.tree-pane { position: relative; height: var(--pane); border: 1px solid var(--line); border-radius: 6px; overflow: hidden; background: var(--bg); }
.tree-pane svg.tree { width: 100%; height: 100%; display: block; touch-action: none; cursor: grab; }
:host([compact]) .lab { --pane: 320px; }
@container (min-width: 700px) {
  .stage { flex: 1 1 var(--pane); position: relative; overflow: visible; }
  .main { position: absolute; inset: 0; grid-template-columns: minmax(0, 5fr) minmax(280px, 4fr); grid-template-rows: minmax(0, 1fr); }
  .main[data-side='off'], .main[data-tree='off'] { grid-template-columns: minmax(0, 1fr); }
  .tree-pane { height: auto; min-height: 0; }
  .side { overflow: auto; overscroll-behavior: contain; }
  /* the pseudocode scrolls by itself (its lit line kept in sight, side-panels.js), so that it
     is seen beside the narration above it on a laptop's short screen */
  .side > .code-wrap { max-height: calc(100% - 8em); overflow: auto; overscroll-behavior: contain; }
}
@container (min-width: 1100px) {
  .main { grid-template-columns: minmax(0, 5fr) minmax(340px, 4fr); }
}
/* layout="stacked": the tree pane over the element's whole width and the side panels in
   columns under it, at every width (a wide tree read closely: Learn's practice) */
:host([layout='stacked']) .stage { flex: none; position: static; overflow: visible; }
:host([layout='stacked']) .main { position: static; grid-template-columns: minmax(0, 1fr); grid-template-rows: auto; }
:host([layout='stacked']) .tree-pane { height: clamp(280px, 42vh, 780px); }
:host([layout='stacked']) .side { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); align-items: start; overflow: visible; }
.tree-pane svg.tree.panning { cursor: grabbing; }
.zoom { position: absolute; right: 6px; top: 6px; display: flex; gap: 4px; }
.zoom .btn { min-width: 2.2em; min-height: 2em; }
.tree-foot { position: absolute; left: 8px; right: 8px; bottom: 4px; display: flex; flex-direction: column; gap: 4px; pointer-events: none; }
.tree-foot .legend { position: static; }
.proof-legend { margin: 0; padding: 3px 8px; font-size: 0.85em; border-left: 4px solid var(--proof); background: var(--panel); border-radius: 4px; }
.cut-field { display: inline-flex; flex-direction: column; gap: 2px; max-width: 24em; }
.cut-note { font-size: 0.78em; color: var(--muted); }
.cut-note:empty { display: none; }
.legend { position: absolute; left: 8px; bottom: 4px; right: 8px; font-size: 0.78em; color: var(--muted); pointer-events: none; }
.side { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.side > * { flex: none; }
.panel { background: var(--panel); border-radius: 6px; padding: 8px 10px; }
.panel h3 { margin: 0 0 4px; font-size: 0.85em; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
.narration { font-size: 1.05em; min-height: 3.2em; margin: 0; }
/* a glossary term in the narration (a page with a glossary links them) */
.narration .term { font: inherit; color: var(--focus); background: none; border: none; padding: 0;
  text-decoration: underline dotted; text-underline-offset: 3px; cursor: help; }
.counters { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; margin: 0; }
.counters div { display: flex; flex-direction: column; }
.counters dt { font-size: 0.75em; color: var(--muted); }
.counters dd { margin: 0; font-size: 1.15em; font-variant-numeric: tabular-nums; font-weight: 600; }
pre.code { margin: 0; font: 0.76em/1.45 ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; overflow-x: auto; }
pre.code .line { display: inline-block; min-width: 100%; padding: 0 4px; border-radius: 3px; }
pre.code .line.active { background: var(--hi); color: var(--hi-fg, #000); font-weight: 700; }
/* the driver line that called the search running now: where the driver waits, not lit */
pre.code .line.caller { box-shadow: inset 3px 0 0 var(--muted); background: color-mix(in srgb, var(--line) 35%, transparent); }
svg.bounds { width: 100%; height: auto; max-height: 280px; display: block; }
svg.bounds .axis { stroke: var(--muted); }
svg.bounds .grid { stroke: var(--line); stroke-dasharray: 2 3; }
svg.bounds .tick { fill: var(--muted); font-size: 11px; }
svg.bounds .band { fill: var(--exact); opacity: 0.18; }
svg.bounds .band.open { opacity: 0.26; }
svg.bounds .band.fade-both { fill: url(#fade-both); }
svg.bounds .band.fade-down { fill: url(#fade-down); }
svg.bounds .band.fade-up { fill: url(#fade-up); }
svg.bounds .fade-stop { stop-color: var(--exact); }
svg.bounds .inf-stem { stroke-width: 2.5; fill: none; }
svg.bounds .inf-label { font-size: 11px; font-weight: 650; }
svg.bounds .lower-inf .inf-stem { stroke: var(--lower); }
svg.bounds .lower-inf .inf-head, svg.bounds .lower-inf .inf-label { fill: var(--lower); }
svg.bounds .upper-inf .inf-stem { stroke: var(--upper); stroke-dasharray: 4 2; }
svg.bounds .upper-inf .inf-head, svg.bounds .upper-inf .inf-label { fill: var(--upper); }
svg.bounds .beta-inf .inf-stem { stroke: var(--fg); }
svg.bounds .beta-inf .inf-head, svg.bounds .beta-inf .inf-label { fill: var(--fg); }
svg.bounds .lower-line { stroke: var(--lower); stroke-width: 2.5; fill: none; }
svg.bounds .upper-line { stroke: var(--upper); stroke-width: 2.5; fill: none; stroke-dasharray: 6 3; }
svg.bounds .value-line { stroke: var(--exact); stroke-width: 2; stroke-dasharray: 1 4; stroke-linecap: round; }
svg.bounds .beta { stroke: var(--fg); stroke-width: 3; }
svg.bounds .g { stroke: var(--bg); stroke-width: 1.5; }
svg.bounds .g.high { fill: var(--lower); }
svg.bounds .g.low { fill: var(--upper); }
svg.bounds .g.exact { fill: var(--exact); }
svg.bounds .window { stroke: var(--fg); stroke-width: 2; fill: none; }
svg.bounds .depth-mark { stroke: var(--muted); stroke-width: 1.5; stroke-dasharray: 4 3; }
svg.bounds .depth-label { fill: var(--fg); font-size: 10px; paint-order: stroke; stroke: var(--bg); stroke-width: 3px; }
.chart-note { margin: 4px 0 0; font-size: 0.8em; color: var(--muted); }
.chart-note:empty { display: none; }
svg.bounds .test { cursor: pointer; }
svg.bounds .test .hit { fill: transparent; }
svg.bounds .test:hover .hit, svg.bounds .test:focus .hit { fill: var(--line); opacity: 0.35; }
svg.bounds .test.running .beta { stroke-dasharray: 3 2; }
.chart-legend { font-size: 0.75em; color: var(--muted); display: flex; gap: 12px; flex-wrap: wrap; }
/* the key's words in the lines' colours, mixed a quarter towards the text colour: the
   colours are drawn as lines, but as 12px text they fall under 4.5:1 on the panel */
.chart-legend .k-lower { color: color-mix(in srgb, var(--lower) 75%, var(--fg)); }
.chart-legend .k-upper { color: color-mix(in srgb, var(--upper) 75%, var(--fg)); }
.chart-legend .k-value { color: color-mix(in srgb, var(--exact) 75%, var(--fg)); }
.plot-wrap { flex: 1 1 100%; max-width: 460px; }
.settings .enhancements { flex: 1 1 12em; min-width: 0; display: inline-flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; }
.plot-title { font-size: 0.75em; color: var(--muted); }
svg.guess-plot { width: 100%; height: 64px; display: block; }
svg.guess-plot rect.bar { fill: var(--max); opacity: 0.55; }
svg.guess-plot rect.bar.on { fill: var(--current); opacity: 1; }
svg.guess-plot text { fill: var(--muted); font-size: 10px; }
table.tt { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 0.85em; font-variant-numeric: tabular-nums; }
table.tt th, table.tt td { text-align: left; padding: 2px 6px; border-bottom: 1px solid var(--line); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
table.tt th:not(:first-child) { width: 4.6em; }
/* fixed-height rows: only those near the scroll position are drawn (www/render/tt-panel.js) */
table.tt tbody tr { height: 22px; }
table.tt tbody td { line-height: 16px; }
table.tt tbody tr.spacer { height: 0; }
table.tt tr.spacer td { padding: 0; border: 0; }
table.tt td.num, table.tt th:not(:first-child) { text-align: right; }
table.tt tr.lit td { font-weight: 700; }
table.tt tr.lit.probe td { background: color-mix(in srgb, var(--line) 60%, transparent); }
table.tt tr.lit.hit td { background: color-mix(in srgb, var(--max) 30%, transparent); }
table.tt tr.lit.cutoff td { background: color-mix(in srgb, var(--tt) 40%, transparent); }
table.tt tr.lit.store td { background: color-mix(in srgb, var(--exact) 35%, transparent); }
.tt-scroll { max-height: 220px; overflow: auto; position: relative; contain: layout paint; }
table.tt tbody.touched tr:last-child td { border-bottom: 2px solid var(--muted); }
.tt-status { margin: 0 0 4px; font-size: 0.85em; min-height: 1.3em; }
.tt-status[data-what='cutoff'] { color: var(--tt); font-weight: 700; }
.tt-status[data-what='store'] { color: var(--exact); font-weight: 700; }
.empty { color: var(--muted); margin: 0; }
/* the tree */
.edge { fill: none; stroke: var(--muted); stroke-width: 1.6; }
.link.unseen .edge { stroke: var(--line); stroke-dasharray: 2 4; }
.link.path .edge { stroke: var(--path); stroke-width: 4; }
.link.cut .edge { stroke: var(--cut); stroke-width: 2.5; stroke-dasharray: 7 5; }
.link .cross { fill: var(--cut); font-size: 13px; font-weight: 700; paint-order: stroke; stroke: var(--bg); stroke-width: 3px; }
.node .shape { fill: var(--bg); stroke: var(--max); stroke-width: 2.2; }
.node.min .shape { stroke: var(--min); }
.node.max.visited .shape { fill: color-mix(in srgb, var(--max) 22%, var(--bg)); }
.node.min.visited .shape { fill: color-mix(in srgb, var(--min) 22%, var(--bg)); }
.node.leaf .shape { stroke-width: 1.8; }
.node.leaf.evaluated .shape { fill: color-mix(in srgb, var(--exact) 35%, var(--bg)); }
.node.unseen .shape { stroke-dasharray: 3 3; opacity: 0.45; }
.node.unseen .value { opacity: 0.45; }
.node.ghost .shape { stroke: var(--line); stroke-dasharray: 3 3; fill: none; }
.node.ghost.cut .shape { stroke: var(--cut); }
.node.path .shape { stroke-width: 3.5; }
.node.current .shape { stroke: var(--current); stroke-width: 5; }
.node.cut .shape { stroke: var(--cut); stroke-dasharray: 5 3; }
/* a subtree cut in this test is greyed; a cut leaf keeps its value, greyed and struck through */
.node.under-cut { opacity: 0.45; }
.node.under-cut .shape { stroke: var(--muted); stroke-dasharray: 3 3; }
.link.under-cut .edge { stroke: var(--muted); stroke-dasharray: 3 4; opacity: 0.6; }
.node.struck .value { fill: var(--muted); text-decoration: line-through; }
.node .strike { visibility: hidden; stroke: var(--cut); stroke-width: 2; stroke-linecap: round; }
.node.struck .strike { visibility: visible; }
.node .value { font-size: 14px; font-weight: 650; fill: var(--fg); paint-order: stroke; stroke: var(--bg); stroke-width: 3px; font-variant-numeric: tabular-nums; }
.node.leaf .value { font-size: var(--mtd-leaf-size, 13px); stroke: none; }
.node:not(.fresh):not(.leaf) .value { opacity: 0.55; font-weight: 400; }
.node .window { font-size: 12px; fill: var(--fg); paint-order: stroke; stroke: var(--bg); stroke-width: 3px; }
.node .badge { font-size: 11px; font-weight: 800; fill: var(--tt); }
.node.tt .shape { stroke: var(--tt); stroke-width: 4; stroke-dasharray: 1 2.5; stroke-linecap: round; }
.node .label { font-size: 12px; fill: var(--muted); font-style: italic; }
.node .fold { font-size: 11px; fill: var(--muted); }
.node.foldable, .node.pickable { cursor: pointer; }
/* an unsearched node is drawn hollow: its inside is clickable too */
.node.pickable .shape { pointer-events: all; }
.node:focus { outline: none; }
/* a focus ring around the node, in the focus colour (≥ 3:1 against the page in both themes) */
.node:focus-visible { outline: 3px solid var(--focus); outline-offset: 3px; border-radius: 50%; }
.node:focus-visible .shape { stroke: var(--focus); stroke-width: 5; }
.node.picked .shape { stroke: var(--focus); stroke-width: 4.5; }
/* leaves picked on the drawing (the pick attribute, www/element/leaf-pick.js): pressed ones filled */
.node.leaf[data-pick] { cursor: pointer; }
.node.leaf[data-pick] .shape { pointer-events: all; }
.node.leaf[aria-pressed='true'] .shape { fill: var(--focus); stroke: var(--focus); stroke-width: 3; }
.node.leaf[aria-pressed='true'] .value { fill: var(--bg); }
/* a node's actions (www/controls/node-bar.js), placed beside the node */
.node-bar { position: absolute; z-index: 2; min-width: 200px; max-width: min(300px, 94%); padding: 6px 8px; background: var(--bg); color: var(--fg); border: 1px solid var(--focus); border-radius: 6px; box-shadow: 0 4px 14px rgb(0 0 0 / 0.18); font-size: 0.9em; }
.node-bar .nb-head { display: flex; gap: 6px; align-items: baseline; margin-bottom: 4px; }
.node-bar .nb-about { color: var(--muted); font-size: 0.89em; flex: 1; }
.node-bar .nb-close { margin-left: auto; min-width: 1.8em; min-height: 1.6em; }
.node-bar .nb-body { display: flex; flex-wrap: wrap; gap: 4px 6px; align-items: center; }
.node-bar .nb-form { display: flex; gap: 6px; align-items: center; }
.node-bar .btn { min-height: 1.9em; padding: 0 8px; }
.node-bar input { width: 6em; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 2px 4px; }
.node-bar input[aria-invalid='true'] { border-color: var(--min); }
.node-bar .nb-msg { margin: 4px 0 0; color: var(--min); font-weight: 600; }
.node-bar .nb-msg:empty { display: none; }
/* zoomed far out, the texts are too small to read: not drawn (www/element/tree-pane.js FAR_ZOOM) */
svg.tree.far text { display: none; }
.busy { color: var(--muted); }
@media (prefers-reduced-motion: no-preference) {
  .viewport.animate { transition: transform 0.25s ease-out; }
}
/* a proof highlighted (www/element/proof-view.js): over the path and the current node */
.link.proof .edge { stroke: var(--proof); stroke-width: 5; stroke-opacity: 0.85; }
.node.proof .shape, .node.proof.current .shape { stroke: var(--proof); stroke-width: 4; }
`;
