//! Playback of the rules' events: each seed hops along the pit path, one hop per drop, and
//! captured seeds fly to the captor's tray. This mirrors the rules; it never decides anything.
//! A move being shown can be finished at once (`SkipPlayback`): the same events are applied in
//! one frame, each seed put where its hop would have landed, in silence.

use super::assets::BoardAssets;
use super::audio::SoundCue;
use super::hop::{Hop, Settle, settle_landings};
use super::layout::BoardLayout;
use super::messages::SkipPlayback;
use super::notes::BoardNote;
use super::pace::Pace;
use super::seeds::{SEED_Z, Seed, TRAY_SCALE, seeds_in_pits, spawn_seed};
use crate::app::base::AppSystems;
use crate::app::base::gate::GatedMessages;
use crate::app::game::messages::{BoardReset, SeedsReset, ShowEvents};
use crate::app::game::phase::{BoardPhase, SeedsMoving};
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::rules::{Event, Pit};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Playback>()
        .add_systems(OnExit(crate::app::base::Screen::Playing), forget_playback)
        .add_gated_message::<SkipPlayback, _, _, _, _>(
            in_state(BoardPhase::Animating),
            skip_playback.after(clear_on_reset).before(queue_events).in_set(AppSystems::Update),
        )
        .add_systems(
            Update,
            (clear_on_reset, queue_events, run_playback, advance_hops, settle_landings, finish_playback)
                .chain()
                .after(super::seeds::spawn_seeds)
                .run_if(in_state(crate::app::base::Screen::Playing))
                .in_set(AppSystems::Update),
        )
        .add_systems(Last, tell_the_game);
}

/// Whether seeds still move, for the next frame's phase (`game::follow_phase`): said once all of
/// this frame's playback is done.
fn tell_the_game(playback: Res<Playback>, mut moving: ResMut<SeedsMoving>) {
    moving.set_if_neq(SeedsMoving(playback.is_busy()));
}

/// Seconds for one hop to the next pit, for a lift, and for a capture's flight.
pub const HOP_SECONDS: f32 = 0.32;
const LIFT_SECONDS: f32 = 0.16;
const CAPTURE_SECONDS: f32 = 0.55;
/// A breath between a landing and what it causes, so a capture reads as a consequence.
const BEAT_SECONDS: f32 = 0.12;

/// The events still to show, and whether seeds are in the air.
#[derive(Resource, Default, Debug)]
pub struct Playback {
    queue: VecDeque<Event>,
    pause: f32,
    hops_in_flight: usize,
    /// Finish what is queued at once.
    rushing: bool,
    /// Seeds sown so far in what is being shown: a long move speeds up after the first few.
    hops_shown: u32,
    /// The pit the eye should be on: being sown into, or (true) being captured from.
    pub lit: Option<(Pit, bool)>,
    /// The rules left the rest of the move untold (`Event::Cut`): once what was told is shown,
    /// the seeds are laid where the rules put them.
    lay_anew: LayAnew,
}

/// Where laying the seeds anew after a move told in part has got to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum LayAnew {
    #[default]
    No,
    /// At the end of what is shown.
    Due,
    /// Asked for: the seeds are laid in the next frame, and the board is still busy until then.
    Asked,
}

impl Playback {
    /// True while a move is being shown: the board on screen is not yet the rules' board.
    pub fn is_busy(&self) -> bool {
        !self.queue.is_empty() || self.hops_in_flight > 0 || self.pause > 0.0 || self.lay_anew != LayAnew::No
    }

    pub fn clear(&mut self) {
        *self = Playback::default();
    }
}

/// Where the `order`-th seed in the mover's hand hovers while the hand is over `pit`.
fn hand_position(layout: &BoardLayout, pit: Pit, order: usize) -> Vec2 {
    layout.pit_position(pit) + Vec2::new(0.0, layout.pit_radius * 0.7) + layout.seed_offset(order) * 0.8
}

/// How much of a move that never ends is shown before its seeds are laid where the rules stop it.
const SHOWN_OF_A_CUT_MOVE: usize = 400;

/// Seeds in hand are drawn larger than seeds at rest: lifted toward the player.
const HAND_SCALE: f32 = 1.3;

/// A new board, or leaving the board, drops whatever was still to be shown.
fn forget_playback(mut playback: ResMut<Playback>) {
    playback.clear();
}

