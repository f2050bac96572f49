// Properties of the tree editor (fast-check): any tree text (labels, references, both
// brackets, any separators) prints back to itself; and after any run of edits (a leaf's
// value, a child added, removed or moved, wherever a label shares the node), the text parses
// — by the editor's reader and by the engine's (the real wasm core) — to the tree edited
// here on a model of plain objects, or the edit is refused with the error the model predicts.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTreeEdit, isJsonTree, parseTreeText, printTreeText } from './tree-edit.js';
import { WasmEngine } from '../testing/wasm-engine.js';

const MAX = 1_000_000_000;

/** A model tree: `{ value }` or `{ kids }`; a node reached twice is one object (a label).
 * The root is mostly an inner node (a lone leaf now and then). */
const nodes = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.array(tie('node'), { minLength: 1, maxLength: 4 }).map((kids) => ({ kids })),
  ),
  leaf: fc
    .oneof(
      fc.integer({ min: -9, max: 9 }),
      fc.constantFrom(MAX, -MAX),
      fc.integer({ min: -MAX, max: MAX }),
    )
    .map((value) => ({ value })),
}));
const model = fc.oneof(
  {
    arbitrary: fc.array(nodes.node, { minLength: 1, maxLength: 4 }).map((kids) => ({ kids })),
    weight: 9,
  },
  { arbitrary: nodes.leaf, weight: 1 },
);

/**
 * Writes model `root` as tree text, labelling nodes and writing a labelled node met again as
 * its label; `picks` choose labels, references to earlier labelled nodes (which then share
 * one object in the model returned), brackets, separators and how a value is typed.
 */
function write(root, picks) {
  let at = 0;
  const pick = () => picks[at++ % picks.length];
  const labelled = []; // [name, node] of the nodes written so far with a label
  const names = new Map(); // node → label
  let count = 0;
  const node = (n, level, height) => {
    const p = pick();
    const fits = labelled.filter(([, m]) => level + heightOf(m) <= height);
    if (level > 0 && (p >> 1) % 3 === 0 && fits.length) {
      const [name, m] = fits[pick() % fits.length];
      return [name, m];
    }
    const label = p % 3 === 0 ? null : `${['n', 'Q', 'x_'][p % 3]}${++count}`;
    const colon = [':', ' : ', ':\n'][(p >> 2) % 3];
    let text;
    let made;
    if ('value' in n) {
      const plus = n.value > 0 && p & 32 ? '+' : '';
      text = `${plus}${n.value}`;
      made = { value: n.value };
    } else {
      const [open, close] = p & 8 ? ['[', ']'] : ['(', ')'];
      const sep = [' ', ',', ', ', '\n  ', ' ,'][(p >> 4) % 5];
      const kids = n.kids.map((k) => node(k, level + 1, height));
      const end = ['', ' ', ',', '\n'][(p >> 5) % 4];
      text = `${open}${kids.map(([t]) => t).join(sep)}${end}${close}`;
      made = { kids: kids.map(([, m]) => m) };
    }
    if (label === null) return [text, made];
    labelled.push([label, made]);
    names.set(made, label);
    return [`${label}${colon}${text}`, made];
  };
  const [text, tree] = node(root, 0, heightOf(root) + 1);
  const lead = ['', ' ', '\n'][picks[0] % 3];
  const trail = ['', '\n', ' ,'][picks[0] % 3];
  return { text: `${lead}${text}${trail}`, tree };
}

function heightOf(n) {
  return 'value' in n ? 0 : 1 + Math.max(...n.kids.map(heightOf));
}

/** A model as nested arrays of values (what the engine searches). */
const shapeOf = (n) => ('value' in n ? n.value : n.kids.map(shapeOf));

/** The editor's reading of `text` as nested arrays, references followed. */
function parsedShape(text) {
  const doc = parseTreeText(text);
  const walk = (n) => {
    const m = n.type === 'ref' ? doc.labels.get(n.name) : n;
    return m.type === 'leaf' ? m.value : m.items.map((i) => walk(i.node));
  };
  return walk(doc.root);
}

const minimaxOf = (s, max = true) =>
  Array.isArray(s) ? Math[max ? 'max' : 'min'](...s.map((k) => minimaxOf(k, !max))) : s;

/** The engine's reading of `text`: the whole tree of a minimax run, as nested arrays. */
async function engineShape(engine, text) {
  const { id } = await engine.open({ game: { kind: 'tree', text }, algorithm: 'minimax' });
  await engine.runToEnd(id);
  const t = await engine.tree(id);
  engine.close(id);
  const kids = Array.from({ length: t.parent.length }, () => []);
  for (let i = 1; i < t.parent.length; i++) kids[t.parent[i]][t.child[i]] = i;
  const walk = (i) => (t.moveCount[i] === 0 ? t.value[i] : kids[i].map(walk));
  return walk(0);
}

