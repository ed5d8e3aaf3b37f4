//! Seeds as entities: one per seed on the board, laid out from the rules' counts when a game
//! starts. After that only playback moves them.

use super::assets::{BoardAssets, SEED_IN_IMAGE};
use super::layout::BoardLayout;
use super::wood::BoardEntity;
use crate::app::base::Screen;
use crate::app::game::messages::{BoardReset, SeedsReset};
use crate::app::game::the_match::Match;
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        spawn_seeds
            .after(super::wood::rebuild_board)
            .run_if(in_state(Screen::Playing))
            .in_set(crate::app::base::AppSystems::Update),
    );
}

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
/// Captured seeds rest smaller in the tray.
pub const TRAY_SCALE: f32 = 0.6;
/// Seeds in the air are drawn at this depth or above, over every seed at rest.
pub const FLYING_Z: f32 = SEED_Z + 1.0;

/// The depth a seed rests at in a pit: the first seeds sit in the middle, and are drawn over the
/// later ones around them, so a heap reads as a pile rising to its centre.
pub fn resting_z(slot: usize) -> f32 {
    SEED_Z + 0.5 / (1.0 + slot as f32)
}

pub(super) fn spawn_seeds(
    mut resets: MessageReader<BoardReset>,
    mut seed_resets: MessageReader<SeedsReset>,
    old: Query<Entity, With<Seed>>,
    mut commands: Commands,
    current: Res<Match>,
    assets: Option<Res<BoardAssets>>,
    laid: Res<BoardLayout>,
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
    let layout = BoardLayout::of_match(&current, laid.fit);
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

/// One seed entity; with assets it gets a painted body (its shadow painted with it).
pub fn spawn_seed(
    commands: &mut Commands,
    assets: Option<&BoardAssets>,
    layout: &BoardLayout,
    seed: Seed,
    at: Vec2,
) -> Entity {
    // Without assets (headless) a seed keeps a unit scale, as the playback expects.
    let r = if assets.is_none() {
        1.0
    } else if matches!(seed, Seed::Captured { .. }) {
        layout.seed_radius * TRAY_SCALE
    } else {
        layout.seed_radius
    };
    let mut entity = commands.spawn((
        Name::new("Seed"),
        BoardEntity,
        DespawnOnExit(Screen::Playing),
        seed,
        Transform::from_translation(at.extend(match seed {
            Seed::InPit { slot, .. } => resting_z(slot),
            _ => SEED_Z,
        }))
        .with_scale(Vec3::splat(r)),
        Visibility::default(),
    ));
    if let Some(assets) = assets {
        // Children are in the seed's unit-circle space.
        let body =
            seed_body(assets, layout.geometry.cols() == 12, SEEDS_MADE.fetch_add(1, Ordering::Relaxed));
        entity.with_children(|seed| {
            seed.spawn(body);
        });
    }
    entity.id()
}

/// Seeds made so far: each new one takes the next look, so no two neighbours are alike and a run
/// of the game made the same way looks the same every time.
static SEEDS_MADE: AtomicU32 = AtomicU32::new(0);

/// The `n`-th seed's body: one of the painted seeds (Bao la Kimasai's pebbles), with a tint and a
/// size of its own, a few percent either way, as no two real seeds match.
pub fn seed_body(assets: &BoardAssets, pebble: bool, n: u32) -> impl Bundle {
    let textures = &assets.textures;
    let looks = if pebble { &textures.pebbles } else { &textures.seeds };
    let h = n.wrapping_mul(0x9E37_79B9).rotate_left(13) ^ n.wrapping_mul(0x85EB_CA6B);
    let unit = |shift: u32| ((h >> shift) & 0xff) as f32 / 255.0;
    let image = looks[(h as usize) % looks.len().max(1)].clone();
    let shade = 0.86 + 0.14 * unit(8);
    let warmth = 0.03 * (unit(16) - 0.5);
    let size = (1.0 + 0.08 * (unit(24) - 0.5)) / SEED_IN_IMAGE;
    (
        Name::new("Seed body"),
        Sprite {
            image,
            color: Color::srgb(shade + warmth, shade, shade - warmth),
            custom_size: Some(Vec2::splat(size)),
            ..default()
        },
        Transform::default(),
    )
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
