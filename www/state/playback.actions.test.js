// Every playback action from a state that is playing mid-run (issue 18, item 6: mutation
// testing). Stryker found that no test noticed an action leaving playback running, `play`
// in mid-run jumping back to the start, or `slower` going faster. Expected values are
// worked by hand from the reducer's contract: any move of the cursor pauses, ticks play on
// until the end, speeds stay within 1…64.
import { describe, expect, it } from 'vitest';
import { initialPlayback, reducePlayback } from './playback.js';

const tests = [
  { firstEvent: 0, endEvent: 10 },
  { firstEvent: 10, endEvent: 25 },
];

/** A run of 25 events and two tests, loaded, playing, at event 12. */
function playingAt12() {
  const loaded = reducePlayback(initialPlayback(), { type: 'load', total: 25, tests });
  const s = reducePlayback(reducePlayback(loaded, { type: 'seek', event: 12 }), { type: 'play' });
  expect(s).toMatchObject({ event: 12, playing: true });
  return s;
}

describe('playback actions', () => {
  it('starts empty: no events, no tests, paused, at 4 events a second', () => {
    expect(initialPlayback()).toEqual({ event: 0, total: 0, tests: [], playing: false, speed: 4 });
  });

  it('load sets the run, goes to the event asked for, and pauses', () => {
    const s = reducePlayback(playingAt12(), { type: 'load', total: 40, tests: [], event: 3 });
    expect(s).toEqual({ event: 3, total: 40, tests: [], playing: false, speed: 4 });
  });

  it.each([
    ['step', {}, 13],
    ['back', {}, 11],
    ['stepTest', {}, 25],
    ['backTest', {}, 10],
    ['seek', { event: 20 }, 20],
    ['seekTest', { test: 0 }, 10],
    ['start', {}, 0],
    ['end', {}, 25],
    ['pause', {}, 12],
    ['toggle', {}, 12],
  ])('%s moves to its event and pauses', (type, extra, event) => {
    const s = reducePlayback(playingAt12(), { type, ...extra });
    expect(s).toMatchObject({ event, playing: false, total: 25 });
  });

  it('play in mid-run plays on from there; a run of no events does not play', () => {
    const paused = reducePlayback(playingAt12(), { type: 'pause' });
    expect(reducePlayback(paused, { type: 'play' })).toMatchObject({ event: 12, playing: true });
    expect(reducePlayback(initialPlayback(), { type: 'play' }).playing).toBe(false);
  });

  it('a tick while paused changes nothing; one before the end plays on', () => {
    const paused = reducePlayback(playingAt12(), { type: 'pause' });
    expect(reducePlayback(paused, { type: 'tick', events: 3 })).toBe(paused);
    expect(reducePlayback(playingAt12(), { type: 'tick', events: 3 })).toMatchObject({
      event: 15,
      playing: true,
    });
  });

  it('slower halves the speed, faster doubles it, both stop at the ends of 1…64', () => {
    let s = reducePlayback(playingAt12(), { type: 'slower' });
    expect(s.speed).toBe(2);
    s = reducePlayback(reducePlayback(s, { type: 'slower' }), { type: 'slower' });
    expect(s.speed).toBe(1);
    s = reducePlayback(s, { type: 'speed', speed: 64 });
    expect(reducePlayback(s, { type: 'faster' }).speed).toBe(64);
  });
});
