//! The cut convention of alpha-beta (Knuth & Moore, "An Analysis of Alpha-Beta Pruning",
//! 1975; seed 002's alpha-cut and beta-cut): a MAX node stops searching its children once
//! g ≥ β and a MIN node once g ≤ α — the α ≥ β convention of CONVENTIONS.md §2, the default
//! — or only once g > β and g < α (α > β), which also searches the children that can only
//! tie with the value found: it prunes less and finds the same value (fail-soft bounds
//! stay sound whenever a search cuts less).

use crate::game::InputError;

/// When a node cuts its remaining children.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Cut {
    /// Cut at MAX when g ≥ β, at MIN when g ≤ α (α ≥ β; CONVENTIONS.md §2).
    #[default]
    Ge,
    /// Cut at MAX when g > β, at MIN when g < α (α > β): a tie is searched on.
    Gt,
}

impl Cut {
    pub const ALL: [Cut; 2] = [Cut::Ge, Cut::Gt];

    /// The name the CLI (`--cut`), the config (`cut`) and the element (`cut=`) use.
    pub fn name(self) -> &'static str {
        match self {
            Cut::Ge => "ge",
            Cut::Gt => "gt",
        }
    }

    pub fn parse(name: &str) -> Result<Cut, InputError> {
        Cut::ALL
            .into_iter()
            .find(|c| c.name() == name)
            .ok_or_else(|| {
                InputError::new(format!(
                    "unknown cut convention '{name}': expected ge (cut when α ≥ β) or gt (cut when α > β)"
                ))
            })
    }

    /// True when a node with value-so-far `g` and window (alpha, beta) cuts its remaining
    /// children: a beta-cut at MAX, an alpha-cut at MIN.
    #[inline]
    pub fn cuts(self, is_max: bool, g: i32, alpha: i32, beta: i32) -> bool {
        self.at(is_max, alpha, beta).cuts(g)
    }

    /// The cut of a node with the window (alpha, beta), decided once for all its children
    /// (MT's loop); [`cuts`](Self::cuts) is the same rule for one g.
    #[inline]
    pub fn at(self, is_max: bool, alpha: i32, beta: i32) -> CutAt {
        // g > beta is g >= beta + 1 and g < alpha is g <= alpha - 1 (bounds lie within ±INF,
        // so neither overflows; saturating all the same)
        let bound = match (self, is_max) {
            (Cut::Ge, true) => beta,
            (Cut::Ge, false) => alpha,
            (Cut::Gt, true) => beta.saturating_add(1),
            (Cut::Gt, false) => alpha.saturating_sub(1),
        };
        CutAt { is_max, bound }
    }
}

/// A node's cut, the convention and the window already applied: a MAX node cuts once
/// g >= bound, a MIN node once g <= bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CutAt {
    is_max: bool,
    bound: i32,
}

impl CutAt {
    /// True when the value-so-far `g` cuts the node's remaining children.
    #[inline]
    pub fn cuts(self, g: i32) -> bool {
        if self.is_max {
            g >= self.bound
        } else {
            g <= self.bound
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tie_cuts_only_under_alpha_ge_beta() {
        assert!(Cut::Ge.cuts(true, 5, 0, 5));
        assert!(!Cut::Gt.cuts(true, 5, 0, 5));
        assert!(Cut::Gt.cuts(true, 6, 0, 5));
        assert!(Cut::Ge.cuts(false, 0, 0, 5));
        assert!(!Cut::Gt.cuts(false, 0, 0, 5));
        assert!(Cut::Gt.cuts(false, -1, 0, 5));
        let inf = crate::game::INF;
        assert!(!Cut::Gt.cuts(true, inf, -inf, inf));
        assert!(!Cut::Gt.cuts(false, -inf, -inf, inf));
        assert_eq!(Cut::parse("gt").unwrap(), Cut::Gt);
        assert!(Cut::parse("gte").unwrap_err().message.contains("ge"));
    }
}
