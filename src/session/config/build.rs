//! Validating a config and building its run: every range checked, naming the field, and the
//! game built (seed 003's game played up to the root search the config names).

use super::fields::in_range;
use super::game::GameConfig;
use super::limits::{
    MAX_EVENTS, MAX_KALAH_DEPTH, MAX_MATCH_SEARCH, MAX_NODES, MAX_RANDOM_LEAVES, MAX_SEED,
    MAX_TT_SIZE, MAX_VALUE,
};
use super::settings::Config;
use crate::game::{Depth, InputError};
use crate::games::kalah::{Kalah, MAX_PITS, MAX_SEEDS};
use crate::games::random::RandomTree;
use crate::games::tree::Tree;
use crate::kalah_match::{self, Match, NegaScoutEnd, Program};
use crate::search::run::{MAX_DEPTH, MAX_TESTS, MAX_VISITS};
use crate::search::{self, Algorithm, Cut, DriverParams, Options, SearchSettings};
use crate::trace::Limits;

impl Config {
    /// Checks every range, naming the field; returns the algorithm and the run's options.
    pub(in crate::session) fn validate(&self) -> Result<(Algorithm, Options), InputError> {
        let algorithm = Algorithm::parse(&self.algorithm)
            .map_err(|e| InputError::new(format!("algorithm: {e}")))?;
        in_range("guess", self.guess, -MAX_VALUE, MAX_VALUE)?;
        in_range("step", self.step, 0, MAX_VALUE)?;
        if self.schedule.is_empty() {
            return Err(InputError::new("schedule: must hold at least one step"));
        }
        for (i, &s) in self.schedule.iter().enumerate() {
            in_range(&format!("schedule[{i}]"), s, 0, MAX_VALUE)?;
        }
        if let Some(depth) = self.depth {
            in_range("depth", depth, 1, MAX_DEPTH)?;
        }
        in_range("ttSize", self.tt_size, 1, MAX_TT_SIZE)?;
        in_range("maxEvents", self.max_events, 1, MAX_EVENTS)?;
        in_range("maxNodes", self.max_nodes, 1, MAX_NODES)?;
        in_range("maxVisits", self.max_visits, 1, MAX_VISITS)?;
        in_range("maxTests", self.max_tests, 1, MAX_TESTS)?;
        if let Some(delta) = self.aspiration {
            in_range("aspiration", delta, 1, crate::game::INF)?;
        }
        // the config holds every parameter; the driver takes those of its algorithm (a
        // schedule already follows from a step given without one, `read`)
        let driver = DriverParams::new(algorithm, self.guess, self.step, self.schedule.clone());
        let cut = Cut::parse(&self.cut).map_err(|e| InputError::new(format!("cut: {e}")))?;
        let mut options = Options {
            driver,
            search: SearchSettings::default()
                .with_depth(self.depth)
                .with_tt(self.tt)
                .with_tt_size(self.tt_size)
                .with_cut(cut)
                .with_iterative_deepening(self.iterative_deepening)
                .with_aspiration(self.aspiration)
                .with_history(self.history)
                .with_tt_move_first(self.tt_move_first),
            limits: search::Limits::default()
                .with_max_visits(self.max_visits)
                .with_max_tests(self.max_tests),
        };
        if let GameConfig::Kalah { depth, .. } = &self.game {
            if let Some(d) = depth {
                in_range("game.depth", *d, 1, MAX_KALAH_DEPTH)?;
            }
            match self.depth.or(*depth) {
                None => {
                    return Err(InputError::new(format!(
                        "game.depth: Kalah needs a search depth (1..={MAX_KALAH_DEPTH})"
                    )))
                }
                Some(d) => in_range("depth", d, 1, MAX_KALAH_DEPTH)?,
            }
            options.search = options.search.with_depth(self.depth.or(*depth));
        }
        // every range is checked above, naming the field; the run checks them again
        Ok((algorithm, options))
    }
}

/// A configured game, before a run takes it.
pub(in crate::session) enum AnyGame {
    Tree(Tree),
    Random(RandomTree),
    Kalah(Kalah),
    /// Seed 003's game, played up to the root search the config names (the next one).
    KalahMatch(Box<Match>),
}

