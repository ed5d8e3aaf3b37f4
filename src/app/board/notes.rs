//! Words that rise from a pit and fade as a move is shown — "kichwa", "safari!", "nyumba taxed"
//! — so a player sees what the rules just did without reading a log.

use super::assets::{BoardAssets, NOTE_INK};
use super::layout::BoardLayout;
use super::wood::BoardEntity;
use crate::app::base::AppSystems;
use crate::app::base::Screen;
use crate::app::locale::words::Words;
use crate::rules::Pit;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<BoardNote>()
        .add_systems(Update, (spawn_notes, rise_and_fade).chain().in_set(AppSystems::Present));
}

/// Say the message `text` (its id in the catalogue) over `pit`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct BoardNote {
    pub pit: Pit,
    pub text: &'static str,
}

impl BoardNote {
    pub fn new(pit: Pit, text: &'static str) -> BoardNote {
        BoardNote { pit, text }
    }
}

const NOTE_SECONDS: f32 = 1.6;

#[derive(Component)]
pub(super) struct Rising {
    age: f32,
    from: Vec3,
}

fn spawn_notes(
    mut notes: MessageReader<BoardNote>,
    layout: Res<BoardLayout>,
    assets: Option<Res<BoardAssets>>,
    mut commands: Commands,
    words: Res<Words>,
) {
    for note in notes.read() {
        let text = words.get(note.text);
        info!("board note at {}: {text}", layout.geometry.square(note.pit));
        if assets.is_none() {
            continue;
        }
        let from = (layout.pit_position(note.pit) + Vec2::new(0.0, layout.pit_radius * 0.9)).extend(20.0);
        commands.spawn((
            Name::new("Board note"),
            BoardEntity,
            DespawnOnExit(Screen::Playing),
            Rising { age: 0.0, from },
            Text2d::new(text),
            TextFont { font_size: FontSize::Px(24.0), ..default() },
            TextColor(NOTE_INK),
            Transform::from_translation(from),
        ));
    }
}

fn rise_and_fade(
    time: Res<Time>,
    mut notes: Query<(Entity, &mut Rising, &mut Transform, &mut TextColor)>,
    mut commands: Commands,
) {
    for (entity, mut note, mut transform, mut color) in &mut notes {
        note.age += time.delta_secs();
        let t = (note.age / NOTE_SECONDS).min(1.0);
        transform.translation = note.from + Vec3::new(0.0, 46.0 * t, 0.0);
        color.0 = NOTE_INK.with_alpha(1.0 - t * t);
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}
