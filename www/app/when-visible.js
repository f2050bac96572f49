// Resolves once `el` is on screen in a page that is shown (not a background tab, not an
// iframe scrolled out of view): embed.html loads the element, its worker and the wasm only
// then. Without IntersectionObserver it resolves at once.

/** A promise that resolves when `el` is first visible. */
export function whenVisible(el) {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver !== 'function') return resolve();
    const shown = () => document.visibilityState !== 'hidden';
    let onScreen = false;
    const check = () => {
      if (!onScreen || !shown()) return;
      observer.disconnect();
      document.removeEventListener('visibilitychange', check);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => {
      onScreen = entries.some((e) => e.isIntersecting);
      check();
    });
    observer.observe(el);
    document.addEventListener('visibilitychange', check);
  });
}