pub(super) fn clear_on_reset(mut resets: MessageReader<BoardReset>, mut playback: ResMut<Playback>) {
    if resets.read().last().is_some() {
        playback.clear();
    }
}

pub(super) fn queue_events(
    mut shown: MessageReader<ShowEvents>,
    mut playback: ResMut<Playback>,
    pace: Res<Pace>,
) {
    for ShowEvents(events) in shown.read() {
        if !playback.is_busy() {
            playback.hops_shown = 0;
        }
        // A move told only in part never ends: its first laps are enough to see it go round.
        let cut_at = events.iter().position(|e| *e == Event::Cut);
        let shown = match cut_at {
            Some(at) if at > SHOWN_OF_A_CUT_MOVE => {
                events[..SHOWN_OF_A_CUT_MOVE].iter().chain(&events[at..]).copied().collect()
            }
            _ => events.clone(),
        };
        playback.queue.extend(shown);
        if pace.instant() {
            playback.rushing = true;
        }
    }
}

/// Finishes the move being shown at once: seeds in the air land, the rest of the events are
/// applied in this frame without a sound, and what still sounds stops.
pub(super) fn skip_playback(
    mut skips: MessageReader<SkipPlayback>,
    mut playback: ResMut<Playback>,
    mut hops: Query<(Entity, &Hop, &mut Transform)>,
    mut commands: Commands,
    mut sounds: MessageWriter<SoundCue>,
) {
    if skips.read().last().is_none() {
        return;
    }
    info!("playback finished at once ({} events left)", playback.queue.len());
    for (entity, hop, mut transform) in &mut hops {
        hop.land(&mut transform);
        commands.entity(entity).remove::<Hop>();
    }
    playback.pause = 0.0;
    playback.rushing = true;
    sounds.write(SoundCue::Silence);
}

/// Starts the next event once the previous one has landed; when rushing, all of them at once.
/// What the playback tells the rest of the app: the sounds, the words on the board, and that
/// the seeds must be laid anew.
#[derive(SystemParam)]
pub(super) struct Told<'w> {
    sounds: MessageWriter<'w, SoundCue>,
    notes: MessageWriter<'w, BoardNote>,
    seeds_reset: MessageWriter<'w, SeedsReset>,
}

/// Where seeds fly and how fast: the board's layout, its assets and the pace.
#[derive(SystemParam)]
pub(super) struct Scenery<'w> {
    layout: Res<'w, BoardLayout>,
    assets: Option<Res<'w, BoardAssets>>,
    pace: Res<'w, Pace>,
}

pub(super) fn run_playback(
    time: Res<Time>,
    mut playback: ResMut<Playback>,
    mut seeds: Query<(Entity, &mut Seed, &mut Transform)>,
    hops: Query<(), With<Hop>>,
    mut commands: Commands,
    mut told: Told,
    scenery: Scenery,
) {
    let pace = *scenery.pace;
    if pace.instant() && !playback.queue.is_empty() {
        playback.rushing = true;
    }
    let (layout, assets) = (&*scenery.layout, scenery.assets.as_deref());
    if playback.rushing {
        let mut stage = Stage { commands: &mut commands, rushing: true, pace, layout, assets };
        while let Some(event) = playback.queue.pop_front() {
            show_event(event, &mut playback, &mut seeds, &mut stage, None);
        }
        playback.rushing = false;
        playback.pause = 0.0;
        playback.lit = None;
        lay_anew(&mut playback, &mut told.seeds_reset);
        return;
    }
    if playback.pause > 0.0 {
        playback.pause = (playback.pause - time.delta_secs()).max(0.0);
        return;
    }
    if !hops.is_empty() {
        return;
    }
    let Some(event) = playback.queue.pop_front() else {
        playback.lit = None;
        lay_anew(&mut playback, &mut told.seeds_reset);
        return;
    };
    let mut stage = Stage { commands: &mut commands, rushing: false, pace, layout, assets };
    show_event(event, &mut playback, &mut seeds, &mut stage, Some(&mut told));
}

/// After a move the rules told only in part, the seeds go where the rules left them.
fn lay_anew(playback: &mut Playback, seeds_reset: &mut MessageWriter<SeedsReset>) {
    playback.lay_anew = match playback.lay_anew {
        LayAnew::Due => {
            seeds_reset.write(SeedsReset);
            LayAnew::Asked
        }
        LayAnew::Asked | LayAnew::No => LayAnew::No,
    };
}

