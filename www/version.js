// mtdlab's version: Cargo.toml's, the one place it is written (issue 21). vite.config.js
// defines __MTDLAB_VERSION__ from it in every build, the dev server and Vitest; a module run
// without Vite (a Node script importing the sources) says 'dev'.
/* global __MTDLAB_VERSION__ */
export const VERSION = typeof __MTDLAB_VERSION__ === 'string' ? __MTDLAB_VERSION__ : 'dev';
