//! A seed in flight from one place to another — eased along a low arc, growing or shrinking on
//! the way — and its small squash as it lands. The playback sets seeds on their hops.

use super::audio::SoundCue;
use super::seeds::{FLYING_Z, SEED_Z, resting_z};
use bevy::math::curve::{Curve, EaseFunction};
use bevy::prelude::*;

/// A seed in flight: eased along a low arc from `from` to `to`.
#[derive(Component, Clone, Debug)]
pub struct Hop {
    pub from: Vec3,
    pub to: Vec3,
    pub elapsed: f32,
    pub duration: f32,
    pub arc: f32,
    /// The seed's scale at the start and at the end (captured seeds shrink into the tray).
    pub scale: Option<(Vec3, Vec3)>,
    /// Played when the seed lands.
    pub sound: Option<SoundCue>,
}

impl Hop {
    pub(super) fn new(from: Vec3, to: Vec2, duration: f32, sound: Option<SoundCue>) -> Hop {
        let arc = 18.0 + 0.12 * from.truncate().distance(to);
        Hop { from, to: to.extend(SEED_Z), elapsed: 0.0, duration, arc, scale: None, sound }
    }

    /// A hop into a pit ends at the depth of its slot in the heap.
    pub(super) fn into_slot(mut self, slot: usize) -> Hop {
        self.to.z = resting_z(slot);
        self
    }

    pub(super) fn scaling(mut self, from: Vec3, to: Vec3) -> Hop {
        self.scale = Some((from, to));
        self
    }

    pub(super) fn progress(&self) -> f32 {
        EaseFunction::CubicInOut.sample_clamped((self.elapsed / self.duration).clamp(0.0, 1.0))
    }

    /// Puts the seed where the hop ends.
    pub(super) fn land(&self, transform: &mut Transform) {
        transform.translation = self.to;
        if let Some((_, to)) = self.scale {
            transform.scale = to;
        }
    }

    pub(super) fn position(&self) -> Vec3 {
        let t = (self.elapsed / self.duration).clamp(0.0, 1.0);
        let mut at = self.from.lerp(self.to, self.progress());
        at.y += self.arc * (std::f32::consts::PI * t).sin();
        // Seeds in the air are drawn above those at rest.
        at.z = if t < 1.0 { FLYING_Z + 5.0 * (std::f32::consts::PI * t).sin() } else { SEED_Z };
        at
    }
}

/// A seed that has just landed, squashing a little and back to its size at rest.
#[derive(Component, Clone, Copy, Debug)]
pub struct Settle {
    pub(super) age: f32,
    pub(super) rest: Vec3,
}

const SETTLE_SECONDS: f32 = 0.14;

pub(super) fn settle_landings(
    time: Res<Time>,
    mut seeds: Query<(Entity, &mut Settle, &mut Transform), Without<Hop>>,
    mut commands: Commands,
) {
    for (entity, mut settle, mut transform) in &mut seeds {
        settle.age += time.delta_secs();
        let t = (settle.age / SETTLE_SECONDS).min(1.0);
        let squash = 0.16 * (std::f32::consts::PI * t).sin() * (1.0 - t);
        transform.scale = settle.rest * Vec3::new(1.0 + squash, 1.0 - squash, 1.0);
        if t >= 1.0 {
            transform.scale = settle.rest;
            commands.entity(entity).remove::<Settle>();
        }
    }
}
