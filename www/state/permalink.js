// Permalinks (issue 9): a moment of a run as a compact, versioned, URL-safe string, and
// back. `1.<payload>.<check>`: the version, the base64url of a compact JSON object (short
// keys, defaults left out), and a 6-character check of the payload, so a string cut short
// or changed by hand is told from a good one. Decoding never throws anything but a
// ConfigError whose message says what is wrong (field `state`, or the field at fault); every
// value is read by www/element/config.js's readers, as the attributes are. Pure.
import {
  ALGORITHMS,
  ConfigError,
  LANGS,
  MAX_STEP,
  MAX_TT_SIZE,
  MAX_VALUE,
  MAX_VISITS,
  THEMES,
  configAttributes,
  configFromAttributes,
  readInt,
  readLang,
  readTheme,
} from '../element/config.js';
import { MAX_LEAVES, RANDOM_RANGES, randomTreeText } from '../app/random-tree.js';
import { KALAH_SEARCHES } from '../app/kalah-settings.js';

/** The version this page writes and reads. */
export const STATE_VERSION = 1;

/** The app's tabs a state may open. */
export const TABS = ['explore', 'compare', 'kalah'];

/** The longest state read (characters): a tree text of the engine's 200,000 nodes fits. */
export const MAX_STATE_LENGTH = 4_000_000;

/** The last event a state may name (the engine records at most 10^7 events). */
export const MAX_EVENT = 10_000_000;

const CHECK_LENGTH = 6;

// field of the decoded state -> key in the JSON. The fields are named as the attributes are.
const KEYS = {
  tab: 'b',
  tree: 't',
  random: 'r',
  game: 'g',
  algorithm: 'a',
  algorithms: 'A',
  guess: 'f',
  step: 's',
  schedule: 'S',
  tt: 'T',
  'tt-size': 'z',
  depth: 'd',
  'max-visits': 'm',
  lang: 'l',
  theme: 'h',
  event: 'e',
  events: 'E',
  human: 'H',
  'kalah-search': 'K',
  'iterative-deepening': 'i',
  history: 'y',
  'tt-move-first': 'o',
  aspiration: 'w',
};
const FIELDS = Object.fromEntries(Object.entries(KEYS).map(([f, k]) => [k, f]));

/** The order of the random tree's parameters in a state. */
const RANDOM_ORDER = ['branching', 'depth', 'min', 'max', 'seed'];

const fail = (message) => {
  throw new ConfigError('state', message);
};

/** Reads one field of a state (a value of its JSON): the value kept, or a ConfigError. */
const READ = {
  tab: (v) => oneOf('tab', v, TABS),
  tree: (v) => text('tree', v),
  random: (v) => readRandom(v),
  game: (v) => readGameObject(v),
  algorithm: (v) => oneOf('algorithm', v, ALGORITHMS),
  algorithms: (v) =>
    list('algorithms', v, 1, 4, (a, i) => oneOf(`algorithms[${i}]`, a, ALGORITHMS)),
  guess: (v) => int('guess', v, -MAX_VALUE, MAX_VALUE),
  step: (v) => int('step', v, 0, MAX_STEP),
  schedule: (v) => list('schedule', v, 1, 64, (s, i) => int(`schedule[${i}]`, s, 0, MAX_STEP)),
  tt: (v) => bool('tt', v),
  'tt-size': (v) => int('tt-size', v, 1, MAX_TT_SIZE),
  depth: (v) => int('depth', v, 1, 64),
  'max-visits': (v) => int('max-visits', v, 1, MAX_VISITS),
  lang: (v) => (typeof v === 'string' ? readLang(v) : oneOf('lang', v, LANGS)),
  theme: (v) => (typeof v === 'string' ? readTheme(v) : oneOf('theme', v, THEMES)),
  event: (v) => int('event', v, 0, MAX_EVENT),
  events: (v) => list('events', v, 1, 4, (k, i) => int(`events[${i}]`, k, 0, MAX_EVENT)),
  human: (v) => bool('human', v),
  'kalah-search': (v) => oneOf('kalah-search', v, KALAH_SEARCHES),
  'iterative-deepening': (v) => bool('iterative-deepening', v),
  history: (v) => bool('history', v),
  'tt-move-first': (v) => bool('tt-move-first', v),
  aspiration: (v) => int('aspiration', v, 1, 2 ** 31 - 2), // the core's infinity − 1
};

