//! What the pointer is over and what it drags: written by the input, shown by the view.

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
