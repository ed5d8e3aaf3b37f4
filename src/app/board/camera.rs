//! The camera keeps the whole board in view at any window size, with even margins. In a tall
//! window (a phone held upright) the board turns a quarter so its long side runs down the
//! screen: the players sit at its long sides, each facing their own half, and the words on it
//! turn back to stay upright.

use super::layout::{BarRoom, BoardLayout, Fit, PanelRoom, VIEW};
use super::wood::{CountBadge, NyumbaLabel, PitCount, SideCaption};
use crate::app::base::settings::Settings;
use crate::app::base::window_shape::{short, upright};
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::text::TextBounds;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (turn_board, room_for_a_sheet, fit_camera, keep_text_upright, place_side_captions)
            .chain()
            .in_set(crate::app::base::AppSystems::Present),
    );
}

/// Room the bar above the board takes, in world units at the reference size …
const BAR: f32 = 60.0;
/// … and, in a tall window, the share of the height it takes until it is drawn (one line, a
/// menu behind a button).
const TALL_BAR_SHARE: f32 = 0.1;
/// The view's empty margin above the board and its captions, which the bar may cover.
const TOP_MARGIN: f32 = 60.0;
/// Face to face, the room South's bar takes below the board, and North's strip above it.
const FACE_TO_FACE_BAR: f32 = 110.0;
/// How much larger words and badges are drawn on the turned board …
const TALL_TEXT_SCALE: f32 = 1.45;
/// … and a player's caption, in the band beside their tray: enough that the longest word of a
/// caption (*Kaskazini*) fits the band's width, where words cannot wrap.
const TALL_CAPTION_SCALE: f32 = 1.2;

/// The board turns upright in a tall window (a phone held up) and keeps its trays along its sides
/// in a short one — except face to face, where its players sit at the screen's top and bottom
/// edges and need the room of a tablet laid flat.
pub(super) fn turn_board(
    window: Single<&Window, With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut layout: ResMut<BoardLayout>,
) {
    let fit = match (upright(window.width(), window.height()), short(window.height())) {
        _ if settings.face_to_face => Fit::Wide,
        (true, _) => Fit::Upright,
        (false, true) => Fit::Short,
        (false, false) => Fit::Wide,
    };
    if layout.fit != fit {
        layout.fit = fit;
    }
}

/// A pit this many points across, or more, is big enough for a thumb (Apple asks 44 pt, Android
/// 48 dp; 44 fits Bao la Kimasai's twelve pits down a 640-point phone).
pub const THUMB: f32 = 44.0;

/// Upright, how much of the height a panel's sheet may take and leave the pits at least a thumb
/// across — or, where the window's width already holds them smaller, as big as the width allows;
/// on a board that does not stand upright (face to face included), no sheet.
fn room_for_a_sheet(
    window: Single<&Window, With<PrimaryWindow>>,
    layout: Res<BoardLayout>,
    bar_room: Res<BarRoom>,
    mut room: ResMut<PanelRoom>,
) {
    let view = layout.compact_view();
    let (width, height) = (window.width().max(1.0), window.height().max(1.0));
    let bar = tall_bar(&bar_room);
    // Points per world unit the pits need, and at most what the width gives.
    let scale = (THUMB / layout.spacing).min(width / view.y);
    let most = (layout.fit == Fit::Upright).then(|| (1.0 - bar - view.x * scale / height).max(0.0));
    let changed = match (room.sheet_most(), most) {
        (Some(was), Some(now)) => (was - now).abs() > 0.001,
        (was, now) => was.is_some() != now.is_some(),
    };
    if changed {
        room.set_sheet_most(most);
    }
}

/// Upright, the share of the height the bar takes: as it was drawn, or until it is, its usual.
fn tall_bar(bar_room: &BarRoom) -> f32 {
    if bar_room.0 > 0.0 { bar_room.0.min(0.4) } else { TALL_BAR_SHARE }
}

