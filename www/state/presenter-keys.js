// Presenter mode's keys, pure: a keydown in, what it does out. PageDown/PageUp (what a
// clicker sends) and → ← step forward and back by the unit chosen; B (or `.`, the other
// key clickers send for it) blanks the screen and any key shows it again; Esc leaves.

/** The presenter's units and the element's method that steps forward by each: an event, on
 * to the next node entered, over the whole subtree of the node about to be searched, or to
 * the end of the next null-window test. */
export const UNITS = { event: 'step', node: 'stepNode', subtree: 'stepOver', test: 'stepTest' };

/** `{ type: 'forward' | 'back' | 'blank' | 'unblank' | 'leave' }` for key event `e`, or
 * null (the key is left to the page). `blanked`: the screen is blank now. */
export function presenterKey(e, blanked) {
  if (blanked) return { type: 'unblank' };
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case 'PageDown':
    case 'ArrowRight':
      return { type: 'forward' };
    case 'PageUp':
    case 'ArrowLeft':
      return { type: 'back' };
    case 'b':
    case 'B':
    case '.':
      return { type: 'blank' };
    case 'Escape':
      return { type: 'leave' };
    default:
      return null;
  }
}

/**
 * Where a step back by `unit` goes: back by one event, one node entered or one test is the
 * element's own (`back`, `backNode`, `backTest`); back by a subtree returns to where the last
 * step forward by a subtree started (`trail`: the events stepped from, latest last), when
 * playback still stands where that step ended; else one event back. `{ method }` or
 * `{ seek }`.
 */
export function backStep(unit, trail, event) {
  if (unit === 'test') return { method: 'backTest' };
  if (unit === 'node') return { method: 'backNode' };
  if (unit === 'subtree' && trail.length) {
    const last = trail[trail.length - 1];
    if (last.to === event) return { seek: last.from };
  }
  return { method: 'back' };
}
