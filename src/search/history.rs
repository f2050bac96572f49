//! The history heuristic (J. Schaeffer, "The History Heuristic and Alpha-Beta Search
//! Enhancements in Practice", IEEE PAMI 11(11), 1989): a move that cut off or was best in one
//! position is often good in others, so every node's children are searched by decreasing
//! score, and the move that cut or was best at a node searched `depth` plies deep gains
//! 2^depth (Schaeffer's weight: a move proven good over a deep subtree counts more).
//!
//! A move is named by the game ([`Game::move_key`](crate::game::Game::move_key): Kalah's pit,
//! a tree's child index), with a score per side. Nothing here is generic over the game or the
//! tracer: one copy in the page's wasm, whatever the searches it serves.

/// The history table, and the orders of the nodes being searched.
#[derive(Debug, Default, Clone)]
pub struct History {
    /// The score of each side's move keys, at [`History::index`].
    scores: Vec<u64>,
    /// The move lists of the nodes on the search's path, one after another: a node's list
    /// is pushed when it orders its children ([`History::order`]) and popped when it has
    /// found its best move ([`History::pop`]), so no node allocates a list of its own.
    lists: Vec<u32>,
    /// Where each list on `lists` starts.
    tops: Vec<u32>,
    /// The scores of the children of the node being ordered, filled by the search.
    pub(crate) scratch: Vec<u64>,
    /// Their move keys ([`Game::move_keys`](crate::game::Game::move_keys)), likewise.
    pub(crate) keys: Vec<u32>,
}

/// Why a node's children are not searched in the given order (an Order event's `b`, bits):
/// the TT's best move goes first, the history heuristic sorted them.
pub const ORDER_TT: u32 = 1;
pub const ORDER_HISTORY: u32 = 2;

impl History {
    /// The place of move key `key` of the side that maximises (`is_max`) or minimises.
    #[inline]
    pub fn index(key: u32, is_max: bool) -> usize {
        2 * key as usize + is_max as usize
    }

    /// The score at `at` (0 for a move never credited).
    #[inline]
    pub fn score(&self, at: usize) -> u64 {
        self.scores.get(at).copied().unwrap_or(0)
    }

    /// The scores as they stand, by [`History::index`].
    pub fn scores(&self) -> &[u64] {
        &self.scores
    }

    /// Orders the `n` children whose scores `scratch` holds: by decreasing score, ties in the
    /// given order (an insertion sort: stable, and a node has few children), the TT's best
    /// move `tt` first. Pushes the list and returns where it starts, the move searched first,
    /// why the order is not the given one (`ORDER_TT`, `ORDER_HISTORY` bits) and how many
    /// moves are out of their given place.
    #[inline(never)]
    pub fn order(&mut self, n: usize, tt: Option<u32>) -> (u32, u32, u32, u32) {
        let at = self.lists.len();
        self.tops.push(at as u32);
        self.lists.extend(0..n as u32);
        let (moves, scores) = (&mut self.lists[at..], &self.scratch);
        for k in 1..n {
            let mut j = k;
            while j > 0 && scores[moves[j - 1] as usize] < scores[moves[j] as usize] {
                moves.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut why = if moves.iter().enumerate().any(|(k, &m)| m as usize != k) {
            ORDER_HISTORY
        } else {
            0
        };
        if let Some(p) = tt.and_then(|b| moves.iter().position(|&m| m == b)) {
            if p != 0 {
                moves[..=p].rotate_right(1);
                why |= ORDER_TT;
            }
        }
        let moved = moves.iter().enumerate().filter(|&(k, &m)| m as usize != k);
        let first = moves.first().copied().unwrap_or(0);
        (at as u32, first, why, moved.count() as u32)
    }

    /// The move searched k-th by the node whose list starts at `at`.
    #[inline]
    pub fn nth(&self, at: u32, k: usize) -> usize {
        self.lists[at as usize + k] as usize
    }

    /// The node that ordered its children last is done with its list.
    #[inline(never)]
    pub fn pop(&mut self) {
        if let Some(at) = self.tops.pop() {
            self.lists.truncate(at as usize);
        }
    }

    /// Adds 2^depth (saturating) to the score at `at`.
    #[inline(never)]
    pub fn credit(&mut self, at: usize, depth: u32) {
        if at >= self.scores.len() {
            self.scores.resize(at + 1, 0);
        }
        let weight = 1u64.checked_shl(depth).unwrap_or(u64::MAX);
        self.scores[at] = self.scores[at].saturating_add(weight);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_by_decreasing_score_ties_in_the_given_order_the_tt_move_first() {
        let mut h = History {
            scratch: vec![1, 4, 1, 4, 0],
            ..History::default()
        };
        assert_eq!(h.order(5, None), (0, 1, ORDER_HISTORY, 4));
        assert_eq!(
            (0..5).map(|k| h.nth(0, k)).collect::<Vec<_>>(),
            [1, 3, 0, 2, 4]
        );
        // a second node's list on top of the first, with the TT's move first
        h.scratch = vec![0, 0, 0];
        assert_eq!(h.order(3, Some(2)), (5, 2, ORDER_TT, 3));
        assert_eq!((0..3).map(|k| h.nth(5, k)).collect::<Vec<_>>(), [2, 0, 1]);
        h.pop();
        h.pop();
        assert!(h.lists.is_empty() && h.tops.is_empty());
        // the given order: nothing to say
        h.scratch = vec![3, 2, 1];
        assert_eq!(h.order(3, Some(0)), (0, 0, 0, 0));
    }

    #[test]
    fn credits_two_to_the_depth() {
        let mut h = History::default();
        h.credit(History::index(2, true), 3);
        h.credit(History::index(2, true), 1);
        assert_eq!(h.score(5), 10);
        h.credit(0, 200);
        assert_eq!(h.score(0), u64::MAX);
    }
}
