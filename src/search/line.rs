//! The turn line: the moves one side makes before the other side moves, as seed 003's
//! Kalah listings return them beside each value (`move = [pos] + m`, M. Hiroi, 置換表と
//! MTD(f) 法): a node's best move, followed by the turn line of the child it leads to when
//! the same side moves again there (Kalah's extra turn). On games whose sides alternate
//! every ply it is just the best move.
//!
//! Kept only when [`Dialect::turn_lines`](super::Dialect::turn_lines) asks for it (seed
//! 003's game plays the root's line, extra turns included, from one root search).

/// A turn line. Up to [`INLINE`] moves below 256 are kept in one word, a byte a move (the
/// first in the low byte), without allocating (a Kalah turn); a longer line, or larger move
/// indices, go to the heap. Held in registers, a short line is built and copied with word
/// operations only.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Line {
    /// No move: a leaf's line.
    #[default]
    Empty,
    /// The length (1 to [`INLINE`]) and the moves, byte `k` move `k` (the bytes past the
    /// length zero).
    Inline(u8, u64),
    Heap(Box<[u32]>),
}

/// The most moves a line keeps inline.
pub const INLINE: usize = 8;

impl Line {
    /// The line of one move.
    #[inline]
    pub fn one(i: u32) -> Line {
        Line::then(i, &Line::Empty)
    }

    /// `[i] + rest`: move `i`, then the line `rest`.
    #[inline]
    pub fn then(i: u32, rest: &Line) -> Line {
        match rest {
            Line::Empty if i < 256 => Line::Inline(1, u64::from(i)),
            Line::Inline(len, tail) if i < 256 && usize::from(*len) < INLINE => {
                Line::Inline(len + 1, tail << 8 | u64::from(i))
            }
            _ => Line::then_on_heap(i, rest),
        }
    }

    #[cold]
    fn then_on_heap(i: u32, rest: &Line) -> Line {
        let mut moves = Vec::with_capacity(rest.len() + 1);
        moves.push(i);
        moves.extend(rest.iter());
        Line::Heap(moves.into_boxed_slice())
    }

    pub fn len(&self) -> usize {
        match self {
            Line::Empty => 0,
            Line::Inline(len, _) => usize::from(*len),
            Line::Heap(moves) => moves.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The first move: the node's best move.
    #[inline]
    pub fn first(&self) -> Option<u32> {
        match self {
            Line::Empty => None,
            Line::Inline(_, moves) => Some(*moves as u32 & 0xFF),
            Line::Heap(moves) => moves.first().copied(),
        }
    }

    /// The moves in order.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        let (small, large): (_, &[u32]) = match self {
            Line::Empty => ((0, 0), &[]),
            Line::Inline(len, moves) => ((*moves, *len), &[]),
            Line::Heap(moves) => ((0, 0), moves),
        };
        let (moves, len) = small;
        (0..u32::from(len))
            .map(move |k| (moves >> (8 * k)) as u32 & 0xFF)
            .chain(large.iter().copied())
    }

    /// The moves as a vector.
    pub fn to_vec(&self) -> Vec<u32> {
        self.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_grows_at_its_front_inline_then_on_the_heap() {
        let mut line = Line::Empty;
        for i in (0..20).rev() {
            line = Line::then(i, &line);
            assert_eq!(line.to_vec(), (i..20).collect::<Vec<_>>());
        }
        assert!(matches!(line, Line::Heap(_)));
        let short = Line::then(3, &Line::one(4));
        assert!(matches!(short, Line::Inline(2, _)));
        assert_eq!(short.first(), Some(3));
        let large = Line::then(1, &Line::one(1000));
        assert_eq!(large.to_vec(), [1, 1000]);
        assert_eq!(Line::Empty.first(), None);
    }
}
