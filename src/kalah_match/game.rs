//! One game of Kalah(6, 6) as seed 003's `play()` plays it: from the opening, one root
//! search per turn by the core (first player to depth D1, second to D2), the table cleared
//! before it unless the program keeps it, MTD(f) starting from the same player's previous
//! value, and the root's whole turn line played (extra turns included), until the game ends.

use super::{Limits, MatchResult, NegaScoutEnd, Program};
use crate::game::{Depth, Game, InputError};
use crate::games::kalah::{Kalah, KalahPosition};
use crate::search::{
    self, catalog, AnyTable, Dictionary, DriverParams, Options, Run, RunError, SearchSettings,
    TranspositionTable,
};
use crate::trace::{Counters, NoTrace, Tracer};

/// What one root search of the game did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RootSearch {
    /// 1 for the game's first root search.
    pub number: usize,
    /// True when the first player searched.
    pub first_player: bool,
    pub depth: Depth,
    /// The position searched (a position text, `Kalah::parse`).
    pub position: String,
    /// MTD(f)'s first test value, in the first player's terms (seed 003's first guess f is
    /// the same player's previous value, from their side: for the second player a test at f
    /// is the test at 1 − f here).
    pub guess: Option<i32>,
    /// The root's value, from the first player's side.
    pub value: i32,
    /// The pits played: the root's turn line.
    pub pits: Vec<usize>,
    /// This search's own counts (evaluations, TT hits, …).
    pub counters: Counters,
    /// The root searches the driver made (MTD(f)'s null-window tests; one otherwise).
    pub tests: usize,
    /// The entries in the table at the end of the search.
    pub table_entries: usize,
}

/// A seed 003 game in progress, its table seed 003's [`Dictionary`] held as an `M`: the
/// session's [`AnyTable`] ([`Match::new`]), or the dictionary itself, which the command line
/// uses ([`Match::with_table_type`]: the searches compiled for it alone, the table's code
/// inlined into them).
pub struct Match<M: TranspositionTable = AnyTable> {
    program: Program,
    depths: [Depth; 2],
    end: NegaScoutEnd,
    limits: Limits,
    /// Kalah(6, 6) as seed 003 searches it ([`Kalah::seed003`]).
    game: Kalah,
    position: KalahPosition,
    /// `None` while a root search holds it.
    table: Option<M>,
    /// Each player's last root value, from the first player's side (0 before the first).
    previous: [i32; 2],
    searches: Vec<RootSearch>,
}

impl Match {
    /// A game from the opening: the first player searches to `d1`, the second to `d2`, with
    /// the program `algo`; NegaScout finds the end of the game where `end` says.
    pub fn new(
        d1: Depth,
        d2: Depth,
        algo: &str,
        end: NegaScoutEnd,
        limits: Limits,
    ) -> Result<Match, InputError> {
        Match::with_table_type(d1, d2, algo, end, limits)
    }
}

impl<M: TranspositionTable + From<Dictionary>> Match<M> {
    /// [`Match::new`] with the table held as an `M`.
    pub fn with_table_type(
        d1: Depth,
        d2: Depth,
        algo: &str,
        end: NegaScoutEnd,
        limits: Limits,
    ) -> Result<Match<M>, InputError> {
        let program = Program::named(algo)?;
        program.check_depth("first player's depth (D1)", d1)?;
        program.check_depth("second player's depth (D2)", d2)?;
        if limits.max_entries == 0 || limits.max_entries > super::MAX_ENTRIES {
            return Err(InputError::new(format!(
                "tt size {} must lie in 1..={}",
                limits.max_entries,
                super::MAX_ENTRIES
            )));
        }
        let game = Kalah::standard().seed003(program.is_negascout() && end == NegaScoutEnd::AtNode);
        let infinity = program.dialect(end).infinity;
        Ok(Match {
            program,
            depths: [d1, d2],
            end,
            limits,
            position: game.root(),
            game,
            table: Some(Dictionary::new(limits.max_entries, infinity).into()),
            previous: [0, 0],
            searches: Vec::new(),
        })
    }

    pub fn program(&self) -> Program {
        self.program
    }

