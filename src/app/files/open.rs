//! A game put on the board from outside it: the saved game resumed, a game file opened, a position
//! pasted. Each is read by the one reader (`crate::saved`, `rules`); what cannot be read is said
//! so, and the board stays as it was.

use super::finished::{FinishedGames, OpenFinished};
use super::messages::{FileOpened, PositionPasted};
use super::notice::{FileNotice, Notice};
use super::saved::Resumable;
use crate::app::analysis::state::{Comments, GameAnalysis};
use crate::app::game::messages::{BoardReset, Reset, ResumeSaved};
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use crate::rules::AnyGame;
use crate::saved::Notes;
use crate::saved::finished::day_of;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (resume_saved, open_file, open_finished, open_position).chain().in_set(Starting::NewBoard),
    );
}

/// The game on the board and what is kept beside it: where a game from outside is put.
#[derive(SystemParam)]
pub(super) struct Board<'w> {
    current: ResMut<'w, Match>,
    analysis: ResMut<'w, GameAnalysis>,
    comments: ResMut<'w, Comments>,
    reset: MessageWriter<'w, BoardReset>,
}

impl Board<'_> {
    /// The game on the board, its analysis and comments the game's again at once.
    pub(super) fn put(&mut self, game: Match, notes: Notes, cause: Reset) {
        *self.current = game;
        if let Some(found) = notes.analysis {
            *self.analysis = GameAnalysis::finished(&self.current, found);
        }
        *self.comments.for_game(&self.current) = notes.comments;
        self.reset.write(BoardReset::because(cause));
    }
}

fn resume_saved(mut requests: MessageReader<ResumeSaved>, mut saved: ResMut<Resumable>, mut board: Board) {
    if requests.read().last().is_some()
        && let Some(game) = saved.game.take()
    {
        info!("continuing the saved game: {} moves", game.moves.len());
        board.put(game, std::mem::take(&mut saved.notes), Reset::Resumed);
    }
}

/// A game file becomes the game on the board, ready to review or go on; a file that cannot be
/// read is said so, and the game on the board stays as it was.
fn open_file(mut files: MessageReader<FileOpened>, mut notice: ResMut<FileNotice>, mut board: Board) {
    let Some(FileOpened { name, text }) = files.read().last() else { return };
    match super::game_file::read_with_notes(text) {
        Ok((opened, notes)) => {
            info!("opened {name}: {} moves", opened.moves.len());
            let (name, kind, moves) = (name.clone(), opened.game.kind(), opened.moves.len());
            notice.0 = Some(Notice::Opened { name, kind, moves });
            board.put(opened, notes, Reset::FileOpened);
        }
        Err(problem) => {
            warn!("{name} could not be opened: {problem:?}");
            notice.0 = Some(Notice::NotOpened { name: name.clone(), problem });
        }
    }
}

/// A game with a friend kept once over, opened from the list: on the board, at its end.
fn open_finished(
    mut asked: MessageReader<OpenFinished>,
    mut finished: ResMut<FinishedGames>,
    mut notice: ResMut<FileNotice>,
    mut board: Board,
) {
    let Some(&OpenFinished(place)) = asked.read().last() else { return };
    finished.shown = false;
    let (Some(game), Some(kept)) = (finished.to_look_at(place), finished.kept.games.get(place)) else {
        warn!("no kept game {place} to open");
        return;
    };
    let (name, kind, moves) = (day_of(kept.ended), game.game.kind(), game.moves.len());
    info!("opened the game with a friend of {name}: {moves} moves");
    notice.0 = Some(Notice::Opened { name, kind, moves });
    board.put(game, Notes::default(), Reset::FileOpened);
}

/// A pasted position string becomes a new game from that position.
fn open_position(
    mut pasted: MessageReader<PositionPasted>,
    mut current: ResMut<Match>,
    mut notice: ResMut<FileNotice>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(PositionPasted(text)) = pasted.read().last() else { return };
    // A friend's game link pasted is opened as one (`by_message`), not read as a position.
    if crate::saved::link::find(text).is_some() {
        return;
    }
    // A position string is a line; a paste of a whole document is not one, and is not parsed.
    if text.len() > 1_000 {
        notice.0 = Some(Notice::PastedTooLong { chars: text.chars().count() });
        return;
    }
    match AnyGame::from_text(text.trim()) {
        Ok(game) => {
            notice.0 = Some(Notice::Pasted { kind: game.kind() });
            *current = Match::untimed(game);
            reset.write(BoardReset::because(Reset::PositionPasted));
        }
        Err(why) => notice.0 = Some(Notice::NotAPosition { why: why.to_string() }),
    }
}
