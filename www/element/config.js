// The element's search configuration from its attributes (issue 4): `tree`, `game`,
// `algorithm`, `guess`, `step`, `schedule`, `tt`, `tt-size`, `depth`, `max-visits`, `cut`, and back:
// the attributes that show a config; and the checks of every attribute (`lang`, `theme`,
// `controls`, `height`, `speed`, `autoplay`, `event` and `algorithms` too) and of load()'s
// fields: a value that cannot be read is a ConfigError naming the field and the values
// allowed, never a silent default. Pure.

import { SPEEDS } from '../state/playback.js';
import {
  ALGORITHMS,
  DEFAULT_ALGORITHM,
  algorithm as algorithmRow,
  limit,
  setting,
  takers,
} from '../engine/algorithms.js';

export const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

// The algorithms, what each takes, and every default and limit below come from the core's
// table (src/search/catalog/, by www/engine/algorithms.js): none is restated here.

/** CONVENTIONS.md §2, plus the literal seed 000 variant. */
export { ALGORITHMS };

/** Algorithms that start from a first guess f. */
export const GUESSING = new Set(takers('guess'));

/** Algorithms that take a step size. */
export const STEPPING = new Set(takers('step'));

/** Algorithms that follow a schedule of steps (seed 001's MTD-f-step). */
export const SCHEDULED = new Set(takers('schedule'));

/** The largest step the engine takes (steps lie in 0..=10^9). */
export const MAX_STEP = setting('step').max;

/** The largest first guess and leaf value (the engine's ±10^9). */
export const MAX_VALUE = setting('guess').max;

/** The largest TT the page may ask for (a session's). */
export const MAX_TT_SIZE = limit('ttSize', 'session').max;

/** The largest work budget (nodes visited). */
export const MAX_VISITS = limit('maxVisits', 'session').max;

/** The default work budget of the page (docs/engine-api.md). */
export const DEFAULT_VISITS = limit('maxVisits', 'session').default;

/** The deepest search a config may ask for. */
export const MAX_DEPTH = limit('depth', 'session').max;

const DEFAULTS = {
  algorithm: DEFAULT_ALGORITHM,
  guess: setting('guess').default,
  step: setting('step').default,
  schedule: setting('schedule').default,
  depth: null,
  tt: setting('tt').default,
  ttSize: limit('ttSize', 'session').default,
  maxEvents: limit('maxEvents', 'session').default,
  maxNodes: limit('maxNodes', 'session').default,
  maxVisits: DEFAULT_VISITS,
};

/** The row of the core's table for algorithm `name` (what it takes, its label). */
export { algorithmRow };

/** The cut conventions (src/search/cut.rs): `ge` cuts when α ≥ β (the default), `gt` only
 * when α > β. */
export const CUTS = ['ge', 'gt'];

/** The games a `game` attribute may name by a word. */
export const GAME_WORDS = ['tree', 'random', 'kalah'];

/** The languages and themes the element speaks and paints. */
export const LANGS = ['en', 'ja'];
export const THEMES = ['light', 'dark', 'auto'];

/** The panels a `controls` attribute may choose, in the order they are shown. */
export const PANELS = [
  'settings',
  'toolbar',
  'tree',
  'narration',
  'chart',
  'counters',
  'code',
  'tt',
];

/** A bad attribute or load() field: `field` names it, the message says what is allowed. */
export class ConfigError extends Error {
  constructor(field, message) {
    super(`${field}: ${message}`);
    this.name = 'ConfigError';
    this.field = field;
  }
}

/** A whole number typed as text (or given as a number) within lo..hi, else a ConfigError. */
export function readInt(field, v, lo, hi) {
  const text = String(v).trim();
  const n = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < lo || n > hi) {
    throw new ConfigError(field, `'${v}' is not a whole number from ${lo} to ${hi}`);
  }
  return n;
}

/** `on`/`off` (also `true`/`false`, or a boolean) → boolean, else a ConfigError. */
function readSwitch(field, v) {
  if (v === true || v === 'on' || v === 'true') return true;
  if (v === false || v === 'off' || v === 'false') return false;
  throw new ConfigError(field, `'${v}' is neither on nor off`);
}

function oneOf(field, v, allowed, what) {
  if (!allowed.includes(v)) {
    throw new ConfigError(field, `'${v}' is not ${what} (one of ${allowed.join(', ')})`);
  }
  return v;
}