/// Sets seeds moving: on their hops, or (when rushing) straight to where the hops would land.
struct Stage<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    rushing: bool,
    pace: Pace,
    layout: &'a BoardLayout,
    assets: Option<&'a BoardAssets>,
}

impl Stage<'_, '_, '_> {
    /// A seed's size at rest (seeds have no mesh, and unit size, without assets).
    fn resting(&self) -> Vec3 {
        if self.assets.is_some() { Vec3::splat(self.layout.seed_radius) } else { Vec3::ONE }
    }

    fn fly(&mut self, seeds: &mut SeedQuery, entity: Entity, hop: Hop) {
        if self.rushing {
            match seeds.get_mut(entity) {
                // A hop begun before the rush (Instant chosen mid-move) would otherwise go on
                // and land the seed where its hand used to be.
                Ok((_, _, mut transform)) => {
                    hop.land(&mut transform);
                    self.commands.entity(entity).remove::<(Hop, Settle)>();
                }
                // A seed spawned this frame: it lands with the next hop step, in silence.
                Err(_) => {
                    self.commands.entity(entity).insert(Hop { duration: f32::EPSILON, sound: None, ..hop });
                }
            }
        } else {
            self.commands.entity(entity).insert(hop);
        }
    }
}

type SeedQuery<'w, 's, 'a, 'b> = Query<'w, 's, (Entity, &'a mut Seed, &'b mut Transform)>;

/// Shows one event. Without `told` it is shown in silence.
fn show_event(
    event: Event,
    playback: &mut Playback,
    seeds: &mut SeedQuery,
    stage: &mut Stage,
    told: Option<&mut Told>,
) {
    let (mut sounds, mut notes) = match told {
        Some(told) => (Some(&mut told.sounds), Some(&mut told.notes)),
        None => (None, None),
    };
    let mut note = |pit: Pit, text: &'static str| {
        if let Some(notes) = notes.as_deref_mut() {
            notes.write(BoardNote::new(pit, text));
        }
    };
    let mut sound = |cue: SoundCue| {
        if let Some(sounds) = sounds.as_deref_mut() {
            sounds.write(cue);
        }
    };
    let pace = stage.pace;
    match event {
        Event::Lift { pit, count } => {
            sound(SoundCue::Lift);
            lift(pit, count, playback, seeds, stage);
        }
        Event::Sow { pit } => sow(pit, playback, seeds, stage),
        Event::Capture { pit, count, into_hand } => {
            sound(SoundCue::Capture);
            capture(pit, count, into_hand, playback, seeds, stage);
        }
        Event::FromReserve { pit } => from_reserve(pit, playback, seeds, stage),
        // Words on the board for what the player should notice; the seeds do not move.
        // Captured seeds in hand move over the hole they are sown from.
        Event::Kichwa { pit } => {
            note(pit, "note-kichwa");
            move_hand(stage, seeds, pit, pace.hop(CAPTURE_SECONDS, playback.hops_shown));
        }
        Event::Reentry { pit } => {
            move_hand(stage, seeds, pit, pace.hop(CAPTURE_SECONDS, playback.hops_shown));
        }
        Event::DirectionChosen { pit, clockwise: true } => note(pit, "note-reverse"),
        Event::NyumbaTaxed { pit } => {
            playback.pause = pace.capture(BEAT_SECONDS * 3.0);
            note(pit, "note-nyumba-taxed");
        }
        Event::NyumbaDestroyed { pit } => note(pit, "note-nyumba-destroyed"),
        Event::Decision { pit, safari } => {
            playback.pause = pace.capture(BEAT_SECONDS * 3.0);
            note(pit, if safari { "note-safari" } else { "note-stop" });
        }
        Event::TakasiaSet { pit } => note(pit, "note-takasia"),
        Event::Cut => {
            // A move that never ends: what follows is its end alone.
            playback.queue.retain(|e| matches!(e, Event::GameOver { .. }));
            playback.lay_anew = LayAnew::Due;
        }
        Event::DirectionChosen { .. } | Event::Relay { .. } | Event::GameOver { .. } => {}
    }
}

/// How many seeds are in the mover's hand.
fn in_hand(seeds: &SeedQuery) -> usize {
    seeds.iter().filter(|(_, s, _)| matches!(**s, Seed::InHand { .. })).count()
}

