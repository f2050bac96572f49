// Stages the npm package `mtdlab` in DIR, where `vite build --mode element --outDir DIR` has
// just written the element (mtd-lab.js and assets/): scripts/release.sh runs it, then packs
// DIR with `npm pack`.
//
//   node scripts/stage-npm.mjs DIR
//
// It writes DIR/package.json from Cargo.toml (the version, the description, the licence and
// the repository live there alone), copies the package's own files from npm/ (its README,
// the TypeScript declarations, the Custom Elements Manifest) and the licences, and makes the
// element's worker a URL a consumer's bundler follows (below).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/stage-npm.mjs DIR');
  process.exit(2);
}

/** A `key = "value"` of Cargo.toml's [package] table. */
function cargoField(toml, key) {
  const table = toml.slice(
    toml.indexOf('[package]'),
    toml.indexOf('\n[', toml.indexOf('[package]')),
  );
  const m = new RegExp(`^${key} = "([^"]*)"`, 'm').exec(table);
  if (!m) throw new Error(`Cargo.toml: [package] has no ${key}`);
  return m[1];
}

const toml = readFileSync('Cargo.toml', 'utf8');
const version = cargoField(toml, 'version');
const repository = cargoField(toml, 'repository');

// Vite's library build writes the worker as
//   new URL(/* @vite-ignore */ new URL("assets/worker-H.js", import.meta.url).href, "" + import.meta.url)
// which a consumer's bundler does not follow (it copies the worker alone, without the .wasm it
// loads). The plain form `new URL("./assets/worker-H.js", import.meta.url)` inside
// `new Worker(…, { type: "module" })` is the one Vite, webpack and Rollup bundle as a worker,
// and a browser loads as is from a static folder.
const element = join(dir, 'mtd-lab.js');
const nested =
  /new URL\(\s*\/\* @vite-ignore \*\/\s*new URL\("(assets\/worker-[\w-]+\.js)", import\.meta\.url\)\.href,\s*"" \+ import\.meta\.url\s*\)/g;
let found = 0;
const code = readFileSync(element, 'utf8').replace(nested, (_, path) => {
  found++;
  return `new URL("./${path}", import.meta.url)`;
});
if (found !== 1) {
  console.error(`stage-npm: expected one worker URL in ${element}, found ${found}`);
  process.exit(1);
}
// the same for the two .wasm files the page compiles once for its workers
// (www/engine/wasm-modules.js): the plain form, which a consumer's bundler copies
const nestedWasm =
  /new URL\(\s*new URL\("(assets\/mtdlab(?:_experiments)?_bg-[\w-]+\.wasm)", import\.meta\.url\)\.href,\s*"" \+ import\.meta\.url\s*\)/g;
let wasmFound = 0;
const staged = code.replace(nestedWasm, (_, path) => {
  wasmFound++;
  return `new URL("./${path}", import.meta.url)`;
});
if (wasmFound !== 2) {
  console.error(`stage-npm: expected two .wasm URLs in ${element}, found ${wasmFound}`);
  process.exit(1);
}
writeFileSync(element, staged);

const pkg = {
  name: 'mtdlab',
  version,
  description: cargoField(toml, 'description'),
  license: cargoField(toml, 'license'),
  repository: { type: 'git', url: `git+${repository}.git` },
  homepage: `${repository}/blob/main/docs/element.md`,
  keywords: ['web-component', 'custom-element', 'alpha-beta', 'mtdf', 'game-tree', 'education'],
  type: 'module',
  exports: {
    '.': { types: './mtd-lab.d.ts', default: './mtd-lab.js' },
    './mtd-lab.js': { types: './mtd-lab.d.ts', default: './mtd-lab.js' },
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  },
  types: './mtd-lab.d.ts',
  customElements: 'custom-elements.json',
  // importing the module registers <mtd-lab>
  sideEffects: true,
  files: ['mtd-lab.js', 'mtd-lab.d.ts', 'custom-elements.json', 'assets/', 'LICENSE-*'],
};
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
for (const f of ['README.md', 'mtd-lab.d.ts', 'custom-elements.json']) {
  copyFileSync(join('npm', f), join(dir, f));
}
for (const f of ['LICENSE-MIT', 'LICENSE-APACHE']) copyFileSync(f, join(dir, f));
console.log(`staged mtdlab ${version} in ${dir}`);
