import { describe, expect, it } from 'vitest';
import {
  initialPlayback,
  nextTestStop,
  prevTestStop,
  reducePlayback,
  testIndexAt,
  testsDone,
} from './playback.js';

const tests = [
  { firstEvent: 0, endEvent: 10 },
  { firstEvent: 10, endEvent: 25 },
];
const loaded = reducePlayback(initialPlayback(), { type: 'load', total: 25, tests });

describe('playback', () => {
  it('steps one event forward and back, never past either end', () => {
    let s = reducePlayback(loaded, { type: 'step' });
    expect(s.event).toBe(1);
    s = reducePlayback(reducePlayback(s, { type: 'back' }), { type: 'back' });
    expect(s.event).toBe(0);
    s = reducePlayback(reducePlayback(s, { type: 'end' }), { type: 'step' });
    expect(s.event).toBe(25);
  });

  it('steps a whole null-window test to its end, and back to the previous end', () => {
    expect(nextTestStop(tests, 0, 25)).toBe(10);
    expect(nextTestStop(tests, 10, 25)).toBe(25);
    expect(prevTestStop(tests, 25)).toBe(10);
    expect(prevTestStop(tests, 10)).toBe(0);
    let s = reducePlayback(loaded, { type: 'seek', event: 4 });
    s = reducePlayback(s, { type: 'stepTest' });
    expect(s.event).toBe(10);
    s = reducePlayback(s, { type: 'backTest' });
    expect(s.event).toBe(0);
  });

  it('knows which test runs and which have ended', () => {
    expect(testIndexAt(tests, 0)).toBe(-1);
    expect(testIndexAt(tests, 1)).toBe(0);
    expect(testIndexAt(tests, 11)).toBe(1);
    expect(testsDone(tests, 10)).toHaveLength(1);
    expect(testsDone(tests, 24)).toHaveLength(1);
    expect(testsDone(tests, 25)).toHaveLength(2);
  });

  it('plays by ticks and stops at the end; play at the end starts again', () => {
    let s = reducePlayback(loaded, { type: 'play' });
    expect(s.playing).toBe(true);
    s = reducePlayback(s, { type: 'tick', events: 30 });
    expect(s).toMatchObject({ event: 25, playing: false });
    s = reducePlayback(s, { type: 'toggle' });
    expect(s).toMatchObject({ event: 0, playing: true });
    expect(reducePlayback(s, { type: 'step' }).playing).toBe(false);
  });

  it('jumps to a test picked on the bounds chart', () => {
    expect(reducePlayback(loaded, { type: 'seekTest', test: 1 }).event).toBe(25);
    expect(reducePlayback(loaded, { type: 'seekTest', test: 7 }).event).toBe(0);
  });

  it('changes speed within the list of speeds', () => {
    const s = reducePlayback(loaded, { type: 'faster' });
    expect(s.speed).toBe(8);
    expect(reducePlayback(loaded, { type: 'speed', speed: 3 }).speed).toBe(4);
  });

  it('rejects an unknown action', () => {
    expect(() => reducePlayback(loaded, { type: 'jump' })).toThrow(/unknown/);
  });
});
