import { describe, expect, it } from 'vitest';
import { experimentLabels } from './experiments.js';

/** Every key path of `o` (functions and strings are leaves). */
const paths = (o, at = '') =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? paths(v, `${at}${k}.`) : [`${at}${k}`],
  );

describe('experimentLabels', () => {
  it('says everything in Japanese that it says in English', () => {
    const en = experimentLabels('en');
    const ja = experimentLabels('ja');
    expect(paths(ja).sort()).toEqual(paths(en).sort());
    expect(experimentLabels('xx')).toBe(en);
    const p = { done: 3, total: 8, work: 1234, depth: 4 };
    expect(en.running(p)).toBe('3 of 8 trees (depth 4), 1,234 nodes');
    expect(ja.running(p)).toBe('8 本中 3 本 (深さ 4)、1,234 ノード');
  });
});