pub(super) fn fit_camera(
    layout: Res<BoardLayout>,
    (room, bar_room): (Res<PanelRoom>, Res<BarRoom>),
    settings: Res<Settings>,
    mut camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
    mut fitted: Local<Option<(Fit, f32, bool, f32, u8)>>,
) {
    let face_to_face = settings.face_to_face;
    let tall = layout.fit == Fit::Upright;
    // Upright, a panel is a sheet along the bottom edge, as tall as it was drawn.
    let share = if tall { room.sheet() } else { room.share() }.clamp(0.0, 0.5);
    // The bar as it was drawn (more lines on a phone, in a longer language, at a larger text size),
    // or until it is, the room it usually takes.
    let measured = bar_room.0.clamp(0.0, 0.4);
    let round = |share: f32| (share * 100.0).round() / 100.0;
    let key = (layout.fit, round(share), face_to_face, round(measured), layout.geometry.cols());
    if *fitted == Some(key) {
        return;
    }
    *fitted = Some(key);
    let (projection, transform) = &mut *camera;
    // `room`: how far the board's centre moves from the window's, away from the panel's room.
    let (wide, high, bar, room) = if tall {
        // Across: the four rows and a tray along each side; down: the pits end to end, in what
        // the bar and the sheet leave.
        let view = layout.compact_view();
        let bar_share = tall_bar(&bar_room);
        let high = view.x / (1.0 - bar_share - share).max(0.3);
        (view.y, high, high * bar_share, high * share)
    } else if layout.fit == Fit::Short {
        // The board and its trays close under the bar, a panel's room at the right.
        let view = layout.compact_view();
        let wide = view.x / (1.0 - share);
        let high = view.y / (1.0 - measured).max(0.3);
        (wide, high, high * measured, wide - view.x)
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
    } else if layout.fit == Fit::Short {
        // Sideways, the board and its trays are centred in what the bar leaves below it.
        (Quat::IDENTITY, Vec3::new(room / 2.0, bar / 2.0, 0.0))
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
    let tall = rotation != Quat::IDENTITY;
    let scale = Vec3::splat(chosen * if tall { TALL_TEXT_SCALE } else { 1.0 });
    let caption_scale = Vec3::splat(chosen * if tall { TALL_CAPTION_SCALE } else { 1.0 });
    // Face to face, North's words on the board — its counts, its caption, its nyumba — face North.
    let turned = rotation * Quat::from_rotation_z(std::f32::consts::PI);
    for (mut transform, count, caption, nyumba) in &mut texts {
        let side = count.map(|c| c.0.side).or(caption.map(|c| c.0)).or(nyumba.map(|n| n.0));
        let north = settings.face_to_face && side == Some(crate::rules::Side::North);
        let wanted_rotation = if north { turned } else { rotation };
        // A count grows with its badge, whose child it is.
        let wanted = match (count, caption) {
            (Some(_), _) => Vec3::ONE,
            (None, Some(_)) => caption_scale,
            (None, None) => scale,
        };
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

/// A player's caption sits over (or under) their tray; on a phone, beside the tray along the
/// player's long side, so it never covers the tray; upright it wraps to the tray's depth, so it
/// never runs off the screen nor onto the board.
pub(super) fn place_side_captions(
    layout: Res<BoardLayout>,
    mut captions: Query<(&SideCaption, &mut Transform, &mut TextBounds)>,
) {
    let bounds = match layout.fit {
        Fit::Upright => TextBounds::new_horizontal(layout.caption_width() / TALL_CAPTION_SCALE),
        _ => TextBounds::UNBOUNDED,
    };
    for (SideCaption(side), mut transform, mut wrap) in &mut captions {
        let at = match layout.trays_along() {
            // Along the player's side, level with their tray, in the other half of the board's length.
            true => layout.caption_beside_tray(*side),
            false => {
                layout.reserve_position(*side)
                    + Vec2::new(0.0, layout.outward(*side) * (layout.spacing + 34.0))
            }
        };
        if transform.translation.truncate() != at {
            transform.translation = at.extend(transform.translation.z);
        }
        if wrap.width != bounds.width || wrap.height != bounds.height {
            *wrap = bounds;
        }
    }
}
