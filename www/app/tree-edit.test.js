import { describe, expect, it } from 'vitest';
import {
  TreeTextError,
  applyTreeEdit,
  describeNode,
  isJsonTree,
  nodeAt,
  parseTreeText,
  printTreeText,
} from './tree-edit.js';
import { PRESETS } from './presets.js';
import { randomTreeText } from './random-tree.js';

const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';
const LABELLED = 'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2))';

/** The edit's new text (fails the test on an error). */
function edit(text, e) {
  const r = applyTreeEdit(text, e);
  expect(r.error).toBeUndefined();
  return r.text;
}

/** The tree as plain nested arrays of values, references followed (what the engine
 * searches). */
function shape(text) {
  const doc = parseTreeText(text);
  const walk = (n) => {
    const m = n.type === 'ref' ? doc.labels.get(n.name) : n;
    return m.type === 'leaf' ? m.value : m.items.map((i) => walk(i.node));
  };
  return walk(doc.root);
}

describe('parsing and printing tree text', () => {
  const texts = [
    AIMA,
    LABELLED,
    '((a:(3 5) 4) (a 6))',
    '[ [3, 12, 8], [2, 4, 6] ,[14,5,2] ]',
    '  A : ( B:[3,12 , 8]\n   C:(2 4 6)\n   D:(14 5 2) )\n',
    '(+3 -0 007 -1000000000 1000000000)',
    '7',
    'x:7',
    '(a:1 a a)',
    ',(1,,2),',
    '(\tp_1:(1 2)\r\n q2:[p_1 3])',
    ...PRESETS.map((p) => p.text),
    randomTreeText({ branching: 3, depth: 4, seed: 5 }),
  ];

  it('prints back exactly the text it read', () => {
    for (const text of texts) expect(printTreeText(parseTreeText(text))).toBe(text);
  });

  it('reads the same tree from JSON and from the hand-typing format', () => {
    expect(shape(LABELLED)).toEqual(JSON.parse(AIMA));
    expect(shape('((a:(3 5) 4) (a 6))')).toEqual([
      [[3, 5], 4],
      [[3, 5], 6],
    ]);
    expect(shape('(+3 -0 007)')).toEqual([3, 0, 7]);
  });

  it('knows JSON from the hand-typing format', () => {
    expect(isJsonTree(AIMA)).toBe(true);
    expect(isJsonTree(' [ [1], 2 ]\n')).toBe(true);
    expect(isJsonTree('5')).toBe(true);
    expect(isJsonTree(LABELLED)).toBe(false);
    expect(isJsonTree('[[1 2]]')).toBe(false);
    expect(isJsonTree('[1.5]')).toBe(false);
    expect(isJsonTree('[]')).toBe(false);
  });

  it('keeps labels, the colon as typed and references', () => {
    const doc = parseTreeText('(a : (3 5) 4 a)');
    expect(doc.root.items[0].node).toMatchObject({ type: 'group', label: 'a', colon: ' : ' });
    expect(doc.root.items[2].node).toEqual({ type: 'ref', name: 'a' });
    expect(doc.labels.get('a')).toBe(doc.root.items[0].node);
  });

  it('reports errors with the line and column, in the engine’s words', () => {
    const cases = [
      ['[[3, 12],\n [2, x]]', 2, 6, "label 'x' is used before it is defined"],
      ['', 1, 1, 'the tree text is empty'],
      ['(1 2', 1, 5, 'the group opened at line 1, column 1 is not closed'],
      ['(1 2]', 1, 5, "expected ')' to close the group opened at line 1, column 1"],
      ['()', 1, 1, 'an inner node needs at least one child'],
      ['(1 2) 3', 1, 7, "unexpected '3' after the end of the tree"],
      ['(1 2x)', 1, 4, "'2x' is not an integer"],
      ['(1 -)', 1, 4, 'expected digits after the sign'],
      ['(1 1000000001)', 1, 4, '1000000001 is out of range (leaf values lie within ±1000000000)'],
      ['(a:1 a:2)', 1, 6, "label 'a' is defined twice (first at line 1, column 2)"],
      ['(1 :)', 1, 4, "expected a number, a label, '(' or '['; found ':'"],
    ];
    for (const [text, line, column, what] of cases) {
      let err = null;
      try {
        parseTreeText(text);
      } catch (e) {
        err = e;
      }
      expect(err, text).toBeInstanceOf(TreeTextError);
      expect(err.message, text).toContain(`tree text, line ${line}, column ${column}: ${what}`);
      expect([err.line, err.column]).toEqual([line, column]);
    }
  });

  it('keeps to the engine’s limits of depth and size', () => {
    const deep = `${'('.repeat(66)}1${')'.repeat(66)}`;
    expect(() => parseTreeText(deep)).toThrow(/deeper than 64 levels/);
    const wide = `(${Array.from({ length: 200_001 }, () => '1').join(' ')})`;
    expect(() => parseTreeText(wide)).toThrow(/more than 200000 nodes/);
  });
});

