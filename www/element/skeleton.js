// The DOM skeleton of <mtd-lab> in its shadow root: the styles, the head (the algorithm's
// name, the result line, the status line), the settings row, the toolbar, and the main
// area, the tree pane beside the side panels. The parts build their own elements; this
// only places them. The styles are a constructable stylesheet adopted by the shadow root,
// never a <style> element, so that a page whose CSP has no 'unsafe-inline' styles it.
import { LAB_CSS } from '../styles/lab-css.js';
import { PRESENTER_CSS } from '../styles/presenter-css.js';
import { OVERVIEW_CSS } from '../styles/overview-css.js';
import { html } from '../render/svg.js';

const sheets = new WeakMap(); // document → the element's stylesheet, made once per document

/** The element's stylesheet for the document of `root` (shared by its elements). */
export function labSheet(root) {
  const view = root.ownerDocument?.defaultView ?? globalThis;
  let sheet = sheets.get(view);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(LAB_CSS + PRESENTER_CSS + OVERVIEW_CSS);
    sheets.set(view, sheet);
  }
  return sheet;
}

/** Places the parts' root elements in `root` (the shadow root); `compare`: the panes of
 * compare mode, shown instead of the main area. Returns the status line, the main area (the
 * tree pane and the side panels), the element's own stylesheet (its size:
 * www/element/panels.js) and the whole (`.lab`). */
export function buildSkeleton(root, { title, result, settings, toolbar, tree, side, compare }) {
  const own = new (root.ownerDocument?.defaultView ?? globalThis).CSSStyleSheet();
  root.adoptedStyleSheets = [labSheet(root), own];
  const status = html('span', { class: 'status', role: 'status' });
  const head = html('div', { class: 'head' }, [title, result, status]);
  const main = html('div', { class: 'main' }, [tree, side]);
  // the stage takes the height left (a sized element) or the tree pane's (one sized by its
  // content); the main area fills it
  const stage = html('div', { class: 'stage' }, [main]);
  const lab = html('div', { class: 'lab', part: 'lab', 'data-mode': 'single' }, [
    head,
    settings,
    toolbar,
    compare,
    stage,
  ]);
  root.append(lab);
  return { status, main, own, lab };
}

/** Shows `text` in the status line; `state` (loading, ready, error) styles it. */
export function showStatus(status, state, text) {
  status.dataset.state = state;
  status.textContent = text;
}