/** The attributes that feed the config, each read from text into its config field. */
const READERS = {
  algorithm: ['algorithm', (v) => oneOf('algorithm', v, ALGORITHMS, 'an algorithm')],
  guess: ['guess', (v) => readInt('guess', v, -MAX_VALUE, MAX_VALUE)],
  step: ['step', (v) => readInt('step', v, 0, MAX_STEP)],
  schedule: ['schedule', (v) => readScheduleField(v)],
  tt: ['tt', (v) => readSwitch('tt', v)],
  'tt-size': ['ttSize', (v) => readInt('tt-size', v, 1, MAX_TT_SIZE)],
  depth: ['depth', (v) => (String(v).trim() === '' ? null : readInt('depth', v, 1, MAX_DEPTH))],
  'max-visits': ['maxVisits', (v) => readInt('max-visits', v, 1, MAX_VISITS)],
  cut: ['cut', (v) => oneOf('cut', v, CUTS, 'a cut convention')],
  // the programs' enhancements (issue 23): switches, and the aspiration window's δ
  'iterative-deepening': ['iterativeDeepening', (v) => readSwitch('iterative-deepening', v)],
  aspiration: ['aspiration', (v) => readAspiration(v)],
  history: ['history', (v) => readSwitch('history', v)],
  'tt-move-first': ['ttMoveFirst', (v) => readSwitch('tt-move-first', v)],
};

/** An aspiration window's half-width δ (the core's range), or null for `off`/`none`. */
function readAspiration(v) {
  if (v === null || v === 'off' || v === 'none') return null;
  const { min, max } = setting('aspiration');
  return readInt('aspiration', v, min, max);
}

function readScheduleField(v) {
  if (Array.isArray(v)) return v;
  const parsed = parseSchedule(v);
  if (parsed.error) {
    throw new ConfigError(
      'schedule',
      `'${v}' is not a list of steps (whole numbers from 0 to ${MAX_STEP}, e.g. 100, 50, 25, 12, 0)`,
    );
  }
  return parsed.schedule;
}

/** The game object of a `game` attribute: JSON, or a word (`tree`, `random`, `kalah`);
 * anything else is a ConfigError. */
export function parseGame(game, tree) {
  const text = String(game ?? '').trim();
  if (text.startsWith('{')) {
    let value;
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new ConfigError('game', `not valid JSON (${err.message}); ${GAME_HELP}`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new ConfigError('game', `not a game object; ${GAME_HELP}`);
    }
    return value;
  }
  if (text === 'kalah') return { kind: 'kalah', pits: 3, seeds: 2, depth: 4 };
  if (text === 'random') {
    return { kind: 'random', branching: 3, depth: 4, min: -20, max: 20, seed: 1, ordered: false };
  }
  if (text !== '' && text !== 'tree') throw new ConfigError('game', `'${text}': ${GAME_HELP}`);
  return { kind: 'tree', text: tree ?? AIMA };
}

const GAME_HELP = `expected ${GAME_WORDS.join(', ')} or a JSON game object such as {"kind":"kalah","pits":3,"seeds":2,"depth":4}`;

/** The language of a `lang` attribute (absent: English); anything else is a ConfigError. */
export function readLang(v) {
  return v === null || v === undefined || v === '' ? 'en' : oneOf('lang', v, LANGS, 'a language');
}

/** The theme of a `theme` attribute (absent or `auto`: the reader's preference, dark or
 * light); anything else is a ConfigError. */
export function readTheme(v) {
  return v === null || v === undefined || v === '' ? null : oneOf('theme', v, THEMES, 'a theme');
}

/** The panels of a `controls` attribute (names of PANELS, spaces or commas between), as a
 * Set; absent or empty: all of them. An unknown name, or none, is a ConfigError. */
export function readControls(v) {
  if (v === null || v === undefined || String(v).trim() === '') return new Set(PANELS);
  const names = String(v)
    .split(/[\s,]+/)
    .filter((n) => n !== '');
  for (const n of names) {
    if (!PANELS.includes(n)) {
      throw new ConfigError(
        'controls',
        `'${n}' is not a panel (the panels: ${PANELS.join(', ')}; spaces between)`,
      );
    }
  }
  return new Set(names);
}

