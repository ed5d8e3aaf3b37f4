//! Marks that keep a move readable: after a move, where it started (blue), where each lap ended
//! (numbered), what it captured (red crosses) and where it ended (a gold diamond), until the next move
//! begins; and, while a movable pit is hovered, the same marks for the move it would make, with
//! the counts it would leave (green) — all read from the moves the rules already played.

use super::assets::{BoardAssets, WARNING, caption_font, disc};
use super::hover::{HoveredPit, PreviewChoice, Suggestion};
use super::layout::BoardLayout;
use super::palette::Colours;
use super::wood::scoped;
use crate::app::base::settings::Settings;
use crate::app::game::last_move::{LastMove, MoveSummary, counts_after, preview};
use crate::app::game::messages::BoardReset;
use crate::app::game::phase::BoardPhase;
use crate::app::game::view::GameView;
use crate::rules::Pit;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (colour_marks, show_marks)
            .chain()
            .run_if(in_state(crate::app::base::Screen::Playing))
            .in_set(crate::app::base::AppSystems::Present),
    );
}

/// The start and end marks take the palette's colours when it changes.
fn colour_marks(
    settings: Res<Settings>,
    assets: Option<Res<BoardAssets>>,
    materials: Option<ResMut<Assets<ColorMaterial>>>,
    mut coloured: Local<Option<bool>>,
) {
    let (Some(assets), Some(mut materials)) = (assets, materials) else { return };
    if *coloured == Some(settings.colour_blind) {
        return;
    }
    *coloured = Some(settings.colour_blind);
    let colours = Colours::of(settings.colour_blind);
    let coloured_marks = [
        (&assets.mark_start, colours.start),
        (&assets.mark_end, colours.end),
        (&assets.mark_target, colours.capture),
    ];
    for (handle, colour) in coloured_marks {
        if let Some(mut material) = materials.get_mut(handle) {
            material.color = colour;
        }
    }
}

/// One mark on the board; all are laid anew when what they show changes.
#[derive(Component)]
pub struct Mark;

/// What the marks show: the last move, or the preview of the hovered pit's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Shown {
    Nothing,
    Last(MoveSummary),
    Preview(MoveSummary, Vec<(Pit, u8)>),
}

/// What decides the marks: the game, the last move, the pit hovered and the way of its move
/// shown, the suggestion looked at, the player's settings.
#[derive(SystemParam)]
pub(super) struct MarksAsked<'w> {
    game: GameView<'w>,
    last: Res<'w, LastMove>,
    hovered: Res<'w, HoveredPit>,
    choice: Res<'w, PreviewChoice>,
    suggestion: Res<'w, Suggestion>,
    settings: Res<'w, Settings>,
}

impl MarksAsked<'_> {
    fn wanted(&self) -> Shown {
        let (current, phase) = (&self.game.current, self.game.phase());
        let previewed = match (phase, self.hovered.0) {
            (BoardPhase::AwaitingPit, Some(pit)) if self.settings.preview_on(current.mode) => {
                // One way the move may go (Tab shows the next); the bar lists them all in words.
                let ways = preview(&current.game, self.game.legal.lines(current), pit);
                let n = ways.len().max(1);
                ways.into_iter().nth(self.choice.0 % n)
            }
            // A move suggested for this very position (the analysis's better move), while it is
            // looked at.
            (BoardPhase::Reviewing | BoardPhase::AwaitingPit, None) => self
                .suggestion
                .0
                .as_ref()
                .filter(|(position, _)| *position == current.position_id())
                .map(|(_, line)| (MoveSummary::of_line(&current.game, line), counts_after(line))),
            _ => None,
        };
        match (previewed, &self.last.0, phase) {
            (Some((summary, counts)), _, _) => Shown::Preview(summary, counts),
            (None, Some(summary), BoardPhase::AwaitingPit | BoardPhase::Listing | BoardPhase::GameOver) => {
                Shown::Last(summary.clone())
            }
            _ => Shown::Nothing,
        }
    }
}

