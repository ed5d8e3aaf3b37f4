//! Games with a friend, kept once over: a game played online or by message that ends is kept on
//! this device — so on both players' — beside the autosave (`games.json`; on the web, local
//! storage), and listed from the title screen, to be looked at again once its room or its link is
//! gone. The file itself is the plain `crate::saved::finished`.

use super::persist::{Store, backend};
use super::saved::SavedMatch;
use crate::app::game::the_match::Match;
use crate::saved::finished::{Finished, FinishedGame};
use crate::saved::settings::{Seat, Seats};
use bevy::prelude::*;
use web_time::{SystemTime, UNIX_EPOCH};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FinishedGames>().add_message::<OpenFinished>().add_systems(
        Update,
        (load.run_if(resource_changed::<Store>), keep).chain().in_set(crate::app::base::AppSystems::Present),
    );
}

const GAMES: &str = "games.json";
const SET_ASIDE: &str = "games.unreadable.json";

/// The games kept on this device, and each read through the rules for the list.
#[derive(Resource, Default)]
pub struct FinishedGames {
    pub kept: Finished,
    /// The kept games as the board would show them, in the same order: `None` for a save that
    /// no longer reads.
    pub games: Vec<Option<Match>>,
    /// Whether the list is open.
    pub shown: bool,
}

/// A kept game, by its place in the list, put on the board to be looked at.
#[derive(Message, Clone, Copy, Debug)]
pub struct OpenFinished(pub usize);

impl FinishedGames {
    fn set(&mut self, kept: Finished) {
        self.games = kept.games.iter().map(|game| read(&game.save)).collect();
        self.kept = kept;
    }

    /// The kept game at `place`, to look at on this board alone: no room, no link, both seats
    /// this board's (so *Play again* is a game at this board).
    pub fn to_look_at(&self, place: usize) -> Option<Match> {
        let mut game = self.games.get(place)?.clone()?;
        game.remote = None;
        if let Some(settings) = &mut game.settings {
            settings.seats = Seats([Seat::Human; 2]);
        }
        Some(game)
    }
}

fn read(save: &serde_json::Value) -> Option<Match> {
    super::game_file::read(&save.to_string()).ok()
}

/// Which game with a friend this is, if it is one: its room and the room's game number, or its
/// link's id.
fn friend_game_id(current: &Match) -> Option<String> {
    if let Some(online) = current.online() {
        return Some(format!("{}.{}", online.room, online.round));
    }
    current.by_message().map(|game| game.id.clone())
}

fn load(store: Res<Store>, mut finished: ResMut<FinishedGames>) {
    finished.set(Finished::default());
    let Some(folder) = &store.folder else { return };
    let text = match backend::read(folder, GAMES) {
        Ok(None) => return,
        Ok(Some(text)) => text,
        Err(why) => {
            warn!("the games kept could not be read: {why:?}");
            return;
        }
    };
    match Finished::read(&text) {
        Ok(kept) => finished.set(kept),
        Err(why) => {
            // Kept aside, so that keeping the next game does not write over them.
            warn!("the games kept could not be read: {why}");
            if let Err(err) = backend::set_aside(folder, GAMES, SET_ASIDE, &text) {
                warn!("and could not be set aside: {err}");
            }
        }
    }
}

/// A game with a friend that is over is kept (again, if it changed: its result went into a
/// match's score, or it was taken back and ended anew).
fn keep(
    store: Res<Store>,
    current: Res<Match>,
    mut finished: ResMut<FinishedGames>,
    mut looked_at: Local<Option<(u64, bool)>>,
) {
    let Some(folder) = &store.folder else { return };
    // Every position a board shows has its own id, a new game's too: nothing new, nothing to do.
    let now = (current.position_id(), current.result_recorded);
    if *looked_at == Some(now) {
        return;
    }
    *looked_at = Some(now);
    let Some(id) = friend_game_id(&current) else { return };
    if current.arranging.is_some() || current.kept().1.outcome().is_none() {
        return;
    }
    let Some(save) = SavedMatch::of(&current).and_then(|save| serde_json::to_value(save).ok()) else {
        return;
    };
    let ended = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let game = FinishedGame { id, ended, save };
    if finished.kept.holds(&game) {
        return;
    }
    let mut kept = finished.kept.clone();
    kept.keep(game);
    match backend::write(folder, GAMES, &kept.to_json()) {
        Ok(()) => info!("the game with a friend is kept: {} games kept", kept.games.len()),
        Err(err) => warn!("the game with a friend could not be kept: {err}"),
    }
    finished.set(kept);
}
