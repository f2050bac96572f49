// A lab scrolled far out of view (more than two viewports away) for FAR_MS gives its worker
// back (issue 19, item 4): a long page of labs holds workers only near what is on screen.
// Coming near again needs nothing here: the run's events are in the page, and the next
// seek searches it again (LabWorker.session, lab-worker.js).

/** How far around the viewport still counts as near (CSS margin of the observer's root). */
export const FAR_MARGIN = '200%';

/** How long a lab stays far before its worker is released (ms). */
export const FAR_MS = 5_000;

/** Watches `el`; calls `release()` once it has been far for FAR_MS. Null where the browser
 * has no IntersectionObserver. */
export function watchFar(el, release, { ms = FAR_MS } = {}) {
  if (typeof IntersectionObserver === 'undefined') return null;
  let timer = null;
  const io = new IntersectionObserver(
    (entries) => {
      const near = entries[entries.length - 1].isIntersecting;
      clearTimeout(timer);
      timer = near ? null : setTimeout(release, ms);
    },
    { rootMargin: FAR_MARGIN },
  );
  io.observe(el);
  return io;
}
