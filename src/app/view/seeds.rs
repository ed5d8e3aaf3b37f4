//! Seeds as entities: one per seed on the board, laid out from the rules' counts when a game
//! starts. After that only playback moves them.

use super::assets::{BoardAssets, disc};
use super::board::BoardEntity;
use super::layout::BoardLayout;
use crate::app::Screen;
use crate::app::model::game::Match;
use crate::app::model::messages::{BoardReset, SeedsReset};
use crate::rules::{Pit, Side};
use bevy::prelude::*;

/// Where a seed is: in a pit at a slot, in the mover's hand, captured by a player, or in a
/// player's reserve beside the board (Bao's seeds in hand, Omweso's seeds still to place).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seed {
    InPit { pit: Pit, slot: usize },
    InHand { order: usize },
    Captured { by: Side },
    InReserve { side: Side, slot: usize },
}

pub const SEED_Z: f32 = 1.0;

pub(super) fn spawn_seeds(
    mut resets: MessageReader<BoardReset>,
    mut seed_resets: MessageReader<SeedsReset>,
    old: Query<Entity, With<Seed>>,
    mut commands: Commands,
    current: Res<Match>,
    assets: Option<Res<BoardAssets>>,
) {
    let board_reset = resets.read().last().is_some();
    if seed_resets.read().last().is_none() && !board_reset {
        return;
    }
    // A new board despawns everything of the old one; a new setup only the seeds.
    if !board_reset {
        for entity in &old {
            commands.entity(entity).despawn();
        }
    }
    // The layout of the new game (the board may be re-laid in this same frame).
    let layout = BoardLayout::new(current.game.geometry());
    for pit in layout.geometry.pits() {
        for slot in 0..usize::from(current.game.seeds(pit)) {
            let at = layout.pit_position(pit) + layout.seed_offset(slot);
            spawn_seed(&mut commands, assets.as_deref(), &layout, Seed::InPit { pit, slot }, at);
        }
    }
    for side in Side::BOTH {
        for n in 0..current.game.removed_by(side) as usize {
            let at = layout.tray_slot(side, n);
            spawn_seed(&mut commands, assets.as_deref(), &layout, Seed::Captured { by: side }, at);
        }
        for slot in 0..usize::from(current.reserve_shown(side)) {
            let at = layout.reserve_slot(side, slot);
            spawn_seed(&mut commands, assets.as_deref(), &layout, Seed::InReserve { side, slot }, at);
        }
    }
}

/// One seed entity; with assets it gets a body, a shadow and a shine.
pub fn spawn_seed(
    commands: &mut Commands,
    assets: Option<&BoardAssets>,
    layout: &BoardLayout,
    seed: Seed,
    at: Vec2,
) -> Entity {
    let mut entity = commands.spawn((
        Name::new("Seed"),
        BoardEntity,
        DespawnOnExit(Screen::Playing),
        seed,
        Transform::from_translation(at.extend(SEED_Z)),
        Visibility::default(),
    ));
    if let Some(assets) = assets {
        let r = layout.seed_radius
            * if matches!(seed, Seed::Captured { .. }) { super::playback::TRAY_SCALE } else { 1.0 };
        entity.insert((Mesh2d(assets.circle.clone()), MeshMaterial2d(assets.seed.clone())));
        entity.insert(Transform::from_translation(at.extend(SEED_Z)).with_scale(Vec3::splat(r)));
        // Children are in the seed's unit-circle space.
        entity.with_children(|seed| {
            seed.spawn((
                Name::new("Seed shadow"),
                disc(assets, &assets.seed_shadow, Vec2::new(0.12, -0.16), 1.0, -0.5),
            ));
            seed.spawn((
                Name::new("Seed shine"),
                disc(assets, &assets.seed_shine, Vec2::new(-0.3, 0.32), 0.32, 0.1),
            ));
        });
    }
    entity.id()
}

/// How many seed entities rest in each pit: what the view shows, to compare with the rules.
pub fn seeds_in_pits<'a>(seeds: impl Iterator<Item = &'a Seed>) -> std::collections::HashMap<Pit, usize> {
    let mut counts = std::collections::HashMap::new();
    for seed in seeds {
        if let Seed::InPit { pit, .. } = seed {
            *counts.entry(*pit).or_insert(0) += 1;
        }
    }
    counts
}
