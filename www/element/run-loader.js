// What <mtd-lab> asks of the engine to show a run: the one engine of the page (a pool of
// workers, one per session; www/engine/client.js is the only module that talks to them),
// and a run opened there, searched to its end and fetched whole (summary, explored tree,
// events), so that playback has only to seek in it.
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
 * `onOpen(id)` is told the session's id as soon as it is open (to cancel it), and
 * `onProgress(summary)` how the search goes.
 */
export async function openRun(engine, config, stale, { onOpen, onProgress } = {}) {
  const { id } = await engine.open(config);
  onOpen?.(id);
  try {
    if (stale()) return close(engine, id);
    const summary = await engine.runToEnd(id, { onProgress });
    const tree = await engine.tree(id);
    const events = await engine.events(id, 0, summary.eventCount);
    if (stale()) return close(engine, id);
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

function close(engine, id) {
  engine.close(id);
  return null;
}
