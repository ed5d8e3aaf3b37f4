//! The guided first game at a path's end: the learner against the computer's gentlest level,
//! with a panel saying, move by move, what the rules just did and why the board asks what it
//! asks. On from the path's first game until another game is put on the board or the learner
//! leaves it.

use super::messages::FirstGame;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::coached::Coached;
use crate::app::game::last_move::{LastMove, MoveSummary};
use crate::app::game::messages::{BoardReset, Reset};
use crate::app::game::starting::Starting;
use crate::rules::GameKind;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Guide>()
        .add_systems(
            Update,
            (
                arm.in_set(AppSystems::Start),
                follow.in_set(Starting::Follow),
                (remember, name_the_holes).in_set(AppSystems::Present),
            ),
        )
        .add_systems(OnEnter(Screen::Title), leave)
        .add_systems(OnEnter(Screen::Learn), leave);
}

/// The guided game, if one is on the board.
#[derive(Resource, Debug, Default, PartialEq, Eq)]
pub struct Guide {
    /// The game being guided.
    pub kind: Option<GameKind>,
    /// Asked for, its board not yet put on (the first new match after the ask is the guided one).
    waiting: bool,
    /// The last two moves, the earlier first: the learner's and the computer's answer, which
    /// comes at once and would otherwise hide what the learner's own move did.
    pub recent: Vec<MoveSummary>,
}

impl Guide {
    pub fn is_on(&self) -> bool {
        self.kind.is_some() && !self.waiting
    }
}

fn arm(mut requests: MessageReader<FirstGame>, mut guide: ResMut<Guide>) {
    if let Some(&FirstGame { kind, .. }) = requests.read().last() {
        *guide = Guide { kind: Some(kind), waiting: true, recent: Vec::new() };
    }
}

/// The path's new match is the guided game; another game after it ends the guide (its take-backs,
/// its restart and Omweso's next game of the match are the guided game still).
fn follow(mut resets: MessageReader<BoardReset>, mut guide: ResMut<Guide>) {
    for reset in resets.read() {
        if guide.waiting && reset.cause == Reset::NewMatch {
            guide.waiting = false;
        } else if guide.is_on() && reset.cause.another_game() {
            *guide = Guide::default();
        } else if guide.is_on() {
            // Taken back, restarted: the moves said are said again from the board's last.
            guide.recent.clear();
        }
    }
}

/// The guided game shows the holes' names, as a lesson does: its words name the holes.
fn name_the_holes(guide: Res<Guide>, mut coached: ResMut<Coached>) {
    if !guide.is_changed() {
        return;
    }
    let wanted = guide.is_on().then(Vec::new);
    if coached.asked("guide") != wanted.as_deref() {
        coached.ask("guide", wanted);
    }
}

/// Each move played in the guided game is kept, the last two of them; a move taken back goes.
fn remember(last: Res<LastMove>, mut guide: ResMut<Guide>) {
    if !last.is_changed() || !guide.is_on() {
        return;
    }
    match &last.0 {
        Some(summary) if guide.recent.last() != Some(summary) => {
            guide.recent.push(summary.clone());
            if guide.recent.len() > 2 {
                guide.recent.remove(0);
            }
        }
        Some(_) => {}
        None => guide.recent.clear(),
    }
}

fn leave(mut guide: ResMut<Guide>) {
    if guide.kind.is_some() {
        *guide = Guide::default();
    }
}
