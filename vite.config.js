// Vite configuration for mtdlab's front end (and Vitest's, under `test`).
//
// `vite build` (npm run build) builds the visualiser page, index.html, into dist/, then
// the custom element alone into dist/mtd-lab.js (library mode, `--mode element`).
// The wasm core comes from www/pkg/ (scripts/build-wasm.sh); the bindings load
// it with `new URL('mtdlab_bg.wasm', import.meta.url)`, which Vite serves as is
// in dev and copies into dist/assets/ (hashed) in a build. The Experiments tab's core,
// www/pkg/mtdlab_experiments.js and its .wasm, is a chunk of its own that the worker imports
// when an experiment is opened.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defineConfig } from 'vite';

// The wasm bindings the page imports (scripts/build-wasm.sh writes them; MTDLAB_PKG names
// another folder, for the test that checks the message below).
const pkg = process.env.MTDLAB_PKG ?? fileURLToPath(new URL('./www/pkg/', import.meta.url));

// mtdlab's version lives in Cargo.toml alone (issue 21): the element's static `version`
// (www/version.js, through __MTDLAB_VERSION__) and the pages' footers (%MTDLAB_VERSION%) are
// written from it at build time, as the crate's is and the npm package's (scripts/release.sh).
const VERSION = /^version\s*=\s*"([^"]+)"/m.exec(
  readFileSync(new URL('./Cargo.toml', import.meta.url), 'utf8'),
)[1];
const stampVersion = {
  name: 'mtdlab-version',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replaceAll('%MTDLAB_VERSION%', VERSION),
  },
};

// Without the wasm core a build (or the dev server) stops with one line saying what to run,
// not a bundler stack. Vitest reads this file too and needs no check.
const needsWasm = {
  name: 'mtdlab-needs-wasm',
  config() {
    if (process.env.VITEST || existsSync(`${pkg}/mtdlab.js`)) return;
    console.error(
      'mtdlab: the wasm core (www/pkg/) is not built: run `bash scripts/build-wasm.sh` ' +
        '(or `bash scripts/dev.sh`, which sets everything up), then try again.',
    );
    process.exit(1);
  },
};

// The page: index.html -> dist/.
const app = {
  root: '.',
  base: './', // relative URLs, so dist/ works from any static server or path
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0, // never inline the .wasm as a data: URL
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  assetsInclude: ['**/*.wasm'],
  define: { __MTDLAB_VERSION__: JSON.stringify(VERSION) },
  test: {
    include: ['www/**/*.test.js'],
    environment: 'node',
  },
};

// The custom element library: www/element/mtd-lab.js -> dist/mtd-lab.js, one ES module
// that a plain page can load with <script type="module" src=".../mtd-lab.js">. Its worker
// and the .wasm are emitted beside it (dist/assets/) and found relative to its own URL
// (import.meta.url), never inlined. `vite build --mode element`, after the page's build.
// Library mode inlines every asset as a data: URL; `?no-inline` keeps the .wasm a file.
// The wasm-bindgen glue names it with `new URL('mtdlab_bg.wasm', import.meta.url)` (the
// Experiments tab's core, www/pkg/mtdlab_experiments.js: 'mtdlab_experiments_bg.wasm').
const wasmAsFile = {
  name: 'mtdlab-wasm-as-file',
  enforce: 'pre',
  transform(code, id) {
    // (and www/engine/wasm-modules.js, where the page compiles them: '../pkg/mtdlab_bg.wasm')
    if (!/\/www\/(pkg\/mtdlab(_experiments)?|engine\/wasm-modules)\.js$/.test(id)) return null;
    return code.replace(
      /new URL\((['"])((?:\.\.\/pkg\/)?mtdlab(?:_experiments)?_bg\.wasm)\1, import\.meta\.url\)/g,
      "new URL('$2?no-inline', import.meta.url)",
    );
  },
};

const element = {
  ...app,
  plugins: [wasmAsFile],
  build: {
    ...app.build,
    emptyOutDir: false, // keep the page built just before
    copyPublicDir: false,
    lib: {
      entry: 'www/element/mtd-lab.js',
      formats: ['es'],
      fileName: () => 'mtd-lab.js',
    },
    // the .wasm files the element compiles in the page (www/engine/wasm-modules.js) go to
    // assets/ under the worker's own names for them: one file each, in the npm package
    rolldownOptions: { output: { assetFileNames: 'assets/[name]-[hash][extname]' } },
  },
};

// The page build's inputs: the app, the embed page (the element alone, for an <iframe>), the
// docs page, and the engine self-test page that e2e/engine.spec.js drives
// (www/engine/selftest.html). Not the element's.
const pages = {
  ...app,
  build: {
    ...app.build,
    rolldownOptions: {
      input: {
        main: 'index.html',
        embed: 'embed.html',
        docs: 'docs.html',
        engine: 'www/engine/selftest.html',
      },
    },
  },
};

// `vite build` alone (as scripts/test.sh runs it) builds both: when the page is written,
// the element's library build follows, into the same dist/.
const thenElement = {
  name: 'mtdlab-then-element',
  apply: 'build',
  async closeBundle() {
    await build({ configFile: fileURLToPath(import.meta.url), mode: 'element', logLevel: 'warn' });
  },
};

export default defineConfig(({ mode }) => {
  const config =
    mode === 'element'
      ? { ...element, plugins: [needsWasm, ...element.plugins] }
      : { ...pages, plugins: [needsWasm, stampVersion, thenElement] };
  // the worker imports the wasm bindings: an ES module worker keeps them a separate chunk
  const workerPlugins = mode === 'element' ? [wasmAsFile] : [];
  return { ...config, worker: { format: 'es', plugins: () => workerPlugins } };
});
