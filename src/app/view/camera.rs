//! The camera keeps the whole board in view at any window size, with even margins. In a tall
//! window (a phone held upright) the board turns a quarter so its long side runs down the
//! screen: the players sit at its long sides, each facing their own half.

use super::layout::VIEW;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Room the bar above the board takes, in world units at the reference size …
const BAR: f32 = 60.0;
/// … and, in a tall window, the share of the height it takes (it wraps onto more lines).
const TALL_BAR_SHARE: f32 = 0.25;

pub(super) fn fit_camera(
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
    mut fitted: Local<Option<bool>>,
) {
    let tall = window.height() > window.width() * 1.1;
    if *fitted == Some(tall) {
        return;
    }
    *fitted = Some(tall);
    let (projection, transform) = &mut *camera;
    let (wide, high, bar) = if tall {
        (VIEW.y, VIEW.x / (1.0 - TALL_BAR_SHARE), VIEW.x * TALL_BAR_SHARE / (1.0 - TALL_BAR_SHARE))
    } else {
        (VIEW.x, VIEW.y + BAR, BAR)
    };
    if let Projection::Orthographic(orthographic) = &mut **projection {
        orthographic.scaling_mode = ScalingMode::AutoMin { min_width: wide, min_height: high };
    }
    // Upright: the board's South edge to the left, and the camera's up is the world's +x. Wide,
    // the board sits a little high, the panels below being taller than the bar; tall, it sits
    // below the bar's room.
    let (rotation, offset) = if tall {
        (Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2), Vec3::new(bar / 2.0, 0.0, 0.0))
    } else {
        (Quat::IDENTITY, Vec3::new(0.0, -bar / 2.0, 0.0))
    };
    transform.rotation = rotation;
    transform.translation = offset;
}
