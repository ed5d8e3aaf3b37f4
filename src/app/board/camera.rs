//! The camera keeps the whole board in view at any window size, with even margins. In a tall
//! window (a phone held upright) the board turns a quarter so its long side runs down the
//! screen: the players sit at its long sides, each facing their own half, and the words on it
//! turn back to stay upright.

use super::layout::{BarRoom, BoardLayout, PanelRoom, VIEW};
use super::wood::{CountBadge, NyumbaLabel, PitCount, SideCaption};
use crate::app::base::settings::Settings;
use crate::app::base::widgets::upright;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::{Justify, TextLayout};
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (fit_camera, keep_text_upright, place_side_captions)
            .chain()
            .in_set(crate::app::base::AppSystems::Present),
    );
}

/// Room the bar above the board takes, in world units at the reference size …
const BAR: f32 = 60.0;
/// … and, in a tall window, the share of the height it takes (it wraps onto three or four lines).
const TALL_BAR_SHARE: f32 = 0.2;
/// Across a tall window the board needs only its four rows and the words beside its trays, not
/// the whole width of the reference view.
const TALL_WIDTH: f32 = 700.0;
/// The view's empty margin above the board and its captions, which the bar may cover.
const TOP_MARGIN: f32 = 60.0;
/// Face to face, the room South's bar takes below the board, and North's strip above it.
const FACE_TO_FACE_BAR: f32 = 110.0;
/// How much larger words and badges are drawn on the turned board.
const TALL_TEXT_SCALE: f32 = 1.45;

pub(super) fn fit_camera(
    window: Single<&Window, With<PrimaryWindow>>,
    (room, bar_room): (Res<PanelRoom>, Res<BarRoom>),
    settings: Res<Settings>,
    mut camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
    mut fitted: Local<Option<(bool, f32, bool, f32)>>,
) {
    // Face to face the board never turns: its players sit at the screen's top and bottom edges.
    let face_to_face = settings.face_to_face;
    let tall = upright(window.width(), window.height()) && !face_to_face;
    let share = room.share().clamp(0.0, 0.5);
    // The bar as it was drawn (more lines on a phone, in a longer language, at a larger text size),
    // or until it is, the room it usually takes.
    let measured = bar_room.0.clamp(0.0, 0.4);
    let key = (tall, share, face_to_face, (measured * 100.0).round() / 100.0);
    if *fitted == Some(key) {
        return;
    }
    *fitted = Some(key);
    let (projection, transform) = &mut *camera;
    // `room`: how far the board's centre moves from the window's, away from the panel's room.
    let (wide, high, bar, room) = if tall {
        let bar_share = if measured > 0.0 { measured.max(TALL_BAR_SHARE) } else { TALL_BAR_SHARE };
        let high = VIEW.x / (1.0 - bar_share - share).max(0.3);
        (TALL_WIDTH, high, high * bar_share, high * share)
    } else if face_to_face {
        // South's bar below the board, North's strip above it: room for both, the board between.
        let wide = VIEW.x / (1.0 - share);
        let bars = (2.0 * measured).max(2.0 * FACE_TO_FACE_BAR / (VIEW.y + 2.0 * FACE_TO_FACE_BAR));
        (wide, VIEW.y / (1.0 - bars).max(0.3), 0.0, wide - VIEW.x)
    } else {
        // The bar may cover the view's empty margin above the board; a taller bar (a larger text
        // size, more lines) pushes the board down and shrinks it to fit.
        let wide = VIEW.x / (1.0 - share);
        let high = ((VIEW.y + BAR - TOP_MARGIN) / (1.0 - measured).max(0.3)).max(VIEW.y + BAR);
        let pushed = (measured * high - TOP_MARGIN).max(0.0);
        (wide, high, BAR - pushed, wide - VIEW.x)
    };
    if let Projection::Orthographic(orthographic) = &mut **projection {
        orthographic.scaling_mode = ScalingMode::AutoMin { min_width: wide, min_height: high };
    }
    // Upright: the board's South edge to the left, and the camera's up is the world's +x. Wide,
    // the board sits a little high, the panels below being taller than the bar, and left of a
    // panel's room; tall, it sits below the bar's room and above a panel's.
    let (rotation, offset) = if tall {
        (Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2), Vec3::new((bar - room) / 2.0, 0.0, 0.0))
    } else {
        (Quat::IDENTITY, Vec3::new(room / 2.0, -bar / 2.0, 0.0))
    };
    transform.rotation = rotation;
    transform.translation = offset;
}