/** The events per second of a `speed` attribute (absent: 4); anything else is a ConfigError. */
export function readSpeed(v) {
  if (v === null || v === undefined || String(v).trim() === '') return 4;
  const n = /^\d+$/.test(String(v).trim()) ? Number(v) : Number.NaN;
  if (!SPEEDS.includes(n)) {
    throw new ConfigError(
      'speed',
      `'${v}' is not a speed (events per second, one of ${SPEEDS.join(', ')})`,
    );
  }
  return n;
}

/** Whether an `autoplay` attribute plays: absent, `off` or `false` not; present (empty),
 * `on`, `true` or `autoplay` yes; anything else is a ConfigError. */
export function readAutoplay(v) {
  if (v === null || v === undefined || v === 'off' || v === 'false') return false;
  if (v === '' || v === 'on' || v === 'true' || v === 'autoplay') return true;
  throw new ConfigError('autoplay', `'${v}' is neither on nor off (present, on, true, off, false)`);
}

/** The event an `event` attribute starts at (absent: null, the first), a whole number
 * 0…10^9 (one past the run's end shows its end); anything else is a ConfigError. */
export function readEvent(v) {
  if (v === null || v === undefined || String(v).trim() === '') return null;
  return readInt('event', v, 0, 1_000_000_000);
}

/** The algorithms an `algorithms` attribute compares (names of ALGORITHMS, two to four,
 * different, spaces or commas between), or null when absent; else a ConfigError. */
export function readAlgorithms(v) {
  if (v === null || v === undefined || String(v).trim() === '') return null;
  const names = String(v)
    .split(/[\s,]+/)
    .filter((n) => n !== '');
  for (const n of names) oneOf('algorithms', n, ALGORITHMS, 'an algorithm');
  if (names.length < 2 || names.length > 4 || new Set(names).size !== names.length) {
    throw new ConfigError(
      'algorithms',
      `'${v}' is not two to four different algorithms (spaces between, e.g. alphabeta mtdf mtd-plus)`,
    );
  }
  return names;
}

/** The CSS height of a `height` attribute: a length (`500`, `500px`, `30em`, `80vh`, `100%`;
 * a bare number is in px, from 120 px) or null when absent; anything else is a ConfigError. */
export function readHeight(v) {
  if (v === null || v === undefined || String(v).trim() === '') return null;
  const m = /^(\d+(?:\.\d+)?)(px|em|vh|svh|dvh|%)?$/.exec(String(v).trim());
  const n = m ? Number(m[1]) : Number.NaN;
  const unit = m?.[2] ?? 'px';
  if (!m || n <= 0 || (unit === 'px' && (n < 120 || n > 20000))) {
    throw new ConfigError(
      'height',
      `'${v}' is not a height (a length such as 500, 500px, 30em, 80vh or 100%; in px from 120 to 20000)`,
    );
  }
  return `${n}${unit}`;
}

/**
 * A full engine config (docs/engine-api.md) from an attribute getter `get(name)`. An
 * attribute absent (or empty) takes its default; one that cannot be read throws a
 * ConfigError naming it and the values allowed. (`lang` and `theme` are read by readLang and
 * readTheme; the tree text is checked by the engine.)
 */
export function configFromAttributes(get) {
  const game = parseGame(get('game'), get('tree'));
  const config = { ...DEFAULTS, game };
  for (const [name, [key, read]] of Object.entries(READERS)) {
    const v = get(name);
    if (v !== null && v !== undefined && (v !== '' || name === 'depth')) config[key] = read(v);
  }
  const schedule = get('schedule');
  if (schedule === null || schedule === undefined || schedule === '')
    config.schedule = scheduleFrom(config.step);
  return config;
}

