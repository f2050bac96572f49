// Issue 20, item 4, at grep level: the page's JavaScript spells an algorithm's name only in
// the core's table (www/engine/catalog.js, generated); the code asks www/engine/algorithms.js
// for the names, what each takes and its label. What remains spelled by hand is content: a
// lesson, a preset or a docs example naming the algorithm it shows, a listing per
// algorithm. Those files are listed here, each with why; a file not listed that spells a name
// fails this test, and so does a listed file that no longer needs to.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from './algorithms.js';

const WWW = fileURLToPath(new URL('..', import.meta.url));

/** Files that may spell algorithm names, and why (content, not a restated table). */
const CONTENT = {
  'app/compare.js': 'the Compare tab’s first four panes, a choice of the page',
  'app/docs-examples.js': 'the docs page’s example markup and code, shown as typed',
  'app/experiment-settings.js': 'the seed experiments’ algorithms and Kalah programs',
  'app/presets.js': 'each preset names the algorithm it shows',
  'i18n/programs-experiment.js': 'the programs’ experiment’s lines (id-mtdf among them), named',
  'element/reference-value.js': 'the reference search is alpha-beta by choice',
  'learn/glossary-words.js': 'glossary ids that coincide with names',
  'learn/glossary.js': 'glossary ids that coincide with names',
  'learn/practice-view.js': 'the practice runs alpha-beta and MTD(f) by design',
  'learn/practice/context.js': 'the practice questions are about alpha-beta or MTD(f)',
  'learn/practice/questions.js': 'the practice questions are about alpha-beta or MTD(f)',
  'render/listings.js': 'the pseudocode of each MTD driver',
  'render/pseudocode.js': 'which listing each algorithm shows',
  'state/experiment-report.js': 'seed 001’s printed rows for MTD(f), NegaScout, alpha-beta',
  'state/programs-report.js': 'the programs’ experiment’s lines (src/experiment/lines.rs)',
};
const LESSONS = /^learn\/lessons\/\d\d-[\w-]+\.js$/; // each lesson runs its algorithm

/** The element's event `mtd-step` shares its spelling with the algorithm: lines that
 * dispatch, listen for or name an event are not about the algorithm. */
const EVENT_LINE =
  /addEventListener|fire\(|type ===|'mtd-test'|name === 'mtd-step'|name: 'mtd-step'/;

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'pkg') yield* sources(path);
    } else if (name.endsWith('.js') && !name.endsWith('.test.js')) yield path;
  }
}

const quoted = new RegExp(
  `['"\`](${ALGORITHMS.map((a) => a.replace(/[-]/g, '\\-')).join('|')})['"\`]`,
);

/** The files (relative to www/) that spell a name, with a line of each. */
function spellers() {
  const out = new Map();
  for (const path of sources(WWW)) {
    const file = relative(WWW, path);
    if (file === 'engine/catalog.js') continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const comment = /^\s*(\/\/|\/?\*)/.test(line); // prose may name an algorithm
      if (!comment && quoted.test(line) && !EVENT_LINE.test(line)) {
        out.set(file, line.trim());
        break;
      }
    }
  }
  return out;
}

describe('algorithm names in the page’s JavaScript', () => {
  const found = spellers();

  it('are spelled only in the core’s table, or in content listed with a reason', () => {
    const strays = [...found].filter(([f]) => !CONTENT[f] && !LESSONS.test(f));
    expect(strays).toEqual([]);
  });

  it('are still spelled in each file listed as content (the list stays short)', () => {
    expect(Object.keys(CONTENT).filter((f) => !found.has(f))).toEqual([]);
  });

  it('include the element’s and the app’s logic files, which read the table instead', () => {
    for (const f of [
      'element/config.js',
      'element/settings-panel.js',
      'i18n/narrate.js',
      'app/leaves-table.js',
      'app/kalah.js',
      'engine/client.js',
    ])
      expect(found.has(f), f).toBe(false);
  });
});
