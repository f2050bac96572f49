import { describe, expect, it } from 'vitest';
import { nodeTitle, pathOf } from './node-names.js';
import { messages } from '../i18n/index.js';

// root 0 with children 1 (move 0) and 2 (move 2); node 3 is move 1 of node 2
const tree = {
  parent: [-1, 0, 0, 2],
  child: [0, 0, 2, 1],
  label: [null, 'B', null, null],
};
const en = messages('en');

describe('pathOf', () => {
  it('gives the move indices from the root', () => {
    expect(pathOf(tree, { id: 0 })).toEqual([]);
    expect(pathOf(tree, { id: 2 })).toEqual([2]);
    expect(pathOf(tree, { id: 3 })).toEqual([2, 1]);
  });

  it('reaches an unsearched (ghost) node through its parent and its move', () => {
    expect(pathOf(tree, { id: -1, parentId: 3, move: 4 })).toEqual([2, 1, 4]);
    expect(pathOf(tree, { id: -1, parentId: 0, move: 1 })).toEqual([1]);
  });
});

describe('nodeTitle', () => {
  it('names a labelled node by its label, the root as the root, others by their path', () => {
    expect(nodeTitle(tree, { id: 1 }, en)).toBe('B');
    expect(nodeTitle(tree, { id: 0 }, en)).toBe('the root');
    expect(nodeTitle(tree, { id: 3 }, en)).toBe('node 2.1');
    expect(nodeTitle(tree, { id: -1, parentId: 2, move: 0 }, en)).toBe('node 2.0');
  });

  it('calls any node the root while no tree is shown', () => {
    expect(nodeTitle(null, { id: 3 }, en)).toBe('the root');
  });
});
