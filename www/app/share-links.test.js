import { describe, expect, it } from 'vitest';
import { AIMA, configFromAttributes } from '../element/config.js';
import { encodeState } from '../state/permalink.js';
import {
  appFolder,
  elementSnippet,
  embedURL,
  iframeSnippet,
  permalink,
  readFragment,
  shareLinks,
  writeFragment,
} from './share-links.js';

const S = '1.eyJ0IjoiWzFdIn0.AbC-_9';
const HREF = 'https://example.org/course/mtd/index.html?x=1#s=old';

describe('fragments', () => {
  it('carry the state and the options, and read back', () => {
    const hash = writeFragment(S, { controls: 'tree narration', lang: 'ja', theme: null });
    expect(hash).toBe(`#s=${S}&controls=tree%20narration&lang=ja`);
    expect(readFragment(hash)).toEqual({
      state: S,
      controls: 'tree narration',
      lang: 'ja',
      theme: null,
    });
    expect(readFragment('')).toEqual({ state: null, controls: null, lang: null, theme: null });
  });
});

describe('links', () => {
  it('the permalink is the page itself with the state, under any path', () => {
    expect(permalink(HREF, S)).toBe(`https://example.org/course/mtd/index.html?x=1#s=${S}`);
    expect(appFolder(HREF)).toBe('https://example.org/course/mtd/');
    expect(appFolder('http://127.0.0.1:4173/')).toBe('http://127.0.0.1:4173/');
  });

  it('embed.html sits beside the page', () => {
    expect(embedURL(HREF, S, { theme: 'dark' })).toBe(
      `https://example.org/course/mtd/embed.html#s=${S}&theme=dark`,
    );
  });
});

describe('snippets', () => {
  it('the element: its script tag and the attributes that differ from the defaults', () => {
    const c = configFromAttributes((n) => ({ tree: AIMA, algorithm: 'mtd-plus' })[n] ?? null);
    expect(elementSnippet(HREF, c, { lang: 'ja', event: '12', theme: null })).toBe(
      '<script type="module" src="https://example.org/course/mtd/mtd-lab.js"></script>\n' +
        `<mtd-lab tree="${AIMA}" algorithm="mtd-plus" guess="0" lang="ja" event="12"></mtd-lab>`,
    );
  });

  it('escapes what an attribute cannot hold', () => {
    const c = configFromAttributes((n) => (n === 'game' ? '{"kind":"kalah","pits":2}' : null));
    expect(elementSnippet(HREF, c)).toContain(
      'game="{&quot;kind&quot;:&quot;kalah&quot;,&quot;pits&quot;:2}"',
    );
    expect(iframeSnippet('e.html#s=1', 'a "b" & <c>')).toBe(
      '<iframe src="e.html#s=1" title="a &quot;b&quot; &amp; &lt;c>" width="100%" height="640" loading="lazy"></iframe>',
    );
  });
});

describe('shareLinks', () => {
  it('gives the permalink, an element showing the same config and event, and the iframe', () => {
    const s = encodeState({ tree: '[[1,2],[3]]', algorithm: 'alphabeta', event: 4, lang: 'ja' });
    const links = shareLinks(HREF, s, (a) => `mtdlab: ${a}`);
    expect(links.permalink).toBe(`https://example.org/course/mtd/index.html?x=1#s=${s}`);
    expect(links.element).toContain(
      '<mtd-lab tree="[[1,2],[3]]" algorithm="alphabeta" guess="0" lang="ja" event="4">',
    );
    expect(links.iframe).toBe(
      `<iframe src="https://example.org/course/mtd/embed.html#s=${s}" title="mtdlab: alphabeta" width="100%" height="640" loading="lazy"></iframe>`,
    );
  });

  it('refuses a state it cannot read', () => {
    expect(() => shareLinks(HREF, '1.abc', String)).toThrow(/^state: /);
  });
});
