// Vite configuration for mtdlab's front end (and Vitest's, under `test`).
//
// `vite build` (npm run build) builds the visualiser page, index.html, into dist/.
// The wasm core comes from www/pkg/ (scripts/build-wasm.sh); the bindings load
// it with `new URL('mtdlab_bg.wasm', import.meta.url)`, which Vite serves as is
// in dev and copies into dist/assets/ (hashed) in a build.
import { defineConfig } from 'vite';

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
  test: {
    include: ['www/**/*.test.js'],
    environment: 'node',
  },
};

// The custom element library, www/element/mtd-lab.js -> dist/mtd-lab.js, goes
// here later: a second config selected with `vite build --mode element`, e.g.
//
//   const element = {
//     ...app,
//     build: {
//       ...app.build,
//       emptyOutDir: false, // keep the page built just before
//       lib: { entry: 'www/element/mtd-lab.js', formats: ['es'], fileName: () => 'mtd-lab.js' },
//     },
//   };
//
// and in package.json: "build": "vite build && vite build --mode element".

export default defineConfig(({ mode }) => {
  switch (mode) {
    // case 'element': return element;
    default:
      return app;
  }
});