/// Words on the board stay upright when the board turns: each text turns with the camera, and on
/// the turned board (a phone) the words and the count badges are drawn larger, to stay legible;
/// larger still at the player's text size.
pub(super) fn keep_text_upright(
    camera: Single<&Transform, (With<Camera2d>, Without<Text2d>, Without<CountBadge>)>,
    settings: Res<Settings>,
    mut texts: Query<
        (&mut Transform, Option<&PitCount>, Option<&SideCaption>, Option<&NyumbaLabel>),
        (With<Text2d>, Without<CountBadge>),
    >,
    mut badges: Query<&mut Transform, (With<CountBadge>, Without<Text2d>)>,
) {
    let rotation = camera.rotation;
    // The player's text size: the counts and words on the board follow the panels' (a little
    // less, so that a count at twice the size still stays within its pit's corner).
    let chosen = 1.0 + (settings.text_scale - 1.0) * 0.7;
    let scale = Vec3::splat(chosen * if rotation == Quat::IDENTITY { 1.0 } else { TALL_TEXT_SCALE });
    // Face to face, North's words on the board — its counts, its caption, its nyumba — face North.
    let turned = rotation * Quat::from_rotation_z(std::f32::consts::PI);
    for (mut transform, count, caption, nyumba) in &mut texts {
        let side = count.map(|c| c.0.side).or(caption.map(|c| c.0)).or(nyumba.map(|n| n.0));
        let north = settings.face_to_face && side == Some(crate::rules::Side::North);
        let wanted_rotation = if north { turned } else { rotation };
        // A count grows with its badge, whose child it is.
        let wanted = if count.is_some() { Vec3::ONE } else { scale };
        if transform.rotation != wanted_rotation || transform.scale != wanted {
            transform.rotation = wanted_rotation;
            transform.scale = wanted;
        }
    }
    for mut transform in &mut badges {
        if transform.scale != scale {
            transform.scale = scale;
        }
    }
}

/// A player's caption sits over (or under) their tray; when the board turns, it sits beside the
/// tray instead, on the side towards the board's middle line (past the board's end, where the
/// screen has room), so it never covers the tray nor runs off the screen.
pub(super) fn place_side_captions(
    camera: Single<&Transform, (With<Camera2d>, Without<SideCaption>)>,
    layout: Res<BoardLayout>,
    mut captions: Query<(&SideCaption, &mut Transform, &mut Anchor, &mut TextLayout)>,
) {
    let turned = camera.rotation != Quat::IDENTITY;
    for (SideCaption(side), mut transform, mut anchor, mut text_layout) in &mut captions {
        let outward = if *side == crate::rules::Side::South { -1.0 } else { 1.0 };
        let tray = layout.reserve_position(*side);
        let (at, wanted, justify) = if turned {
            // Turned a quarter clockwise, the world's down is the screen's right: South's inward
            // side is to the left of its tray, North's to the right of its own.
            let (wanted, justify) = if outward < 0.0 {
                (Anchor::CENTER_RIGHT, Justify::Right)
            } else {
                (Anchor::CENTER_LEFT, Justify::Left)
            };
            (tray - Vec2::new(0.0, outward * (layout.spacing + 12.0)), wanted, justify)
        } else {
            (tray + Vec2::new(0.0, outward * (layout.spacing + 34.0)), Anchor::CENTER, Justify::Center)
        };
        if transform.translation.truncate() != at {
            transform.translation = at.extend(transform.translation.z);
        }
        if *anchor != wanted {
            *anchor = wanted;
        }
        if text_layout.justify != justify {
            text_layout.justify = justify;
        }
    }
}
