//! A friend's link put on the board: from the page's address, a paste, the title screen or the
//! command line. Every move is replayed by the rules and, for the game this device sent, checked
//! to continue it; what cannot be opened is said so, and the board stays as it was. The friend's
//! last move is then shown being played, as a move at the board is.

use super::messages::OpenLink;
use super::state::{LinkNotice, Linking, Opening, opening};
use crate::app::base::frames::while_busy;
use crate::app::files::messages::PositionPasted;
use crate::app::files::saved::Resumable;
use crate::app::game::messages::{BoardReset, Reset, ResumeSaved, Review, ReviewStep};
use crate::app::game::phase::BoardPhase;
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, open_link.in_set(Starting::NewBoard))
        .add_systems(Update, show_last_move.after(Starting::Follow))
        .add_systems(Last, while_showing);
}

fn open_link(
    mut links: MessageReader<OpenLink>,
    mut pasted: MessageReader<PositionPasted>,
    mut current: ResMut<Match>,
    mut saved: ResMut<Resumable>,
    mut linking: ResMut<Linking>,
    mut reset: MessageWriter<BoardReset>,
    mut resume: MessageWriter<ResumeSaved>,
    mut waiting: Local<Option<String>>,
) {
    // A paste holding a game link is a link (the position reader leaves it alone).
    let pasted = pasted.read().map(|p| &p.0).filter(|text| crate::saved::link::find(text).is_some());
    if let Some(text) = links.read().map(|l| &l.0).chain(pasted).last() {
        *waiting = Some(text.clone());
    }
    // A link from the page's address comes before the save is read: it waits a frame for it, so
    // that it is checked against the game saved (a page opened anew from the friend's link).
    if !saved.looked {
        return;
    }
    let Some(text) = waiting.take() else { return };
    match opening(&current, saved.game.as_ref(), &text) {
        Opening::Put(game) => {
            let (_, all) = game.ply();
            let over = game.kept().1.outcome().is_some();
            info!("game link opened: {all} moves");
            *current = *game;
            linking.show_last_move = current.reviewing;
            linking.notice = Some(match current.arranging {
                Some(_) => LinkNotice::OpenedSetup,
                None => LinkNotice::Opened { moves: all, over },
            });
            linking.sent = None;
            // The game saved, when it was this one, is now the one on the board.
            let id = |game: &Match| game.by_message().map(|kept| kept.id.clone());
            if saved.game.as_ref().is_some_and(|game| id(game) == id(&current)) {
                saved.game = None;
            }
            reset.write(BoardReset::because(Reset::FriendsGame));
        }
        Opening::NothingNew => {
            info!("game link opened: nothing new");
            linking.notice = Some(LinkNotice::NothingNew);
        }
        Opening::ResumeSaved => {
            info!("game link opened: nothing new, the saved game continues");
            linking.notice = Some(LinkNotice::NothingNew);
            resume.write(ResumeSaved);
        }
        Opening::Refused(why) => {
            warn!("game link refused: {why:?}");
            linking.notice = Some(LinkNotice::Refused(why));
        }
    }
}

/// The friend's last move is shown being played once the board is laid out and still.
fn show_last_move(
    mut linking: ResMut<Linking>,
    current: Res<Match>,
    phase: Option<Res<State<BoardPhase>>>,
    mut review: MessageWriter<Review>,
    mut frames: Local<u32>,
) {
    if !linking.show_last_move {
        *frames = 0;
        return;
    }
    if !current.reviewing {
        linking.show_last_move = false;
        return;
    }
    // A few frames for the board to be laid out from the new game.
    let still = phase.is_some_and(|p| *p.get() == BoardPhase::Reviewing);
    *frames = if still { *frames + 1 } else { 0 };
    if *frames >= 3 {
        review.write(Review(ReviewStep::Forward));
        linking.show_last_move = false;
    }
}

fn while_showing(linking: Res<Linking>, mut was: Local<bool>, mut redraw: MessageWriter<RequestRedraw>) {
    while_busy(linking.show_last_move, &mut was, &mut redraw);
}
