// Editing a tree's text from the tree drawn (issue 4), pure. The text is parsed to a small
// tree that prints back to the very same text — every separator, bracket and label kept —
// and an edit (a leaf's value, a child added, a child removed) changes that tree by the path
// of move indices from the root, as the explored tree numbers them. The grammar mirrors
// src/games/tree.rs (docs/cli.md, "Tree text"):
//
//   tree  := node
//   node  := [label ':'] ( integer | '(' node+ ')' | '[' node+ ']' )    a new node
//          | label                                                    the node labelled so
//   label := letter ( letter | digit | '_' )*
//
// with whitespace and commas separating. JSON nested arrays are a part of it; a JSON text
// stays JSON after an edit.
//
// Nodes: `{ type: 'leaf', label, colon, raw, value }`, `{ type: 'group', label, colon, open,
// close, items: [{ sep, node }], end }`, `{ type: 'ref', name }`, where `colon` is the text
// from the end of the label to the value (`:` and any spaces), `raw` the integer as typed,
// `sep` the separators before an item and `end` those before the closing bracket.

export const MAX_VALUE = 1_000_000_000;
export const MAX_HEIGHT = 64;
export const MAX_NODES = 200_000;

/** A tree text that does not parse: the message names the line and column, as the
 * engine's does. */
export class TreeTextError extends Error {
  constructor(text, at, what) {
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    const column = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1;
    super(`tree text, line ${line}, column ${column}: ${what}`);
    this.line = line;
    this.column = column;
  }
}

const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isLetter = (c) => c !== undefined && /[A-Za-z]/.test(c);
const isWordChar = (c) => c !== undefined && /[A-Za-z0-9_]/.test(c);
const isDigit = (c) => c !== undefined && c >= '0' && c <= '9';

/**
 * Parses a tree text: `{ lead, root, trail, json, labels }` (`lead` and `trail`: the text
 * around the tree; `labels`: label → its node). Throws a TreeTextError.
 */
export function parseTreeText(text) {
  const labels = new Map(); // name → { node, at }
  let at = 0;
  let count = 0;
  const fail = (where, what) => {
    throw new TreeTextError(text, where, what);
  };
  const describe = (where) =>
    where < text.length ? `'${[...text.slice(where)][0]}'` : 'the end of the text';
  const lineCol = (where) => {
    const e = new TreeTextError(text, where, '');
    return `line ${e.line}, column ${e.column}`;
  };
  const separators = () => {
    const start = at;
    while (at < text.length && (isSpace(text[at]) || text[at] === ',')) at++;
    return text.slice(start, at);
  };
  const spaces = () => {
    while (at < text.length && isSpace(text[at])) at++;
  };
  const added = (node) => {
    if (++count > MAX_NODES) fail(at, `the tree has more than ${MAX_NODES} nodes`);
    return node;
  };
  const integer = () => {
    const start = at;
    if (text[at] === '-' || text[at] === '+') at++;
    const digits = at;
    while (isDigit(text[at])) at++;
    if (at === digits) fail(start, 'expected digits after the sign');
    if (isLetter(text[at]) || text[at] === '.') {
      let end = start;
      while (end < text.length && !/[\s,()[\]]/.test(text[end])) end++;
      fail(start, `'${text.slice(start, end)}' is not an integer`);
    }
    const raw = text.slice(start, at);
    const value = Number(raw);
    if (Math.abs(value) > MAX_VALUE) {
      fail(start, `${raw} is out of range (leaf values lie within ±${MAX_VALUE})`);
    }
    return { raw, value: value === 0 ? 0 : value };
  };
  const node = (level) => {
    if (level > MAX_HEIGHT) fail(at, `the tree is deeper than ${MAX_HEIGHT} levels`);
    const start = at;
    let label = null;
    let colon = '';
    if (isLetter(text[at])) {
      while (isWordChar(text[at])) at++;
      label = text.slice(start, at);
      const afterLabel = at;
      spaces();
      if (text[at] !== ':') {
        // a reference to a labelled node; the spaces after it separate
        at = afterLabel;
        if (!labels.has(label)) {
          fail(start, `label '${label}' is used before it is defined (write ${label}:... first)`);
        }
        return { type: 'ref', name: label };
      }
      at++;
      spaces();
      colon = text.slice(afterLabel, at);
      if (labels.has(label)) {
        fail(
          start,
          `label '${label}' is defined twice (first at ${lineCol(labels.get(label).at)})`,
        );
      }
    }
    const c = text[at];
    let made;
    if (c === '(' || c === '[') {
      const close = c === '(' ? ')' : ']';
      at++;
      const items = [];
      let end;
      for (;;) {
        const sep = separators();
        const d = text[at];
        if (d === close) {
          at++;
          end = sep;
          break;
        }
        if (d === ')' || d === ']') {
          fail(at, `expected '${close}' to close the group opened at ${lineCol(start)}`);
        }
        if (d === undefined) {
          fail(at, `the group opened at ${lineCol(start)} is not closed: expected '${close}'`);
        }
        items.push({ sep, node: node(level + 1) });
      }
      if (!items.length) fail(start, 'an inner node needs at least one child');
      made = added({ type: 'group', label, colon, open: c, close, items, end });
    } else if (c === '-' || c === '+' || isDigit(c)) {
      made = added({ type: 'leaf', label, colon, ...integer() });
    } else {
      fail(at, `expected a number, a label, '(' or '['; found ${describe(at)}`);
    }
    if (label !== null) labels.set(label, { node: made, at: start });
    return made;
  };
  const lead = separators();
  if (at >= text.length) fail(at, "the tree text is empty: expected a number or '(' or '['");
  const root = node(0);
  const trail = separators();
  if (at < text.length) fail(at, `unexpected ${describe(at)} after the end of the tree`);
  const byName = new Map([...labels].map(([name, { node: n }]) => [name, n]));
  return { lead, root, trail, json: isJsonTree(text), labels: byName };
}

