//! The focus ring: where the keys are on the board, a ring with four notches unlike any other
//! mark, over the focused pit while the keys are in use.

use super::assets::{BoardAssets, FOCUS_IN_IMAGE};
use super::focus::KeyFocus;
use super::layout::BoardLayout;
use super::palette::Colours;
use super::wood::scoped;
use crate::app::base::AppSystems;
use crate::app::base::settings::Settings;
use crate::app::game::phase::BoardPhase;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_focus.run_if(in_state(crate::app::base::Screen::Playing)).in_set(AppSystems::Present),
    );
}

#[derive(Component)]
struct FocusRing;

fn show_focus(
    focus: Res<KeyFocus>,
    layout: Res<BoardLayout>,
    settings: Res<Settings>,
    phase: Res<State<BoardPhase>>,
    assets: Option<Res<BoardAssets>>,
    mut rings: Query<(&mut Transform, &mut Visibility, &mut Sprite), With<FocusRing>>,
    mut commands: Commands,
) {
    let Some(assets) = assets else { return };
    let Ok((mut transform, mut visibility, mut sprite)) = rings.single_mut() else {
        commands.spawn((
            Name::new("Focus ring"),
            FocusRing,
            scoped(),
            Sprite { image: assets.textures.focus.clone(), ..default() },
            Transform::default(),
            Visibility::Hidden,
        ));
        return;
    };
    // Only while there is a pit to choose: during a question its answers are the keys.
    let choosing = matches!(phase.get(), BoardPhase::AwaitingPit | BoardPhase::Setup);
    let shown = focus.pit.filter(|&pit| focus.active && choosing && layout.geometry.contains(pit));
    visibility.set_if_neq(if shown.is_some() { Visibility::Visible } else { Visibility::Hidden });
    let Some(pit) = shown else { return };
    // Just over the pit's light (the board's pieces lie 10 below their own z), under its seeds
    // and its count.
    let at = layout.pit_position(pit).extend(-0.4);
    if transform.translation != at {
        transform.translation = at;
    }
    let size = Some(Vec2::splat(2.0 * (layout.pit_radius + 8.0) / FOCUS_IN_IMAGE));
    if sprite.custom_size != size {
        sprite.custom_size = size;
    }
    let colour = Colours::of(settings.colour_blind).focus;
    if sprite.color != colour {
        sprite.color = colour;
    }
}
