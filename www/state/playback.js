// Playback state, pure: where the cursor is in a run's events, whether it plays and how
// fast. A reducer over { event, total, tests, playing, speed }; the element turns each new
// `event` into one engine.seek.

export const SPEEDS = [1, 2, 4, 8, 16, 32, 64];

/** The state before anything is loaded, or for a run of `total` events and `tests`. */
export function initialPlayback(total = 0, tests = []) {
  return { event: 0, total, tests, playing: false, speed: 4 };
}

const clamp = (k, total) => Math.max(0, Math.min(total, Math.trunc(k) || 0));

/** The end event of the first test that ends after `k` (`total` when none does). */
export function nextTestStop(tests, k, total) {
  for (const t of tests) if (t.endEvent > k) return Math.min(t.endEvent, total);
  return total;
}

/** The end event of the last test that ended before `k` (0 when none did). */
export function prevTestStop(tests, k) {
  let stop = 0;
  for (const t of tests) if (t.endEvent < k) stop = t.endEvent;
  return stop;
}

/** The index of the test running at `k` (the one whose events hold event k − 1), or of
 * the last test that ended; −1 before the first test begins. */
export function testIndexAt(tests, k) {
  let index = -1;
  for (let i = 0; i < tests.length; i++) {
    if (tests[i].firstEvent < k) index = i;
  }
  return index;
}

/** The tests that have ended by event `k`. */
export function testsDone(tests, k) {
  return tests.filter((t) => t.endEvent <= k);
}

/** Applies one action: step, back, stepTest, backTest, seek, start, end, play, pause,
 * toggle, tick, speed, faster, slower, load. */
export function reducePlayback(state, action) {
  const { total, tests } = state;
  const at = (event, extra = {}) => ({ ...state, event: clamp(event, total), ...extra });
  switch (action.type) {
    case 'load':
      return {
        ...state,
        total: action.total,
        tests: action.tests,
        event: clamp(action.event ?? 0, action.total),
        playing: false,
      };
    case 'step':
      return at(state.event + 1, { playing: false });
    case 'back':
      return at(state.event - 1, { playing: false });
    case 'stepTest':
      return at(nextTestStop(tests, state.event, total), { playing: false });
    case 'backTest':
      return at(prevTestStop(tests, state.event), { playing: false });
    case 'seek':
      return at(action.event, { playing: false });
    case 'seekTest': {
      const t = tests[action.test];
      return t ? at(t.endEvent, { playing: false }) : state;
    }
    case 'start':
      return at(0, { playing: false });
    case 'end':
      return at(total, { playing: false });
    case 'play':
      // playing from the end starts again from the beginning
      return at(state.event >= total ? 0 : state.event, { playing: total > 0 });
    case 'pause':
      return { ...state, playing: false };
    case 'toggle':
      return reducePlayback(state, { type: state.playing ? 'pause' : 'play' });
    case 'tick': {
      if (!state.playing) return state;
      const event = clamp(state.event + (action.events ?? 1), total);
      return { ...state, event, playing: event < total };
    }
    case 'speed':
      return { ...state, speed: SPEEDS.includes(action.speed) ? action.speed : state.speed };
    case 'faster':
    case 'slower': {
      const i = SPEEDS.indexOf(state.speed) + (action.type === 'faster' ? 1 : -1);
      return { ...state, speed: SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, i))] };
    }
    default:
      throw new Error(`unknown playback action: ${action.type}`);
  }
}