    /// The first and the second player's depths.
    pub fn depths(&self) -> [Depth; 2] {
        self.depths
    }

    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        self.position.over
    }

    /// The root searches made so far.
    pub fn searches(&self) -> &[RootSearch] {
        &self.searches
    }

    /// The position the next root search starts from (the final one once the game is over).
    pub fn position(&self) -> &KalahPosition {
        &self.position
    }

    /// The run of the next root search, holding the game's table (cleared first unless the
    /// program keeps it); `None` once the game is over. Step it to its end, then hand it to
    /// [`Match::finish_run`].
    pub fn next_run<T: Tracer>(
        &mut self,
        tracer: T,
    ) -> Result<Option<Run<Kalah, T, M>>, InputError> {
        self.next_run_as(tracer, |kalah| kalah, |e| InputError::from(*e))
    }

    /// [`Match::next_run`] with the game held as a `G` made from the Kalah game (the wasm
    /// session's one game type for every game it shows), and a run's error worded by `word`
    /// (a session words it for its config's reader).
    pub fn next_run_as<G: Game, T: Tracer>(
        &mut self,
        tracer: T,
        game: impl FnOnce(Kalah) -> G,
        word: fn(&RunError) -> InputError,
    ) -> Result<Option<Run<G, T, M>>, InputError> {
        if self.is_over() {
            return Ok(None);
        }
        let mut table = self
            .table
            .take()
            .ok_or_else(|| InputError::new("internal: a root search is already running"))?;
        if !self.program.keeps_table {
            table.clear();
        }
        let first = self.position.first_to_move;
        let options = Options {
            driver: DriverParams::new(
                self.program.algorithm,
                self.guess(),
                catalog::DEFAULT_STEP,
                catalog::SEED_001_SCHEDULE.to_vec(),
            ),
            search: SearchSettings::default()
                .with_depth(self.depths[usize::from(!first)])
                .with_dialect(self.program.dialect(self.end)),
            limits: search::Limits::default().with_max_visits(self.limits.max_visits),
        };
        let game = game(self.game.at(self.position));
        Run::with_table(game, self.program.algorithm, options, tracer, table)
            .map(Some)
            .map_err(|e| word(&e))
    }

    /// MTD(f)'s first test value for the player to move: seed 003's f is that player's
    /// previous value from their own side; for the second player (MIN here) its null window
    /// (f − 1, f) is (−f, 1 − f) from the first player's side.
    fn guess(&self) -> i32 {
        if self.position.first_to_move {
            self.previous[0]
        } else {
            1 + self.previous[1]
        }
    }

    /// Takes back the table of a finished root search, records the search and plays its
    /// turn line.
    pub fn finish_run<T: Tracer>(
        &mut self,
        run: Run<Kalah, T, M>,
    ) -> Result<&RootSearch, InputError> {
        let number = self.searches.len() + 1;
        let value = run.value().ok_or_else(|| {
            InputError::new(format!("internal: root search {number} is not finished"))
        })?;
        let first = self.position.first_to_move;
        let kalah = &self.game;
        let mut record = RootSearch {
            number,
            first_player: first,
            depth: run.depth(),
            position: kalah.format_position(&self.position),
            guess: (self.program.algorithm == crate::search::Algorithm::MtdF).then(|| self.guess()),
            value,
            pits: Vec::new(),
            counters: run.search().counters(),
            tests: run.tests().len(),
            table_entries: run.search().table().len(),
        };
        let line = run.turn_line().clone();
        self.table = Some(run.into_search().into_table());
        self.previous[usize::from(!first)] = value;
        // play the turn: `for x in move: board.move_stone(turn, x)`
        let mut pos = self.position;
        for i in line.iter() {
            let pit = kalah.pit_of_move(&pos, i as usize).ok_or_else(|| {
                InputError::new(format!(
                    "internal: root search {number}'s line plays a move that does not exist"
                ))
            })?;
            pos = kalah.play_pit(&pos, pit)?.0;
            record.pits.push(pit);
        }
        if record.pits.is_empty() || (!pos.over && pos.first_to_move == first) {
            return Err(InputError::new(format!(
                "internal: root search {number}'s turn line (pits {}) does not end the turn",
                record
                    .pits
                    .iter()
                    .map(|p| p.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        self.position = pos;
        self.searches.push(record);
        Ok(self.searches.last().expect("just pushed"))
    }

    /// Makes the next root search (without a trace) and plays its line; `Ok(None)` once the
    /// game is over. An error (the work budget, the table's cap) names the root search; a
    /// run's error is worded as the command line words it ([`RunError`]'s `Display`).
    pub fn step(&mut self) -> Result<Option<&RootSearch>, InputError> {
        self.step_worded(|e| InputError::from(*e))
    }

    /// [`Match::step`] with a run's error worded by `word` (a session's way).
    pub fn step_worded(
        &mut self,
        word: fn(&RunError) -> InputError,
    ) -> Result<Option<&RootSearch>, InputError> {
        let number = self.searches.len() + 1;
        let Some(mut run) = self.next_run_as(NoTrace, |kalah| kalah, word)? else {
            return Ok(None);
        };
        loop {
            match run.step() {
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(e) => {
                    let e = word(&e);
                    return Err(InputError::new(format!(
                        "{} (root search {number} of the game)",
                        e.message
                    )));
                }
            }
        }
        self.finish_run(run).map(Some)
    }

    /// Plays the game to its end.
    pub fn play_to_end(&mut self) -> Result<(), InputError> {
        while self.step()?.is_some() {}
        Ok(())
    }

    /// Evaluations and TT hits summed over the root searches so far, and the two stores.
    pub fn result(&self) -> MatchResult {
        let rules = self.game.rules();
        let board = &self.position.board;
        MatchResult {
            evals: self.searches.iter().map(|s| s.counters.leaf_evals).sum(),
            tt_hits: self.searches.iter().map(|s| s.counters.tt_hits).sum(),
            stores: [
                u32::from(board.get(rules.store(true))),
                u32::from(board.get(rules.store(false))),
            ],
        }
    }
}