/// How many seeds are in `pit`.
fn in_pit(seeds: &SeedQuery, pit: Pit) -> usize {
    seeds.iter().filter(|(_, s, _)| matches!(**s, Seed::InPit { pit: p, .. } if p == pit)).count()
}

/// `count` seeds of `pit` rise into the hand.
fn lift(pit: Pit, count: u8, playback: &Playback, seeds: &mut SeedQuery, stage: &mut Stage) {
    let (layout, resting) = (stage.layout, stage.resting());
    let mut lifted: Vec<_> = seeds
        .iter_mut()
        .filter_map(|(e, s, t)| match *s {
            Seed::InPit { pit: p, slot } if p == pit => Some((slot, e, t.translation, t.scale)),
            _ => None,
        })
        .collect();
    lifted.sort_by_key(|(slot, ..)| std::cmp::Reverse(*slot));
    for (order, (_, entity, from, scale)) in lifted.into_iter().take(usize::from(count)).enumerate() {
        if let Ok((_, mut seed, _)) = seeds.get_mut(entity) {
            *seed = Seed::InHand { order };
        }
        let hop = Hop::new(
            from,
            hand_position(layout, pit, order),
            stage.pace.hop(LIFT_SECONDS, playback.hops_shown),
            None,
        );
        stage.fly(seeds, entity, hop.scaling(scale, resting * HAND_SCALE));
    }
}

/// The first seed in hand drops into `pit`; the rest travel on above it.
fn sow(pit: Pit, playback: &mut Playback, seeds: &mut SeedQuery, stage: &mut Stage) {
    let (layout, resting) = (stage.layout, stage.resting());
    // This hop's length: a long move speeds up after its first seeds.
    let hop_seconds = stage.pace.hop(HOP_SECONDS, playback.hops_shown);
    playback.hops_shown += 1;
    playback.lit = Some((pit, false));
    let slot = in_pit(seeds, pit);
    let target = layout.pit_position(pit);
    let mut hand: Vec<_> = seeds
        .iter()
        .filter_map(|(e, s, t)| match *s {
            Seed::InHand { order } => Some((order, e, t.translation, t.scale)),
            _ => None,
        })
        .collect();
    hand.sort_by_key(|(order, ..)| *order);
    let mut hand = hand.into_iter();
    if let Some((_, entity, from, scale)) = hand.next() {
        if let Ok((_, mut seed, _)) = seeds.get_mut(entity) {
            *seed = Seed::InPit { pit, slot };
        }
        let landing = Some(SoundCue::SeedDrop { onto_heap: slot > 0 });
        let hop = Hop::new(from, target + layout.seed_offset(slot), hop_seconds, landing).into_slot(slot);
        stage.fly(seeds, entity, hop.scaling(scale, resting));
    } else {
        warn!("playback: a sow into {pit:?} with no seed in hand");
    }
    for (order, (_, entity, from, _)) in hand.enumerate() {
        if let Ok((_, mut seed, _)) = seeds.get_mut(entity) {
            *seed = Seed::InHand { order };
        }
        stage.fly(seeds, entity, Hop::new(from, hand_position(layout, pit, order), hop_seconds, None));
    }
}

/// `count` seeds of `pit` fly to the captor's tray, or (`into_hand`) into the hand to be sown.
fn capture(
    pit: Pit,
    count: u8,
    into_hand: bool,
    playback: &mut Playback,
    seeds: &mut SeedQuery,
    stage: &mut Stage,
) {
    let (layout, resting) = (stage.layout, stage.resting());
    playback.pause = stage.pace.capture(BEAT_SECONDS);
    playback.lit = Some((pit, true));
    let captor = pit.side.opponent();
    let mut already = seeds.iter().filter(|(_, s, _)| **s == Seed::Captured { by: captor }).count();
    // Seeds captured into a hand that already holds some (Omweso takes two pits) join it.
    let held = in_hand(seeds);
    let taken: Vec<_> = seeds
        .iter()
        .filter_map(|(e, s, t)| match *s {
            Seed::InPit { pit: p, .. } if p == pit => Some((e, t.translation, t.scale)),
            _ => None,
        })
        .take(usize::from(count))
        .collect();
    for (n, (entity, from, scale)) in taken.into_iter().enumerate() {
        let order = held + n;
        let (seed, to) = if into_hand {
            (Seed::InHand { order }, hand_position(layout, pit, order))
        } else {
            already += 1;
            (Seed::Captured { by: captor }, layout.tray_slot(captor, already - 1))
        };
        if let Ok((_, mut s, _)) = seeds.get_mut(entity) {
            *s = seed;
        }
        let hop = Hop::new(from, to, stage.pace.capture(CAPTURE_SECONDS), None);
        let size = if into_hand { resting * HAND_SCALE } else { resting * TRAY_SCALE };
        stage.fly(seeds, entity, hop.scaling(scale, size));
    }
}