/** True when `text` is JSON: nested arrays of integers (or one integer). */
export function isJsonTree(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const ok = (v) => (Array.isArray(v) ? v.length > 0 && v.every(ok) : Number.isInteger(v));
  return ok(value);
}

/** The text of a parsed tree (`print(parse(t)) === t`). */
export function printTreeText(doc) {
  const out = [doc.lead];
  const walk = (n) => {
    if (n.type === 'ref') {
      out.push(n.name);
      return;
    }
    if (n.label !== null) out.push(n.label, n.colon);
    if (n.type === 'leaf') {
      out.push(n.raw);
      return;
    }
    out.push(n.open);
    for (const item of n.items) {
      out.push(item.sep);
      walk(item.node);
    }
    out.push(n.end, n.close);
  };
  walk(doc.root);
  out.push(doc.trail);
  return out.join('');
}

/** The node a reference names (itself for a new node). */
function resolve(doc, n) {
  return n.type === 'ref' ? doc.labels.get(n.name) : n;
}

/**
 * The node at `path` (move indices from the root), references followed: `{ node, parent,
 * index }` (`parent`: the group holding it, null for the root), or null when there is none.
 */
export function nodeAt(doc, path) {
  let node = resolve(doc, doc.root);
  let parent = null;
  let index = -1;
  for (const i of path) {
    if (node.type !== 'group' || !Number.isInteger(i) || i < 0 || i >= node.items.length) {
      return null;
    }
    parent = node;
    index = i;
    node = resolve(doc, node.items[i].node);
  }
  return { node, parent, index };
}

/** How many references name each label. */
function referenceCounts(doc) {
  const counts = new Map();
  const walk = (n) => {
    if (n.type === 'ref') counts.set(n.name, (counts.get(n.name) ?? 0) + 1);
    else if (n.type === 'group') for (const item of n.items) walk(item.node);
  };
  walk(doc.root);
  return counts;
}

/**
 * What the node at `path` of `text` is: `{ kind: 'leaf' | 'inner', value (a leaf's),
 * children, label, shared (reached by more than one path: a transposition), root }`, or
 * `{ error }` (see `applyTreeEdit`).
 */
