// Kalah against the engine on a small board (3 pits × 2 seeds by default): the player sows
// by pressing a pit; the engine's move is the best move of the search the <mtd-lab> below
// shows (run by the wasm core in that lab's worker, with its progress and a Cancel button),
// and the board is drawn and played by the core's rules (kalahBoard, kalahPlay on the
// engine's utility worker). No rules and no search here: the page never sows a seed itself.
// The engine searches with the programs' setting by default, or plainly, to be stepped
// through (kalah-settings.js).
import { ALGORITHMS, MAX_VISITS } from '../element/config.js';
import { DEFAULT_ALGORITHM } from '../engine/algorithms.js';
import { isCancelled } from '../engine/client.js';
import { algorithmName } from '../i18n/narrate.js';
import { explainEngineError } from '../i18n/engine-messages.js';
import { kalahMessages } from '../i18n/kalah-messages.js';
import { fieldMessages } from '../i18n/field-messages.js';
import { html } from '../render/svg.js';
import {
  KALAH_DEFAULTS,
  KALAH_RANGES,
  KALAH_SEARCHES,
  kalahSearchConfig,
  readKalahFields,
  readKalahSearch,
} from './kalah-settings.js';

const number = (id, label, value, [min, max]) => {
  const input = html('input', { id, type: 'number', value, min, max, step: 1 });
  return { input, label: html('label', { for: id }, [label, ' ', input]) };
};

/** Builds the Kalah tab around `lab` (an <mtd-lab>); `engine()` resolves with the page's
 * engine. */
