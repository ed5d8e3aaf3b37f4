//! What the pointer is over and what it drags: written by the input, shown by the view.

use crate::rules::Pit;
use crate::work::listing::Line;
use bevy::prelude::*;

/// The pit under the pointer, if any.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct HoveredPit(pub Option<Pit>);

/// Which way of the hovered pit's move the board previews, when it may go several (Tab).
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct PreviewChoice(pub usize);

/// A seed being dragged during the Omweso setup: from which pit, and where the pointer is now.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct SeedDrag {
    pub from: Option<Pit>,
    pub at: Option<Vec2>,
}

/// A move the board shows as a preview though no pit is hovered (the analysis's better move, on
/// the position before the move it would have replaced), for the position numbered `position`.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Suggestion(pub Option<(u64, Line)>);

/// Previews the listed move `notation` as hovering its pit would, while the pointer is over no
/// other pit: a lesson's or a puzzle's hint.
pub fn show_move(
    notation: &str,
    current: &crate::app::game::the_match::Match,
    legal: &crate::app::game::legal::Legal,
    hovered: &mut HoveredPit,
    choice: &mut PreviewChoice,
) {
    if hovered.0.is_some() {
        return;
    }
    let Some(pit) = current.game.parse_move(notation).ok().and_then(|mv| current.game.origin(mv)) else {
        return;
    };
    let from_pit = legal.lines(current).iter().filter(|line| current.game.origin(line.mv) == Some(pit));
    if let Some(way) = from_pit.clone().position(|line| line.notation == notation) {
        hovered.0 = Some(pit);
        choice.0 = way;
    }
}
