//! The game put aside: when a stranger's game takes the board from a game still under way (the
//! game against the computer played while a table waited), that game is kept beside the autosave
//! (`aside.json`; on the web, local storage), and the title screen offers to go back to it. Back on
//! the board it is the autosave's again, and the file goes.

use super::game_file::read_with_notes;
use super::open::Board;
use super::persist::{Store, backend};
use super::saved::SavedMatch;
use crate::app::game::messages::Reset;
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PutAsideGame>()
        .add_message::<PutAside>()
        .add_message::<BackToPutAside>()
        .add_systems(
            Update,
            (load.run_if(resource_changed::<Store>), put_aside).chain().before(Starting::NewBoard),
        )
        .add_systems(Update, back_to_it.in_set(Starting::NewBoard));
}

const ASIDE: &str = "aside.json";

/// The game put aside, to go back to.
#[derive(Resource, Default)]
pub struct PutAsideGame(pub Option<Match>);

/// The game on the board is put aside before another takes its place: kept, if it is a game
/// under way (a move made, not over, not a friend's — whose room or link keeps it).
#[derive(Message, Clone, Debug)]
pub struct PutAside(pub Box<Match>);

/// The game put aside goes back on the board.
#[derive(Message, Clone, Copy, Debug)]
pub struct BackToPutAside;

/// Whether `game` is worth putting aside: a game under way, and this device's alone.
pub fn worth_keeping(game: &Match) -> bool {
    !game.moves.is_empty() && !game.is_over() && game.remote.is_none() && game.arranging.is_none()
}

fn load(store: Res<Store>, mut aside: ResMut<PutAsideGame>) {
    aside.0 = None;
    let Some(folder) = &store.folder else { return };
    match backend::read(folder, ASIDE) {
        Ok(None) => {}
        Ok(Some(text)) => match read_with_notes(&text) {
            Ok((game, _)) => aside.0 = Some(game),
            // Left where it is: the next game put aside takes its place.
            Err(why) => warn!("the game put aside could not be read: {why:?}"),
        },
        Err(why) => warn!("the game put aside could not be read: {why:?}"),
    }
}

fn put_aside(store: Res<Store>, mut asked: MessageReader<PutAside>, mut aside: ResMut<PutAsideGame>) {
    let Some(PutAside(game)) = asked.read().last() else { return };
    if !worth_keeping(game) {
        return;
    }
    info!("the game on the board is put aside: {} moves", game.moves.len());
    if let (Some(folder), Some(saved)) = (&store.folder, SavedMatch::of(game))
        && let Err(err) = backend::write(folder, ASIDE, &saved.to_json())
    {
        warn!("the game put aside could not be kept: {err}");
    }
    aside.0 = Some((**game).clone());
}

fn back_to_it(
    store: Res<Store>,
    mut asked: MessageReader<BackToPutAside>,
    mut aside: ResMut<PutAsideGame>,
    mut board: Board,
) {
    if asked.read().last().is_none() {
        return;
    }
    let Some(game) = aside.0.take() else { return };
    info!("back to the game put aside: {} moves", game.moves.len());
    board.put(game, Default::default(), Reset::Resumed);
    if let Some(folder) = &store.folder
        && let Err(err) = backend::remove(folder, ASIDE)
    {
        warn!("the game put aside could not be removed: {err}");
    }
}
