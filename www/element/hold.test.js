// The `hold` attribute's rule (hold.js) and the Player under it: no move forward passes the
// event held, whatever the move (step, play and its ticks, seek, end, a test's end, stepping
// over), moves backward are free, and a move cut short is reported.
import { describe, expect, it } from 'vitest';
import { holdPlayback, paintHold, readHold } from './hold.js';
import { Player } from './player.js';
import { initialPlayback, reducePlayback } from '../state/playback.js';
import { openRun } from './run-loader.js';
import { AIMA } from './config.js';
import { WasmEngine } from '../testing/wasm-engine.js';

const at = (event, total = 40) => ({ ...initialPlayback(total, []), event });

describe('holdPlayback', () => {
  it('stops a move forward at the hold, and says so', () => {
    const before = at(10);
    for (const action of [{ type: 'step' }, { type: 'end' }, { type: 'seek', event: 30 }]) {
      const r = holdPlayback(before, reducePlayback(before, action), 10);
      expect(r.pb.event).toBe(10);
      expect(r.held).toBe(true);
    }
    const r = holdPlayback(at(4), reducePlayback(at(4), { type: 'seek', event: 25 }), 10);
    expect(r.pb.event).toBe(10);
  });

  it('lets a move backward, or forward up to the hold, through', () => {
    for (const [from, action, to] of [
      [10, { type: 'back' }, 9],
      [10, { type: 'start' }, 0],
      [3, { type: 'step' }, 4],
      [3, { type: 'seek', event: 10 }, 10],
    ]) {
      const r = holdPlayback(at(from), reducePlayback(at(from), action), 10);
      expect(r).toEqual({ pb: expect.objectContaining({ event: to }), held: false });
    }
  });

  it('stops playing at the hold; without a hold nothing changes', () => {
    const playing = { ...at(9), playing: true };
    const r = holdPlayback(playing, reducePlayback(playing, { type: 'tick', events: 4 }), 10);
    expect(r.pb).toMatchObject({ event: 10, playing: false });
    const free = reducePlayback(playing, { type: 'tick', events: 4 });
    expect(holdPlayback(playing, free, null)).toEqual({ pb: free, held: false });
  });

  it('reads the attribute strictly', () => {
    expect(readHold(null)).toBe(null);
    expect(readHold('')).toBe(null);
    expect(readHold('12')).toBe(12);
    expect(() => readHold('-1')).toThrow(/^hold: '-1' is not a whole number/);
    expect(() => readHold('x')).toThrow(expect.objectContaining({ field: 'hold' }));
  });
});

describe('paintHold', () => {
  it('disables the toolbar’s moves forward at the hold only', () => {
    const names = ['start', 'back', 'step', 'stepOver', 'stepOut', 'stepTest', 'end', 'toggle'];
    const bar = () => ({ buttons: Object.fromEntries(names.map((n) => [n, { disabled: false }])) });
    const held = bar();
    paintHold(held, at(10), 10);
    const off = names.filter((n) => held.buttons[n].disabled);
    expect(off).toEqual(['step', 'stepOver', 'stepOut', 'stepTest', 'end', 'toggle']);
    for (const [pb, hold] of [
      [at(9), 10],
      [at(10), null],
    ]) {
      const free = bar();
      paintHold(free, pb, hold);
      expect(names.filter((n) => free.buttons[n].disabled)).toEqual([]);
    }
  });
});

describe('Player with a hold', () => {
  it('shows nothing past the event held until released', async () => {
    const engine = await WasmEngine.create();
    const config = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 };
    const run = await openRun(engine, config, () => false);
    let held = 0;
    const player = new Player({
      run: () => run,
      seek: (r, k, reuse) => engine.seek(r.id, k, reuse),
      onView: () => {},
      onArrived: () => {},
      onError: (err) => {
        throw err;
      },
      onChange: () => {},
      onHeld: () => held++,
    });
    player.load({ total: run.total, tests: run.summary.tests, event: 0 });
    player.hold = 5;
    for (const type of ['stepTest', 'end', 'stepOver', 'step']) {
      player.dispatch({ type: 'seek', event: 5 });
      player.dispatch({ type });
      await player.settled();
      expect(player.viewEvent, type).toBe(5);
    }
    expect(held).toBe(4);
    player.dispatch({ type: 'back' });
    await player.settled();
    expect(player.viewEvent).toBe(4);
    player.hold = null;
    player.dispatch({ type: 'end' });
    await player.settled();
    expect(player.viewEvent).toBe(run.total);
  });
});
