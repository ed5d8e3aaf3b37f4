//! The game as a system reads it: the match, its legal moves and the board's phase, the three
//! things nearly every panel and mark of the board asks for together.

use super::legal::Legal;
use super::phase::BoardPhase;
use super::the_match::Match;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

#[derive(SystemParam)]
pub struct GameView<'w> {
    pub current: Res<'w, Match>,
    pub legal: Res<'w, Legal>,
    state: Res<'w, State<BoardPhase>>,
}

impl GameView<'_> {
    pub fn phase(&self) -> BoardPhase {
        *self.state.get()
    }
}
