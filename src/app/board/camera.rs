//! The camera keeps the whole board in view at any window size, with even margins. In a tall
//! window (a phone held upright) the board turns a quarter so its long side runs down the
//! screen: the players sit at its long sides, each facing their own half, and the words on it
//! turn back to stay upright.

use super::layout::{BoardLayout, PanelRoom, VIEW};
use super::wood::{CountBadge, PitCount, SideCaption};
use crate::app::files::settings::Settings;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::{Justify, TextLayout};
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (fit_camera, keep_text_upright, place_side_captions).chain().in_set(crate::app::AppSystems::Present),
    );
}

/// Room the bar above the board takes, in world units at the reference size …
const BAR: f32 = 60.0;
/// … and, in a tall window, the share of the height it takes (it wraps onto three or four lines).
const TALL_BAR_SHARE: f32 = 0.2;
/// Across a tall window the board needs only its four rows and the words beside its trays, not
/// the whole width of the reference view.
const TALL_WIDTH: f32 = 700.0;
/// How much larger words and badges are drawn on the turned board.
const TALL_TEXT_SCALE: f32 = 1.45;

pub(super) fn fit_camera(
    window: Single<&Window, With<PrimaryWindow>>,
    room: Res<PanelRoom>,
    mut camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
    mut fitted: Local<Option<(bool, f32)>>,
) {
    let tall = window.height() > window.width() * 1.1;
    let share = room.share().clamp(0.0, 0.5);
    if *fitted == Some((tall, share)) {
        return;
    }
    *fitted = Some((tall, share));
    let (projection, transform) = &mut *camera;
    // `room`: how far the board's centre moves from the window's, away from the panel's room.
    let (wide, high, bar, room) = if tall {
        let high = VIEW.x / (1.0 - TALL_BAR_SHARE - share);
        (TALL_WIDTH, high, high * TALL_BAR_SHARE, high * share)
    } else {
        let wide = VIEW.x / (1.0 - share);
        (wide, VIEW.y + BAR, BAR, wide - VIEW.x)
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
    mut texts: Query<(&mut Transform, Has<PitCount>), (With<Text2d>, Without<CountBadge>)>,
    mut badges: Query<&mut Transform, (With<CountBadge>, Without<Text2d>)>,
) {
    let rotation = camera.rotation;
    // The player's text size: the counts and words on the board follow the panels' (a little
    // less, so that a count at twice the size still stays within its pit's corner).
    let chosen = 1.0 + (settings.text_scale - 1.0) * 0.7;
    let scale = Vec3::splat(chosen * if rotation == Quat::IDENTITY { 1.0 } else { TALL_TEXT_SCALE });
    for (mut transform, is_count) in &mut texts {
        // A count grows with its badge, whose child it is.
        let wanted = if is_count { Vec3::ONE } else { scale };
        if transform.rotation != rotation || transform.scale != wanted {
            transform.rotation = rotation;
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
