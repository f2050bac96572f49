// Issue 20, item 6, at grep level: no module of the page reads or writes another's private
// fields (`x._name`, the codebase's mark for "private"). A part that another needs offers a
// small public method or getter (or, between the element and its compare panes, the
// PLAYBACK key of compare-panes.js). What remains is a class using its own fields on an
// instance it made; those places are listed here, each with why. Tests and the e2e specs
// may read the element's test hooks (mtd-lab.js: `_view`, `_loading`, `_crashForTests`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WWW = fileURLToPath(new URL('.', import.meta.url));

/** `file: [the access, why]` allowed: a class's own fields, on an instance of its own. */
const OWN = {
  'engine/client.js': ['engine._start', 'Engine.create starts the Engine it has just made'],
  'testing/wasm-engine.js': ['engine._core', 'WasmEngine.create reads the core it was given'],
};

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'pkg') yield* sources(path);
    } else if (name.endsWith('.js') && !/\.test(-helper)?\.js$/.test(name)) yield path;
  }
}

/** Every `x._name` (`x?._name`, `x[i]._name`, `f()._name`) of a file's code, comments left
 * out, where x is not `this`. */
function foreignReads(text) {
  const found = [];
  for (const line of text.split('\n')) {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) continue;
    for (const m of code.matchAll(/([\w$]+|[\])])\??\._[A-Za-z]\w*/g)) {
      if (m[1] !== 'this') found.push(m[0]);
    }
  }
  return found;
}

describe('private fields', () => {
  it('are read by no other module', () => {
    const reads = {};
    for (const path of sources(WWW)) {
      const file = relative(WWW, path).split('\\').join('/');
      const found = foreignReads(readFileSync(path, 'utf8')).filter((r) => r !== OWN[file]?.[0]);
      if (found.length) reads[file] = found;
    }
    expect(reads).toEqual({});
  });

  it('are found where they are read (the check is not blind)', () => {
    expect(foreignReads('const panes = lab._compare.labs;\n// lab._notCode')).toEqual([
      'lab._compare',
    ]);
    expect(foreignReads('x(pane?._player.pb, this._t, a[0]._b)')).toEqual([
      'pane?._player',
      ']._b',
    ]);
  });
});
