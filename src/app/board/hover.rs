//! What the pointer is over and what it drags: written by the input, shown by the view.

use crate::app::game::lines::Line;
use crate::rules::Pit;
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
