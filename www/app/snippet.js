// The code a docs example shows, cut from the text of the module that holds it (imported
// with Vite's `?raw`): the function run is the one source, and what the page shows is its
// body as typed. Not fn.toString(): in a build that is the minified code, and under the
// page's CSP no text can be run instead. Pure.

/**
 * The body of the function `key: (…) => {` of the example `name: '<name>'` in `source`
 * (a list of `{ name, …, key: (…) => { … }, … }` objects formatted by Prettier), without
 * the indentation it has there. Throws an Error naming the example when there is none, so
 * a card never shows a snippet that is not the code it runs.
 */
export function snippet(source, name, key) {
  const bodies = [];
  const tag = `name: '${name}',`;
  for (let at = source.indexOf(tag); at >= 0; at = source.indexOf(tag, at + 1)) {
    const next = source.indexOf('\n  {', at); // the next object of the list
    const part = source.slice(at, next < 0 ? undefined : next);
    const head = new RegExp(`^( *)${key}: (?:async )?\\([^)]*\\) => \\{\\n`, 'm').exec(part);
    if (!head) continue;
    const indent = head[1];
    const from = head.index + head[0].length;
    const end = part.indexOf(`\n${indent}}`, from - 1);
    if (end < 0) continue;
    const lines = part.slice(from, end).split('\n');
    bodies.push(lines.map((l) => l.slice(indent.length + 2)).join('\n'));
  }
  if (bodies.length !== 1) {
    throw new Error(`docs example ${name}: ${bodies.length} functions ${key} found, not one`);
  }
  return bodies[0];
}
