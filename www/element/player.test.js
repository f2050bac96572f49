import { describe, expect, it } from 'vitest';
import { Player } from './player.js';
import { openRun } from './run-loader.js';
import { AIMA } from './config.js';
import { WasmEngine } from '../testing/wasm-engine.js';
import { EVENT_INTS, Kind } from '../state/events.js';

const mtdf = { game: { kind: 'tree', text: AIMA }, algorithm: 'mtdf', guess: 0 };

async function setUp() {
  const engine = await WasmEngine.create();
  const run = await openRun(engine, mtdf, () => false);
  const log = [];
  const handed = []; // what each seek was handed to refill
  const player = new Player({
    run: () => run,
    seek: (r, k, reuse) => {
      handed.push(reuse);
      return engine.seek(r.id, k, reuse);
    },
    onView: () => log.push(['view', player.viewEvent]),
    onArrived: () => log.push(['arrived', player.viewEvent]),
    onError: (err) => log.push(['error', err.message]),
    onChange: () => log.push(['change', player.pb.event]),
  });
  player.load({ total: run.total, tests: run.summary.tests, event: 0 });
  await player.sync();
  return { engine, run, player, log, handed };
}

describe('Player', () => {
  it('brings the view to the event playback stands at, and says when it arrived', async () => {
    const { player, log } = await setUp();
    expect(player.viewEvent).toBe(0);
    player.dispatch({ type: 'step' });
    await player.settled();
    expect(player.viewEvent).toBe(1);
    expect(player.view).not.toBeNull();
    expect(log.filter(([k]) => k === 'arrived').map(([, e]) => e)).toEqual([0, 1]);
  });

  it('ends at the run end on `end`, with atEnd true', async () => {
    const { run, player } = await setUp();
    player.dispatch({ type: 'end' });
    await player.settled();
    expect(player.viewEvent).toBe(run.total);
    expect(player.atEnd).toBe(true);
  });

  it('steps over the root from event 1 to the end of the first test (its Return)', async () => {
    const { run, player } = await setUp();
    player.dispatch({ type: 'step' });
    await player.settled();
    player.dispatch({ type: 'stepOver' });
    await player.settled();
    // the root entered at event 1 returns just before the first test ends
    expect(player.pb.event).toBe(run.summary.tests[0].endEvent - 1);
  });

  it('steps to the next node entered and back, one Enter at a time', async () => {
    const { run, player } = await setUp();
    // the Enters of the trace, found here event by event
    const enters = [];
    for (let i = 0; i < run.total; i++)
      if (run.events[i * EVENT_INTS] === Kind.Enter) enters.push(i);
    player.dispatch({ type: 'stepNode' });
    await player.settled();
    expect(player.pb.event).toBe(enters[0] + 1);
    player.dispatch({ type: 'stepNode' });
    await player.settled();
    expect(player.pb.event).toBe(enters[1] + 1);
    player.dispatch({ type: 'backNode' });
    await player.settled();
    expect(player.pb.event).toBe(enters[0] + 1);
  });

  it('hands the engine the node columns of the view it replaced, never those shown', async () => {
    const { engine, run, player, handed } = await setUp();
    const first = player.view;
    player.dispatch({ type: 'step' });
    await player.settled();
    expect(handed).toEqual([null, null]);
    const second = player.view;
    player.dispatch({ type: 'step' });
    await player.settled();
    // the third seek refilled the first view's arrays (same length: every node recorded)
    expect(handed[2]).toBe(first.nodes);
    expect(player.view.nodes.alpha).toBe(first.nodes.alpha);
    expect(player.view.nodes.alpha).not.toBe(second.nodes.alpha);
    // and shows what a seek with fresh arrays shows
    expect(player.view).toEqual(await engine.seek(run.id, 2));
  });

  it('clears the view of a freed run', async () => {
    const { player } = await setUp();
    player.clear();
    expect(player.view).toBeNull();
    expect(player.viewEvent).toBe(-1);
  });
});
