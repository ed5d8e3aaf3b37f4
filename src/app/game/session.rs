//! New games and matches, the next game of a match, the match score, and leaving the board
//! (asking first when a game or match would be lost).

use super::messages::{Leave, LeaveConfirmed, LeaveTo, NewGame, NewMatch, NextGame, ResumeSaved};
use super::record::Match;
use super::turn::Turn;
use crate::app::AppSystems;
use crate::app::Screen;
use crate::app::analysis::state::{Comments, GameAnalysis};
use crate::app::analysis::variation::Variation;
use crate::app::board::last_move::LastMove;
use crate::app::board::messages::BoardReset;
use crate::app::files::game_file;
use crate::app::files::messages::{FileOpened, PositionPasted};
use crate::app::files::notice::{FileNotice, Notice};
use crate::app::files::saved::Resumable;
use crate::app::learn::lesson::OnBoard;
use crate::app::phase::board_phase::BoardPhase;
use crate::app::puzzles::book::OnBoard as PuzzleOnBoard;
use crate::app::shell::paused::Pause;
use crate::rules::AnyGame;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (start_new_match, start_next_game, start_new_game, resume_saved, open_file, open_position, leave)
                .chain(),
            (forget_turn, on_board_reset).chain(),
        )
            .chain()
            .in_set(AppSystems::Start),
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
        reset.write(BoardReset);
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
        reset.write(BoardReset);
    }
}

pub(super) fn resume_saved(
    mut requests: MessageReader<ResumeSaved>,
    mut saved: ResMut<Resumable>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
    (mut analysis, mut comments): (ResMut<GameAnalysis>, ResMut<Comments>),
) {
    if requests.read().last().is_some()
        && let Some(game) = saved.game.take()
    {
        info!("continuing the saved game: {} moves", game.moves.len());
        *current = game;
        let notes = std::mem::take(&mut saved.notes);
        if let Some(found) = notes.analysis {
            *analysis = GameAnalysis::finished(&current, found);
        }
        *comments.for_game(&current) = notes.comments;
        reset.write(BoardReset);
    }
}

/// A game file becomes the game on the board, ready to review or go on; a file that cannot be
/// read is said so, and the game on the board stays as it was.
pub(super) fn open_file(
    mut files: MessageReader<FileOpened>,
    mut current: ResMut<Match>,
    mut notice: ResMut<FileNotice>,
    mut reset: MessageWriter<BoardReset>,
    (mut analysis, mut comments): (ResMut<GameAnalysis>, ResMut<Comments>),
) {
    let Some(FileOpened { name, text }) = files.read().last() else { return };
    match game_file::read_with_notes(text) {
        Ok((opened, notes)) => {
            info!("opened {name}: {} moves", opened.moves.len());
            let (name, kind, moves) = (name.clone(), opened.game.kind(), opened.moves.len());
            notice.0 = Some(Notice::Opened { name, kind, moves });
            *current = opened;
            // The analysis and comments the file keeps are the game's again, at once.
            if let Some(found) = notes.analysis {
                *analysis = GameAnalysis::finished(&current, found);
            }
            *comments.for_game(&current) = notes.comments;
            reset.write(BoardReset);
        }
        Err(problem) => {
            warn!("{name} could not be opened: {problem:?}");
            notice.0 = Some(Notice::NotOpened { name: name.clone(), problem });
        }
    }
}

/// A pasted position string becomes a new game from that position.
pub(super) fn open_position(
    mut pasted: MessageReader<PositionPasted>,
    mut current: ResMut<Match>,
    mut notice: ResMut<FileNotice>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(PositionPasted(text)) = pasted.read().last() else { return };
    // A position string is a line; a paste of a whole document is not one, and is not parsed.
    if text.len() > 1_000 {
        notice.0 = Some(Notice::PastedTooLong { chars: text.chars().count() });
        return;
    }
    match AnyGame::from_text(text.trim()) {
        Ok(game) => {
            notice.0 = Some(Notice::Pasted { kind: game.kind() });
            *current = Match::untimed(game);
            reset.write(BoardReset);
        }
        Err(why) => notice.0 = Some(Notice::NotAPosition { why: why.to_string() }),
    }
}

pub(super) fn start_new_game(
    mut requests: MessageReader<NewGame>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(NewGame(game)) = requests.read().last() {
        *current = Match::untimed(game.clone());
        reset.write(BoardReset);
    }
}

/// Leaving the board: at once when nothing would be lost, otherwise only once confirmed.
pub(super) fn leave(
    mut requests: MessageReader<Leave>,
    mut confirmed: MessageReader<LeaveConfirmed>,
    mut current: ResMut<Match>,
    mut pause: ResMut<Pause>,
    mut reset: MessageWriter<BoardReset>,
    mut next_screen: ResMut<NextState<Screen>>,
    (lesson, puzzle): (Res<OnBoard>, Res<PuzzleOnBoard>),
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
                reset.write(BoardReset);
            }
        }
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
