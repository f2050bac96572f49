// The DOM skeleton of <mtd-lab> in its shadow root: the styles, the head (the algorithm's
// name, the result line, the status line), the settings row, the toolbar, and the main
// area, the tree pane beside the side panels. The parts build their own elements; this
// only places them.
import { LAB_CSS } from '../styles/lab-css.js';
import { PRESENTER_CSS } from '../styles/presenter-css.js';
import { html } from '../render/svg.js';

/** Places the parts' root elements in `root` (the shadow root). Returns the status line. */
export function buildSkeleton(root, { title, result, settings, toolbar, tree, side }) {
  const style = html('style');
  style.textContent = LAB_CSS + PRESENTER_CSS;
  const status = html('span', { class: 'status', role: 'status' });
  const head = html('div', { class: 'head' }, [title, result, status]);
  const main = html('div', { class: 'main' }, [tree, side]);
  const lab = html('div', { class: 'lab', part: 'lab' }, [head, settings, toolbar, main]);
  root.append(style, lab);
  return { status };
}

/** Shows `text` in the status line; `state` (loading, ready, error) styles it. */
export function showStatus(status, state, text) {
  status.dataset.state = state;
  status.textContent = text;
}