export function describeNode(text, path) {
  let doc;
  try {
    doc = parseTreeText(text);
  } catch (err) {
    return { error: { code: 'parse', message: err.message } };
  }
  const found = nodeAt(doc, path);
  if (!found) return { error: { code: 'path' } };
  const { node, parent, index } = found;
  return {
    index,
    siblings: parent ? parent.items.length : 0,
    kind: node.type === 'leaf' ? 'leaf' : 'inner',
    value: node.type === 'leaf' ? node.value : null,
    children: node.type === 'group' ? node.items.length : 0,
    label: node.label,
    shared: node.label !== null && (referenceCounts(doc).get(node.label) ?? 0) > 0,
    root: path.length === 0,
  };
}

/** The separators for a child added at the end of `group`, in the style of its others. */
function newSeparator(group, json) {
  const { items } = group;
  let sep = items.length >= 2 ? items.at(-1).sep : items[0].sep.includes('\n') ? items[0].sep : '';
  if (json && !sep.includes(',')) sep = `,${sep}`;
  if (!json && sep === '') sep = ' ';
  return sep;
}

/** Takes item `index` out of `group`; the first item keeps the separators before it. */
function takeOut(group, index) {
  const [item] = group.items.splice(index, 1);
  if (index === 0 && group.items.length) group.items[0].sep = item.sep;
  return item;
}

/** The item that holds each node of the tree (the root has none). */
function slotsOf(doc) {
  const slots = new Map();
  const walk = (n) => {
    if (n.type !== 'group') return;
    for (const item of n.items) {
      if (item.node.type !== 'ref') slots.set(item.node, item);
      walk(item.node);
    }
  };
  walk(doc.root);
  return slots;
}

/**
 * After a subtree is taken out, the labels it defined that are still used elsewhere (or,
 * after children are reordered, the labels used before their definition): the first use
 * of each becomes the definition (the whole labelled node moves there, leaving a
 * use of its label behind), so the positions that reach it keep it. Returns false when a
 * label would still be used before its definition.
 */
function rehome(doc, slots) {
  for (let moves = 0; moves <= doc.labels.size; moves++) {
    const present = new Set();
    const collect = (n) => {
      if (n.type === 'ref') return;
      present.add(n);
      if (n.type === 'group') for (const item of n.items) collect(item.node);
    };
    collect(doc.root);
    const defined = new Set();
    let dangling = null;
    const walk = (n, slot) => {
      if (dangling) return;
      if (n.type === 'ref') {
        if (!defined.has(n.name)) dangling = { ref: n, slot };
        return;
      }
      if (n.label !== null) defined.add(n.label);
      if (n.type === 'group') for (const item of n.items) walk(item.node, item);
    };
    walk(doc.root, null);
    if (!dangling) return true;
    const def = doc.labels.get(dangling.ref.name);
    const home = slots.get(def);
    // a definition still in the tree (children reordered) changes places with its first use
    if (!def || !dangling.slot || (present.has(def) && !home)) return false;
    if (home) home.node = { type: 'ref', name: def.label };
    dangling.slot.node = def;
    slots.set(def, dangling.slot);
  }
  return false;
}

const isValue = (v) => Number.isInteger(v) && Math.abs(v) <= MAX_VALUE;

/** The text of an edited tree, `{ text }`, or `{ error }` when it would not parse. */
function checkedText(doc) {
  const out = printTreeText(doc);
  try {
    parseTreeText(out);
  } catch (err) {
    return { error: { code: 'invalid', message: err.message } };
  }
  return { text: out };
}

/** Puts the items of `group` in `order` (`order[i]`: the old index of the item now i-th);
 * each place keeps its separator, so the text keeps its spacing. */
function permute(group, order) {
  const old = group.items.map((item) => item.node);
  order.forEach((from, i) => {
    group.items[i].node = old[from];
  });
}

/**
 * Move ordering from the core (the worker's `treeOrder`, src/games/tree.rs): `orders` lists
 * `{ path, order }` for each node whose children move, each node named by the path of its
 * first occurrence in `text`. Returns `{ text }` with every node's children in its new
 * order — separators, brackets and labels kept, a label's definition moved to its first use
 * when the order puts a use first — or `{ error }` as `applyTreeEdit`.
 */
