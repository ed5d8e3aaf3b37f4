//! The holes a coach's task names ("capture the seeds in a3"), marked with a small target at the
//! rim's lower left — where a capture's cross falls once the task is done — in the palette's
//! capture colour, its rings telling it apart from every other mark by form as well.

use super::assets::{BoardAssets, disc};
use super::coached::Coached;
use super::layout::BoardLayout;
use super::wood::scoped;
use crate::app::game::messages::BoardReset;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_targets
            .run_if(in_state(crate::app::base::Screen::Playing))
            .in_set(crate::app::base::AppSystems::Present),
    );
}

/// One ring of a target mark.
#[derive(Component)]
struct TargetMark;

fn show_targets(
    coached: Res<Coached>,
    layout: Res<BoardLayout>,
    assets: Option<Res<BoardAssets>>,
    mut resets: MessageReader<BoardReset>,
    marks: Query<Entity, With<TargetMark>>,
    mut commands: Commands,
) {
    let Some(assets) = assets else { return };
    // A new board has despawned the marks with everything else.
    let reset = resets.read().last().is_some();
    if !reset && !coached.is_changed() && !layout.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let r = layout.pit_radius;
    for pit in coached.targets() {
        let at = layout.pit_position(pit) + Vec2::new(-0.62, -0.62) * r;
        // A bull's-eye: a ring of the capture colour round the wood's dark, and a dot.
        for (material, size, z) in [
            (&assets.mark_target, 0.3, 14.0),
            (&assets.mark_lap, 0.2, 14.1),
            (&assets.mark_target, 0.1, 14.2),
        ] {
            commands.spawn((
                Name::new("Task's hole"),
                TargetMark,
                scoped(),
                disc(&assets, material, at, r * size, z),
            ));
        }
    }
}