export function buildKalah({ lab, labels, lang, engine }) {
  const m = kalahMessages(lang);
  const fields = {
    pits: number('kalah-pits', labels.pits, KALAH_DEFAULTS.pits, KALAH_RANGES.pits),
    seeds: number('kalah-seeds', labels.seeds, KALAH_DEFAULTS.seeds, KALAH_RANGES.seeds),
    depth: number('kalah-depth', labels.depth, KALAH_DEFAULTS.depth, KALAH_RANGES.depth),
    // the nodes one search may visit: a deep search that runs out is raised here
    budget: number('kalah-budget', m.budget, KALAH_DEFAULTS.budget, KALAH_RANGES.budget),
  };
  const fieldLabels = { ...labels, budget: m.budget }; // as the range errors name them
  const algorithm = html('select', { id: 'kalah-algorithm', 'aria-label': labels.algorithm });
  for (const a of ALGORITHMS)
    algorithm.append(html('option', { value: a, text: algorithmName(a) }));
  algorithm.value = DEFAULT_ALGORITHM;
  // the programs' setting (the default) or the plain search, to step through
  const searchWay = html('select', { id: 'kalah-search', 'aria-label': m.search });
  for (const w of KALAH_SEARCHES)
    searchWay.append(html('option', { value: w, text: m.searches[w] }));
  searchWay.value = KALAH_DEFAULTS.search;
  const humanFirst = html('input', { id: 'kalah-first', type: 'checkbox', checked: true });
  const board = html('div', {
    class: 'kalah-board',
    id: 'kalah-board',
    role: 'group',
    'aria-label': labels.board,
  });
  const status = html('p', { class: 'kalah-status', id: 'kalah-status', 'aria-live': 'polite' });
  const error = html('p', { class: 'error', id: 'kalah-error', role: 'alert' });
  // what the last search finished cost (nodes, wall-clock ms), to pick a depth by
  const took = html('p', { class: 'kalah-took', id: 'kalah-took' });
  // while the engine searches: an indeterminate bar (the count of nodes comes between tests)
  const meter = html('progress', {
    id: 'kalah-progress',
    hidden: true,
    'aria-label': labels.thinking,
  });
  const cancel = html('button', { type: 'button', id: 'kalah-cancel', hidden: true }, [m.cancel]);
  const again = html('button', { type: 'button', id: 'kalah-engine', hidden: true }, [
    m.engineMove,
  ]);
  const log = html('ol', { class: 'kalah-log', id: 'kalah-log' });
  let game = null; // { pits, seeds, board }: board as kalahBoard/kalahPlay give it
  let human = true; // the human plays the first player
  let busy = false;
  // the game as played, kept for a reload (www/app/session-store.js): the position it began
  // from (null: the opening) and each move, `{ who, pit, value? }`
  let started = null;
  let moves = [];

  /** The fields `names`, checked: the settings, or null with the error shown. */
  const read = (names) => {
    const values = Object.fromEntries(names.map((n) => [n, fields[n].input.value]));
    const r = readKalahFields(values, names, {
      labels: fieldLabels,
      range: fieldMessages(lang).range,
    });
    for (const n of names) fields[n].input.removeAttribute('aria-invalid');
    if (r.error) {
      fields[r.field].input.setAttribute('aria-invalid', 'true');
      error.textContent = r.error;
      return null;
    }
    error.textContent = '';
    return r.settings;
  };

  const searchConfig = (g, { depth, budget }) =>
    kalahSearchConfig(g, { depth, budget, algorithm: algorithm.value, search: searchWay.value });

  const showProgress = (e) => {
    if (busy) status.textContent = m.searching(e.detail.nodes, e.detail.tests);
  };
  lab.addEventListener('mtd-progress', showProgress);
  cancel.addEventListener('click', () => lab.cancel());

  /** Searches `g` in the lab at the depth of the field: the lab's result, or null when the
   * depth is out of range, the search was cancelled or failed (said in the panel). */
  const search = async (g) => {
    const s = read(['depth', 'budget']);
    if (!s) return null;
    busy = true;
    took.textContent = '';
    paint();
    try {
      const start = performance.now();
      await lab.load(searchConfig(g, s));
      const ms = Math.round(performance.now() - start);
      const r = lab.result;
      took.textContent = m.took({
        depth: s.depth,
        algorithm: algorithmName(algorithm.value),
        search: m.searched[searchWay.value],
        nodes: r.counters.nodes,
        ms,
        tests: r.tests,
      });
      return r;
    } catch (err) {
      const budget = m.raise(m.budget, MAX_VISITS); // names this panel's field
      error.textContent = isCancelled(err)
        ? m.cancelled
        : `${m.failed} ${explainEngineError(err?.message ?? err, lang, { budget })}`;
      return null;
    } finally {
      busy = false;
      paint();
    }
  };

  const pitButton = (i, own) => {
    const places = game.board.places;
    const b = html('button', {
      type: 'button',
      class: `pit${own ? ' own' : ''}`,
      'data-pit': i,
      'aria-label': `${labels.pit} ${i}: ${places[i]}`,
      disabled: !own || busy || !myTurn() || !game.board.moves.includes(i),
      onclick: () => humanMove(i),
    });
    // the pit's number, then its seeds, as its name says them (label in name, WCAG 2.5.3);
    // the CSS shows the number under the seeds (the space between is not drawn in a flex box)
    b.append(
      html('span', { class: 'idx', text: String(i) }),
      ' ',
      html('span', { class: 'seeds', text: String(places[i]) }),
    );
    return b;
  };

  const myTurn = () => !game.board.over && game.board.firstToMove === human;

  function paint() {
    board.replaceChildren();
    cancel.hidden = !busy;
    meter.hidden = !busy;
    again.hidden = busy || !game || game.board.over || myTurn();
    for (const f of Object.values(fields)) f.input.disabled = busy;
    algorithm.disabled = busy;
    searchWay.disabled = busy;
    start.disabled = busy;
    for (const b of log.querySelectorAll('button')) b.disabled = busy;
    if (!game) return;
    const n = game.pits;
    const { places, stores } = game.board;
    const top = html('div', { class: 'row top' });
    const bottom = html('div', { class: 'row bottom' });
    for (let i = 2 * n; i > n; i--) top.append(pitButton(i, !human));
    for (let i = 0; i < n; i++) bottom.append(pitButton(i, human));
    const storeEl = (first) =>
      html(
        'div',
        {
          class: `store ${first ? 'first' : 'second'}`,
          'aria-label': `${labels.store} ${first ? 1 : 2}`,
        },
        [html('span', { class: 'seeds', text: String(places[stores[first ? 0 : 1]]) })],
      );
    board.append(storeEl(false), html('div', { class: 'rows' }, [top, bottom]), storeEl(true));
    board.dataset.turn = game.board.firstToMove ? '1' : '2';
    if (game.board.over) {
      status.textContent = `${labels.over}: ${places[stores[0]]} – ${places[stores[1]]}`;
    } else if (busy) {
      if (!status.textContent.startsWith(m.searching(0, 0).split('…')[0]))
        status.textContent = labels.thinking;
    } else {
      status.textContent = myTurn() ? labels.yourMove : m.engineTurn;
    }
  }

  const addLog = (who, pit, g, value) => {
    const item = html('li', { 'data-who': who === labels.engine ? 'engine' : 'you' }, [
      `${who}: ${labels.pit} ${pit}${value !== undefined ? ` (${labels.value} ${value})` : ''}`,
    ]);
    if (value !== undefined) item.dataset.value = String(value);
    moves.push({ who: who === labels.engine ? 'engine' : 'you', pit, value });
    if (who === labels.engine) {
      const before = { ...g };
      item.append(
        ' ',
        html('button', { type: 'button', class: 'link', onclick: () => search(before) }, [
          labels.showSearch,
        ]),
      );
    }
    log.append(item);
  };

  const play = async (pit) => {
    const next = await (await engine()).kalahPlay(game.pits, game.seeds, game.board.position, pit);
    game = { ...game, board: next };
    // the page keeps the game: told as a form's field tells a change (www/app/session.js)
    log.dispatchEvent(new Event('change', { bubbles: true }));
  };

  /** The moves of `record` (`{ start, moves }`) replayed by the core's rules from its start:
   * `{ board, steps }` (`steps`: each move with the game before it), or null when a move
   * cannot be made or the moves do not pass through `position` (the one the lab searched). */
  const replay = async (record, g, position) => {
    try {
      const e = await engine();
      let board = await e.kalahBoard(g.pits, g.seeds, record.start ?? null);
      const passed = [board.position];
      const steps = [];
      for (const move of record.moves) {
        steps.push({ move, before: { pits: g.pits, seeds: g.seeds, board } });
        board = await e.kalahPlay(g.pits, g.seeds, board.position, move.pit);
        passed.push(board.position);
      }
      if (position && !passed.includes(position)) return null;
      return { board, steps };
    } catch {
      return null; // a move refused: the record is not this game's
    }
  };

  /** The engine moves while it is its turn (an extra turn moves again). */
  const engineMoves = async () => {
    try {
      while (game && !game.board.over && !myTurn()) {
        const g = game;
        const result = await search(g);
        if (!result || game !== g) return;
        if (result.bestMoveLabel === null || result.bestMoveLabel === undefined) return;
        const pit = Number(result.bestMoveLabel);
        addLog(labels.engine, pit, g, result.value);
        await play(pit);
        paint();
      }
    } catch (err) {
      error.textContent = `${m.failed} ${err?.message ?? err}`;
    }
    paint();
  };
  again.addEventListener('click', () => engineMoves());

  async function humanMove(pit) {
    if (busy || !game || !myTurn() || !game.board.moves.includes(pit)) return;
    addLog(labels.you, pit, game);
    try {
      await play(pit);
    } catch (err) {
      error.textContent = String(err?.message ?? err);
    }
    paint();
    if (!game.board.over && !myTurn()) await engineMoves();
  }

  const newGame = async () => {
    const s = read(['pits', 'seeds', 'depth', 'budget']);
    if (!s) return;
    const first = await (await engine()).kalahBoard(s.pits, s.seeds);
    game = { pits: s.pits, seeds: s.seeds, board: first };
    human = humanFirst.checked;
    log.replaceChildren();
    started = null;
    moves = [];
    paint();
    if (!myTurn()) await engineMoves();
    else await search(game);
  };

  /** Shows a shared moment: the board at the state's position, the reader's side, and the
   * lab's search at its event (setState: `s` is the string, `state` read from it). */
  const restore = async (s, state, record = null) => {
    const g = state.game;
    if (g?.kind !== 'kalah') throw new Error('game: the Kalah tab shows a Kalah position');
    fields.pits.input.value = String(g.pits);
    fields.seeds.input.value = String(g.seeds);
    if (g.depth) fields.depth.input.value = String(g.depth);
    if (state['max-visits']) fields.budget.input.value = String(state['max-visits']);
    if (state.algorithm) algorithm.value = state.algorithm;
    searchWay.value = readKalahSearch(state['kalah-search']);
    human = state.human ?? true;
    humanFirst.checked = human;
    const first = await (await engine()).kalahBoard(g.pits, g.seeds, g.position ?? null);
    game = { pits: g.pits, seeds: g.seeds, board: first };
    log.replaceChildren();
    started = g.position ?? null;
    moves = [];
    // the moves played (a reload): the log again, and the board after the last of them
    const played = record ? await replay(record, g, g.position ?? null) : null;
    if (played) {
      started = record.start ?? null;
      for (const { move, before } of played.steps)
        addLog(move.who === 'engine' ? labels.engine : labels.you, move.pit, before, move.value);
      game = { ...game, board: played.board };
    }
    busy = true;
    paint();
    try {
      return await lab.setState(s);
    } finally {
      busy = false;
      paint();
    }
  };

  const start = html(
    'button',
    { type: 'button', id: 'kalah-new', class: 'primary', onclick: newGame },
    [labels.newGame],
  );
  const settings = html('div', { class: 'kalah-settings' }, [
    fields.pits.label,
    fields.seeds.label,
    fields.depth.label,
    fields.budget.label,
    html('label', {}, [labels.algorithm, ' ', algorithm]),
    html('label', {}, [m.search, ' ', searchWay]),
    html('label', {}, [humanFirst, ' ', labels.first]),
    start,
  ]);
  const actions = html('div', { class: 'kalah-actions' }, [status, meter, cancel, again]);
  const root = html('div', { class: 'kalah' }, [settings, board, actions, took, error, log]);
  return {
    root,
    newGame,
    restore,
    lab,
    position: () => game?.board ?? null,
    /** The game as played: `{ start, moves }` (kept for a reload). */
    record: () => (game ? { start: started, moves: moves.slice() } : null),
    get human() {
      return human;
    },
    /** The way the engine searches (KALAH_SEARCHES), kept with the game's state. */
    get search() {
      return searchWay.value;
    },
  };
}
