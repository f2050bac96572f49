// What <mtd-lab> asks of the engine to show a run: the one engine of the page (one worker,
// many sessions; www/engine/client.js is the only module that talks to it), and a run
// opened there, searched to its end and fetched whole (summary, explored tree, events), so
// that playback has only to seek in it.
import { Engine } from '../engine/client.js';
import { eventCount, firstEntered } from '../state/events.js';

let shared = null;

/** The one engine of the page, made the first time by `factory` (`() => Promise<Engine>`;
 * by default the real one). */
export function sharedEngine(factory) {
  shared ??= (factory ?? (() => Engine.create()))();
  return shared;
}

/**
 * Opens `config` on `engine`, runs it to its end and fetches it: `{ id, summary, tree,
 * events, first, total }` (`first`: each node's first-entry event; `total`: the events
 * playback steps through). Null, the session closed, when `stale()` says that a newer load
 * has superseded this one meanwhile; a session that fails to load is closed too.
 */
export async function openRun(engine, config, stale) {
  const { id } = await engine.open(config);
  try {
    const summary = await engine.runToEnd(id);
    const tree = await engine.tree(id);
    const events = await engine.events(id, 0, summary.eventCount);
    if (stale()) {
      engine.close(id);
      return null;
    }
    return {
      id,
      summary,
      tree,
      events,
      first: firstEntered(events, tree.parent.length),
      total: Math.min(summary.eventCount, eventCount(events)),
    };
  } catch (err) {
    engine.close(id);
    throw err;
  }
}
