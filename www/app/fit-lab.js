// Explore's lab fills the window below what stands above it (the header, the tabs, a
// notice), so that on a laptop (1366×768) or a projector (1280×720) its tree, its narration
// and the lit pseudocode line are on screen together without scrolling the page (issue 17).
// The page's CSS sizes the element (app.css, from --lab-top); this keeps --lab-top, where
// Explore's grid starts in the page, up to date as what is above it changes size (a narrower
// window wraps the header, another language, a notice shown). It is a rule of a stylesheet
// adopted by the document: no style attribute is written (a CSP without 'unsafe-inline').

/** Keeps `--lab-top` the top of `grid` (Explore's grid) in the page. */
export function fitLab(grid) {
  const view = grid.ownerDocument.defaultView;
  const doc = grid.ownerDocument;
  const sheet = new view.CSSStyleSheet();
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  let top = null;
  const measure = () => {
    if (!grid.getClientRects().length) return; // Explore hidden: measured when shown
    const next = Math.round(grid.getBoundingClientRect().top + view.scrollY);
    if (next === top) return;
    top = next;
    sheet.replaceSync(`:root { --lab-top: ${top}px; }`);
  };
  // what can push the grid down: whatever precedes it, at every level up to the body
  const watch = new view.ResizeObserver(measure);
  watch.observe(grid); // shown again (from 0 × 0)
  for (let el = grid; el && el !== doc.body; el = el.parentElement) {
    for (let s = el.previousElementSibling; s; s = s.previousElementSibling) watch.observe(s);
  }
  measure();
}
