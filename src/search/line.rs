//! The turn line: the moves one side makes before the other side moves, as seed 003's
//! Kalah listings return them beside each value (`move = [pos] + m`, M. Hiroi, 置換表と
//! MTD(f) 法): a node's best move, followed by the turn line of the child it leads to when
//! the same side moves again there (Kalah's extra turn). On games whose sides alternate
//! every ply it is just the best move.
//!
//! Kept only when [`Dialect::turn_lines`](super::Dialect::turn_lines) asks for it (seed
//! 003's game plays the root's line, extra turns included, from one root search).

/// A turn line. Up to [`INLINE`] moves below 255 are kept in one word without allocating
/// (a Kalah turn); a longer line, or larger move indices, go to the heap. The type is two
/// words (the heap pointer's null value marks the inline form), so it is copied as two
/// words and built in registers: a line written as a word is never read back as a wider
/// block (which the processor cannot forward from its store queue).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Move `k` plus one in byte `k` (the first move in the low byte), the bytes past the
    /// line's end zero: the empty line is `Inline(0)`.
    Inline(u64),
    Heap(Box<[u32]>),
}

/// The most moves a line keeps inline.
pub const INLINE: usize = 8;

impl Default for Line {
    fn default() -> Self {
        Line::EMPTY
    }
}

impl Line {
    /// No move: a leaf's line.
    pub const EMPTY: Line = Line::Inline(0);

    /// The line of one move.
    #[inline]
    pub fn one(i: u32) -> Line {
        Line::then(i, &Line::EMPTY)
    }

    /// `[i] + rest`: move `i`, then the line `rest`.
    #[inline]
    pub fn then(i: u32, rest: &Line) -> Line {
        match rest {
            Line::Inline(tail) if i < 255 && tail >> (8 * (INLINE - 1)) == 0 => {
                Line::Inline(tail << 8 | u64::from(i + 1))
            }
            _ => Line::then_on_heap(i, rest),
        }
    }

    /// `*self = Line::then(i, rest)`, written in place: a line kept inline stays one word,
    /// and only that word is written (never a whole line built aside and copied over, which
    /// the processor could not forward from its store queue to the next read).
    #[inline]
    pub fn set_then(&mut self, i: u32, rest: &Line) {
        match (rest, &mut *self) {
            (Line::Inline(tail), Line::Inline(word))
                if i < 255 && tail >> (8 * (INLINE - 1)) == 0 =>
            {
                *word = tail << 8 | u64::from(i + 1);
            }
            _ => *self = Line::then(i, rest),
        }
    }

    /// `*self = line`, written in place as [`set_then`](Self::set_then) does.
    #[inline]
    pub fn set(&mut self, line: Line) {
        match (line, &mut *self) {
            (Line::Inline(moves), Line::Inline(word)) => *word = moves,
            (line, _) => *self = line,
        }
    }

    #[cold]
    fn then_on_heap(i: u32, rest: &Line) -> Line {
        let mut moves = Vec::with_capacity(rest.len() + 1);
        moves.push(i);
        moves.extend(rest.iter());
        Line::Heap(moves.into_boxed_slice())
    }

    #[inline]
    pub fn len(&self) -> usize {
        match self {
            Line::Inline(moves) => (64 - moves.leading_zeros() as usize).div_ceil(8),
            Line::Heap(moves) => moves.len(),
        }
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        matches!(self, Line::Inline(0))
    }

    /// The first move: the node's best move.
    #[inline]
    pub fn first(&self) -> Option<u32> {
        match self {
            Line::Inline(moves) => (*moves as u8).checked_sub(1).map(u32::from),
            Line::Heap(moves) => moves.first().copied(),
        }
    }

    /// The moves in order.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        let (small, large): (u64, &[u32]) = match self {
            Line::Inline(moves) => (*moves, &[]),
            Line::Heap(moves) => (0, moves),
        };
        (0..INLINE)
            .map(move |k| (small >> (8 * k)) as u32 & 0xFF)
            .take_while(|&m| m != 0)
            .map(|m| m - 1)
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
        let mut line = Line::EMPTY;
        for i in (0..20).rev() {
            line = Line::then(i, &line);
            assert_eq!(line.to_vec(), (i..20).collect::<Vec<_>>());
        }
        assert!(matches!(line, Line::Heap(_)));
        let short = Line::then(3, &Line::one(0));
        assert!(matches!(short, Line::Inline(_)));
        assert_eq!(
            (short.first(), short.len(), short.to_vec()),
            (Some(3), 2, vec![3, 0])
        );
        let large = Line::then(1, &Line::one(1000));
        assert_eq!(large.to_vec(), [1, 1000]);
        assert_eq!(Line::then(254, &Line::EMPTY).to_vec(), [254]);
        assert!(matches!(Line::one(255), Line::Heap(_)));
        assert_eq!((Line::EMPTY.first(), Line::EMPTY.len()), (None, 0));
        assert_eq!(std::mem::size_of::<Line>(), 16);
    }
}