describe('finding and describing nodes by path', () => {
  it('follows move indices, and references to the labelled node', () => {
    const doc = parseTreeText('((a:(3 5) 4) (a 6))');
    expect(nodeAt(doc, [1, 0, 1]).node).toMatchObject({ type: 'leaf', value: 5 });
    expect(nodeAt(doc, [1, 0]).node).toBe(doc.labels.get('a'));
    expect(nodeAt(doc, [])).toMatchObject({ node: doc.root, parent: null });
    expect(nodeAt(doc, [2])).toBeNull();
    expect(nodeAt(doc, [0, 1, 0])).toBeNull(); // a leaf has no children
  });

  it('says what a node is', () => {
    expect(describeNode(AIMA, [1, 2])).toEqual({
      index: 2,
      siblings: 3,
      kind: 'leaf',
      value: 6,
      children: 0,
      label: null,
      shared: false,
      root: false,
    });
    expect(describeNode(LABELLED, [])).toMatchObject({
      kind: 'inner',
      children: 3,
      label: 'A',
      root: true,
    });
    expect(describeNode('((a:(3 5) 4) (a 6))', [1, 0])).toMatchObject({
      kind: 'inner',
      label: 'a',
      shared: true,
    });
    expect(describeNode(AIMA, [3]).error.code).toBe('path');
    expect(describeNode('(1', []).error.code).toBe('parse');
  });
});

describe('setting a leaf’s value', () => {
  it('changes only the number, in either format', () => {
    expect(edit(AIMA, { op: 'set-value', path: [0, 0], value: 20 })).toBe(
      '[[20,12,8],[2,4,6],[14,5,2]]',
    );
    expect(edit(LABELLED, { op: 'set-value', path: [2, 1], value: -7 })).toBe(
      'A:(B:(3 12 8) C:(2 4 6) D:(14 -7 2))',
    );
    const spaced = '[ [3, 12],\n  [2, 4] ]';
    expect(edit(spaced, { op: 'set-value', path: [1, 1], value: 40 })).toBe(
      '[ [3, 12],\n  [2, 40] ]',
    );
    expect(edit('7', { op: 'set-value', path: [], value: 8 })).toBe('8');
  });

  it('keeps a leaf’s label', () => {
    expect(edit('(x : 3 x 4)', { op: 'set-value', path: [1], value: 9 })).toBe('(x : 9 x 4)');
  });

  it('changes a position reached twice once, at its label', () => {
    const text = '((a:(3 5) 4) (a 6))';
    const out = edit(text, { op: 'set-value', path: [1, 0, 0], value: 1 });
    expect(out).toBe('((a:(1 5) 4) (a 6))');
    expect(shape(out)).toEqual([
      [[1, 5], 4],
      [[1, 5], 6],
    ]);
  });

  it('refuses what is not a leaf or not a value', () => {
    expect(applyTreeEdit(AIMA, { op: 'set-value', path: [0], value: 1 }).error.code).toBe(
      'not-leaf',
    );
    for (const value of [1.5, 1e10, NaN, '3']) {
      expect(applyTreeEdit(AIMA, { op: 'set-value', path: [0, 0], value }).error).toEqual({
        code: 'value',
        value,
      });
    }
    expect(applyTreeEdit(AIMA, { op: 'set-value', path: [5], value: 1 }).error.code).toBe('path');
    expect(applyTreeEdit('(1', { op: 'set-value', path: [0], value: 1 }).error).toMatchObject({
      code: 'parse',
      message: expect.stringContaining('line 1, column 3'),
    });
  });
});

