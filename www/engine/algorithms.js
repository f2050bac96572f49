// The core's table of algorithms and table of limits (src/search/catalog/), as the page
// reads them: from www/engine/catalog.js, the copy scripts/build-wasm.sh writes from the
// wasm's catalog() export. Nothing here restates a name, a property or a number of the core:
// the element, the app and the docs page ask these functions. Pure, synchronous (the element
// needs the table before any worker has loaded the wasm).
import { CATALOG } from './catalog.js';

const BY_NAME = new Map(CATALOG.algorithms.map((a) => [a.name, a]));

/** The algorithms' names (CONVENTIONS.md §2, plus the literal seed 000 variant). */
export const ALGORITHMS = Object.freeze(CATALOG.algorithms.map((a) => a.name));

/** The algorithm of a config that names none. */
export const DEFAULT_ALGORITHM = CATALOG.defaultAlgorithm;

/** The settings that apply to some algorithms only: `[{ field, flag, attribute }]`. */
export const SETTINGS = Object.freeze(CATALOG.settings);

/** The rule for a setting that does not apply, as the core states it. */
export const RULE = CATALOG.rule;

/** The row of algorithm `name` (`{ name, label, guess, step, schedule, tt, nullWindow,
 * takes, settings }`), or undefined. */
export function algorithm(name) {
  return BY_NAME.get(name);
}

/** True when algorithm `name` takes the setting `field` (a config field: `guess`, `ttSize`, …). */
export function takes(name, field) {
  return BY_NAME.get(name)?.takes.includes(field) ?? false;
}

/** The algorithms that take the setting `field`. */
export function takers(field) {
  return ALGORITHMS.filter((a) => takes(a, field));
}

/** The name as the literature prints it (the narration's and the menus'). */
export function label(name) {
  return BY_NAME.get(name)?.label;
}

/** A setting's `{ default, min, max }` (the same for every algorithm that takes it). */
export function setting(field) {
  for (const a of CATALOG.algorithms) if (a.settings[field]) return a.settings[field];
  return undefined;
}

/** Limit `field` (`maxVisits`, `ttSize`, …) in `context` (`cli`, `session`, `experiment`,
 * `experiments-tab`, `kalah-match`, `leaves-table`, `kalah`): `{ default, max }`. */
export function limit(field, context) {
  const row = CATALOG.limits.find((l) => l.field === field);
  const at = row?.contexts[context];
  if (!at) throw new Error(`no limit ${field} in context ${context}`);
  return at;
}

const SETTING_FIELDS = SETTINGS.map((s) => s.field);

/**
 * `config` with only the settings its algorithm takes: what the front end sends the core,
 * which refuses the others (the element keeps every setting across algorithm switches). A
 * kalah-match game's program decides its guess and its TT by rules of its own: of the rest,
 * the settings the core checks there (`kalahMatchChecked`) go when the program does not take
 * them, and the enhancements it refuses (`kalahMatchRefused`) always. A config whose algorithm is not in the table is left as it is (the core names the
 * error).
 */
export function applicable(config) {
  if (!config || typeof config !== 'object') return config;
  const kalahMatch = config.game?.kind === 'kalah-match';
  const name = kalahMatch ? config.game.program : (config.algorithm ?? DEFAULT_ALGORITHM);
  if (!kalahMatch && !BY_NAME.has(name)) return config;
  const fields = kalahMatch ? CATALOG.kalahMatchChecked : SETTING_FIELDS;
  const out = { ...config };
  for (const f of fields) if (f in out && !takes(name, f)) delete out[f];
  // seed 003's programs take none of the programs' enhancements
  if (kalahMatch) for (const f of CATALOG.kalahMatchRefused ?? []) delete out[f];
  return out;
}
