// Which panels <mtd-lab> shows (its `controls` attribute: names of PANELS in
// www/element/config.js) and how tall it is (its `height` attribute). Panels left out are
// hidden, and the main area is told when it has no tree or no side panel (the stylesheet
// gives the rest the room); the height is a rule of the element's own adopted stylesheet,
// so that the page's CSS can still size the element (and no style attribute is written).
import { PANELS } from './config.js';

/**
 * Shows the panels of `chosen` (a Set of PANELS names) and hides the others. `parts`: the
 * panels' elements by name (`settings`, `toolbar`, `tree`, and the side panels'), `main`:
 * the main area, `side`: the side column.
 */
export function showPanels({ parts, main, side }, chosen) {
  for (const name of PANELS) {
    const el = parts[name];
    if (el) el.hidden = !chosen.has(name);
  }
  const sideShown = ['narration', 'chart', 'counters', 'code', 'tt'].some((n) => chosen.has(n));
  side.hidden = !sideShown;
  main.dataset.tree = chosen.has('tree') ? 'on' : 'off';
  main.dataset.side = sideShown ? 'on' : 'off';
}

/** Sizes the element: `height` a CSS length (www/element/config.js readHeight), or null to
 * leave it to its content (or to the page's CSS). `sheet`: the element's own stylesheet. */
export function setHeight(sheet, height) {
  sheet.replaceSync(height === null ? '' : `:host { height: ${height}; }`);
}
