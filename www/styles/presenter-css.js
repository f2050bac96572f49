// The element's look in presenter mode (`presenter` attribute, set by the app's presenter,
// www/app/presenter.js): large type, high contrast (black on white, or white on black in
// the dark theme), filling the screen. The presenter chooses the panels (`controls`: the
// toolbar, the tree, the narration and the pseudocode). The type follows the screen: the
// presenter fills the viewport, so its sizes are in vh (capped by the width, vw, on a screen
// narrower than 16:9) — the pseudocode 0.85em, 23 px at 1920×1080 and 15 px at 1280×720.
export const PRESENTER_CSS = `
:host([presenter]) { height: 100%; }
:host([presenter]) .lab {
  --bg: #ffffff; --fg: #000000; --muted: #1a1a1a; --panel: #ffffff; --line: #000000;
  --max: #004f8c; --min: #a33a00; --lower: #004f8c; --upper: #a33a00; --exact: #006b4e;
  --current: #8f1f66; --path: #000000; --cut: #a33a00; --tt: #8f1f66; --hi: #ffe14d; --hi-fg: #000;
  --focus: #004f8c;
  color-scheme: light;
  font-size: clamp(14px, min(2.5vh, 1.4vw), 48px); border: none; border-radius: 0; height: 100%;
  display: flex; flex-direction: column; padding: 10px 18px;
}
:host([presenter][theme='dark']) .lab {
  --bg: #000000; --fg: #ffffff; --muted: #f2f2f2; --panel: #000000; --line: #ffffff;
  --max: #7cc8ff; --min: #ffb347; --lower: #7cc8ff; --upper: #ffb347; --exact: #4ee0b0;
  --current: #ff9bd6; --path: #ffffff; --cut: #ffb347; --tt: #ff9bd6; --hi: #6b5d00; --hi-fg: #fff;
  --focus: #7cc8ff; color-scheme: dark;
}
:host([presenter]) .legend { display: none; }
:host([presenter]) .head .title, :host([presenter]) .head .result b { font-size: 1.2em; }
:host([presenter]) .main { grid-template-columns: minmax(0, 11fr) minmax(0, 9fr); }
:host([presenter]) .tree-pane { border-width: 2px; }
:host([presenter]) .panel { border: 2px solid var(--line); }
:host([presenter]) .panel h3 { font-size: 0.6em; color: var(--fg); }
:host([presenter]) .narration { font-size: 1.15em; font-weight: 500; }
:host([presenter]) pre.code { font-size: 0.85em; line-height: 1.3; overflow-x: hidden; }
/* a long line wraps (never cut at the panel's edge), its rest indented under it */
:host([presenter]) pre.code .line { white-space: pre-wrap; overflow-wrap: anywhere;
  padding-left: calc(4px + 3ch); text-indent: -3ch; }
/* the narration stays on screen: the pseudocode scrolls inside its own panel (its lit line
   kept in view, side-panels.js) */
:host([presenter]) .side { overflow: hidden; }
:host([presenter]) .side > .code-wrap { flex: 1 1 auto; min-height: 0; max-height: none; overflow: auto; }
:host([presenter]) .position { color: var(--fg); }
`;