function oneOf(field, v, allowed) {
  if (typeof v === 'string' && allowed.includes(v)) return v;
  throw new ConfigError(field, `${JSON.stringify(v)} is not one of ${allowed.join(', ')}`);
}

function text(field, v) {
  if (typeof v === 'string') return v;
  throw new ConfigError(field, `expected text, not ${JSON.stringify(v)}`);
}

function int(field, v, lo, hi) {
  if (typeof v !== 'number')
    throw new ConfigError(field, `expected a number, not ${JSON.stringify(v)}`);
  return readInt(field, v, lo, hi);
}

function bool(field, v) {
  if (typeof v === 'boolean') return v;
  throw new ConfigError(field, `expected true or false, not ${JSON.stringify(v)}`);
}

function list(field, v, lo, hi, read) {
  if (!Array.isArray(v) || v.length < lo || v.length > hi)
    throw new ConfigError(
      field,
      `expected a list of ${lo} to ${hi} values, not ${JSON.stringify(v)}`,
    );
  return v.map(read);
}

/** The app's random tree: `{ branching, depth, min, max, seed }` within the app's ranges. */
function readRandom(v) {
  const values = list('random', v, 5, 5, (x, i) => {
    const name = RANDOM_ORDER[i];
    const [lo, hi] = RANDOM_RANGES[name];
    return int(`random.${name}`, x, lo, hi);
  });
  const r = Object.fromEntries(RANDOM_ORDER.map((name, i) => [name, values[i]]));
  if (r.min > r.max) throw new ConfigError('random', `min ${r.min} is above max ${r.max}`);
  if (r.branching ** r.depth > MAX_LEAVES)
    throw new ConfigError('random', `${r.branching}^${r.depth} leaves is more than ${MAX_LEAVES}`);
  return r;
}

/** A game other than a tree text (the engine checks its fields, as for the attribute). */
function readGameObject(v) {
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new ConfigError('game', `expected a game object, not ${JSON.stringify(v)}`);
  if (v.kind === 'tree') throw new ConfigError('game', 'a tree is given as tree text');
  return v;
}

