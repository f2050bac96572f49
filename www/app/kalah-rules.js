// Kalah's rules (CONVENTIONS.md §5) for the board in the page: sowing, capture, the end of
// the game, the value and a plain alpha-beta to pick the engine's move among equals. Pure.

export const WIN = 99;

/** The opening of Kalah(pits, seeds): `{ board, first, over, pits, total }`. */
export function opening(pits, seeds) {
  const board = new Array(2 * pits + 2).fill(seeds);
  board[pits] = 0;
  board[2 * pits + 1] = 0;
  return { board, first: true, over: false, pits, total: 2 * pits * seeds };
}

export const store = (pits, first) => (first ? pits : 2 * pits + 1);
const rowOf = (pits, first) => (first ? [0, pits] : [pits + 1, 2 * pits + 1]);

/** The pits the side to move may empty, in increasing order. */
export function moves(pos) {
  if (pos.over) return [];
  const [a, b] = rowOf(pos.pits, pos.first);
  const out = [];
  for (let p = a; p < b; p++) if (pos.board[p] > 0) out.push(p);
  return out;
}

function won(pos, board) {
  if (2 * board[store(pos.pits, true)] > pos.total) return 1;
  if (2 * board[store(pos.pits, false)] > pos.total) return -1;
  return 0;
}

/** The position after the side to move empties `pit`, and what happened (`extra`, `over`). */
export function play(pos, pit) {
  const { pits } = pos;
  const places = 2 * pits + 2;
  const board = pos.board.slice();
  const skip = store(pits, !pos.first);
  let seeds = board[pit];
  board[pit] = 0;
  let place = pit;
  while (seeds > 0) {
    place = (place + 1) % places;
    if (place === skip) continue;
    board[place]++;
    seeds--;
  }
  const [a, b] = rowOf(pits, pos.first);
  if (place >= a && place < b && board[place] === 1) {
    const opposite = 2 * pits - place;
    if (board[opposite] > 0) {
      board[store(pits, pos.first)] += board[opposite] + 1;
      board[opposite] = 0;
      board[place] = 0;
    }
  }
  let over = false;
  for (const first of [true, false]) {
    const [ra, rb] = rowOf(pits, first);
    if (board.slice(ra, rb).every((s) => s === 0)) {
      const [oa, ob] = rowOf(pits, !first);
      let swept = 0;
      for (let p = oa; p < ob; p++) {
        swept += board[p];
        board[p] = 0;
      }
      board[store(pits, !first)] += swept;
      over = true;
      break;
    }
  }
  if (!over && won(pos, board) !== 0) over = true;
  const extra = !over && place === store(pits, pos.first);
  return { ...pos, board, first: extra ? pos.first : !pos.first, over, extra };
}

/** The value from the first player's side: ±99 for more than half the seeds in a store. */
export function value(pos) {
  const w = won(pos, pos.board);
  if (w) return w * WIN;
  return pos.board[store(pos.pits, true)] - pos.board[store(pos.pits, false)];
}

/** The position text the engine reads: counts in place order, `;1` or `;2` for the mover. */
export function positionText(pos) {
  return `${pos.board.join(',')};${pos.first ? 1 : 2}`;
}

/** Minimax value of `pos` searched `depth` plies deep (an extra turn costs no depth). */
export function search(pos, depth, alpha = -1000, beta = 1000) {
  if (depth === 0 || pos.over) return value(pos);
  let g = pos.first ? -1000 : 1000;
  for (const pit of moves(pos)) {
    const next = play(pos, pit);
    const d = next.first === pos.first ? depth : depth - 1;
    const v = search(next, d, alpha, beta);
    if (pos.first) {
      g = Math.max(g, v);
      alpha = Math.max(alpha, g);
    } else {
      g = Math.min(g, v);
      beta = Math.min(beta, g);
    }
    if (alpha >= beta) break;
  }
  return g;
}

/** The first move (lowest pit) whose value is `target`, else the first best one. */
export function bestMove(pos, depth, target) {
  let best = null;
  let bestValue = null;
  for (const pit of moves(pos)) {
    const next = play(pos, pit);
    const d = next.first === pos.first ? depth : depth - 1;
    const v = search(next, d);
    if (target !== undefined && target !== null && v === target) return { pit, value: v };
    if (bestValue === null || (pos.first ? v > bestValue : v < bestValue)) {
      best = pit;
      bestValue = v;
    }
  }
  return best === null ? null : { pit: best, value: bestValue };
}
