//! Sound: a knock when a seed lands — hollow into an empty pit, a click onto a heap, one of several
//! each time and never the same twice running — a rattle when a pit is lifted, a sweep for a
//! capture, a soft cue when the turn passes and another when the game ends. Playback asks for a
//! cue; this file alone knows how it sounds. Fast play does not turn into noise: drops close
//! together are quieter, and a few at a time is the most that sound.

use crate::app::base::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::{AudioApp, AudioChannel, AudioControl, AudioSource};
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .add_audio_channel::<Effects>()
        .init_resource::<SoundLog>()
        .add_systems(Startup, load_sounds)
        .add_systems(Update, play_cues.in_set(crate::app::base::AppSystems::Present))
        // Leaving the board silences it: no capture goes on sounding over the menu.
        .add_systems(OnExit(crate::app::base::Screen::Playing), silence);
}

/// A sound the game asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundCue {
    /// A seed landed in a pit: onto other seeds, or into an empty pit.
    SeedDrop {
        onto_heap: bool,
    },
    /// A pit's seeds were taken into the hand.
    Lift,
    Capture,
    /// A move has been shown and the other player is to move.
    Turn,
    GameEnd,
    /// Stop every sound still playing (a move finished at once, the board left).
    Silence,
}

/// The channel for short effects.
#[derive(Resource)]
pub struct Effects;

/// How many of each cue were sent to the audio engine (tests read it).
#[derive(Resource, Default, Debug)]
pub struct SoundLog {
    pub drops: usize,
    pub lifts: usize,
    pub captures: usize,
    pub turns: usize,
    pub ends: usize,
    pub silences: usize,
    /// Drops left unsounded because too many came at once.
    pub drops_capped: usize,
}

#[derive(Resource)]
struct Sounds {
    wood: [Handle<AudioSource>; 3],
    heap: [Handle<AudioSource>; 3],
    lift: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    turn: Handle<AudioSource>,
    end: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, server: Res<AssetServer>) {
    let three = |kind: &str| [1, 2, 3].map(|n| server.load(format!("sounds/drop_{kind}_{n}.wav")));
    commands.insert_resource(Sounds {
        wood: three("wood"),
        heap: three("heap"),
        lift: server.load("sounds/lift.wav"),
        capture: server.load("sounds/capture.wav"),
        turn: server.load("sounds/turn.wav"),
        end: server.load("sounds/end.wav"),
    });
}

fn silence(mut cues: MessageWriter<SoundCue>) {
    cues.write(SoundCue::Silence);
}

/// At most this many drops sound within `CROWD_SECONDS`.
const MOST_DROPS: usize = 4;
const CROWD_SECONDS: f64 = 0.12;

/// What the player has heard lately, to vary the next sound.
#[derive(Default)]
struct Heard {
    /// A cheap random walk for pitch and the choice of variant.
    noise: u32,
    last_variant: usize,
    recent_drops: VecDeque<f64>,
}

impl Heard {
    fn next(&mut self) -> u32 {
        self.noise = self.noise.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        self.noise >> 16
    }

    /// One of three variants, never the one just played.
    fn variant(&mut self) -> usize {
        let step = 1 + (self.next() % 2) as usize;
        self.last_variant = (self.last_variant + step) % 3;
        self.last_variant
    }
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    sounds: Res<Sounds>,
    channel: Res<AudioChannel<Effects>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut log: ResMut<SoundLog>,
    mut heard: Local<Heard>,
) {
    let now = time.elapsed_secs_f64();
    // The player's volume, in decibels (kira's unit), on top of each sound's own level.
    let master = 20.0 * settings.volume.clamp(0.01, 1.0).log10();
    for &cue in cues.read() {
        if cue == SoundCue::Silence {
            channel.stop();
            log.silences += 1;
            continue;
        }
        if !settings.sound_on {
            continue;
        }
        // A slightly different pitch each time keeps a long sowing from sounding mechanical.
        let rate = 0.94 + f64::from(heard.next() & 0xff) / 255.0 * 0.12;
        let (sound, level) = match cue {
            SoundCue::SeedDrop { onto_heap } => {
                while heard.recent_drops.front().is_some_and(|&t| now - t > CROWD_SECONDS) {
                    heard.recent_drops.pop_front();
                }
                if heard.recent_drops.len() >= MOST_DROPS {
                    log.drops_capped += 1;
                    continue;
                }
                // Drops close together are quieter: fast play stays a patter.
                let crowd = heard.recent_drops.len() as f32;
                heard.recent_drops.push_back(now);
                log.drops += 1;
                let set = if onto_heap { &sounds.heap } else { &sounds.wood };
                // `variant` is taken modulo 3, the sets' length.
                (set[heard.variant()].clone(), -4.0 - 3.0 * crowd)
            }
            SoundCue::Lift => {
                log.lifts += 1;
                (sounds.lift.clone(), -10.0)
            }
            SoundCue::Capture => {
                log.captures += 1;
                (sounds.capture.clone(), 0.0)
            }
            SoundCue::Turn => {
                log.turns += 1;
                (sounds.turn.clone(), -8.0)
            }
            SoundCue::GameEnd => {
                log.ends += 1;
                (sounds.end.clone(), -2.0)
            }
            SoundCue::Silence => continue,
        };
        channel.play(sound).with_playback_rate(rate).with_volume(level + master);
    }
}
