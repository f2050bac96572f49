// The element's search configuration from its attributes (issue 4): `tree`, `game`,
// `algorithm`, `guess`, `step`, `schedule`, `tt`, `tt-size`, `depth`, and back: the
// attributes that show a config; pure.

export const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

/** CONVENTIONS.md §2, plus the literal seed 000 variant. */
export const ALGORITHMS = [
  'minimax',
  'alphabeta',
  'alphabeta-tt',
  'negascout',
  'negascout-tt',
  'mtdf',
  'mtdf-literal',
  'mtd-plus',
  'mtd-minus',
  'mtd-bi',
  'mtd-step',
  'mtd-f-step',
  'mtd-f-ab',
  'id-mtdf',
];

/** Algorithms that start from a first guess f. */
export const GUESSING = new Set(['mtdf', 'mtdf-literal', 'mtd-f-step', 'mtd-f-ab', 'id-mtdf']);

/** Algorithms that take a step size. */
export const STEPPING = new Set(['mtd-step', 'mtd-f-step', 'mtd-f-ab']);

/** Algorithms that follow a schedule of steps (seed 001's MTD-f-step). */
export const SCHEDULED = new Set(['mtd-f-step']);

/** The largest step the engine takes (src/session: steps lie in 0..=10^9). */
export const MAX_STEP = 1_000_000_000;

const DEFAULTS = {
  algorithm: 'mtdf',
  guess: 0,
  step: 100,
  schedule: [100, 50, 25, 12, 0],
  depth: null,
  tt: true,
  ttSize: 65536,
  maxEvents: 2000000,
  maxNodes: 200000,
};

const int = (v, fallback) => {
  const n = Number.parseInt(v, 10);
  return Number.isFinite(n) ? n : fallback;
};

/** The game object of a `game` attribute: JSON, or a word (`tree`, `random`, `kalah`). */
export function parseGame(game, tree) {
  if (game) {
    const text = game.trim();
    if (text.startsWith('{')) return JSON.parse(text);
    if (text === 'kalah') return { kind: 'kalah', pits: 3, seeds: 2, depth: 4 };
    if (text === 'random') {
      return { kind: 'random', branching: 3, depth: 4, min: -20, max: 20, seed: 1, ordered: false };
    }
  }
  return { kind: 'tree', text: tree ?? AIMA };
}

/** A full engine config (docs/engine-api.md) from an attribute getter `get(name)`. */
export function configFromAttributes(get) {
  const game = parseGame(get('game'), get('tree'));
  const algorithm = get('algorithm') || DEFAULTS.algorithm;
  const tt = get('tt');
  const depth = get('depth');
  const step = int(get('step'), DEFAULTS.step);
  const schedule = parseSchedule(get('schedule') ?? '');
  return {
    ...DEFAULTS,
    game,
    algorithm,
    guess: int(get('guess'), DEFAULTS.guess),
    step,
    schedule: schedule.schedule ?? scheduleFrom(step),
    depth: depth === null || depth === undefined || depth === '' ? null : int(depth, null),
    tt: !(tt === 'off' || tt === 'false' || tt === '0'),
    ttSize: int(get('tt-size'), DEFAULTS.ttSize),
  };
}

/** Seed 001's schedule 100, 50, 25, 12, 0 scaled to start at `step`. */
export function scheduleFrom(step) {
  if (step === DEFAULTS.step) return DEFAULTS.schedule.slice();
  return [step, Math.floor(step / 2), Math.floor(step / 4), Math.floor(step / 8), 0];
}

/**
 * A schedule typed as text, e.g. `100, 50, 25, 12, 0` (commas and/or spaces between whole
 * numbers in 0..10^9): `{ schedule }`, or `{ error: { code, token } }` with `code` one of
 * `empty`, `number` (`token` is not a whole number), `negative`, `range` (too large).
 */
export function parseSchedule(text) {
  const tokens = String(text ?? '')
    .split(/[\s,]+/)
    .filter((t) => t !== '');
  if (!tokens.length) return { error: { code: 'empty', token: '' } };
  const schedule = [];
  for (const token of tokens) {
    if (/^-\d+$/.test(token)) return { error: { code: 'negative', token } };
    if (!/^\+?\d+$/.test(token)) return { error: { code: 'number', token } };
    const v = Number(token);
    if (v > MAX_STEP) return { error: { code: 'range', token } };
    schedule.push(v);
  }
  return { schedule };
}

/** A schedule as the text field shows it: `100, 50, 25, 12, 0`. */
export function showSchedule(schedule) {
  return schedule.join(', ');
}

/** True when `schedule` is the one `step` gives by itself (nothing to write down). */
export function isDefaultSchedule(schedule, step) {
  const own = scheduleFrom(step);
  return schedule.length === own.length && schedule.every((v, i) => v === own[i]);
}

/**
 * The attributes that show config `c` (what `load(config)` writes back): `[name, value]`
 * pairs in the order to set them, value null for one to remove. `has(name)` says whether
 * the element has an attribute now: `step`, `schedule`, `tt` and `tt-size` are written only
 * when they are there already or the config's value is not the default.
 */
export function configAttributes(c, has) {
  const out = [];
  if (c.game?.kind === 'tree') out.push(['tree', c.game.text], ['game', null]);
  else out.push(['game', JSON.stringify(c.game)], ['tree', null]);
  out.push(['algorithm', c.algorithm], ['guess', String(c.guess)]);
  if (has('step') || c.step !== DEFAULTS.step) out.push(['step', String(c.step)]);
  if (has('schedule') || !isDefaultSchedule(c.schedule, c.step))
    out.push(['schedule', showSchedule(c.schedule)]);
  if (has('tt') || c.tt === false) out.push(['tt', c.tt === false ? 'off' : 'on']);
  if (has('tt-size') || c.ttSize !== DEFAULTS.ttSize) out.push(['tt-size', String(c.ttSize)]);
  return out;
}

/** `load(config)` accepts attribute-style keys (`tree`, `guess` …) over the current config. */
export function mergeConfig(current, patch = {}) {
  const next = { ...DEFAULTS, ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'tree') next.game = { kind: 'tree', text: String(v) };
    else if (k === 'game') next.game = typeof v === 'string' ? parseGame(v) : v;
    else if (k === 'step') {
      next.step = int(v, next.step);
      if (!('schedule' in patch)) next.schedule = scheduleFrom(next.step);
    } else if (k === 'schedule' && typeof v === 'string') {
      const parsed = parseSchedule(v);
      if (parsed.error) throw new Error(`schedule: '${v}' is not a list of steps`);
      next.schedule = parsed.schedule;
    } else if (k === 'guess' || k === 'ttSize') next[k] = int(v, next[k]);
    else next[k] = v;
  }
  return next;
}

/** The line and column of an engine error message ("… line 2, column 7: …"), if any. */
export function errorPosition(message) {
  const m = /line (\d+), column (\d+)/.exec(String(message));
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
}