/** Seed 001's schedule 100, 50, 25, 12, 0 scaled to start at `step` (the core's divisors). */
export function scheduleFrom(step) {
  if (step === DEFAULTS.step) return DEFAULTS.schedule.slice();
  return [...setting('schedule').divisors.map((d) => Math.floor(step / d)), 0];
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
  if (has('depth') || (c.depth !== null && c.depth !== undefined))
    out.push(['depth', c.depth === null || c.depth === undefined ? null : String(c.depth)]);
  if (has('max-visits') || c.maxVisits !== DEFAULTS.maxVisits)
    out.push(['max-visits', String(c.maxVisits)]);
  // the cut convention is written only when it is there already or not the default
  if (has('cut') || (c.cut ?? 'ge') !== 'ge') out.push(['cut', c.cut ?? 'ge']);
  // the enhancements, likewise: only when there already or turned on
  // (a field the config leaves out removes the attribute the element has)
  for (const [name, key] of [
    ['iterative-deepening', 'iterativeDeepening'],
    ['history', 'history'],
    ['tt-move-first', 'ttMoveFirst'],
  ]) {
    const on = c[key];
    if (on === true) out.push([name, 'on']);
    else if (has(name)) out.push([name, on === false ? 'off' : null]);
  }
  const delta = c.aspiration ?? null;
  if (has('aspiration') || delta !== null)
    out.push(['aspiration', delta === null ? null : String(delta)]);
  return out;
}

/** The readers by config field (`ttSize`, not `tt-size`). */
const READ_FIELD = Object.fromEntries(Object.values(READERS));

/** The engine config's own fields (docs/engine-api.md), which load() passes on as given. */
const ENGINE_FIELDS = [
  'game',
  'algorithm',
  'guess',
  'step',
  'schedule',
  'depth',
  'tt',
  'ttSize',
  'maxEvents',
  'maxNodes',
  'maxVisits',
  'maxTests',
  'cut',
  'iterativeDeepening',
  'aspiration',
  'history',
  'ttMoveFirst',
];

/** A `tree` given to load(): tree text, a string (a number such as 123 is not a one-leaf
 * tree: it is refused, as the attribute's text would be read). */
function treeText(v) {
  if (typeof v === 'string') return v;
  const shown = JSON.stringify(v) ?? String(v);
  throw new ConfigError(
    'tree',
    `expected tree text, a string such as '[[1,2],[3]]', not ${Array.isArray(v) ? 'an array' : typeof v} (${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown})`,
  );
}

/** `read(v)`, its ConfigError naming `field` as load() was given it (`ttSize`, not the
 * attribute `tt-size` the reader knows it by). */
function readAs(field, read, v) {
  try {
    return read(v);
  } catch (err) {
    if (!(err instanceof ConfigError) || err.field === field) throw err;
    throw new ConfigError(field, err.message.slice(err.field.length + 2));
  }
}

/**
 * `load(config)`: an object of engine fields or attribute-style keys (`tree`, `tt-size`,
 * `max-visits`; text values read as the attributes are) over the current config. Anything
 * else is a ConfigError naming it (the engine checks the numbers given as numbers).
 */
export function mergeConfig(current, patch = {}) {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
    throw new ConfigError(
      'load',
      `expected an object such as { tree: '[[1,2],[3]]', algorithm: '${DEFAULT_ALGORITHM}' }, not ${JSON.stringify(patch)}`,
    );
  }
  const next = { ...DEFAULTS, ...current };
  for (const [k, v] of Object.entries(patch)) {
    const read = READ_FIELD[k];
    if (k === 'tree') next.game = { kind: 'tree', text: treeText(v) };
    else if (k === 'game') next.game = typeof v === 'string' ? parseGame(v) : v;
    else if (READERS[k] && !ENGINE_FIELDS.includes(k)) next[READERS[k][0]] = READERS[k][1](v);
    else if (read && (typeof v === 'string' || k === 'tt')) next[k] = readAs(k, read, v);
    else if (ENGINE_FIELDS.includes(k)) next[k] = v;
    else {
      throw new ConfigError(
        k,
        `unknown field (load() takes ${['tree', ...ENGINE_FIELDS, 'tt-size', 'max-visits', 'iterative-deepening', 'tt-move-first'].join(', ')})`,
      );
    }
    if (k === 'step' && !('schedule' in patch)) next.schedule = scheduleFrom(next.step);
  }
  return next;
}

/** The line and column of an engine error message ("… line 2, column 7: …"), if any. */
export function errorPosition(message) {
  const m = /line (\d+), column (\d+)/.exec(String(message));
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
}

/** What `mtd-error` carries for an error: `{ message, line, column, field }` (`field`: the
 * attribute or config field at fault, as the message starts with it, else null). */
export function errorDetail(err) {
  const message = String(err?.message ?? err);
  const field = err?.field ?? /^([A-Za-z][\w.-]*): /.exec(message)?.[1] ?? null;
  const where = errorPosition(message);
  return { message, line: where?.line ?? null, column: where?.column ?? null, field };
}
