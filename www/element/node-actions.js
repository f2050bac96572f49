// Editing a hand-built tree on its drawing (issue 4): the actions of the node picked, in a
// bar (www/controls/node-bar.js) beside it in the tree pane. An edit goes to the page's
// tree editor (the element's `treeEditor`), which reloads the element with the new text; a
// fold goes back to the tree pane. One node's actions are open at a time.
import { buildNodeBar } from '../controls/node-bar.js';
import { pickNode } from '../render/tree-view.js';
import { placeNodeBar } from './node-bar-place.js';
import { pathOf } from './node-names.js';
import { solutionMessages } from '../i18n/solution-messages.js';

export class NodeActions {
  /**
   * `pane`: the tree pane (its tree, layout, handles, transform and size); `messages()`:
   * the texts; `editor()`: the page's tree editor or null; `focusHost()`: gives the
   * keyboard back to the element.
   */
  constructor(pane, { messages, editor, focusHost }) {
    this._pane = pane;
    this._messages = messages;
    this._editor = editor;
    this._focusHost = focusHost;
    this._picked = null; // { node (layout), path, info, bar } while a node's actions are open
  }

  /** The key of the node whose actions are open, or null. */
  get key() {
    return this._picked?.node.key ?? null;
  }

  /** Opens the actions of node `n` (or closes them when they are open already). A node
   * the editor cannot describe folds or unfolds instead. */
  toggle(n) {
    if (this._picked?.node.key === n.key) {
      this.close();
      return;
    }
    this.close({ focus: false });
    const pane = this._pane;
    const path = pathOf(pane.tree, n);
    const info = this._editor()?.describe(path);
    if (!info || info.error) {
      if (n.id >= 0 && !n.leaf) pane.toggleFold(n.id);
      return;
    }
    const canFold =
      n.id >= 0 && (n.folded || pane.layoutData.links.some((l) => l.source === n.key));
    const bar = buildNodeBar({
      info,
      name: pane.nodeName(n),
      fold: canFold ? n.folded : null,
      t: this._messages(),
      onAction: (a) => this._apply(a),
      onClose: () => this.close(),
    });
    this._picked = { node: n, path, info, bar };
    pane.root.append(bar.root);
    pickNode(pane.handles, n.key);
    this.place();
    bar.focus();
  }

  _apply(action) {
    const picked = this._picked;
    if (!picked) return;
    const { path, info, bar } = picked;
    if (action.op === 'fold') {
      this._pane.toggleFold(picked.node.id);
      this.close();
      return;
    }
    let edit;
    if (action.op === 'set-value') edit = { op: 'set-value', path, value: action.value };
    else if (action.op === 'add-child') edit = { op: 'add-child', path, value: 0 };
    else if (action.op === 'remove-last') {
      edit = { op: 'remove-child', path, index: info.children - 1 };
    } else if (action.op === 'move-earlier' || action.op === 'move-later') {
      // move ordering: the node changes places with its sibling before or after it
      const index = path.at(-1);
      const to = index + (action.op === 'move-earlier' ? -1 : 1);
      if (to < 0 || (info.siblings && to >= info.siblings)) {
        const m = solutionMessages(this._messages().lang);
        bar.showMessage(to < 0 ? m.firstAlready : m.lastAlready);
        return;
      }
      edit = { op: 'move-child', path: path.slice(0, -1), index, to };
    } else edit = { op: 'remove', path };
    let refused;
    try {
      refused = this._editor()?.apply(edit) ?? null;
    } catch (err) {
      refused = String(err?.message ?? err);
    }
    if (refused) bar.showMessage(refused);
    else {
      // the page reloads the tree: the keyboard stays with the element
      this.close({ focus: false });
      this._focusHost();
    }
  }

  /** Closes the actions open; the keyboard goes back to the node (or the element). */
  close({ focus = true } = {}) {
    const picked = this._picked;
    if (!picked) return;
    this._picked = null;
    picked.bar.root.remove();
    const handles = this._pane.handles;
    if (handles) pickNode(handles, null);
    if (focus) {
      const g = handles?.nodes.get(picked.node.key)?.g;
      if (g?.isConnected) g.focus({ preventScroll: true });
      else this._focusHost();
    }
  }

  /** After a new layout: the node whose actions are open keeps them across a fold
   * elsewhere; gone, they close. */
  keep() {
    const picked = this._picked;
    const node = picked && this._pane.layoutData.nodes.find((n) => n.key === picked.node.key);
    if (node) {
      picked.node = node;
      pickNode(this._pane.handles, node.key);
      this.place();
    } else this.close({ focus: false });
  }

  /** Puts the open actions beside their node (node-bar-place.js). */
  place() {
    const picked = this._picked;
    if (!picked) return;
    const pane = this._pane.size();
    const root = picked.bar.root;
    const spot = placeNodeBar({
      node: picked.node,
      transform: this._pane.transform,
      pane,
      bar: { w: root.offsetWidth || 240, h: root.offsetHeight || 90 },
      inner: picked.info.kind === 'inner',
    });
    root.style.left = `${spot.left}px`;
    root.style.top = `${spot.top}px`;
    root.dataset.side = spot.side;
    root.hidden = spot.hidden;
  }
}
