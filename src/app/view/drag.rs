//! While a seed is dragged away from its pit during the Omweso setup, one follows the pointer.

use super::assets::BoardAssets;
use super::board::scoped;
use super::layout::BoardLayout;
use crate::app::model::game::Match;
use crate::app::model::pointer::SeedDrag;
use bevy::prelude::*;

/// The seed that follows the pointer while one is dragged.
#[derive(Component)]
pub(super) struct DragGhost;

pub(super) fn show_seed_drag(
    drag: Res<SeedDrag>,
    current: Res<Match>,
    layout: Res<BoardLayout>,
    assets: Option<Res<BoardAssets>>,
    mut ghost: Query<(Entity, &mut Transform), With<DragGhost>>,
    mut commands: Commands,
) {
    let Some(assets) = assets else { return };
    let away = match (drag.from, drag.at) {
        (Some(from), Some(at)) if current.game.seeds(from) > 0 && layout.pit_at(at) != Some(from) => Some(at),
        _ => None,
    };
    match (away, ghost.single_mut()) {
        (Some(at), Ok((_, mut transform))) => transform.translation = at.extend(30.0),
        (Some(at), Err(_)) => {
            let scale = Vec3::splat(layout.seed_radius * 1.3);
            commands
                .spawn((
                    Name::new("Dragged seed"),
                    scoped(),
                    DragGhost,
                    Transform::from_translation(at.extend(30.0)).with_scale(scale),
                    Visibility::default(),
                ))
                .with_children(|ghost| {
                    ghost.spawn(super::seeds::seed_body(&assets, false, 0));
                });
        }
        (None, Ok((entity, _))) => commands.entity(entity).despawn(),
        (None, Err(_)) => {}
    }
}