// ---- base64url and the check ------------------------------------------------------------

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < chars; j++) out += B64[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

function fromBase64url(s) {
  if (s.length % 4 === 1) fail('its data is cut short (a base64url text cannot be that long)');
  const bytes = new Uint8Array(Math.floor((s.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < s.length; i++) {
    const v = B64.indexOf(s[i]);
    if (v < 0) fail(`its data holds ${JSON.stringify(s[i])} at ${i + 1}, not a base64url letter`);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[o++] = (acc >> bits) & 0xff;
    }
  }
  return bytes;
}

/** FNV-1a (32 bits) of the payload's characters, as 6 base64url letters. */
function check(payload) {
  let h = 0x811c9dc5;
  for (let i = 0; i < payload.length; i++) {
    h ^= payload.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let out = '';
  for (let j = 0; j < CHECK_LENGTH; j++) out += B64[(h >>> (6 * j)) & 63];
  return out;
}

// ---- encode and decode -------------------------------------------------------------------

/**
 * The string of a state: an object of the fields of KEYS (attribute names: `tree`,
 * `algorithm`, `tt-size`, …; `tab`, `random`, `algorithms`, `event`, `events`, `human` and
 * `kalah-search` for the app). Fields null or undefined are left out; a `random` tree leaves its text out.
 * Throws a ConfigError for a field it does not know or a value it would not read back.
 */
export function encodeState(state) {
  const compact = {};
  for (const [field, value] of Object.entries(state ?? {})) {
    if (value === null || value === undefined) continue;
    if (!(field in KEYS))
      throw new ConfigError(field, `not a field of a state (${Object.keys(KEYS).join(', ')})`);
    if (field === 'tree' && state.random) continue;
    const v = field === 'random' ? RANDOM_ORDER.map((k) => value[k]) : value;
    READ[field](v); // what is written can be read back
    compact[KEYS[field]] = v;
  }
  const payload = toBase64url(new TextEncoder().encode(JSON.stringify(compact)));
  return `${STATE_VERSION}.${payload}.${check(payload)}`;
}

/**
 * The state of a string made by encodeState: the fields given (absent ones are left out).
 * A string cut short, changed, of another version or holding a value out of range throws a
 * ConfigError saying which (its field: `state`).
 */
export function decodeState(s) {
  if (typeof s !== 'string') fail(`expected text, not ${typeof s}`);
  const str = s.trim();
  if (str === '') fail('it is empty');
  if (str.length > MAX_STATE_LENGTH) fail(`it is longer than ${MAX_STATE_LENGTH} characters`);
  const m = /^(\d+)\./.exec(str);
  if (!m) fail(`it does not start with a version (such as "${STATE_VERSION}.")`);
  const version = Number(m[1]);
  if (version < STATE_VERSION)
    fail(
      `it was made by an older mtdlab (version ${version}), which this page no longer reads (it reads version ${STATE_VERSION})`,
    );
  if (version > STATE_VERSION)
    fail(
      `it was made by a newer mtdlab (version ${version}); this page reads version ${STATE_VERSION}`,
    );
  const rest = str.slice(m[0].length);
  const dot = rest.lastIndexOf('.');
  if (dot < 0) fail('it is cut short (its check, after the last ".", is missing)');
  const payload = rest.slice(0, dot);
  const sum = rest.slice(dot + 1);
  if (sum.length < CHECK_LENGTH)
    fail(`it is cut short (its check has ${sum.length} of ${CHECK_LENGTH} letters)`);
  if (sum !== check(payload))
    fail('it has been changed or cut short (its check does not match its data)');
  let json;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64url(payload));
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    fail('its data is not UTF-8 text');
  }
  let compact;
  try {
    compact = JSON.parse(json);
  } catch (err) {
    fail(`its data is not valid JSON (${err.message})`);
  }
  if (!compact || typeof compact !== 'object' || Array.isArray(compact))
    fail('its data is not an object of fields');
  const state = {};
  for (const [key, value] of Object.entries(compact)) {
    const field = FIELDS[key];
    if (!field) fail(`it holds a field this page does not know (${JSON.stringify(key)})`);
    try {
      state[field] = READ[field](value);
    } catch (err) {
      fail(err.message);
    }
  }
  if (state.tree !== undefined && (state.random || state.game))
    fail('it gives both a tree text and another game');
  if (state.random && state.game) fail('it gives both a random tree and another game');
  return state;
}

/**
 * The engine config of a decoded state, read by configFromAttributes as the element's
 * attributes are (the app's random tree made again from its parameters). A value the
 * attributes would refuse throws its ConfigError.
 */
export function stateConfig(state) {
  return configFromAttributes((name) => stateAttribute(state, name));
}

/** The attribute `name` a decoded state stands for (null: absent). */
export function stateAttribute(state, name) {
  switch (name) {
    case 'tree':
      if (state.random) return randomTreeText(state.random);
      return state.tree ?? null;
    case 'game':
      return state.game ? JSON.stringify(state.game) : null;
    case 'schedule':
      return state.schedule ? state.schedule.join(', ') : null;
    case 'tt':
    case 'iterative-deepening':
    case 'history':
    case 'tt-move-first':
      return state[name] === undefined ? null : state[name] ? 'on' : 'off';
    default: {
      const v = state[name];
      return v === undefined || v === null ? null : String(v);
    }
  }
}

/**
 * The state of engine config `c` (what the element shows), with `extra` fields (`event`,
 * `lang`, `theme`, the app's `tab` …): only what differs from the attributes' defaults is
 * written (configAttributes says what).
 */
export function stateOfConfig(c, extra = {}) {
  const state = {};
  for (const [name, value] of configAttributes(c, () => false)) {
    if (value === null) continue;
    if (name === 'tree') state.tree = value;
    else if (name === 'game') state.game = c.game;
    else if (name === 'schedule') state.schedule = c.schedule.slice();
    else if (name === 'tt') state.tt = c.tt !== false;
    else if (['iterative-deepening', 'history', 'tt-move-first'].includes(name))
      state[name] = value === 'on';
    else if (name === 'algorithm') state.algorithm = value;
    else state[name] = Number(value);
  }
  return { ...state, ...extra };
}

/** `getState()`: the string of config `c` and `extra` (stateOfConfig). */
export function stateString(c, extra = {}) {
  return encodeState(stateOfConfig(c, extra));
}

/** `setState(s)`: `{ state, config }` of a string, or the ConfigError saying what is wrong. */
export function readState(s) {
  const state = decodeState(s);
  return { state, config: stateConfig(state) };
}
