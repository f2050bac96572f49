// The front end of mtdlab.Lab (python/mtdlab/widget.py): the very <mtd-lab> element of the
// npm package, inside a Jupyter output.
//
// anywidget runs this module from a blob: URL, from which the element's relative URLs (its
// worker, the worker's .wasm) reach nothing; and no server route is the same in JupyterLab,
// Notebook 7 and VS Code. So the element's files come through the model as bytes (`_assets`,
// path → bytes) and become blob: URLs here: each file's references to the others (a quoted
// `./assets/NAME`, `./NAME` or `NAME`) are rewritten to their blob: URLs, leaves first (the
// .wasm, then the chunks that load them, then the worker, then the element). A blob: URL is
// of the page's origin, so the module worker starts as it does on the app's page.

/** The element module's import, once per page (customElements.define runs once). */
function elementLoaded(model) {
  if (customElements.get('mtd-lab')) return Promise.resolve();
  globalThis.__mtdlabElement ??= importElement(model.get('_assets'));
  return globalThis.__mtdlabElement;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const baseName = (path) => path.slice(path.lastIndexOf('/') + 1);
/** A quoted reference to the file at `path` (`"./assets/NAME"`, `` `NAME` ``, `'./NAME'`):
 * the forms Vite's build and scripts/stage-npm.mjs write. A name in a message is no reference. */
const reference = (path) =>
  new RegExp(`(["'\`])(?:\\./)?(?:assets/)?${escape(baseName(path))}\\1`, 'g');

async function importElement(files) {
  const url = {};
  const pending = new Set(Object.keys(files));
  const bytes = (v) =>
    v instanceof DataView ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : v;
  for (const path of [...pending].filter((p) => p.endsWith('.wasm'))) {
    url[path] = URL.createObjectURL(new Blob([bytes(files[path])], { type: 'application/wasm' }));
    pending.delete(path);
  }
  const text = Object.fromEntries(
    [...pending].map((p) => [p, new TextDecoder().decode(bytes(files[p]))]),
  );
  while (pending.size > 0) {
    // a file whose text names no file still pending: all it references has a URL
    const ready = [...pending].find((p) =>
      [...pending].every((q) => q === p || !reference(q).test(text[p])),
    );
    if (!ready)
      throw new Error(
        `mtdlab: the element's files reference each other in a cycle: ${[...pending]}`,
      );
    let src = text[ready];
    for (const [path, blobUrl] of Object.entries(url)) {
      src = src.replace(reference(path), JSON.stringify(blobUrl));
    }
    url[ready] = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
    pending.delete(ready);
  }
  await import(/* webpackIgnore: true */ url['mtd-lab.js']);
}

/** The attributes the model sets on the element (empty: the element's default). */
const ATTRIBUTES = ['tree', 'algorithm', 'guess', 'controls', 'lang', 'height'];

/** The part of the element's state the model carries (docs/element.md "State"). */
const stateOf = (s) => ({
  value: s.value,
  tests: s.tests,
  step: s.step,
  line: s.line,
  event: s.event,
});

async function render({ model, el }) {
  try {
    await elementLoaded(model);
  } catch (err) {
    el.textContent = `mtdlab: the element could not load: ${err.message}`;
    return undefined;
  }
  const lab = document.createElement('mtd-lab');
  const setAttr = (name) => {
    const value = String(model.get(name) ?? '');
    if (value === '') lab.removeAttribute(name);
    else if (lab.getAttribute(name) !== value) lab.setAttribute(name, value);
  };
  ATTRIBUTES.forEach(setAttr);
  lab.setAttribute('event', String(model.get('event')));
  // Notebook 7's app takes keydown on the document in the capture phase (JupyterLab's in the
  // bubble phase, after the element has taken its keys), and a key one of its bindings
  // matches (→ among them) is stopped there before it reaches the element. Lumino matches no
  // binding for a key from inside an element bearing this attribute: the notebook's own keys
  // (command mode's A, B, D D…) are then not run on a focused widget either.
  lab.setAttribute('data-lm-suppress-shortcuts', 'true');
  el.appendChild(lab);

  // the element → the model: the event shown and its state, on every step shown
  const publish = (state) => {
    if (!state) return;
    model.set('state', stateOf(state));
    model.set('event', state.event);
    model.set('error', '');
    model.save_changes();
  };
  const onStep = (e) => publish(e.detail);
  const onError = (e) => {
    model.set('error', e.detail?.message ?? String(e.detail));
    model.save_changes();
  };
  lab.addEventListener('mtd-step', onStep);
  lab.addEventListener('mtd-done', onStep);
  lab.addEventListener('mtd-error', onError);
  // the element reflects what it loaded (its settings panel too) on its attributes
  const observer = new MutationObserver(() => {
    let changed = false;
    // absent: the element's default (tree: AIMA's, which the model says as '')
    for (const [name, absent] of [
      ['tree', ''],
      ['algorithm', 'mtdf'],
    ]) {
      const value = lab.getAttribute(name) ?? absent;
      if (value !== model.get(name)) {
        model.set(name, value);
        changed = true;
      }
    }
    const guess = Number(lab.getAttribute('guess') ?? 0);
    if (Number.isInteger(guess) && guess !== model.get('guess')) {
      model.set('guess', guess);
      changed = true;
    }
    if (changed) model.save_changes();
  });
  observer.observe(lab, { attributes: true, attributeFilter: ['tree', 'algorithm', 'guess'] });

  // the model → the element
  const onAttr = {};
  for (const name of ATTRIBUTES) {
    onAttr[name] = () => setAttr(name);
    model.on(`change:${name}`, onAttr[name]);
  }
  const onEvent = () => {
    const k = model.get('event');
    if (lab.state?.event !== k) lab.seek(k).catch(() => {});
  };
  model.on('change:event', onEvent);
  lab.ready?.then?.(() => publish(lab.state)).catch(() => {});

  return () => {
    observer.disconnect();
    for (const name of ATTRIBUTES) model.off(`change:${name}`, onAttr[name]);
    model.off('change:event', onEvent);
    lab.removeEventListener('mtd-step', onStep);
    lab.removeEventListener('mtd-done', onStep);
    lab.removeEventListener('mtd-error', onError);
  };
}

export default { render };