/** One random edit: what to do, where (indices taken modulo the model's own), and a value. */
const edit = fc.record({
  op: fc.constantFrom('set-value', 'add-child', 'remove', 'remove-child', 'move-child'),
  steps: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
  index: fc.nat(),
  to: fc.nat(),
  value: fc.oneof(
    fc.integer({ min: -9, max: 9 }),
    fc.integer({ min: -MAX, max: MAX }),
    fc.constantFrom(MAX, -MAX, MAX + 1, -MAX - 1, 0.5),
  ),
  stray: fc.boolean(),
});

/**
 * The edit `e` on the model (changed in place) as applyTreeEdit takes it, with the error
 * the model expects (null: none).
 */
function modelEdit(root, e) {
  // a path down the model; `stray` makes the last index one past the end (no such node)
  const path = [];
  let node = root;
  let parent = null;
  // the edits of an inner node go to one, mostly (a leaf's own refusal now and then)
  const inner = ['add-child', 'remove-child', 'move-child'].includes(e.op) && !e.stray;
  for (const s of e.steps) {
    if ('value' in node) break;
    if (inner && 'value' in node.kids[s % node.kids.length] && s % 8 !== 0) break;
    const i = s % node.kids.length;
    path.push(i);
    parent = node;
    node = node.kids[i];
  }
  const goodValue = Number.isInteger(e.value) && Math.abs(e.value) <= MAX;
  if (e.stray && 'kids' in node) {
    return {
      edit: { op: e.op, path: [...path, node.kids.length], index: 0, value: e.value, to: 0 },
      error: 'path',
    };
  }
  switch (e.op) {
    case 'set-value':
      if (!('value' in node))
        return { edit: { op: e.op, path, value: e.value }, error: 'not-leaf' };
      if (!goodValue) return { edit: { op: e.op, path, value: e.value }, error: 'value' };
      node.value = e.value;
      return { edit: { op: e.op, path, value: e.value }, error: null };
    case 'add-child':
      if (!('kids' in node))
        return { edit: { op: e.op, path, value: e.value }, error: 'not-inner' };
      if (!goodValue) return { edit: { op: e.op, path, value: e.value }, error: 'value' };
      node.kids.push({ value: e.value });
      return { edit: { op: e.op, path, value: e.value }, error: null };
    case 'remove':
      if (!parent) return { edit: { op: e.op, path }, error: 'root' };
      if (parent.kids.length === 1) return { edit: { op: e.op, path }, error: 'only-child' };
      parent.kids.splice(path.at(-1), 1);
      return { edit: { op: e.op, path }, error: null };
    case 'remove-child': {
      if (!('kids' in node))
        return { edit: { op: e.op, path, index: e.index }, error: 'not-inner' };
      const index = e.index % node.kids.length;
      if (node.kids.length === 1) return { edit: { op: e.op, path, index }, error: 'only-child' };
      node.kids.splice(index, 1);
      return { edit: { op: e.op, path, index }, error: null };
    }
    default: {
      if (!('kids' in node))
        return { edit: { op: e.op, path, index: 0, to: 0 }, error: 'not-inner' };
      const index = e.index % node.kids.length;
      const to = e.to % node.kids.length;
      const [moved] = node.kids.splice(index, 1);
      node.kids.splice(to, 0, moved);
      return { edit: { op: e.op, path, index, to }, error: null };
    }
  }
}

const picks = fc.array(fc.nat({ max: 255 }), { minLength: 1, maxLength: 40 });

describe('tree editor properties', () => {
  let engine;
  beforeAll(async () => {
    engine = await WasmEngine.create();
  });

  it('any tree text prints back to itself and reads as the tree written', () => {
    fc.assert(
      fc.property(model, picks, (root, p) => {
        const { text, tree } = write(root, p);
        expect(printTreeText(parseTreeText(text))).toBe(text);
        expect(parsedShape(text)).toEqual(shapeOf(tree));
      }),
      { numRuns: 300 },
    );
  });

  it('edit → text → parse gives the edited tree, by the editor and by the engine', async () => {
    await fc.assert(
      fc.asyncProperty(
        model,
        picks,
        fc.array(edit, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (root, p, edits, json) => {
          // JSON text (no labels) stays JSON after every edit
          let { text, tree } = json
            ? { text: JSON.stringify(shapeOf(root)), tree: structuredClone(root) }
            : write(root, p);
          for (const e of edits) {
            const { edit: applied, error } = modelEdit(tree, e);
            const r = applyTreeEdit(text, applied);
            if (error) {
              expect(r.error?.code).toBe(error);
              continue;
            }
            expect(r.error).toBeUndefined();
            text = r.text;
            expect(parsedShape(text)).toEqual(shapeOf(tree));
            if (json) expect(isJsonTree(text)).toBe(true);
          }
          const shape = shapeOf(tree);
          expect(await engineShape(engine, text)).toEqual(shape);
          const solved = await engine.solve({
            game: { kind: 'tree', text },
            algorithm: 'alphabeta',
          });
          expect(solved.value).toBe(minimaxOf(shape));
        },
      ),
      { numRuns: 300 },
    );
  });
});
