// Every relative link and #anchor of README.md, CONTRIBUTING.md and docs/*.md resolves (a
// file or folder of the repository, a heading by GitHub's slug rules), and every link into
// the running app (http://127.0.0.1:5173/…) names a page it serves and a lesson or practice
// round that exists, so that each audience's first click lands somewhere.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lessonById } from './learn/lessons/index.js';
import { parsePractice } from './learn/practice/permalink.js';
import { anchors, brokenLinks, links, slug } from './testing/doc-links.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const onDisk = {
  read: (p) =>
    existsSync(ROOT + p) && statSync(ROOT + p).isFile() ? readFileSync(ROOT + p, 'utf8') : null,
  kind: (p) => {
    if (!existsSync(ROOT + p)) return null;
    return statSync(ROOT + p).isDirectory() ? 'dir' : 'file';
  },
};
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(ROOT + 'docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** A checker over files held in memory, for the cases below. */
function inMemory(files) {
  const dirs = new Set(
    Object.keys(files).flatMap((p) =>
      p
        .split('/')
        .slice(0, -1)
        .map((_, i, a) => a.slice(0, i + 1).join('/')),
    ),
  );
  return {
    read: (p) => files[p] ?? null,
    kind: (p) => (p in files ? 'file' : dirs.has(p) || p === '.' ? 'dir' : null),
  };
}

describe('GitHub heading slugs', () => {
  it('lower-cases, drops punctuation and code marks, and turns spaces into hyphens', () => {
    expect(slug('The size of the `.wasm`, step by step')).toBe('the-size-of-the-wasm-step-by-step');
    expect(slug("Seed 003's Kalah tables")).toBe('seed-003s-kalah-tables');
    expect(slug('Strict pages (CSP)')).toBe('strict-pages-csp');
    expect(slug('What gets installed (`scripts/setup.sh`)')).toBe(
      'what-gets-installed-scriptssetupsh',
    );
    expect(slug('embed.html: the element in an iframe')).toBe('embedhtml-the-element-in-an-iframe');
    expect(slug('Learn: lessons, practice and the glossary')).toBe(
      'learn-lessons-practice-and-the-glossary',
    );
    expect(slug('The element: `<mtd-lab>`')).toBe('the-element-mtd-lab');
    expect(slug('a **bold** _word_ and snake_case')).toBe('a-bold-word-and-snake_case');
  });

  it('numbers a repeated heading and reads explicit ids, but not headings in code', () => {
    const text =
      '# A\n\n## Notes\n\n```sh\n# not a heading\n```\n\n## Notes\n\n<a id="here"></a>text\n';
    expect([...anchors(text)].sort()).toEqual(['a', 'here', 'notes', 'notes-1']);
  });
});

describe('finding links', () => {
  it('finds inline links, images, references and HTML, and skips code', () => {
    const text = [
      'See [the guide](docs/guide.md#keyboard) and ![a shot](docs/images/x.webp "title").',
      '`[not](a-link.md)` and',
      '```md',
      '[nor](this.md)',
      '```',
      '[ref]: CONTRIBUTING.md',
      '<a href="docs/cli.md">cli</a>',
    ].join('\n');
    expect(links(text).map((l) => l.target)).toEqual([
      'docs/guide.md#keyboard',
      'docs/images/x.webp',
      'CONTRIBUTING.md',
      'docs/cli.md',
    ]);
  });
});

describe('brokenLinks', () => {
  const files = {
    'README.md':
      '# mtdlab\n\n## Start here\n\n[guide](docs/guide.md#keys) [top](#start-here) [src](src/)\n',
    'docs/guide.md':
      '# Guide\n\n## Keys\n\n[back](../README.md#mtdlab) [web](https://example.org/x.md#nope)\n',
    'src/lib.rs': '',
  };

  it('accepts links that resolve, relative to the page that holds them', () => {
    expect(brokenLinks(['README.md', 'docs/guide.md'], inMemory(files))).toEqual([]);
  });

  it('names a missing file, a missing anchor and an anchor into a file that is not a page', () => {
    const bad = {
      ...files,
      'README.md':
        '# mtdlab\n\n[a](docs/gide.md) [b](docs/guide.md#keyboard) [c](#nowhere)\n\n[d](src/lib.rs#L1) [e](../outside.md)\n',
    };
    expect(brokenLinks(['README.md'], inMemory(bad))).toEqual([
      'README.md:3: docs/gide.md (no file or folder docs/gide.md)',
      'README.md:3: docs/guide.md#keyboard (docs/guide.md has no heading or id "keyboard")',
      'README.md:3: #nowhere (README.md has no heading or id "nowhere")',
      'README.md:5: src/lib.rs#L1 (an anchor into src/lib.rs, which is not a Markdown page)',
      'README.md:5: ../outside.md (outside the repository)',
    ]);
  });
});

describe('the docs of this repository', () => {
  it('has the README, CONTRIBUTING.md and the pages of docs/ to check', () => {
    for (const p of ['README.md', 'CONTRIBUTING.md', 'docs/guide.md', 'docs/element.md'])
      expect(PAGES).toContain(p);
  });

  it('every relative link and #anchor resolves', () => {
    expect(brokenLinks(PAGES, onDisk)).toEqual([]);
  });

  it('every link into the running app names a page it serves and a lesson or round that exists', () => {
    const APP = 'http://127.0.0.1:5173/';
    const appLinks = PAGES.flatMap((p) =>
      links(onDisk.read(p))
        .filter((l) => l.target.startsWith(APP))
        .map((l) => ({ ...l, page: p })),
    );
    expect(appLinks.length).toBeGreaterThan(0);
    const problems = [];
    for (const { target, page, line } of appLinks) {
      const [path, hash = ''] = target.slice(APP.length).split('#');
      if (path && !onDisk.kind(path)) problems.push(`${page}:${line}: ${target} (no page ${path})`);
      if (hash.startsWith('lesson=') && !lessonById(hash.slice('lesson='.length)))
        problems.push(`${page}:${line}: ${target} (no such lesson)`);
      if (hash.startsWith('practice=') && !parsePractice(hash)?.exercise)
        problems.push(`${page}:${line}: ${target} (not a practice round)`);
    }
    expect(problems).toEqual([]);
  });
});
