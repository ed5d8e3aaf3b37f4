//! While a seed is dragged away from its pit during the Omweso setup, one follows the pointer.

use crate::app::board::assets::BoardAssets;
use crate::app::board::hover::SeedDrag;
use crate::app::board::layout::BoardLayout;
use crate::app::board::wood::scoped;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_seed_drag
            .run_if(in_state(crate::app::base::Screen::Playing))
            .in_set(crate::app::base::AppSystems::Present),
    );
}

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
                    ghost.spawn(crate::app::board::seeds::seed_body(&assets, false, 0));
                });
        }
        (None, Ok((entity, _))) => commands.entity(entity).despawn(),
        (None, Err(_)) => {}
    }
}
