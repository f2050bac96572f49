// How explain.js puts a question and its explanation together (issue 18, item 6: mutation
// testing), with a stub text table whose sentences show exactly what they were given, so
// the expected strings are written out by hand and do not depend on www/i18n/learn.js.
import { describe, expect, it } from 'vitest';
import { explain, prompt, promptParts } from './explain.js';

const show = (name) => (args) => `${name}(${JSON.stringify(args)})`;
const L = {
  q: {
    leaves: show('q.leaves'),
    child: show('q.child'),
    return: show('q.return'),
    tt: show('q.tt'),
    'next-beta': show('q.next'),
  },
  why: {
    leaves: show('leaves'),
    extra: show('extra'),
    missed: show('missed'),
    child: show('child'),
    return: show('return'),
    tt: show('tt'),
    'next-beta': show('next'),
  },
};
// a stub sentence starts with its (lower-case) name: English gives it a capital
const A = { algorithm: 'alphabeta' };
const node = { id: 4, root: false, label: null, path: '0.1' };

describe('prompt', () => {
  it('puts the search first, then the question with a capital (English only)', () => {
    const q = { ...A, kind: 'return', node };
    expect(prompt(q, L, 'en')).toBe('Alpha-beta: Q.return({"node":"node 0.1"})');
    expect(promptParts(q, L, 'en')).toEqual({
      context: 'Alpha-beta: ',
      body: 'Q.return({"node":"node 0.1"})',
    });
    expect(prompt(q, L, 'ja')).toBe('アルファ・ベータ法: q.return({"node":"ノード 0.1"})');
  });

  it('gives each kind its own fields', () => {
    const child = { ...A, kind: 'child', node, isMax: true, child: 2 };
    expect(promptParts(child, L, 'en').body).toBe(
      'Q.child({"node":"node 0.1","isMax":true,"child":2})',
    );
    const tt = {
      ...A,
      kind: 'tt',
      node,
      entry: { lower: 3, upper: 9 },
      window: { alpha: 4, beta: 5 },
    };
    expect(promptParts(tt, L, 'en').body).toBe(
      'Q.tt({"node":"node 0.1","lower":3,"upper":9,"alpha":4,"beta":5})',
    );
    const next = { algorithm: 'mtdf', kind: 'next-beta', test: 2 };
    expect(promptParts(next, L, 'en').body).toBe('Q.next({"test":2})');
    expect(promptParts({ ...A, kind: 'leaves' }, L, 'en').body).toBe('Q.leaves({"node":""})');
  });
});

describe('explain', () => {
  const leaves = {
    ...A,
    kind: 'leaves',
    answer: { leaves: [0, 2] },
    leaves: [
      { leaf: 0, value: 3 },
      { leaf: 1, value: 8 },
      { leaf: 2, value: -1 },
      { leaf: 3, value: 6 },
    ],
    why: { cuts: { 1: { node: { id: 1, root: true }, isMax: false, g: 3, alpha: 5 } } },
  };

  it('leaves: the leaves evaluated, then each extra leaf a cut skipped, then each missed', () => {
    expect(explain(leaves, { extra: [1, 3], missed: [2] }, L, 'en')).toEqual([
      'Leaves({"evaluated":[0,2]})',
      'Extra({"leaf":1,"value":8,"cut":{"node":{"id":1,"root":true},"isMax":false,"g":3,"alpha":5},"node":"the root"})',
      'Missed({"leaf":2,"value":-1})',
    ]);
    expect(explain(leaves, null, L, 'ja')).toEqual(['leaves({"evaluated":[0,2]})']);
  });

  it('child, return, tt and next-beta: one sentence with the numbers that decide', () => {
    const why = { g: 5, alpha: 4, beta: 5 };
    expect(
      explain({ ...A, kind: 'child', node, why, answer: { choice: 'beta-cut' } }, {}, L, 'en'),
    ).toEqual(['Child({"node":"node 0.1","g":5,"alpha":4,"beta":5,"answer":"beta-cut"})']);
    expect(explain({ ...A, kind: 'return', node, why }, {}, L, 'en')).toEqual([
      'Return({"node":"node 0.1","g":5,"alpha":4,"beta":5})',
    ]);
    expect(explain({ ...A, kind: 'tt', node, why }, {}, L, 'en')).toEqual([
      'Tt({"node":"node 0.1","g":5,"alpha":4,"beta":5})',
    ]);
    const next = { algorithm: 'mtdf', kind: 'next-beta', why: { g: 3 }, answer: { beta: 4 } };
    expect(explain(next, {}, L, 'en')).toEqual(['Next({"g":3,"next":4})']);
    expect(explain({ ...A, kind: 'other' }, {}, L, 'en')).toEqual([]);
  });
});
