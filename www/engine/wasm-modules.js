// The page's .wasm files, each fetched and compiled once in the page and handed to every
// worker as a compiled WebAssembly.Module (issue 23, item 4): without it each worker fetched
// and compiled the core itself — three times at start-up (the utility worker, the spare, the
// first lab's). A Module crosses postMessage to a worker of the page's own, where
// wasm-bindgen's init instantiates it (www/engine/worker.js); every worker and every
// <mtd-lab> of the page thus shares one compiled module per file.
//
// Under a Content-Security-Policy the page compiles with its own script-src, which must
// allow 'wasm-unsafe-eval' (docs/element.md's strict policy does); where it does not, or the
// compile fails for any other reason, the workers are given nothing and compile as before.

/** The files, by the name the worker's message gives them. Each URL is written inline, the
 * form Vite turns into the built asset's URL (vite.config.js keeps them files in the
 * element's build). */
const URLS = {
  core: () => new URL('../pkg/mtdlab_bg.wasm', import.meta.url),
  experiments: () => new URL('../pkg/mtdlab_experiments_bg.wasm', import.meta.url),
};

/** name → { promise, module } */
const compiled = new Map();

/** Compiles `name`'s file once: resolves with its Module, or null when the page cannot
 * (its CSP, no WebAssembly, a failed fetch) — never rejects. */
export function compileWasm(name) {
  let entry = compiled.get(name);
  if (!entry) {
    entry = { module: null };
    entry.promise = compile(URLS[name]())
      .then((module) => {
        entry.module = module;
        return module;
      })
      .catch(() => null);
    compiled.set(name, entry);
  }
  return entry.promise;
}

/** `name`'s Module if it is compiled already, else null. */
export function compiledWasm(name) {
  return compiled.get(name)?.module ?? null;
}

/** Sends a new worker its first message, once the core's compile has settled: the modules
 * compiled by then (null: the worker compiles that file itself). The experiments' core is
 * sent when it was compiled first (the experiments' pool waits for it). */
export function sendWasm(worker) {
  compileWasm('core').then(() => {
    try {
      worker.postMessage({
        type: 'wasm',
        core: compiledWasm('core'),
        experiments: compiledWasm('experiments'),
      });
    } catch {
      // terminated meanwhile
    }
  });
}

async function compile(url) {
  if (typeof WebAssembly === 'undefined' || typeof fetch !== 'function') return null;
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch (err) {
      // a server that does not say application/wasm (a TypeError): compiled from the bytes
      // below; a compile refused (a CSP) or failed would fail again
      if (!(err instanceof TypeError)) throw err;
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}
