// The links of the Markdown docs (README.md, CONTRIBUTING.md, docs/*.md) and whether each
// resolves: a relative path must name a file or folder of the repository, and a #anchor a
// heading of the page it points into, slugged as GitHub slugs it (github-slugger: the
// heading's text, lower-cased, punctuation dropped, spaces to hyphens, a repeated slug
// numbered -1, -2, …), or an explicit <a id>. Pure: the caller reads the files.
import { posix } from 'node:path';

/** `text` without fenced code blocks (``` or ~~~), each line kept so line numbers stay. */
export function withoutFences(text) {
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fence === null && open) {
        fence = open[1];
        return '';
      }
      if (fence !== null) {
        if (line.trim().startsWith(fence[0].repeat(fence.length)) && /^\s*(`+|~+)\s*$/.test(line))
          fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** `text` with its inline code spans blanked (a link shown as code is not a link). */
function withoutCodeSpans(text) {
  return text.replace(/(`+)[^`][\s\S]*?\1/g, (m) => m.replace(/[^\n]/g, ' '));
}

/** The text a heading renders: links to their text, code and emphasis to their content,
 * HTML tags dropped. */
function headingText(raw) {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`|<[^>]+>/g, (_, code) => code ?? '') // a tag inside code is text
    .replace(/(\*{1,3}|_{1,3})(\S(?:[\s\S]*?\S)?)\1/g, '$2')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** GitHub's slug of a heading's text (before numbering repeats). */
export function slug(raw) {
  return headingText(raw)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers: its headings' slugs (repeats numbered) and explicit ids. */
export function anchors(text) {
  const out = new Set();
  const seen = new Map();
  for (const line of withoutFences(text).split('\n')) {
    const h = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = slug(h[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const a of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) out.add(a[1]);
  }
  return out;
}

/** The links of a page: `{ target, line }` for inline links and images `[t](target)`,
 * reference definitions `[id]: target` and HTML `href`/`src`, outside code. */
export function links(text) {
  const body = withoutCodeSpans(withoutFences(text));
  const found = [];
  const lineAt = (i) => body.slice(0, i).split('\n').length;
  for (const m of body.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g))
    found.push({ target: m[1], line: lineAt(m.index) });
  for (const m of body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm))
    found.push({ target: m[1], line: lineAt(m.index) });
  for (const m of body.matchAll(/<(?:a|img)\s[^>]*\b(?:href|src)="([^"]*)"/g))
    found.push({ target: m[1], line: lineAt(m.index) });
  return found;
}

/** True for a link outside the repository (a scheme such as https: or mailto:). */
export function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/**
 * The broken links of `pages` (paths relative to the repository's root), as lines
 * `page:line: target (why)`. `read(path)` gives a file's text (null when there is none);
 * `kind(path)` gives 'file', 'dir' or null.
 */
export function brokenLinks(pages, { read, kind }) {
  const broken = [];
  const anchorsOf = new Map();
  const anchorSet = (path) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, anchors(read(path) ?? ''));
    return anchorsOf.get(path);
  };
  for (const page of pages) {
    for (const { target, line } of links(read(page) ?? '')) {
      const where = `${page}:${line}: ${target}`;
      if (target === '') {
        broken.push(`${where} (an empty link)`);
        continue;
      }
      if (isExternal(target)) continue;
      const hashAt = target.indexOf('#');
      const pathPart = hashAt < 0 ? target : target.slice(0, hashAt);
      const anchor = hashAt < 0 ? null : decodeURIComponent(target.slice(hashAt + 1));
      const file = pathPart
        ? posix.normalize(posix.join(posix.dirname(page), decodeURIComponent(pathPart)))
        : page;
      if (file.startsWith('..') || posix.isAbsolute(file)) {
        broken.push(`${where} (outside the repository)`);
        continue;
      }
      const k = kind(file.replace(/\/$/, '') || '.');
      if (!k) {
        broken.push(`${where} (no file or folder ${file})`);
        continue;
      }
      if (anchor === null) continue;
      if (k !== 'file' || !file.endsWith('.md')) {
        broken.push(`${where} (an anchor into ${file}, which is not a Markdown page)`);
      } else if (!anchorSet(file).has(anchor)) {
        broken.push(`${where} (${file} has no heading or id "${anchor}")`);
      }
    }
  }
  return broken;
}
