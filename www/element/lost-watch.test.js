import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/client.js';
import { LostWatch } from './lost-watch.js';

// The engine's own watchLost (a real Engine, no worker started): its watchers are counted
// in its `_lostWatchers`, the set a leak would grow.
const engine = () => new Engine(() => ({}));

describe('LostWatch (a lab’s subscription to lost sessions)', () => {
  it('subscribes once, however often the lab loads', () => {
    const e = engine();
    const w = new LostWatch(() => {});
    w.attach(e);
    w.attach(e);
    w.attach(e);
    expect(e._lostWatchers.size).toBe(1);
    expect(w.watching).toBe(true);
  });

  it('is removed when the lab is disconnected: nothing is left in the engine', () => {
    const e = engine();
    const w = new LostWatch(() => {});
    w.attach(e);
    w.detach();
    expect(e._lostWatchers.size).toBe(0);
    expect(w.watching).toBe(false);
  });

  it('a hundred labs added and removed leave no subscription behind', () => {
    const e = engine();
    for (let i = 0; i < 100; i++) {
      const w = new LostWatch(() => {});
      w.attach(e);
      w.detach();
    }
    expect(e._lostWatchers.size).toBe(0);
  });

  it('attached again (the lab added back) it hears the losses again', () => {
    const e = engine();
    const heard = [];
    const w = new LostWatch((id, why) => heard.push([id, why]));
    w.attach(e);
    w.detach();
    w.attach(e);
    for (const fn of e._lostWatchers) fn(7, 'a panic');
    expect(heard).toEqual([[7, 'a panic']]);
  });
});
