//! Sound: a knock when a seed lands, a clack when seeds are captured. Playback asks for a cue;
//! this file alone knows how it sounds.

use bevy::prelude::*;
use bevy_kira_audio::{AudioApp, AudioChannel, AudioControl, AudioSource};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .add_audio_channel::<Effects>()
        .init_resource::<SoundLog>()
        .add_systems(Startup, load_sounds)
        .add_systems(Update, play_cues.in_set(crate::app::AppSystems::Present))
        // Leaving the board silences it: no capture goes on sounding over the menu.
        .add_systems(OnExit(crate::app::Screen::Playing), silence);
}

/// A sound the game asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundCue {
    SeedDrop,
    Capture,
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
    pub captures: usize,
    pub silences: usize,
}

fn silence(mut cues: MessageWriter<SoundCue>) {
    cues.write(SoundCue::Silence);
}

#[derive(Resource)]
struct Sounds {
    drop: Handle<AudioSource>,
    capture: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(Sounds {
        drop: server.load("sounds/drop.wav"),
        capture: server.load("sounds/capture.wav"),
    });
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    sounds: Res<Sounds>,
    channel: Res<AudioChannel<Effects>>,
    mut log: ResMut<SoundLog>,
    mut variation: Local<u32>,
) {
    for cue in cues.read() {
        // A slightly different pitch each time keeps a long sowing from sounding mechanical.
        *variation = variation.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let rate = 0.94 + f64::from(*variation >> 16 & 0xff) / 255.0 * 0.12;
        match cue {
            SoundCue::SeedDrop => {
                channel.play(sounds.drop.clone()).with_playback_rate(rate).with_volume(-4.0);
                log.drops += 1;
            }
            SoundCue::Capture => {
                channel.play(sounds.capture.clone()).with_playback_rate(rate);
                log.captures += 1;
            }
            SoundCue::Silence => {
                channel.stop();
                log.silences += 1;
            }
        }
    }
}
