//! New games and matches, the next game of a match, and the match score. Another capability that
//! puts a game on the board (a file opened, the saved game resumed, a restart when leaving) does it
//! in `Starting::NewBoard`, before the game follows every new board (`Starting::Follow`).

use super::last_move::LastMove;
use super::messages::{BoardReset, NewGame, NewMatch, NextGame, Reset};
use super::phase::BoardPhase;
use super::the_match::Match;
use super::turn::Turn;
use crate::app::base::pause::Pause;
use crate::app::base::{AppSystems, Screen};
use bevy::prelude::*;

/// The order of `AppSystems::Start`: every game put on the board, then what follows any new board.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Starting {
    NewBoard,
    Follow,
}

pub(super) fn plugin(app: &mut App) {
    app.configure_sets(Update, (Starting::NewBoard, Starting::Follow).chain().in_set(AppSystems::Start))
        .add_systems(
            Update,
            (
                (start_new_match, start_next_game, start_new_game).chain().in_set(Starting::NewBoard),
                (forget_turn, on_board_reset).chain().in_set(Starting::Follow),
            ),
        )
        .add_systems(
            Update,
            record_match_result.run_if(in_state(BoardPhase::GameOver)).in_set(AppSystems::Finish),
        );
}

pub(super) fn start_new_match(
    mut requests: MessageReader<NewMatch>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(NewMatch(settings)) = requests.read().last()
        && let Some(next) = Match::new_match(*settings)
    {
        if let Some(arranging) = &next.arranging {
            info!("setup: {} arranges first", arranging.first);
        }
        *current = next;
        reset.write(BoardReset::because(Reset::NewMatch));
    }
}

pub(super) fn start_next_game(
    mut requests: MessageReader<NextGame>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if requests.read().last().is_some()
        && let Some(next) = current.next_game()
    {
        *current = next;
        reset.write(BoardReset::because(Reset::NextGame));
    }
}

pub(super) fn start_new_game(
    mut requests: MessageReader<NewGame>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(NewGame(game)) = requests.read().last() {
        *current = Match::untimed(game.clone());
        reset.write(BoardReset::because(Reset::NewGame));
    }
}

/// A new board forgets the turn being chosen, and the marks of the last move.
pub(super) fn forget_turn(
    mut resets: MessageReader<BoardReset>,
    mut turn: ResMut<Turn>,
    mut pause: ResMut<Pause>,
    mut last: ResMut<LastMove>,
) {
    if resets.read().last().is_some() {
        *turn = Turn::default();
        *pause = Pause::default();
        *last = LastMove::default();
    }
}

/// Every new board goes to the board screen.
pub(super) fn on_board_reset(
    mut resets: MessageReader<BoardReset>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    // Entering the screen it is already on would run its exit, despawning the new board.
    if resets.read().last().is_some() && *screen.get() != Screen::Playing {
        next_screen.set(Screen::Playing);
    }
}

/// An Omweso game's result goes into the match score once, when the board has shown it.
pub(super) fn record_match_result(mut current: ResMut<Match>) {
    if let Some(result) = current.record_result() {
        info!("game result: {} ({} points)", result.kind.name(), result.points);
    }
}