impl Config {
    /// Validates every field and builds the game, the algorithm, the options and the limits.
    pub(in crate::session) fn build(
        &self,
    ) -> Result<(AnyGame, Algorithm, Options, Limits), InputError> {
        let (algorithm, options) = self.validate()?;
        let limits = Limits {
            max_events: self.max_events,
            max_nodes: self.max_nodes,
        };
        let game = match &self.game {
            GameConfig::Tree { text } => AnyGame::Tree(
                Tree::parse(text).map_err(|e| InputError::new(format!("game.text: {e}")))?,
            ),
            GameConfig::Random {
                branching,
                depth,
                min,
                max,
                seed,
                order,
                values,
            } => {
                let (b, d) = (*branching, *depth);
                in_range("game.branching", b, 1, crate::games::random::MAX_BRANCHING)?;
                in_range("game.depth", d, 1, MAX_DEPTH)?;
                // counted in integers: formatting a float would pull float printing into the wasm
                let leaves = (b as u64).checked_pow(d);
                if leaves.is_none_or(|n| n > MAX_RANDOM_LEAVES) {
                    let count = leaves.map_or("more than 2^64".to_string(), |n| n.to_string());
                    return Err(InputError::new(format!(
                        "game.depth: a random tree of branching {b} and depth {d} has {count} leaves, more than 10^8"
                    )));
                }
                in_range("game.min", *min, -MAX_VALUE, MAX_VALUE)?;
                in_range("game.max", *max, *min, MAX_VALUE)?;
                in_range("game.seed", *seed, 0, MAX_SEED)?;
                AnyGame::Random(
                    RandomTree::with_shape(b, d, *min, *max, *seed, *order, *values)
                        .map_err(|e| InputError::new(format!("game: {e}")))?,
                )
            }
            GameConfig::Kalah {
                pits,
                seeds,
                position,
                ..
            } => {
                in_range("game.pits", *pits, 1, MAX_PITS as u32)?;
                in_range("game.seeds", *seeds, 1, MAX_SEEDS)?;
                AnyGame::Kalah(match position {
                    Some(text) => Kalah::with_position(*pits, *seeds, text)
                        .map_err(|e| InputError::new(format!("game.position: {e}")))?,
                    None => Kalah::new(*pits, *seeds)
                        .map_err(|e| InputError::new(format!("game: {e}")))?,
                })
            }
            GameConfig::KalahMatch {
                program,
                depths,
                search,
                negascout_end,
            } => AnyGame::KalahMatch(Box::new(self.kalah_match(
                program,
                *depths,
                *search,
                negascout_end,
            )?)),
        };
        Ok((game, algorithm, options, limits))
    }

    /// Seed 003's game played (without a trace) up to root search `search`.
    fn kalah_match(
        &self,
        program: &str,
        [d1, d2]: [Depth; 2],
        search: usize,
        negascout_end: &str,
    ) -> Result<Match, InputError> {
        let p =
            Program::named(program).map_err(|e| InputError::new(format!("game.program: {e}")))?;
        p.check_depth("game.depths[0]", d1)?;
        p.check_depth("game.depths[1]", d2)?;
        in_range("game.search", search, 1, MAX_MATCH_SEARCH)?;
        let end = NegaScoutEnd::parse(negascout_end)
            .map_err(|e| InputError::new(format!("game.negascoutEnd: {e}")))?;
        // every root search passes the turn: odd ones are the first player's
        let depth = if search % 2 == 1 { d1 } else { d2 };
        if let Some(d) = self.depth.filter(|&d| d != depth) {
            return Err(InputError::new(format!(
                "depth: root search {search} of this game searches {depth} plies, not {d}; leave depth out"
            )));
        }
        let limits = kalah_match::Limits {
            max_visits: self.max_visits,
            max_entries: self.tt_size,
        };
        let mut game = Match::new(d1, d2, p.name, end, limits)?;
        while game.searches().len() + 1 < search {
            if game
                .step_worded(crate::session::errors::run_error)
                .map_err(|e| InputError::new(format!("game: {e}")))?
                .is_none()
            {
                break;
            }
        }
        if game.is_over() {
            return Err(InputError::new(format!(
                "game.search: the game of {} at depths {d1},{d2} ends after {} root searches, so there is no root search {search}",
                p.name,
                game.searches().len()
            )));
        }
        Ok(game)
    }
}