describe('adding a child', () => {
  it('appends a leaf in the style of its siblings', () => {
    expect(edit(AIMA, { op: 'add-child', path: [1], value: 9 })).toBe(
      '[[3,12,8],[2,4,6,9],[14,5,2]]',
    );
    expect(edit('[ [3, 12], [2] ]', { op: 'add-child', path: [0] })).toBe('[ [3, 12, 0], [2] ]');
    expect(edit('[ [3, 12], [2] ]', { op: 'add-child', path: [1] })).toBe('[ [3, 12], [2,0] ]');
    expect(edit(LABELLED, { op: 'add-child', path: [1] })).toBe(
      'A:(B:(3 12 8) C:(2 4 6 0) D:(14 5 2))',
    );
    expect(edit('(1)', { op: 'add-child', path: [], value: -2 })).toBe('(1 -2)');
    expect(edit('(\n  1\n)', { op: 'add-child', path: [] })).toBe('(\n  1\n  0\n)');
    expect(edit(LABELLED, { op: 'add-child', path: [] })).toBe(
      'A:(B:(3 12 8) C:(2 4 6) D:(14 5 2) 0)',
    );
  });

  it('keeps JSON valid JSON', () => {
    const out = edit('[[1],\n [2, 3]]', { op: 'add-child', path: [0], value: 4 });
    expect(JSON.parse(out)).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('adds to the labelled node wherever it is reached', () => {
    const out = edit('((a:(3 5) 4) (a 6))', { op: 'add-child', path: [1, 0], value: 7 });
    expect(out).toBe('((a:(3 5 7) 4) (a 6))');
  });

  it('refuses a leaf', () => {
    expect(applyTreeEdit(AIMA, { op: 'add-child', path: [0, 0] }).error.code).toBe('not-inner');
  });
});

describe('removing a child', () => {
  it('takes out the first, a middle or the last child with its separators', () => {
    expect(edit(AIMA, { op: 'remove-child', path: [0], index: 0 })).toBe(
      '[[12,8],[2,4,6],[14,5,2]]',
    );
    expect(edit(AIMA, { op: 'remove-child', path: [0], index: 1 })).toBe(
      '[[3,8],[2,4,6],[14,5,2]]',
    );
    expect(edit(AIMA, { op: 'remove', path: [2] })).toBe('[[3,12,8],[2,4,6]]');
    expect(edit('[ [1, 2], [3] ]', { op: 'remove', path: [0] })).toBe('[ [3] ]');
    expect(edit(LABELLED, { op: 'remove', path: [1] })).toBe('A:(B:(3 12 8) D:(14 5 2))');
    expect(edit(LABELLED, { op: 'remove', path: [0] })).toBe('A:(C:(2 4 6) D:(14 5 2))');
    expect(edit('(\n  1\n  2\n)', { op: 'remove', path: [0] })).toBe('(\n  2\n)');
  });

  it('refuses to remove the last child of a node, or the root', () => {
    expect(applyTreeEdit('[[1],[2,3]]', { op: 'remove', path: [0, 0] }).error.code).toBe(
      'only-child',
    );
    expect(applyTreeEdit('(1)', { op: 'remove-child', path: [], index: 0 }).error.code).toBe(
      'only-child',
    );
    expect(applyTreeEdit(AIMA, { op: 'remove', path: [] }).error.code).toBe('root');
    expect(applyTreeEdit(AIMA, { op: 'remove', path: [0, 0, 0] }).error.code).toBe('path');
    expect(applyTreeEdit(AIMA, { op: 'remove-child', path: [0, 0], index: 0 }).error.code).toBe(
      'not-inner',
    );
  });

  it('removes only the one use of a label when a reference is taken out', () => {
    const out = edit('((a:(3 5) 4) (a 6))', { op: 'remove', path: [1, 0] });
    expect(out).toBe('((a:(3 5) 4) (6))');
  });

  it('moves a labelled node to its next use when its definition is taken out', () => {
    const out = edit('((a:(3 5) 4) (a 6))', { op: 'remove', path: [0, 0] });
    expect(out).toBe('((4) (a:(3 5) 6))');
    expect(shape(out)).toEqual([[4], [[3, 5], 6]]);
    // the whole definition moves: with it a label defined inside it
    const nested = edit('((a:(b:1 2) 3) (b a))', { op: 'remove', path: [0, 0] });
    expect(nested).toBe('((3) (b:1 a:(b 2)))');
    expect(shape(nested)).toEqual([[3], [1, [1, 2]]]);
  });

  it('moves the labels defined inside a removed node that are used elsewhere', () => {
    const out = edit('((x:(a:1 2) 3) (a 4))', { op: 'remove', path: [0, 0] });
    expect(out).toBe('((3) (a:1 4))');
    const both = edit('((x:(a:1 2) 3) (a x))', { op: 'remove', path: [0, 0] });
    expect(both).toBe('((3) (a:1 x:(a 2)))');
    expect(shape(both)).toEqual([[3], [1, [1, 2]]]);
  });

  it('keeps every other label and reference as they were', () => {
    const text = 'R:(p:(1 2) q:(p 3) r:(q p 4))';
    const out = edit(text, { op: 'remove', path: [2, 2] });
    expect(out).toBe('R:(p:(1 2) q:(p 3) r:(q p))');
    const doc = parseTreeText(out);
    expect([...doc.labels.keys()]).toEqual(['p', 'q', 'r', 'R']);
  });

  it('round-trips: an edit and its inverse give back the text', () => {
    const added = edit(LABELLED, { op: 'add-child', path: [2], value: 1 });
    expect(edit(added, { op: 'remove', path: [2, 3] })).toBe(LABELLED);
    const set = edit(AIMA, { op: 'set-value', path: [2, 0], value: -3 });
    expect(edit(set, { op: 'set-value', path: [2, 0], value: 14 })).toBe(AIMA);
  });
});