pub(super) fn show_marks(
    asked: MarksAsked,
    layout: Res<BoardLayout>,
    assets: Option<Res<BoardAssets>>,
    mut resets: MessageReader<BoardReset>,
    marks: Query<Entity, With<Mark>>,
    mut shown: Local<Option<(Shown, bool)>>,
    mut commands: Commands,
) {
    let Some(assets) = assets else { return };
    let wanted = asked.wanted();
    let settings = &asked.settings;
    // A new board has despawned the marks with everything else.
    let reset = resets.read().last().is_some();
    let wanted = (wanted, settings.colour_blind);
    if !reset && shown.as_ref() == Some(&wanted) {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    match &wanted.0 {
        Shown::Nothing => {}
        Shown::Last(summary) => spawn_move_marks(&mut commands, &assets, &layout, summary),
        Shown::Preview(summary, counts) => {
            spawn_move_marks(&mut commands, &assets, &layout, summary);
            let ink = Colours::of(settings.colour_blind).preview;
            for &(pit, n) in counts {
                if n != asked.game.current.game.seeds(pit) {
                    commands.spawn((
                        Name::new("Previewed count"),
                        Mark,
                        scoped(),
                        previewed_count(&layout, pit, n, ink),
                    ));
                }
            }
        }
    }
    *shown = Some(wanted);
}

fn spawn_move_marks(
    commands: &mut Commands,
    assets: &BoardAssets,
    layout: &BoardLayout,
    summary: &MoveSummary,
) {
    let edge = |pit: Pit, dx: f32| {
        layout.pit_position(pit) + Vec2::new(dx * layout.pit_radius, layout.pit_radius * 0.92)
    };
    let dot = layout.pit_radius * 0.16;
    if let Some(pit) = summary.start {
        commands.spawn((
            Name::new("Move start"),
            Mark,
            scoped(),
            disc(assets, &assets.mark_start, edge(pit, -0.45), dot, 15.0),
        ));
    }
    for (n, &pit) in summary.lap_ends.iter().enumerate() {
        let at = edge(pit, 0.45);
        commands.spawn((
            Name::new("Lap end"),
            Mark,
            scoped(),
            disc(assets, &assets.mark_lap, at, dot * 1.5, 15.0),
        ));
        commands.spawn((
            Name::new("Lap number"),
            Mark,
            scoped(),
            Text2d::new((n + 1).to_string()),
            caption_font(13.0),
            TextColor(Color::WHITE),
            Transform::from_translation(at.extend(15.5)),
        ));
    }
    for &(pit, _) in &summary.captures {
        let at = layout.pit_position(pit) + Vec2::new(-0.62, -0.62) * layout.pit_radius;
        for angle in [std::f32::consts::FRAC_PI_4, -std::f32::consts::FRAC_PI_4] {
            commands.spawn((
                Name::new("Captured"),
                Mark,
                scoped(),
                Sprite::from_color(WARNING, Vec2::new(layout.pit_radius * 0.42, 3.5)),
                Transform::from_translation(at.extend(15.0)).with_rotation(Quat::from_rotation_z(angle)),
            ));
        }
    }
    if let Some(pit) = summary.end {
        commands.spawn((
            Name::new("Move end"),
            Mark,
            scoped(),
            Mesh2d(assets.diamond.clone()),
            MeshMaterial2d(assets.mark_end.clone()),
            Transform::from_translation(edge(pit, 0.0).extend(15.2)).with_scale(Vec3::splat(dot)),
        ));
    }
}

/// The count a pit would have after the previewed move, at the pit's lower left.
fn previewed_count(layout: &BoardLayout, pit: Pit, n: u8, ink: Color) -> impl Bundle {
    let r = layout.pit_radius;
    let at = layout.pit_position(pit) + Vec2::new(-r * 0.86, -r * 0.86);
    (
        Text2d::new(format!("{n}")),
        caption_font(17.0),
        TextColor(ink),
        Transform::from_translation(at.extend(16.0)),
    )
}
