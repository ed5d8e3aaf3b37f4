//! Playback of the rules' events: each seed hops along the pit path, one hop per drop, and
//! captured seeds fly to the captor's tray. This mirrors the rules; it never decides anything.

use super::AppSystems;
use super::audio::SoundCue;
use super::board::BoardAssets;
use super::layout::BoardLayout;
use super::seeds::{SEED_Z, Seed, seeds_in_pits, spawn_seed};
use super::session::{Match, MovePlayed};
use crate::rules::{Event, Pit};
use bevy::math::curve::{Curve, EaseFunction};
use bevy::prelude::*;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Playback>().add_systems(
        Update,
        (queue_events, run_playback, advance_hops, finish_playback).chain().in_set(AppSystems::Update),
    );
}

/// Seconds for one hop to the next pit, for a lift, and for a capture's flight.
pub const HOP_SECONDS: f32 = 0.32;
const LIFT_SECONDS: f32 = 0.16;
const CAPTURE_SECONDS: f32 = 0.55;
/// A breath between a landing and what it causes, so a capture reads as a consequence.
const BEAT_SECONDS: f32 = 0.12;
/// Captured seeds rest smaller in the tray.
pub const TRAY_SCALE: f32 = 0.6;

/// The events still to show, and whether seeds are in the air.
#[derive(Resource, Default, Debug)]
pub struct Playback {
    queue: VecDeque<Event>,
    pause: f32,
    hops_in_flight: usize,
}

impl Playback {
    /// True while a move is being shown: the board on screen is not yet the rules' board.
    pub fn is_busy(&self) -> bool {
        !self.queue.is_empty() || self.hops_in_flight > 0 || self.pause > 0.0
    }

    pub fn clear(&mut self) {
        *self = Playback::default();
    }
}

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
    fn new(from: Vec3, to: Vec2, duration: f32, sound: Option<SoundCue>) -> Hop {
        let arc = 18.0 + 0.12 * from.truncate().distance(to);
        Hop { from, to: to.extend(SEED_Z), elapsed: 0.0, duration, arc, scale: None, sound }
    }

    fn scaling(mut self, from: Vec3, to: Vec3) -> Hop {
        self.scale = Some((from, to));
        self
    }

    fn progress(&self) -> f32 {
        EaseFunction::CubicInOut.sample_clamped((self.elapsed / self.duration).clamp(0.0, 1.0))
    }

    fn position(&self) -> Vec3 {
        let t = (self.elapsed / self.duration).clamp(0.0, 1.0);
        let mut at = self.from.lerp(self.to, self.progress());
        at.y += self.arc * (std::f32::consts::PI * t).sin();
        // Seeds in the air are drawn above those at rest.
        at.z = SEED_Z + 5.0 * (std::f32::consts::PI * t).sin() + if t < 1.0 { 1.0 } else { 0.0 };
        at
    }
}

/// Where the `order`-th seed in the mover's hand hovers while the hand is over `pit`.
fn hand_position(layout: &BoardLayout, pit: Pit, order: usize) -> Vec2 {
    layout.pit_position(pit) + Vec2::new(0.0, layout.pit_radius * 0.6) + layout.seed_offset(order) * 0.5
}

fn queue_events(mut played: MessageReader<MovePlayed>, mut playback: ResMut<Playback>) {
    for move_played in played.read() {
        playback.queue.extend(move_played.events.iter().copied());
    }
}