/// The last seed of the mover's reserve beside the board flies into `pit`.
fn from_reserve(pit: Pit, playback: &Playback, seeds: &mut SeedQuery, stage: &mut Stage) {
    let (layout, assets) = (stage.layout, stage.assets);
    let slot = in_pit(seeds, pit);
    let last_in_reserve = seeds
        .iter()
        .filter_map(|(e, s, t)| match *s {
            Seed::InReserve { side, slot } if side == pit.side => Some((slot, e, t.translation)),
            _ => None,
        })
        .max_by_key(|(slot, ..)| *slot);
    let (entity, from) = match last_in_reserve {
        Some((_, entity, from)) => (entity, from),
        None => {
            let from = layout.reserve_position(pit.side);
            (spawn_seed(stage.commands, assets, layout, Seed::InPit { pit, slot }, from), from.extend(SEED_Z))
        }
    };
    if let Ok((_, mut seed, _)) = seeds.get_mut(entity) {
        *seed = Seed::InPit { pit, slot };
    }
    let to = layout.pit_position(pit) + layout.seed_offset(slot);
    let landing = Some(SoundCue::SeedDrop { onto_heap: slot > 0 });
    let hop =
        Hop::new(from, to, stage.pace.hop(CAPTURE_SECONDS, playback.hops_shown), landing).into_slot(slot);
    stage.fly(seeds, entity, hop);
}

/// The seeds in hand travel to hover over `pit`.
fn move_hand(stage: &mut Stage, seeds: &mut SeedQuery, pit: Pit, seconds: f32) {
    let layout = stage.layout;
    let hand: Vec<(Entity, usize, Vec3)> = seeds
        .iter()
        .filter_map(|(entity, seed, transform)| match *seed {
            Seed::InHand { order } => Some((entity, order, transform.translation)),
            _ => None,
        })
        .collect();
    for (entity, order, from) in hand {
        stage.fly(seeds, entity, Hop::new(from, hand_position(layout, pit, order), seconds, None));
    }
}

pub(super) fn advance_hops(
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
            hop.land(&mut transform);
            commands.entity(entity).remove::<Hop>();
            match hop.sound {
                // A seed landing in a pit settles with a small squash.
                Some(cue) => {
                    sounds.write(cue);
                    commands.entity(entity).insert(Settle { age: 0.0, rest: transform.scale });
                }
                None => {
                    commands.entity(entity).remove::<Settle>();
                }
            }
        } else {
            in_flight += 1;
        }
    }
    playback.hops_in_flight = in_flight;
}

/// When a move has been shown in full, the seeds on screen must be the rules' board; the turn
/// passes, or the game ends, with its cue.
pub(super) fn finish_playback(
    playback: Res<Playback>,
    mut was_busy: Local<bool>,
    current: Res<Match>,
    turn: Res<Turn>,
    seeds: Query<&Seed>,
    assets: Option<Res<BoardAssets>>,
    mut sounds: MessageWriter<SoundCue>,
) {
    let busy = playback.is_busy();
    // A move paused at a question is only partly shown: the rules' board is not reached yet.
    if *was_busy && !busy && !turn.is_choosing() {
        let shown = seeds_in_pits(seeds.iter());
        let mismatched: Vec<_> = current
            .game
            .geometry()
            .pits()
            .filter(|&pit| shown.get(&pit).copied().unwrap_or(0) != usize::from(current.game.seeds(pit)))
            .collect();
        sounds.write(if current.game.outcome().is_some() { SoundCue::GameEnd } else { SoundCue::Turn });
        if mismatched.is_empty() {
            info!("board settled: {}", current.game.to_text());
        } else {
            error!("the board on screen differs from the rules at {mismatched:?}");
            debug_assert!(assets.is_none() || mismatched.is_empty(), "view and rules disagree");
        }
    }
    *was_busy = busy;
}
