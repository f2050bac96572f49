// The lessons, in the order a student follows them: each a chosen tree, its
// text in English and Japanese with templates filled from the engine's run
// (www/learn/template.js), and the steps its "Show me" buttons take the visualiser to.
import minimax from './01-minimax.js';
import alphabeta from './02-alphabeta.js';
import failSoft from './03-fail-soft.js';
import nullWindow from './04-null-window.js';
import tt from './05-tt.js';
import mtdf from './06-mtdf.js';
import sssDual from './07-sss-dual.js';
import negascout from './08-negascout.js';
import mtdFStep from './09-mtd-f-step.js';
import mtdFAb from './10-mtd-f-ab.js';
import wrongStore from './11-wrong-store.js';

export const LESSONS = [
  minimax,
  alphabeta,
  failSoft,
  nullWindow,
  tt,
  mtdf,
  sssDual,
  negascout,
  mtdFStep,
  mtdFAb,
  wrongStore,
];

/** Phrases with digits that are names or formulas, not results: allowed in every text. */
export const ALLOWED = ['β − 1', 'α + 1', 'g + 1'];

/** The lesson `id`, or null. */
export function lessonById(id) {
  return LESSONS.find((l) => l.id === id) ?? null;
}