/// Starts the next event once the previous one has landed.
fn run_playback(
    time: Res<Time>,
    mut playback: ResMut<Playback>,
    layout: Res<BoardLayout>,
    mut seeds: Query<(Entity, &mut Seed, &Transform)>,
    hops: Query<(), With<Hop>>,
    mut commands: Commands,
    mut sounds: MessageWriter<SoundCue>,
    assets: Option<Res<BoardAssets>>,
) {
    if playback.pause > 0.0 {
        playback.pause = (playback.pause - time.delta_secs()).max(0.0);
        return;
    }
    if !hops.is_empty() {
        return;
    }
    let Some(event) = playback.queue.pop_front() else {
        return;
    };
    let pit_count = |seeds: &Query<(Entity, &mut Seed, &Transform)>, pit: Pit| {
        seeds.iter().filter(|(_, s, _)| matches!(**s, Seed::InPit { pit: p, .. } if p == pit)).count()
    };
    match event {
        Event::Lift { pit, count } => {
            let mut lifted: Vec<_> = seeds
                .iter_mut()
                .filter_map(|(e, s, t)| match *s {
                    Seed::InPit { pit: p, slot } if p == pit => Some((slot, e, t.translation)),
                    _ => None,
                })
                .collect();
            lifted.sort_by_key(|(slot, ..)| std::cmp::Reverse(*slot));
            for (order, (_, entity, from)) in lifted.into_iter().take(usize::from(count)).enumerate() {
                if let Ok((_, mut seed, _)) = seeds.get_mut(entity) {
                    *seed = Seed::InHand { order };
                }
                commands.entity(entity).insert(Hop::new(
                    from,
                    hand_position(&layout, pit, order),
                    LIFT_SECONDS,
                    None,
                ));
            }
        }
        Event::Sow { pit } => {
            let slot = pit_count(&seeds, pit);
            let target = layout.pit_position(pit);
            let mut hand: Vec<_> = seeds
                .iter()
                .filter_map(|(e, s, t)| match *s {
                    Seed::InHand { order } => Some((order, e, t.translation)),
                    _ => None,
                })
                .collect();
            hand.sort_by_key(|(order, ..)| *order);
            let mut hand = hand.into_iter();
            // The first seed in hand drops into the pit; the rest travel on above it.
            if let Some((_, entity, from)) = hand.next() {
                if let Ok((_, mut seed, _)) = seeds.get_mut(entity) {
                    *seed = Seed::InPit { pit, slot };
                }
                let hop =
                    Hop::new(from, target + layout.seed_offset(slot), HOP_SECONDS, Some(SoundCue::SeedDrop));
                commands.entity(entity).insert(hop);
            } else {
                warn!("playback: a sow into {pit:?} with no seed in hand");
            }
            for (order, (_, entity, from)) in hand.enumerate() {
                if let Ok((_, mut seed, _)) = seeds.get_mut(entity) {
                    *seed = Seed::InHand { order };
                }
                commands.entity(entity).insert(Hop::new(
                    from,
                    hand_position(&layout, pit, order),
                    HOP_SECONDS,
                    None,
                ));
            }
        }
        Event::Capture { pit, count, into_hand } => {
            playback.pause = BEAT_SECONDS;
            sounds.write(SoundCue::Capture);
            let captor = pit.side.opponent();
            let mut already = seeds.iter().filter(|(_, s, _)| **s == Seed::Captured { by: captor }).count();
            let taken: Vec<_> = seeds
                .iter()
                .filter_map(|(e, s, t)| match *s {
                    Seed::InPit { pit: p, .. } if p == pit => Some((e, t.translation, t.scale)),
                    _ => None,
                })
                .take(usize::from(count))
                .collect();
            for (order, (entity, from, scale)) in taken.into_iter().enumerate() {
                let (seed, to) = if into_hand {
                    (Seed::InHand { order }, hand_position(&layout, pit, order))
                } else {
                    already += 1;
                    (Seed::Captured { by: captor }, layout.tray_slot(captor, already - 1))
                };
                if let Ok((_, mut s, _)) = seeds.get_mut(entity) {
                    *s = seed;
                }
                let hop = Hop::new(from, to, CAPTURE_SECONDS, None);
                let hop = if into_hand { hop } else { hop.scaling(scale, scale * TRAY_SCALE) };
                commands.entity(entity).insert(hop);
            }
        }
        Event::FromReserve { pit } => {
            // A seed comes from the mover's reserve beside the board into the pit.
            let slot = pit_count(&seeds, pit);
            let from = layout.reserve_position(pit.side);
            let seed = Seed::InPit { pit, slot };
            let entity = spawn_seed(&mut commands, assets.as_deref(), &layout, seed, from);
            let to = layout.pit_position(pit) + layout.seed_offset(slot);
            let hop = Hop::new(from.extend(SEED_Z), to, CAPTURE_SECONDS, Some(SoundCue::SeedDrop));
            commands.entity(entity).insert(hop);
        }
        // Markers for the board and the panels; the seeds themselves do not move.
        Event::Kichwa { .. }
        | Event::Reentry { .. }
        | Event::DirectionChosen { .. }
        | Event::Relay { .. }
        | Event::NyumbaTaxed { .. }
        | Event::NyumbaDestroyed { .. }
        | Event::Decision { .. }
        | Event::TakasiaSet { .. }
        | Event::GameOver { .. } => {}
    }
}

fn advance_hops(
    time: Res<Time>,
    mut playback: ResMut<Playback>,
    mut hops: Query<(Entity, &mut Hop, &mut Transform)>,
    mut commands: Commands,
    mut sounds: MessageWriter<SoundCue>,
) {
    let mut in_flight = 0;
    for (entity, mut hop, mut transform) in &mut hops {
        hop.elapsed += time.delta_secs();
        transform.translation = hop.position();
        if let Some((from, to)) = hop.scale {
            transform.scale = from.lerp(to, hop.progress());
        }
        if hop.elapsed >= hop.duration {
            transform.translation = hop.to;
            if let Some((_, to)) = hop.scale {
                transform.scale = to;
            }
            commands.entity(entity).remove::<Hop>();
            if let Some(cue) = hop.sound {
                sounds.write(cue);
            }
        } else {
            in_flight += 1;
        }
    }
    playback.hops_in_flight = in_flight;
}

/// When a move has been shown in full, the seeds on screen must be the rules' board.
fn finish_playback(
    playback: Res<Playback>,
    mut was_busy: Local<bool>,
    current: Res<Match>,
    seeds: Query<&Seed>,
    assets: Option<Res<BoardAssets>>,
) {
    let busy = playback.is_busy();
    if *was_busy && !busy {
        let shown = seeds_in_pits(seeds.iter());
        let mismatched: Vec<_> = current
            .game
            .geometry()
            .pits()
            .filter(|&pit| shown.get(&pit).copied().unwrap_or(0) != usize::from(current.game.seeds(pit)))
            .collect();
        if mismatched.is_empty() {
            info!("board settled: {}", current.game.to_text());
        } else {
            error!("the board on screen differs from the rules at {mismatched:?}");
            debug_assert!(assets.is_none() || mismatched.is_empty(), "view and rules disagree");
        }
    }
    *was_busy = busy;
}
