//! Leaving the board, for the title screen or the same game from its start: at once when nothing
//! would be lost, otherwise only once the player confirms. A lesson's move or a puzzle is no game
//! to lose; on the analysis board, the game kept aside is.

use crate::app::analysis::variation::Variation;
use crate::app::base::Screen;
use crate::app::base::pause::Pause;
use crate::app::game::messages::{BoardReset, Leave, LeaveConfirmed, LeaveTo, Reset};
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use crate::app::learn::lesson::LessonOnBoard;
use crate::app::puzzles::book::PuzzleOnBoard;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, leave.in_set(Starting::NewBoard));
}

/// Leaving the board: at once when nothing would be lost, otherwise only once confirmed.
fn leave(
    mut requests: MessageReader<Leave>,
    mut confirmed: MessageReader<LeaveConfirmed>,
    mut current: ResMut<Match>,
    mut pause: ResMut<Pause>,
    mut reset: MessageWriter<BoardReset>,
    mut next_screen: ResMut<NextState<Screen>>,
    (lesson, puzzle): (Res<LessonOnBoard>, Res<PuzzleOnBoard>),
    variation: Res<Variation>,
) {
    let mut go = confirmed.read().last().map(|LeaveConfirmed(to)| *to);
    if let Some(Leave(to)) = requests.read().last() {
        // A lesson's move or a puzzle is no game to lose; on the analysis board, the game kept
        // aside is.
        let game = variation.kept.as_deref().unwrap_or(&current);
        if game.at_stake() && lesson.0.is_none() && puzzle.0.is_none() {
            info!("leaving asks first: {to:?}");
            pause.confirm = Some(*to);
        } else {
            go = Some(*to);
        }
    }
    let Some(to) = go else { return };
    *pause = Pause::default();
    match to {
        LeaveTo::Menu => next_screen.set(Screen::Title),
        LeaveTo::Restart => {
            if let Some(again) = current.restart() {
                *current = again;
                reset.write(BoardReset::because(Reset::Restart));
            }
        }
    }
}
