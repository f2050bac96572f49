// The `hold` attribute of <mtd-lab>: an event playback does not go past until the page
// releases it (removes the attribute). A page that asks a question about a moment of the
// run (Learn's practice) holds the run there, so that stepping, playing, the scrubber, the
// keys and the script API cannot show the answer before it is given; moving backward stays
// free. A move refused fires `mtd-held` `{ event }` so the page can say why.
import { readInt } from './config.js';

/** The `hold` attribute read: a whole number of events, or null (absent: no hold); else a
 * ConfigError naming `hold`. */
export function readHold(v) {
  if (v === null || v === undefined || String(v).trim() === '') return null;
  return readInt('hold', v, 0, 1_000_000_000);
}

/**
 * The playback state `after` an action taken from `before` (www/state/playback.js), with
 * the run held at event `hold` (null: not held): a move forward stops at the hold (and
 * playing stops there); one from beyond the hold (shown before it was set) goes nowhere
 * forward. `{ pb, held }`: `held` true when the move was cut short. Pure.
 */
export function holdPlayback(before, after, hold) {
  if (hold === null || hold === undefined) return { pb: after, held: false };
  const limit = Math.max(before.event, hold);
  if (after.event <= limit) return { pb: after, held: false };
  return { pb: { ...after, event: limit, playing: false }, held: true };
}

/** The toolbar (www/controls/toolbar.js, painted) at the hold: its moves forward disabled,
 * so the reader sees that the run waits (the keys are refused with `mtd-held`). */
export function paintHold(toolbar, pb, hold) {
  if (hold === null || hold === undefined || pb.event < hold) return;
  for (const type of ['step', 'stepOver', 'stepOut', 'stepTest', 'end', 'toggle']) {
    const b = toolbar.buttons[type];
    if (b && !(type === 'toggle' && pb.playing)) b.disabled = true;
  }
}
