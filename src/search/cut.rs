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
        match (self, is_max) {
            (Cut::Ge, true) => g >= beta,
            (Cut::Ge, false) => g <= alpha,
            (Cut::Gt, true) => g > beta,
            (Cut::Gt, false) => g < alpha,
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
        assert_eq!(Cut::parse("gt").unwrap(), Cut::Gt);
        assert!(Cut::parse("gte").unwrap_err().message.contains("ge"));
    }
}