export function reorderTree(text, orders) {
  let doc;
  try {
    doc = parseTreeText(text);
  } catch (err) {
    return { error: { code: 'parse', message: err.message } };
  }
  // every node is found in the tree as given, before any of them moves
  const groups = [];
  for (const { path, order } of orders) {
    const found = nodeAt(doc, path);
    if (!found || found.node.type !== 'group' || found.node.items.length !== order.length) {
      return { error: { code: 'path' } };
    }
    groups.push([found.node, order]);
  }
  for (const [group, order] of groups) permute(group, order);
  if (!rehome(doc, slotsOf(doc))) {
    return { error: { code: 'invalid', message: 'a label would be used before it is defined' } };
  }
  return checkedText(doc);
}

/**
 * Applies one edit to the tree `text`: `{ op: 'set-value', path, value }` (a leaf's value),
 * `{ op: 'add-child', path, value = 0 }` (a new leaf last under an inner node), `{ op:
 * 'remove-child', path, index }` or `{ op: 'remove', path }` (the node at `path` from its
 * parent), `{ op: 'move-child', path, index, to }` (child `index` of the node at `path` moved
 * to place `to`: move ordering). A node reached through a label is the labelled node itself: the edit shows
 * wherever it is reached. Returns `{ text }`, or `{ error: { code, … } }` with `code` one
 * of `parse` (`message`: the text does not parse), `path` (no such node), `not-leaf`,
 * `not-inner`, `value` (not an integer within ±10^9), `root` (the root cannot be removed),
 * `only-child` (a node keeps at least one child), `invalid` (`message`: the edit would
 * break the text, e.g. a label used before its definition).
 */
export function applyTreeEdit(text, edit) {
  let doc;
  try {
    doc = parseTreeText(text);
  } catch (err) {
    return { error: { code: 'parse', message: err.message } };
  }
  let { op, path } = edit;
  let index = edit.index;
  if (op === 'remove') {
    if (!path.length) return { error: { code: 'root' } };
    if (!nodeAt(doc, path)) return { error: { code: 'path' } };
    index = path.at(-1);
    path = path.slice(0, -1);
    op = 'remove-child';
  }
  const found = nodeAt(doc, path);
  if (!found) return { error: { code: 'path' } };
  const { node } = found;
  switch (op) {
    case 'set-value': {
      if (node.type !== 'leaf') return { error: { code: 'not-leaf' } };
      if (!isValue(edit.value)) return { error: { code: 'value', value: edit.value } };
      node.value = edit.value;
      node.raw = String(edit.value);
      break;
    }
    case 'add-child': {
      if (node.type !== 'group') return { error: { code: 'not-inner' } };
      const value = edit.value ?? 0;
      if (!isValue(value)) return { error: { code: 'value', value } };
      const sep = newSeparator(node, doc.json);
      node.items.push({
        sep,
        node: { type: 'leaf', label: null, colon: '', raw: String(value), value },
      });
      break;
    }
    case 'move-child': {
      // move ordering: child `index` goes to place `to` among its siblings
      if (node.type !== 'group') return { error: { code: 'not-inner' } };
      const { to } = edit;
      const n = node.items.length;
      if (![index, to].every((i) => Number.isInteger(i) && i >= 0 && i < n)) {
        return { error: { code: 'path' } };
      }
      const order = [...Array(n).keys()];
      order.splice(to, 0, order.splice(index, 1)[0]);
      permute(node, order);
      if (!rehome(doc, slotsOf(doc))) {
        return {
          error: { code: 'invalid', message: 'a label would be used before it is defined' },
        };
      }
      break;
    }
    case 'remove-child': {
      if (node.type !== 'group') return { error: { code: 'not-inner' } };
      if (!Number.isInteger(index) || index < 0 || index >= node.items.length) {
        return { error: { code: 'path' } };
      }
      if (node.items.length === 1) return { error: { code: 'only-child' } };
      const slots = slotsOf(doc);
      takeOut(node, index);
      if (!rehome(doc, slots)) {
        return {
          error: { code: 'invalid', message: 'a label would be used before it is defined' },
        };
      }
      break;
    }
    default:
      throw new Error(`unknown tree edit: ${op}`);
  }
  return checkedText(doc);
}
