// The page's Undo and Redo of the tree (issue 19, item 3): two buttons beside the editor's,
// and Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (⌘ on a Mac) anywhere but in a text field — in the
// tree text area the browser's own undo acts on the text being typed, as a reader expects,
// and the page's undo takes over once the text is applied. Every tree the lab shows is a
// step (undo-history.js), whatever made it: typed, drawn, a preset, a random tree.
import { html } from '../render/svg.js';
import { TreeHistory } from './undo-history.js';

/** True when `el` is a field where the browser's own undo acts on the text. */
function typesText(el) {
  if (!el) return false;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && !['button', 'checkbox', 'radio', 'range'].includes(el.type);
}

/**
 * Wires undo and redo to `lab` (its `tree` attribute is the tree shown); `show(text)` loads
 * an earlier tree. `labels`: `{ undo, redo }`. → `{ history, buttons, undo, redo }`.
 */
export function installUndo({ lab, show, labels }) {
  const history = new TreeHistory(lab.getAttribute('tree'));
  const undoButton = html('button', { type: 'button', id: 'tree-undo', text: labels.undo });
  const redoButton = html('button', { type: 'button', id: 'tree-redo', text: labels.redo });
  const paint = () => {
    undoButton.disabled = !history.canUndo;
    redoButton.disabled = !history.canRedo;
  };
  const go = (text) => {
    if (text === null) return;
    show(text);
    paint();
  };
  const undo = () => go(history.undo());
  const redo = () => go(history.redo());
  undoButton.addEventListener('click', undo);
  redoButton.addEventListener('click', redo);
  // the tree shown, read when the attribute settles (a refused tree puts the last good back)
  new MutationObserver(() => {
    history.record(lab.getAttribute('tree'));
    paint();
  }).observe(lab, { attributes: true, attributeFilter: ['tree'] });
  addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    const isUndo = key === 'z' && !e.shiftKey;
    const isRedo = (key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey);
    if (!isUndo && !isRedo) return;
    // the Explore tab only, and not while typing in a field or with a dialog open
    if (lab.closest('[hidden]') || typesText(e.composedPath()[0])) return;
    if (document.querySelector('dialog[open]')) return;
    e.preventDefault();
    if (isUndo) undo();
    else redo();
  });
  paint();
  return { history, buttons: [undoButton, redoButton], undo, redo };
}
