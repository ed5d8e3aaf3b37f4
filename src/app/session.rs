//! The game in progress: one `Match` resource holds the record and the rules' position. A
//! player's choice arrives as a message; the rules play it once and their events go to playback.

use super::Screen;
use super::sowing::Playback;
use crate::rules::{AnyGame, Event, Pit};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PitChosen>()
        .add_message::<NewGame>()
        .add_message::<MovePlayed>()
        .add_message::<BoardReset>()
        .init_resource::<Match>()
        .add_systems(
            Update,
            (start_new_game, play_chosen_pit).chain().in_set(super::AppSystems::RecordInput),
        );
}

/// The player picked a pit (by click, touch, or a test).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitChosen(pub Pit);

/// Start a game from this position.
#[derive(Message, Clone, Debug)]
pub struct NewGame(pub AnyGame);

/// A new game began: the board and its seeds are laid out afresh from `Match`.
#[derive(Message, Clone, Copy, Debug)]
pub struct BoardReset;

/// The rules accepted a move; its events are queued for playback.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub notation: String,
    pub events: Vec<Event>,
}

/// The one source of truth for the game being played.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    /// The position the game started from, for "play again".
    pub start: AnyGame,
    /// The rules' current position; the board on screen catches up when playback ends.
    pub game: AnyGame,
    /// Moves played, in notation.
    pub moves: Vec<String>,
}

impl Default for Match {
    fn default() -> Match {
        let game = AnyGame::Kimasai(crate::rules::kimasai::Kimasai::new());
        Match { start: game.clone(), game, moves: Vec::new() }
    }
}

impl Match {
    /// The pits whose seeds the player to move may move.
    pub fn movable_pits(&self) -> Vec<Pit> {
        let mut pits: Vec<Pit> =
            self.game.legal_moves().into_iter().filter_map(|mv| self.game.origin(mv)).collect();
        pits.dedup();
        pits
    }
}

fn start_new_game(
    mut requests: MessageReader<NewGame>,
    mut current: ResMut<Match>,
    mut playback: ResMut<Playback>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(NewGame(game)) = requests.read().last() {
        *current = Match { start: game.clone(), game: game.clone(), moves: Vec::new() };
        playback.clear();
        next_screen.set(Screen::Playing);
        reset.write(BoardReset);
    }
}

/// Plays the move that starts at the chosen pit. Choices that arrive while seeds are still moving
/// are dropped, never queued: the board the player clicked on is not the board they would hit.
fn play_chosen_pit(
    mut choices: MessageReader<PitChosen>,
    mut current: ResMut<Match>,
    playback: Res<Playback>,
    screen: Res<State<Screen>>,
    mut played: MessageWriter<MovePlayed>,
) {
    let mut accepted = false;
    for PitChosen(pit) in choices.read() {
        if accepted || *screen.get() != Screen::Playing || playback.is_busy() {
            debug!("ignored a choice of {pit:?} while the board is not ready");
            continue;
        }
        let game = &current.game;
        let moves: Vec<_> =
            game.legal_moves().into_iter().filter(|&mv| game.origin(mv) == Some(*pit)).collect();
        // Every Kimasai pit has at most one move; games with more choices per pit ask first.
        let [mv] = moves.as_slice() else { continue };
        let notation = game.format_move(*mv);
        let mut events = Vec::new();
        let mut next = current.game.clone();
        match next.play(*mv, &mut events) {
            Ok(()) => {
                current.game = next;
                current.moves.push(notation.clone());
                info!("move played: {notation}");
                played.write(MovePlayed { notation, events });
                accepted = true;
            }
            Err(err) => warn!("the rules refused {notation}: {err}"),
        }
    }
}
