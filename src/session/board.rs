//! A Kalah board as the page shows it (docs/engine-api.md `kalahBoard`, `kalahPlay`): the
//! places, who moves, the pits that may be sown and the result, from the one implementation
//! of the rules (src/games/kalah), so the page never sows seeds itself.

use crate::game::{Game, InputError};
use crate::games::kalah::{Kalah, KalahPosition, MoveOutcome};
use serde::Serialize;

/// A position of Kalah(`pits`, `seeds`), ready to draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    pub pits: u32,
    pub seeds: u32,
    /// The seed counts of the `2 × pits + 2` places: the first player's pits, their store,
    /// the second player's pits, their store.
    pub places: Vec<u32>,
    pub first_to_move: bool,
    pub over: bool,
    /// The pits the player to move may sow, in increasing order (none when over).
    pub moves: Vec<u32>,
    /// The places of the two stores.
    pub stores: [u32; 2],
    /// The position text (`config.game.position`).
    pub position: String,
    /// The value from the first player's side (CONVENTIONS.md §5).
    pub value: i32,
    /// What the move just played did: `normal`, `extra-turn` or `game-over` (`null` for a
    /// position not reached by a move).
    pub last_move: Option<&'static str>,
}

fn view(game: &Kalah, pits: u32, seeds: u32, pos: &KalahPosition) -> BoardView {
    let rules = game.rules();
    BoardView {
        pits,
        seeds,
        places: pos.board.iter().map(u32::from).collect(),
        first_to_move: pos.first_to_move,
        over: pos.over,
        moves: game.moves(pos).into_iter().map(|p| p as u32).collect(),
        stores: [rules.store(true) as u32, rules.store(false) as u32],
        position: game.format_position(pos),
        value: game.evaluate(pos),
        last_move: None,
    }
}

fn game_of(pits: u32, seeds: u32, position: Option<&str>) -> Result<Kalah, InputError> {
    match position {
        Some(text) => Kalah::with_position(pits, seeds, text)
            .map_err(|e| InputError::new(format!("position: {e}"))),
        None => Kalah::new(pits, seeds),
    }
}

/// The board of Kalah(`pits`, `seeds`) at `position` (the opening when `None`).
pub fn kalah_board(pits: u32, seeds: u32, position: Option<&str>) -> Result<BoardView, InputError> {
    let game = game_of(pits, seeds, position)?;
    Ok(view(&game, pits, seeds, &game.root()))
}

/// The board after the player to move at `position` sows `pit`; an error says why a move
/// cannot be made (not their pit, an empty pit, the game over).
pub fn kalah_play(
    pits: u32,
    seeds: u32,
    position: Option<&str>,
    pit: u32,
) -> Result<BoardView, InputError> {
    let game = game_of(pits, seeds, position)?;
    let (next, outcome) = game.play_pit(&game.root(), pit as usize)?;
    let mut out = view(&game, pits, seeds, &next);
    out.last_move = Some(match outcome {
        MoveOutcome::Normal => "normal",
        MoveOutcome::ExtraTurn => "extra-turn",
        MoveOutcome::GameOver => "game-over",
    });
    Ok(out)
}
