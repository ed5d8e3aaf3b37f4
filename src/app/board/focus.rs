//! The keyboard's focus on the board: the pit the arrow keys have reached, shown by a ring of its
//! own. Enter plays that pit's move (in the Omweso setup, puts a seed there; Backspace takes one
//! back). The arrows go by where the pits are on the screen, whichever way the board is turned.

use super::held::Held;
use crate::app::game::legal::Legal;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::rules::Pit;
use bevy::prelude::*;

#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyFocus {
    pub pit: Option<Pit>,
    /// The keys are in use: the ring shows, and the board previews the focused pit's move as it
    /// would a hovered one's. Moving the pointer hands the board back to it.
    pub active: bool,
}

/// An arrow key: a direction on the screen (y up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Left,
    Right,
    Up,
    Down,
}

impl Step {
    pub const ALL: [(KeyCode, Step); 4] = [
        (KeyCode::ArrowLeft, Step::Left),
        (KeyCode::ArrowRight, Step::Right),
        (KeyCode::ArrowUp, Step::Up),
        (KeyCode::ArrowDown, Step::Down),
    ];

    fn towards(self) -> Vec2 {
        match self {
            Step::Left => Vec2::NEG_X,
            Step::Right => Vec2::X,
            Step::Up => Vec2::Y,
            Step::Down => Vec2::NEG_Y,
        }
    }
}

/// The candidate the arrow `step` reaches from `from`: the nearest lying that way, a pit straight
/// ahead preferred to one aside; `from` itself when none does. `screen` places a pit as the player
/// sees it.
pub fn step(from: Pit, step: Step, candidates: &[Pit], screen: impl Fn(Pit) -> Vec2) -> Pit {
    let origin = screen(from);
    let way = step.towards();
    candidates
        .iter()
        .filter(|&&pit| pit != from)
        .filter_map(|&pit| {
            let offset = screen(pit) - origin;
            let ahead = offset.dot(way);
            // Half a pit aside is still the same row or column.
            (ahead > 1.0).then(|| (pit, ahead + 3.0 * offset.perp_dot(way).abs()))
        })
        .min_by(|(_, a), (_, b)| a.total_cmp(b))
        .map_or(from, |(pit, _)| pit)
}

/// The candidate nearest `from` on the screen (the first candidate when there is no `from`).
pub fn nearest(from: Option<Pit>, candidates: &[Pit], screen: impl Fn(Pit) -> Vec2) -> Option<Pit> {
    let Some(from) = from else { return candidates.first().copied() };
    let origin = screen(from);
    candidates
        .iter()
        .copied()
        .min_by(|&a, &b| screen(a).distance_squared(origin).total_cmp(&screen(b).distance_squared(origin)))
}

/// The pits a person may choose now; none while the computer moves, seeds move, a question is
/// asked (its answers are keys 1 to 9) or a panel holds the board.
pub fn choices(current: &Match, legal: &Legal, phase: BoardPhase, held: &Held) -> Vec<Pit> {
    if held.any() {
        return Vec::new();
    }
    match phase {
        BoardPhase::AwaitingPit if current.person_to_move() => legal.movable_pits(current),
        BoardPhase::Setup if current.person_to_move() => current
            .arranging
            .as_ref()
            .map(|arranging| current.game.geometry().pits_of(arranging.side).collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}
