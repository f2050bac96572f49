// Kalah against the engine on a small board (3 pits × 2 seeds by default): the player
// sows by pressing a pit; the engine searches at the chosen depth with the chosen
// algorithm, and the search behind each of its moves stays open in the <mtd-lab> below.
import { ALGORITHMS } from '../element/config.js';
import { algorithmName } from '../i18n/narrate.js';
import { html } from '../render/svg.js';
import { bestMove, moves, opening, play, positionText, store } from './kalah-rules.js';

const number = (id, label, value, min, max) => {
  const input = html('input', { id, type: 'number', value, min, max, step: 1 });
  return { input, label: html('label', { for: id }, [label, ' ', input]) };
};

/** Builds the Kalah tab around `lab` (an <mtd-lab>). */
export function buildKalah({ lab, labels }) {
  const pits = number('kalah-pits', labels.pits, 3, 1, 6);
  const seeds = number('kalah-seeds', labels.seeds, 2, 1, 6);
  const depth = number('kalah-depth', labels.depth, 4, 1, 10);
  const algorithm = html('select', { id: 'kalah-algorithm', 'aria-label': labels.algorithm });
  for (const a of ALGORITHMS)
    algorithm.append(html('option', { value: a, text: algorithmName(a) }));
  algorithm.value = 'mtdf';
  const humanFirst = html('input', { id: 'kalah-first', type: 'checkbox', checked: true });
  const board = html('div', {
    class: 'kalah-board',
    id: 'kalah-board',
    role: 'group',
    'aria-label': labels.board,
  });
  const status = html('p', { class: 'kalah-status', id: 'kalah-status', 'aria-live': 'polite' });
  const log = html('ol', { class: 'kalah-log', id: 'kalah-log' });
  let pos = null;
  let human = true; // the human plays the first player
  let busy = false;

  const searchConfig = (p) => ({
    game: {
      kind: 'kalah',
      pits: p.pits,
      seeds: Number(seeds.input.value),
      position: positionText(p),
      depth: Number(depth.input.value),
    },
    algorithm: algorithm.value,
  });

  const showSearch = async (p) => {
    await lab.load(searchConfig(p)); // load() sets the lab's attributes to match
    return lab.result;
  };

  const paint = () => {
    board.replaceChildren();
    if (!pos) return;
    const n = pos.pits;
    const mine = human === true;
    const pit = (i, own) => {
      const b = html('button', {
        type: 'button',
        class: `pit${own ? ' own' : ''}`,
        'data-pit': i,
        'aria-label': `${labels.pit} ${i}: ${pos.board[i]}`,
        disabled: !own || busy || pos.over || pos.first !== mine || pos.board[i] === 0,
        onclick: () => humanMove(i),
      });
      b.append(
        html('span', { class: 'seeds', text: String(pos.board[i]) }),
        html('span', { class: 'idx', text: String(i) }),
      );
      return b;
    };
    const top = html('div', { class: 'row top' });
    const bottom = html('div', { class: 'row bottom' });
    for (let i = 2 * n; i > n; i--) top.append(pit(i, !mine));
    for (let i = 0; i < n; i++) bottom.append(pit(i, mine));
    const storeEl = (first) =>
      html(
        'div',
        {
          class: `store ${first ? 'first' : 'second'}`,
          'aria-label': `${labels.store} ${first ? 1 : 2}`,
        },
        [html('span', { class: 'seeds', text: String(pos.board[store(n, first)]) })],
      );
    board.append(storeEl(false), html('div', { class: 'rows' }, [top, bottom]), storeEl(true));
    board.dataset.turn = pos.first ? '1' : '2';
    if (pos.over) {
      const a = pos.board[store(n, true)];
      const b = pos.board[store(n, false)];
      status.textContent = `${labels.over}: ${a} – ${b}`;
    } else {
      status.textContent = pos.first === mine ? labels.yourMove : labels.thinking;
    }
  };

  const addLog = (who, pit, p, value) => {
    const item = html('li', { 'data-who': who === labels.engine ? 'engine' : 'you' }, [
      `${who}: ${labels.pit} ${pit}${value !== undefined ? ` (${labels.value} ${value})` : ''}`,
    ]);
    if (value !== undefined) item.dataset.value = String(value);
    if (who === labels.engine) {
      const before = { ...p };
      item.append(
        ' ',
        html('button', { type: 'button', class: 'link', onclick: () => showSearch(before) }, [
          labels.showSearch,
        ]),
      );
    }
    log.append(item);
  };

  const engineMoves = async () => {
    busy = true;
    paint();
    try {
      while (pos && !pos.over && pos.first !== human) {
        const result = await showSearch(pos);
        const move = bestMove(pos, Number(depth.input.value), result?.value);
        if (!move) break;
        addLog(labels.engine, move.pit, pos, result?.value);
        pos = play(pos, move.pit);
      }
    } catch (err) {
      status.textContent = String(err?.message ?? err);
    } finally {
      busy = false;
      paint();
    }
  };

  async function humanMove(pit) {
    if (busy || !pos || pos.over || !moves(pos).includes(pit)) return;
    addLog(labels.you, pit, pos);
    pos = play(pos, pit);
    paint();
    if (!pos.over && pos.first !== human) await engineMoves();
  }

  const newGame = async () => {
    const n = Math.max(1, Math.min(6, Number(pits.input.value) || 3));
    const s = Math.max(1, Math.min(6, Number(seeds.input.value) || 2));
    pos = opening(n, s);
    human = humanFirst.checked;
    log.replaceChildren();
    paint();
    if (pos.first !== human) await engineMoves();
    else await showSearch(pos).catch(() => null);
  };

  const start = html(
    'button',
    { type: 'button', id: 'kalah-new', class: 'primary', onclick: newGame },
    [labels.newGame],
  );
  const settings = html('div', { class: 'kalah-settings' }, [
    pits.label,
    seeds.label,
    depth.label,
    html('label', {}, [labels.algorithm, ' ', algorithm]),
    html('label', {}, [humanFirst, ' ', labels.first]),
    start,
  ]);
  const root = html('div', { class: 'kalah' }, [settings, board, status, log]);
  return { root, newGame, position: () => pos };
}
